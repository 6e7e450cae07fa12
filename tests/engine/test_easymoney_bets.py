"""搶錢一族 Easy Money, one test per line of rules/easymoney.md: the squares that ask for dice or
stakes — D Lottery, E Greed, F Wall Street — with their Clarifications (7, 9, 11). G Lucky Dice is
in test_easymoney_lucky.py, H Mystery Jackpot and the decks in test_easymoney_mystery.py."""

import pytest
from easymoney_helpers import (
    SMALL,
    act,
    all_pass,
    at,
    cash,
    conserved,
    dice,
    game,
    give_tickets,
    keys,
    move,
    on_top,
    roll_of,
    set_cash,
)
from helpers import deal, events
from tycoon.core import CHANCE, IllegalAction, legal_actions, view
from tycoon.variants.easymoney.board import START_FUNDS, stake_options
from tycoon.variants.easymoney.cards import WALL_STREET
from tycoon.variants.easymoney.tickets import TICKETS


# ---- D. Lottery ---------------------------------------------------------------------------------
def to_lottery(state):
    """The turn's token stops on the Lottery (22) from 20 (passing Wall Street, stop-only)."""
    at(state, 20)
    move(state, 1, 1)
    assert state.phase == "lottery" and state.chance["count"] == 3


def test_lottery_draws_one_more_ticket_then_rolls_red_white_blue():
    state = game(3)
    before = [len(p["tickets"]) for p in state.players]
    to_lottery(state)
    assert [len(p["tickets"]) for p in state.players] == [before[0] + 1, *before[1:]]
    assert state.chance == {"kind": "dice", "count": 3, "sides": 6, "why": "lottery"}


def test_passing_the_lottery_draws_too():
    state = game()
    give_tickets(state, {0: [1], 1: [2]})
    at(state, 21)
    move(state, 1, 2)  # passes the Lottery (22), Nothing (23), stops on Double (24)
    assert state.phase == "lottery"
    dice(state, *roll_of(5))
    assert events(state, "em_lottery_nobody") and "em_double_square" in keys(state)


def test_lottery_win_takes_pot_tops_up_1m_and_reshuffles_tickets():
    state = game(3, first=1)
    give_tickets(state, {0: [4], 1: [1], 2: [2]})
    on_top(state, "tickets", 7)  # seat 1 draws ticket 7 on the square
    state.board["pot"] += 2_000_000
    state.board["bank"] -= 2_000_000
    pot, bank, before = state.board["pot"], state.board["bank"], cash(state)
    to_lottery(state)
    assert state.players[1]["tickets"] == [1, 7]
    dice(state, *roll_of(2))  # seat 2 holds ticket 2
    assert events(state, "em_lottery_won") == [{"player": 2, "amount": pot, "ticket": 2}]
    assert cash(state) == [before[0], before[1], before[2] + pot]
    assert state.board["pot"] == 1_000_000 and state.board["bank"] == bank - 1_000_000
    assert state.chance["why"] == "tickets" and not events(state, "em_tickets_reshuffled")  # chance shuffles
    deal(state, 3, 8, 1, 2, 4, 5, 6, 7, 9, 10)  # every ticket back, in this order
    assert [p["tickets"] for p in state.players] == [[1], [3], [8]]  # everyone takes one, in turn order
    assert state.board["tickets"] == [2, 4, 5, 6, 7, 9, 10]
    held = [t for p in state.players for t in p["tickets"]]
    assert sorted(held + state.board["tickets"]) == sorted(TICKETS)
    assert [e["player"] for e in events(state, "em_ticket_drawn")[-3:]] == [1, 2, 0]  # in turn order
    assert conserved(state)


def test_lottery_no_winner_pot_and_tickets_stay():
    state = game(2)
    give_tickets(state, {0: [1], 1: [2]})
    on_top(state, "tickets", 3)
    pot, deck = state.board["pot"], [t for t in state.board["tickets"] if t != 3]
    to_lottery(state)
    dice(state, *roll_of(9))
    assert events(state, "em_lottery_nobody") == [{"ticket": 9, "pot": pot}]
    assert state.board["pot"] == pot and state.board["tickets"] == deck
    assert [p["tickets"] for p in state.players] == [[1, 3], [2]]


