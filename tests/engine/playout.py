"""Seeded random playouts with invariants checked after every action (OpenSpiel's random_sim_test)."""

import random

from tycoon.core import (
    CHANCE,
    State,
    acting_seats,
    apply_action,
    legal_actions,
    new_game,
    next_automatic,
    sample_chance,
    view,
)


def initial_money(state: State) -> int:
    return sum(p["cash"] for p in state.players) - state.ledger["issued"] + state.ledger["collected"]


def check_invariants(state: State, money: int, extra=None) -> None:
    assert State.from_dict(state.to_dict(), copy=False) == state, "to_dict/from_dict round trip changed the state"
    assert state.over or state.chance or acting_seats(state), f"nobody can act in phase {state.phase}"
    for seat in acting_seats(state):
        assert legal_actions(state, seat), f"seat {seat} must act but has no legal action"
    assert initial_money(state) == money, "money was created or destroyed outside the bank's ledger"
    assert all(p["cash"] >= 0 for p in state.players), "negative cash"
    if extra:
        extra(state)


# Actions a player may repeat at will within a phase; random play takes them only now and then
# so that random games still move on.
MANAGE = {"mortgage", "lift", "build", "sell", "sell_group", "trade_open", "claim_rent"}
CLOSING = {"pass", "trade_send", "trade_cancel", "trade_accept", "trade_reject"}


def pick(chooser: random.Random, legal: list):
    """Uniform over the legal list, with a lean towards actions that move the game on."""
    closing = [a for a in legal if a.kind in CLOSING]
    if closing and chooser.random() < 0.35:
        return chooser.choice(closing)
    moves = [a for a in legal if a.kind not in MANAGE]
    if moves and (len(moves) == len(legal) or chooser.random() < 0.75):
        return chooser.choice(moves)
    return chooser.choice(legal)


def random_playout(variant: str, players: int, seed: int, options: dict, max_actions=20000, extra=None,
                   setup=None):
    """Play one game choosing uniformly among legal actions (tests may use `random`; rules may not)."""
    chooser = random.Random(seed)
    seats = [{"name": f"P{i}", "bot": False} for i in range(players)]
    state = new_game(variant, seats, seed, options)
    if setup:
        setup(state)
    money = initial_money(state)
    for _ in range(max_actions):
        if state.over:
            return state
        if state.current_player() == CHANCE:
            action = sample_chance(state)
        else:
            seat = chooser.choice(acting_seats(state))
            if chooser.random() < 0.03:  # now and then someone acts out of turn (a trade, a rent claim)
                seat = chooser.choice([s for s in range(players) if legal_actions(state, s)])
            action = pick(chooser, legal_actions(state, seat))
            view(state, seat)
        apply_action(state, action)
        check_invariants(state, money, extra)
    raise AssertionError(f"{variant} seed {seed} did not end within {max_actions} actions")


def bot_playout(variant: str, players: int, seed: int, options: dict, max_actions=60000, extra=None):
    """One game of bots (as tycoon.sim plays them), with the invariants checked after every action."""
    seats = [{"name": f"Bot {i}", "bot": True} for i in range(players)]
    state = new_game(variant, seats, seed, options)
    money = initial_money(state)
    for _ in range(max_actions):
        if state.over:
            return state
        apply_action(state, next_automatic(state))
        check_invariants(state, money, extra)
    raise AssertionError(f"{variant} bots, seed {seed}: no end within {max_actions} actions")
