"""Saved games that cannot be lost (ui/slot_health.py, ui/tab_lock.py, docs/saves.md), on CPython
with a dict for localStorage: the corpus of stored slots in tests/data/saves/slots/ (a damaged
pointer is made again from the game, a damaged or missing part is named before anyone opens the
game); two tabs never both write one game; hotseat undo takes back only the asker's own move."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_slots import PLAYERS, FakeStorage, human_move
from tycoon.core import Action, apply_action, bot_action, new_game, play_automatic, saves, undo
from ui.autosave import Autosave
from ui.i18n import LANGUAGES, Translator
from ui.load_words import explain
from ui.slot_health import heal, problem
from ui.slots import PREFIX, Slots
from ui.tab_lock import STALE, TabLock, lock_key

SLOTS = Path(__file__).resolve().parents[1] / "data" / "saves" / "slots"
EXPECTED = json.loads((SLOTS.parent / "slots.json").read_text(encoding="utf-8"))
SLOT = "19a2b3c4d5e"


def stored(name: str) -> FakeStorage:
    storage = FakeStorage()
    storage.data = json.loads((SLOTS / name).read_text(encoding="utf-8"))
    return storage


def test_the_slot_corpus_is_all_there():
    assert sorted(EXPECTED) == sorted(p.name for p in SLOTS.glob("*.json"))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_stored_slot_is_listed_rebuilt_or_flagged_as_expected(name):
    expected, storage = EXPECTED[name], stored(name)
    slots = Slots(storage)
    assert (SLOT in heal(slots)) == expected["rebuilt"]
    [pointer] = slots.summaries()
    found = problem(slots, SLOT, pointer)
    assert (found[0] if found else None) == expected["problem"]
    if found and "first" in expected:
        assert found[1] == {"first": expected["first"], "last": expected["last"]}
    if expected["names"] is None:
        return
    notes = []
    _save, state = saves.load_dict(slots.read(SLOT), notes)
    assert [p["name"] for p in state.players] == expected["names"]
    assert [code for code, _params in notes] == expected["notes"]


def test_a_damaged_pointer_is_made_again_from_the_game_data():
    """Issue 35: a row "1a236fae155 · Round 1 · 1 KB" with no Open button, the game data intact."""
    whole, broken = stored("whole.json"), stored("pointer_garbage.json")
    heal(Slots(broken))
    before = json.loads(whole.data[f"{PREFIX}slot.{SLOT}"])
    after = json.loads(broken.data[f"{PREFIX}slot.{SLOT}"])
    for field in ("variant", "players", "round", "turn", "over", "gen"):
        assert after[field] == before[field], field
    assert after["rebuilt"] and after["updated"] == int(SLOT, 16)  # the id is when the slot was made


def test_a_truncated_chunk_is_refused_with_the_moves_it_held():
    found = problem(Slots(stored("chunk_truncated.json")), SLOT)
    words = explain(Translator("en"), *found)
    assert words == "Moves 1–200 of this saved game are damaged in the browser's storage: they are no longer what was written."


def test_garbage_in_a_slot_is_not_called_missing():
    """Issue 35: a garbage save said "Part of this saved game is missing"."""
    found = problem(Slots(stored("manifest_garbage.json")), SLOT)
    assert found == ("state_damaged", {})
    assert "missing" not in explain(Translator("en"), *found)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_slot_problem_reads_as_words(lang):
    tr = Translator(lang)
    for code in ("state_missing", "state_damaged", "moves_missing", "moves_damaged"):
        words = explain(tr, code, {"first": 201, "last": 400})
        assert "{" not in words and words != explain(tr, "internal", {})


# ---- two tabs -------------------------------------------------------------------------------

def tab_a_plays():
    """(storage, game, tab A's autosave): a new game saved by tab A."""
    storage = FakeStorage()
    state = new_game("monopoly", PLAYERS, 11, {"turn_limit": 30})
    a = Autosave(storage, tab="A")
    a.begin(state, PLAYERS, {}, "Ann's game", now=1)
    return storage, state, a


def test_two_tabs_never_both_write():
    """Tab A plays; tab B takes the game over: from then on only B writes the slot, and A says so."""
    storage, state, a = tab_a_plays()
    slot = a.slot_id
    human_move(state)
    a.save(state, now=2)
    assert TabLock(storage, "B").holder(slot, now=3) == "A"  # B is asked first

    b = Autosave(storage, tab="B")
    save, copy = saves.load_dict(Slots(storage).read(slot))
    b.adopt(slot, save, copy, now=4)  # "Take over"
    human_move(copy)
    b.save(copy, now=5)
    kept = dict(storage.data)
    human_move(state)
    a.save(state, now=6)  # A's move after the take-over: not written
    assert storage.data == kept and a.problem == "elsewhere"
    assert saves.load_dict(Slots(storage).read(slot))[1] == copy


def test_a_tab_that_lost_the_game_can_go_on_with_a_copy():
    storage, state, a = tab_a_plays()
    first = a.slot_id
    TabLock(storage, "B").take(first, now=2)
    assert not a.heartbeat(now=3) and a.problem == "elsewhere"
    a.copy(state, "Ann's game (copy)", now=4)
    assert a.slot_id != first and a.problem is None
    human_move(state)
    a.save(state, now=5)
    assert saves.load_dict(Slots(storage).read(a.slot_id))[1] == state


def test_a_lock_left_by_a_closed_tab_goes_stale():
    storage = FakeStorage()
    TabLock(storage, "A").take("s1", now=1_000)
    b = TabLock(storage, "B")
    assert b.holder("s1", now=1_000 + STALE - 1) == "A"
    assert b.holder("s1", now=1_000 + STALE + 1) is None
    TabLock(storage, "A").release("s1")
    assert lock_key("s1") not in storage.data


# ---- undo in hotseat ------------------------------------------------------------------------

def test_hotseat_undo_takes_back_only_the_askers_own_move():
    people = [{"name": "Ann", "bot": False}, {"name": "Ben", "bot": False}]
    state = new_game("monopoly", people, 5, {})
    while play_automatic(state) is not None:
        pass
    ann = state.actor
    apply_action(state, Action(ann, "roll"))
    while play_automatic(state) is not None:
        pass
    assert undo.undo_point(state.history, people, ann) is not None  # Ann takes back her own roll
    while state.actor == ann:  # Ann plays her turn out (as a bot would): now it is Ben's
        apply_action(state, bot_action(state, ann))
        while play_automatic(state) is not None:
            pass
    ben = state.actor
    assert ben != ann
    assert undo.undo_point(state.history, people, ben) is None  # Ben cannot take back Ann's move
    assert undo.undo_point(state.history, people, ann) is not None  # what Ann would, at the game's end
