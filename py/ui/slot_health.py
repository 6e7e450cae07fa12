"""Which saved games will open, known before anyone opens one (docs/saves.md, "Repaired or
refused"). Pure Python on a `Slots` (slots.py), like it.

- `heal` runs when the home screen opens: a slot whose pointer (what the list shows: game,
  players, round, name) is missing, unreadable or incomplete, but whose game data is there, gets
  its pointer made again from that data. Nothing is lost but the slot's own name when it was in
  the damaged part (the list then names it by its game and players).
- `problem` makes the cheap checks of a slot: its manifest can be read, and every chunk of moves
  is there and still has the hash it was written with. A slot with a problem is marked in the
  list with the reason (its Open button gone, "Save to file for inspection" and "Delete" kept),
  and Continue passes over it. The full check, the replay, is made when a slot is opened.

A problem is (code, params) for ui.load.<code>: "state_missing" / "state_damaged" (the manifest:
the game's latest position), "moves_missing" / "moves_damaged" ({first, last}: which moves).
"""

import json

from tycoon.core.save_check import FORMAT

from .slots import CHUNK, PREFIX, Slots, chunk_key, manifest_key, part, pointer_key, slot_of

SUMMARY = {"variant": str, "players": list, "gen": int}


def _json(text):
    """A stored part's JSON value (veiled or plain: slots.part), or None."""
    try:
        return part(text) if text else None
    except ValueError:
        return None


def problem(slots: Slots, slot: str, pointer: dict | None = None) -> tuple | None:
    """The first thing wrong with a slot's stored parts, or None when they are all there and whole."""
    pointer = pointer if pointer is not None else slots.pointer(slot)
    if not pointer or pointer.get("broken") or not isinstance(pointer.get("gen"), int):
        return "state_missing", {}
    text = slots.backend.get(manifest_key(slot, pointer["gen"]))
    if text is None:
        return "state_missing", {}
    manifest = _manifest(text)
    if manifest is None:
        return "state_damaged", {}
    for index, key in enumerate(manifest["chunks"]):
        moves = {"first": index * CHUNK + 1, "last": (index + 1) * CHUNK}
        stored = slots.backend.get(key)
        if stored is None:
            return "moves_missing", moves
        block = _json(stored)
        if not _moves(block, CHUNK) or chunk_key(slot, index, block) != key:
            return "moves_damaged", moves
    return None


def _manifest(text: str) -> dict | None:
    """A manifest that can be read: its head a save's head, its chunk keys and its tail."""
    found = _json(text)
    if not isinstance(found, dict) or not isinstance(found.get("head"), dict):
        return None
    head, chunks = found["head"], found.get("chunks")
    if head.get("format") != FORMAT or not isinstance(head.get("snapshot"), dict):
        return None
    if not isinstance(chunks, list) or not all(isinstance(k, str) for k in chunks):
        return None
    tail = found.get("tail")
    if not isinstance(tail, list) or len(tail) >= CHUNK or not _moves(tail, len(tail)):
        return None
    return found


def _moves(block, size: int) -> bool:
    return isinstance(block, list) and len(block) == size and all(isinstance(a, str) for a in block)


def heal(slots: Slots) -> list:
    """Make again the pointer of every slot whose pointer is missing or damaged and whose newest
    manifest can be read. Returns the slots healed."""
    names = list(slots.backend.names())
    healed = []
    for slot in sorted({slot_of(k) for k in names} - {None}):
        pointer = slots.pointer(slot)
        if pointer and not pointer.get("broken") and _whole(pointer) and \
                slots.backend.get(manifest_key(slot, pointer["gen"])) is not None:
            continue
        found = _newest_manifest(slots, slot, names)
        if found is None:
            continue
        gen, text, manifest = found
        slots.backend.set(pointer_key(slot), json.dumps(rebuilt(slot, gen, text, manifest, pointer, slots)))
        healed.append(slot)
    return healed


def _whole(pointer: dict) -> bool:
    return all(isinstance(pointer.get(k), kind) for k, kind in SUMMARY.items())


def _newest_manifest(slots: Slots, slot: str, names: list):
    """(gen, text, manifest) of the slot's newest readable manifest, or None."""
    prefix = f"{PREFIX}save.{slot}."
    gens = sorted((int(k[len(prefix):]) for k in names if k.startswith(prefix) and k[len(prefix):].isdigit()),
                  reverse=True)
    for gen in gens:
        text = slots.backend.get(manifest_key(slot, gen))
        manifest = _manifest(text) if text else None
        if manifest is not None:
            return gen, text, manifest
    return None


def rebuilt(slot: str, gen: int, text: str, manifest: dict, old: dict | None, slots: Slots) -> dict:
    """A pointer made from the game data: what the list shows, from the manifest's head and
    snapshot; the name and the time last played kept from the old pointer when they can be read
    (else no name, and the time the slot was made: its id is that time in hex)."""
    head, table = manifest["head"], manifest["head"]["snapshot"]
    old = old if isinstance(old, dict) and not old.get("broken") else {}
    players = [str(p.get("name", "")) for p in head.get("players") or [] if isinstance(p, dict)]
    size = len(text) + sum(len(slots.backend.get(k) or "") for k in manifest["chunks"])
    updated = old.get("updated") if isinstance(old.get("updated"), (int, float)) else _made(slot)
    return {"variant": str(head.get("variant", "")), "players": players, "round": _int(table.get("round")),
            "turn": _int(table.get("turn")), "over": bool(table.get("over")), "updated": updated, "gen": gen,
            "name": old.get("name") if isinstance(old.get("name"), str) else "", "size": size, "rebuilt": True}


def _int(value) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _made(slot: str) -> int:
    try:
        return int(slot.rstrip("z"), 16)
    except ValueError:
        return 0
