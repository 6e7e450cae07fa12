"""Watching a game again (docs/saves.md "Replay"), mixed into App: from the end screen, from the
saved-games list or from a file. The game screen shows the game as it was after any step of its
actions (core/timeline.py keeps a copy every 40 actions, so a jump replays at most 39); nothing
is played, saved or asked while watching. "Play from here" starts a new game at the step shown
(core/timeline.branch), in a new saved-games slot.

What may be seen: a finished game shows every seat's view on request; a game not finished that
keeps secrets (Babylon's gems, Easy Money's tickets) shows what everyone may see, and one
person's view only after the pass-the-device question, as play does."""

import asyncio
import traceback

from pyodide.ffi import create_proxy
from pyscript import document, window
from tycoon import core  # saves and timeline import on first use (core/__init__.py)
from tycoon.core.veil import keeps_secrets

from . import dom, files
from .slots import LoadError, StorageError

PACES = {"slow": 1.2, "normal": 0.6, "fast": 0.2}  # seconds between two steps while playing
JUMP_LOG = 40  # log entries drawn after a jump (the newest; each step forward adds its own)
KEYS_OFF = "input, select, textarea, [role='dialog'], dialog"  # where the replay's keys do nothing


class Replay:
    """What the replay screen stands on: the timeline, the step shown, whose view, playing or not."""

    def __init__(self, save: dict, timeline: "core.timeline.Timeline", source: str):
        self.save, self.timeline, self.source = save, timeline, source  # "game", "slot" or "file"
        self.step = 0
        self.playing, self.run = False, 0  # run: the playing loop's number (an older loop stops)
        self.pace = "normal"
        self.over = bool(timeline.final.over)
        self.secret = keeps_secrets(save["variant"], self.over)  # public only, unless a seat says who it is
        self.seat = None  # whose view is shown (None: what everyone may see)
        self.asking = None  # the seat asked to take the device (a secret game not finished)
        self.branching = False  # the "Play from here" choices are open
        self.bots = [bool(p["bot"]) for p in save["players"]]
        self.ms = 0.0  # the last jump's time (state, view and redraw), for bench/replay.py

    @property
    def length(self) -> int:
        return self.timeline.length

    def seats_to_watch(self) -> list:
        """The seats whose own view may be asked for: every seat once the game is over; in a game
        not finished that keeps secrets, the people's seats only (never a bot's hand); none in a
        game without secrets (every view is the same there)."""
        players = self.save["players"]
        if self.over:
            return list(range(len(players))) if self.secret_variant() else []
        return [seat for seat, p in enumerate(players) if not p["bot"]] if self.secret else []

    def secret_variant(self) -> bool:
        return keeps_secrets(self.save["variant"], False)


