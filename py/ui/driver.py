"""The driver loop: it plays what needs no click (core.next_automatic: chance, bots, bots acting
out of turn) with a short visible delay, and stops when a human must choose or the game is over.
How long a bot pauses in a given moment is the variant's (hooks.pause), cut by ui/pacing.py so that
the token's walk being shown plus the pause stay within the speed's budget (1.5 s at normal); the
skip button (and Escape: motion.py) ends the wait and every motion at once."""

import asyncio
import time
import traceback

from pyscript import window
from tycoon import core

from . import pacing
from .sound import Sound
from .turns import status_for

SLICE = 0.05  # a wait checks this often whether the player asked to skip
REDRAW_EVERY = 25  # at no delay, redraw once per this many automatic actions
THINK_PAINT = 0.02  # a wait that lets the page paint "… is thinking" before a Hard bot's look-ahead


class Driver:
    """Mixed into App: uses self.state, self.players, self.status, self.speed, self.skip,
    self.revealed, self.curtain, self.hooks, self.generation, self.bot_ms, self.drawn, self._view(),
    self.render(), self.drawing(), self.saved() (the autosave after every action) and self.fail();
    where the game waits for a person (a result card, a bot's wait for Ready) is holds.py's."""

    def drive(self) -> None:
        """(Re)start the loop that plays chance and bots until a human must choose."""
        self.generation += 1
        asyncio.ensure_future(self._run(self.generation))

    def _status_for(self, state) -> dict:
        status = status_for(state, self.players, self.revealed)
        if self.curtain and status.get("mode") == "human":  # a loaded game with secrets
            status = {"mode": "pass", "seat": status["seat"]}
        return status

    def _answer_for_people(self, state) -> bool:
        """Give the answer a person said they need not be asked for (hooks.auto_answer: e.g. a
        small Rich Card window), as if they had clicked it; True when one was given. Only in the
        phases the variant may answer in: no view is built for it at any other wait."""
        if state.phase not in self.hooks.auto_answer_phases:
            return False
        for seat in core.human_seats_to_answer(state):
            name = state.players[seat]["name"]
            action = self.hooks.auto_answer(core.view(state, seat), core.legal_actions(state, seat), name)
            if action is not None:
                core.apply_action(state, action)
                return True
        return False

    async def _run(self, generation: int) -> None:
        try:
            await self._loop(generation)
        except Exception as error:  # noqa: BLE001 - shown in the page; traceback in the console
            window.console.error(traceback.format_exc())
            self.fail(error)

    def _delay(self) -> float:
        return 0.0 if self.skip else pacing.SPEEDS[pacing.speed_of(self.speed)]

    @property
    def sound(self) -> Sound:
        """The sound effects (off until the player turns them on): made once per page."""
        found = getattr(self, "_sound", None)
        if found is None:
            found = self._sound = Sound()
        return found

    def set_sound(self, on: bool) -> None:
        self.sound.set(on)
        if self.game is not None:
            self.game._topbar()
            self.game.topbar.querySelector("[data-testid='sound']").focus()

    def _motion_left(self) -> float:
        motion = getattr(self.game, "motion", None)
        return motion.remaining() if motion is not None else 0.0

    async def _wait(self, seconds: float) -> None:
        """Sleep, in slices, until `seconds` have passed or the player skips (then every motion
        ends at once)."""
        end = time.perf_counter() + seconds
        while (left := end - time.perf_counter()) > 0:
            if self.skip:
                motion = getattr(self.game, "motion", None)
                if motion is not None:
                    motion.finish()
                return
            await asyncio.sleep(min(left, SLICE))

    async def _loop(self, generation: int) -> None:
        quiet = 0
        while generation == self.generation and self.state is not None:
            state = self.state
            self.read_results(state)
            if self._holds(state):
                await self._hold(state, generation)
                continue
            people = self._ready_people(state)
            if people:
                await self._hold_ready(state, generation, people)
                continue
            if self._delay() == 0 and quiet % REDRAW_EVERY:
                move = core.play_automatic(state)  # no pause and no redraw: pick and play at once
                if move is not None:
                    self.saved()
            else:
                move = await self._shown_move(state, generation, quiet % REDRAW_EVERY == 0)
                if generation != self.generation or self.state is not state:
                    return
            if move is None and self._answer_for_people(state):
                self.saved()
                quiet += 1
                continue
            if move is None:
                self.status = self._status_for(state)
                self.render()
                return
            self.ready_said, self.ready_deadline = set(), None  # the bot moved: the next wait starts afresh
            quiet += 1
            await asyncio.sleep(0)  # let the page breathe (and a click land) between actions

    async def _show_thinking(self, state, generation: int) -> bool:
        """A Hard bot looks ahead before it moves (up to a tenth of a second in the page): say
        "… is thinking" and let the page paint it first. False when the game changed meanwhile."""
        seat = core.game.thinking_seat(state)
        if seat is None or self._delay() <= 0:
            return True
        self.status = {"mode": "bot", "seat": seat}
        if self.drawn != self.drawing():
            self.render()
        await asyncio.sleep(THINK_PAINT)
        return generation == self.generation and self.state is state

    async def _shown_move(self, state, generation: int, redraw: bool):
        """Pick the next automatic action, show who makes it, wait, then play it; None when a
        human must choose (or the game is over). Without a pause it redraws only if `redraw`."""
        if not await self._show_thinking(state, generation):
            return None
        started = time.perf_counter()
        move = core.next_automatic(state)
        if move is None:
            return None
        actor = move.seat
        if actor == core.CHANCE and move.kind == "deal":  # a shuffle or a deal: no dice to show, no wait
            core.apply_action(state, move)
            self.saved()
            return move
        if actor >= 0:  # a bot's decision: its time, for bench/latency.py (window.tycoonBotMs)
            self.bot_ms.append((time.perf_counter() - started) * 1000)
        self.status = {"mode": "chance"} if actor == core.CHANCE else {"mode": "bot", "seat": actor}
        delay = self._delay()
        shown = self._view()
        if delay > 0 and actor != core.CHANCE:
            delay = self.hooks.pause(shown, actor, delay)
        # The screen may already show exactly this (a human's click has just redrawn it with the
        # same status): drawing it again would double the click's time before the next paint.
        if (delay > 0 or redraw) and self.drawn != self.drawing():
            self.render(shown)
        if self._delay() <= 0:
            wait = 0.0
        elif actor == core.CHANCE:
            wait = pacing.wait(self.speed, "dice")
        else:
            walk = self._motion_left()  # the move just drawn walks first, then the bot pauses
            wait = walk + pacing.pause_time(self.speed, delay, walk)
        await (self._wait(wait) if wait > 0 else asyncio.sleep(0))
        if generation == self.generation and self.state is state:
            core.apply_action(state, move)
            self.saved()
        return move
