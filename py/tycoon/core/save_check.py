"""Reading a save file safely: size, encoding, JSON, and the shape of every field (the JSON Schema
in ``docs/save.schema.json`` says the same in a standard form). Each refusal is a `SaveError`
whose ``code`` and ``params`` the UI turns into plain words; nothing here trusts the file.
"""

import hashlib
import json
import re
from itertools import accumulate

FORMAT = "tycoon-table-save"
# The newest save version this code writes and reads; older ones are migrated (saves.MIGRATIONS).
# 2: shuffles and deals are chance actions (``-1 deal …``, core/deal.py); 1 had none.
# 3: Babylon's selling round is one secret step (option one_visit). 4: saves of a game with
# secrets are veiled while it runs (core/veil.py); older ones are plain.
VERSION = 4
MAX_BYTES = 12 * 1024 * 1024  # a long real game is about 0.2 MB
MAX_ACTIONS = 200_000  # a 1,000-round game of 8 players stays far below
MAX_ACTION_CHARS = 300  # a deck's shuffle, Monopoly's Chance: 247
# A name longer than this was never written by any version of the game (setup cut names at 32
# characters; names.clean_name keeps at most 32 letters of at most 16 characters): refused. A
# shorter one is put through names.clean_name on loading (saves.repair_names), never refused.
MAX_NAME_CHARS = 512
MAX_DEPTH = 40  # nesting of arrays and objects anywhere in the file
MAX_SEED = 2**63
FIELDS = ("format", "version", "variant", "options", "players", "seed", "actions", "snapshot", "checksum")
# settings: house rules of the table, not of the variant: {"undo": bool}; branched_from: the game a
# branch was played from (core/timeline.py): {"checksum": that save's, "step": its actions kept}.
OPTIONAL = ("settings", "branched_from")
SETTINGS = {"undo": bool}


def canonical(value) -> str:
    """The JSON a checksum is made of: sorted keys, no spaces, ASCII."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def checksum(save: dict) -> str:
    """"sha256:" + the SHA-256 of the canonical JSON of every field but the checksum."""
    body = {k: v for k, v in save.items() if k != "checksum"}
    return "sha256:" + hashlib.sha256(canonical(body).encode("ascii")).hexdigest()


class SaveError(ValueError):
    """A save that cannot be loaded. ``code`` names the problem, ``params`` its details."""

    def __init__(self, code: str, **params):
        self.code, self.params = code, params
        details = ", ".join(f"{k}={v!r}" for k, v in params.items())
        super().__init__(f"{code}" + (f" ({details})" if details else ""))


def parse(data) -> dict:
    """bytes or str -> the save's top-level object, or SaveError."""
    if len(data) > MAX_BYTES:
        raise SaveError("too_big", size=len(data), limit=MAX_BYTES)
    if isinstance(data, (bytes, bytearray, memoryview)):
        try:
            data = bytes(data).decode("utf-8")
        except UnicodeDecodeError as error:
            raise SaveError("not_utf8", offset=error.start) from None
    text = data.removeprefix("\ufeff")
    if not text.strip():
        raise SaveError("empty")
    if nesting(text) > MAX_DEPTH:  # before parsing: deep nesting would overflow Pyodide's stack
        raise SaveError("too_deep", limit=MAX_DEPTH)
    try:
        found = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        cut = error.pos >= len(text.rstrip())
        raise SaveError("truncated" if cut else "not_json", line=error.lineno, column=error.colno) from None
    except RecursionError:
        raise SaveError("too_deep", limit=MAX_DEPTH) from None
    except ValueError as error:  # an integer of thousands of digits, NaN, a repeated key
        if isinstance(error, SaveError):
            raise
        raise SaveError("bad_number") from None
    if not isinstance(found, dict):
        raise SaveError("not_object")
    if _depth(found) > MAX_DEPTH:
        raise SaveError("too_deep", limit=MAX_DEPTH)
    return found


STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
NOT_BRACKET = re.compile(r"[^\[\]{}]+")
STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def nesting(text: str) -> int:
    """How deep arrays and objects nest in a JSON text (strings skipped), without parsing it."""
    brackets = NOT_BRACKET.sub("", STRING.sub("", text))
    return max(accumulate(map(STEP.__getitem__, brackets)), default=0)


def _no_duplicates(pairs: list) -> dict:
    found = {}
    for key, value in pairs:
        if key in found:
            raise SaveError("duplicate_key", field=key[:40])
        found[key] = value
    return found


def _no_constant(name: str):
    raise SaveError("bad_number")


