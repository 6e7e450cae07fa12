"""搶錢一族 Easy Money, one test per line of rules/easymoney.md: when the bank runs dry (special rules
2–3, Clarifications 1–2), the final lottery, the End (boxes back, richest wins, ties share,
`turn_limit`: Clarification 13) and what each seat's view hides."""

import json

from easymoney_helpers import (
    SMALL,
    act,
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
    set_bank,
    set_box,
    set_cash,
)
from helpers import events, new_dealt
from tycoon.core import acting_seats, legal_actions, optional_actions, view
from tycoon.variants.easymoney.board import TOTAL
from tycoon.variants.easymoney.road import road_left
from tycoon.variants.easymoney.tickets import TICKETS


def to_final(state, d1=1, d2=2):
    """Empty the public pile, then roll: the final lottery starts before any square acts."""
    set_bank(state, 0)
    at(state, 0)
    move(state, d1, d2)
    assert state.phase == "final" and state.chance["count"] == 3


# ---- When the bank runs dry ---------------------------------------------------------------------
def test_public_pile_pays_what_is_left():
    state = game()
    set_bank(state, 300_000)
    at(state, 28)
    before = state.players[0]["cash"]
    move(state, 1, 1)  # Make Money: $2,000,000 asked, $300,000 left
    assert events(state, "em_make_money_stop") == [{"player": 0, "amount": 300_000, "short": 2_000_000}]
    assert state.players[0]["cash"] == before + 300_000 and state.board["bank"] == 0
    assert events(state, "em_final_lottery")[0]["why"] == "bank" and conserved(state)


def test_bank_dry_mid_move_finishes_square_then_final_lottery():
    """Clarification 1: the square being resolved finishes; the rest of the move does not act."""
    state = game()
    set_bank(state, 200_000)
    on_top(state, "mystery", "bonus")
    at(state, 0)
    start = len(state.log)
    move(state, 6, 6)  # Mystery (4) empties the pile; Lucky Dice (8), Greed (11), Double (12) do not act
    got = keys(state, start)
    assert events(state, "em_mystery_paid") == [{"player": 0, "amount": 200_000, "short": 500_000}]
    assert not {"em_lucky_open", "em_greed_picked", "em_double_square"} & set(got)
    assert got[-1] == "em_final_lottery" and state.phase == "final" and road_left(state) == []


def test_bank_dry_during_lucky_session_finishes_session():
    """Clarification 1: a whole Lucky Dice session, paying what is left and then nothing."""
    state = game()
    set_bank(state, 150_000)
    at(state, 6)
    move(state, 1, 1)  # Lucky Dice (8)
    act(state, 0, "luck", 4, SMALL)
    act(state, 1, "luck", 10, SMALL)
    before = cash(state)
    dice(state, 2, 2)  # 4: $200,000 asked, $150,000 left
    assert state.board["bank"] == 0 and state.phase == "lucky_roll"
    dice(state, 1, 1)  # 2: the roller's $100,000 — nothing left
    dice(state, 5, 5)  # 10: the stake back, the winnings not
    assert cash(state) == [before[0] + SMALL + 150_000, before[1] + SMALL]
    assert [e.get("short") for e in events(state, "em_lucky_won")] == [200_000, 200_000]
    assert state.phase == "final" and conserved(state)


def test_bank_dry_on_a_no_money_roll_no_square_acts():
    state = game()
    set_cash(state, 0, 0)
    set_bank(state, 100_000)
    at(state, 28)
    move(state, 1, 1)  # the no-money rule takes the last $100,000; Make Money does not act
    assert events(state, "em_no_money")[0]["amount"] == 100_000
    assert events(state, "em_make_money_stop") == [] and state.phase == "final"


def test_short_bank_pays_in_turn_order_from_active_player():
    """Clarification 2: seat 1 is active; the pile pays seat 1, then 2, then 3, then 0."""
    state = game(4, first=1)
    for seat, box in enumerate((500_000, 200_000, 300_000, 0)):
        set_box(state, seat, box)
    set_bank(state, 300_000)
    at(state, 22)
    move(state, 1, 1)  # Double (24)
    paid = [(e["player"], e["amount"]) for e in events(state, "em_double_paid")]
    assert paid == [(1, 200_000), (2, 100_000), (0, 0)]
    assert events(state, "em_empty_box_fined") == [{"player": 3, "amount": 500_000}]  # the square finishes
    assert [p["double"] for p in state.players] == [500_000, 400_000, 400_000, 0]
    assert state.phase == "final" and conserved(state)


