"""ริช รวยพลิกล็อค (Rich), one test per line of rules/rich.md: "Setup" (players, cash, Rich Cards,
professions, who starts), "Loans", and the squares that move the token — Move back (6.1), Rest
(6.2), Free move (6.3), Go to the nearest player (6.4) — with Clarification 5. The money squares
are in test_rich_squares.py, the Rich Cards in test_rich_cards.py, Flip-Lock in
test_rich_fliplock.py, finishing and the count in test_rich_finish.py."""

import pytest
from helpers import act, dice, events, new_dealt
from rich_helpers import (
    LAWYER,
    NAMES,
    PASS_ROW,
    at,
    cash,
    flip_pass,
    game,
    hands,
    move,
    no_insurance,
    on_top,
    rests,
    row,
    set_cash,
)
from tycoon.core import IllegalAction, legal_actions, play_automatic
from tycoon.variants.rich.board import START_CASH
from tycoon.variants.rich.cards import DECK
from tycoon.variants.rich.professions import OF_NUMBER, PROFESSIONS, outcome


# ---- Setup ------------------------------------------------------------------------------------
def test_two_to_six_players():
    for players in (1, 7):
        with pytest.raises(ValueError):
            new_dealt("rich", [{"name": n} for n in (NAMES * 2)[:players]], 1)
    for players in range(2, 7):
        assert len(game(players).players) == players


def test_two_dice_for_every_roll_a_number_is_their_total():
    state = new_dealt("rich", [{"name": f"Bot {i}", "bot": True} for i in range(3)], 4)
    whys = set()
    while not state.over:
        if state.chance and state.chance["kind"] == "dice":
            assert state.chance["count"] == 2 and state.chance["sides"] == 6, state.chance
            whys.add(state.chance["why"])
        play_automatic(state)
    assert {"profession", "order", "move"} <= whys
    rolled = events(state, "rich_rolled")
    assert rolled and all(e["total"] == sum(e["dice"]) for e in rolled)


def test_starting_cash_200000_and_one_rich_card_each_dealt_face_up():
    for players in range(2, 7):
        state = new_dealt("rich", [{"name": n} for n in NAMES[:players]], players)
        assert START_CASH == 200_000 and cash(state) == [200_000] * players
        assert all(len(p["cards"]) == 1 for p in state.players)
        assert len(state.board["deck"]) == len(DECK) - players
        drawn = events(state, "rich_card_drawn")
        assert [e["player"] for e in drawn] == list(range(players))  # public: the card is named
        assert [e["card"] for e in drawn] == [p["cards"][0] for p in state.players]


def test_profession_table_numbers_and_salaries():
    assert PROFESSIONS == {"businessman": ((2, 12), 150_000), "doctor": ((3, 11), 100_000), "lawyer": ((7,), 80_000),
                           "actor": ((6, 10), 90_000), "soldier": ((5, 9), 60_000), "teacher": ((4, 8), 70_000)}
    assert sorted(OF_NUMBER) == list(range(2, 13))  # every total is one profession's number


@pytest.mark.parametrize("named", sorted(PROFESSIONS))
@pytest.mark.parametrize("total", range(2, 13))
def test_profession_match_gets_it_doubled_else_the_rolled_one(named, total):
    job, doubled = outcome(named, total)
    if total in PROFESSIONS[named][0]:
        assert (job, doubled) == (named, True)
    else:
        assert (job, doubled) == (OF_NUMBER[total], False)


def test_profession_match_double_salary_kept_for_as_long_as_the_profession():
    state = game(2, named={0: "actor"}, rolls={0: (3, 3)})
    assert state.players[0]["job"] == "actor" and state.players[0]["doubled"]
    assert events(state, "rich_job_doubled")[0]["salary"] == 180_000
    rests(state, 1)
    move(state, 1, 1)  # passes payday 1
    assert events(state, "rich_salary")[-1]["amount"] == 180_000
    no_insurance(state)
    at(state, 0, 9)
    move(state, 3, 3)  # passes payday 11: still double
    assert events(state, "rich_salary")[-1]["amount"] == 180_000


