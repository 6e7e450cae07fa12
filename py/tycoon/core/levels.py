"""Bot levels (docs/bots.md "Levels"): "easy", "normal" (the bot every game had before
levels) and "hard". A player entry of `new_game` may carry "level"; the loader of a save goes
through the same function, so whatever setup accepted, a save of it loads.

A normal seat keeps no "level" at all: a game without levels is the same state, and the same
save, as before them. A level on a person's seat, or one this version does not know (a save from
a later version), is normal.

Each level is a bot function (view, legal) -> Action, as Variant.bot is: Variant.levels holds the
variant's others by name; a level the variant does not have plays as normal.
"""

import hashlib
import json

LEVELS = ("easy", "normal", "hard")
NORMAL = "normal"
HARD = "hard"


def clean_levels(players: list) -> list:
    """The entries with "level" kept only on a bot's seat and only when it is a known level
    other than normal."""
    out = []
    for player in players:
        entry = {k: v for k, v in player.items() if k != "level"}
        level = player.get("level")
        if player.get("bot") and level in LEVELS and level != NORMAL:
            entry["level"] = level
        out.append(entry)
    return out


def level_of(player: dict) -> str:
    return player.get("level", NORMAL) if player.get("bot") else NORMAL


def offered(variant) -> tuple:
    """The levels a bot seat of this game may have, easiest first: Easy where the game has one,
    Normal, and Hard where the game has a look-ahead (core/search.py)."""
    return tuple(level for level in LEVELS
                 if level == NORMAL or level in variant.levels or (level == HARD and variant.lookahead is not None))


def bot_for(variant, level: str):
    """The bot function of `level` for `variant` (normal where the variant has no such level)."""
    return variant.levels.get(level, variant.bot) if level != NORMAL else variant.bot


def whim(view: dict, legal: list, salt: str = "") -> int:
    """A number in [0, 2**32) that an Easy bot uses as a coin or a die: the same for the same view
    and legal list (a level is deterministic for a given seed: saves replay), different from one
    moment of the game to the next. It reads only what the bot is given."""
    text = json.dumps([salt, [str(a) for a in legal], _moment(view)], sort_keys=True, default=str)
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:4], "big")


def _moment(view: dict) -> list:
    """What tells one decision from another in a view, cheaply: whose turn, which round, where the
    tokens and the money are."""
    players = view.get("players") or []
    return [view.get("me"), view.get("round"), view.get("turn"), view.get("phase"), view.get("token"),
            [[p.get("cash"), p.get("pos"), p.get("position")] for p in players if isinstance(p, dict)]]
