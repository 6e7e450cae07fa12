"""Jail (docs/rules/monopoly.md "Jail"): sent there without the salary, out by doubles, by paying the
fine before rolling, by a kept card, or by paying after the last allowed miss.

Hooks: `jail_tries_allowed` (three turns; Quick rule 3: one), `collects_rent` (Taiwan: no rent
while the owner is jailed), `return_jail_card` (where a used card goes)."""

from .. import flow
from ..actions import Action
from ..money import BANK, move_money, owe
from ..phases import END


class JailRules:
    def send_to_jail(self, state, seat: int) -> None:
        """Straight to jail, no salary; the turn ends."""
        player = state.players[seat]
        player.update(position=self.jail_square, in_jail=True, jail_tries=0, doubles=0)
        state.emit("sent_to_jail", player=seat)
        state.phase, state.actor, state.pending = END, seat, {}

    def jail_tries_allowed(self, state) -> int:
        return 1 if state.options.get("must_leave_jail_next_turn") else 3

    def jail_exits(self, state, seat: int) -> list[Action]:
        player = state.players[seat]
        if not player["in_jail"]:
            return []
        found = [Action(seat, "jail_pay")] if player["cash"] >= self.jail_fine else []
        return found + ([Action(seat, "jail_card")] if player["jail_cards"] else [])

    def jail_roll(self, state, d1: int, d2: int) -> None:
        """Doubles free you and you move by them, without rolling again; the last allowed miss
        makes you pay the fine and move."""
        seat = state.turn_seat
        player = state.players[seat]
        player["jail_tries"] += 1
        state.emit("rolled", player=seat, **self.roll_params((d1, d2)))
        if d1 == d2:
            self.leave_jail(state, seat, "jail_doubles")
            return self.advance(state, seat, d1 + d2)
        if player["jail_tries"] < self.jail_tries_allowed(state):
            state.emit("jail_stay", player=seat, tries=player["jail_tries"])
            state.phase, state.pending = END, {}
            return
        owe(state, seat, BANK, self.jail_fine, "jail_fine_paid", player=seat)
        flow.push(state, "jail_move", steps=d1 + d2)
        self.proceed(state)

    def then_jail_move(self, state, frame: dict) -> None:
        """The fine after the last miss is paid: leave and move by the roll."""
        self.leave_jail(state, state.turn_seat, "left_jail")
        self.advance(state, state.turn_seat, frame["steps"])

    def use_jail_card(self, state, seat: int) -> None:
        """A kept Get Out of Jail Free card frees you before rolling."""
        self.return_jail_card(state, seat)
        self.leave_jail(state, seat, "jail_card_used")

    def return_jail_card(self, state, seat: int) -> None:
        """Hook: where a used card goes (monopoly: under its deck)."""
        state.players[seat]["jail_cards"].pop(0)

    def leave_jail(self, state, seat: int, event: str) -> None:
        state.players[seat].update(in_jail=False, jail_tries=0)
        state.emit(event, player=seat)

    def pay_jail_fine(self, state, seat: int) -> None:
        """Pay before rolling, then roll as usual (offered only with the cash in hand)."""
        move_money(state, seat, BANK, self.jail_fine)
        state.emit("jail_fine_paid", player=seat, amount=self.jail_fine)
        self.leave_jail(state, seat, "left_jail")

    def collects_rent(self, state, owner: int, index: int) -> bool:
        """Hook: whether this owner collects rent now (always, in Monopoly)."""
        return True