class Replaying:
    """Uses self.state, self.players, self.seed, self.settings, self.autosave, self.generation,
    self.status, self.game, self.root, self.tr, self._enter(), self.render(), self._refuse(),
    self._load(), self._play_loaded() and self.refresh_banner()."""

    replay = None

    # ---- opening -------------------------------------------------------------------------
    def watch_game(self) -> None:
        """The game on screen (from its end screen), from its first step."""
        if self.state is not None:
            self._watch(core.saves.build_save(self.state, self.players, self.settings), "game")

    def watch_slot(self, slot: str) -> None:
        """A saved game of the list, checked and replayed as Continue does (its own problems refused
        in the same words)."""
        try:
            save, _state = self._load(lambda: core.saves.load_dict(self.autosave.slots.read(slot)))
        except Exception as error:  # noqa: BLE001 - never a traceback for a player
            return self._refuse_watch(error, slot=slot)
        self._watch(save, "slot")

    def watch_picked(self, el) -> None:
        found = files.first_file(el.files)
        if found is not None:
            files.spawn(self.watch_file(found))

    async def watch_file(self, file) -> None:
        """A save file, watched without being added to the saved games."""
        try:
            save, _state = await self.read_save_file(file)
        except Exception as error:  # noqa: BLE001
            return self._refuse_watch(error, imported=True)
        self._watch(save, "file")

    def _refuse_watch(self, error, slot=None, imported=False) -> None:
        """A game that cannot be watched says why, in the words Continue and Open use."""
        if isinstance(error, (core.saves.SaveError, LoadError)):
            return self._refuse(error.code, error.params, slot=slot, imported=imported)
        if isinstance(error, StorageError):
            return self._refuse("storage", {}, slot=slot, imported=imported)
        window.console.error(traceback.format_exc())
        return self._refuse("internal", {}, slot=slot, imported=imported)

    def _watch(self, save: dict, source: str) -> None:
        started = window.performance.now()
        self.generation += 1  # stops the driver of a game that was on screen
        if self.state is not None:
            self.autosave.flush()
            self.autosave.leave()  # nothing is saved while watching
        timeline = core.timeline.Timeline(save)
        self.players, self.seed, self.settings = [dict(p) for p in save["players"]], save["seed"], {}
        self.state = timeline.at(0)
        self.home_note, self.home_edit, self.repairs = None, {}, []
        self._enter(save["variant"])
        self.replay = Replay(save, timeline, source)
        _install_keys(self)
        self._replay_show(jump=True)
        self.root.setAttribute("data-replay-open-ms", f"{window.performance.now() - started:.1f}")
        dom.focus_first(self.root, "[data-testid='replay-play']")
        window.scrollTo(0, 0)  # the board first (the end screen was scrolled down to its buttons)

    # ---- moving --------------------------------------------------------------------------
    def replay_go(self, step: int, walk: bool = False) -> None:
        """Show the game after `step` actions (a single step forward may walk the tokens)."""
        replay = self.replay
        if replay is None:
            return
        step = max(0, min(step, replay.length))
        if step == replay.step and not walk:
            return self._replay_show(jump=False)
        started = window.performance.now()
        forward = step == replay.step + 1
        replay.step = step
        self.state = replay.timeline.at(step)
        self._replay_show(jump=not (forward and walk))
        replay.ms = window.performance.now() - started
        self.root.setAttribute("data-replay-ms", f"{replay.ms:.1f}")

    def replay_turn(self, direction: int) -> None:
        """To the start of this turn (back, when not at it already), of the one before, or of the next."""
        replay = self.replay
        turns, step = replay.timeline.turns, replay.step
        index = replay.timeline.turn_of(step)
        if direction < 0:
            target = turns[index] if turns[index] < step else turns[index - 1] if index > 0 else 0
        else:
            target = turns[index + 1] if index + 1 < len(turns) else replay.length
        self.replay_go(target)

    def replay_to_turn(self, el) -> None:
        """The timeline's slider: one stop per turn."""
        turns = self.replay.timeline.turns
        index = int(str(el.value) or 0)
        self.replay_go(turns[max(0, min(index, len(turns) - 1))])

    def replay_pace(self, el) -> None:
        if str(el.value) in PACES:
            self.replay.pace = str(el.value)

    def replay_toggle(self) -> None:
        replay = self.replay
        replay.playing = not replay.playing
        if replay.playing:
            if replay.step >= replay.length:
                self.replay_go(0)
            replay.run += 1
            asyncio.ensure_future(self._replay_run(replay, replay.run))
        self._replay_show(jump=False)

    async def _replay_run(self, replay, run: int) -> None:
        while True:
            await asyncio.sleep(PACES.get(replay.pace, 0.6))
            if self.replay is not replay or not replay.playing or replay.run != run:
                return
            if replay.step >= replay.length:
                replay.playing = False
                self._replay_show(jump=False)
                return
            self.replay_go(replay.step + 1, walk=True)

    def _replay_show(self, jump: bool) -> None:
        replay = self.replay
        self.status = {"mode": "replay", "seat": replay.seat}
        if jump and self.game is not None:  # no walk or money chip for a jump; the log starts again
            self.game.log.restart(JUMP_LOG)
            self.game.motion.cursor = len(self.state.log)
        self.render()

    # ---- whose view ----------------------------------------------------------------------
    def replay_watch_as(self, el) -> None:
        text = str(el.value)
        seat = int(text) if text.isdigit() else None
        replay = self.replay
        if seat is not None and seat not in replay.seats_to_watch():
            seat = None
        replay.asking = seat if replay.secret and seat is not None else None
        replay.seat = None if replay.asking is not None else seat
        self._replay_show(jump=True)
        dom.focus_first(self.root, "[data-testid='replay-reveal'], [data-testid='replay-watch-as']")

    def replay_reveal(self) -> None:
        """The person asked for said who they are: their view."""
        replay = self.replay
        replay.seat, replay.asking = replay.asking, None
        self._replay_show(jump=True)
        dom.focus_first(self.root, "[data-testid='replay-watch-as']")

    # ---- a new game from here ------------------------------------------------------------
    def replay_branching(self, open_: bool) -> None:
        self.replay.branching = open_
        replay = self.replay
        replay.playing = False
        self._replay_show(jump=False)
        dom.focus_first(self.root, "[data-testid='branch-seat-0']" if open_ else "[data-testid='replay-branch']")

    def replay_seat_bot(self, seat: int, el) -> None:
        self.replay.bots[seat] = bool(el.checked)

    def branch_here(self) -> None:
        """A new game that begins as the game stood at this step, its seats person or bot as chosen;
        saved in a new slot that says where it came from."""
        replay = self.replay
        if replay.over and replay.step >= replay.length:
            return  # the game has ended there: nothing to play (the button says so)
        save, state = core.timeline.branch(replay.save, replay.step, replay.bots)
        name = self.tr("ui.replay.branch_name", name=self._slot_name(), step=replay.step)
        self.replay = None
        self._play_loaded(save, state)
        self.autosave.begin(state, save["players"], self.settings, name[:60], files.now_ms(), save["branched_from"])
        self.refresh_banner()

    # ---- keys ----------------------------------------------------------------------------
    def replay_key(self, event) -> None:
        """← → a step, Page Up/Down (or Shift+← →) a turn, Home/End the start and the end, Space or
        K play and pause: anywhere on the replay screen but in a field or a dialog."""
        if self.replay is None or self.screen != "game" or event.ctrlKey or event.altKey or event.metaKey:
            return
        target = event.target
        if not dom.absent(target) and hasattr(target, "closest") and not dom.absent(target.closest(KEYS_OFF)):
            return
        key, shift = str(event.key), bool(event.shiftKey)
        is_button = not dom.absent(target) and hasattr(target, "closest") and not dom.absent(target.closest("button"))
        moves = {"ArrowLeft": lambda: self.replay_turn(-1) if shift else self.replay_go(self.replay.step - 1),
                 "ArrowRight": lambda: self.replay_turn(1) if shift else self.replay_go(self.replay.step + 1),
                 "PageUp": lambda: self.replay_turn(-1), "PageDown": lambda: self.replay_turn(1),
                 "Home": lambda: self.replay_go(0), "End": lambda: self.replay_go(self.replay.length),
                 "k": self.replay_toggle, "K": self.replay_toggle}
        if key == " " and not is_button:
            moves[" "] = self.replay_toggle
        found = moves.get(key)
        if found is None:
            return
        event.preventDefault()
        found()


_keys: list = []


def _install_keys(app) -> None:
    if _keys or not hasattr(document, "addEventListener"):
        return
    proxy = create_proxy(app.replay_key)
    _keys.append(proxy)
    document.addEventListener("keydown", proxy)