def test_profession_mismatch_gets_the_rolled_profession_at_normal_salary():
    state = game(2, named={0: "businessman", 1: "doctor"}, rolls={0: (3, 4), 1: (1, 3)})
    assert [(p["job"], p["doubled"]) for p in state.players] == [("lawyer", False), ("teacher", False)]
    assert [e["salary"] for e in events(state, "rich_job")] == [80_000, 70_000]


def test_several_players_may_share_a_profession():
    state = game(4)
    assert {p["job"] for p in state.players} == {"lawyer"}


def test_highest_roll_starts_then_seat_order():
    state = new_dealt("rich", [{"name": n} for n in NAMES[:3]], 1)
    for seat in range(3):
        act(state, seat, "job", "teacher")
        dice(state, 3, 4)
    dice(state, 1, 1)
    dice(state, 6, 5)
    dice(state, 2, 2)
    assert state.phase == "roll" and state.actor == 1 and events(state, "rich_first_player") == [{"player": 1}]
    hands(state, {})
    for seat in (1, 2, 0, 1):
        assert state.turn_seat == seat
        at(state, seat, 3)
        move(state, 2, 2)  # to 7, tax refund: nothing to choose


def test_tied_highest_rolls_roll_again():
    state = new_dealt("rich", [{"name": n} for n in NAMES[:3]], 1)
    for seat in range(3):
        act(state, seat, "job", "teacher")
        dice(state, 3, 4)
    dice(state, 6, 6)
    dice(state, 1, 1)
    dice(state, 6, 6)
    assert events(state, "rich_order_tie") == [{"players": [0, 2], "total": 12}]
    assert state.phase == "order" and state.actor == 0
    dice(state, 1, 2)  # only the tied seats roll again
    assert state.actor == 2
    dice(state, 2, 2)
    assert state.phase == "roll" and state.actor == 2


# ---- Loans (#21) ----------------------------------------------------------------------------
def test_loan_gives_180000_for_a_200000_note():
    state = game()
    act(state, 0, "borrow")
    assert state.players[0]["cash"] == 380_000 and state.players[0]["notes"] == 1
    assert events(state, "rich_loan") == [{"player": 0, "amount": 180_000, "note_amount": 200_000, "notes": 1}]


def test_borrow_any_number_of_times_on_own_turn_only():
    state = game()
    for _ in range(3):
        act(state, 0, "borrow")
    assert state.players[0]["notes"] == 3 and state.players[0]["cash"] == 200_000 + 3 * 180_000
    assert not any(a.kind == "borrow" for a in legal_actions(state, 1))
    with pytest.raises(IllegalAction):
        act(state, 1, "borrow")
    at(state, 0, 0)
    move(state, 1, 1)  # passing payday 1: borrowing at the insurance offer too
    assert state.phase == "insure" and any(a.kind == "borrow" for a in legal_actions(state, 0))


def test_automatic_loans_take_the_fewest_notes_that_cover_a_payment():
    state = game()
    set_cash(state, 0, 10_000)
    at(state, 0, 23)
    move(state, 1, 1)  # 25: house fire, 200,000
    assert state.players[0]["notes"] == 2  # 10,000 + 180,000 is short; 10,000 + 360,000 covers it
    assert state.players[0]["cash"] == 10_000 + 360_000 - 200_000
    assert [e["notes"] for e in events(state, "rich_loan_auto")] == [1, 2]


def test_automatic_loans_off_turn_cash_never_negative():
    state = game(3)
    set_cash(state, 1, 0)
    at(state, 0, 2)
    move(state, 1, 2)  # 5: wedding
    dice(state, 6, 6)  # 48,000 from each
    assert state.players[1]["notes"] == 1 and state.players[1]["cash"] == 180_000 - 48_000
    assert state.players[2]["notes"] == 0 and state.players[2]["cash"] == 200_000 - 48_000
    assert min(cash(state)) >= 0


