"""The end-of-game story (issue 15, core/story.py): each seat's net worth per checkpoint and the
notable moments, kept in the state and published as ONE public `story` event at the end; nothing
secret before then; O(1) per action (the series is bounded, one point per checkpoint)."""

import itertools
import json
from fractions import Fraction

import pytest
from helpers import act, events, new_dealt, roll, two_player_game
from taiwan_helpers import game as taiwan_game
from taiwan_helpers import make_spy, spin
from taiwan_helpers import own as taiwan_own
from tycoon.core import play_automatic, story, view
from tycoon.core.saves import build_save, checksum, load_dict
from tycoon.sim import play_bot_game
from tycoon.variants.babylon.gems import won

# Short games of bots, each ending by the game's own count of worth.
CASES = {"monopoly": (3, 2026, {"turn_limit": 12}), "taiwan": (3, 2028, {"turn_limit": 12}),
         "rich": (4, 2076, {"turn_limit": 10}), "easymoney": (3, 2080, {"turn_limit": 6}),
         "babylon": (5, 2066, {})}
# The event each game reports a seat's final worth with: (key, the param holding the amount).
FINAL = {"monopoly": "final_worth", "taiwan": "final_worth", "rich": "rich_final_worth",
         "easymoney": "em_final_worth", "babylon": "bb_reveal_player"}


def story_events(state):
    return [entry for entry in state.log if entry[0] == "story"]


@pytest.fixture(scope="module", params=sorted(CASES))
def finished(request):
    players, seed, options = CASES[request.param]
    return request.param, play_bot_game(request.param, players, seed, options)


def test_one_public_story_event_ends_the_log(finished):
    _variant, state = finished
    found = story_events(state)
    assert len(found) == 1 and len(found[0]) == 2, "one public event"
    assert state.log[-1] is found[0], "the last event"
    params = found[0][1]
    assert (params["series"], params["labels"]) == story.published(state.story)
    # The view every seat gets at the end carries it among its recent events.
    for seat in [None, *range(len(state.players))]:
        assert ["story", params] in view(state, seat)["log"]


def test_one_point_per_checkpoint_per_seat_and_the_last_is_the_final_worth(finished):
    variant, state = finished
    params = story_events(state)[0][1]
    series, labels = params["series"], params["labels"]
    assert len(series) == len(state.players)
    assert all(len(points) == len(labels) for points in series)
    # A point at the start, one after each round (unthinned in a short game), one at the end.
    assert labels[0] == 0 and labels[:-1] == list(range(len(labels) - 1))
    assert labels[-1] == state.round and len(labels) >= 3
    reported = {p["player"]: p["amount"] for p in events(state, FINAL[variant])}
    assert reported, "the game ended by counting worth"
    for seat, points in enumerate(series):  # a seat out of the game (bankrupt) is not counted: 0
        assert points[-1] == reported.get(seat, 0)
        assert seat in reported or state.players[seat].get("out")
    assert all(isinstance(v, int) for points in series for v in points)


def test_the_story_replays(finished):
    variant, state = finished
    players = CASES[variant][0]
    seats = [{"name": f"Bot {i + 1}", "bot": True} for i in range(players)]
    save = build_save(state, seats)
    _save, loaded = load_dict(json.loads(json.dumps(save)))
    assert loaded.story == state.story and story_events(loaded) == story_events(state)


def test_a_save_from_before_the_story_still_loads():
    state = new_dealt("monopoly", [{"name": "A", "bot": True}, {"name": "B", "bot": True}], 5)
    for _ in range(200):
        play_automatic(state)
    save = build_save(state, [{"name": "A", "bot": True}, {"name": "B", "bot": True}])
    del save["snapshot"]["story"]
    save["checksum"] = checksum(save)
    _save, loaded = load_dict(save)
    assert loaded.story == state.story  # the replay rebuilt it


# ---- moments written once in the core -----------------------------------------------------------
def moment(state, name):
    return state.story["moments"].get(name)


def test_biggest_payment_between_players_is_a_scripted_big_rent():
    state = two_player_game()
    state.board["owner"][1] = state.board["owner"][3] = 1
    state.board["houses"][3] = 2
    roll(state, 0, 1, 2)  # Baltic Avenue with two houses: 60
    assert moment(state, "payment") == {"player": 0, "amount": 60, "payee": 1}
    act(state, 0, "end_turn")
    state.board["owner"][6] = 0
    state.players[1]["position"] = 3
    roll(state, 1, 1, 2)  # Oriental Avenue, bare: 6 — smaller, the big rent stays
    assert moment(state, "payment") == {"player": 0, "amount": 60, "payee": 1}


def test_luckiest_roll_is_the_most_money_one_roll_brought_its_roller():
    state = two_player_game()
    state.players[0]["position"] = 38
    roll(state, 0, 1, 2)  # passes GO: +200
    assert moment(state, "roll") == {"player": 0, "amount": 200, "faces": "1 + 2"}


def test_longest_jail_stay_counts_the_turns_begun_in_jail():
    state = two_player_game()
    state.players[0]["position"] = 25
    roll(state, 0, 3, 2)  # Go to Jail
    assert state.players[0]["in_jail"] and moment(state, "jail") is None
    act(state, 0, "end_turn")
    roll(state, 1, 4, 6)  # just visiting
    act(state, 1, "end_turn")
    assert moment(state, "jail") == {"player": 0, "amount": 1, "turns": 1}
    roll(state, 0, 1, 3)  # no doubles: stays
    act(state, 0, "end_turn")
    roll(state, 1, 4, 6)  # Free Parking
    act(state, 1, "end_turn")
    assert moment(state, "jail") == {"player": 0, "amount": 2, "turns": 2}


