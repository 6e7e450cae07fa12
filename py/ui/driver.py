"""The driver loop: it plays chance and the bots with a short visible delay (and lets a bot
claim rent out of turn), and stops when a human must choose or the game is over."""

import asyncio
import traceback

from pyscript import window
from tycoon.core import CHANCE, apply_action, bot_action, bot_interjection, sample_chance

from .chrome import SPEEDS

CHANCE_PAUSE = 0.5  # share of the bot delay spent showing rolling dice
AUCTION_PAUSE = 0.15  # at most this long per bot bid while a human is still bidding


class Driver:
    """Mixed into App: uses self.state, self.players, self.status, self.speed, self.skip,
    self.generation, self.render() and self.fail()."""

    def drive(self) -> None:
        """(Re)start the loop that plays chance and bots until a human must choose."""
        self.generation += 1
        asyncio.ensure_future(self._run(self.generation))

    def _status_for(self, state) -> dict:
        if state.over:
            return {"mode": "over"}
        actor = state.current_player()
        if actor == CHANCE:
            return {"mode": "chance"}
        if self.players[actor]["bot"]:
            return {"mode": "bot", "seat": actor}
        return {"mode": "human", "seat": actor}

    async def _run(self, generation: int) -> None:
        try:
            await self._loop(generation)
        except Exception as error:  # noqa: BLE001 - shown in the page; traceback in the console
            window.console.error(traceback.format_exc())
            self.fail(error)

    async def _loop(self, generation: int) -> None:
        quiet = 0
        while generation == self.generation and self.state is not None:
            state = self.state
            aside = None if state.over else bot_interjection(state)  # a bot collecting rent it is owed
            if aside is not None:
                self.status = {"mode": "bot", "seat": aside.seat}
                actor, move = aside.seat, aside
            else:
                self.status = self._status_for(state)
                if self.status["mode"] in ("over", "human"):
                    self.render()
                    return
                actor = state.current_player()
                move = sample_chance(state) if actor == CHANCE else None
            delay = 0.0 if self.skip else SPEEDS.get(self.speed, 0.6)
            if state.phase == "auction" and actor != CHANCE:  # bots raise a little at a time
                humans_in = any(not self.players[s]["bot"] for s in state.pending.get("bidders", []))
                delay = min(delay, AUCTION_PAUSE) if humans_in else 0.0
            if delay > 0 or quiet % 25 == 0:
                self.render()
            quiet += 1
            await asyncio.sleep(delay * (CHANCE_PAUSE if actor == CHANCE else 1.0))
            if generation != self.generation or self.state is not state:
                return
            apply_action(state, move if move is not None else bot_action(state, actor))
