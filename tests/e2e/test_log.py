"""The game log (ui/log.py) shows every event the seat may see, one entry each, newest at the top
(issue 36: it once kept only the newest of a run of bots' bids, so an auction read as the leader
raising itself). CPython with the stand-in DOM (fakedom.py); no browser needed."""

from __future__ import annotations

import fakedom  # noqa: F401 - first: it installs the stand-in pyscript that the ui modules import
from tycoon.core import events_since, find_variant, new_game, play_automatic
from ui.format import Context
from ui.i18n import Translator
from ui.log import LogView

BOARD = find_variant("monopoly").board
NAMES = ["You", "Bot 1", "Bot 2", "Bot 3"]
ST_JAMES = 16

# The reported auction as the engine plays it (tests/engine/test_auction_turns.py): Bot 2 leads at
# $140, Bot 3 and you drop out, Bot 1 and Bot 2 go on raising, Bot 1 drops out and Bot 2 pays
# $180. The log once showed "Bot 2 bids $140, you drop out, Bot 2 bids $180".
REPORTED = [
    ("auction_opened_deed", {"square": ST_JAMES, "price": 180}),
    ("bid_made", {"player": 2, "amount": 140}),
    ("bid_passed", {"player": 3}),
    ("bid_passed", {"player": 0}),
    ("bid_made", {"player": 1, "amount": 150}),
    ("bid_made", {"player": 2, "amount": 160}),
    ("bid_made", {"player": 1, "amount": 170}),
    ("bid_made", {"player": 2, "amount": 180}),
    ("bid_passed", {"player": 1}),
    ("auction_won", {"player": 2, "square": ST_JAMES, "amount": 180}),
]


def scripted(events: list):
    """events_since over a fixed list of (key, params), as core.events_since answers."""
    def since(_seat, cursor: int, limit: int) -> dict:
        found = [[i, key, params] for i, (key, params) in enumerate(events) if i >= cursor]
        return {"events": found[-limit:], "next": len(events)}
    return since


def shown(log: LogView) -> list:
    """The entries' texts, oldest first."""
    return [entry.textContent for entry in reversed(log.el.children)]


def test_every_bid_of_an_auction_stays_in_the_log():
    log = LogView(Context(Translator("en"), "monopoly", NAMES, BOARD))
    for end in (2, 4, 6, 8, len(REPORTED)):  # the page updates between bursts of bots' bids
        log.update(scripted(REPORTED[:end]), 0)
    texts = shown(log)
    assert [int(e.getAttribute("data-n")) for e in reversed(log.el.children)] == list(range(len(REPORTED)))
    bids = [t for t in texts if " bids " in t]
    assert bids == ["Bot 2 bids $140.", "Bot 1 bids $150.", "Bot 2 bids $160.", "Bot 1 bids $170.",
                    "Bot 2 bids $180."]
    assert [t for t in texts if "drops out" in t] == [
        "Bot 3 drops out of the auction.", "You drops out of the auction.", "Bot 1 drops out of the auction."]


def test_a_whole_game_of_bots_has_one_entry_per_event_in_order():
    """Every auction a bot table plays, every bid and drop-out, read back in the engine's order."""
    state = new_game("monopoly", [{"name": n, "bot": True} for n in NAMES], 3)
    log = LogView(Context(Translator("en"), "monopoly", NAMES, BOARD))
    for _ in range(400):
        play_automatic(state)
        log.update(lambda seat, cursor, limit: events_since(state, seat, cursor, limit), 0)
    found = events_since(state, 0, 0, 10_000)["events"]
    assert any(key == "bid_made" for _i, key, _p in found), "no auction in 400 actions: pick another seed"
    newest = found[-250:]
    assert [int(e.getAttribute("data-n")) for e in reversed(log.el.children)] == [i for i, _k, _p in newest]
    assert sum(e.classList.contains("ev-bid_made") for e in log.el.children) == \
        sum(key == "bid_made" for _i, key, _p in newest)