def test_short_bank_pays_wall_street_winners_in_turn_order():
    state = game(3, first=2)
    set_bank(state, 500_000)
    on_top(state, "wall_street", "ws1")  # rise 1:1
    at(state, 0)
    move(state, 1, 1)
    for seat in (0, 1, 2):
        act(state, seat, "rise", 200_000, 100_000)
    assert [(e["player"], e["amount"]) for e in events(state, "em_ws_won")] == [(2, 300_000), (0, 200_000),
                                                                                (1, 0)]
    assert cash(state)[1] == 3_500_000 and state.phase == "final"


def test_short_bank_pays_lucky_dice_winners_in_turn_order():
    state = game(3, first=1)
    set_bank(state, 300_000)
    at(state, 6)
    move(state, 1, 1)  # Lucky Dice (8)
    for seat in (0, 1, 2):
        act(state, seat, "luck", 6, 500_000)
    dice(state, 3, 3)  # 6 pays 6:5 = $600,000 each, $300,000 left
    assert [(e["player"], e["amount"]) for e in events(state, "em_lucky_won")] == [(1, 300_000), (2, 0), (0, 0)]
    assert state.phase == "final" and conserved(state)


# ---- the final lottery ----------------------------------------------------------------------------
def test_final_lottery_active_player_rolls_and_a_holder_takes_the_pile_and_the_game_ends():
    state = game(3, first=1)
    give_tickets(state, {0: [1], 1: [2], 2: [3]})
    to_final(state)
    assert state.actor == 1 and state.pending["roller"] == 1
    pot, before = state.board["pot"], cash(state)
    dice(state, *roll_of(3))
    assert events(state, "em_final_drawn")[0]["player"] == 1
    assert events(state, "em_lottery_won") == [{"player": 2, "amount": pot, "ticket": 3}]
    assert state.over and events(state, "em_pot_topped_up") == []  # no top-up, no reshuffle: the end
    assert cash(state)[2] == before[2] + pot + SMALL  # and the Double box back


def test_final_lottery_escalates_until_winner():
    """Nobody holds it: everyone adds $500,000 (or all own funds, if less), the next player rolls."""
    state = game(3, first=2)
    give_tickets(state, {0: [1], 1: [2], 2: [3]})
    to_final(state)
    set_cash(state, 1, 200_000)
    set_bank(state, state.board["bank"])  # (set_cash took from the public pile: move it to the pot)
    pot = state.board["pot"]
    dice(state, *roll_of(9))  # seat 2 rolls: nobody
    assert events(state, "em_final_nobody") == [{"ticket": 9}]
    assert [(e["player"], e["amount"]) for e in events(state, "em_final_share")] == [
        (2, 500_000), (0, 500_000), (1, 200_000)]
    assert state.board["pot"] == pot + 1_200_000 and state.players[1]["cash"] == 0
    assert state.actor == 0 and not state.over
    dice(state, *roll_of(10))  # seat 0 rolls: nobody
    assert state.actor == 1 and state.players[1]["cash"] == 0
    pot = state.board["pot"]
    dice(state, *roll_of(1))  # seat 1 rolls: seat 0 holds ticket 1
    assert [e["player"] for e in events(state, "em_final_drawn")] == [2, 0, 1]
    assert events(state, "em_lottery_won")[-1] == {"player": 0, "amount": pot, "ticket": 1}
    assert state.over and conserved(state)


def test_final_lottery_uses_the_tickets_the_players_hold():
    state = game(2)
    give_tickets(state, {0: [1, 5], 1: [2]})
    to_final(state)
    dice(state, *roll_of(5))
    assert state.winners and events(state, "em_lottery_won")[0]["player"] == 0


# ---- End ---------------------------------------------------------------------------------------
def test_boxes_return_at_the_end_and_richest_wins_ties_share():
    state = game(2, stakes={0: (500_000,)})
    give_tickets(state, {0: [1], 1: [2]})
    to_final(state)
    state.players[0].update(cash=1_000_000, double=500_000)
    state.players[1].update(cash=1_500_000, double=0, numbers=[0, 0, 0, 0, 0, 0])
    state.players[1]["rise"] = 500_000
    state.board["pot"] = 500_000
    state.board["bank"] = TOTAL - 4_000_000
    dice(state, *roll_of(1))  # seat 0: 1,000,000 + 500,000 pot + 500,000 box = 2,000,000 = seat 1's
    assert [(e["player"], e["amount"]) for e in events(state, "em_boxes_returned")] == [(0, 500_000), (1, 500_000)]
    assert cash(state) == [2_000_000, 2_000_000] and state.winners == [0, 1]
    assert all(p["double"] == p["rise"] == p["fall"] == 0 and not any(p["numbers"]) for p in state.players)
    assert events(state, "game_over") == [{"winners": [0, 1]}] and conserved(state)


