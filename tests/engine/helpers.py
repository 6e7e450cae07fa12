"""Scripted chance for one-rule tests (like boardgame.io's MockRandom)."""

from tycoon.core import CHANCE, Action, apply_action, legal_actions, new_game, sample_chance


def two_player_game(options=None, seed=7):
    """A 2-seat Monopoly game where seat 0 won the order roll and is about to roll."""
    state = new_dealt("monopoly", [{"name": "Ann", "bot": False}, {"name": "Bo", "bot": False}], seed, options)
    dice(state, 6, 5)
    dice(state, 1, 2)
    assert state.phase == "roll" and state.actor == 0
    return state


def dealt(state):
    """Make the set-up's deals (the decks, dealt deeds, ruby holders …: chance's first actions,
    core/deal.py) as the game's own generator gives them; returns the state."""
    while state.chance is not None and state.chance["kind"] == "deal":
        apply_action(state, sample_chance(state))
    return state


def new_dealt(variant, players, seed, options=None):
    """new_game, its set-up dealt: the game as it stands when the first roll or choice is due."""
    return dealt(new_game(variant, players, seed, options))


def deal(state, *cards):
    """Force the deal chance must make now: `cards` dealt, in order (core/deal.py)."""
    assert state.chance is not None and state.chance["kind"] == "deal", f"no deal to make (phase {state.phase})"
    apply_action(state, Action(CHANCE, "deal", tuple(cards)))


def dice(state, d1, d2):
    """Force the next chance outcome."""
    assert state.current_player() == CHANCE, f"chance is not to act (phase {state.phase})"
    apply_action(state, Action(CHANCE, "dice", (d1, d2)))


def act(state, seat, kind, *args):
    apply_action(state, Action(seat, kind, tuple(args)))


def roll(state, seat, d1, d2):
    act(state, seat, "roll")
    dice(state, d1, d2)


def kinds(state, seat=None, with_trades=False):
    """The kinds of action open now (trade_open, open at most times, left out unless asked)."""
    found = {a.kind for a in legal_actions(state, state.actor if seat is None else seat)}
    return sorted(found if with_trades else found - {"trade_open"})


def events(state, key):
    return [params for k, params, *_audience in state.log if k == key]
