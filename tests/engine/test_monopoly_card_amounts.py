"""The amounts printed on the Chance and Community Chest cards (rules/monopoly.md "Standard data
(US edition)"): every card that pays or collects money moves exactly its printed amount, and the
two repair cards charge their printed price per house and per hotel."""

import pytest
from helpers import roll, two_player_game

SQUARE = {"chance": 7, "chest": 17}

# (deck, card, what the drawer gains or loses in a two-player game), as printed
PRINTED_MONEY = [
    ("chance", "dividend", 50),  # Bank pays you a dividend of $50
    ("chance", "speeding_fine", -15),  # Speeding fine $15
    ("chance", "chairman", -50),  # Elected Chairman of the Board: pay each player $50
    ("chance", "building_loan", 150),  # Your building loan matures: collect $150
    ("chest", "bank_error", 200),  # Bank error in your favour $200
    ("chest", "doctor_fee", -50),  # Doctor's fee $50
    ("chest", "stock_sale", 50),  # From sale of stock you get $50
    ("chest", "holiday_fund", 100),  # Holiday fund matures $100
    ("chest", "tax_refund", 20),  # Income tax refund $20
    ("chest", "birthday", 10),  # It is your birthday: collect $10 from every player
    ("chest", "life_insurance", 100),  # Life insurance matures $100
    ("chest", "hospital_fees", -100),  # Hospital fees $100
    ("chest", "school_fees", -50),  # School fees $50
    ("chest", "consultancy", 25),  # Receive $25 consultancy fee
    ("chest", "beauty_contest", 10),  # Second prize in a beauty contest $10
    ("chest", "inheritance", 100),  # You inherit $100
]

# (deck, card, per house, per hotel), as printed
PRINTED_REPAIRS = [
    ("chance", "general_repairs", 25, 100),  # General repairs: $25 per house, $100 per hotel
    ("chest", "street_repairs", 40, 115),  # Street repairs: $40 per house, $115 per hotel
]


def draw(state, deck, card):
    """Seat 0 rolls 2 + 1 onto the deck's square with `card` stacked on top."""
    state.board["decks"][deck].remove(card)
    state.board["decks"][deck].insert(0, card)
    state.players[0]["position"] = SQUARE[deck] - 3
    roll(state, 0, 2, 1)


@pytest.mark.parametrize(("deck", "card", "change"), PRINTED_MONEY)
def test_every_money_card_moves_its_printed_amount(deck, card, change):
    state = two_player_game()
    draw(state, deck, card)
    assert state.players[0]["cash"] == 1500 + change
    assert state.players[1]["cash"] in (1500, 1500 - change)  # the bank, or the other player


@pytest.mark.parametrize(("deck", "card", "house", "hotel"), PRINTED_REPAIRS)
def test_repair_cards_charge_their_printed_price_per_house_and_per_hotel(deck, card, house, hotel):
    state = two_player_game()
    for square, houses in ((1, 2), (3, 5)):  # two houses on Mediterranean, a hotel on Baltic
        state.board["owner"][square], state.board["houses"][square] = 0, houses
    draw(state, deck, card)
    assert state.players[0]["cash"] == 1500 - 2 * house - hotel