def test_richest_own_funds_wins():
    state = game(3)
    give_tickets(state, {0: [1], 1: [2], 2: [3]})
    to_final(state)
    dice(state, *roll_of(2))
    assert state.winners == [1] and legal_actions(state, 0) == [] and state.phase == "over"
    assert [e["player"] for e in events(state, "em_final_worth")] == [0, 1, 2]


def test_turn_limit_counts_full_rounds():
    """Clarification 13: every seat has had the same number of turns (seat 1 starts here)."""
    state = game(3, first=1, turn_limit=2)
    for _turn in range(6):
        at(state, 0)
        move(state, 1, 2)  # Nothing (3)
    assert [e["player"] for e in events(state, "em_roll")] == [1, 2, 0, 1, 2, 0]
    assert events(state, "em_final_lottery")[0]["why"] == "turn_limit"
    assert state.phase == "final" and state.actor == 1  # the first player rolls first
    assert state.board["bank"] > 0


def test_turn_limit_off_by_default():
    state = new_dealt("easymoney", [{"name": "A"}, {"name": "B"}], 1)
    assert state.options == {"turn_limit": 0}
    state = game()
    for _turn in range(10):
        at(state, 0)
        move(state, 1, 2)
    assert state.phase == "roll" and state.round == 6


# ---- views --------------------------------------------------------------------------------------
def test_views_hide_other_seats_tickets_and_sealed_stakes():
    state = game(3)
    mine = view(state, 0)
    assert mine["players"][0]["tickets"] == state.players[0]["tickets"]
    assert [p["tickets"] for p in mine["players"][1:]] == [None, None]
    assert [p["ticket_count"] for p in mine["players"]] == [1, 1, 1]
    assert list(mine["my_ticket_numbers"]) == [str(state.players[0]["tickets"][0])]
    assert all(p["tickets"] is None for p in view(state, None)["players"])
    seen = [params for key, params in view(state, 1, recent=200)["log"] if key == "em_your_ticket"]
    assert [p["player"] for p in seen] == [1]
    on_top(state, "wall_street", "ws1")
    at(state, 0)
    move(state, 1, 1)  # Wall Street: sealed stakes
    act(state, 0, "fall", 1_000_000, 500_000)
    other = view(state, 1, recent=200)
    assert other["sealed"]["answered"] == [0] and other["sealed"]["mine"] is None
    assert "fall 1000000 500000" not in json.dumps(other) and "em_ws_staked" not in json.dumps(other)
    assert view(state, 0)["sealed"]["mine"] == "0 fall 1000000 500000"
    assert state.players[0]["fall"] == 0  # not on the board either until everyone has answered


def test_setup_double_box_stakes_are_sealed_and_box_changes_block_nobody():
    state = new_dealt("easymoney", [{"name": n} for n in "ABC"], 3)
    act(state, 2, "double", 1_000_000, 1_000_000)
    assert "1000000 1000000" not in json.dumps(view(state, 0, recent=200)) and state.players[2]["double"] == 0
    assert view(state, 2)["sealed"]["mine"] == "2 double 1000000 1000000"
    for seat in (0, 1):
        act(state, seat, "double", SMALL)
    for die in (6, 1, 1):
        dice(state, die)
    assert acting_seats(state) == [0]  # the roll waits for nobody's Double box
    assert optional_actions(state, 1) and optional_actions(state, 2)


def test_views_show_every_ticket_at_the_end():
    state = game(2)
    give_tickets(state, {0: [1], 1: [2]})
    to_final(state)
    dice(state, *roll_of(2))
    assert [p["tickets"] for p in view(state, 0)["players"]] == [[1], [2]]


def test_view_shows_the_tables_figures():
    state = game(2)
    seen = view(state, 1)
    assert seen["total"] == TOTAL and seen["bank"] == state.board["bank"] and seen["pot"] == 1_000_000
    assert seen["token"] == 0 and seen["bundles"] == [100_000, 200_000, 500_000, 1_000_000]
    assert sorted(int(t) for t in seen["my_ticket_numbers"]) == state.players[1]["tickets"]
    assert all(len(TICKETS[int(t)]) in (21, 22) for t in seen["my_ticket_numbers"])
