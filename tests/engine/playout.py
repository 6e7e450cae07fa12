"""Seeded random playouts with invariants checked after every action (OpenSpiel's random_sim_test).

The checks after each action cost what the table costs, not what the game's length costs: the
state without its log and history is JSON round-tripped every action, the log and history only
for what they gained since the last check, and the whole state (`to_dict`/`from_dict`) every
FULL_CHECK_EVERY actions and at the end. (A full round trip after every action is quadratic in
the game's length and used to dominate the suite.)

How many games: one knob, TYCOON_PLAYOUTS, the random games per variant of test_playouts.py
(default 30, what CI runs). Every other counted playout test asks `scaled(n)`, where n is its count
in the soak, TYCOON_PLAYOUTS=200 (`python3 build.py bench --only soak`, or a nightly), so the soak
plays every playout test's full count and a CI run the same share of each, at least one game.
"""

import json
import os
import random
from dataclasses import fields

from helpers import dealt
from tycoon.core import (
    CHANCE,
    State,
    acting_seats,
    apply_action,
    legal_actions,
    new_game,
    next_automatic,
    optional_actions,
    sample_chance,
    view,
)
from tycoon.variants.easymoney.piles import total as em_total

SOAK = 200  # TYCOON_PLAYOUTS in the soak run
PLAYOUTS = int(os.environ.get("TYCOON_PLAYOUTS", "30"))


