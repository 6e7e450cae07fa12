"""The saved-games side of the app (mixed into App): the autosave after every action and its
banner, Continue and the saved-games list's buttons, opening a file (picker or drop), export,
the message of a save that cannot be opened (never a traceback), and undo."""

import contextlib
import traceback

from pyscript import window
from tycoon.core import saves

from . import dom, files
from .load_words import explain
from .saved_list import game_name, render_banner
from .slots import LoadError, StorageError


class Saving:
    """Uses self.autosave, self.state, self.players, self.settings, self.screen, self.game,
    self.root, self.tr, self.show_home(), self._enter() and self.drive()."""

    def refresh_banner(self) -> None:
        """Put the saves banner in step with the autosave (after a failed or resumed write): at
        the top of the page, or on a wide screen's game, at the top of the side bar (the board
        fills the window's height there)."""
        old = self.root.querySelector("[data-testid='save-banner']")
        new = render_banner(self)
        if not dom.absent(old):
            old.remove()
        if new is None:
            return
        wide = not bool(window.matchMedia("(max-width: 640px)").matches)
        if self.screen == "game" and self.game is not None and wide:
            self.game.notice.prepend(new)
        else:
            self.root.prepend(new)

    def _slot_name(self) -> str:
        game = game_name(self.tr, self.variant_id)
        name = f"{game} — {', '.join(p['name'] for p in self.players)}"
        return name if len(name) <= 40 else name[:39].rstrip() + "…"

    # ---- saved games -----------------------------------------------------------------------
    def saved(self) -> None:
        """After every action: autosave (never stops the game; the banner says when saves are off),
        once the browser has drawn the action (dom.after_paint; at once when the page is hidden or
        left, and before another game starts: Autosave.flush). Its cost is counted on #app
        (data-autosaves, data-autosave-ms) for bench/saves.py."""
        self.autosave.later(self.state, files.now_ms())
        if not getattr(self, "save_waiting", False):
            self.save_waiting = True
            dom.after_paint(self._save_now)

    def _save_now(self) -> None:
        self.save_waiting = False
        if self.autosave.due is None:
            return
        before = (self.autosave.problem, self.autosave.offer)
        started = window.performance.now()
        self.autosave.flush()
        self.autosave_ms += window.performance.now() - started
        self.autosaves += 1
        if self.autosaves % 50 == 0 or self.state.over:
            self.root.setAttribute("data-autosaves", str(self.autosaves))
            self.root.setAttribute("data-autosave-ms", f"{self.autosave_ms:.1f}")
        if (self.autosave.problem, self.autosave.offer) != before:
            self.refresh_banner()

    def _load(self, read):
        """saves.load_dict/load of what read() gives, timed on #app (data-load-ms)."""
        started = window.performance.now()
        found = read()
        self.root.setAttribute("data-load-ms", f"{window.performance.now() - started:.1f}")
        return found

    def open_slot(self, slot: str) -> None:
        """Continue a saved game: replay its actions, check them against its snapshot."""
        try:
            save, state = self._load(lambda: saves.load_dict(self.autosave.slots.read(slot)))
        except (saves.SaveError, LoadError) as error:
            return self._refuse(error.code, error.params, slot=slot)
        except StorageError:
            return self._refuse("storage", {}, slot=slot)
        except Exception:  # noqa: BLE001 - never a traceback for a player: the console has it
            window.console.error(traceback.format_exc())
            return self._refuse("internal", {}, slot=slot)
        self._play_loaded(save, state)
        self.autosave.adopt(slot, save, state)

    def _play_loaded(self, save: dict, state) -> None:
        self.home_note, self.home_edit = None, {}
        self.state, self.players, self.seed = state, [dict(p) for p in save["players"]], save["seed"]
        self.settings = dict(save.get("settings") or {})
        self.setup = {"variant": state.variant, "seats": [dict(p) for p in self.players],  # for "Play again"
                      "options": dict(save["options"]), "settings": dict(self.settings)}
        humans = any(not p["bot"] for p in self.players)
        self._enter(state.variant, curtain=humans and saves.has_secrets(state))
        self.drive()

    def _refuse(self, code: str, params: dict, slot: str | None = None, imported: bool = False) -> None:
        self.home_note = {"code": code, "text": explain(self.tr, code, params), "slot": slot, "import": imported}
        self.show_home("[data-testid='problem-close']")

    def saved_slots(self) -> list:
        """The saved-games list (empty when storage is off or unreadable)."""
        if self.autosave.slots is None:
            return []
        try:
            return self.autosave.slots.summaries()
        except StorageError:
            return []

    def close_note(self) -> None:
        self.home_note = None
        self.show_home()

    def import_picked(self, el) -> None:
        found = files.first_file(el.files)
        if found is not None:
            files.spawn(self.import_file(found))

    def dropped(self, file) -> None:
        if self.screen == "home":
            files.spawn(self.import_file(file))

    async def import_file(self, file) -> None:
        """A save file from this or another computer: checked, replayed, then a new slot."""
        try:
            size = int(file.size)
            if size > saves.MAX_BYTES:
                raise saves.SaveError("too_big", size=size, limit=saves.MAX_BYTES)
            data = await files.read_bytes(file)
            save, state = self._load(lambda: saves.load(data))
        except saves.SaveError as error:
            return self._refuse(error.code, error.params, imported=True)
        except Exception:  # noqa: BLE001
            window.console.error(traceback.format_exc())
            return self._refuse("internal", {}, imported=True)
        self._play_loaded(save, state)
        name = str(file.name).removesuffix(".json")[:40] or self._slot_name()
        self.autosave.begin(state, save["players"], self.settings, name, files.now_ms())
        self.refresh_banner()

    def export_game(self) -> None:
        if self.state is not None and self.autosave.writer is not None:
            files.download(f"tycoon-{self.variant_id}-{files.stamp()}.json", self.autosave.export_text(self.state))

    def export_slot(self, slot: str) -> None:
        """A saved game as it is stored (also one that cannot be opened: for inspection)."""
        try:
            text = self.autosave.slots.raw(slot)
        except StorageError:
            return
        pointer = self.autosave.slots.pointer(slot) or {}
        files.download(f"tycoon-{pointer.get('variant', 'save')}-{slot}.json", text)

    def edit_slot(self, slot: str, what) -> None:
        self.home_edit = {slot: what} if what else {}
        focus = {"rename": "rename-field", "delete": "delete-no"}.get(what, "rename" if what is None else "")
        self.show_home(f"[data-slot='{slot}'] [data-testid='{focus}']")

    def rename_slot(self, slot: str) -> None:
        field = self.root.querySelector(f"[data-slot='{slot}'] [data-testid='rename-field']")
        name = " ".join(str(field.value).split())[:40] if not dom.absent(field) else ""
        if name:
            with contextlib.suppress(StorageError):
                self.autosave.slots.rename(slot, name)
        self.edit_slot(slot, None)

    def delete_slot(self, slot: str) -> None:
        with contextlib.suppress(StorageError):
            self.autosave.slots.delete(slot)
        self.home_edit = {}
        self.show_home("[data-testid='variant-monopoly'], .variants button")

    def prune(self, yes: bool) -> None:
        """The player's answer to "storage is full: delete the oldest saved games?"."""
        if yes and self.state is not None:
            self.autosave.prune(self.state, files.now_ms())
        else:
            self.autosave.decline()
        self.refresh_banner()

    def can_undo(self) -> bool:
        return bool(self.settings.get("undo")) and self.state is not None and \
            self.status.get("mode") in ("human", "pass", "over") and \
            saves.undo_point(self.state.history, self.players) is not None

    def undo(self) -> None:
        """House rule: replay without the last human action (the same dice come back)."""
        if not self.can_undo():
            return
        back = saves.undo_state(self.state, self.players)
        if back is None:
            return
        self.state, self.revealed, self.curtain = back, None, False
        self.autosave.restart(back, files.now_ms())
        self.game = None
        self.status = {"mode": "idle"}
        self._build_game_screen()
        self.drive()
