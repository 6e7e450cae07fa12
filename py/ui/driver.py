"""The driver loop: it plays what needs no click (core.next_automatic: chance, bots, bots acting
out of turn) with a short visible delay, and stops when a human must choose or the game is over.
How long a bot pauses in a given moment is the variant's (hooks.pause), cut by ui/pacing.py so that
the token's walk being shown plus the pause stay within the speed's budget (1.5 s at normal); the
skip button (and Escape: motion.py) ends the wait and every motion at once."""

import asyncio
import time
import traceback

from pyscript import window
from tycoon.core import (
    CHANCE,
    apply_action,
    events_since,
    human_seats_to_answer,
    legal_actions,
    next_automatic,
    optional_actions,
    play_automatic,
    view,
)

from . import pacing, prefs
from .sound import Sound
from .turns import status_for

SLICE = 0.05  # a wait checks this often whether the player asked to skip
REDRAW_EVERY = 25  # at no delay, redraw once per this many automatic actions


class Driver:
    """Mixed into App: uses self.state, self.players, self.status, self.speed, self.skip,
    self.revealed, self.curtain, self.hooks, self.generation, self.bot_ms, self.drawn, self._view(),
    self.render(), self.drawing(), self.saved() (the autosave after every action) and self.fail()."""

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
        for seat in human_seats_to_answer(state):
            name = state.players[seat]["name"]
            action = self.hooks.auto_answer(view(state, seat), legal_actions(state, seat), name)
            if action is not None:
                apply_action(state, action)
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

    def read_results(self, state) -> None:
        """The people's results since the last step, onto their cards (results.py); at the Instant
        speed none is kept."""
        on = pacing.speed_of(self.speed) != "instant"
        people = [seat for seat, p in enumerate(self.players) if not p.get("bot")]
        self.results.read(state, lambda seat, since, limit: events_since(state, seat, since, limit),
                          len(state.log), people, state.phase, self.hooks.results, on)

    def _holds(self, state) -> bool:
        """Whether the game waits for a person's OK on a result before its next automatic move."""
        if pacing.speed_of(self.speed) == "instant":
            self.results.clear()
            return False
        if not self.results.waiting(state.phase, self.hooks.results):
            return False
        if status_for(state, self.players, self.revealed).get("mode") not in ("bot", "chance"):
            return False
        # a bot about to wait for this person's Ready anyway: the card shows beside it, and Ready
        # (or their change) closes it, one press instead of two
        return self.results.first().seat not in self._ready_people(state)

    async def _hold(self, state, generation: int) -> None:
        """Show the first result card, with the game waiting, until OK (or the game changes)."""
        card = self.results.first()
        self.status = {"mode": "read", "seat": card.seat}
        self.render()
        while (generation == self.generation and self.state is state and self.results.first() is card
               and pacing.speed_of(self.speed) != "instant"):
            await asyncio.sleep(SLICE)

    def _ready_people(self, state) -> list:
        """The people a bot's next move waits for (hooks.ready_kinds: they may still change their
        Double box) who have not said Ready; none at the Instant speed."""
        kinds = self.hooks.ready_kinds
        if not kinds or state.over or state.chance is not None or pacing.speed_of(self.speed) == "instant":
            return []
        people = [seat for seat, p in enumerate(self.players) if not p.get("bot") and seat not in self.ready_said]
        if not people or status_for(state, self.players, self.revealed).get("mode") != "bot":
            return []
        return [seat for seat in people if any(a.kind in kinds for a in optional_actions(state, seat))]

    def _ready_clock(self) -> float:
        """When the countdown runs out (perf_counter seconds; inf: it waits for Ready)."""
        if self.ready_deadline is None:
            wait = prefs.ready_wait()
            self.ready_deadline = time.perf_counter() + wait if wait else float("inf")
        return self.ready_deadline

    async def _hold_ready(self, state, generation: int, people: list) -> None:
        """Wait, with the people's choices and Ready buttons in the centre, until each of them said
        Ready (app.say_ready) or the countdown ran out; a choice made redraws and waits on."""
        self._ready_clock()
        bot = status_for(state, self.players, self.revealed).get("seat")
        self.status = {"mode": "ready", "seat": bot, "people": people}
        self.render()
        shown = None
        while generation == self.generation and self.state is state and pacing.speed_of(self.speed) != "instant":
            if all(seat in self.ready_said for seat in people):
                return
            left = self._ready_clock() - time.perf_counter()
            if left <= 0:
                self.ready_said.update(people)
                return
            if left != float("inf") and shown != (seconds := int(left) + 1):
                shown = seconds
                self.game.countdown(seconds)
            await asyncio.sleep(SLICE)

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
                move = play_automatic(state)  # no pause and no redraw: pick and play at once
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

    async def _shown_move(self, state, generation: int, redraw: bool):
        """Pick the next automatic action, show who makes it, wait, then play it; None when a
        human must choose (or the game is over). Without a pause it redraws only if `redraw`."""
        started = time.perf_counter()
        move = next_automatic(state)
        if move is None:
            return None
        actor = move.seat
        if actor == CHANCE and move.kind == "deal":  # a shuffle or a deal: no dice to show, no wait
            apply_action(state, move)
            self.saved()
            return move
        if actor >= 0:  # a bot's decision: its time, for bench/latency.py (window.tycoonBotMs)
            self.bot_ms.append((time.perf_counter() - started) * 1000)
        self.status = {"mode": "chance"} if actor == CHANCE else {"mode": "bot", "seat": actor}
        delay = self._delay()
        shown = self._view()
        if delay > 0 and actor != CHANCE:
            delay = self.hooks.pause(shown, actor, delay)
        # The screen may already show exactly this (a human's click has just redrawn it with the
        # same status): drawing it again would double the click's time before the next paint.
        if (delay > 0 or redraw) and self.drawn != self.drawing():
            self.render(shown)
        if self._delay() <= 0:
            wait = 0.0
        elif actor == CHANCE:
            wait = pacing.wait(self.speed, "dice")
        else:
            walk = self._motion_left()  # the move just drawn walks first, then the bot pauses
            wait = walk + pacing.pause_time(self.speed, delay, walk)
        await (self._wait(wait) if wait > 0 else asyncio.sleep(0))
        if generation == self.generation and self.state is state:
            apply_action(state, move)
            self.saved()
        return move
