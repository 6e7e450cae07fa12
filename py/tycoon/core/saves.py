"""Saved games (docs/design.md "Saves"): ``{format, version, variant, options, players, seed, actions,
snapshot, checksum}`` plus optional table ``settings`` ({"undo": bool}).

- ``actions`` is ``state.history``: every applied action as text, chance outcomes included, so a
  replay from the seed rebuilds the game exactly (and the generator's state with it).
- ``snapshot`` is the state without its log and history, plus ``log_end`` (the log's length):
  what the replay must reproduce.
- ``checksum`` is ``"sha256:"`` + the SHA-256 of the canonical JSON of every other field
  (`canonical`: sorted keys, no spaces, ASCII). ``actions`` sorts first, so `SaveWriter` keeps a
  running hash of them and an autosave costs what the new actions cost, not the whole list.

While a game with secrets runs, a save file holds ``veiled`` (core/veil.py: the actions and
the snapshot, compressed and in base64) instead of ``actions`` and ``snapshot``; `file_text`
writes either form and the loader reads both.

Loading (`load`) checks, in order: size and JSON, format and version, a veiled save's checksum
and payload (`unveiled`), then migrates older versions, the shape of every field, the checksum, then repairs the names (`repair_names`, with
a notice), checks the variant, the players and options, replays every action and compares with
the snapshot. Any other problem raises `SaveError` (docs/saves.md, "Repaired or refused").
"""

import hashlib
import json
from dataclasses import fields

from .actions import CHANCE, IllegalAction
from .deal import is_deal
from .game import apply_action, new_game, sample_chance
from .levels import clean_levels
from .names import clean_names
from .save_check import (
    FORMAT,
    MAX_BYTES,
    VERSION,
    SaveError,
    canonical,
    check_header,
    check_shape,
    checksum,
    parse,
)
from .save_shapes import older_shapes
from .state import State
from .variant import find_variant, known, variant_for
from .veil import keeps_secrets, unveiled, veiled

__all__ = [
    "MAX_BYTES",
    "SaveError",
    "SaveWriter",
    "build_save",
    "checksum",
    "dumps",
    "file_text",
    "has_secrets",
    "load",
    "load_dict",
    "snapshot",
]
GROWING = ("log", "history")
TABLE = tuple(f.name for f in fields(State) if f.name not in GROWING)

# Migrations: MIGRATIONS[n] turns a version-n save into a version n+1 save (a pure function of the
# parsed dict, which checks what it needs of it first). A change of format adds VERSION += 1 and
# one entry here. Filled in below the functions they use.
MIGRATIONS: dict = {}


def snapshot(state: State) -> dict:
    """The state without its log and history (a copy), plus the log's length."""
    table = json.loads(json.dumps({name: getattr(state, name) for name in TABLE}))
    table["log_end"] = len(state.log)
    return table


def build_save(state: State, players: list, settings: dict | None = None, branched_from: dict | None = None) -> dict:
    """The whole save of a game (for export); `players` as given to new_game."""
    writer = SaveWriter(state, players, settings, branched_from)
    writer.add(state.history)
    return writer.save(state)