def scaled(at_soak: int) -> int:
    """A playout test's number of games: `at_soak` in the soak, the same share of it in this run."""
    return max(1, at_soak * PLAYOUTS // SOAK)

CLOSED_MONEY = {
    "easymoney": em_total,  # $72,000,000 in piles and boxes
    # Babylon has no money to hand round; its one conserved stock is the rubies (held + paid).
    "babylon": lambda state: sum(p["rubies"] for p in state.players) + state.board["rubies_paid"],
}
FULL_CHECK_EVERY = 64  # actions between two full to_dict/from_dict round trips
GROWING = ("log", "history")  # the fields that grow with the game
TABLE_FIELDS = tuple(f.name for f in fields(State) if f.name not in GROWING)


def initial_money(state: State) -> int:
    """The money the game started with, worked back from now: the players' cash less what the bank
    issued plus what it collected — or, in a closed economy (Easy Money's $72,000,000 in piles and
    boxes), the variant's own count of every pile."""
    if state.variant in CLOSED_MONEY:
        return CLOSED_MONEY[state.variant](state)
    return sum(p["cash"] for p in state.players) - state.ledger["issued"] + state.ledger["collected"]


def check_round_trip(state: State) -> None:
    """The full check: the state survives to_dict/from_dict unchanged (DESIGN.md §2)."""
    assert State.from_dict(state.to_dict(), copy=False) == state, "to_dict/from_dict round trip changed the state"


class Invariants:
    """Checks one game's invariants after each action; call `finish` at the end (full round trip)."""

    def __init__(self, state: State, extra=None):
        self.money = initial_money(state)
        self.extra = extra
        self.actions = 0
        self.seen = {name: 0 for name in GROWING}  # how much of each growing list is checked
        check_round_trip(state)

    def __call__(self, state: State) -> None:
        self.actions += 1
        if self.actions % FULL_CHECK_EVERY == 0:
            check_round_trip(state)
        else:
            self.check_table(state)
        self.check_new_entries(state)
        check_rules(state, self.money, self.extra)

    def check_table(self, state: State) -> None:
        """Everything but the log and history is plain JSON and survives a round trip."""
        table = {name: getattr(state, name) for name in TABLE_FIELDS}
        assert json.loads(json.dumps(table)) == table, "the state is not plain JSON (or lost something in JSON)"

    def check_new_entries(self, state: State) -> None:
        """What the log and history gained since the last check is plain JSON."""
        for name in GROWING:
            items, start = getattr(state, name), self.seen[name]
            assert len(items) >= start, f"state.{name} shrank"
            new = items[start:]
            assert json.loads(json.dumps(new)) == new, f"state.{name} gained something that is not plain JSON"
            self.seen[name] = len(items)

    def finish(self, state: State) -> State:
        check_round_trip(state)
        return state


def check_rules(state: State, money: int, extra=None) -> None:
    """The cheap rule invariants: somebody can act, acting seats have moves, money is conserved."""
    acting = acting_seats(state)
    assert state.over or state.chance or acting, f"nobody can act in phase {state.phase}"
    for seat in acting:
        assert legal_actions(state, seat), f"seat {seat} must act but has no legal action"
    assert initial_money(state) == money, "money was created or destroyed outside the bank's ledger"
    assert all(p.get("cash", 0) >= 0 for p in state.players), "negative cash"
    auction = state.pending if state.phase == "auction" and isinstance(state.pending, dict) else None
    if auction and auction.get("leader") is not None and not state.over:  # core/auction.py (issue 36)
        assert state.actor != auction["leader"], "the auction's leader is asked to bid against itself"
    if extra:
        extra(state)


def check_invariants(state: State, money: int, extra=None) -> None:
    """Every invariant at once, full round trip included (for one-off checks in tests)."""
    check_round_trip(state)
    check_rules(state, money, extra)


# Actions a player may repeat at will within a phase; random play takes them only now and then
# so that random games still move on.
MANAGE = {"mortgage", "lift", "build", "sell", "sell_group", "trade_open", "claim_rent", "chat", "borrow"}
CLOSING = {"pass", "trade_send", "trade_cancel", "trade_accept", "trade_reject"}
OUT_OF_TURN = 0.03  # how often a random game lets a seat that need not act do something


def pick(chooser: random.Random, legal: list):
    """Uniform over the legal list, with a lean towards actions that move the game on."""
    closing = [a for a in legal if a.kind in CLOSING]
    if closing and chooser.random() < 0.35:
        return chooser.choice(closing)
    moves = [a for a in legal if a.kind not in MANAGE]
    if moves and (len(moves) == len(legal) or chooser.random() < 0.75):
        return chooser.choice(moves)
    return chooser.choice(legal)


def random_move(chooser: random.Random, state: State):
    """A chance outcome, or a random acting seat's random move; now and then instead a random
    out-of-turn action of a seat that need not act (`optional_actions`: a trade, a claim)."""
    if state.current_player() == CHANCE:
        return sample_chance(state)
    acting = acting_seats(state)
    if chooser.random() < OUT_OF_TURN:
        others = [s for s in range(len(state.players)) if s not in acting]
        chooser.shuffle(others)
        for seat in others:
            optional = optional_actions(state, seat)
            if optional:
                return pick(chooser, optional)
    seat = chooser.choice(acting)
    view(state, seat)
    return pick(chooser, legal_actions(state, seat))


def random_playout(variant: str, players: int, seed: int, options: dict, max_actions=20000, extra=None,
                   setup=None):
    """Play one game choosing uniformly among legal actions (tests may use `random`; rules may not)."""
    chooser = random.Random(seed)
    seats = [{"name": f"P{i}", "bot": False} for i in range(players)]
    state = dealt(new_game(variant, seats, seed, options))  # the set-up's deals, then the checks
    if setup:
        setup(state)
    check = Invariants(state, extra)
    for _ in range(max_actions):
        if state.over:
            return check.finish(state)
        apply_action(state, random_move(chooser, state))
        check(state)
    raise AssertionError(f"{variant} seed {seed} did not end within {max_actions} actions")


def bot_playout(variant: str, players: int, seed: int, options: dict, max_actions=60000, extra=None):
    """One game of bots (as tycoon.sim plays them), with the invariants checked after every action."""
    seats = [{"name": f"Bot {i}", "bot": True} for i in range(players)]
    state = dealt(new_game(variant, seats, seed, options))  # the set-up's deals, then the checks
    check = Invariants(state, extra)
    for _ in range(max_actions):
        if state.over:
            return check.finish(state)
        apply_action(state, next_automatic(state))
        check(state)
    raise AssertionError(f"{variant} bots, seed {seed}: no end within {max_actions} actions")
