"""Secrets kept out of sight in saves (docs/saves.md, "Secrets in saves").

A game in which a seat knows what others do not (Babylon's gems, Easy Money's lottery tickets,
Rich's sealed answers: `Variant.secrets`) is saved, while it runs, with its moves and position
*veiled*: compressed (zlib) and written in base64, so nobody reads a gem or a ticket next to a
name by opening the file or the browser's storage. This is not encryption: anyone who decodes
the text sees every secret, and docs/saves.md says so. Once the game is over, saves are plain.

`encode` and `decode` are the one encoding, used for save files (`veiled` / `unveiled`: the
``veiled`` field, written by `saves.file_text`, read by `saves.load`) and for the autosave's
stored parts (ui/slots.py).
"""

import base64
import binascii
import zlib

from .save_check import MAX_BYTES, SaveError, canonical, checksum, parse
from .variant import find_variant, known

MARK = "veiled:"  # how a stored part of an autosave (ui/slots.py) says it is veiled


def keeps_secrets(variant: str, over: bool) -> bool:
    """Whether a game's saves are veiled now: a game with secrets, not yet over."""
    return bool(not over and known(variant) and find_variant(variant).secrets)


def encode(text: str) -> str:
    return base64.b64encode(zlib.compress(text.encode("utf-8"), 6)).decode("ascii")


def decode(text: str, limit: int = MAX_BYTES) -> str:
    """The text `encode` made, or ValueError (not base64, not zlib, over `limit` bytes once
    decompressed, not UTF-8): the input is never trusted."""
    try:
        packed = base64.b64decode(text.encode("ascii"), validate=True)
        inflater = zlib.decompressobj()
        data = inflater.decompress(packed, limit + 1)
        if len(data) > limit or inflater.unconsumed_tail or not inflater.eof:
            raise ValueError("veiled text too long or cut short")
        return data.decode("utf-8")
    except (binascii.Error, zlib.error, UnicodeError) as error:
        raise ValueError(f"not a veiled text: {error}") from None


def encode_part(text: str) -> str:
    """A stored part (JSON text) as the autosave writes it while the game keeps secrets."""
    return MARK + encode(text)


def decode_part(text: str) -> str:
    """A stored part's JSON text, veiled or not; ValueError when it cannot be decoded."""
    return decode(text[len(MARK):]) if text.startswith(MARK) else text


def veiled(save: dict) -> dict:
    """A save with its actions and snapshot veiled (one field, ``veiled``), checksummed again."""
    hidden = {"actions": save["actions"], "snapshot": save["snapshot"]}
    body = {k: v for k, v in save.items() if k not in ("actions", "snapshot", "checksum")}
    body["veiled"] = encode(canonical(hidden))
    return dict(body, checksum=checksum(body))


def unveiled(save: dict) -> dict:
    """A save as `veiled` wrote it, made plain again (checksummed as plain); any other save as it
    is. The checksum is checked over the file as written, before anything is decoded."""
    if "veiled" not in save:
        return save
    for name in ("actions", "snapshot"):
        if name in save:
            raise SaveError("unknown_field", field="veiled")
    if not isinstance(save["veiled"], str):
        raise SaveError("wrong_type", field="veiled", expected="text")
    if checksum(save) != save.get("checksum"):
        raise SaveError("checksum_mismatch")
    try:
        hidden = parse(decode(save["veiled"]))
    except (ValueError, SaveError):
        raise SaveError("veiled_damaged") from None
    if set(hidden) != {"actions", "snapshot"}:
        raise SaveError("veiled_damaged")
    plain = {k: v for k, v in save.items() if k not in ("veiled", "checksum")}
    plain.update(hidden)
    return dict(plain, checksum=checksum(plain))
