"""Secrets kept out of sight in save files (core/veil.py, saves.file_text; issue 38 §3): while a
game with secrets runs its file holds the moves and the position veiled, so no gem, ticket or
dice score can be read next to a name; it loads back to the same game; after the end it is
plain; a veiled file that was changed or forged is refused with its reason."""

import base64
import json
import re
import zlib
from pathlib import Path

import pytest
from tycoon.core import apply_action, bot_action, new_game, play_automatic, saves
from tycoon.core.game import human_seats_to_answer
from tycoon.core.save_check import MAX_BYTES, SaveError
from tycoon.core.veil import decode, encode, keeps_secrets

GEMS = ("pearl", "garnet", "amethyst", "emerald")
PEOPLE = [{"name": "Ann", "bot": False}, {"name": "Ben", "bot": False}, {"name": "Cleo", "bot": True}]


def advance(state) -> None:
    """One move: chance's or a bot's, or else a person's, chosen as a bot would."""
    if play_automatic(state) is None:
        seat = human_seats_to_answer(state)[0]
        apply_action(state, bot_action(state, seat))


def played(variant: str, players: list, seed: int, moves: int, options=None):
    state = new_game(variant, players, seed, options or {})
    for _ in range(moves):
        if state.over:
            break
        advance(state)
    return state


def babylon_mid_game():
    state = new_game("babylon", PEOPLE, 8)
    while state.round < 3:
        advance(state)
    return state


def test_a_running_babylon_file_shows_no_gem_and_no_score():
    state = babylon_mid_game()
    text = saves.file_text(saves.build_save(state, PEOPLE))
    found = json.loads(text)
    assert "veiled" in found and "actions" not in found and "snapshot" not in found
    for word in (*GEMS, "score", "dice", "watch"):
        assert word not in text.lower(), word
    assert found["players"] == [{"name": p["name"], "bot": p["bot"]} for p in PEOPLE]  # the names still show
    save, loaded = saves.load(text)
    assert loaded == state and save["actions"] == state.history


def test_the_veiled_payload_is_the_plain_save():
    """Decoded, the field holds exactly the actions and the snapshot the plain save would."""
    state = babylon_mid_game()
    plain = saves.build_save(state, PEOPLE)
    hidden = json.loads(decode(json.loads(saves.file_text(plain))["veiled"]))
    assert hidden == {"actions": plain["actions"], "snapshot": plain["snapshot"]}
    assert any(gem in json.dumps(hidden) for gem in GEMS)  # the secrets are there, only veiled


def test_a_finished_game_is_saved_plain():
    state = babylon_mid_game()
    while not state.over:
        advance(state)
    found = json.loads(saves.file_text(saves.build_save(state, PEOPLE)))
    assert "veiled" not in found and found["actions"] == state.history


@pytest.mark.parametrize("variant, secret", [("monopoly", False), ("taiwan", False), ("rich", True),
                                             ("easymoney", True), ("babylon", True)])
def test_which_games_are_veiled(variant, secret):
    players = [{"name": n, "bot": True} for n in ("Ann", "Ben", "Cleo")]
    state = played(variant, players, 3, 12)
    assert not state.over
    assert keeps_secrets(variant, False) is secret and not keeps_secrets(variant, True)
    found = json.loads(saves.file_text(saves.build_save(state, players)))
    assert ("veiled" in found) is secret
    assert saves.load(json.dumps(found))[1] == state


def test_easy_money_tickets_are_not_in_a_running_file():
    players = [{"name": "Ann", "bot": False}, {"name": "Ben", "bot": True}]
    state = new_game("easymoney", players, 4)
    while not any(p["tickets"] for p in state.players):
        advance(state)
    text = saves.file_text(saves.build_save(state, players))
    assert '"tickets"' not in text and "deal" not in text  # neither the hands nor the shuffled deck


def _veiled(state, players) -> dict:
    return json.loads(saves.file_text(saves.build_save(state, players)))


def _checksummed(save: dict) -> dict:
    return dict(save, checksum=saves.checksum(save))


def _forged(payload: bytes) -> str:
    return base64.b64encode(zlib.compress(payload)).decode("ascii")


@pytest.mark.parametrize("case, code", [
    ("changed", "checksum_mismatch"),
    ("not_base64", "veiled_damaged"),
    ("not_zlib", "veiled_damaged"),
    ("not_json", "veiled_damaged"),
    ("other_keys", "veiled_damaged"),
    ("bomb", "veiled_damaged"),
    ("with_actions", "unknown_field"),
    ("number", "wrong_type"),
])
def test_a_forged_or_changed_veiled_file_is_refused(case, code):
    save = _veiled(babylon_mid_game(), PEOPLE)
    text = save["veiled"]
    forged = {
        "changed": lambda: dict(save, veiled=text[:-8] + ("A" if text[-8] != "A" else "B") + text[-7:]),
        "not_base64": lambda: _checksummed(dict(save, veiled="<script>alert(1)</script>")),
        "not_zlib": lambda: _checksummed(dict(save, veiled=base64.b64encode(b"plain bytes").decode())),
        "not_json": lambda: _checksummed(dict(save, veiled=_forged(b"{actions"))),
        "other_keys": lambda: _checksummed(dict(save, veiled=_forged(b'{"actions": []}'))),
        # 13 MB of spaces compress to about 13 KB: refused while decompressing, never held whole
        "bomb": lambda: _checksummed(dict(save, veiled=_forged(b" " * (MAX_BYTES + 1024 * 1024)))),
        "with_actions": lambda: _checksummed(dict(save, actions=[])),
        "number": lambda: _checksummed(dict(save, veiled=5)),
    }[case]()
    with pytest.raises(SaveError) as refused:
        saves.load(json.dumps(forged))
    assert refused.value.code == code


def test_decode_refuses_what_encode_did_not_make():
    assert decode(encode("Ann: garnet")) == "Ann: garnet"
    for bad in ("", "!!!!", base64.b64encode(zlib.compress(b"x" * 100)[:-3]).decode()):
        with pytest.raises(ValueError):
            decode(bad)
    with pytest.raises(ValueError):
        decode(_forged(b"x" * 101), limit=100)


def test_the_schema_knows_the_veiled_form():
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads((Path(__file__).resolve().parents[2] / "docs" / "save.schema.json").read_text("utf-8"))
    check = jsonschema.Draft202012Validator(schema)
    save = _veiled(babylon_mid_game(), PEOPLE)
    assert check.is_valid(save), list(check.iter_errors(save))[:2]
    assert not check.is_valid(dict(save, actions=[]))
    assert re.fullmatch(r"[A-Za-z0-9+/]+={0,2}", save["veiled"])
