"""Saves made before the one turn order and the one continuation stack still load: Rich's steps
(``board["todo"]``) and Easy Money's road (``board["route"]``) are read into today's stack, and a
Monopoly or Taiwan game that counted its rounds from seat 0 goes on counting them so."""

import json
from pathlib import Path

from tycoon.core import new_game, play_automatic, saves
from tycoon.variants.rich.steps import FIELDS

ACCEPT = Path(__file__).resolve().parents[1] / "data" / "saves" / "accept"
BOTS = [{"name": f"B{i}", "bot": True} for i in range(3)]


def _mid_turn(variant: str, seed: int = 3):
    """A bot game stopped where steps of the turn are still on the stack."""
    state = new_game(variant, BOTS, seed)
    while not (state.stack and state.chance is None and not state.over):
        play_automatic(state)
    return state


def _as_written_then(save: dict, board_key: str, entries: list) -> dict:
    """The same save with its snapshot in the old shape, checksummed as the old app wrote it."""
    old = json.loads(json.dumps(save))
    old["snapshot"]["board"][board_key] = entries
    old["snapshot"]["stack"] = []
    old["checksum"] = saves.checksum(old)
    return old


def test_a_rich_save_with_its_steps_in_the_board_loads():
    state = _mid_turn("rich")
    todo = [[f["step"], *(f[k] for k in FIELDS[f["step"]])] for f in reversed(state.stack)]
    old = _as_written_then(saves.build_save(state, BOTS), "todo", todo)
    _save, loaded = saves.load(saves.dumps(old).encode("utf-8"))
    assert loaded.stack == state.stack and "todo" not in loaded.board
    while not loaded.over:  # and it plays on
        play_automatic(loaded)


def test_an_easy_money_save_with_its_road_in_the_board_loads():
    state = _mid_turn("easymoney")
    route = [[f["square"], f["stopped"]] for f in reversed(state.stack)]
    old = _as_written_then(saves.build_save(state, BOTS), "route", route)
    _save, loaded = saves.load(saves.dumps(old).encode("utf-8"))
    assert loaded.stack == state.stack and "route" not in loaded.board


def test_a_game_that_counted_rounds_from_seat_0_keeps_counting_so_when_saved_again():
    text = (ACCEPT / "game_over.json").read_text(encoding="utf-8")
    save, state = saves.load(text)
    assert save["options"]["turn_limit"] == 3 and state.over and state.round == 3
    assert state.board["first"] == 0  # the old count's origin, whoever started
    again = saves.dumps(saves.build_save(state, save["players"]))
    _save, reloaded = saves.load(again)
    assert reloaded == state