def test_lottery_skips_draw_when_no_ticket_left():
    """Clarification 9."""
    state = game(2)
    give_tickets(state, {0: [1, 3, 5, 7, 9], 1: [2, 4, 6, 8, 10]})
    to_lottery(state)
    assert events(state, "em_no_ticket_left") == [{"player": 0}]
    assert len(state.players[0]["tickets"]) == 5 and state.phase == "lottery"
    dice(state, *roll_of(4))
    assert events(state, "em_lottery_won")[0]["player"] == 1


def test_each_lottery_draw_has_exactly_one_winning_ticket():
    from tycoon.variants.easymoney.tickets import WINNER, number_of

    for red in range(1, 7):
        for white in range(1, 7):
            for blue in range(1, 7):
                number = number_of(red, white, blue)
                assert [t for t, numbers in TICKETS.items() if number in numbers] == [WINNER[number]]


# ---- E. Greed -------------------------------------------------------------------------------------
def to_greed(state):
    at(state, 9)
    move(state, 1, 1)  # stops on Greed (11), passing Wall Street (10): stop-only
    assert state.phase == "greed_pick"


def test_greed_picks_another_player_and_takes_total_times_100k():
    state = game(3)
    to_greed(state)
    assert [a.args for a in legal_actions(state, 0)] == [(1,), (2,)]  # another player, never oneself
    act(state, 0, "greed", 2)
    dice(state, 3)
    act(state, 0, "greed_roll")
    dice(state, 5)
    assert view(state, 0)["greed"]["points"] == 8 and view(state, 0)["greed"]["claim"] == 800_000
    before = cash(state)
    act(state, 0, "greed_stop")
    assert events(state, "em_greed_paid") == [{"payer": 2, "payee": 0, "amount": 800_000, "points": 8}]
    assert cash(state) == [before[0] + 800_000, before[1], before[2] - 800_000]
    assert state.phase == "roll" and state.turn_seat == 1


def test_greed_one_ends_with_nothing():
    state = game()
    to_greed(state)
    act(state, 0, "greed", 1)
    for die in (6, 5):
        dice(state, die)
        act(state, 0, "greed_roll")
    before = cash(state)
    dice(state, 1)
    assert events(state, "em_greed_bust") == [{"player": 0, "lost": 11}]
    assert cash(state) == before and state.phase == "roll" and state.turn_seat == 1


def test_greed_rolls_again_and_again_as_the_player_chooses():
    state = game()
    to_greed(state)
    act(state, 0, "greed", 1)
    for die in (2, 3, 4, 5, 6, 2, 3):
        dice(state, die)
        assert {a.kind for a in legal_actions(state, 0)} == {"greed_roll", "greed_stop"}
        act(state, 0, "greed_roll")
    dice(state, 4)
    act(state, 0, "greed_stop")
    assert events(state, "em_greed_paid")[0]["amount"] == 2_900_000


def test_greed_takes_at_most_victims_funds():
    state = game()
    set_cash(state, 1, 300_000)
    to_greed(state)
    act(state, 0, "greed", 1)
    dice(state, 6)
    act(state, 0, "greed_roll")
    dice(state, 6)
    assert view(state, 0)["greed"]["claim"] == 300_000
    act(state, 0, "greed_stop")
    assert events(state, "em_greed_paid")[0]["amount"] == 300_000
    assert state.players[1]["cash"] == 0 and state.players[1]["double"] == SMALL  # boxes are not own funds
    assert conserved(state)


