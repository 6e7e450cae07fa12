"""Where the game waits for a person before its next automatic move, a mixin of App
used by the driver loop (driver.py):

- a result card (results.py): a person's own result holds the game until they press OK, at every
  speed but Instant;
- a bot's wait for Ready (hooks.ready_kinds: Easy Money's Double box): while a person may still
  change something, the bot waits until each such person said Ready or the countdown (a setting
  of the device, ui/prefs.py) ran out. A card that comes just before such a wait shows beside it,
  and Ready closes both.

Uses self.state, self.players, self.speed, self.revealed, self.hooks, self.generation,
self.results, self.ready_said, self.ready_deadline, self.status, self.game, self.render() and
self._status_for().

A wait for a person sleeps until they answer (wake(): OK, Ready, a new countdown or speed) or a
second has passed, not in 50 ms slices: a game waiting for a person comes to rest
(bench/at_rest.py: Easy Money's wait for Ready kept 3-5 % of a core busy polling)."""

import asyncio
import time

from tycoon import core

from . import dom, pacing, prefs
from .turns import status_for

LOOK_EVERY = 1.0  # seconds: a wait for a person also looks again this often (a change without wake())


class Holds:
    def read_results(self, state) -> None:
        """The people's results since the last step, onto their cards (results.py); at the Instant
        speed none is kept."""
        on = pacing.speed_of(self.speed) != "instant"
        people = [seat for seat, p in enumerate(self.players) if not p.get("bot")]
        self.results.read(state, lambda seat, since, limit: core.events_since(state, seat, since, limit),
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

    def wake(self) -> None:
        """A person answered (OK, Ready) or the wait's terms changed: the wait looks again once the
        browser has shown the click (dom.after_paint), so the bots' next step does not delay it."""
        dom.after_paint(self._wake_now)

    def _wake_now(self) -> None:
        woken = getattr(self, "_woken", None)
        if woken is not None:
            woken.set()

    async def _nap(self, seconds: float) -> None:
        """Sleep until wake() or `seconds`, whichever comes first."""
        woken = self._woken = asyncio.Event()
        try:
            await asyncio.wait_for(woken.wait(), seconds)
        except TimeoutError:
            pass

    async def _hold(self, state, generation: int) -> None:
        """Show the first result card, with the game waiting, until OK (or the game changes)."""
        card = self.results.first()
        self.status = {"mode": "read", "seat": card.seat}
        self.render()
        while (generation == self.generation and self.state is state and self.results.first() is card
               and pacing.speed_of(self.speed) != "instant"):
            await self._nap(LOOK_EVERY)

    def _ready_people(self, state) -> list:
        """The people a bot's next move waits for (hooks.ready_kinds: they may still change their
        Double box) who have not said Ready; none at the Instant speed."""
        kinds = self.hooks.ready_kinds
        if not kinds or state.over or state.chance is not None or pacing.speed_of(self.speed) == "instant":
            return []
        people = [seat for seat, p in enumerate(self.players) if not p.get("bot") and seat not in self.ready_said]
        if not people or status_for(state, self.players, self.revealed).get("mode") != "bot":
            return []
        return [seat for seat in people if any(a.kind in kinds for a in core.optional_actions(state, seat))]

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
            # the countdown's next second (its number changes then), else a look now and then
            await self._nap(LOOK_EVERY if left == float("inf") else min(LOOK_EVERY, left - int(left) + 0.001))

    def result_ok(self, number: int) -> None:
        """OK on a result card: it goes; the game goes on (driver.py waits for this)."""
        self.results.close(number)
        self.wake()
        if self.status.get("mode") == "read" and not self.results.waiting(self.state.phase, self.hooks.results):
            self.status = self._status_for(self.state)
        self.render()

    def say_ready(self, seat: int) -> None:
        """A person lets the waiting bot move on (holds._hold_ready); their result card, shown
        beside it, goes too."""
        self.ready_said.add(seat)
        self.wake()
        if self.state is not None:
            self.results.moved(seat, self.state.phase, self.hooks.results)

    def set_ready_wait(self, seconds: int) -> None:
        prefs.set_ready_wait(seconds)
        self.ready_deadline = None  # the countdown starts again with the new length
        self.wake()
        self.render()

