"""Writes v1/: version-1 saves (before shuffles and deals were chance actions), each stopped
where a deal had just been made (or, monopoly_long, longer than a storage chunk), so that test_saves.py checks that saves.MIGRATIONS[1] puts the
deals back where they belong. Only the version-1 engine can write them: run it once against a
checkout of commit 56c4d6d (the last one before deals were chance actions):

    git archive 56c4d6d py | tar -x -C /tmp/v1 && python3 tests/data/saves/make_v1.py /tmp/v1/py
"""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, sys.argv[1])

from tycoon.core import new_game, play_automatic
from tycoon.core.save_check import VERSION
from tycoon.core.saves import build_save, dumps

assert VERSION == 1, "run this with the version-1 engine"


def bots(count: int) -> list:
    return [{"name": f"Bot {i + 1}", "bot": True} for i in range(count)]


def after_bots(state, stop) -> None:
    """Bots play until `stop(state, the keys of the events the last action told)` holds."""
    told = [entry[0] for entry in state.log]
    while not stop(state, told):
        start = len(state.log)
        assert play_automatic(state) is not None, "the game ended first"
        told = [entry[0] for entry in state.log[start:]]


def mystery_shuffled(state, told) -> bool:
    """The last Mystery card of the deck went to the bottom: the deck was shuffled again."""
    return "em_mystery_card" in told and state.board["mystery_drawn"] == []


CASES = {  # file -> (variant, players, seed, options, where to stop)
    "monopoly_long.json": ("monopoly", 3, 18, {}, lambda s, _t: len(s.history) >= 260),  # over a chunk
    "monopoly_quick.json": ("monopoly", 3, 11, {"starting_deeds": 3}, lambda s, _t: len(s.history) >= 30),
    "taiwan_new.json": ("taiwan", 2, 12, {"starting_deeds": 3}, lambda s, _t: True),
    "rich_fliplock.json": ("rich", 3, 13, {}, lambda s, t: "rich_fliplock" in t),
    "easymoney_tickets.json": ("easymoney", 3, 14, {}, lambda s, t: "em_tickets_reshuffled" in t),
    "easymoney_mystery.json": ("easymoney", 3, 5, {}, mystery_shuffled),
    "babylon_room_4.json": ("babylon", 4, 16, {"rubies": "seed"}, lambda s, _t: s.phase == "room"),
    "babylon_room_5.json": ("babylon", 5, 17, {"rubies": "seed"}, lambda s, _t: s.phase == "room"),
}

for name, (variant, count, seed, options, stop) in CASES.items():
    players = bots(count)
    state = new_game(variant, players, seed, options)
    after_bots(state, stop)
    (HERE / "v1" / name).write_text(dumps(build_save(state, players)), encoding="utf-8")
    print(name, len(state.history), "actions")
