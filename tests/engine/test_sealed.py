"""Sealed simultaneous phases (core/sealed.py, DESIGN.md §2), shown with the toy_sealed variant:
answers stay sealed until the phase closes, only the seats that must answer are waited for,
a reloaded state closes the phase identically, nobody answers twice, and history replays."""

import pytest
from tycoon.core import (
    SIMULTANEOUS,
    Action,
    IllegalAction,
    State,
    acting_seats,
    apply_action,
    bot_action,
    events_since,
    human_seats_to_answer,
    legal_actions,
    new_game,
    optional_actions,
    replay,
    view,
)

PLAYERS = [{"name": f"P{i}", "bot": False} for i in range(5)]


def toy(seed=2):
    return new_game("toy_sealed", PLAYERS, seed)


def bidders(state):
    return [s for s in range(len(state.players)) if s != state.board["dealer"]]


def bid(state, seat, amount):
    apply_action(state, Action(seat, "bid", (amount,)))


def everything_seen_by(state, seat):
    """All a seat (or a spectator) may learn now: its view and every event it may read."""
    return view(state, seat), events_since(state, seat, 0)


def test_a_sealed_phase_waits_for_every_seat_that_must_answer():
    state = toy()
    assert state.actor == SIMULTANEOUS and state.sealed == {"waiting": bidders(state), "answers": [None] * 5}
    assert acting_seats(state) == bidders(state) == human_seats_to_answer(state)
    first, *rest = bidders(state)
    bid(state, first, 3)
    assert acting_seats(state) == rest and legal_actions(state, first) == []
    assert view(state, None)["sealed"] == {"waiting": rest, "answered": [first], "mine": None}
    assert ["answer_sealed", {"player": first}] == state.log[-1]  # who answered, never what


def test_an_answer_is_sealed_from_every_other_seat_and_spectators_until_the_phase_closes():
    """Two tables that differ only in one seat's sealed bid look the same to everybody else."""
    low, high = toy(), toy()
    first, second, *rest = bidders(low)
    bid(low, first, 0)
    bid(high, first, 7)
    bid(low, second, 3)
    bid(high, second, 3)
    for seat in (None, *[s for s in range(5) if s != first]):
        assert everything_seen_by(low, seat) == everything_seen_by(high, seat), f"seat {seat} saw a sealed bid"
    assert view(low, first)["sealed"]["mine"] == f"{first} bid 0"
    assert view(high, first)["sealed"]["mine"] == f"{first} bid 7"
    assert view(high, second)["sealed"]["mine"] == f"{second} bid 3"
    assert view(high, rest[0])["sealed"]["mine"] is None
    for seat in rest:  # a bot deciding later reads only its view: the same choice on both tables
        assert bot_action(low, seat) == bot_action(high, seat)
    for seat in rest:
        bid(low, seat, 0)
        bid(high, seat, 0)
    revealed = [e for e in high.log if e[0] == "revealed" and e[1]["player"] == first]
    assert revealed[0][1]["bid"] == 7 and high.sealed is None  # closed: now it is public


def test_a_seat_that_need_not_act_is_not_waited_for():
    state = toy(seed=3)
    dealer = state.board["dealer"]
    assert dealer not in acting_seats(state) and dealer not in human_seats_to_answer(state)
    for amount in (0, 7):  # neither an offered amount nor a free one
        with pytest.raises(IllegalAction):
            bid(state, dealer, amount)
    for seat in bidders(state):
        bid(state, seat, 3)
    assert state.over and state.sealed is None
    assert [a for a in state.history if a.startswith(f"{dealer} ")] == []  # closed without the dealer


def test_a_seat_may_act_out_of_turn_during_a_sealed_phase_without_being_waited_for():
    state = toy(seed=3)
    dealer = state.board["dealer"]
    assert optional_actions(state, dealer) == [Action(dealer, "chat")]
    first, *rest = bidders(state)
    bid(state, first, 3)
    for _ in range(2):
        apply_action(state, Action(dealer, "chat"))
        assert state.log[-1] == ["chatted", {"player": dealer}]
        assert acting_seats(state) == rest and state.sealed["answers"][first] == f"{first} bid 3"
    assert optional_actions(state, first) == []  # an answered seat has nothing more to do here
    for seat in rest:
        bid(state, seat, 0)
    assert state.over


def test_an_answer_from_a_seat_that_already_answered_is_refused():
    state = toy()
    first, *rest = bidders(state)
    bid(state, first, 3)
    for amount in (3, 6, 7):  # offered amounts and a free one
        with pytest.raises(IllegalAction, match=f"seat {first} has already answered"):
            bid(state, first, amount)
    assert state.sealed["answers"][first] == f"{first} bid 3" and acting_seats(state) == rest


@pytest.mark.parametrize("answered", [0, 1, 2, 3])
def test_a_state_reloaded_mid_phase_keeps_the_sealed_answers_and_closes_identically(answered):
    state = toy(seed=5)
    amounts = [6, 0, 9, 3]
    for seat, amount in list(zip(bidders(state), amounts))[:answered]:
        bid(state, seat, amount)
    reloaded = State.from_json(state.to_json())
    assert reloaded == state and reloaded.sealed == state.sealed
    assert acting_seats(reloaded) == acting_seats(state)
    for seat in (None, *range(5)):
        assert everything_seen_by(reloaded, seat) == everything_seen_by(state, seat)
    for seat, amount in list(zip(bidders(state), amounts))[answered:]:
        bid(state, seat, amount)
        bid(reloaded, seat, amount)
    assert state.over and reloaded.to_json() == state.to_json()


@pytest.mark.parametrize("cut", [0, 2, None])
def test_replaying_the_history_reproduces_the_state(cut):
    state = toy(seed=9)
    for seat, amount in zip(bidders(state), [9, 3, 3, 0]):
        bid(state, seat, amount)
    history = state.history[:cut]
    again = replay("toy_sealed", PLAYERS, 9, None, history)
    if cut is None:
        assert again.to_json() == state.to_json()
    else:
        assert again.history == history and again.sealed["waiting"] == bidders(state)[cut:]
