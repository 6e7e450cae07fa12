"""ริช รวยพลิกล็อค (Rich), one test per line of rules/rich.md "Board" and "Squares": the track as a
data table (Clarification 8), paydays passed and landed (1.1, 1.2), insurance, purple accidents,
blue family squares, traffic tickets, Good luck, Bad luck, the Flip-Lock square, the stock
exchange, changing profession and the ordinary squares. Nobody holds a Rich Card unless a test
deals one, so money moves at once (the window is in test_rich_cards.py)."""

import pytest
from helpers import act, dice, events
from rich_helpers import (
    FAIL_ROW,
    LAWYER,
    PASS_ROW,
    at,
    cash,
    flip_fail,
    flip_pass,
    game,
    move,
    no_insurance,
    rests,
    row,
)
from tycoon.core import IllegalAction, legal_actions
from tycoon.variants.rich.board import COLOUR, FINISH_1, FINISH_2, SALARY_SQUARES, SQUARES


def kinds(kind):
    return [s["index"] for s in SQUARES if s["kind"] == kind]


# ---- Board -------------------------------------------------------------------------------------
def test_one_lap_start_then_60_to_72_squares_ending_finish_1_then_finish_2():
    assert SQUARES[0]["kind"] == "start" and SQUARES[-1]["index"] == FINISH_2 == 66
    assert 60 <= len(SQUARES) - 1 <= 72
    assert (FINISH_1, FINISH_2) == (65, 66) and SQUARES[65]["key"] == "finish_1" and SQUARES[66]["key"] == "finish_2"


def test_first_square_after_start_is_a_payday_then_about_every_ten():
    assert kinds("payday") == list(SALARY_SQUARES) == [1, 11, 21, 31, 41, 51]


def test_last_payday_at_least_12_squares_before_finish_2_clarification_8():
    assert FINISH_2 - max(SALARY_SQUARES) >= 12


def test_every_kind_of_square_is_on_the_track_in_its_colour():
    assert {len(kinds(k)) for k in ("traffic", "good_luck", "bad_luck", "fliplock", "stock")} == {3}
    assert {len(kinds(k)) for k in ("move_back", "rest", "free_move", "nearest", "change")} == {2}
    assert len(kinds("purple")) == 6 and len(kinds("blue")) == 4
    for square in SQUARES:
        assert square["colour"] == COLOUR[square["kind"]]
    assert {k: COLOUR[k] for k in ("payday", "ordinary", "purple", "blue", "nearest", "stock", "change")} == {
        "payday": "yellow", "ordinary": "light-yellow", "purple": "purple", "blue": "blue", "nearest": "green",
        "stock": "red", "change": "grey-blue"}


def test_ordinary_squares_receive_or_pay_10000_to_150000():
    amounts = [s["amount"] for s in SQUARES if s["kind"] == "ordinary"]
    assert all(10_000 <= abs(a) <= 150_000 for a in amounts)
    assert any(a > 0 for a in amounts) and any(a < 0 for a in amounts)


def test_purple_damages_50000_to_200000_each_names_its_insurance():
    purple = [s for s in SQUARES if s["kind"] == "purple"]
    assert all(50_000 <= s["amount"] <= 200_000 for s in purple)
    assert sorted(s["cover"] for s in purple) == ["auto", "auto", "fire", "fire", "life", "life"]


def test_blue_squares_rates_wedding_housewarming_baby_collect_new_year_pays():
    blue = {s["key"]: (s["amount"], s["pays"]) for s in SQUARES if s["kind"] == "blue"}
    assert blue == {"wedding": (4_000, False), "housewarming": (3_000, False), "baby_daughter": (4_000, False),
                    "new_year": (3_000, True)}


def test_ordinary_square_receive_and_pay():
    state = game()
    at(state, 0, 3)
    move(state, 2, 2)  # 7: tax refund +30,000
    at(state, 1, 2)
    move(state, 1, 1)  # 4: fix the roof −40,000
    assert cash(state) == [230_000, 160_000]
    assert state.ledger == {"issued": 30_000, "collected": 40_000}


