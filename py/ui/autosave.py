"""The running game's saves: after every action, the new actions and the snapshot go into the
game's slot (slots.py). Storage trouble never stops the game: a full storage offers to delete the
oldest saved games (nothing goes without the player's yes), anything else turns saves off, and
the game can always be exported (the SaveWriter keeps every action in memory). While a game with
secrets runs, what is stored and exported is veiled (core/veil.py).
Pure Python: `now` (ms since 1970) comes from the caller."""

from tycoon import core  # core.saves imports the rules: on the first game, not for the home screen
from tycoon.core.veil import keeps_secrets

from .slots import CHUNK, LoadError, Slots, SlotWriter, StorageError
from .tab_lock import TabLock

ROOM = 20_000  # characters a prune must free beyond twice the game's own size


class Autosave:
    def __init__(self, backend, problem: str | None = None, tab: str = "tab"):
        self.slots = Slots(backend) if backend is not None else None
        self.lock = TabLock(backend, tab) if backend is not None else None  # one writer per slot: tab_lock.py
        # Why saves are off ("missing", "forbidden", "full", "failed"; "elsewhere": another tab
        # took this game over), or None.
        self.problem = problem
        self.offer = None  # {"ids": [...], "kb": n}: storage is full, these old games could go
        self.writer = self.slot = None
        self.pending: list = []  # actions not yet handed to the slot
        self.settings: dict = {}
        self.due = None  # (state, now) of the last action: saved by flush() once the screen shows it

    # ---- starting -------------------------------------------------------------------------
    def begin(self, state, players: list, settings: dict, name: str, now: int, branched_from: dict | None = None) -> None:
        """A new game (or an imported one, or one begun at a step of another: `branched_from`): a
        new slot, saved at once."""
        self.flush()  # the last game's last action, into its own slot
        self.leave()
        if self.problem == "elsewhere":
            self.problem = None  # a new slot: this tab's own
        self.settings = dict(settings)
        self.writer = core.saves.SaveWriter(state, players, self.settings, branched_from)
        self.pending = list(self.writer.catch_up(state))
        self.slot = None
        if self.slots is not None and self.problem is None:
            try:
                self.slot = SlotWriter(self.slots, self.slots.new_id(now), name)
                self.lock.take(self.slot.slot, now)
            except StorageError as error:
                self.problem = error.reason
        self.save(state, now)

    def adopt(self, slot: str, save: dict, state, now: int = 0) -> None:
        """A game loaded from its slot: later moves go on in the same slot (its lock taken)."""
        self.flush()
        self.leave()
        if self.problem == "elsewhere":
            self.problem = None
        self.settings = dict(save.get("settings") or {})
        self.writer = core.saves.SaveWriter(state, save["players"], self.settings, save.get("branched_from"))
        self.writer.catch_up(state)
        self.pending = []
        try:
            self.slot = SlotWriter.resume(self.slots, slot) if self.slots is not None else None
            if self.slot is not None and len(self.slot.chunks) * CHUNK + len(self.slot.tail) != len(state.history):
                # An older version's save, migrated on loading (saves.MIGRATIONS: deals put in):
                # its actions are laid out again, or the next autosave would add to the old ones.
                self.slot.restart(state.history)
            if self.slot is not None:
                self.lock.take(slot, now)
        except (LoadError, StorageError):
            self.slot = None

    def leave(self) -> None:
        """This tab stops playing its slot (another game, the home screen, the page closed): the
        lock goes, so another tab opens the game without asking."""
        if self.slot is not None and self.lock is not None:
            try:
                self.lock.release(self.slot.slot)
            except StorageError:
                pass

    def heartbeat(self, now: int) -> bool:
        """The lock beaten (tab_lock.BEAT); False when another tab took the game over (saves stop)."""
        if self.slot is None or self.problem is not None or self.lock is None:
            return True
        return self._still_mine(now)

    def _still_mine(self, now: int) -> bool:
        try:
            if self.lock.beat(self.slot.slot, now):
                return True
        except StorageError:
            return True  # a failing storage is reported by the next write
        self.problem, self.due, self.offer = "elsewhere", None, None
        return False

    def copy(self, state, name: str, now: int) -> None:
        """Go on with this game in a new slot of its own (after another tab took it over)."""
        players = self.writer.header["players"]
        self.slot, self.problem = None, None
        self.begin(state, players, self.settings, name, now, self.writer.header.get("branched_from"))

    def restart(self, state, now: int) -> None:
        """The game's actions were cut back (undo): write them out again."""
        self.due = None  # the actions undone are not saved
        self.writer = core.saves.SaveWriter(state, self.writer.header["players"], self.settings, self.writer.header.get("branched_from"))
        self.writer.catch_up(state)
        self.pending = []
        if self.slot is not None and self.problem is None and self.offer is None and self._still_mine(now):
            try:
                self.slot.restart(state.history)
            except StorageError as error:
                self._trouble(error)
        self.save(state, now)

    # ---- after every action ------------------------------------------------------------------
    def later(self, state, now: int) -> None:
        """An action to save soon (flush): the app saves after the browser has drawn the action."""
        self.due = (state, now)

    def flush(self) -> None:
        due, self.due = self.due, None
        if due is not None:
            self.save(*due)

    def save(self, state, now: int) -> None:
        if self.writer is None:
            return
        self.pending.extend(self.writer.catch_up(state))
        if self.slot is None or self.problem is not None or self.offer is not None:
            return
        if not self._still_mine(now):
            return
        new, self.pending = self.pending, []
        summary = {"variant": state.variant, "players": [p["name"] for p in self.writer.header["players"]],
                   "round": state.round, "turn": state.turn, "over": bool(state.over), "updated": now}
        try:
            saved = self.writer.actions[:len(self.writer.actions) - len(new)]  # what the slot holds
            self.slot.lay_out(keeps_secrets(state.variant, bool(state.over)), saved)  # veiled while secret
            self.slot.write(self.writer.head_text(state), new, summary)
        except StorageError as error:
            self._trouble(error)

    def _trouble(self, error: StorageError) -> None:
        if error.reason != "full" or self.slots is None:
            self.problem = error.reason
            return
        size = sum(self.slot.sizes.values()) if self.slot else 0
        chosen, freed = [], 0
        for pointer in self.slots.prunable(self.slot.slot if self.slot else ""):
            if freed >= 2 * size + ROOM:
                break
            chosen.append(pointer["id"])
            freed += int(pointer.get("size") or 0)
        if chosen:
            self.offer = {"ids": chosen, "n": len(chosen), "kb": max(1, round(freed / 1024))}
        else:
            self.problem = "full"

    # ---- the player's answer to a full storage ------------------------------------------------
    def prune(self, state, now: int) -> None:
        """Yes: delete the offered games, then save again."""
        self.due = None  # saved below
        offer, self.offer = self.offer, None
        for slot in offer["ids"] if offer else []:
            try:
                self.slots.delete(slot)
            except StorageError as error:
                self.problem = error.reason
                return
        self.save(state, now)

    def decline(self) -> None:
        """Not now: saves stay off for this game (export still works)."""
        self.offer, self.problem = None, "full"

    # ---- export ------------------------------------------------------------------------------
    def export_text(self, state) -> str:
        self.flush()
        self.pending.extend(self.writer.catch_up(state))
        return core.saves.file_text(self.writer.save(state))

    @property
    def slot_id(self):
        return self.slot.slot if self.slot is not None else None