class SaveWriter:
    """Builds a game's saves as it goes: `add` the new actions after each move, then `save`.

    Keeps the running SHA-256 of the canonical ``"actions"`` prefix, so a checksum costs the new
    actions plus the snapshot, never the whole list again."""

    def __init__(self, state: State, players: list, settings: dict | None = None, branched_from: dict | None = None):
        self.header = {"format": FORMAT, "version": VERSION, "variant": state.variant,
                       "options": json.loads(json.dumps(state.options)), "seed": state.seed,
                       "players": [_seat(p) for p in clean_levels(clean_names(players))]}
        if settings:
            self.header["settings"] = dict(settings)
        if branched_from:  # a game begun at a step of another (core/timeline.py branch)
            self.header["branched_from"] = dict(branched_from)
        self.actions: list[str] = []
        self._hash = hashlib.sha256(b'{"actions":[')

    def add(self, actions: list) -> None:
        """Record actions played since the last call (the tail of state.history)."""
        for text in actions:
            self._hash.update((b"," if self.actions else b"") + json.dumps(text).encode("ascii"))
            self.actions.append(text)

    def catch_up(self, state: State) -> list:
        """Record what state.history gained since the last call; returns the new actions."""
        new = state.history[len(self.actions):]
        self.add(new)
        return new

    def head(self, state: State) -> dict:
        """Every field but ``actions``, checksum included."""
        return json.loads(self.head_text(state))

    def head_text(self, state: State) -> str:
        """`head` as canonical JSON, made with one serialisation of the table (what an autosave
        writes after each move): "checksum" sorts before every other field of the head."""
        table = {name: getattr(state, name) for name in TABLE}
        table["log_end"] = len(state.log)
        body = canonical(dict(self.header, snapshot=table))
        digest = self._hash.copy()
        digest.update(("]," + body[1:]).encode("ascii"))
        return '{"checksum":"sha256:' + digest.hexdigest() + '",' + body[1:]

    def save(self, state: State) -> dict:
        return dict(self.head(state), actions=list(self.actions))


def dumps(save: dict) -> str:
    """The text of an export file: one action per line, so it can be read and compared."""
    return json.dumps(save, indent=1, ensure_ascii=False, sort_keys=True) + "\n"


def file_text(save: dict) -> str:
    """The text of an export file: veiled while the game keeps secrets (core/veil.py), else plain."""
    table = save.get("snapshot") or {}
    return dumps(veiled(save) if keeps_secrets(save["variant"], bool(table.get("over"))) else save)


def migrate(save: dict) -> dict:
    """An older version's save, brought up to VERSION one step at a time."""
    while save["version"] < VERSION:
        step = MIGRATIONS.get(save["version"])
        if step is None:
            raise SaveError("unknown_version", version=save["version"])
        save = step(save)
    return save


def check(save: dict, notes: list | None = None) -> dict:
    """Header, migration, shape and checksum of a parsed save, then its repairs (each adds a
    (code, params) to `notes`); returns the (migrated, repaired) save."""
    check_header(save)
    save = unveiled(save)
    migrated = migrate(save)
    check_shape(migrated)
    if checksum(save) != save.get("checksum"):  # over the file as it was written
        raise SaveError("checksum_mismatch")
    return repair_names(migrated, notes if notes is not None else [])


def repair_names(save: dict, notes: list) -> dict:
    """A save whose names the one rule for names (names.clean_name) would change: written before
    new_game cleaned them (a direction override, a control character, an empty name...). The
    names are cleaned in the players and in the snapshot, the checksum made again, and a notice
    ("name_repaired", {"seat", "name"}) added for each; the replay then starts from the same
    names. Nothing else changes."""
    cleaned = clean_names(save["players"])
    if cleaned == save["players"]:
        return save
    table = dict(save["snapshot"])
    seats = table.get("players")
    seats = [dict(p) if isinstance(p, dict) else p for p in seats] if isinstance(seats, list) else seats
    for seat, (old, new) in enumerate(zip(save["players"], cleaned, strict=True)):
        if old["name"] == new["name"]:
            continue
        notes.append(("name_repaired", {"seat": seat, "name": new["name"]}))
        if isinstance(seats, list) and seat < len(seats) and isinstance(seats[seat], dict) \
                and seats[seat].get("name") == old["name"]:
            seats[seat]["name"] = new["name"]
    if isinstance(seats, list):
        table["players"] = seats
    repaired = dict(save, players=cleaned, snapshot=table)
    repaired["checksum"] = checksum(repaired)
    return repaired


def replay_save(save: dict) -> State:
    """Replay a checked save's actions from its seed; compare with its snapshot."""
    state = start_of(save)
    variant = find_variant(save["variant"])
    saved = variant.upgrade(save["snapshot"]) if variant.upgrade else save["snapshot"]
    _replay_all(save, state)
    origin = _round_origin(saved, state)
    if origin is not None:
        state = _replay_all(save, start_of(save), origin)
    replayed = snapshot(state)
    older_shapes(saved, replayed, state, variant)
    _compare(saved, replayed)
    return state