# ---- each game's own moments -------------------------------------------------------------------
def test_taiwan_spy_biggest_take():
    state = taiwan_game()
    make_spy(state, 0)
    taiwan_own(state, 1, 1)
    spin(state, 0, 1)
    assert moment(state, "spy") == {"player": 0, "amount": 20, "owner": 1, "square": 1}


def test_rich_biggest_flip_lock_won():
    from rich_helpers import at, guesses, move, row
    from rich_helpers import game as rich_game

    state = rich_game()
    at(state, 0, 33)
    move(state, 1, 1)
    row(state, [3, 8, 2, 9, 1, 4])
    guesses(state, "higher", "lower", "higher", "lower", "higher")
    assert state.board["flip"]["result"] == "pass"
    assert moment(state, "flip") == {"player": 0, "amount": 300_000}


def test_easymoney_biggest_bet_won():
    from easymoney_helpers import at, move, on_top
    from easymoney_helpers import game as em_game

    state = em_game(3)
    on_top(state, "wall_street", "ws4")  # back "rise", face: fall, 1:3
    at(state, 0)
    move(state, 1, 1)
    act(state, 0, "fall", 200_000)
    act(state, 1, "rise", 500_000)
    act(state, 2, "pass")
    assert moment(state, "bet") == {"player": 0, "amount": 600_000, "stake": 200_000}


def test_babylon_biggest_sale_is_the_largest_earning_of_one_offer():
    state = play_bot_game("babylon", 5, 2066, {})
    lines = [(won(Fraction(line["earned"])), line["seat"]) for result in state.board["results"]
             for gem in result["gems"] for line in gem["lines"]]
    best = max(amount for amount, _seat in lines)
    found = dict(story_events(state)[0][1]["moments"])["story.sale"]
    assert found["amount"] == best and (best, found["player"]) in lines


def test_only_moments_that_happened_are_told():
    state = play_bot_game("babylon", 5, 2066, {})
    names = [key for key, _params in story_events(state)[0][1]["moments"]]
    assert "story.jail" not in names and "story.roll" not in names  # no jail, no money from dice
    assert names == [f"story.{n}" for n in story.ORDER if f"story.{n}" in names]


# ---- secrets and cost --------------------------------------------------------------------------
def test_babylon_views_carry_no_story_before_the_end():
    state = new_dealt("babylon", [{"name": f"B{i}", "bot": True} for i in range(5)], 2066, {})
    seen_earnings = False
    while not state.over:
        for seat in [None, *range(5)]:
            shown = view(state, seat)
            assert "story" not in shown
            text = json.dumps(shown)
            assert '"series"' not in text and '"moments"' not in text
            assert all(key != "story" for key, _params in shown["log"])
        seen_earnings |= any(v > 0 for points in state.story["series"] for v in points)
        play_automatic(state)
    assert seen_earnings, "the state held earnings the views did not show"
    assert len(story_events(state)) == 1


def test_the_series_stays_bounded_and_evenly_thinned(monkeypatch):
    monkeypatch.setattr(story, "MAX_POINTS", 8)
    state = play_bot_game("monopoly", 2, 11, {"turn_limit": 40})
    labels = story_events(state)[0][1]["labels"]
    steps = {b - a for a, b in itertools.pairwise(labels[1:-1])}
    assert len(labels) <= 9 and len(steps) == 1 and steps.pop() >= 4
    assert state.story["every"] >= 4


def test_the_story_grows_one_point_per_round_not_per_action():
    state = new_dealt("monopoly", [{"name": "A", "bot": True}, {"name": "B", "bot": True}], 3, {"turn_limit": 30})
    while not state.over:
        before = len(state.story["labels"])
        round_before = state.round
        play_automatic(state)
        grown = len(state.story["labels"]) - before
        assert grown == (1 if (state.round != round_before or state.over) else 0)
        assert len(json.dumps(state.story)) < 20_000



def test_a_finished_game_saved_before_the_story_loads_and_tells_it():
    from pathlib import Path

    from tycoon.core.saves import load

    path = Path(__file__).resolve().parents[1] / "data" / "saves" / "accept" / "game_over.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert "story" not in data["snapshot"] and data["snapshot"]["over"]
    _save, state = load(path.read_text(encoding="utf-8"))
    assert state.log[-1][0] == "story" and len(story_events(state)) == 1


def test_babylons_net_worth_after_a_round_is_its_earnings_so_far():
    """The end's two charts agree (issue 38 §7): the net worth point labelled r is the money
    earned in rounds 1…r, which the ceremony's "Earnings by round" puts at r."""
    from fractions import Fraction as F

    from tycoon.variants.babylon.gems import won

    state = play_bot_game("babylon", 5, 3, {})
    params = story_events(state)[0][1]
    assert params["labels"][0] == 0 and params["labels"][-1] == 4
    for seat, points in enumerate(params["series"]):
        earned = [F(e) for e in state.players[seat]["earned"]]
        for label, worth in zip(params["labels"][1:-1], points[1:-1], strict=True):
            assert worth == won(sum(earned[:label], F(0))), (seat, label)
        assert points[0] == 0 and points[-1] == won(sum(earned, F(0)))
