"""Saved games in the browser's storage, one slot per game. Pure Python: it works on any
`backend` with get/set/remove/names (its keys) (storage.py wraps localStorage; tests use a dict).

Keys (all start with PREFIX: GitHub Pages gives every project of a user one origin):
  slot.<id>               the slot's pointer: generation, name, what the list shows
  save.<id>.<gen>         that generation's manifest: the save's head (every field but the
                          actions, checksum included), the chunk keys and the last actions
  moves.<id>.<n>.<hash>   CHUNK actions, written once (named by their hash, so shared by
                          every later generation)

While a game with secrets runs, the manifest and the chunks are stored veiled (core/veil.py:
"veiled:" and base64 of the compressed JSON); `part` reads either form. When the game ends, the
slot is laid out again plain.

An autosave writes the full chunks it completed, then a new manifest, reads each back, and only
then switches the pointer to it and removes the old manifest: a slot is never half-written. It
costs the snapshot plus at most CHUNK actions, however long the game.
"""

import hashlib
import json

from tycoon import core  # core.saves imports the rules: read on an export, not for the home screen
from tycoon.core.veil import MARK, decode_part, encode_part

PREFIX = "tycoon-table."
CHUNK = 200


class StorageError(Exception):
    """reason: "missing" (no localStorage), "forbidden" (SecurityError), "full" (quota),
    "failed" (anything else, e.g. what was written did not read back)."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class LoadError(Exception):
    """A slot whose parts cannot be read: code and params for ui.load.<code> (slot_health.py
    lists them)."""

    def __init__(self, code: str, **params):
        super().__init__(code)
        self.code, self.params = code, params


def pointer_key(slot: str) -> str:
    return f"{PREFIX}slot.{slot}"


def manifest_key(slot: str, gen: int) -> str:
    return f"{PREFIX}save.{slot}.{gen}"


def chunk_key(slot: str, index: int, block: list) -> str:
    digest = hashlib.sha256(json.dumps(block).encode()).hexdigest()[:12]
    return f"{PREFIX}moves.{slot}.{index}.{digest}"


def part(text: str):
    """A stored part's JSON value, veiled or plain; ValueError when it cannot be read."""
    return json.loads(decode_part(text))


def slot_of(key: str) -> str | None:
    """The slot id a key of ours belongs to."""
    for kind in ("slot.", "save.", "moves."):
        if key.startswith(PREFIX + kind):
            return key[len(PREFIX + kind):].split(".", 1)[0]
    return None


class Slots:
    def __init__(self, backend):
        self.backend = backend

    def pointer(self, slot: str) -> dict | None:
        text = self.backend.get(pointer_key(slot))
        try:
            found = json.loads(text) if text else None
        except ValueError:
            return {"id": slot, "broken": True}
        return dict(found, id=slot) if isinstance(found, dict) else None

    def summaries(self) -> list:
        """Every slot's pointer, the last played first."""
        found = [self.pointer(slot_of(k)) for k in self.backend.names() if k.startswith(PREFIX + "slot.")]
        found = [p for p in found if p]
        return sorted(found, key=lambda p: -p.get("updated", 0) if isinstance(p.get("updated"), (int, float)) else 0)

    def new_id(self, now: int) -> str:
        slot = format(int(now), "x")
        while self.backend.get(pointer_key(slot)) is not None:
            slot += "z"
        return slot

    def parts(self, slot: str) -> tuple[dict, dict]:
        """(pointer, manifest) of a slot, or LoadError."""
        pointer = self.pointer(slot)
        if not pointer or pointer.get("broken") or not isinstance(pointer.get("gen"), int):
            raise LoadError("state_missing")
        text = self.backend.get(manifest_key(slot, pointer["gen"]))
        if text is None:
            raise LoadError("state_missing")
        try:
            manifest = part(text)
        except ValueError:
            manifest = None
        if not isinstance(manifest, dict) or not isinstance(manifest.get("head"), dict):
            raise LoadError("state_damaged")
        return pointer, dict(manifest, veiled=text.startswith(MARK))

    def read(self, slot: str) -> dict:
        """The slot's whole save (actions put back together), unchecked, or LoadError."""
        _pointer, manifest = self.parts(slot)
        actions = []
        for index, key in enumerate(list(manifest.get("chunks") or []) + [None]):
            text = self.backend.get(key) if key else json.dumps(manifest.get("tail"))
            moves = {"first": index * CHUNK + 1, "last": (index + 1) * CHUNK}
            if text is None:
                raise LoadError("moves_missing", **moves)
            try:
                block = part(text)
            except ValueError:
                block = None
            if not isinstance(block, list):
                raise LoadError("moves_damaged" if key else "state_damaged", **(moves if key else {}))
            actions.extend(block)
        return dict(manifest["head"], actions=actions)

    def raw(self, slot: str) -> str:
        """What a slot holds, as text, however broken (for "export it for inspection"): a save
        file (veiled while its game keeps secrets), or else every stored part as it is."""
        try:
            save = self.read(slot)
        except LoadError:
            keys = sorted(k for k in self.backend.names() if slot_of(k) == slot)
            return json.dumps({k: self.backend.get(k) for k in keys}, indent=1, ensure_ascii=False) + "\n"
        if isinstance(save.get("variant"), str) and isinstance(save.get("snapshot"), dict):
            return core.saves.file_text(save)
        return json.dumps(save, indent=1, ensure_ascii=False, sort_keys=True) + "\n"

    def rename(self, slot: str, name: str) -> None:
        pointer = self.pointer(slot)
        if pointer and not pointer.get("broken"):
            pointer.pop("id", None)
            self.backend.set(pointer_key(slot), json.dumps(dict(pointer, name=name)))

    def delete(self, slot: str) -> None:
        """The pointer first (the slot is gone at once), then its parts and its tab lock."""
        self.backend.remove(pointer_key(slot))
        self.backend.remove(f"{PREFIX}lock.{slot}")
        for key in self.backend.names():
            if slot_of(key) == slot:
                self.backend.remove(key)

    def sweep(self) -> int:
        """Remove parts no pointer leads to (left by a write that was cut off). Returns how many."""
        keep = set()
        for pointer in self.summaries():
            keep.add(pointer_key(pointer["id"]))
            try:
                _p, manifest = self.parts(pointer["id"])
            except LoadError:
                keep.update(k for k in self.backend.names() if slot_of(k) == pointer["id"])  # kept for inspection
                continue
            keep.add(manifest_key(pointer["id"], pointer["gen"]))
            keep.update(k for k in manifest.get("chunks") or [] if isinstance(k, str))
        gone = [k for k in self.backend.names() if slot_of(k) is not None and k not in keep]
        for key in gone:
            self.backend.remove(key)
        return len(gone)

    def prunable(self, keep: str) -> list:
        """Slots that could go to make room, finished games first, then the oldest."""
        others = [p for p in self.summaries() if p["id"] != keep]
        return sorted(others, key=lambda p: (not p.get("over"), p.get("updated", 0) or 0))


