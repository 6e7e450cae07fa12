"""Saved games in storage (ui/slots.py, ui/autosave.py) on CPython, with a dict for localStorage
that can fill up or fail on any write: every autosave reads back as the game; a write cut off at
any point leaves the slot loadable; a full storage asks before deleting anything; a refused save
leaves every slot untouched; each refusal reads as words in both languages. No browser."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest
from tycoon.core import apply_action, bot_action, new_game, play_automatic, saves, undo
from ui.autosave import Autosave
from ui.i18n import LANGUAGES, Translator
from ui.load_words import explain
from ui.slots import CHUNK, PREFIX, Slots, SlotWriter, StorageError

CORPUS = Path(__file__).resolve().parents[1] / "data" / "saves"
PLAYERS = [{"name": "Ann", "bot": False}, {"name": "Bot 1", "bot": True}, {"name": "Bot 2", "bot": True}]


class FakeStorage:
    """localStorage as a dict: a quota in characters, and a write that fails on demand."""

    def __init__(self, quota: int = 5_000_000):
        self.data: dict[str, str] = {}
        self.quota = quota
        self.fail_at = None  # fail the n-th set from now (0 = the next one)
        self.written = 0  # characters written so far

    def used(self) -> int:
        return sum(len(k) + len(v) for k, v in self.data.items())

    def get(self, key):
        return self.data.get(key)

    def set(self, key, value) -> None:
        if self.fail_at is not None:
            self.fail_at -= 1
            if self.fail_at < 0:
                self.fail_at = None
                raise StorageError("failed")
        if self.used() - len(self.data.get(key, "")) + len(key) + len(value) > self.quota:
            raise StorageError("full")
        self.data[key] = value
        self.written += len(value)

    def remove(self, key) -> None:
        self.data.pop(key, None)

    def names(self) -> list:
        return list(self.data)


def human_move(state) -> None:
    """Chance and bots play; then the human plays as a bot would."""
    while play_automatic(state) is not None:
        pass
    if not state.over:
        apply_action(state, bot_action(state, state.actor))


def loaded(storage, slot):
    return saves.load_dict(Slots(storage).read(slot))[1]


def test_every_autosave_reads_back_as_the_game():
    storage = FakeStorage()
    state = new_game("monopoly", PLAYERS, 14, {"turn_limit": 30})  # a game of 654 actions: four chunks
    saver = Autosave(storage)
    saver.begin(state, PLAYERS, {"undo": True}, "Ann's game", now=1)
    for move in range(400):
        human_move(state)
        saver.save(state, now=move + 2)
        if move % 97 == 0 or state.over:
            assert loaded(storage, saver.slot_id) == state
        if state.over:
            break
    assert len(state.history) > 2 * CHUNK, "the game should span chunks"
    chunks = [k for k in storage.data if k.startswith(PREFIX + "moves.")]
    assert len(chunks) == len(state.history) // CHUNK
    pointer = Slots(storage).summaries()[0]
    assert pointer["name"] == "Ann's game" and pointer["players"] == ["Ann", "Bot 1", "Bot 2"]
    assert pointer["round"] == state.round and pointer["over"] == state.over


def test_an_autosave_costs_the_same_late_in_a_game_as_early():
    storage = FakeStorage()
    state = new_game("monopoly", PLAYERS, 12, {})
    saver = Autosave(storage)
    saver.begin(state, PLAYERS, {}, "g", now=1)
    costs = []
    while not state.over and len(state.history) < 6 * CHUNK:
        before = storage.written
        human_move(state)
        saver.save(state, now=2)
        costs.append(storage.written - before)
    early, late = sorted(costs[5:40])[len(costs[5:40]) // 2], sorted(costs[-35:])[len(costs[-35:]) // 2]
    assert late < 2.5 * early, (early, late)  # the median write does not grow with the game
    assert max(costs) < 40_000  # a snapshot, at most one chunk and the tail


@pytest.mark.parametrize("cut", range(6))
def test_a_write_cut_off_at_any_point_leaves_a_loadable_slot(cut):
    storage = FakeStorage()
    state = new_game("monopoly", PLAYERS, 13, {"turn_limit": 30})
    saver = Autosave(storage)
    saver.begin(state, PLAYERS, {}, "g", now=1)
    while len(state.history) < CHUNK - 3:
        human_move(state)
        saver.save(state, now=2)
    before = json.loads(json.dumps(saves.build_save(loaded(storage, saver.slot_id), PLAYERS)))
    while len(state.history) < CHUNK + 5:  # the next autosave writes a chunk, a manifest, a pointer
        human_move(state)
    storage.fail_at = cut
    saver.save(state, now=3)
    after = loaded(storage, saver.slot_id)
    assert after == state or saves.build_save(after, PLAYERS) == before
    Slots(storage).sweep()  # a later visit tidies what the cut-off write left
    assert loaded(storage, saver.slot_id) == after
    assert all(k.startswith(PREFIX) for k in storage.data)


def test_a_full_storage_asks_before_deleting_old_games():
    storage = FakeStorage()
    for seed in (1, 2):
        old = new_game("monopoly", PLAYERS, seed, {"turn_limit": 2})
        while not old.over:
            human_move(old)
        Autosave(storage).begin(old, PLAYERS, {}, f"old {seed}", now=seed)
    kept = dict(storage.data)
    storage.quota = storage.used() + 9_000  # room for the start of a new game only
    state = new_game("monopoly", PLAYERS, 3, {})
    saver = Autosave(storage)
    saver.begin(state, PLAYERS, {}, "new", now=10)
    for _ in range(60):
        human_move(state)
        saver.save(state, now=11)
    assert saver.offer and saver.offer["n"] >= 1 and saver.problem is None
    assert all(storage.data.get(k) == v for k, v in kept.items()), "nothing goes without a yes"
    declined = Autosave(storage)
    declined.offer = dict(saver.offer)
    declined.decline()
    assert declined.problem == "full" and declined.offer is None
    saver.prune(state, now=12)
    assert saver.offer is None and saver.problem is None
    assert loaded(storage, saver.slot_id) == state
    names = [p["name"] for p in Slots(storage).summaries()]
    assert "new" in names and len(names) < 3  # the oldest game went, with the player's yes


def test_storage_off_still_plays_and_exports():
    state = new_game("monopoly", PLAYERS, 14, {})
    saver = Autosave(None, "forbidden")
    saver.begin(state, PLAYERS, {}, "g", now=1)
    for _ in range(5):
        human_move(state)
        saver.save(state, now=2)
    assert saver.problem == "forbidden" and saver.slot_id is None
    assert saves.load(saver.export_text(state))[1] == state


def test_undo_writes_the_shorter_game_and_drops_its_unused_chunks():
    storage = FakeStorage()
    state = new_game("monopoly", PLAYERS, 15, {})
    saver = Autosave(storage)
    saver.begin(state, PLAYERS, {"undo": True}, "g", now=1)
    while len(state.history) < CHUNK + 20:
        human_move(state)
        saver.save(state, now=2)
    while undo.undo_point(state.history, PLAYERS) >= CHUNK - 10:
        state = undo.undo_state(state, PLAYERS)
    saver.restart(state, now=3)
    assert loaded(storage, saver.slot_id) == state
    assert not [k for k in storage.data if k.startswith(PREFIX + "moves.")]


def corpus(name: str) -> bytes:
    data = (CORPUS / "reject" / name).read_bytes()
    return gzip.decompress(data) if name.endswith(".gz") else data


EXPECTED = json.loads((CORPUS / "expected.json").read_text(encoding="utf-8"))


def test_refused_saves_leave_every_slot_untouched():
    storage = FakeStorage(quota=50_000_000)
    state = new_game("monopoly", PLAYERS, 16, {"turn_limit": 3})
    Autosave(storage).begin(state, PLAYERS, {}, "kept", now=1)
    kept = dict(storage.data)
    for name, code in EXPECTED.items():
        with pytest.raises(saves.SaveError) as refused:
            saves.load(corpus(name))  # what opening a file does before it writes anything
        assert refused.value.code == code
    assert storage.data == kept


def test_a_tampered_slot_is_refused_and_kept_as_it_was():
    storage = FakeStorage()
    state = new_game("monopoly", PLAYERS, 17, {})
    saver = Autosave(storage)
    saver.begin(state, PLAYERS, {}, "g", now=1)
    for _ in range(10):
        human_move(state)
        saver.save(state, now=2)
    key = next(k for k in storage.data if k.startswith(PREFIX + "save."))
    storage.data[key] = storage.data[key].replace('"cash":', '"cash":1', 1)
    kept = dict(storage.data)
    with pytest.raises(saves.SaveError) as refused:
        saves.load_dict(Slots(storage).read(saver.slot_id))
    assert refused.value.code == "checksum_mismatch"
    assert storage.data == kept
    assert json.loads(Slots(storage).raw(saver.slot_id)) == Slots(storage).read(saver.slot_id)  # for inspection


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_refusal_reads_as_words(lang):
    tr = Translator(lang)
    for name in EXPECTED:
        try:
            saves.load(corpus(name))
        except saves.SaveError as error:
            text = explain(tr, error.code, error.params)
            assert "{" not in text and "ui.load" not in text, (name, text)
    assert explain(tr, "no_such_code", {}) == tr("ui.load.internal")


def test_a_version_1_slot_goes_on_as_the_current_version():
    """A game stored before deals were chance actions loads migrated (its deals put in); the
    next autosave lays its actions out again, so the slot reads back as the game goes on."""
    old = json.loads((CORPUS / "v1" / "monopoly_long.json").read_text(encoding="utf-8"))
    assert old["version"] == 1 and len(old["actions"]) > CHUNK
    storage = FakeStorage()
    slots = Slots(storage)
    head = json.dumps({k: v for k, v in old.items() if k != "actions"})
    SlotWriter(slots, "old", "Old game").write(head, old["actions"], {"variant": "monopoly", "updated": 1})
    save, state = saves.load_dict(slots.read("old"))
    assert save["version"] == saves.VERSION and len(state.history) > len(old["actions"])
    saver = Autosave(storage)
    saver.adopt("old", save, state)
    for move in range(3):
        human_move(state)
        saver.save(state, now=move + 2)
        assert loaded(storage, "old") == state
    assert slots.read("old")["version"] == saves.VERSION
    assert len([k for k in storage.data if k.startswith(PREFIX + "moves.")]) == len(state.history) // CHUNK
