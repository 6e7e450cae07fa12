"""Drawing and obeying card decks (docs/rules/monopoly.md "Chance and Community Chest", docs/rules/taiwan.md
"Chance and Fate"), written once: a variant gives its decks as data, `DECKS = {name: [(id,
effect, argument, …), …]}`, and calls `draw` when a move stops on a card square.

Decks are real decks: shuffled once at setup, drawn from the top, put back at the bottom; a kept
card (Get Out of Jail Free, Taiwan's Prison Release Permit) leaves its deck until used. One
method per card effect; `CARD_EFFECTS` lists them, and a variant whose deck names an effect that
it does not list is refused when its class is made (dispatch.py).
"""

from typing import ClassVar

from .. import deal
from ..money import BANK, owe, pay_from_bank

MONEY_EFFECTS = ("collect", "pay", "pay_each", "collect_each", "repairs")  # a card's argument is money
from ..rng import seed_state, skip
from .landing_context import PLAIN, Landing


class CardRules:
    """Mixed into a property game's rules before PropertyGame."""

    DECKS: ClassVar[dict] = {}  # deck name -> its cards, each (id, effect, argument, …)

    def shuffle_decks(self, state) -> None:
        """Queue each deck's shuffle, a set-up deal of chance (core/deal.py; `dealt_deck`), from the
        decks' own stream: the dice of a seed stay the same."""
        rng = seed_state(state.seed, "decks")
        state.board["decks"] = {}
        for name, cards in sorted(self.DECKS.items()):
            state.board["decks"][name] = ids = [card[0] for card in cards]
            deal.queue(state, "deck", ids, rng=rng, deck=name)
            rng = skip(rng, len(ids) - 1)  # a shuffle's steps: the next deck starts there

    def dealt_deck(self, state, chance: dict, cards: list) -> None:
        state.board["decks"][chance["deck"]] = cards

    def card(self, card_id: str) -> tuple:
        return self._cards()[card_id][1]

    def deck_of(self, card_id: str) -> str:
        return self._cards()[card_id][0]

    def _cards(self) -> dict:
        cached = self.__dict__.get("_card_index")
        if cached is None:
            cached = self._card_index = {c[0]: (name, c) for name, deck in self.DECKS.items() for c in deck}
        return cached

    def words_on_cards(self) -> dict:
        """What each card's text names, by card id: the square it sends to (`square`), its money
        (`amount`, or `house_cost` and `hotel_cost` for repairs) and the salary it mentions
        (`salary`), in the board's money (docs/boards.md "Playing on it"): the page writes the
        card's text with them, so a board of one's own prints what the engine pays."""
        words = {}
        for card_id, (_deck, card) in self._cards().items():
            effect, arg = card[1], card[2]
            found = {"salary": self.salary}
            if effect == "advance":
                found["square"] = arg
            elif effect == "repairs":
                found["house_cost"], found["hotel_cost"] = self.fixed(arg[0]), self.fixed(arg[1])
            elif effect in MONEY_EFFECTS:
                found["amount"] = self.fixed(arg)
            words[card_id] = found
        return words

    def draw(self, state, seat: int, deck: str) -> None:
        card_id = state.board["decks"][deck].pop(0)
        effect, arg = self.card(card_id)[1:3]
        state.emit("card_drawn", player=seat, card=card_id)
        if effect == "jail_free":
            state.players[seat]["jail_cards"].append(card_id)
        else:
            state.board["decks"][deck].append(card_id)
        if effect in MONEY_EFFECTS:  # a board of one's own counts them in its own money (docs/boards.md)
            arg = tuple(self.fixed(a) for a in arg) if isinstance(arg, (tuple, list)) else self.fixed(arg)
        self.CARD_EFFECTS[effect](self, state, seat, arg)

    def return_jail_card(self, state, seat: int) -> None:
        card_id = state.players[seat]["jail_cards"].pop(0)
        state.board["decks"][self.deck_of(card_id)].append(card_id)

    def move_to(self, state, seat: int, target: int, landing: Landing = PLAIN) -> None:
        """Advance clockwise to `target`, collecting the salary when GO is passed or reached."""
        steps = (target - state.players[seat]["position"]) % len(self.squares)
        self.advance(state, seat, steps, landing)

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
        self.move_to(state, seat, self.nearest(state, seat, "railroad"), Landing(rent_multiplier=multiplier))

    def card_nearest_utility(self, state, seat, multiplier):
        """Pay the owner 10× a new dice roll, or buy it if unowned."""
        self.move_to(state, seat, self.nearest(state, seat, "utility"), Landing(utility_multiplier=multiplier))

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
        if amount:
            owe(state, seat, BANK, amount, "card_paid", player=seat)
        else:  # no buildings: nothing is paid, and the log says so rather than "paid $0"
            state.emit("card_nothing_to_pay", player=seat)
        self.proceed(state)

    def card_pay_each(self, state, seat, amount):
        for other in self.others(state, seat):
            owe(state, seat, other, amount, "card_paid_player", player=seat, payee=other)
        self.proceed(state)

    def card_collect_each(self, state, seat, amount):
        for other in self.others(state, seat):
            owe(state, other, seat, amount, "card_paid_player", player=other, payee=seat)
        self.proceed(state)

    # effect (the second field of a card) -> its method; a variant adds or overrides one here
    CARD_EFFECTS: ClassVar[dict] = {
        "advance": card_advance, "nearest_railroad": card_nearest_railroad, "nearest_utility": card_nearest_utility,
        "collect": card_collect, "pay": card_pay, "back": card_back, "go_to_jail": card_go_to_jail,
        "jail_free": card_jail_free, "repairs": card_repairs, "pay_each": card_pay_each,
        "collect_each": card_collect_each,
    }
