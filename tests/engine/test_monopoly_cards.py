"""Chance and Community Chest, one test per card effect, with stacked decks (rules/monopoly.md)."""

from helpers import act, dice, events, kinds, roll, two_player_game
from tycoon.variants.monopoly.cards import CHANCE_CARDS, CHEST_CARDS


def stack(state, deck, card):
    """Put `card` on top of `deck`, as a tester would stack a real deck."""
    state.board["decks"][deck].remove(card)
    state.board["decks"][deck].insert(0, card)


def draw_chance(state, card, start=4, d=(2, 1)):
    """Seat 0 moves from `start` onto Chance (square 7) with `card` on top."""
    stack(state, "chance", card)
    state.players[0]["position"] = start
    roll(state, 0, *d)


def test_decks_have_sixteen_cards_each_and_are_shuffled():
    state = two_player_game()
    decks = state.board["decks"]
    assert len(decks["chance"]) == len(CHANCE_CARDS) == 16 and len(decks["chest"]) == len(CHEST_CARDS) == 16
    assert decks["chance"] != [c[0] for c in CHANCE_CARDS]


def test_a_drawn_card_goes_to_the_bottom():
    state = two_player_game()
    draw_chance(state, "dividend")
    assert state.board["decks"]["chance"][-1] == "dividend" and state.players[0]["cash"] == 1550


def test_advance_to_go_collects_200():
    state = two_player_game()
    draw_chance(state, "advance_go")
    assert state.players[0]["position"] == 0 and state.players[0]["cash"] == 1700


def test_advance_to_illinois_collects_only_when_passing_go():
    state = two_player_game()
    draw_chance(state, "advance_illinois")
    assert state.players[0]["position"] == 24 and state.players[0]["cash"] == 1500
    state = two_player_game()
    stack(state, "chance", "advance_illinois")
    state.players[0]["position"] = 33
    roll(state, 0, 2, 1)  # Chance at 36, then on to 24 past GO
    assert state.players[0]["position"] == 24 and state.players[0]["cash"] == 1700


def test_advance_to_an_unowned_street_offers_it():
    state = two_player_game()
    draw_chance(state, "advance_boardwalk")
    assert state.phase == "buy" and state.pending["square"] == 39


def test_nearest_railroad_pays_twice_the_rent():
    state = two_player_game()
    state.board["owner"][15] = 1
    draw_chance(state, "nearest_railroad_1")
    assert state.players[0]["position"] == 15 and state.players[1]["cash"] == 1550


def test_nearest_utility_pays_ten_times_a_new_roll():
    state = two_player_game()
    state.board["owner"][12] = 1
    draw_chance(state, "nearest_utility")
    dice(state, 3, 4)
    assert state.players[1]["cash"] == 1570


def test_get_out_of_jail_free_is_kept_until_used():
    state = two_player_game()
    draw_chance(state, "jail_free_chance")
    assert "jail_free_chance" not in state.board["decks"]["chance"]
    state.players[0].update(in_jail=True, position=10)
    act(state, 0, "decline") if state.phase == "buy" else None
    state.phase = "roll"
    assert "jail_card" in kinds(state)
    act(state, 0, "jail_card")
    assert not state.players[0]["in_jail"] and state.board["decks"]["chance"][-1] == "jail_free_chance"


def test_go_back_three_spaces_resolves_the_new_square():
    state = two_player_game()
    draw_chance(state, "back_three")
    assert state.players[0]["position"] == 4 and state.phase == "income_tax"


def test_go_to_jail_card():
    state = two_player_game()
    draw_chance(state, "go_to_jail_chance")
    assert state.players[0]["in_jail"] and state.players[0]["cash"] == 1500


def test_general_repairs_charge_per_house_and_hotel():
    state = two_player_game()
    for index, houses in ((1, 3), (3, 5)):
        state.board["owner"][index], state.board["houses"][index] = 0, houses
    draw_chance(state, "general_repairs")
    assert state.players[0]["cash"] == 1500 - 3 * 25 - 100


def test_repairs_without_buildings_cost_nothing_and_log_no_payment():
    state = two_player_game()
    draw_chance(state, "general_repairs")
    assert state.players[0]["cash"] == 1500 and state.phase != "raise_cash"
    assert not events(state, "card_paid") and events(state, "card_nothing_to_pay")


def test_chairman_pays_each_player_50():
    state = two_player_game()
    draw_chance(state, "chairman")
    assert state.players[0]["cash"] == 1450 and state.players[1]["cash"] == 1550


def test_birthday_collects_10_from_every_player():
    state = two_player_game()
    stack(state, "chest", "birthday")
    roll(state, 0, 1, 1)  # Community Chest at 2
    assert state.players[0]["cash"] == 1510 and state.players[1]["cash"] == 1490


def test_a_player_short_for_a_birthday_must_raise_cash():
    state = two_player_game()
    state.players[1]["cash"] = 5
    state.board["owner"][39] = 1
    stack(state, "chest", "birthday")
    roll(state, 0, 1, 1)
    assert state.phase == "raise_cash" and state.actor == 1
    act(state, 1, "mortgage", 39)
    assert state.players[0]["cash"] == 1510 and state.actor == 0


def test_doctor_fee_is_paid_to_the_bank():
    state = two_player_game()
    stack(state, "chest", "doctor_fee")
    roll(state, 0, 1, 1)
    assert state.players[0]["cash"] == 1450 and events(state, "card_paid")


def test_every_card_can_be_drawn_in_play():
    for deck, cards, square in (("chance", CHANCE_CARDS, 7), ("chest", CHEST_CARDS, 2)):
        for card in cards:
            state = two_player_game()
            stack(state, deck, card[0])
            state.players[0]["position"] = square - 3
            roll(state, 0, 2, 1)
            assert events(state, "card_drawn")[0]["card"] == card[0]
