"""搶錢一族 Easy Money, one test per line of rules/easymoney.md: Money, Setup, Board, Turn and the
squares that only move money (A Double, B Nothing, C Make Money). The betting squares (D–H) are in
test_easymoney_bets.py, the bank running dry, the end and the views in test_easymoney_end.py, the
card, ticket and odds tables in test_easymoney_cards.py."""

import pytest
from easymoney_helpers import (
    SMALL,
    act,
    at,
    cash,
    conserved,
    dice,
    game,
    keys,
    move,
    on_top,
    set_box,
    set_cash,
)
from helpers import events, new_dealt
from tycoon.core import IllegalAction, legal_actions, optional_actions, play_automatic
from tycoon.variants.easymoney.board import (
    BUNDLES,
    LOTTERY_SQUARE,
    PASS_KINDS,
    SIZE,
    SQUARES,
    START_FUNDS,
    STOP_KINDS,
    TOTAL,
    UNIT,
    stake_options,
)
from tycoon.variants.easymoney.piles import boxed, total


# ---- Money ------------------------------------------------------------------------------------
def test_whole_game_holds_72m_in_40_bundles_of_each_of_four_values():
    assert BUNDLES == (100_000, 200_000, 500_000, 1_000_000)
    assert TOTAL == 40 * sum(BUNDLES) == 72_000_000
    for players in (2, 3, 4):
        assert total(new_dealt("easymoney", [{"name": str(i)} for i in range(players)], 1)) == TOTAL


def test_money_is_counted_in_units_of_10k_everywhere_in_a_game():
    state = new_dealt("easymoney", [{"name": f"Bot {i}", "bot": True} for i in range(3)], 11)
    while not state.over:
        play_automatic(state)
        piles = [state.board["bank"], state.board["pot"]]
        piles += [v for p in state.players for v in (p["cash"], p["double"], p["rise"], p["fall"], *p["numbers"])]
        assert all(v % UNIT == 0 for v in piles), piles
    amounts = [v for _key, params, *_ in state.log for name, v in params.items() if name == "amount"]
    assert amounts and all(a % UNIT == 0 for a in amounts)


def test_money_only_moves_between_the_piles_and_boxes_total_always_72m():
    """Public pile, lottery pile, own funds, Double, Rise/Fall and Number boxes: nothing else holds
    money, and the total is $72,000,000 after every action of a bot game (the playouts check
    every action of many more)."""
    state = new_dealt("easymoney", [{"name": f"Bot {i}", "bot": True} for i in range(4)], 5)
    seen = set()
    while not state.over:
        play_automatic(state)
        assert total(state) == TOTAL
        seen.add(state.phase)
    assert {"stake", "order", "roll", "wall_street", "final"} <= seen


def test_stake_is_one_or_two_bundles_within_funds():
    assert stake_options(50_000) == []
    assert stake_options(300_000) == [(100_000,), (200_000,), (100_000, 100_000), (200_000, 100_000)]
    everything = stake_options(10_000_000)
    assert len(everything) == 4 + 10  # four single bundles, ten pairs (a >= b)
    assert all(len(s) in (1, 2) and all(b in BUNDLES for b in s) for s in everything)
    for funds in (100_000, 700_000, 1_100_000, 2_000_000):
        assert all(sum(s) <= funds for s in stake_options(funds))
    assert (1_000_000, 1_000_000) in stake_options(2_000_000)
    state = game()
    set_box(state, 1, 0)
    set_cash(state, 1, 600_000)
    stakes = [a.args for a in legal_actions(state, 1) if a.kind == "double"]
    assert stakes == stake_options(600_000)
    assert (500_000, 200_000) not in stakes and (500_000, 100_000) in stakes
    act(state, 1, "double", 500_000, 100_000)
    assert state.players[1]["cash"] == 0 and state.players[1]["double"] == 600_000
    assert conserved(state)


# ---- Setup ------------------------------------------------------------------------------------
def test_two_to_four_players():
    for players in (1, 5):
        with pytest.raises(ValueError):
            new_dealt("easymoney", [{"name": str(i)} for i in range(players)], 1)
    for players in (2, 3, 4):
        new_dealt("easymoney", [{"name": str(i)} for i in range(players)], 1)


def test_setup_lottery_pile_1m_each_player_3_6m_and_one_ticket():
    state = new_dealt("easymoney", [{"name": n} for n in "ABC"], 3)
    assert state.board["pot"] == 1_000_000
    assert START_FUNDS == 2 * sum(BUNDLES) == 3_600_000
    assert cash(state) == [3_600_000] * 3
    assert state.board["bank"] == TOTAL - 1_000_000 - 3 * 3_600_000
    assert [len(p["tickets"]) for p in state.players] == [1, 1, 1]
    assert len(state.board["tickets"]) == 10 - 3