def _depth(value) -> int:
    """The deepest nesting of arrays and objects, without recursion."""
    deepest, todo = 0, [(value, 1)]
    while todo:
        item, depth = todo.pop()
        if isinstance(item, dict):
            item = list(item.values())
        if isinstance(item, list):
            deepest = max(deepest, depth)
            if depth <= MAX_DEPTH:
                todo.extend((child, depth + 1) for child in item if isinstance(child, (list, dict)))
    return deepest


def check_header(save: dict) -> None:
    """That it is a save at all, and of a version this code knows how to read."""
    if save.get("format") != FORMAT:
        raise SaveError("not_a_save")
    version = save.get("version")
    if not _is_int(version):
        raise SaveError("wrong_type", field="version", expected="integer")
    if version > VERSION:
        raise SaveError("future_version", version=version, newest=VERSION)
    if version < 1:
        raise SaveError("unknown_version", version=version)


def check_shape(save: dict) -> None:
    """Every field present, of its type and within its limits (the current version, and
    version 1, whose shape is the same)."""
    for name in FIELDS:
        if name not in save:
            raise SaveError("missing_field", field=name)
    for name in save:
        if name not in FIELDS and name not in OPTIONAL:
            raise SaveError("unknown_field", field=str(name)[:40])
    _expect(save, "variant", str, "text")
    _expect(save, "options", dict, "object")
    _expect(save, "players", list, "list")
    _expect(save, "actions", list, "list")
    _expect(save, "snapshot", dict, "object")
    _expect(save, "checksum", str, "text")
    if not _is_int(save["seed"]):
        raise SaveError("wrong_type", field="seed", expected="integer")
    if not -MAX_SEED < save["seed"] < MAX_SEED:
        raise SaveError("bad_seed")
    if len(save["variant"]) > 40:
        raise SaveError("unknown_variant", variant=save["variant"][:40] + "…")
    _check_players(save["players"])
    _check_actions(save["actions"])
    _check_settings(save.get("settings", {}))
    if "branched_from" in save:
        _check_branch(save["branched_from"], len(save["actions"]))
    text = save["checksum"]
    if not text.startswith("sha256:") or len(text) != 71 or not all(c in "0123456789abcdef" for c in text[7:]):
        raise SaveError("bad_checksum_text")


def _expect(save: dict, name: str, kind: type, expected: str) -> None:
    if not isinstance(save[name], kind):
        raise SaveError("wrong_type", field=name, expected=expected)


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_players(players: list) -> None:
    if not players:
        raise SaveError("no_players")
    if len(players) > 16:
        raise SaveError("too_many_players", count=len(players))
    for seat, player in enumerate(players):
        if not isinstance(player, dict) or not {"name", "bot"} <= set(player) <= {"name", "bot", "level"}:
            raise SaveError("bad_player", seat=seat)
        if not isinstance(player.get("level", ""), str) or len(player.get("level", "")) > 16:
            raise SaveError("bad_player", seat=seat)  # a level: a short word (core/levels.py reads it)
        name = player["name"]
        if not isinstance(name, str) or not isinstance(player["bot"], bool):
            raise SaveError("bad_player", seat=seat)
        if len(name) > MAX_NAME_CHARS:
            raise SaveError("name_too_long", seat=seat, length=len(name), limit=MAX_NAME_CHARS)


def _check_actions(actions: list) -> None:
    if len(actions) > MAX_ACTIONS:
        raise SaveError("too_many_actions", count=len(actions), limit=MAX_ACTIONS)
    for index, text in enumerate(actions):
        if not isinstance(text, str) or not 0 < len(text) <= MAX_ACTION_CHARS or not text.isascii():
            raise SaveError("bad_action", step=index + 1)
        parts = text.split(" ")
        if len(parts) < 2 or not parts[0].lstrip("-").isdigit() or "" in parts:
            raise SaveError("bad_action", step=index + 1)


def _check_branch(found, actions: int) -> None:
    """{"checksum": "sha256:…", "step": the original's actions this game began with}."""
    if not isinstance(found, dict) or set(found) != {"checksum", "step"}:
        raise SaveError("wrong_type", field="branched_from", expected="object")
    text, step = found["checksum"], found["step"]
    if not isinstance(text, str) or not text.startswith("sha256:") or len(text) != 71 \
            or not all(c in "0123456789abcdef" for c in text[7:]):
        raise SaveError("wrong_type", field="branched_from", expected="object")
    if not _is_int(step) or not 0 <= step <= actions:
        raise SaveError("wrong_type", field="branched_from", expected="object")


def _check_settings(settings) -> None:
    if not isinstance(settings, dict):
        raise SaveError("wrong_type", field="settings", expected="object")
    for name, value in settings.items():
        if name not in SETTINGS or type(value) is not SETTINGS[name]:
            raise SaveError("bad_setting", setting=str(name)[:40])