# ---- 6.1 Move back (#11) ---------------------------------------------------------------------
def to_move_back(state, seat=0):
    """`seat` lands on Move back (30) from 27; the other seats rest, so `seat` rolls next."""
    for other in range(len(state.players)):
        if other != seat:
            rests(state, other)
    at(state, seat, 27)
    move(state, 1, 2)
    assert state.players[seat]["back_next"] and state.turn_seat == seat


def test_move_back_next_turn_rolls_and_moves_backwards_resolving_the_square():
    state = game()
    to_move_back(state)
    assert events(state, "rich_move_back_next") == [{"player": 0}]
    act(state, 0, "roll")
    assert events(state, "rich_roll_back") and state.chance["why"] == "back"
    dice(state, 3, 4)
    assert state.players[0]["pos"] == 23 and state.players[0]["cash"] == 200_000 + 60_000  # fund dividend
    assert not state.players[0]["back_next"]


def test_move_back_not_past_start():
    state = game()
    at(state, 0, 5)
    state.players[0]["back_next"] = True
    move(state, 4, 4)
    assert state.players[0]["pos"] == 0
    assert events(state, "rich_no_salary") == [{"player": 0, "square": 1}]  # passing payday 1 backwards
    assert state.phase == "insure"  # still offers insurance (Clarification 5)


def test_move_back_no_salary_until_past_start_point():
    state = game()
    to_move_back(state)
    move(state, 4, 6)  # back to 20, passing payday 21: no salary, insurance offered
    assert events(state, "rich_no_salary") == [{"player": 0, "square": 21}]
    rests(state, 1)
    no_insurance(state)
    move(state, 1, 2)  # forward to 23, passing 21 again: not yet past 30, still no salary
    assert events(state, "rich_no_salary")[-1] == {"player": 0, "square": 21} and not events(state, "rich_salary")
    rests(state, 1)
    no_insurance(state)
    move(state, 6, 6)  # to 35 passing 31: past 30, salary again
    assert events(state, "rich_salary") == [{"player": 0, "square": 31, "amount": LAWYER}]
    no_insurance(state)
    assert state.players[0]["back_from"] is None and state.chance["why"] == "fliplock"  # 35: the period is over


def test_move_back_landing_exactly_on_payday_gives_card_insurance_and_fliplock_not_salary():
    state = game()
    to_move_back(state)
    before = state.players[0]["cash"]
    move(state, 4, 5)  # back to payday 21
    assert events(state, "rich_no_salary") == [{"player": 0, "square": 21}]
    assert len(state.players[0]["cards"]) == 1 and state.phase == "insure"
    act(state, 0, "insure", "life")
    no_insurance(state)
    row(state, PASS_ROW)  # chance deals the Flip-Lock
    flip_pass(state)
    assert state.players[0]["cash"] == before - 20_000 + 300_000


# ---- 6.2 Rest, 6.3 Free move ------------------------------------------------------------------
def test_rest_skips_the_next_turn():
    state = game()
    at(state, 0, 11)
    move(state, 1, 1)  # 13: rest
    assert state.players[0]["resting"] and state.turn_seat == 1
    at(state, 1, 3)
    move(state, 2, 2)
    assert events(state, "rich_rests") == [{"player": 0}]
    assert state.turn_seat == 1 and state.phase == "roll" and not state.players[0]["resting"]


def test_free_move_rolls_again_at_once_and_moves():
    state = game()
    at(state, 0, 22)
    move(state, 1, 1)  # 24: free move
    assert events(state, "rich_free_move") == [{"player": 0}] and state.chance["why"] == "free"
    dice(state, 1, 1)
    assert state.players[0]["pos"] == 26 and state.players[0]["cash"] == 150_000  # Songkran trip
    assert state.turn_seat == 1