def test_setup_each_player_stakes_one_or_two_bundles_in_the_double_box():
    state = new_dealt("easymoney", [{"name": n} for n in "AB"], 3)
    assert state.phase == "stake" and state.sealed["waiting"] == [0, 1]
    legal = legal_actions(state, 0)
    assert {a.kind for a in legal} == {"double"}  # a stake is required, no pass
    assert {a.args for a in legal} == set(stake_options(START_FUNDS))
    act(state, 0, "double", 1_000_000, 500_000)
    assert state.players[0]["double"] == 0  # sealed until everyone has staked
    act(state, 1, "double", 200_000)
    assert [p["double"] for p in state.players] == [1_500_000, 200_000]
    assert cash(state) == [2_100_000, 3_400_000]
    assert conserved(state)


def test_token_starts_on_make_money():
    state = game()
    assert state.board["token"] == 0 and SQUARES[0]["kind"] == "make_money"


def test_highest_single_die_roll_starts():
    state = new_dealt("easymoney", [{"name": n} for n in "ABC"], 3)
    for seat in range(3):
        act(state, seat, "double", SMALL)
    assert state.chance == {"kind": "dice", "count": 1, "sides": 6, "why": "order"}  # one die each
    for die in (2, 5, 3):
        dice(state, die)
    assert state.phase == "roll" and state.turn_seat == state.actor == 1 and state.board["first"] == 1


def test_start_ties_only_tied_reroll():
    """Clarification 6: only the tied players roll again."""
    state = new_dealt("easymoney", [{"name": n} for n in "ABCD"], 3)
    for seat in range(4):
        act(state, seat, "double", SMALL)
    for die in (5, 2, 5, 4):
        dice(state, die)
    assert events(state, "em_order_tie") == [{"players": [0, 2], "die": 5}]
    assert state.phase == "order" and state.actor == 0
    dice(state, 3)  # seat 0
    assert state.actor == 2  # seat 1 and seat 3 do not roll again
    dice(state, 4)  # seat 2
    assert state.turn_seat == state.board["first"] == 2 and state.phase == "roll"
    assert [e["player"] for e in events(state, "em_order_roll")] == [0, 1, 2, 3, 0, 2]


# ---- Board ------------------------------------------------------------------------------------
def test_board_is_a_loop_of_30_with_the_ruled_composition():
    assert SIZE == len(SQUARES) == 30
    counts = {}
    for square in SQUARES:
        counts[square["kind"]] = counts.get(square["kind"], 0) + 1
    assert counts == {"make_money": 1, "lottery": 1, "greed": 2, "lucky": 2, "mystery": 2, "double": 8,
                      "nothing": 6, "wall_street": 8}
    letters = {s["kind"]: s["letter"] for s in SQUARES}
    assert letters == {"double": "A", "nothing": "B", "make_money": "C", "lottery": "D", "greed": "E",
                       "wall_street": "F", "lucky": "G", "mystery": "H"}


def test_make_money_at_square_0_and_lottery_at_the_lower_right():
    """Clockwise from the lower left, a 9 × 8 loop of 30 reaches its lower-right corner at 22."""
    assert SQUARES[0]["kind"] == "make_money"
    assert LOTTERY_SQUARE == 22 and SQUARES[22]["kind"] == "lottery"


def test_no_two_pass_squares_adjacent():
    for i in range(SIZE):
        both = SQUARES[i]["kind"] in PASS_KINDS and SQUARES[(i + 1) % SIZE]["kind"] in PASS_KINDS
        assert not both, f"pass-squares {i} and {(i + 1) % SIZE} side by side"


def test_types_c_d_e_g_h_act_on_pass_a_b_f_only_on_stop():
    assert PASS_KINDS == {"make_money", "lottery", "greed", "lucky", "mystery"}
    assert STOP_KINDS == {"double", "nothing", "wall_street"}
    for square in SQUARES:
        assert square["acts"] == ("pass" if square["letter"] in "CDEGH" else "stop")


# ---- Turn -------------------------------------------------------------------------------------
def test_roll_two_black_dice_and_move_the_shared_token_clockwise():
    state = game(3)
    at(state, 5)
    move(state, 2, 3)  # 5 -> 10 (Wall Street), passing 6 7 8(Lucky) 9
    assert events(state, "em_rolled")[-1] == {"player": 0, "dice": [2, 3], "total": 5}
    assert state.board["token"] == 10
    assert "token" in state.board and not any("position" in p for p in state.players)  # one shared token


