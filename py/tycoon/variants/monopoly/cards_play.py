"""Drawing and obeying Chance and Community Chest (rules/monopoly.md "Chance and Community Chest").

Decks are real decks: shuffled once at setup, drawn from the top, put back at the bottom; a Get
Out of Jail Free card leaves its deck until used. One function per card effect.
"""

from ...core.money import BANK, owe, pay_from_bank
from ...core.rng import seed_state, shuffled
from . import landing, rules
from .board import SQUARES
from .cards import CARDS, DECK_OF, DECKS

def shuffled_decks(seed: int) -> dict:
    rng = seed_state(seed, "decks")  # its own stream: the dice of a seed stay the same
    decks = {}
    for name, cards in sorted(DECKS.items()):
        rng, decks[name] = shuffled(rng, [card[0] for card in cards])
    return decks


def draw(state, seat: int, deck: str) -> None:
    card_id = state.board["decks"][deck].pop(0)
    _id, effect, arg = CARDS[card_id]
    state.emit("card_drawn", player=seat, card=card_id)
    if effect == "jail_free":
        state.players[seat]["jail_cards"].append(card_id)
    else:
        state.board["decks"][deck].append(card_id)
    EFFECTS[effect](state, seat, arg)


def return_jail_card(state, seat: int) -> None:
    card_id = state.players[seat]["jail_cards"].pop(0)
    state.board["decks"][DECK_OF[card_id]].append(card_id)


def move_to(state, seat: int, target: int, **landing_rule) -> None:
    """Advance clockwise to `target`, collecting the salary when GO is passed or reached."""
    steps = (target - state.players[seat]["position"]) % len(SQUARES)
    rules.advance(state, seat, steps, **landing_rule)


def advance(state, seat, target):
    move_to(state, seat, target)


def nearest(state, seat: int, kind: str) -> int:
    position = state.players[seat]["position"]
    for step in range(1, len(SQUARES) + 1):
        index = (position + step) % len(SQUARES)
        if SQUARES[index]["kind"] == kind:
            return index
    raise AssertionError(kind)


def nearest_railroad(state, seat, multiplier):
    """Pay the owner twice the rent, or buy it if unowned."""
    move_to(state, seat, nearest(state, seat, "railroad"), rent_multiplier=multiplier)


def nearest_utility(state, seat, multiplier):
    """Pay the owner 10× a new dice roll, or buy it if unowned."""
    move_to(state, seat, nearest(state, seat, "utility"), utility_multiplier=multiplier)


def collect(state, seat, amount):
    pay_from_bank(state, seat, amount, "card_collected")
    landing.settle_then_continue(state)


def pay(state, seat, amount):
    owe(state, seat, BANK, amount, "card_paid", player=seat)
    landing.settle_then_continue(state)


def back(state, seat, steps):
    player = state.players[seat]
    player["position"] = (player["position"] - steps) % len(SQUARES)
    state.emit("moved_back", player=seat, square=player["position"], steps=steps)
    landing.land(state, seat, player["position"])


def go_to_jail(state, seat, _arg):
    rules.send_to_jail(state, seat)


def jail_free(state, seat, _arg):
    landing.settle_then_continue(state)


def repairs(state, seat, prices):
    house_price, hotel_price = prices
    amount = 0
    for index, owner in enumerate(state.board["owner"]):
        if owner == seat:
            houses = state.board["houses"][index]
            amount += hotel_price if houses == 5 else houses * house_price
    owe(state, seat, BANK, amount, "card_paid", player=seat)
    landing.settle_then_continue(state)


def others(state, seat: int) -> list[int]:
    return [s for s, p in enumerate(state.players) if s != seat and not p["out"]]


def pay_each(state, seat, amount):
    for other in others(state, seat):
        owe(state, seat, other, amount, "card_paid_player", player=seat, payee=other)
    landing.settle_then_continue(state)


def collect_each(state, seat, amount):
    for other in others(state, seat):
        owe(state, other, seat, amount, "card_paid_player", player=other, payee=seat)
    landing.settle_then_continue(state)


EFFECTS = {
    "advance": advance, "nearest_railroad": nearest_railroad, "nearest_utility": nearest_utility,
    "collect": collect, "pay": pay, "back": back, "go_to_jail": go_to_jail, "jail_free": jail_free,
    "repairs": repairs, "pay_each": pay_each, "collect_each": collect_each,
}
