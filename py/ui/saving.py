"""The saved-games side of the app (mixed into App): the autosave after every action and its
banner, Continue and the saved-games list's buttons, opening a file (picker or drop), export,
the message of a save that cannot be opened (never a traceback), and undo."""

import contextlib
import traceback

from pyodide.ffi import create_proxy
from pyscript import window
from tycoon import core  # its rules, saves and undo import on first use (core/__init__.py)
from tycoon.core.names import clean_name
from tycoon.core.veil import keeps_secrets

from . import dom, files
from .format import isolated
from .load_words import explain
from .saved_list import game_name, render_banner, render_repairs, shown_name, shown_title
from .slot_health import heal, problem
from .slots import LoadError, StorageError
from .tab_lock import BEAT, lock_key


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
        people = [p for p in self.players if not p.get("bot")] + [p for p in self.players if p.get("bot")]
        name = f"{game} — {', '.join(isolated(p['name']) for p in people)}"  # RTL names kept apart; people first
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

    def open_slot(self, slot: str, how: str = "") -> None:
        """Continue a saved game: its stored parts checked (slot_health.problem), its actions
        replayed and checked against its snapshot, names repaired (with a notice). When another
        tab plays it now, ask first (tab_lock.py); `how`: "take" (take it over) or "copy" (go on
        in a new slot)."""
        slots, now = self.autosave.slots, files.now_ms()
        notes = []
        try:
            if not how and self.autosave.lock is not None and self.autosave.lock.holder(slot, now):
                return self._ask_tabs(slot)
            found = problem(slots, slot)
            if found is not None:
                raise LoadError(found[0], **found[1])
            save, state = self._load(lambda: core.saves.load_dict(slots.read(slot), notes))
        except (core.saves.SaveError, LoadError) as error:
            return self._refuse(error.code, error.params, slot=slot)
        except StorageError:
            return self._refuse("storage", {}, slot=slot)
        except Exception:  # noqa: BLE001 - never a traceback for a player: the console has it
            window.console.error(traceback.format_exc())
            return self._refuse("internal", {}, slot=slot)
        self._play_loaded(save, state, notes)
        if how == "copy":
            name = self.tr("ui.tabs.copy_name", name=(slots.pointer(slot) or {}).get("name") or self._slot_name())
            self.autosave.begin(state, save["players"], self.settings, name[:60], now)
        else:
            self.autosave.adopt(slot, save, state, now)
            if notes:
                self.autosave.save(state, now)  # the slot holds the repaired names from now on
        self.refresh_banner()

    def watch_other_tabs(self) -> None:
        """Two tabs, one writer (tab_lock.py): beat this tab's lock while it plays a saved game; when
        another tab takes the game over (a `storage` event on the lock), stop saving at once and
        say so; let go of the lock when the page goes."""
        def changed(event):
            slot = self.autosave.slot_id
            if self.screen == "game" and self.replay is None and slot is not None \
                    and str(event.key or "") == lock_key(slot) \
                    and self.autosave.problem is None and not self.autosave.heartbeat(files.now_ms()):
                self.refresh_banner()

        def beat(*_):
            if self.screen == "game" and self.replay is None and not self.autosave.heartbeat(files.now_ms()):
                self.refresh_banner()

        def gone(*_):
            self.autosave.flush()
            self.autosave.leave()

        self.tab_proxies = [create_proxy(changed), create_proxy(beat), create_proxy(gone)]
        window.addEventListener("storage", self.tab_proxies[0])
        window.setInterval(self.tab_proxies[1], BEAT)
        window.addEventListener("pagehide", self.tab_proxies[2])

    def go_on_as_copy(self) -> None:
        """Another tab took this game over: go on with it here, in a new slot."""
        if self.state is not None and self.autosave.writer is not None:
            name = self.tr("ui.tabs.copy_name", name=self._slot_name())
            self.autosave.copy(self.state, name[:60], files.now_ms())
            self.refresh_banner()

    def _ask_tabs(self, slot: str) -> None:
        """Another tab plays this game: open a copy, take it over, or leave it."""
        pointer = self.autosave.slots.pointer(slot) or {}
        self.home_note = {"code": "tabs", "slot": slot, "tabs": True,
                          "text": self.tr("ui.tabs.body", name=self.slot_title(pointer))}
        self.show_home("[data-testid='tabs-copy']")

    def slot_title(self, pointer: dict) -> str:
        """A slot's name in the list; a slot without one (its pointer was made again) is named by
        its game and players."""
        name = shown_title(pointer.get("name"))
        if name:
            return name
        players = ", ".join(shown_name(n) for n in pointer.get("players") or [])
        return self.tr("ui.saves.unnamed", game=game_name(self.tr, pointer.get("variant", "")), players=players)

    def _play_loaded(self, save: dict, state, notes=()) -> None:
        self.home_note, self.home_edit = None, {}
        self.repairs = [explain(self.tr, code, params) for code, params in notes]
        self.state, self.players, self.seed = state, [dict(p) for p in save["players"]], save["seed"]
        self.settings = dict(save.get("settings") or {})
        self.setup = {"variant": state.variant, "seats": [dict(p) for p in self.players],  # for "Play again"
                      "options": dict(save["options"]), "settings": dict(self.settings)}
        humans = any(not p["bot"] for p in self.players)
        self._enter(state.variant, curtain=humans and core.saves.has_secrets(state))
        self.drive()
        self.show_repairs()

    def show_repairs(self) -> None:
        """What the loader repaired in the game just opened (names), until the player closes it."""
        old = self.root.querySelector("[data-testid='repaired']")
        if not dom.absent(old):
            old.remove()
        if self.repairs and self.screen == "game":
            wide = not bool(window.matchMedia("(max-width: 640px)").matches)
            (self.game.notice if wide and self.game is not None else self.root).prepend(render_repairs(self))

    def close_repairs(self) -> None:
        self.repairs = []
        self.show_repairs()
        dom.focus_first(self.root, "[data-action], [data-testid='undo']")

    def _refuse(self, code: str, params: dict, slot: str | None = None, imported: bool = False) -> None:
        self.home_note = {"code": code, "text": explain(self.tr, code, params), "slot": slot, "import": imported}
        self.show_home("[data-testid='problem-close']")

    def saved_slots(self) -> list:
        """The saved-games list (empty when storage is off or unreadable): each slot's pointer,
        made again from the game data when it was damaged (slot_health.heal), with "problem" set
        when its parts fail the cheap checks (remembered per generation: written parts do not
        change)."""
        slots = self.autosave.slots
        if slots is None:
            return []
        try:
            heal(slots)
            found = slots.summaries()
            checked = self.checked
            for pointer in found:
                mark = (pointer["id"], pointer.get("gen"))
                if mark not in checked:
                    checked[mark] = problem(slots, pointer["id"], pointer)
                pointer["problem"] = checked[mark]
            return found
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

    async def read_save_file(self, file, notes: list | None = None) -> tuple:
        """A save file's (checked save, replayed state), or SaveError: too big before it is read."""
        size = int(file.size)
        if size > core.saves.MAX_BYTES:
            raise core.saves.SaveError("too_big", size=size, limit=core.saves.MAX_BYTES)
        data = await files.read_bytes(file)
        return self._load(lambda: core.saves.load(data, notes))

    async def import_file(self, file) -> None:
        """A save file from this or another computer: checked, replayed, then a new slot."""
        notes = []
        try:
            save, state = await self.read_save_file(file, notes)
        except core.saves.SaveError as error:
            return self._refuse(error.code, error.params, imported=True)
        except Exception:  # noqa: BLE001
            window.console.error(traceback.format_exc())
            return self._refuse("internal", {}, imported=True)
        self._play_loaded(save, state, notes)
        name = str(file.name).removesuffix(".json")[:40] or self._slot_name()
        self.autosave.begin(state, save["players"], self.settings, name, files.now_ms())
        self.refresh_banner()

    def export_game(self, sure: bool = False) -> None:
        """Save to file. While a game with secrets runs, the file holds them veiled, not locked
        (core/veil.py): the player is told so and asked first."""
        if self.state is None or self.autosave.writer is None:
            return
        if not sure and keeps_secrets(self.state.variant, bool(self.state.over)):
            self.export_question = True
            self.game._tools()
            dom.focus_first(self.root, "[data-testid='export-no']")
            return
        self.export_question = False
        files.download(f"tycoon-{self.variant_id}-{files.stamp()}.json", self.autosave.export_text(self.state))
        if sure:
            self.game._tools()
            dom.focus_first(self.root, "[data-testid='export']")

    def answer_export(self, yes: bool) -> None:
        if yes:
            return self.export_game(sure=True)
        self.export_question = False
        self.game._tools()
        dom.focus_first(self.root, "[data-testid='export']")

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
        name = clean_name(str(field.value), letters=40) if not dom.absent(field) else ""
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

    def undo_asker(self):
        """Who may take back a move now (docs/saves.md, "Undo"): the person whose screen it is (the
        human choosing, or the only human); at the end of a game, whoever made the last move; on
        the screen that passes the device between people, nobody (None)."""
        mode = self.status.get("mode")
        if mode == "over":
            return core.undo.ANY
        return self.viewer() if mode in ("human", "pass") else None

    def can_undo(self) -> bool:
        asker = self.undo_asker() if self.state is not None else None
        return bool(self.settings.get("undo")) and asker is not None and \
            core.undo.undo_point(self.state.history, self.players, asker) is not None

    def undo_words(self) -> tuple | None:
        """What Undo would take back, for its question: (whose, which move, the game replayed
        without it, the history's length then). The replay is kept for the yes, so it is made once."""
        if not self.can_undo():
            return None
        keep = core.undo.undo_point(self.state.history, self.players, self.undo_asker())
        text = self.state.history[keep]
        seat = int(text.split(" ", 1)[0])
        before = core.undo.undo_state(self.state, self.players, self.undo_asker())
        key, params = core.describe(before, core.Action.parse(text))
        return self.ctx.name(seat), self.ctx.text(key, params), before, len(self.state.history)

    def ask_undo(self) -> None:
        """Undo says which move it takes back, and waits for a yes."""
        words = self.undo_words()
        if words is not None:
            self.undo_question = words
            self.render()
            dom.focus_first(self.root, "[data-testid='undo-no']")

    def answer_undo(self, yes: bool) -> None:
        asked, self.undo_question = self.undo_question, None
        if yes and asked is not None:
            self.undo(asked[2] if asked[3] == len(self.state.history) else None)  # a replay still of this game
        else:
            self.render()
            dom.focus_first(self.root, "[data-testid='undo']")

    def undo(self, back=None) -> None:
        """House rule: replay without the asker's last move (the same dice come back); `back`:
        that replay, already made for Undo's question."""
        if not self.can_undo():
            return
        back = back or core.undo.undo_state(self.state, self.players, self.undo_asker())
        if back is None:
            return
        self.state, self.revealed, self.curtain, self.confirming = back, None, False, None
        self.autosave.restart(back, files.now_ms())
        self.game = None
        self.status = {"mode": "idle"}
        self._build_game_screen()
        self.drive()
