"""搶錢一族 Easy Money, one test per line of rules/easymoney.md "G. Lucky Dice" (#11, #12, Clarification
10): the stakes, each roll of a session, the 7, the true odds. The other betting squares are in
test_easymoney_bets.py."""

from easymoney_helpers import (
    SMALL,
    act,
    all_pass,
    at,
    cash,
    conserved,
    dice,
    game,
    keys,
    move,
    set_box,
    set_cash,
)
from helpers import events
from tycoon.core import CHANCE, legal_actions
from tycoon.variants.easymoney.lucky import payout


# ---- G. Lucky Dice -------------------------------------------------------------------------------
def to_lucky(state):
    at(state, 6)
    move(state, 1, 1)  # stops on Lucky Dice (8), passing Double (7): stop-only
    assert state.phase == "lucky_bets"


def test_lucky_dice_every_player_may_stake_on_4_5_6_8_9_10():
    state = game(3)
    set_cash(state, 2, 300_000)
    to_lucky(state)
    assert state.sealed["waiting"] == [0, 1, 2]
    legal = [a for a in legal_actions(state, 2) if a.kind == "luck"]
    numbers = {a.args[0] for a in legal} | {a.args[2] for a in legal if len(a.args) == 4}
    assert numbers == {4, 5, 6, 8, 9, 10}
    assert all(sum(a.args[1:]) <= 300_000 if len(a.args) < 4 else a.args[1] + a.args[3] <= 300_000
               for a in legal)
    assert any(len(a.args) == 3 for a in legal) and any(len(a.args) == 4 for a in legal)  # one number, or two


def test_lucky_dice_nobody_stakes_nothing_happens():
    state = game()
    to_lucky(state)
    before, bank = cash(state), state.board["bank"]
    all_pass(state)
    assert "em_lucky_no_stakes" in keys(state) and state.chance is None
    assert cash(state) == before and state.board["bank"] == bank and state.phase == "roll"


def test_lucky_dice_new_number_pays_its_odds_and_returns_the_stake():
    state = game(3)
    to_lucky(state)
    act(state, 0, "luck", 6, 500_000)
    act(state, 1, "luck", 4, 200_000, 10, SMALL)  # one bundle on each of two numbers
    act(state, 2, "luck", 6, 1_000_000, 1_000_000)  # both bundles on one number
    before = cash(state)
    dice(state, 2, 4)  # 6
    assert cash(state) == [before[0] + 500_000 + 600_000, before[1], before[2] + 2_000_000 + 2_400_000]
    assert state.players[1]["numbers"] == [200_000, 0, 0, 0, 0, SMALL]  # 4 and 10 still on the board
    dice(state, 1, 3)  # 4: 2:1
    assert state.players[1]["cash"] == before[1] + 200_000 + 400_000
    assert conserved(state)


def test_lucky_dice_2_3_11_12_new_pays_roller_100k():
    state = game()
    to_lucky(state)
    act(state, 0, "pass")
    act(state, 1, "luck", 9, SMALL)
    before = cash(state)
    for faces in ((1, 1), (1, 2), (5, 6), (6, 6)):
        dice(state, *faces)
    assert cash(state) == [before[0] + 400_000, before[1]]
    assert [e["total"] for e in events(state, "em_lucky_edge")] == [2, 3, 11, 12]


def test_lucky_dice_repeat_total_rerolls():
    state = game()
    to_lucky(state)
    act(state, 0, "luck", 4, SMALL)
    act(state, 1, "luck", 5, SMALL)
    dice(state, 2, 2)  # 4 pays
    before = cash(state)
    dice(state, 1, 3)  # 4 again: nothing, roll again
    dice(state, 1, 1)  # 2: roller +100k
    dice(state, 1, 1)  # 2 again: nothing
    assert [e["total"] for e in events(state, "em_lucky_repeat")] == [4, 2]
    assert cash(state) == [before[0] + SMALL, before[1]]
    assert state.current_player() == CHANCE and state.phase == "lucky_roll"


def test_seven_takes_all_number_boxes_only():
    """7: the roller takes every stake still on any Number box (their own too), and nothing else."""
    state = game(3, first=1, stakes={0: (1_000_000,)})
    to_lucky(state)
    act(state, 0, "luck", 5, 500_000, 9, 200_000)
    act(state, 1, "luck", 8, SMALL)
    act(state, 2, "luck", 10, 1_000_000)
    dice(state, 4, 5)  # 9: seat 0's 9 wins 3:2
    before = cash(state)
    dice(state, 3, 4)  # 7
    assert events(state, "em_lucky_seven")[0]["amount"] == 500_000 + SMALL + 1_000_000
    assert cash(state) == [before[0], before[1] + 1_600_000, before[2]]
    assert all(not any(p["numbers"]) for p in state.players)
    assert state.players[0]["double"] == 1_000_000  # the Double box is not a Number box
    assert state.phase == "roll" and state.turn_seat == 2 and conserved(state)


def test_lucky_session_ends_when_no_stakes_are_left():
    state = game()
    to_lucky(state)
    act(state, 0, "luck", 4, SMALL, 10, SMALL)
    act(state, 1, "pass")
    dice(state, 1, 3)
    assert state.current_player() == CHANCE
    dice(state, 5, 5)
    assert "em_lucky_done" in keys(state) and state.phase == "roll" and state.chance is None


def test_lucky_dice_pays_true_odds_rounded_down_to_10k():
    """Clarification 10: 6/ways to 1, so 4/10 pay 2:1, 5/9 3:2, 6/8 6:5; whole $10,000 units."""
    assert [payout(n, 1_000_000) for n in (4, 5, 6, 8, 9, 10)] == [
        2_000_000, 1_500_000, 1_200_000, 1_200_000, 1_500_000, 2_000_000]
    assert payout(6, 110_000) == 130_000  # 132,000 rounded down
    assert payout(5, 30_000) == 40_000  # 45,000 rounded down
    state = game()
    to_lucky(state)
    act(state, 0, "luck", 5, SMALL)
    act(state, 1, "luck", 8, 200_000, SMALL)
    before = cash(state)
    dice(state, 1, 4)
    dice(state, 2, 6)
    assert cash(state) == [before[0] + SMALL + 150_000, before[1] + 300_000 + 360_000]


def test_lucky_dice_acts_when_passed():
    state = game()
    at(state, 17)
    move(state, 1, 2)  # passes Lucky Dice (19), stops on Double (20)
    assert state.phase == "lucky_bets"
    all_pass(state)
    assert "em_double_square" in keys(state)


def test_stakes_need_own_funds():
    """A player below the smallest bundle is not asked for Wall Street or Lucky Dice stakes."""
    state = game(3)
    set_cash(state, 2, 0)
    set_box(state, 2, 0)
    to_lucky(state)
    assert state.sealed["waiting"] == [0, 1]
    all_pass(state)
    assert conserved(state)