# ---- 1.1 Payday passed, insurance (#7) --------------------------------------------------------
def test_payday_passed_collects_salary_and_offers_insurance():
    state = game()
    move(state, 1, 1)  # 0 → 2, passing payday 1
    assert events(state, "rich_salary") == [{"player": 0, "square": 1, "amount": LAWYER}]
    assert state.phase == "insure" and state.players[0]["pos"] == 2
    assert {a.args for a in legal_actions(state, 0) if a.kind == "insure"} == {("auto",), ("fire",), ("life",)}
    no_insurance(state)
    assert state.players[0]["cash"] == 200_000 + LAWYER + 40_000  # side job


def test_insurance_20000_each_any_combination():
    state = game()
    move(state, 1, 1)
    act(state, 0, "insure", "fire")
    act(state, 0, "insure", "life")
    assert state.phase == "insure" and state.players[0]["insurance"] == ["fire", "life"]
    no_insurance(state)
    assert state.players[0]["cash"] == 200_000 + LAWYER - 40_000 + 40_000
    assert [e["amount"] for e in events(state, "rich_bought_insurance")] == [20_000, 20_000]


def test_insurance_all_three_at_once_then_the_offer_closes():
    state = game()
    move(state, 1, 1)
    for kind in ("auto", "fire", "life"):
        act(state, 0, "insure", kind)
    assert state.players[0]["insurance"] == ["auto", "fire", "life"] and state.turn_seat == 1


def test_insurance_at_most_one_of_each_kind_held():
    state = game()
    state.players[0]["insurance"] = ["auto"]
    move(state, 1, 1)
    assert ("auto",) not in {a.args for a in legal_actions(state, 0) if a.kind == "insure"}
    with pytest.raises(IllegalAction):
        act(state, 0, "insure", "auto")
    state.players[1]["insurance"] = ["auto", "fire", "life"]
    no_insurance(state)
    move(state, 1, 1)  # seat 1 holds all three: no offer
    assert events(state, "rich_salary")[-1]["player"] == 1 and state.turn_seat == 0


def test_insurance_protects_once_then_is_returned():
    state = game()
    state.players[0]["insurance"] = ["auto"]
    rests(state, 1)
    at(state, 0, 6)
    move(state, 1, 1)  # 8: car crash, 150,000
    assert events(state, "rich_insured") == [{"player": 0, "square": 8, "cover": "auto", "amount": 150_000}]
    assert state.players[0]["cash"] == 200_000 and state.players[0]["insurance"] == []
    at(state, 0, 6)
    move(state, 1, 1)  # again, no card now: pays
    assert state.players[0]["cash"] == 50_000


def test_purple_pays_damage_unless_the_matching_insurance():
    state = game()
    state.players[0]["insurance"] = ["fire", "life"]  # not Auto
    at(state, 0, 6)
    move(state, 1, 1)
    assert state.players[0]["cash"] == 50_000 and state.players[0]["insurance"] == ["fire", "life"]


@pytest.mark.parametrize("square,cover", [(8, "auto"), (44, "auto"), (25, "fire"), (56, "fire"), (16, "life"),
                                          (34, "life")])
def test_each_accident_is_waived_by_its_own_insurance(square, cover):
    state = game()
    state.players[0]["insurance"] = [cover]
    at(state, 0, square - 2)
    move(state, 1, 1)
    assert state.players[0]["cash"] == 200_000 and events(state, "rich_insured")[0]["cover"] == cover


# ---- 1.2 Payday landed exactly -------------------------------------------------------------------
def test_payday_landing_salary_card_insurance_and_fliplock_pass():
    state = game()
    at(state, 0, 9)
    move(state, 1, 1)  # payday 11
    assert events(state, "rich_receive") == [{"player": 0, "amount": LAWYER, "square": 11, "why": "salary"}]
    assert len(state.players[0]["cards"]) == 1 and state.phase == "insure"
    act(state, 0, "insure", "life")
    no_insurance(state)
    flip_pass(state)
    assert state.players[0]["cash"] == 200_000 + LAWYER - 20_000 + 300_000


