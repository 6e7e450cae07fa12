"""One writer per saved game (docs/saves.md, "Two tabs"): a tab playing a saved game holds its
lock in storage, ``lock.<slot>`` = {"tab": this tab's id, "beat": ms}, and beats it every BEAT ms.
A second tab opening that game while the lock is fresh is asked: open a copy (a new slot), or
take over (the lock becomes its own). Before every autosave the writer checks that the lock is
still its own (`Autosave.save`), so two tabs never both write a slot: the tab that lost it stops
saving and says so (the `storage` event tells it at once; the check, at its next move).

A lock older than STALE is a tab that went away without letting go: it is taken without asking.
STALE is long because a browser slows the timers of a tab in the background to one a minute.
Pure Python: `now` (ms) comes from the caller; `backend` as in slots.py.
"""

import json

from .slots import PREFIX

BEAT = 5_000
STALE = 75_000


def lock_key(slot: str) -> str:
    return f"{PREFIX}lock.{slot}"


class TabLock:
    def __init__(self, backend, tab: str):
        self.backend, self.tab = backend, tab
        self.beaten: dict = {}  # slot -> when this tab last wrote its lock

    def _read(self, slot: str) -> dict | None:
        try:
            found = json.loads(self.backend.get(lock_key(slot)) or "null")
        except ValueError:
            return None
        return found if isinstance(found, dict) and isinstance(found.get("tab"), str) else None

    def holder(self, slot: str, now: int) -> str | None:
        """Another tab that plays this game now (its lock is fresh), or None."""
        found = self._read(slot)
        if found is None or found["tab"] == self.tab:
            return None
        beat = found.get("beat")
        return found["tab"] if isinstance(beat, (int, float)) and now - beat < STALE else None

    def take(self, slot: str, now: int) -> None:
        self.backend.set(lock_key(slot), json.dumps({"tab": self.tab, "beat": int(now)}))
        self.beaten[slot] = now

    def mine(self, slot: str) -> bool:
        """Whether this tab still holds the lock (no lock at all: it may write, and takes it)."""
        found = self._read(slot)
        return found is None or found["tab"] == self.tab

    def beat(self, slot: str, now: int) -> bool:
        """Refresh the lock if it is still this tab's (written at most once a BEAT: an autosave
        after every action only reads it); False when another tab took it."""
        found = self._read(slot)
        if found is not None and found["tab"] != self.tab:
            return False
        if found is None or not 0 <= now - self.beaten.get(slot, -BEAT) < BEAT:
            self.take(slot, now)
        return True

    def release(self, slot: str) -> None:
        if self._read(slot) is not None and self.mine(slot):
            self.backend.remove(lock_key(slot))