def _replay_all(save: dict, state: State, origin: int | None = None) -> State:
    """The save's actions applied to `state`; `origin`: the seat rounds are counted from."""
    total = len(save["actions"])
    for index, text in enumerate(save["actions"]):
        _replay(state, text, index, total)
        if origin is not None and state.turn and state.board.get("first") != origin:
            state.board["first"] = origin
    return state


def _round_origin(saved: dict, state: State) -> int | None:
    """The seat a saved game counts its rounds from, when that is not the seat that started:
    Monopoly and Taiwan counted rounds from seat 0 before core/turn_order.py, and such a game
    (saved then, or loaded from then and saved again) goes on counting them so, which keeps its
    round limit where it was. None: the replay's own count."""
    board = saved.get("board")
    if not isinstance(board, dict) or not saved.get("turn") or "first" not in state.board:
        return None
    origin = board.get("first", 0)
    if not isinstance(origin, int) or origin == state.board["first"]:
        return None
    return origin if 0 <= origin < len(state.players) else None


def _seat(player: dict) -> dict:
    """A player as a save keeps it: name, bot, and a bot's level other than normal."""
    found = {"name": player["name"], "bot": bool(player["bot"])}
    if "level" in player:
        found["level"] = player["level"]
    return found


def replay_one(state: State, save: dict, index: int) -> None:
    """Apply the checked save's action number index + 1 (SaveError if it is not legal there)."""
    _replay(state, save["actions"][index], index, len(save["actions"]))


def start_of(save: dict) -> State:
    """The new game a save began with, once its variant, player count and options are known good
    (core/timeline.py replays from it)."""
    if not known(save["variant"]):
        raise SaveError("unknown_variant", variant=save["variant"])
    variant = find_variant(save["variant"])
    count = len(save["players"])
    if not variant.min_players <= count <= variant.max_players:
        raise SaveError("player_count", count=count, min=variant.min_players, max=variant.max_players)
    _check_options(variant, save["options"])
    return new_game(variant.id, save["players"], save["seed"], save["options"])


def _replay(state: State, text: str, index: int, total: int) -> None:
    """Apply saved action number index + 1 of `total`, or say in plain words that it is not legal."""
    try:
        apply_action(state, text)
    except (IllegalAction, ValueError, KeyError, IndexError, TypeError):
        raise SaveError("illegal_action", step=index + 1, total=total, action=text) from None


def deals_made(save: dict) -> dict:
    """MIGRATIONS[1]: version 1 → 2, when shuffles and deals became chance actions (``-1 deal …``,
    core/deal.py). A version-1 game dealt inline, without an action: its actions are replayed
    and, wherever the game waits on a deal and the next saved action is not one, the deal the
    game's own generator gives is put in. That is exactly what version 1 dealt there, and the
    generator moves on as it did (core/deal.py), so the snapshot stays as it was and the new
    actions reach it. The save is checked first as `check` would check a version-2 one (shape,
    then checksum) and a replay that fails is refused in the same words, numbered as saved."""
    check_shape(save)
    if checksum(save) != save.get("checksum"):
        raise SaveError("checksum_mismatch")
    state = start_of(save)
    total = len(save["actions"])
    for index, text in enumerate(save["actions"]):
        _deal_pending(state, text)
        _replay(state, text, index, total)
    _deal_pending(state, None)
    migrated = dict(save, version=2, actions=list(state.history))
    migrated["checksum"] = checksum(migrated)
    return migrated


def _deal_pending(state: State, following: str | None) -> None:
    """Make the deals the game waits on with its own generator, unless `following` (the next
    saved action) is one."""
    while is_deal(state.chance) and not state.over and not (following or "").startswith(f"{CHANCE} deal"):
        apply_action(state, sample_chance(state))


MIGRATIONS[1] = deals_made