def test_payday_landing_forces_fliplock():
    state = game()
    at(state, 0, 9)
    move(state, 1, 1)
    no_insurance(state)
    row(state, FAIL_ROW)  # chance deals the Flip-Lock
    assert state.phase == "fliplock" and {a.kind for a in legal_actions(state, 0)} == {"guess"}
    flip_fail(state)
    assert state.players[0]["cash"] == 200_000 + LAWYER - 30_000


# ---- Blue squares (#9) --------------------------------------------------------------------------
def test_blue_each_other_player_pays_total_times_rate():
    state = game(4)
    at(state, 0, 3)
    move(state, 1, 1)  # 5: wedding, 4,000 a point
    assert state.chance["why"] == "blue"
    dice(state, 5, 6)
    assert cash(state) == [200_000 + 3 * 44_000] + [200_000 - 44_000] * 3
    assert events(state, "rich_blue_roll") == [{"player": 0, "square": 5, "total": 11, "point_amount": 4_000,
                                                "amount": 44_000}]
    assert state.chance is None and state.turn_seat == 1  # one roll sets everyone's amount


def test_blue_finished_players_pay_too():
    state = game(3)
    state.players[2].update(finished=2, pos=FINISH_2)
    at(state, 0, 45)
    move(state, 1, 1)  # 47: baby daughter, 4,000 a point
    dice(state, 1, 1)
    assert cash(state) == [216_000, 192_000, 192_000]


def test_blue_new_year_pays_everyone():
    state = game(3)
    at(state, 0, 35)
    move(state, 1, 1)  # 37: New Year gifts, 3,000 a point
    dice(state, 6, 6)
    assert cash(state) == [200_000 - 72_000, 236_000, 236_000]


def test_blue_housewarming_3000_a_point():
    state = game(2)
    at(state, 0, 20)
    state.players[0]["back_from"] = 30  # (no salary on the way: the square's money alone)
    move(state, 1, 1)
    no_insurance(state)
    dice(state, 2, 3)
    assert cash(state) == [215_000, 185_000]


# ---- Traffic ticket (#10) -----------------------------------------------------------------------
def test_traffic_first_ticket_roll_times_10000():
    state = game()
    at(state, 0, 4)
    move(state, 1, 1)  # 6
    assert state.chance["why"] == "traffic"
    dice(state, 3, 4)
    assert state.players[0]["cash"] == 130_000 and state.players[0]["tickets"] == 1


def test_traffic_second_ticket_times_three_third_times_five_fresh_roll_each_over_all_squares():
    state = game()
    for square, roll in ((6, (1, 1)), (27, (2, 3)), (53, (3, 3)), (6, (1, 2))):
        rests(state, 1)
        at(state, 0, square - 2)
        move(state, 1, 1)
        dice(state, *roll)
    paid = [e["amount"] for e in events(state, "rich_ticket")]
    assert paid == [20_000, 150_000, 300_000, 150_000]  # ×1, ×3, ×5, and ×5 from then on
    assert state.ledger["collected"] == sum(paid)
    assert [e["times"] for e in events(state, "rich_ticket")] == [1, 3, 5, 5]


def test_traffic_third_ticket_times_five():
    state = game()
    state.players[0]["tickets"] = 2
    at(state, 0, 25)
    move(state, 1, 1)  # 27
    dice(state, 6, 6)
    assert events(state, "rich_ticket")[0] == {"player": 0, "total": 12, "times": 5, "count": 3, "amount": 600_000}


def test_traffic_tickets_counted_per_player():
    state = game()
    state.players[0]["tickets"] = 2
    rests(state, 0)
    at(state, 0, 3)
    move(state, 2, 2)
    at(state, 1, 4)
    move(state, 1, 1)
    dice(state, 2, 2)
    assert events(state, "rich_ticket")[0]["times"] == 1 and state.players[1]["cash"] == 160_000