# ---- 6.4 Go to the nearest player (#12) -------------------------------------------------------
def to_nearest(state, others: dict, seat=0, square=15):
    """Put the other seats on their squares; `seat` lands on the nearest-player square."""
    for other, pos in others.items():
        at(state, other, pos)
    at(state, seat, square - 2)
    move(state, 1, 1)
    if square == 42:
        no_insurance(state)  # 40 to 42 passes payday 41


def test_nearest_player_forward_passing_payday_pays_salary():
    state = game(3)
    to_nearest(state, {1: 23, 2: 2})
    assert state.players[0]["pos"] == 23
    assert events(state, "rich_salary") == [{"player": 0, "square": 21, "amount": LAWYER}]
    no_insurance(state)
    assert state.players[0]["cash"] == 200_000 + LAWYER + 60_000  # and the square reached: dividend


def test_nearest_player_backward_pays_no_salary():
    state = game(3)
    to_nearest(state, {1: 7, 2: 40})
    assert state.players[0]["pos"] == 7 and events(state, "rich_no_salary") == [{"player": 0, "square": 11}]
    no_insurance(state)
    assert state.players[0]["cash"] == 230_000 and state.players[0]["back_from"] == 15


def test_nearest_players_equally_near_ahead_and_behind_you_choose():
    state = game(3)
    to_nearest(state, {1: 12, 2: 18})
    assert state.phase == "nearest" and state.pending["targets"] == [12, 18]
    assert {a.args for a in legal_actions(state, 0) if a.kind == "go"} == {(12,), (18,)}
    act(state, 0, "go", 12)
    assert state.players[0]["pos"] == 12 and state.players[0]["cash"] == 250_000  # online shop


def test_nearest_player_none_on_the_track_nothing_happens():
    state = game(3)
    state.players[1]["finished"] = 1
    to_nearest(state, {1: 65, 2: 15})  # one finished, one on this very square
    assert events(state, "rich_nearest_none") == [{"player": 0}] and state.players[0]["pos"] == 15


def test_nearest_player_finished_players_are_not_targets():
    state = game(3)
    state.players[1]["finished"] = 1
    to_nearest(state, {1: 16, 2: 7}, square=15)
    assert state.players[0]["pos"] == 7


def test_nearest_player_backwards_works_like_move_back_clarification_5():
    state = game(3)
    on_top(state, "pay")  # the card drawn at 31 does not apply to a receipt: no window
    to_nearest(state, {1: 31, 2: 2}, square=42)  # salary at 41, then back from 42 to payday 31 over 41
    assert events(state, "rich_salary") == [{"player": 0, "square": 41, "amount": LAWYER}]
    assert events(state, "rich_no_salary") == [{"player": 0, "square": 41}]
    assert state.phase == "insure"  # passing a payday backwards still offers insurance
    no_insurance(state)
    assert events(state, "rich_no_salary")[-1] == {"player": 0, "square": 31}  # landing exactly: no salary,
    assert len(state.players[0]["cards"]) == 1 and state.phase == "insure"  # but the card and the offer
    no_insurance(state)
    rests(state, 1)
    rests(state, 2)
    flip_pass(state)  # and the Flip-Lock
    move(state, 6, 4)  # forward from 31 passing 41: not yet past 42, no salary
    assert events(state, "rich_no_salary")[-1] == {"player": 0, "square": 41} and len(events(state, "rich_salary")) == 1


def test_move_back_period_wins_over_a_forward_nearest_move_clarification_5():
    state = game(2)
    state.players[0]["back_from"] = 61  # as after moving back from 61
    to_nearest(state, {1: 55}, square=42)
    assert state.players[0]["pos"] == 55  # forward to the player, passing 51 (and 41 before): no salary
    assert events(state, "rich_no_salary") == [{"player": 0, "square": 41}, {"player": 0, "square": 51}]
    assert not events(state, "rich_salary")
