"""The Industrial Spy (產業間諜), docs/rules/taiwan.md "The Industrial Spy" and Clarifications 2, 3, 10.

One seat at a time may be the Spy (`board["spy"]`; None while the white pawn waits on its
square). A forward move — a spin, a jail spin of 12, a card — that stops exactly on the Spy square
while nobody is the Spy makes the mover the Spy (rule 8). The Spy's next move that passes over or
stops on that square makes them an ordinary player again, and that move's square is resolved as
an ordinary player's; a stop that reverts does not make them the Spy again (#9, ruled). The
Spy's own move away from the square is not "passing" it (Clarification 3).

While Spy (8.1, "need not" ruled as "does not"): no tax, no Go to Jail, no card, no buying, no
auctions; the Start reward is still paid; on another player's unmortgaged deed the owner pays
the Spy the rent the Spy would have owed (8.2: same calculation, with colour doubling and
buildings, and an owner in jail is not protected); on the In Jail square the Spy pays a 1,000
fine (8.4). A bankrupt Spy's white pawn goes back to its square.
"""

from ...core import story
from ...core.money import BANK, owe
from ...core.property.landing_context import PLAIN, Landing
from .board import SPY_JAIL_FINE, SPY_SQUARE


class SpyRules:
    def is_spy(self, state, seat: int) -> bool:
        return state.board["spy"] == seat

    def moved(self, state, seat: int, start: int, steps: int) -> None:
        board = state.board
        reverted = board["spy"] == seat and 1 <= (SPY_SQUARE - start) % len(self.squares) <= steps
        if reverted:
            board["spy"] = None
            state.emit("spy_returned", player=seat)
        if state.players[seat]["position"] != SPY_SQUARE or reverted:
            return
        if board["spy"] is None:
            board["spy"] = seat
            state.emit("became_spy", player=seat)
        elif board["spy"] != seat:
            state.emit("spy_taken", player=seat, spy=board["spy"])  # 8.3: only one Spy

    def land(self, state, seat: int, index: int, landing: Landing = PLAIN) -> None:
        if not self.is_spy(state, seat):
            return super().land(state, seat, index, landing)
        square = self.squares[index]
        kind = square["kind"]
        if kind in self.PROPERTY_KINDS:
            return self.spy_on_deed(state, seat, index, landing)
        if kind == "jail":
            owe(state, seat, BANK, self.fixed(SPY_JAIL_FINE), "spy_jail_fine", player=seat, square=index)
        elif kind in ("income_tax", "property_tax", "chance", "fate", "go_to_jail"):
            state.emit("spy_exempt", player=seat, square=index)
        self.proceed(state)

    def spy_on_deed(self, state, seat: int, index: int, landing: Landing) -> None:
        board = state.board
        owner = board["owner"][index]
        if owner is None:
            state.emit("spy_passes_deed", player=seat, square=index)  # Clarification 2
        elif owner == seat:
            state.emit("own_property", player=seat, square=index)
        elif board["mortgaged"][index]:
            state.emit("spy_mortgaged", player=seat, owner=owner, square=index)
        elif landing.by_card and self.squares[index]["kind"] == "utility":
            state.pending = {"square": index}
            return self.ask_roll(state, "enterprise_card")  # Clarification 10: a new spin
        else:
            self.spy_collects(state, seat, owner, index, self.rent(state, index, self.last_spin(state)))
        self.proceed(state)

    def spy_collects(self, state, spy: int, owner: int, index: int, amount: int) -> None:
        """8.2: the owner pays the Spy what the Spy would have owed."""
        owe(state, owner, spy, amount, "spy_rent", spy=spy, owner=owner, square=index)
        story.note(state, "spy", spy, amount, owner=owner, square=index)  # the Spy's biggest take

    def bidders(self, state) -> list[int]:
        """The Spy may not buy property, so does not bid for deeds."""
        return [s for s in self.alive(state) if s != state.board["spy"]]

    def go_bankrupt(self, state, seat: int) -> None:
        if self.is_spy(state, seat):
            state.board["spy"] = None
            state.emit("spy_pawn_back", player=seat)
        super().go_bankrupt(state, seat)
