"""Every key a game writes is declared in its shape module (issue 33 item 4, "Typed state parts").

Each game's `tycoon/variants/<id>/shape.py` declares TypedDicts for its board (`Board`), a player
entry (`Player`) and its pending data per phase (`PENDING`: phase -> TypedDict). Seeded bot games
of every game, at every player count, with options and presets, and two short games of random
legal moves are checked at set-up and after every action: each key present in `state.board`, in
every player dict and in `state.pending` (against the keys of all the game's pending TypedDicts)
must be declared — and inside those, the keys of values declared as TypedDicts (a Claim, a Lot, a
Flip …). A value declared as a TypedDict may also carry the keys of a TypedDict of the same game
that extends it (Taiwan's DumpLot is a Lot).

Reported, not failed (a warning): declared keys never seen, declared-required keys seen missing,
and pending keys seen in a phase whose PENDING entry does not declare them.
"""

import ast
import importlib
import inspect
import random
import typing
import warnings
from pathlib import Path
from types import ModuleType, NoneType, UnionType

import pytest
from playout import random_move
from tycoon.core import apply_action, new_game, play_automatic
from tycoon.core.variant import find_variant

GAMES = ("monopoly", "taiwan", "rich", "easymoney", "babylon")
SEEDS = (1, 2)  # per player count
OPTIONS = {  # cycled through the tables of a game; the game's presets are added
    "monopoly": [{"turn_limit": 60}, {"build_without_monopoly": True, "rent_must_be_claimed": True,
                                      "turn_limit": 40}],
    "taiwan": [{"turn_limit": 60}, {"spins_per_turn": 1, "turn_limit": 40}],
    "rich": [{}],
    "easymoney": [{}],
    "babylon": [{}, {"rubies": "one_each"}],
}
RANDOM_ROUNDS = 8  # the turn_limit of the random-move games (Babylon has none: it is short)
MAX_ACTIONS = 60_000  # per game: every table ends well before


class ShapeReport(UserWarning):
    """What the shape check reports without failing."""


# ---- what the declarations say of a JSON value -------------------------------------------------
class Node:
    """What a declared type says of a value: the keys of a dict (each with its own Node, or None
    when its type says nothing of keys), a list's items, a dict[str, X]'s values."""

    def __init__(self, keys=None, required=frozenset(), items=None, values=None):
        self.keys, self.required, self.items, self.values = keys, required, items, values


def merge(a: Node | None, b: Node | None) -> Node | None:
    """A value that may be of either type (a union)."""
    if a is None or b is None:
        return a or b
    if a.keys is None:
        keys, required = b.keys, b.required
    elif b.keys is None:
        keys, required = a.keys, a.required
    else:  # a key of either; required only when both require it
        keys = {k: merge(a.keys.get(k), b.keys.get(k)) for k in a.keys.keys() | b.keys.keys()}
        required = a.required & b.required
    return Node(keys, required, merge(a.items, b.items), merge(a.values, b.values))


class Shapes:
    """One game's declarations, read from its shape module."""

    def __init__(self, game: str):
        self.module = importlib.import_module(f"tycoon.variants.{game}.shape")
        self.family = typed_dicts(self.module)
        self.board = self.node(self.module.Board)
        self.player = self.node(self.module.Player)
        self.phases = {phase: frozenset(typing.get_type_hints(td)) for phase, td in self.module.PENDING.items()}
        self.pending = None
        for td in self.module.PENDING.values():
            self.pending = merge(self.pending, self.node(td))
        self.pending.required = frozenset()  # each phase has its own keys

    def node(self, tp) -> Node | None:
        if typing.is_typeddict(tp):
            node = self.keys_of(tp, tp.__required_keys__)
            for other in self.family:  # a TypedDict of the game that extends this one
                if tp in self.family[other]:
                    node = merge(node, self.keys_of(other, tp.__required_keys__))
            return node
        origin, args = typing.get_origin(tp), typing.get_args(tp)
        if origin in (typing.Union, UnionType):
            found = None
            for arg in args:
                if arg is not NoneType:
                    found = merge(found, self.node(arg))
            return found
        if origin is list and args:
            item = self.node(args[0])
            return Node(items=item) if item else None
        if origin is dict and len(args) == 2:
            value = self.node(args[1])
            return Node(values=value) if value else None
        return None

    def keys_of(self, tp, required) -> Node:
        return Node({k: self.node(t) for k, t in typing.get_type_hints(tp).items()}, required)


