"""The turn of a loop-board property game (rules/monopoly.md "Components and setup", "Turn",
"GO", "Quick game"): who starts, rolling and moving, doubles, end of turn, end of game.

Hooks a variant overrides: `CHANCE_DICE` (two dice, or Taiwan's spinning top: one 12-sided die),
`roll_params` (how a roll is told), `move_roll` (doubles), `moved` (after a move, before the
landing: Taiwan's Spy), `start_reward` (the GO salary), `roll_again` (doubles), `finish_by_worth`."""

from ..dice import ask_dice
from ..estate import worth
from ..money import BANK, move_money
from ..phases import END, ORDER, OVER, ROLL
from .landing_context import PLAIN, Landing


class TurnRules:
    CHANCE_DICE = (2, 6)  # (dice, sides) of every roll
    ORDER_EVENT = "order_roll"  # the event of a roll for who starts

    def ask_roll(self, state, why: str) -> None:
        ask_dice(state, why, *self.CHANCE_DICE)

    def roll_params(self, faces: tuple) -> dict:
        """Hook: an event's parameters for a roll (d1, d2 and total with two dice)."""
        return {**{f"d{i + 1}": face for i, face in enumerate(faces)}, "total": sum(faces)}

    # ---- who starts -----------------------------------------------------------------------
    def start_order(self, state) -> None:
        state.phase = ORDER
        state.pending = {"rolling": list(range(len(state.players))), "rolls": [None] * len(state.players)}
        self.ask_roll(state, "order")

    def order_roll(self, state, *faces: int) -> None:
        """Everyone rolls; the highest starts; ties among the highest re-roll (Ruling)."""
        rolling, rolls = state.pending["rolling"], state.pending["rolls"]
        seat = rolling[sum(1 for s in rolling if rolls[s] is not None)]
        rolls[seat] = sum(faces)
        state.emit(self.ORDER_EVENT, player=seat, **self.roll_params(faces))
        if any(rolls[s] is None for s in rolling):
            return self.ask_roll(state, "order")
        best = max(rolls[s] for s in rolling)
        tied = [s for s in rolling if rolls[s] == best]
        if len(tied) > 1:
            state.emit("order_tie", total=best)
            state.pending = {"rolling": tied, "rolls": [None] * len(state.players)}
            return self.ask_roll(state, "order")
        state.emit("first_player", player=tied[0])
        self.start_turn(state, tied[0])

    # ---- chance answers -------------------------------------------------------------------
    def on_dice(self, state, action) -> None:
        why = state.chance["why"]
        state.chance = None
        state.board["dice"] = list(action.args)
        state.board["dice_turn"] = state.turn  # the view shows dice of the current turn only
        self.DICE_HANDLERS[why](self, state, *action.args)  # the table is in game.py

    # ---- a turn ---------------------------------------------------------------------------
    def start_turn(self, state, seat: int) -> None:
        if state.turn == 0 or seat <= state.turn_seat:
            limit = state.options.get("turn_limit", 0)
            if limit and state.round >= limit:  # the last round is over: the count stays at the limit
                state.emit("turn_limit_reached", rounds=limit)
                return self.finish_by_worth(state)
            state.round += 1
        state.turn += 1
        state.turn_seat = state.actor = seat
        player = state.players[seat]
        player["doubles"] = 0
        player["turns"] += 1
        state.phase = ROLL
        state.pending = {}
        state.emit("turn_started", player=seat)

    def roll(self, state, seat: int) -> None:
        self.lapse_claims(state, seat)
        self.ask_roll(state, "jail" if state.players[seat]["in_jail"] else "move")

    def move_roll(self, state, d1: int, d2: int) -> None:
        """Doubles roll again; the third double in a turn goes to jail (rules "Turn")."""
        seat = state.turn_seat
        player = state.players[seat]
        state.emit("rolled", player=seat, d1=d1, d2=d2, total=d1 + d2)
        if d1 == d2:
            player["doubles"] += 1
            if player["doubles"] == 3:
                state.emit("three_doubles", player=seat)
                return self.send_to_jail(state, seat)
        else:
            player["doubles"] = 0
        self.advance(state, seat, d1 + d2)

    def advance(self, state, seat: int, steps: int, landing: Landing = PLAIN) -> None:
        """Move clockwise; passing or landing on the start square pays the reward."""
        player = state.players[seat]
        size = len(self.squares)
        start = player["position"]
        target = start + steps
        player["position"] = target % size
        state.emit("moved", player=seat, square=player["position"], steps=steps)
        if target >= size:
            self.start_reward(state, seat)
        self.moved(state, seat, start, steps)
        self.land(state, seat, player["position"], landing)

    def moved(self, state, seat: int, start: int, steps: int) -> None:
        """Hook: a forward move from `start` is made, its square not yet resolved."""

    def start_reward(self, state, seat: int) -> None:
        """Hook: passing or reaching GO pays the salary (rules "GO")."""
        move_money(state, BANK, seat, self.salary)
        state.emit("salary", player=seat, amount=self.salary)

    def after_landing(self, state) -> None:
        """The square is resolved: roll again after doubles, else the player may end the turn."""
        seat = state.turn_seat
        player = state.players[seat]
        state.pending = {}
        state.actor = seat
        if player["out"]:
            return self.next_turn(state)
        state.phase = ROLL if self.roll_again(state, seat) else END

    def roll_again(self, state, seat: int) -> bool:
        """Hook: whether the turn goes on with another roll (after doubles, here)."""
        player = state.players[seat]
        if 0 < player["doubles"] < 3 and not player["in_jail"]:
            state.emit("roll_again", player=seat)
            return True
        return False

    def end_turn(self, state, seat: int) -> None:
        state.emit("turn_ended", player=seat)
        self.next_turn(state)

    def next_turn(self, state) -> None:
        alive = self.alive(state)
        if len(alive) <= 1:
            return self.finish(state, alive)
        seat = state.turn_seat
        for step in range(1, len(state.players) + 1):
            candidate = (seat + step) % len(state.players)
            if not state.players[candidate]["out"]:
                return self.start_turn(state, candidate)

    # ---- the end --------------------------------------------------------------------------
    def alive(self, state) -> list[int]:
        return [s for s, p in enumerate(state.players) if not p["out"]]

    def finish(self, state, winners: list[int]) -> None:
        state.over, state.winners, state.phase, state.pending = True, winners, OVER, {}
        state.chance = None
        for seat in winners:
            state.emit("game_won", player=seat)

    def worth(self, state, seat: int) -> int:
        return worth(state, self.squares, seat, self.hotel_after(state))

    def finish_by_worth(self, state) -> None:
        """Richest wins: cash + printed prices, buildings at cost, a mortgaged deed at price −
        mortgage (Quick rule 4, also the turn limit); ties share the win."""
        alive = self.alive(state)
        worths = {s: self.worth(state, s) for s in alive}
        for seat in alive:
            state.emit("final_worth", player=seat, amount=worths[seat])
        best = max(worths.values())
        self.finish(state, [s for s in alive if worths[s] == best])
