"""Writes the corpus of saved-game slots as the browser's storage holds them (slots/): each file
is a dump of localStorage, {key: value}, of one slot, and slots/expected.json says what the
home screen and the loader make of it (ui/slot_health.py, docs/saves.md "Repaired or refused"):

- "problem": the code the cheap checks give (the slot is marked in the list), or null;
- "rebuilt": whether its pointer is made again from the game data;
- "names": the names it opens with (null when it does not open);
- "notes": the codes of the loader's notices.

    PYTHONPATH=py python3 tests/data/saves/make_slots.py
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2] / "py"))

from tycoon.core import apply_action, bot_action, new_game, play_automatic, saves
from ui.autosave import Autosave
from ui.slots import CHUNK, PREFIX, Slots

PLAYERS = [{"name": "Ann", "bot": False}, {"name": "Bot 1", "bot": True}, {"name": "Bot 2", "bot": True}]
SLOT = "19a2b3c4d5e"


class Dict:
    def __init__(self):
        self.data = {}

    def get(self, key):
        return self.data.get(key)

    def set(self, key, value):
        self.data[key] = value

    def remove(self, key):
        self.data.pop(key, None)

    def names(self):
        return list(self.data)


def written_slot() -> dict:
    """A real slot: 3 seats, a little over two chunks of moves, autosaved move by move."""
    storage = Dict()
    state = new_game("monopoly", PLAYERS, 0, {"turn_limit": 80})
    saver = Autosave(storage, tab="maker")
    saver.begin(state, PLAYERS, {"undo": False}, "Ann's game", now=int(SLOT, 16))
    while len(state.history) < 2 * CHUNK + 30:
        while play_automatic(state) is not None:
            pass
        if state.over:
            raise SystemExit("the game ended before two chunks: pick another seed")
        apply_action(state, bot_action(state, state.actor))
        saver.save(state, now=int(SLOT, 16) + len(state.history))
    data = dict(storage.data)
    old = saver.slot_id
    data.pop(f"{PREFIX}lock.{old}", None)
    renamed = {}
    for key, value in data.items():
        key = key.replace(f".{old}.", f".{SLOT}.")
        renamed[key[: -len(old)] + SLOT if key.endswith(f".{old}") else key] = value.replace(f".{old}.", f".{SLOT}.")
    return renamed


def keys(data: dict, kind: str) -> list:
    return sorted(k for k in data if k.startswith(f"{PREFIX}{kind}."))


def manifest_of(data: dict) -> tuple[str, dict]:
    key = keys(data, "save")[0]
    return key, json.loads(data[key])


def old_names(data: dict) -> dict:
    """Written before names were cleaned: Ann typed "\u202eannA" (issue 35)."""
    data = dict(data)
    key, manifest = manifest_of(data)
    head = manifest["head"]
    head["players"][0]["name"] = head["snapshot"]["players"][0]["name"] = "\u202eannA"
    save = dict(head, actions=Slots(_backend(data)).read(SLOT)["actions"])
    head["checksum"] = saves.checksum(save)
    data[key] = json.dumps(manifest)
    pointer = json.loads(data[f"{PREFIX}slot.{SLOT}"])
    pointer["players"][0] = "\u202eannA"
    data[f"{PREFIX}slot.{SLOT}"] = json.dumps(pointer)
    return data


def _backend(data: dict) -> Dict:
    backend = Dict()
    backend.data = dict(data)
    return backend


def cases(good: dict) -> dict:
    pointer = f"{PREFIX}slot.{SLOT}"
    manifest, _ = manifest_of(good)
    first, second = keys(good, "moves")[:2]
    changed = json.loads(good[second])
    changed[5] = changed[5] + " "
    return {
        "whole.json": (good, {"problem": None, "rebuilt": False, "names": ["Ann", "Bot 1", "Bot 2"], "notes": []}),
        "bidi_names.json": (old_names(good), {"problem": None, "rebuilt": False, "names": ["annA", "Bot 1", "Bot 2"],
                                              "notes": ["name_repaired"]}),
        "pointer_garbage.json": ({**good, pointer: good[pointer][:40]},
                                 {"problem": None, "rebuilt": True, "names": ["Ann", "Bot 1", "Bot 2"], "notes": []}),
        "pointer_missing.json": ({k: v for k, v in good.items() if k != pointer},
                                 {"problem": None, "rebuilt": True, "names": ["Ann", "Bot 1", "Bot 2"], "notes": []}),
        "manifest_garbage.json": ({**good, manifest: "\u0000garbage\ufffd" + good[manifest][:100]},
                                  {"problem": "state_damaged", "rebuilt": False, "names": None, "notes": []}),
        "chunk_truncated.json": ({**good, first: good[first][: len(good[first]) // 2]},
                                 {"problem": "moves_damaged", "first": 1, "last": CHUNK, "rebuilt": False,
                                  "names": None, "notes": []}),
        "chunk_missing.json": ({k: v for k, v in good.items() if k != second},
                               {"problem": "moves_missing", "first": CHUNK + 1, "last": 2 * CHUNK, "rebuilt": False,
                                "names": None, "notes": []}),
        "chunk_changed.json": ({**good, second: json.dumps(changed)},
                               {"problem": "moves_damaged", "first": CHUNK + 1, "last": 2 * CHUNK, "rebuilt": False,
                                "names": None, "notes": []}),
    }


def main() -> None:
    folder = HERE / "slots"
    folder.mkdir(exist_ok=True)
    expected = {}
    for name, (data, outcome) in cases(written_slot()).items():
        (folder / name).write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        expected[name] = outcome
    (HERE / "slots.json").write_text(json.dumps(expected, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{len(expected)} slots written to {folder}")


if __name__ == "__main__":
    main()
