"""The spinning top (陀螺) and the turn it makes (docs/rules/taiwan.md "Turn", "Jail", Clarifications
3 and 11): one top showing 1–12, each equally likely; up to three spins a turn (option
`spins_per_turn`), each moved and resolved before the next; three identical spins in one turn
send an ordinary player to jail without the third move (#14), but not the Spy (the status at the
third spin decides).

Jail (rules 9–10): a jailed player sits out up to three of their own turns. At the start of
each they may pay 500 or use a Permit and play a normal turn; otherwise they spin once: a 12
frees them and they move 12 (the turn ends after that square); anything else ends the turn.
After the third such turn they leave free at the start of the next and play it normally."""

from ...core.phases import END


class TopRules:
    CHANCE_DICE = (1, 12)
    ORDER_EVENT = "order_spin"
    JAIL_TURNS = 3

    def roll_params(self, faces: tuple) -> dict:
        return {"spin": faces[0], "total": faces[0]}

    def last_spin(self, state) -> int:
        return sum(state.board.get("dice") or [0])

    def start_turn(self, state, seat: int) -> None:
        super().start_turn(state, seat)
        state.board["spins"] = []
        state.board["spins_left"] = state.options["spins_per_turn"]
        player = state.players[seat]
        if player["in_jail"] and player["jail_tries"] >= self.JAIL_TURNS:
            self.leave_jail(state, seat, "jail_term_over")

    def move_roll(self, state, spin: int) -> None:
        seat = state.turn_seat
        board = state.board
        board["spins"].append(spin)
        board["spins_left"] -= 1
        state.emit("spun", player=seat, spin=spin, number=len(board["spins"]))
        spins = board["spins"]
        if len(spins) == 3 and len(set(spins)) == 1 and not self.is_spy(state, seat):
            state.emit("three_same_spins", player=seat, spin=spin)
            return self.send_to_jail(state, seat)
        self.advance(state, seat, spin)

    def roll_again(self, state, seat: int) -> bool:
        if state.players[seat]["in_jail"] or state.board["spins_left"] <= 0:
            return False
        state.emit("spin_again", player=seat, left=state.board["spins_left"])
        return True

    def jail_roll(self, state, spin: int) -> None:
        seat = state.turn_seat
        player = state.players[seat]
        player["jail_tries"] += 1
        state.emit("spun", player=seat, spin=spin, number=1)
        if spin == 12:
            self.leave_jail(state, seat, "jail_twelve")
            state.board["spins_left"] = 0  # the turn ends once the square reached is resolved
            return self.advance(state, seat, 12)
        state.emit("jail_stay", player=seat, tries=player["jail_tries"], turns=self.JAIL_TURNS)
        state.phase, state.pending = END, {}

    def enterprise_card_roll(self, state, spin: int) -> None:
        """Clarification 10: a card move onto an enterprise rents by a new spin."""
        seat, index = state.turn_seat, state.pending["square"]
        owner = state.board["owner"][index]
        state.emit("spun", player=seat, spin=spin, number=0)
        amount = self.rent(state, index, spin)
        if self.is_spy(state, seat):
            self.spy_collects(state, seat, owner, index, amount)
        else:
            self.charge_rent(state, seat, owner, index, amount)
        self.proceed(state)
