"""The turn of a loop-board property game (docs/rules/monopoly.md "Components and setup", "Turn",
"GO", "Quick game"): rolling and moving, doubles, end of turn, end of game. Who starts, whose
turn is next and the rounds are core/turn_order.py's.

Hooks a variant overrides: `CHANCE_DICE` (two dice, or Taiwan's spinning top: one 12-sided die),
`roll_params` (how a roll is told), `move_roll` (doubles), `moved` (after a move, before the
landing: Taiwan's Spy), `start_reward` (the GO salary), `roll_again` (doubles), `finish_by_worth`."""

from .. import refused, turn_order
from ..dice import ask_dice
from ..estate import worth
from ..money import BANK, move_money
from ..phases import END, OVER, ROLL
from ..turn_order import Starter
from .landing_context import PLAIN, Landing


class TurnRules:
    CHANCE_DICE = (2, 6)  # (dice, sides) of every roll
    ORDER_EVENT = "order_roll"  # the event of a roll for who starts

    def ask_roll(self, state, why: str) -> None:
        ask_dice(state, why, *self.CHANCE_DICE)

    def roll_params(self, faces: tuple) -> dict:
        """Hook: an event's parameters for a roll (d1, d2 and total with two dice)."""
        return {**{f"d{i + 1}": face for i, face in enumerate(faces)}, "total": sum(faces)}

    # ---- who starts (core/turn_order.py) -----------------------------------------------------
    def starter(self):
        """How this game rolls for who starts: its dice and its roll event."""
        dice, sides = self.CHANCE_DICE
        return Starter(dice=dice, sides=sides, roll_event=self.ORDER_EVENT)

    def start_order(self, state) -> None:
        turn_order.start_order(state, list(range(len(state.players))), self.starter())

    def order_roll(self, state, *faces: int) -> None:
        """Everyone rolls; the highest starts; ties among the highest re-roll (Ruling)."""
        first = turn_order.order_roll(state, sum(faces), self.starter(), **self.roll_params(faces))
        if first is not None:
            turn_order.first_turn(state, first)
            self.start_turn(state, first)

    # ---- chance answers -------------------------------------------------------------------
    def on_dice(self, state, action) -> None:
        why = state.chance["why"]
        state.chance = None
        state.board["dice"] = list(action.args)
        state.board["dice_turn"] = state.turn  # the view shows dice of the current turn only
        self.DICE_HANDLERS[why](self, state, *action.args)  # the table is in game.py

    # ---- a turn ---------------------------------------------------------------------------
    def start_turn(self, state, seat: int) -> None:
        """The variant's part of a new turn: turn, round and seat are set by core/turn_order.py."""
        player = state.players[seat]
        player["doubles"] = 0
        player["turns"] += 1
        refused.forget_stale(state)  # a refusal whose cash moved too much is dropped once a turn
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
        """Never with one player left: a bankruptcy that leaves one ends the game at once
        (debts.py `after_bankruptcy`), and only a bankruptcy puts a player out."""
        seat = turn_order.next_turn(state)
        if seat is None:  # the last round is over: the count stays at the limit
            state.emit("turn_limit_reached", rounds=turn_order.round_limit(state))
            return self.finish_by_worth(state)
        self.start_turn(state, seat)

    # ---- the end --------------------------------------------------------------------------
    def alive(self, state) -> list[int]:
        return [s for s, p in enumerate(state.players) if not p["out"]]

    def finish(self, state, winners: list[int]) -> None:
        state.over, state.winners, state.phase, state.pending = True, winners, OVER, {}
        state.chance = None
        for seat in winners:
            state.emit("game_won", player=seat)

    def ending(self, state) -> str:
        """How the game ended (core/variant.py ENDINGS), from the seats still in: one left; some
        out under the quick rule that the first bankruptcy ends the game; else the round limit."""
        alive = self.alive(state)
        if len(alive) <= 1:
            return "last_standing"
        if len(alive) < len(state.players) and state.options.get("end_at_first_bankruptcy"):
            return "first_bankruptcy"
        return "round_limit"

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
