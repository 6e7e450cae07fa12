"""One turn order for every game (core/turn_order.py): under a round limit every seat still in the
game gets the same number of turns, whoever started; rounds count from the player who started;
seats that are out or finished are skipped; a resting seat has its (empty) turn; every view says
"round N of M" through its header; a finished game says how it ended."""

import pytest
from tycoon.core import CHANCE, Action, apply_action, ending, find_variant, new_game, play_automatic, view
from tycoon.core.dice import dice_outcomes
from tycoon.core.turn_order import next_seat, round_limit
from tycoon.core.variant import ENDINGS

LIMITED = ("monopoly", "taiwan", "rich", "easymoney")
LIMIT = 3


def _order_outcome(state, starter: int) -> Action:
    """The order roll that makes `starter` start: the highest roll for it, the lowest for the rest."""
    outcomes = [a for a, _ in dice_outcomes(state.chance)]
    best = max(outcomes, key=lambda a: sum(a.args)) if state.actor == starter else min(outcomes, key=lambda a: sum(a.args))
    return Action(CHANCE, best.kind, best.args)


def play_out(variant: str, players: int, starter: int, limit: int = LIMIT, seed: int = 5):
    """A bot game under a round limit where `starter` wins the roll for who starts. Returns the
    finished state and the turns each seat began (counted where the turn counter moves)."""
    state = new_game(variant, [{"name": f"B{i}", "bot": True} for i in range(players)], seed, {"turn_limit": limit})
    began, last = [0] * players, 0
    while not state.over:
        if state.phase == "order" and state.chance is not None:
            apply_action(state, _order_outcome(state, starter))
        else:
            play_automatic(state)
        if state.turn > last:
            began[state.turn_seat] += state.turn - last
            last = state.turn
    return state, began


def _turns(state, began: list) -> list:
    """Turns each seat had: the game's own count where it keeps one (a resting Rich seat's turn
    counts, though it passes at once), else the turns begun."""
    if "turns" in state.players[0]:
        return [p["turns"] for p in state.players]
    return began


def _still_in(state) -> list:
    return [s for s, p in enumerate(state.players) if not p.get("out") and not p.get("finished")]


def _cases():
    for variant in LIMITED:
        found = find_variant(variant)
        for players in range(found.min_players, found.max_players + 1):
            for starter in range(players):
                yield variant, players, starter


@pytest.mark.parametrize(("variant", "players", "starter"), list(_cases()))
def test_every_seat_still_in_gets_the_same_turns_under_a_round_limit(variant, players, starter):
    state, began = play_out(variant, players, starter)
    assert state.board["first"] == starter
    turns = _turns(state, began)
    if ending(state)["reason"] == "round_limit":
        assert state.round == LIMIT
        assert {turns[s] for s in _still_in(state)} == {LIMIT}, (turns, _still_in(state))
    else:  # ended early (a bankruptcy, the pile ran dry, everyone finished): nobody had more than the limit
        assert max(turns) <= LIMIT


@pytest.mark.parametrize("variant", LIMITED)
def test_round_one_is_the_starters_and_a_round_begins_when_the_turn_comes_back(variant):
    players = 3
    state = new_game(variant, [{"name": f"B{i}", "bot": True} for i in range(players)], 5, {"turn_limit": 9})
    rounds = []  # (turn_seat, round) at each new turn
    last = 0
    while len(rounds) < 7 and not state.over:
        if state.phase == "order" and state.chance is not None:
            apply_action(state, _order_outcome(state, 2))
        else:
            play_automatic(state)
        if state.turn > last:
            rounds.append((state.turn_seat, state.round))
            last = state.turn
    assert rounds[:7] == [(2, 1), (0, 1), (1, 1), (2, 2), (0, 2), (1, 2), (2, 3)]


def test_a_seat_that_is_out_is_skipped_and_rounds_still_count_from_the_starter():
    state = new_game("monopoly", [{"name": n, "bot": True} for n in "ABCD"], 5, {"turn_limit": 9})
    while not state.turn:  # the decks are dealt, then seat 1 wins the roll for order
        if state.phase == "order" and state.chance is not None:
            apply_action(state, _order_outcome(state, 1))
        else:
            play_automatic(state)
    assert state.turn_seat == 1 and state.round == 1
    state.players[1]["out"] = True  # the starter went bankrupt in its first turn
    state.players[2]["out"] = True
    assert next_seat(state) == 3
    state.turn_seat = 3
    assert next_seat(state) == 0  # then round the table: seat 0, and past the starter's place
    state.turn_seat = 0
    assert next_seat(state) == 3


def test_a_finished_rich_player_is_skipped_and_a_resting_one_has_an_empty_turn():
    state = new_game("rich", [{"name": n, "bot": True} for n in "ABC"], 5, {"turn_limit": 9})
    while state.phase != "roll":
        if state.phase == "order" and state.chance is not None:
            apply_action(state, _order_outcome(state, 0))
        else:
            play_automatic(state)
    assert state.turn_seat == 0
    state.players[1]["finished"] = 1
    assert next_seat(state) == 2
    state.players[2]["resting"] = True
    turns = state.players[2]["turns"]
    from tycoon.variants.rich.turn import end_turn

    end_turn(state)  # seat 2 rests (its turn passes at once), then seat 0 plays
    assert state.players[2]["turns"] == turns + 1 and not state.players[2]["resting"]
    assert state.turn_seat == 0 and state.round == 2 and state.phase == "roll"


@pytest.mark.parametrize("variant", [*LIMITED, "babylon"])
def test_the_view_header_says_round_n_of_m(variant):
    found = find_variant(variant)
    options = {"turn_limit": 7} if "turn_limit" in found.options else {}
    state = new_game(variant, [{"name": f"B{i}", "bot": True} for i in range(3)], 5, options)
    while state.round < 2 and not state.over:
        play_automatic(state)
    header = view(state, 0)["header"]
    assert header["round"] == state.round == 2
    assert header["round_limit"] == (7 if options else 4)  # Babylon: its four rounds
    assert header["turn_seat"] == state.turn_seat and header["phase"] == state.phase
    assert header["unit"] == found.unit
    assert round_limit(state) == (7 if options else 0)


@pytest.mark.parametrize("variant", [*LIMITED, "babylon"])
def test_a_finished_game_says_how_it_ended(variant):
    state = new_game(variant, [{"name": f"B{i}", "bot": True} for i in range(3)], 11, {})
    assert ending(state) is None and "ending" not in view(state, None)
    while not state.over:
        play_automatic(state)
    how = ending(state)
    assert how["reason"] in ENDINGS and how["winners"] == state.winners and how["rounds"] == state.round
    assert view(state, None)["ending"] == how


def test_the_ways_of_ending_are_told_apart():
    quick = dict(find_variant("monopoly").presets["quick"], turn_limit=0)
    reasons = set()
    for seed in range(1, 6):
        for variant, options in (("monopoly", quick), ("monopoly", {"turn_limit": 2}), ("rich", {"turn_limit": 2}),
                                 ("rich", {}), ("easymoney", {}), ("babylon", {})):
            state = new_game(variant, [{"name": f"B{i}", "bot": True} for i in range(3)], seed, options)
            while not state.over:
                play_automatic(state)
            reasons.add((variant, ending(state)["reason"]))
    assert {("monopoly", "first_bankruptcy"), ("monopoly", "round_limit"), ("rich", "round_limit"),
            ("rich", "all_finished"), ("easymoney", "bank_dry"), ("babylon", "reveal")} <= reasons
