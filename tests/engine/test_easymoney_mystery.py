"""搶錢一族 Easy Money, one test per line of rules/easymoney.md: H Mystery Jackpot (each of the ten
cards, the kept Shield, Clarification 12) and the Wall Street and Mystery decks (Clarification 8)."""

import pytest
from easymoney_helpers import at, cash, conserved, game, keys, move, on_top
from helpers import deal, dealt, events
from tycoon.core.rng import skip
from tycoon.variants.easymoney import wall_street
from tycoon.variants.easymoney.cards import MYSTERY_IDS, WALL_STREET
from tycoon.variants.easymoney.decks import draw, to_bottom


# ---- H. Mystery Jackpot ---------------------------------------------------------------------------
def to_mystery(state, card):
    on_top(state, "mystery", card)
    at(state, 2)
    move(state, 1, 1)  # stops on Mystery (4), passing Nothing (3): stop-only


MONEY_CARDS = {  # card -> (change of the active seat, of each other seat, of the lottery pile)
    "jackpot": (1_000_000, 0, 0), "bonus": (500_000, 0, 0), "collect": (400_000, -200_000, 0),
    "tax": (-500_000, 0, 500_000), "treat": (-200_000, 100_000, 0),
}


@pytest.mark.parametrize("card", sorted(MONEY_CARDS))
def test_mystery_money_cards(card):
    state = game(3)
    before, pot = cash(state), state.board["pot"]
    to_mystery(state, card)
    mine, each, to_pot = MONEY_CARDS[card]
    assert cash(state) == [before[0] + mine, before[1] + each, before[2] + each]
    assert state.board["pot"] == pot + to_pot and conserved(state)


def test_mystery_card_obeyed_and_goes_to_bottom():
    for card in MYSTERY_IDS:
        if card == "shield":
            continue
        state = game()
        to_mystery(state, card)
        assert events(state, "em_mystery_card")[0] == {"player": 0, "card": card}
        assert state.board["mystery"][-1] == card, card


def test_mystery_express_jumps_to_the_next_double_and_stops():
    state = game()
    to_mystery(state, "express")
    assert state.board["token"] == 5 and "em_double_square" in keys(state)


def test_mystery_slip_goes_back_three_and_stops():
    state = game()
    to_mystery(state, "slip")
    assert state.board["token"] == 1 and events(state, "em_token_jumped") == [{"player": 0, "square": 1}]
    assert "em_double_square" in keys(state)


@pytest.mark.parametrize("card,square", [("express", 5), ("slip", 1)])
def test_mystery_move_card_passed_jumps_from_the_mystery_square(card, square):
    """Squares act in the order the token reaches them: a Mystery card drawn while passing moves
    the token from the Mystery square (4), not from where the roll would have stopped (9); the
    rest of the roll (Lucky Dice at 8, Nothing at 9) does not act."""
    state = game()
    on_top(state, "mystery", card)
    at(state, 2)
    move(state, 3, 4)  # 2 -> 9: passes Mystery (4) and Lucky Dice (8), stops on Nothing (9)
    assert state.board["token"] == square and events(state, "em_token_jumped")[0]["square"] == square
    got = keys(state)
    assert "em_double_square" in got and "em_lucky_open" not in got and "em_nothing_square" not in got


def test_mystery_greed_card_plays_greed_now():
    state = game()
    to_mystery(state, "greed")
    assert state.phase == "greed_pick"


def test_mystery_ticket_card_draws_a_ticket():
    state = game()
    to_mystery(state, "ticket")
    assert len(state.players[0]["tickets"]) == 2


def test_mystery_shield_is_kept_and_saves_a_double_box_from_nothing():
    state = game(stakes={0: (1_000_000,)})
    to_mystery(state, "shield")
    assert state.players[0]["kept"] == ["shield"] and "shield" not in state.board["mystery"]
    at(state, 0)
    move(state, 1, 2)  # seat 1 stops on Nothing
    assert events(state, "em_shield_used") == [{"player": 0, "amount": 1_000_000}]
    assert state.players[0]["double"] == 1_000_000 and state.players[1]["double"] == 0


def test_kept_shield_goes_to_bottom_after_use():
    """Clarification 12."""
    state = game()
    to_mystery(state, "shield")
    at(state, 0)
    move(state, 1, 2)
    assert state.players[0]["kept"] == [] and state.board["mystery"][-1] == "shield"
    assert sorted(state.board["mystery"]) == sorted(MYSTERY_IDS)


def test_mystery_acts_when_passed():
    state = game()
    on_top(state, "mystery", "bonus")
    at(state, 3)
    move(state, 1, 1)  # passes Mystery (4), stops on Double (5)
    assert events(state, "em_mystery_paid") == [{"player": 0, "amount": 500_000}]


# ---- the decks (Clarification 8) ----------------------------------------------------------------
def test_decks_reshuffled_after_every_card_drawn():
    state = game()
    order = list(state.board["wall_street"])
    for n in range(1, 10):
        wall_street.turn(state)
        assert state.board["wall_street"] == order[n:] + order[:n]  # drawn from the top, back at the bottom
    rng = state.rng
    wall_street.turn(state)  # the tenth card: every card drawn once -> chance shuffles the deck (a deal)
    assert state.chance["why"] == "wall_street" and state.chance["items"] == order
    deal(state, *reversed(order))
    assert state.board["wall_street"] == order[::-1] and state.board["wall_street_drawn"] == []
    assert state.rng == skip(rng, len(order) - 1)  # a shuffle's steps of the state's generator
    mystery = list(state.board["mystery"])
    for n in range(1, 11):
        to_bottom(state, "mystery", draw(state, "mystery"))
        assert (state.chance is not None) == (n == 10)
    dealt(state)  # as the state's generator shuffles it
    assert state.board["mystery_drawn"] == [] and sorted(state.board["mystery"]) == sorted(mystery)


def test_decks_reshuffle_counts_only_cards_in_the_deck_while_the_shield_is_kept():
    state = game()
    on_top(state, "mystery", "shield")
    state.players[0]["kept"].append(draw(state, "mystery"))
    for n in range(1, 10):
        to_bottom(state, "mystery", draw(state, "mystery"))
        assert (state.chance is not None) == (n == 9)  # the nine cards in the deck drawn: shuffled
    assert "shield" not in state.chance["items"] and len(state.chance["items"]) == 9


def test_several_wall_street_cards_share_each_back():
    backs = {}
    for card in WALL_STREET:
        backs.setdefault(card["back"], []).append(card["id"])
    assert len(WALL_STREET) == 10 and all(len(ids) >= 2 for ids in backs.values())