def typed_dicts(module: ModuleType) -> dict:
    """The TypedDicts a shape module defines, and those of the shape modules it imports, each
    with the TypedDicts it extends (read from the source: a TypedDict class keeps no bases)."""
    found = {}
    imported = [v for v in vars(module).values() if isinstance(v, ModuleType) and v.__name__.endswith(".shape")]
    modules = [module, *imported]
    for each in modules:
        for node in ast.parse(inspect.getsource(each)).body:
            cls = getattr(each, node.name, None) if isinstance(node, ast.ClassDef) else None
            if typing.is_typeddict(cls):
                parents = [named(each, base) for base in node.bases]
                found[cls] = [p for p in parents if typing.is_typeddict(p)]
    for ancestors in found.values():  # every ancestor, not only the parents
        todo = list(ancestors)
        while todo:
            for grand in found.get(todo.pop(), []):
                if grand not in ancestors:
                    ancestors.append(grand)
                    todo.append(grand)
    return found


def named(module: ModuleType, base: ast.expr):
    """What a class's base (`Lot`, `shape.Lot`, `TypedDict`) names in its module."""
    if isinstance(base, ast.Attribute):
        return getattr(named(module, base.value), base.attr, None)
    return vars(module).get(base.id) if isinstance(base, ast.Name) else None


def declared(node: Node | None, path: str, into: dict) -> dict:
    """path -> the keys declared there, for every dict the node reaches."""
    if node is None:
        return into
    if node.keys is not None:
        into.setdefault(path, set()).update(node.keys)
        for key, sub in node.keys.items():
            declared(sub, f"{path}.{key}", into)
    declared(node.items, f"{path}[]", into)
    declared(node.values, f"{path}{{}}", into)
    return into


# ---- the check after each action ----------------------------------------------------------------
class Checker:
    def __init__(self, game: str):
        self.game = game
        self.shapes = Shapes(game)
        self.undeclared: dict = {}  # (path, key) -> where it was first seen
        self.missing: dict = {}  # (path, key) -> where a required key was first missing
        self.seen: dict = {}  # path -> keys seen there
        self.off_phase: set = set()  # (phase, key) of pending keys outside their phase's declaration
        self.where = ""

    def __call__(self, state) -> None:
        shapes = self.shapes
        self.walk(state.board, shapes.board, "board")
        for player in state.players:
            self.walk(player, shapes.player, "player")
        pending = state.pending
        self.walk(pending, shapes.pending, "pending")
        allowed = shapes.phases.get(state.phase, ())
        for key in pending:
            if key not in allowed:
                self.off_phase.add((state.phase, key))

    def walk(self, value, node: Node | None, path: str) -> None:
        if node is None:
            return
        if isinstance(value, dict):
            if node.keys is not None:
                keys = node.keys
                self.seen.setdefault(path, set()).update(value)
                for key, sub in value.items():
                    if key not in keys:
                        self.undeclared.setdefault((path, key), self.where)
                    elif keys[key] is not None:
                        self.walk(sub, keys[key], f"{path}.{key}")
                if not node.required <= value.keys():
                    for key in node.required - value.keys():
                        self.missing.setdefault((path, key), self.where)
            elif node.values is not None:
                for sub in value.values():
                    self.walk(sub, node.values, f"{path}{{}}")
        elif isinstance(value, list) and node.items is not None:
            for sub in value:
                self.walk(sub, node.items, f"{path}[]")

    def failures(self) -> list[str]:
        module = self.shapes.module.__name__
        names = {"board": "Board", "player": "Player", "pending": "PENDING (every phase)"}
        lines = []
        for (path, key), where in sorted(self.undeclared.items()):
            part = path.split(".")[0].split("[")[0]
            lines.append(f"{self.game}: {path} key {key!r} is not declared in {module}.{names[part]}; "
                         f"first seen {where}")
        return lines

    def report(self) -> list[str]:
        everything = {}
        for part, node in (("board", self.shapes.board), ("player", self.shapes.player),
                           ("pending", self.shapes.pending)):
            declared(node, part, everything)
        lines = [f"{self.game}: {path} key {key!r} is declared but never seen"
                 for path, keys in sorted(everything.items()) for key in sorted(keys - self.seen.get(path, set()))]
        lines += [f"{self.game}: {path} key {key!r} is declared required but was missing, first {where}"
                  for (path, key), where in sorted(self.missing.items())]
        lines += [f"{self.game}: pending key {key!r} seen in phase {phase!r}, whose PENDING entry lacks it"
                  for phase, key in sorted(self.off_phase)]
        return lines


def tables(game: str) -> list[tuple]:
    """(players, seed, options) of the games to play: every player count, SEEDS each, options and
    presets in turn."""
    variant = find_variant(game)
    choices = OPTIONS[game] + [dict(p) for _, p in sorted(variant.presets.items())]
    found = []
    for players in range(variant.min_players, variant.max_players + 1):
        for seed in SEEDS:
            found.append((players, seed, choices[(players + seed) % len(choices)]))
    return found


