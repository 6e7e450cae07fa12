"""Chance and Community Chest, 16 cards each as listed in docs/rules/monopoly.md. Data only:
each card is (id, effect, argument); core/property/cards.py says what each effect does."""

CHANCE_CARDS = [
    ("advance_boardwalk", "advance", 39),
    ("advance_go", "advance", 0),
    ("advance_illinois", "advance", 24),
    ("advance_st_charles", "advance", 11),
    ("nearest_railroad_1", "nearest_railroad", 2),
    ("nearest_railroad_2", "nearest_railroad", 2),
    ("nearest_utility", "nearest_utility", 10),
    ("dividend", "collect", 50),
    ("jail_free_chance", "jail_free", 0),
    ("back_three", "back", 3),
    ("go_to_jail_chance", "go_to_jail", 0),
    ("general_repairs", "repairs", (25, 100)),
    ("speeding_fine", "pay", 15),
    ("trip_reading", "advance", 5),
    ("chairman", "pay_each", 50),
    ("building_loan", "collect", 150),
]

CHEST_CARDS = [
    ("chest_advance_go", "advance", 0),
    ("bank_error", "collect", 200),
    ("doctor_fee", "pay", 50),
    ("stock_sale", "collect", 50),
    ("jail_free_chest", "jail_free", 0),
    ("go_to_jail_chest", "go_to_jail", 0),
    ("holiday_fund", "collect", 100),
    ("tax_refund", "collect", 20),
    ("birthday", "collect_each", 10),
    ("life_insurance", "collect", 100),
    ("hospital_fees", "pay", 100),
    ("school_fees", "pay", 50),
    ("consultancy", "collect", 25),
    ("street_repairs", "repairs", (40, 115)),
    ("beauty_contest", "collect", 10),
    ("inheritance", "collect", 100),
]

DECKS = {"chance": CHANCE_CARDS, "chest": CHEST_CARDS}
CARDS = {card[0]: card for deck in DECKS.values() for card in deck}
DECK_OF = {card[0]: name for name, deck in DECKS.items() for card in deck}