def test_greed_must_roll_once_and_pick_a_victim_even_with_no_money():
    """Clarification 11."""
    state = game(3)
    set_cash(state, 2, 0)
    to_greed(state)
    assert {a.kind for a in legal_actions(state, 0)} == {"greed"}  # no way to decline
    act(state, 0, "greed", 2)  # a victim with $0 may be picked
    assert state.current_player() == CHANCE and state.chance["count"] == 1  # the first roll is forced
    with pytest.raises(IllegalAction):
        act(state, 0, "greed_stop")
    dice(state, 4)
    act(state, 0, "greed_stop")
    assert events(state, "em_greed_paid")[0]["amount"] == 0


def test_greed_acts_when_passed():
    state = game()
    at(state, 24)
    move(state, 1, 2)  # passes Greed (26), stops on Double (27)
    assert state.phase == "greed_pick"
    act(state, 0, "greed", 1)
    dice(state, 1)
    assert "em_double_square" in keys(state)


# ---- F. Wall Street -----------------------------------------------------------------------------
def to_wall_street(state, card=None):
    if card:
        on_top(state, "wall_street", card)
    at(state, 0)
    move(state, 1, 1)  # stops on Wall Street (2), passing Double (1): stop-only


def test_wall_street_shows_the_rumour_before_stakes():
    state = game()
    to_wall_street(state, "ws4")
    assert events(state, "em_rumour") == [{"back": "rise"}]
    assert state.phase == "wall_street" and state.sealed["waiting"] == [0, 1]
    assert view(state, 1)["rumour"]["back"] == "rise"
    assert "em_ws_card" not in keys(state)


def test_wall_street_stake_rise_or_fall_not_both_one_or_two_bundles():
    state = game()
    set_cash(state, 1, 700_000)
    to_wall_street(state)
    legal = legal_actions(state, 1)
    assert {a.kind for a in legal} == {"rise", "fall", "pass"}
    for side in ("rise", "fall"):
        assert [a.args for a in legal if a.kind == side] == stake_options(700_000)
    act(state, 1, "fall", 500_000, 200_000)
    with pytest.raises(IllegalAction):
        act(state, 1, "rise", SMALL)  # one answer only: not both sides


def test_wall_street_winner_paid_stake_times_odds_loser_to_pot():
    state = game(3)
    to_wall_street(state, "ws4")  # back "rise", face: fall, 1:3
    before, pot, bank = cash(state), state.board["pot"], state.board["bank"]
    act(state, 0, "fall", 200_000)
    act(state, 1, "rise", 500_000)
    act(state, 2, "pass")
    assert events(state, "em_ws_card")[0] == {"card": "ws4", "back": "rise", "result": "fall", "odds": 3}
    assert cash(state) == [before[0] + 600_000, before[1] - 500_000, before[2]]
    assert state.board["pot"] == pot + 500_000 and state.board["bank"] == bank - 600_000
    assert all(p["rise"] == p["fall"] == 0 for p in state.players)
    assert state.board["wall_street"][-1] == "ws4"  # to the bottom
    assert conserved(state)


@pytest.mark.parametrize("card", [c["id"] for c in WALL_STREET])
def test_every_wall_street_card_pays_its_odds(card):
    face = next(c for c in WALL_STREET if c["id"] == card)
    state = game()
    to_wall_street(state, card)
    act(state, 0, face["result"], 1_000_000)
    act(state, 1, "fall" if face["result"] == "rise" else "rise", 1_000_000)
    assert cash(state) == [START_FUNDS - SMALL + 1_000_000 * face["odds"], START_FUNDS - SMALL - 1_000_000]
    assert face["odds"] in (1, 2, 3)


def test_wall_street_no_stakes_card_still_turned():
    """Clarification 7: turned over, shown, put at the bottom."""
    state = game()
    to_wall_street(state, "ws9")
    all_pass(state)
    assert events(state, "em_ws_card")[0]["card"] == "ws9" and state.board["wall_street"][-1] == "ws9"
    assert view(state, 1)["last_card"]["result"] == "rise"
    assert state.phase == "roll" and state.turn_seat == 1


def test_wall_street_only_on_a_stop():
    state = game()
    at(state, 1)
    move(state, 1, 2)  # passes Wall Street (2), Nothing (3), stops on Mystery (4)
    assert "em_rumour" not in keys(state)