def random_tables(game: str) -> list[tuple]:
    """Two short games of random legal moves (the fewest and the most players): they take the
    paths bots avoid (a dumped street, a jail card in a trade …)."""
    variant = find_variant(game)
    options = {"turn_limit": RANDOM_ROUNDS} if "turn_limit" in variant.options else {}
    return [(variant.min_players, 3, options), (variant.max_players, 4, options)]


def play(game: str, players: int, seed: int, options: dict, check: Checker, chooser=None) -> None:
    """A game of bots, or with `chooser` (a random.Random) of random legal moves."""
    seats = [{"name": f"Seat {i + 1}", "bot": chooser is None, **({"level": "easy"} if i == 1 else {})}
             for i in range(players)]  # an Easy bot among them: its state keys are declared too
    state = new_game(game, seats, seed, options)
    table = f"{'random moves' if chooser else 'bots'}, {players} players, seed {seed}, options {options}"
    check.where = f"at set-up ({table})"
    check(state)
    for count in range(1, MAX_ACTIONS + 1):
        if state.over:
            return
        if chooser is None:
            action = play_automatic(state)
            assert action is not None, f"{game} ({table}): a bot game waits for a human"
        else:
            action = random_move(chooser, state)
            apply_action(state, action)
        check.where = f"after action {count} {str(action)!r} in phase {state.phase!r} ({table})"
        check(state)
    raise AssertionError(f"{game} ({table}): no end within {MAX_ACTIONS} actions")


@pytest.mark.parametrize("game", GAMES)
def test_every_state_key_is_declared(game):
    check = Checker(game)
    for players, seed, options in tables(game):
        play(game, players, seed, options, check)
    for players, seed, options in random_tables(game):
        play(game, players, seed, options, check, random.Random(seed))
    report = check.report()
    if report:
        warnings.warn("\n".join(["state shapes:", *report]), ShapeReport, stacklevel=1)
    failures = check.failures()
    assert not failures, "\n".join(failures)


# ---- the declarations themselves --------------------------------------------------------------
SHAPE_FILES = [Path(importlib.import_module(f"tycoon.variants.{game}.shape").__file__) for game in GAMES]
SHAPE_FILES.insert(0, Path(importlib.import_module("tycoon.core.property.shape").__file__))


@pytest.mark.parametrize("game", GAMES)
def test_a_game_declares_its_board_player_and_pending(game):
    module = importlib.import_module(f"tycoon.variants.{game}.shape")
    assert typing.is_typeddict(module.Board) and typing.is_typeddict(module.Player)
    assert module.PENDING and all(typing.is_typeddict(td) for td in module.PENDING.values())
    if game != "babylon":  # the games on core/turn_order.py count rounds from the seat that started
        assert "first" in typing.get_type_hints(module.Board), f"{game}: board['first'] is not declared"


@pytest.mark.parametrize("path", SHAPE_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_shape_modules_import_typing_only_and_comment_every_key(path):
    """Light enough for Pyodide (they import `typing` and one another only), and each key says
    what it holds: a comment on its line or the line above."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            assert [a.name for a in node.names] == ["typing"], f"{path.name} imports {ast.unparse(node)}"
        elif isinstance(node, ast.ImportFrom):
            shapes = node.level and ((node.module or "").endswith("shape") or [a.name for a in node.names] == ["shape"])
            assert node.module == "typing" or shapes, f"{path.name} imports {ast.unparse(node)}"
        elif isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, ast.AnnAssign):
                    here, above = lines[item.lineno - 1], lines[item.lineno - 2].strip()
                    where = f"{path.name}:{item.lineno}: {here.strip()}"
                    assert "#" in here or above.startswith("#"), f"{where} has no comment"


def test_shape_checker_names_the_game_the_part_and_the_key():
    check = Checker("rich")
    state = new_game("rich", [{"name": "A", "bot": True}, {"name": "B", "bot": True}], 1)
    state.board["stray"] = 1
    state.board["last_job"] = {"player": 0, "bogus": 1}
    state.players[1]["flag"] = True
    state.pending["oops"] = 2
    check.where = "in this test"
    check(state)
    assert check.failures() == [
        "rich: board key 'stray' is not declared in tycoon.variants.rich.shape.Board; first seen in this test",
        "rich: board.last_job key 'bogus' is not declared in tycoon.variants.rich.shape.Board; first seen in this test",
        ("rich: pending key 'oops' is not declared in tycoon.variants.rich.shape.PENDING (every phase); first seen "
         "in this test"),
        "rich: player key 'flag' is not declared in tycoon.variants.rich.shape.Player; first seen in this test",
    ]
