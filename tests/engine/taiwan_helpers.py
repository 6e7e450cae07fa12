"""Scripted chance for the 如何做個大富翁 one-rule tests: a 2–3 seat game where seat 0 spun
highest, forced spins of the top, and a few set-up shortcuts."""

from helpers import act, new_dealt
from tycoon.core import CHANCE, Action, apply_action

NAMES = ["阿明", "阿華", "阿珠"]


def game(players=2, **options):
    """Seat 0 spun highest and is about to spin."""
    state = new_dealt("taiwan", [{"name": n} for n in NAMES[:players]], 7, options)
    for value in [12] + [1] * (players - 1):
        top(state, value)
    assert state.phase == "roll" and state.actor == 0
    return state


def top(state, value):
    assert state.current_player() == CHANCE, f"the top is not spinning (phase {state.phase})"
    apply_action(state, Action(CHANCE, "dice", (value,)))


def spin(state, seat, value):
    act(state, seat, "roll")
    top(state, value)


def own(state, seat, *squares):
    for index in squares:
        state.board["owner"][index] = seat


def at(state, seat, square):
    state.players[seat]["position"] = square


def cash(state):
    return [p["cash"] for p in state.players]


def end_turn(state):
    act(state, state.actor, "end_turn")


def pass_auction(state):
    while state.phase == "auction":
        act(state, state.actor, "pass")


def make_spy(state, seat):
    state.board["spy"] = seat


def jailed(state, seat=0):
    state.players[seat].update(in_jail=True, position=10, jail_tries=0)