class SlotWriter:
    """Writes one game's autosaves into its slot."""

    def __init__(self, slots: Slots, slot: str, name: str, gen: int = 0, chunks=(), tail=(), veiled=False):
        self.slots, self.backend = slots, slots.backend
        self.slot, self.name, self.gen = slot, name, gen
        self.veiled = veiled  # the parts written veiled (the game keeps secrets and runs): `lay_out`
        self.chunks, self.tail = list(chunks), list(tail)
        self.sizes = {key: len(self.backend.get(key) or "") for key in self.chunks}
        self.stale = False  # chunks dropped by an undo: sweep this slot after the next write

    @classmethod
    def resume(cls, slots: Slots, slot: str) -> "SlotWriter":
        pointer, manifest = slots.parts(slot)
        return cls(slots, slot, str(pointer.get("name") or ""), pointer["gen"], manifest.get("chunks") or [],
                   manifest.get("tail") or [], manifest["veiled"])

    def _text(self, value_text: str) -> str:
        return encode_part(value_text) if self.veiled else value_text

    def lay_out(self, veiled: bool, actions: list) -> None:
        """Write the parts veiled or plain from now on; when that changes (a game with secrets
        just ended, or an older slot), the chunks of `actions` (every action saved so far) are
        written again that way."""
        if veiled != self.veiled:
            self.veiled = veiled
            self.restart(actions)

    def restart(self, actions: list) -> None:
        """The game's actions changed other than by growing (an undo): lay out the chunks again."""
        whole = len(actions) // CHUNK * CHUNK
        self.chunks = [chunk_key(self.slot, i // CHUNK, actions[i:i + CHUNK]) for i in range(0, whole, CHUNK)]
        self.tail, self.stale = [], True
        for index, key in enumerate(self.chunks):  # _put skips a chunk stored as it is
            self._put(key, self._text(json.dumps(actions[index * CHUNK:(index + 1) * CHUNK])))
        self.tail = list(actions[whole:])

    def write(self, head: str, new_actions: list, summary: dict) -> int:
        """One autosave: `head` is the save's head as JSON text (SaveWriter.head_text). Raises
        StorageError (the slot then still holds the previous save). Returns the slot's size in
        characters."""
        self.tail.extend(new_actions)
        while len(self.tail) >= CHUNK:
            block = self.tail[:CHUNK]
            key = chunk_key(self.slot, len(self.chunks), block)
            self._put(key, self._text(json.dumps(block)))
            self.chunks.append(key)
            self.tail = self.tail[CHUNK:]
        manifest = self._text(f'{{"head":{head},"chunks":{json.dumps(self.chunks)},"tail":{json.dumps(self.tail)}}}')
        gen = self.gen + 1
        self._put(manifest_key(self.slot, gen), manifest, fresh=True)
        size = len(manifest) + sum(self.sizes[k] for k in self.chunks)
        pointer = dict(summary, gen=gen, name=self.name, size=size)
        try:
            self.backend.set(pointer_key(self.slot), json.dumps(pointer))
        except StorageError:
            self.backend.remove(manifest_key(self.slot, gen))
            raise
        self.backend.remove(manifest_key(self.slot, self.gen))
        self.gen = gen
        if self.stale:
            self._drop_unused()
        return size

    def _put(self, key: str, text: str, fresh: bool = False) -> None:
        """Write, then read back; a value that does not come back whole is removed. A chunk
        already stored as it is (an undo lays the same chunks out again) is not written twice."""
        if fresh or self.backend.get(key) != text:
            self.backend.set(key, text)
            if self.backend.get(key) != text:
                self.backend.remove(key)
                raise StorageError("failed")
        self.sizes[key] = len(text)

    def _drop_unused(self) -> None:
        keep = {pointer_key(self.slot), manifest_key(self.slot, self.gen), *self.chunks}
        for key in self.backend.names():
            if slot_of(key) == self.slot and key not in keep:
                self.backend.remove(key)
                self.sizes.pop(key, None)
        self.stale = False
