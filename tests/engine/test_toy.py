"""The toy_sealed variant (tests/engine/toys/): a secret deal, one sealed bid round, a public reveal.
Its rules here; what the core does with its sealed phase and private events: test_sealed.py and
test_audience.py."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
from tycoon.core import (
    Action,
    IllegalAction,
    acting_seats,
    all_variants,
    apply_action,
    describe,
    events_since,
    find_variant,
    human_seats_to_answer,
    legal_actions,
    new_game,
    play_automatic,
    view,
)

ROOT = Path(__file__).resolve().parents[2]


def toy(players=4, seed=1, bots=False, options=None):
    return new_game("toy_sealed", [{"name": f"P{i}", "bot": bots} for i in range(players)], seed, options)


def bidders(state):
    return [s for s in range(len(state.players)) if s != state.board["dealer"]]


def bid_all(state, amounts):
    for seat, amount in zip(bidders(state), amounts):
        apply_action(state, Action(seat, "bid", (amount,)))


def test_the_toy_is_registered_for_the_engine_tests():
    assert "toy_sealed" in {v.id for v in all_variants()}
    assert find_variant("toy").id == "toy_sealed"


def test_no_shipped_module_names_the_toy():
    """Only the tests register it: nothing under py/ (what the app ships) imports or names it."""
    for path in (ROOT / "py").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "toy_sealed" not in text and "import toys" not in text and "from toys" not in text, path


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocess in Pyodide")
def test_the_shipped_app_does_not_know_the_toy():
    code = "from tycoon.core import all_variants; print(sorted(v.id for v in all_variants()))"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env={"PYTHONPATH": str(ROOT / "py")},
                         capture_output=True, text=True, check=True).stdout
    assert "monopoly" in out and "toy" not in out


@pytest.mark.parametrize("players", [3, 7, 11])
def test_every_seat_is_dealt_a_different_number_told_to_it_alone(players):
    state = toy(players, seed=players)
    numbers = [p["number"] for p in state.players]
    assert len(set(numbers)) == players and all(1 <= n <= 12 for n in numbers)
    dealt = [entry for entry in state.log if entry[0] == "dealt"]
    assert dealt == [["dealt", {"player": s, "number": n}, [s]] for s, n in enumerate(numbers)]
    for seat in range(players):
        shown = [p["number"] for p in view(state, seat)["players"]]
        assert shown == [n if s == seat else None for s, n in enumerate(numbers)]
    assert [p["number"] for p in view(state, None)["players"]] == [None] * players


def test_seat_counts_are_three_to_eleven():
    for players in (2, 12):
        with pytest.raises(ValueError):
            toy(players)


def test_every_seat_but_the_dealer_must_bid_in_coarse_steps():
    state = toy(5, seed=3)
    assert state.phase == "bid" and acting_seats(state) == bidders(state) == human_seats_to_answer(state)
    seat = bidders(state)[0]
    assert [a.args[0] for a in legal_actions(state, seat)] == [0, 3, 6, 9, 10]
    assert describe(state, Action(seat, "bid", (6,))) == ("action.bid", {"amount": 6})


def test_any_bid_within_cash_is_accepted_and_none_beyond():
    state = toy(3, seed=4)
    seat = bidders(state)[0]
    with pytest.raises(IllegalAction):
        apply_action(state, Action(seat, "bid", (11,)))
    with pytest.raises(IllegalAction):
        apply_action(state, Action(seat, "bid", (-1,)))
    apply_action(state, Action(seat, "bid", (7,)))  # not offered, but within cash
    assert state.sealed["answers"][seat] == f"{seat} bid 7"


def test_the_reveal_is_public_and_the_highest_bid_wins_the_double_of_its_number():
    state = toy(4, seed=5)
    low, high, mid = bidders(state)
    numbers = [p["number"] for p in state.players]
    start = len(state.log)
    bid_all(state, [3, 9, 6])
    assert state.over and state.phase == "over" and acting_seats(state) == []
    public = [e for e in state.log[start:] if e[0] == "revealed"]
    expected_bids = {low: 3, high: 9, mid: 6}
    assert public == [["revealed", {"player": s, "number": numbers[s], "bid": expected_bids.get(s)}]
                      for s in range(4)]  # the dealer's bid is None: it did not bid
    assert ["won_bid", {"player": high, "bid": 9, "number": numbers[high]}] in state.log
    assert state.players[high]["cash"] == 10 - 9 + 2 * numbers[high]
    assert state.ledger == {"issued": 2 * numbers[high], "collected": 9}
    richest = max(p["cash"] for p in state.players)
    assert state.winners == [s for s, p in enumerate(state.players) if p["cash"] == richest]
    for seat in (None, 0, 1, 2, 3):  # after the reveal everyone sees every number and bid
        assert [p["number"] for p in view(state, seat)["players"]] == numbers


def test_equal_bids_go_to_the_higher_number():
    state = toy(3, seed=6)
    first, second = bidders(state)
    bid_all(state, [6, 6])
    numbers = {s: state.players[s]["number"] for s in (first, second)}
    winner = max(numbers, key=numbers.get)
    assert ["won_bid", {"player": winner, "bid": 6, "number": numbers[winner]}] in state.log


def test_the_bot_bids_about_half_its_number():
    for seed in range(20):
        state = toy(3, seed=seed, bots=True)
        while not state.over:
            play_automatic(state)
        for seat in bidders(state):
            number, bid = state.players[seat]["number"], state.players[seat]["bid"]
            assert bid <= number // 2 and bid + 3 > min(number // 2, 10)


def test_the_toy_state_and_views_are_plain_json():
    state = toy(6, seed=8)
    bid_all(state, [0, 3, 6])
    for seat in (None, *range(6)):
        json.dumps(view(state, seat))
        json.dumps(events_since(state, seat, 0))
    assert json.loads(state.to_json())["sealed"]["waiting"] == bidders(state)[3:]