# ---- 5.1 Good luck, 5.2 Bad luck, 5.3 Flip-Lock --------------------------------------------------
def luck(state, square):
    at(state, 0, square - 2)
    move(state, 1, 1)
    assert state.phase == "luck"


def test_good_luck_take_20000():
    state = game()
    luck(state, 3)
    assert {a.kind for a in legal_actions(state, 0)} == {"take", "fliplock", "borrow"}
    act(state, 0, "take")
    assert state.players[0]["cash"] == 220_000


@pytest.mark.parametrize("play,gain", [(flip_pass, 200_000), (flip_fail, 0)])
def test_good_luck_fliplock_200000_or_nothing(play, gain):
    state = game()
    luck(state, 28)
    act(state, 0, "fliplock")
    play(state)
    assert state.players[0]["cash"] == 200_000 + gain and state.turn_seat == 1


def test_bad_luck_pay_100000():
    state = game()
    luck(state, 18)
    assert {a.kind for a in legal_actions(state, 0)} == {"pay", "fliplock", "borrow"}
    act(state, 0, "pay")
    assert state.players[0]["cash"] == 100_000


@pytest.mark.parametrize("play,loss", [(flip_pass, 0), (flip_fail, 120_000)])
def test_bad_luck_fliplock_0_or_120000(play, loss):
    state = game()
    luck(state, 39)
    act(state, 0, "fliplock")
    play(state)
    assert state.players[0]["cash"] == 200_000 - loss and state.turn_seat == 1


@pytest.mark.parametrize("cards,play,change", [(PASS_ROW, flip_pass, 300_000), (FAIL_ROW, flip_fail, -30_000)])
def test_fliplock_square_compulsory_300000_or_minus_30000(cards, play, change):
    state = game()
    at(state, 0, 33)
    move(state, 1, 1)  # 35
    row(state, cards)  # chance deals the row: the Flip-Lock is on
    play(state)
    assert state.players[0]["cash"] == 200_000 + change


# ---- 7 Stock exchange (#13), 8 Change profession (#14) -------------------------------------------
@pytest.mark.parametrize("roll", [(1, 1), (1, 2), (2, 2), (2, 3), (3, 3), (3, 4), (6, 6)])
def test_stock_exchange_above_5_gains_20000_a_point_below_5_pays_30000_a_point(roll):
    state = game()
    at(state, 0, 7)
    move(state, 1, 1)  # 9
    assert state.chance["why"] == "stock"
    dice(state, *roll)
    total = sum(roll)
    change = (total - 5) * 20_000 if total > 5 else -(5 - total) * 30_000
    assert state.players[0]["cash"] == 200_000 + change
    assert state.ledger["issued" if change > 0 else "collected"] == abs(change)


def test_change_profession_name_any_then_roll_as_at_setup():
    state = game()
    at(state, 0, 17)
    move(state, 1, 1)  # 19
    assert state.phase == "profession" and state.pending["why"] == "change"
    assert {a.args[0] for a in legal_actions(state, 0)} >= {"lawyer", "doctor"}  # the current one too
    act(state, 0, "job", "doctor")
    rests(state, 1)
    dice(state, 5, 6)
    assert (state.players[0]["job"], state.players[0]["doubled"]) == ("doctor", True)
    move(state, 2, 2)  # 19 → 23 passing 21: the new salary
    assert events(state, "rich_salary") == [{"player": 0, "square": 21, "amount": 200_000}]


def test_change_profession_mismatch_replaces_a_double_salary():
    state = game(named={0: "actor"}, rolls={0: (3, 3)})
    at(state, 0, 48)
    move(state, 1, 1)  # 50
    act(state, 0, "job", "actor")
    dice(state, 1, 3)
    assert (state.players[0]["job"], state.players[0]["doubled"]) == ("teacher", False)
    assert events(state, "rich_job")[-1]["salary"] == 70_000
