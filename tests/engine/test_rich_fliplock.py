"""ริช รวยพลิกล็อค (Rich), rules/rich.md "Flip-Lock" (#1, #15): one test per line, then its chances
counted exactly over all 332,640 ordered deals of six cards from the eleven, and the engine's
observed pass rate over thousands of seeded plays set against them."""

import copy
import itertools
import math
import random
from collections import Counter
from fractions import Fraction

import pytest
from helpers import act, dealt, events
from rich_helpers import FAIL_ROW, PASS_ROW, at, game, guesses, move, row
from tycoon.core import CHANCE, Action, IllegalAction, apply_action, legal_actions, sample_chance, view
from tycoon.core.rng import seed_state, shuffled, skip
from tycoon.variants.rich import fliplock
from tycoon.variants.rich.fliplock import (
    DECK,
    PASS_CHANCE,
    best_guess,
    chance_if,
    chance_to_pass,
    pass_chance,
    right,
)

DEALS = math.perm(11, 6)  # 332,640 ordered deals of six of the eleven cards


def at_fliplock(state, cards=None, seat=0):
    """`seat` lands on the Flip-Lock square 35; chance deals the row `cards` (None: as the game's
    generator deals it)."""
    at(state, seat, 33)
    move(state, 1, 1)
    if cards is None:
        dealt(state)
    else:
        row(state, cards)
    assert state.phase == "fliplock"


# ---- the rules --------------------------------------------------------------------------------
def test_deck_is_11_cards_1_to_9_plus_a_second_4_and_5():
    assert sorted(DECK) == [1, 2, 3, 4, 4, 5, 5, 6, 7, 8, 9] and len(DECK) == 11


def test_shuffle_all_11_deal_6_face_down_turn_the_first_up():
    state = game()
    at_fliplock(state)
    flip = state.board["flip"]
    assert len(flip["row"]) == 6 and flip["shown"] == 1 and not Counter(flip["row"]) - Counter(DECK)
    assert events(state, "rich_fliplock") == [{"player": 0, "card": flip["row"][0], "context": "square"}]
    assert view(state, 0)["flip"]["shown"] == flip["row"][:1] and view(state, 0)["flip"]["down"] == 5


def test_the_row_is_chance_s_deal_forced_through_apply_action():
    """The row is a deal of chance (core/deal.py): the game's generator gives the first six of its
    shuffle of the eleven; a test forces any six of them (each as often as the deck has it) and
    the game's future does not move."""
    state = game()
    at(state, 0, 33)
    move(state, 1, 1)
    assert state.current_player() == CHANCE and state.chance["why"] == "fliplock" and state.phase != "fliplock"
    assert "row" not in str(view(state, 0)) and "items" not in str(view(state, None))
    for wrong in ((4, 4, 4, 1, 2, 3), (1, 2, 3, 4, 5), (1, 2, 3, 4, 5, 6, 7), (1, 2, 3, 4, 5, 10)):
        with pytest.raises(IllegalAction):
            apply_action(state, Action(CHANCE, "deal", wrong))
    sampled, rng = sample_chance(state), state.rng
    assert legal_actions(state) == [sampled] and list(sampled.args) == shuffled(rng, list(DECK))[1][:6]
    forced = state.clone()
    apply_action(forced, "-1 deal 5 5 4 4 9 1")
    apply_action(state, sampled)
    assert forced.rng == state.rng == skip(rng, len(DECK) - 1)  # a shuffle's steps, whatever came out
    assert forced.board["flip"]["row"] == [5, 5, 4, 4, 9, 1] and forced.history[-1] == "-1 deal 5 5 4 4 9 1"
    assert forced.phase == state.phase == "fliplock" and state.board["flip"]["row"] == list(sampled.args)


def test_every_play_is_dealt_from_all_11_cards():
    state = game()
    seen = Counter()
    for _ in range(3000):
        fliplock.deal(state, player=0, context="square")  # chance is to deal a row
        cards = sample_chance(state).args
        apply_action(state, Action(CHANCE, "deal", cards))
        assert not Counter(cards) - Counter(DECK) and len(cards) == 6
        seen.update((place, card) for place, card in enumerate(cards))
    assert all(seen[(place, card)] for place in range(6) for card in set(DECK))


def test_five_guesses_higher_or_lower_than_the_last_card_then_pass():
    state = game()
    at_fliplock(state, [3, 8, 2, 9, 1, 4])
    guesses(state, "higher", "lower", "higher", "lower")
    assert state.phase == "fliplock" and state.board["flip"]["shown"] == 5
    guesses(state, "higher")
    assert state.board["flip"]["result"] == "pass" and state.players[0]["cash"] == 500_000
    assert len(events(state, "rich_flip_right")) == 5


def test_one_wrong_guess_fails_at_once():
    state = game()
    at_fliplock(state, [3, 8, 2, 9, 1, 4])
    guesses(state, "higher", "higher")
    assert state.board["flip"]["result"] == "fail" and state.board["flip"]["shown"] == 3
    assert events(state, "rich_flip_wrong") == [{"player": 0, "guess": "higher", "card": 2, "last": 8}]
    assert state.phase == "roll" and state.turn_seat == 1 and state.players[0]["cash"] == 170_000