def two_visit_rounds(save: dict) -> dict:
    """MIGRATIONS[2]: version 2 → 3, when Babylon's selling round became one secret step per
    player (option `one_visit`). A version-2 Babylon game was played with a privilege
    step and then an offer step; it goes on that way (one_visit false), so its actions replay as
    they were played. Other games only change their version."""
    return _babylon_kept(save, 3, "one_visit", False)


def _babylon_kept(save: dict, version: int, option: str, value) -> dict:
    """`save` as version `version`; a Babylon game that has no `option` gets `value`, the way it
    was played (in its options and its snapshot's), and every save a new checksum."""
    migrated = dict(save, version=version)
    if save.get("variant") == "babylon" and isinstance(save.get("options"), dict) and option not in save["options"]:
        migrated["options"] = dict(save["options"], **{option: value})
        snapshot = save.get("snapshot")
        if isinstance(snapshot, dict) and isinstance(snapshot.get("options"), dict):
            migrated["snapshot"] = dict(snapshot, options=dict(snapshot["options"], **{option: value}))
    migrated["checksum"] = checksum(migrated)
    return migrated


MIGRATIONS[2] = two_visit_rounds


def look_in_round_one(save: dict) -> dict:
    """MIGRATIONS[3]: version 3 → 4, when a game with secrets began to be saved veiled while it
    runs (`veiled`: a version-3 save is plain, which version 4 reads as it is) and Babylon's look
    at one's secrets moved into each player's round-1 visit (option `look_step`). A
    version-3 Babylon game had a look step of its own; it goes on with it (look_step true)."""
    return _babylon_kept(save, 4, "look_step", True)


MIGRATIONS[3] = look_in_round_one


def _check_options(variant, options: dict) -> None:
    for name, value in options.items():
        if name not in variant.options:
            raise SaveError("unknown_option", option=str(name)[:40])
        if type(value) is not type(variant.options[name]):
            raise SaveError("bad_option", option=name)
    try:
        variant_for(variant.id, options)  # a board of one's own is checked as a board file is
    except ValueError:
        raise SaveError("bad_option", option="board") from None


def _compare(saved: dict, replayed: dict) -> None:
    """Raise snapshot_mismatch naming the first place where the two differ."""
    path = difference(saved, replayed)
    if path is not None:
        where, saved_value, replayed_value = path
        raise SaveError("snapshot_mismatch", where=where, saved=_short(saved_value), replayed=_short(replayed_value))


def difference(a, b, where: str = ""):
    """(path, a's value, b's value) of the first difference, or None when equal."""
    if type(a) is not type(b):
        return where or "snapshot", a, b
    if isinstance(a, dict):
        for key in sorted(set(a) | set(b), key=str):
            if key not in a or key not in b:
                return f"{where}.{key}".lstrip("."), a.get(key, "—"), b.get(key, "—")
            found = difference(a[key], b[key], f"{where}.{key}".lstrip("."))
            if found:
                return found
        return None
    if isinstance(a, list):
        for index, (x, y) in enumerate(zip(a, b)):
            found = difference(x, y, f"{where}[{index}]")
            if found:
                return found
        return None if len(a) == len(b) else (f"{where} (length)", len(a), len(b))
    return None if a == b else (where or "snapshot", a, b)


def _short(value) -> str:
    text = value if isinstance(value, str) else canonical(value)
    return text if len(text) <= 60 else text[:57] + "…"


def load(data, notes: list | None = None) -> tuple[dict, State]:
    """A save file's bytes or text -> (the checked save, the replayed state), or SaveError. What
    was repaired on the way goes into `notes` as (code, params) (docs/saves.md, "Repaired or
    refused")."""
    return load_dict(parse(data), notes)


def load_dict(save: dict, notes: list | None = None) -> tuple[dict, State]:
    save = check(save, notes)
    return save, replay_save(save)


def has_secrets(state: State) -> bool:
    """Whether any seat knows something others do not (a private event, sealed answers): a
    loaded game then shows nothing until a player says who they are. Reads the whole log: for
    load time only."""
    return state.sealed is not None or any(len(entry) > 2 for entry in state.log)