def test_token_wraps_around_the_loop():
    state = game()
    at(state, 27)
    move(state, 1, 2)  # 27 -> 0: stops on Make Money
    assert state.board["token"] == 0


def test_stop_only_squares_do_nothing_when_passed():
    state = game()
    at(state, 0)
    move(state, 1, 2)  # passes Double (1) and Wall Street (2), stops on Nothing (3)
    got = keys(state)
    assert "em_double_square" not in got and "em_rumour" not in got and "em_nothing_square" in got


def test_pass_squares_resolve_in_order():
    """Mystery (4), Lucky Dice (8), Greed (11) act as the token passes them, in that order, and the
    square it stops on, Double (12), last."""
    state = game()
    on_top(state, "mystery", "bonus")
    start = len(state.log)
    move(state, 6, 6)
    assert state.phase == "lucky_bets"  # the Mystery card is already obeyed
    act(state, 0, "pass")
    act(state, 1, "pass")
    assert state.phase == "greed_pick"
    act(state, 0, "greed", 1)
    dice(state, 1)
    got = keys(state, start)
    order = [got.index(k) for k in ("em_mystery_card", "em_lucky_open", "em_greed_picked", "em_double_square")]
    assert order == sorted(order)
    assert state.phase == "roll" and state.turn_seat == 1


def test_landing_on_a_pass_square_acts_once():
    state = game()
    at(state, 20)
    move(state, 1, 1)  # stops on the Lottery (22)
    assert state.phase == "lottery"
    dice(state, 1, 1, 1)
    assert len(events(state, "em_lottery_drawn")) == 1 and state.phase == "roll"


def test_double_box_change_open_to_every_seat_before_the_roll():
    """Leave it, take it all back, or (from empty) stake 1–2 bundles; any seat, out of turn."""
    state = game(3)
    assert [a.kind for a in optional_actions(state, 2)] == ["take"]
    act(state, 2, "take")
    assert state.players[2]["double"] == 0 and state.players[2]["cash"] == START_FUNDS
    act(state, 1, "take")
    move(state, 1, 2)  # to Nothing: seat 0's box lost, the others' empty boxes fined
    assert state.turn_seat == 1
    assert {a.args for a in optional_actions(state, 2)} == set(stake_options(state.players[2]["cash"]))
    act(state, 2, "double", 500_000, 200_000)
    assert state.players[2]["double"] == 700_000
    assert conserved(state)


def test_one_double_box_change_per_roll():
    """Clarification 5: one change per player before each movement roll."""
    state = game()
    act(state, 1, "take")
    assert optional_actions(state, 1) == []
    with pytest.raises(IllegalAction):
        act(state, 1, "double", SMALL)
    act(state, 0, "take")
    assert [a.kind for a in legal_actions(state, 0)] == ["roll"]
    move(state, 1, 2)  # Nothing: two empty boxes fined
    assert optional_actions(state, 0) and legal_actions(state, 1)[0].kind == "double"


def test_double_box_change_only_before_a_movement_roll():
    state = game()
    at(state, 9)
    move(state, 1, 1)  # Greed
    assert state.phase == "greed_pick"
    assert optional_actions(state, 1) == []
    act(state, 0, "greed", 1)
    assert legal_actions(state, 1) == []


def test_no_money_rule_pays_roll_times_100k_before_squares():
    """Special rule 1 (#14, Clarification 4): no own funds, own turn, straight after the roll."""
    state = game()
    set_cash(state, 0, 0)
    at(state, 28)
    start = len(state.log)
    move(state, 1, 1)  # to Make Money
    got = keys(state, start)
    assert got.index("em_no_money") < got.index("em_token_moved") < got.index("em_make_money_stop")
    assert events(state, "em_no_money") == [{"player": 0, "amount": 200_000, "total": 2}]
    assert state.players[0]["cash"] == 200_000 + 2_000_000


def test_no_money_rule_only_on_own_turn():
    state = game()
    set_cash(state, 1, 0)
    at(state, 0)
    move(state, 1, 2)  # seat 0 rolls; seat 1 (broke) gets nothing; Nothing fines nobody (boxes full)
    assert events(state, "em_no_money") == [] and state.players[1]["cash"] == 0


