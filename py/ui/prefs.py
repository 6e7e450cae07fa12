"""A person's own preferences, kept on this device under their name (so they follow them from game
to game, and two people at one device keep theirs): today, Rich's "ask me about Rich Cards only
above ฿X"; and, for this device, how long a bot waits for the people who may still
change something before it moves (Easy Money's Double box). Storage off or full: the
defaults, and nothing is remembered."""

from __future__ import annotations

import contextlib
import json

from pyscript import window

from .dom import absent

STORE = "tycoon-table.prefs"
ASK_ABOVE = "rich_ask_above"
ASK_CHOICES = (0, 50_000, 100_000, 200_000)  # 0: always ask
ASK_DEFAULT = 50_000
WAIT = "ready_wait"
WAIT_CHOICES = (5, 10, 20, 0)  # seconds; 0: wait until everyone has said Ready
WAIT_DEFAULT = 5


def _table() -> dict:
    try:
        text = window.localStorage.getItem(STORE)
        found = json.loads(str(text)) if not absent(text) else {}
    except Exception:  # noqa: BLE001 - storage forbidden, or not ours
        return {}
    return found if isinstance(found, dict) else {}


def ready_wait() -> int:
    value = _table().get(WAIT)
    return value if value in WAIT_CHOICES else WAIT_DEFAULT


def set_ready_wait(value: int) -> None:
    if value in WAIT_CHOICES:
        _save(dict(_table(), **{WAIT: value}))


def ask_above(name: str) -> int:
    value = (_table().get(ASK_ABOVE) or {}).get(str(name))
    return value if value in ASK_CHOICES else ASK_DEFAULT


def set_ask_above(name: str, value: int) -> None:
    if value not in ASK_CHOICES:
        return
    table = _table()
    people = table.get(ASK_ABOVE) if isinstance(table.get(ASK_ABOVE), dict) else {}
    people[str(name)] = value
    table[ASK_ABOVE] = people
    _save(table)


def _save(table: dict) -> None:
    with contextlib.suppress(Exception):
        window.localStorage.setItem(STORE, json.dumps(table))
