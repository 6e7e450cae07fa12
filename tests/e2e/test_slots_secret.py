"""The autosave of a game with secrets (ui/slots.py, ui/autosave.py, core/veil.py; issue 38 §3)
on CPython, with a dict for localStorage: while the game runs, nothing stored shows a gem next
to a name, every autosave reads back as the game, the cheap checks still find a changed chunk;
when the game ends the slot is laid out plain; a Monopoly slot is never veiled. No browser."""

import json

from test_slots import FakeStorage
from tycoon.core import apply_action, bot_action, new_game, play_automatic, saves
from tycoon.core.game import human_seats_to_answer
from tycoon.core.veil import MARK
from ui.autosave import Autosave
from ui.slot_health import problem
from ui.slots import CHUNK, PREFIX, Slots

GEMS = ("pearl", "garnet", "amethyst", "emerald")
PEOPLE = [{"name": f"P{i}", "bot": i >= 2} for i in range(11)]  # a class: 11 seats, two of them people


def advance(state) -> None:
    if play_automatic(state) is None:
        apply_action(state, bot_action(state, human_seats_to_answer(state)[0]))


def started(variant: str, players: list, seed: int):
    """(storage, state, autosave) of a new game saved in a fresh storage."""
    storage, state = FakeStorage(), new_game(variant, players, seed)
    saver = Autosave(storage)
    saver.begin(state, players, {}, "g", now=1)
    return storage, state, saver


def stored_text(storage: FakeStorage) -> str:
    return "\n".join(f"{k}={v}" for k, v in storage.data.items())


def test_a_running_babylon_slot_holds_no_secret_and_reads_back():
    storage, state, saver = started("babylon", PEOPLE, 21)
    moves = 0
    while not state.over:
        advance(state)
        moves += 1
        saver.save(state, now=moves + 1)
        if state.over:
            break
        text = stored_text(storage).lower()
        for word in (*GEMS, "score", "watch"):
            assert word not in text, (moves, word)
        if moves % 25 == 0:
            assert problem(Slots(storage), saver.slot_id) is None
            assert saves.load_dict(Slots(storage).read(saver.slot_id))[1] == state
    assert moves > 80
    # over: laid out plain, and it still loads
    parts = [v for k, v in storage.data.items() if k.startswith((PREFIX + "save.", PREFIX + "moves."))]
    assert parts and not any(v.startswith(MARK) for v in parts)
    assert any(gem in stored_text(storage) for gem in GEMS)
    assert problem(Slots(storage), saver.slot_id) is None
    assert saves.load_dict(Slots(storage).read(saver.slot_id))[1] == state
    assert "veiled" not in json.loads(Slots(storage).raw(saver.slot_id))


FOUR = [{"name": n, "bot": n != "Ann"} for n in ("Ann", "Ben", "Cleo", "Dan")]


def test_a_long_easy_money_game_is_veiled_chunk_by_chunk_then_laid_out_plain():
    storage, state, saver = started("easymoney", FOUR, 10)
    checked = 0
    while not state.over:
        advance(state)
        saver.save(state, now=2)
        if not state.over and len(state.history) // CHUNK > checked:
            checked = len(state.history) // CHUNK
            assert '"tickets"' not in stored_text(storage)
            assert problem(Slots(storage), saver.slot_id) is None
            assert saves.load_dict(Slots(storage).read(saver.slot_id))[1] == state
    assert checked >= 1, "the game should span a chunk"
    chunks = [v for k, v in storage.data.items() if k.startswith(PREFIX + "moves.")]
    assert len(chunks) == len(state.history) // CHUNK and not any(v.startswith(MARK) for v in chunks)
    assert saves.load_dict(Slots(storage).read(saver.slot_id))[1] == state


def test_a_changed_veiled_chunk_is_found_before_opening():
    storage, state, saver = started("easymoney", FOUR, 10)
    while len(state.history) < CHUNK + 5:
        advance(state)
        saver.save(state, now=2)
    chunk = next(k for k in storage.data if k.startswith(PREFIX + "moves."))
    assert storage.data[chunk].startswith(MARK)
    assert problem(Slots(storage), saver.slot_id) is None
    storage.data[chunk] = MARK + "AAAA" + storage.data[chunk][len(MARK) + 4:]
    assert problem(Slots(storage), saver.slot_id) == ("moves_damaged", {"first": 1, "last": CHUNK})


def test_export_for_inspection_of_a_running_game_is_veiled():
    storage, state, saver = started("babylon", PEOPLE, 23)
    for _ in range(30):
        advance(state)
    saver.save(state, now=2)
    for text in (Slots(storage).raw(saver.slot_id), saver.export_text(state)):
        found = json.loads(text)
        assert "veiled" in found and not any(gem in text for gem in GEMS)
        assert saves.load(text)[1] == state


def test_a_game_without_secrets_is_stored_plain():
    storage, state, saver = started("monopoly", [{"name": "Ann", "bot": False}, {"name": "Bot", "bot": True}], 5)
    for _ in range(20):
        advance(state)
        saver.save(state, now=2)
    assert not any(v.startswith(MARK) for v in storage.data.values())
    assert "veiled" not in json.loads(saver.export_text(state))