def test_below_smallest_bundle_counts_as_no_funds():
    """Clarification 4: below $100,000 counts as no own funds at all."""
    state = game()
    set_cash(state, 0, 90_000)
    on_top(state, "mystery", "ticket")
    at(state, 0)
    move(state, 2, 2)  # 4 = Mystery
    assert events(state, "em_no_money")[0]["amount"] == 400_000
    state = game()
    set_cash(state, 1, 90_000)
    at(state, 0)
    move(state, 1, 1)  # 2 = Wall Street: seat 1 may not stake
    assert state.sealed["waiting"] == [0]


# ---- A. Double ---------------------------------------------------------------------------------
def test_stop_on_double_doubles_every_box_from_the_public_pile():
    state = game(3, stakes={0: (1_000_000,), 1: (200_000, 100_000), 2: (SMALL,)})
    bank, before = state.board["bank"], cash(state)
    at(state, 22)
    move(state, 1, 1)  # 24 = Double, passing Nothing (23), which only acts on a stop
    assert [p["double"] for p in state.players] == [2_000_000, 600_000, 200_000]
    assert cash(state) == before  # the gain stays in the box
    assert bank - state.board["bank"] == 1_400_000
    assert [e["player"] for e in events(state, "em_double_paid")] == [0, 1, 2]
    assert conserved(state)


def test_empty_double_box_fined():
    """A and B: an empty Double box pays $500,000 to the lottery pile."""
    for start, kind in ((22, "double"), (0, "nothing")):
        state = game(3)
        act(state, 1, "take")
        pot = state.board["pot"]
        at(state, start)
        move(state, 1, 1) if kind == "double" else move(state, 1, 2)  # 22 -> 24 Double; 0 -> 3 Nothing
        assert events(state, "em_empty_box_fined") == [{"player": 1, "amount": 500_000}], kind
        assert state.players[1]["cash"] == START_FUNDS - 500_000
        lost = sum(e["amount"] for e in events(state, "em_double_lost"))  # Nothing: the full boxes
        assert state.board["pot"] - pot == 500_000 + lost
        assert conserved(state)


def test_fine_larger_than_funds_takes_all_funds_no_debt():
    """Clarification 3: the player pays all their own funds; no debt remains."""
    state = game()
    act(state, 1, "take")
    set_cash(state, 1, 300_000)
    pot = state.board["pot"]
    at(state, 1)
    move(state, 1, 1)  # Nothing
    assert events(state, "em_empty_box_fined") == [{"player": 1, "amount": 300_000}]
    assert state.players[1]["cash"] == 0 and state.board["pot"] == pot + 300_000 + SMALL
    assert "debt" not in state.players[1] and conserved(state)


# ---- B. Nothing --------------------------------------------------------------------------------
def test_stop_on_nothing_sends_every_double_box_to_the_lottery_pile():
    state = game(3, stakes={0: (1_000_000, 500_000), 1: (200_000,), 2: (SMALL,)})
    pot = state.board["pot"]
    at(state, 0)
    move(state, 1, 2)  # Nothing (3)
    assert [p["double"] for p in state.players] == [0, 0, 0]
    assert state.board["pot"] == pot + 1_800_000
    assert cash(state) == [START_FUNDS - 1_500_000, START_FUNDS - 200_000, START_FUNDS - SMALL]


# ---- C. Make Money ------------------------------------------------------------------------------
def test_pass_make_money_pays_the_active_player_1m():
    state = game()
    set_box(state, 0, 0)
    set_box(state, 1, 0)
    at(state, 27)
    before = cash(state)
    move(state, 1, 3)  # passes 28, 29, 0 (Make Money), stops on Double (1): both boxes empty, fined
    assert events(state, "em_make_money_pass") == [{"player": 0, "amount": 1_000_000}]
    assert cash(state) == [before[0] + 1_000_000 - 500_000, before[1] - 500_000]


def test_stop_on_make_money_pays_2m_not_3m():
    """#7: stopping pays $2,000,000 instead of the $1,000,000 for passing."""
    state = game()
    at(state, 28)
    before = state.players[0]["cash"]
    move(state, 1, 1)
    assert events(state, "em_make_money_stop") == [{"player": 0, "amount": 2_000_000}]
    assert events(state, "em_make_money_pass") == []
    assert state.players[0]["cash"] == before + 2_000_000


def test_make_money_pays_only_the_active_player():
    state = game(3, first=2)
    at(state, 28)
    before = cash(state)
    move(state, 1, 1)
    assert cash(state) == [before[0], before[1], before[2] + 2_000_000]


def test_boxes_are_counted_as_the_players_money_on_the_table():
    state = game(2, stakes={0: (1_000_000,), 1: (SMALL,)})
    assert boxed(state.players[0]) == 1_000_000 and total(state) == TOTAL
