"""Drawing and obeying Chance and Community Chest (rules/monopoly.md "Chance and Community Chest").

Decks are real decks: shuffled once at setup, drawn from the top, put back at the bottom; a Get
Out of Jail Free card leaves its deck until used. One method per card effect.
"""

from ...core.money import BANK, owe, pay_from_bank
from ...core.rng import seed_state, shuffled
from .cards import CARDS, DECK_OF, DECKS


def shuffled_decks(seed: int) -> dict:
    rng = seed_state(seed, "decks")  # its own stream: the dice of a seed stay the same
    decks = {}
    for name, cards in sorted(DECKS.items()):
        rng, decks[name] = shuffled(rng, [card[0] for card in cards])
    return decks


class CardRules:
    """Mixed into the Monopoly rules: `draw` is called when a move stops on Chance or Chest."""

    def draw(self, state, seat: int, deck: str) -> None:
        card_id = state.board["decks"][deck].pop(0)
        _id, effect, arg = CARDS[card_id]
        state.emit("card_drawn", player=seat, card=card_id)
        if effect == "jail_free":
            state.players[seat]["jail_cards"].append(card_id)
        else:
            state.board["decks"][deck].append(card_id)
        getattr(self, "card_" + effect)(state, seat, arg)

    def return_jail_card(self, state, seat: int) -> None:
        card_id = state.players[seat]["jail_cards"].pop(0)
        state.board["decks"][DECK_OF[card_id]].append(card_id)

    def move_to(self, state, seat: int, target: int, **landing_rule) -> None:
        """Advance clockwise to `target`, collecting the salary when GO is passed or reached."""
        steps = (target - state.players[seat]["position"]) % len(self.squares)
        self.advance(state, seat, steps, **landing_rule)

    def nearest(self, state, seat: int, kind: str) -> int:
        position = state.players[seat]["position"]
        for step in range(1, len(self.squares) + 1):
            index = (position + step) % len(self.squares)
            if self.squares[index]["kind"] == kind:
                return index
        raise AssertionError(kind)

    def others(self, state, seat: int) -> list[int]:
        return [s for s, p in enumerate(state.players) if s != seat and not p["out"]]

    # ---- one method per effect --------------------------------------------------------------
    def card_advance(self, state, seat, target):
        self.move_to(state, seat, target)

    def card_nearest_railroad(self, state, seat, multiplier):
        """Pay the owner twice the rent, or buy it if unowned."""
        self.move_to(state, seat, self.nearest(state, seat, "railroad"), rent_multiplier=multiplier)

    def card_nearest_utility(self, state, seat, multiplier):
        """Pay the owner 10× a new dice roll, or buy it if unowned."""
        self.move_to(state, seat, self.nearest(state, seat, "utility"), utility_multiplier=multiplier)

    def card_collect(self, state, seat, amount):
        pay_from_bank(state, seat, amount, "card_collected")
        self.proceed(state)

    def card_pay(self, state, seat, amount):
        owe(state, seat, BANK, amount, "card_paid", player=seat)
        self.proceed(state)

    def card_back(self, state, seat, steps):
        player = state.players[seat]
        player["position"] = (player["position"] - steps) % len(self.squares)
        state.emit("moved_back", player=seat, square=player["position"], steps=steps)
        self.land(state, seat, player["position"])

    def card_go_to_jail(self, state, seat, _arg):
        self.send_to_jail(state, seat)

    def card_jail_free(self, state, seat, _arg):
        self.proceed(state)

    def card_repairs(self, state, seat, prices):
        house_price, hotel_price = prices
        amount = 0
        for index, owner in enumerate(state.board["owner"]):
            if owner == seat:
                houses = state.board["houses"][index]
                amount += hotel_price if houses == 5 else houses * house_price
        owe(state, seat, BANK, amount, "card_paid", player=seat)
        self.proceed(state)

    def card_pay_each(self, state, seat, amount):
        for other in self.others(state, seat):
            owe(state, seat, other, amount, "card_paid_player", player=seat, payee=other)
        self.proceed(state)

    def card_collect_each(self, state, seat, amount):
        for other in self.others(state, seat):
            owe(state, other, seat, amount, "card_paid_player", player=other, payee=seat)
        self.proceed(state)