@pytest.mark.parametrize("side", ["higher", "lower"])
def test_tie_card_fails_fliplock(side):
    """An equal card is a wrong guess, whichever way the player guessed."""
    state = game()
    at_fliplock(state, FAIL_ROW)
    guesses(state, side)
    assert state.board["flip"]["result"] == "fail"
    assert not right("higher", 4, 4) and not right("lower", 4, 4)


def test_no_stopping_early():
    state = game()
    at_fliplock(state, PASS_ROW)
    for _ in range(4):
        assert {a.kind for a in legal_actions(state, 0)} == {"guess"}
        act(state, 0, "guess", "higher")
    with pytest.raises(IllegalAction):
        act(state, 0, "borrow")
    act(state, 0, "guess", "higher")
    assert state.board["flip"]["result"] == "pass"


def test_cards_face_down_are_in_no_view_the_turned_ones_and_the_counts_are():
    state = game(3)
    at_fliplock(state, [5, 9, 1, 4, 4, 2])
    act(state, 0, "guess", "higher")
    for seat in (0, 1, 2, None):
        flip = view(state, seat)["flip"]
        assert flip["shown"] == [5, 9] and flip["down"] == 4 and "row" not in flip
        assert Counter(flip["left"]) == Counter(DECK) - Counter([5, 9])  # what may still come
        assert (flip["higher"], flip["lower"], flip["equal"]) == (0, 9, 0)
        assert flip["chance"] == {g: str(chance_if([5, 9], g)) for g in ("higher", "lower")}
    assert all(e[0] != "rich_fliplock" or e[1]["card"] == 5 for e in state.log)


# ---- the chances, exactly ----------------------------------------------------------------------
def enumerate_deals():
    """(deals, passes of a random guesser ×32, passes of the card-counting guesser) over every
    ordered deal of six of the eleven cards (the two 4s and two 5s are different cards)."""
    memo = {}

    def guess(prefix):
        if prefix not in memo:
            memo[prefix] = best_guess(list(prefix))
        return memo[prefix]

    deals = blind = counted = 0
    for picked in itertools.permutations(range(len(DECK)), 6):
        row = tuple(DECK[i] for i in picked)
        deals += 1
        blind += all(a != b for a, b in itertools.pairwise(row))  # then one of the 2**5 guess strings wins
        counted += all(right(guess(row[:k]), row[k - 1], row[k]) for k in range(1, 6))
    return deals, blind, counted


@pytest.fixture(scope="module")
def exact():
    deals, blind, counted = enumerate_deals()
    return {"deals": deals, "random": Fraction(blind, deals * 32), "counting": Fraction(counted, deals)}


@pytest.mark.statistics
def test_enumeration_covers_all_332640_deals(exact):
    assert exact["deals"] == DEALS == 332_640


@pytest.mark.statistics
def test_random_guesser_pass_chance_is_17_in_660(exact):
    assert exact["random"] == Fraction(17, 660)  # about 2.6%


@pytest.mark.statistics
def test_counting_strategy_pass_chance_equals_pass_chance_and_PASS_CHANCE(exact):
    assert exact["counting"] == pass_chance() == PASS_CHANCE == Fraction(64, 297)  # about 21.5%
    assert exact["counting"] == sum(chance_to_pass([c]) for c in DECK) / len(DECK)


def test_best_guess_is_the_side_with_more_winning_orders():
    assert best_guess([1]) == "higher" and best_guess([9]) == "lower"
    for shown in ([5], [4], [5, 9], [3, 8, 2]):
        sides = {g: chance_if(shown, g) for g in ("higher", "lower")}
        assert sides[best_guess(shown)] == max(sides.values()) == chance_to_pass(shown)


def within_tolerance(passes, plays, chance):
    sd = math.sqrt(float(chance) * (1 - float(chance)) / plays)
    return abs(passes / plays - float(chance)) <= 4 * sd


def engine_plays(plays, choose):
    """Play Flip-Lock `plays` times through apply_action from differently seeded states; `choose`
    picks each guess from the view's Flip-Lock. Returns the passes."""
    base = game()
    at(base, 0, 33)
    passes = 0
    for play in range(plays):
        state = copy.deepcopy(base)
        state.rng = seed_state(10_000 + play)
        move(state, 1, 1)
        dealt(state)  # chance deals the row from this state's generator
        while state.phase == "fliplock":
            act(state, 0, "guess", choose(view(state, 0)["flip"]))
        passes += state.board["flip"]["result"] == "pass"
    return passes


@pytest.mark.statistics
def test_engine_counting_player_passes_as_often_as_counted(exact):
    plays = 4000
    passes = engine_plays(plays, lambda flip: best_guess(flip["shown"]))
    assert within_tolerance(passes, plays, exact["counting"]), passes / plays


@pytest.mark.statistics
def test_engine_random_guesser_passes_as_often_as_counted(exact):
    plays, chooser = 4000, random.Random(5)
    passes = engine_plays(plays, lambda flip: chooser.choice(("higher", "lower")))
    assert within_tolerance(passes, plays, exact["random"]), passes / plays
