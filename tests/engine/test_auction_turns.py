"""Whose turn it is in an auction, and what the log keeps of it (issue 36, "auctions read as
auctions"): the player holding the high bid is never the one asked to bid, and every bid and
every drop-out is an event of its own, in the order they were made — deed auctions, shortage
auctions of houses (core/property/build.py) and Taiwan's dumped streets alike.

A reported St. James Place auction read "Bot 2 bids $140, you drop out, Bot 2 bids $180": the
engine's events were complete (test_the_reported_auction_is_logged_bid_for_bid); the page's log
hid a run of bots' bids (tests/e2e/test_log.py)."""

import random
from itertools import pairwise

import pytest
from helpers import act, dealt, dice, new_dealt, roll
from playout import random_move, scaled
from taiwan_helpers import game as taiwan_game
from taiwan_helpers import own
from tycoon.core import Action, apply_action, legal_actions, new_game, next_automatic

ST_JAMES = 16
AUCTION_EVENTS = {"bid": "bid_made", "pass": "bid_passed"}


class AuctionWatch:
    """Checks, after each action, that the leader is not asked to bid, and that a bid or a pass
    made one event naming its bidder (and amount)."""

    def __init__(self, state):
        self.state = state
        self.seen = len(state.log)
        self.bids = 0

    def apply(self, action: Action) -> None:
        state = self.state
        auction = state.phase == "auction" and action.kind in AUCTION_EVENTS
        apply_action(state, action)
        new = [(key, params) for key, params, *_ in state.log[self.seen:]]
        self.seen = len(state.log)
        if auction:
            self.bids += 1
            mine = [(key, params) for key, params in new if key in AUCTION_EVENTS.values()]
            expected = {"player": action.seat} | ({"amount": action.args[0]} if action.kind == "bid" else {})
            assert mine == [(AUCTION_EVENTS[action.kind], expected)], (action, new)
        self.check()

    def check(self) -> None:
        state = self.state
        if state.phase != "auction" or state.over:
            return
        auction = state.pending
        leader = auction["leader"]
        assert state.actor in auction["bidders"], (state.actor, auction)
        assert state.actor != leader, f"the leader {leader} is asked to bid against itself: {auction}"
        if leader is not None:
            assert not legal_actions(state, leader), "the leader has moves while another bids"


def play_auction(watch: AuctionWatch, chooser: random.Random) -> None:
    """Random bids and drop-outs until the auction is over."""
    state = watch.state
    while state.phase == "auction":
        watch.apply(chooser.choice(legal_actions(state, state.actor)))


@pytest.mark.parametrize("variant", ["monopoly", "taiwan"])
def test_the_leader_is_never_asked_to_bid(variant):
    """Random games of 2–4 players, every action checked (deed auctions, Taiwan's dumping, and any
    shortage auction that comes up)."""
    bids = 0
    for game in range(max(2, scaled(40))):
        players = 2 + game % 3
        chooser = random.Random(game)
        state = dealt(new_game(variant, [{"name": f"P{i}", "bot": False} for i in range(players)], game))
        watch = AuctionWatch(state)
        for _ in range(4000):
            if state.over:
                break
            watch.apply(random_move(chooser, state))
        bids += watch.bids
    assert bids > 50  # the games did hold auctions


@pytest.mark.parametrize("variant", ["monopoly", "taiwan"])
def test_the_leader_is_never_asked_to_bid_among_bots(variant):
    for game in range(max(1, scaled(12))):
        state = dealt(new_game(variant, [{"name": f"Bot {i}", "bot": True} for i in range(4)], 500 + game))
        watch = AuctionWatch(state)
        for _ in range(3000):
            if state.over:
                break
            watch.apply(next_automatic(state))
        assert watch.bids


def three_builders(bank_houses: int):
    """Monopoly, 3 players: Ann (seat 0) owns the light blues, Bo the browns, Cy the pinks, and the
    bank has `bank_houses` houses: Ann asking for one opens a shortage auction among the three."""
    state = new_dealt("monopoly", [{"name": n} for n in ("Ann", "Bo", "Cy")], 1)
    for d in ((6, 6), (1, 1), (1, 2)):
        dice(state, *d)
    roll(state, 0, 1, 2)  # Baltic: declined, nobody bids
    act(state, 0, "decline")
    for seat in (0, 1, 2):
        act(state, seat, "pass")
    for seat, squares in ((0, (6, 8, 9)), (1, (1, 3)), (2, (11, 13, 14))):
        for index in squares:
            state.board["owner"][index] = seat
    state.board["bank_houses"] = bank_houses
    act(state, 0, "build", 6)
    assert state.phase == "auction" and state.pending["lot"]["kind"] == "house"
    return state


@pytest.mark.parametrize("seed", range(12))
def test_the_leader_is_never_asked_to_bid_for_a_house_in_short_supply(seed):
    watch = AuctionWatch(three_builders(bank_houses=1))
    watch.check()
    play_auction(watch, random.Random(seed))


@pytest.mark.parametrize("seed", range(12))
def test_the_leader_is_never_asked_to_bid_for_dumped_land(seed):
    state = taiwan_game(3)
    own(state, 0, 6)
    act(state, 0, "dump", 6)
    assert state.phase == "auction" and state.pending["bidders"] == [1, 2]
    watch = AuctionWatch(state)
    watch.check()
    play_auction(watch, random.Random(seed))


def the_reported_auction():
    """Monopoly, you (seat 0) and three bots; you land on St. James Place and decline it."""
    seats = [{"name": "You", "bot": False}] + [{"name": f"Bot {i}", "bot": True} for i in (1, 2, 3)]
    state = new_dealt("monopoly", seats, 5)
    for d in ((6, 6), (1, 2), (1, 3), (1, 4)):
        dice(state, *d)
    assert state.phase == "roll" and state.actor == 0
    state.players[0]["position"] = 6
    roll(state, 0, 6, 4)
    act(state, 0, "decline")
    assert state.phase == "auction" and state.pending["bidders"] == [0, 1, 2, 3]
    return state


def test_the_reported_auction_is_logged_bid_for_bid():
    """Bot 2 leads at $140 and you drop out; the bots play the rest. Every bid and drop-out is an
    event, in order, the bids rise, nobody outbids itself, and the winner pays the last bid."""
    state = the_reported_auction()
    opened = len(state.log)
    watch = AuctionWatch(state)
    made = []
    for action in (Action(0, "bid", (100,)), Action(1, "bid", (120,)), Action(2, "bid", (140,)),
                   Action(3, "pass"), Action(0, "pass")):
        watch.apply(action)
        made.append(action)
    assert state.pending["leader"] == 2 and state.pending["bidders"] == [1, 2]
    while state.phase == "auction":
        action = next_automatic(state)
        watch.apply(action)
        made.append(action)
    logged = [(key, params) for key, params, *_ in state.log[opened:]]
    moves = [(key, params) for key, params in logged if key in AUCTION_EVENTS.values()]
    assert moves == [(AUCTION_EVENTS[a.kind], {"player": a.seat} | ({"amount": a.args[0]} if a.args else {}))
                     for a in made]
    bids = [(params["player"], params["amount"]) for key, params in moves if key == "bid_made"]
    assert all(b[1] > a[1] for a, b in pairwise(bids)), bids
    assert all(b[0] != a[0] for a, b in pairwise(bids)), f"a bidder outbid itself: {bids}"
    assert len(bids) > 4  # after you dropped out the bots raised in turn (the page showed none of it)
    won = [params for key, params in logged if key == "auction_won"]
    assert won == [{"player": bids[-1][0], "square": ST_JAMES, "amount": bids[-1][1]}]
