"""docs/save.schema.json says what core/save_check.py checks: every valid save of the corpus meets
the schema, and every save refused for its shape breaks it too. CPython only (jsonschema is not
installed in Pyodide: skipped there)."""

import json
from pathlib import Path

import pytest
from test_saves import CORPUS, EXPECTED, corpus_file
from tycoon.core import saves

jsonschema = pytest.importorskip("jsonschema")
SCHEMA = json.loads((Path(__file__).resolve().parents[2] / "docs" / "save.schema.json").read_text(encoding="utf-8"))
SHAPE = {"not_a_save", "wrong_type", "future_version", "unknown_version", "missing_field", "unknown_field",
         "bad_seed", "no_players", "too_many_players", "bad_player", "name_too_long",
         "too_many_actions", "bad_action", "bad_setting", "bad_checksum_text"}


def validator():
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    return jsonschema.Draft202012Validator(SCHEMA)


@pytest.mark.parametrize("name", sorted(p.name for p in (CORPUS / "accept").iterdir()))
def test_valid_saves_meet_the_schema(name):
    save = json.loads(corpus_file(CORPUS / "accept" / name).decode("utf-8").removeprefix("\ufeff"))
    assert validator().is_valid(save), list(validator().iter_errors(save))[:3]


@pytest.mark.parametrize("name", sorted(n for n, code in EXPECTED.items() if code in SHAPE))
def test_saves_refused_for_their_shape_break_the_schema(name):
    save = json.loads(corpus_file(CORPUS / "reject" / name).decode("utf-8"))
    assert not validator().is_valid(save)


def test_a_fresh_save_meets_the_schema():
    from tycoon.core import new_game

    players = [{"name": "Ann", "bot": False}, {"name": "Bot", "bot": True}]
    save = saves.build_save(new_game("monopoly", players, 1), players, {"undo": False})
    assert validator().is_valid(save)
