"""A board of one's own (py/tycoon/core/own_board.py, docs/boards.md): the file's normal
form, the price factor, and the corpus of hostile files (tests/data/boards/), each refused with its
code and the field it is about."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tycoon.core import own_board
from tycoon.core.own_board import BoardError, check, read, scaled, squares_of
from tycoon.core.save_check import SaveError
from tycoon.variants.monopoly import board as monopoly_board

CORPUS = Path(__file__).resolve().parents[1] / "data" / "boards"
EXPECTED = json.loads((CORPUS / "expected.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_hostile_board_file_is_refused_with_its_message(name):
    with pytest.raises(SaveError) as refused:
        read((CORPUS / "reject" / f"{name}.json").read_bytes())
    assert refused.value.code == EXPECTED[name]["code"], refused.value
    if EXPECTED[name]["field"]:
        assert isinstance(refused.value, BoardError)
        assert (EXPECTED[name]["field"], EXPECTED[name]["code"]) in [(f, c) for f, c, _p in refused.value.problems]


def test_every_hostile_file_of_the_corpus_has_an_expected_refusal():
    assert sorted(p.stem for p in (CORPUS / "reject").glob("*.json")) == sorted(EXPECTED)


@pytest.mark.parametrize("path", sorted((CORPUS / "accept").glob("*.json")), ids=lambda p: p.stem)
def test_a_good_board_file_is_read_in_its_one_normal_form(path):
    board = read(path.read_bytes())
    assert check(board) == board  # normalising twice changes nothing
    assert read(json.dumps(board, ensure_ascii=False)) == board


def test_the_normal_form_sorts_squares_and_lowers_colours():
    board = check({"format": "tycoon-table-board", "version": 1, "base": "monopoly",
                   "squares": [{"index": 39, "name": "Z"}, {"index": 1, "name": "A"}], "groups": {"red": "#AABBCC"}})
    assert [sq["index"] for sq in board["squares"]] == [1, 39]
    assert board["groups"] == {"red": "#aabbcc"}


def test_every_problem_is_told_next_to_its_field():
    with pytest.raises(BoardError) as refused:
        check({"format": "tycoon-table-board", "version": 1, "base": "monopoly", "currency": "",
               "squares": [{"index": 1, "price": 0}, {"index": 3, "rents": [1, 2]}]})
    assert [(field, code) for field, code, _p in refused.value.problems] == [
        ("currency", "name_length"), ("squares.1.price", "bad_amount"), ("squares.3.rents", "rents_count")]


def test_the_price_factor_scales_prices_rents_and_houses_from_the_games_own_table():
    base = monopoly_board.SQUARES
    board = check(scaled({"format": "tycoon-table-board", "version": 1, "base": "monopoly",
                          "squares": [{"index": 39, "name": "Hồ Gươm"}]}, 1000, base))
    squares = squares_of(board, base)
    boardwalk = squares[39]
    assert boardwalk["price"] == 4000 and boardwalk["rents"] == [500, 2000, 6000, 14000, 17000, 20000]
    assert boardwalk["house_cost"] == 2000 and boardwalk["mortgage"] == 2000
    assert squares[5]["price"] == 2000 and squares[5]["rents"] == [250, 500, 1000, 2000]
    assert squares[12]["price"] == 1500 and squares[12]["multipliers"] == base[12]["multipliers"]
    assert [sq["kind"] for sq in squares] == [sq["kind"] for sq in base]  # every square keeps its role
    assert base[39]["price"] == 400  # the game's own board is untouched
    assert next(sq for sq in board["squares"] if sq["index"] == 39)["name"] == "Hồ Gươm"
    tiny = squares_of(check(scaled(board, 1, base)), base)
    assert all(sq.get("price", 1) >= 1 and all(r >= 1 for r in sq.get("rents", [])) for sq in tiny)


def test_the_boards_languages_are_the_pages():
    from ui.i18n import LANGUAGES

    assert set(own_board.LANGS) == set(LANGUAGES)


SHAPE = {"unknown_field", "wrong_format", "wrong_version", "unknown_base", "name_length", "bad_text",
         "unknown_language", "currency_digits", "bad_amount", "rents_count", "bad_square", "bad_squares", "bad_colour"}


def _schema():
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads((Path(__file__).resolve().parents[2] / "docs" / "board.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


@pytest.mark.parametrize("path", sorted((CORPUS / "accept").glob("*.json")), ids=lambda p: p.stem)
def test_good_board_files_meet_the_schema(path):
    validator = _schema()
    board = json.loads(path.read_text(encoding="utf-8"))
    assert validator.is_valid(board), list(validator.iter_errors(board))[:3]
    assert validator.is_valid(read(path.read_bytes()))


@pytest.mark.parametrize("name", sorted(n for n, e in EXPECTED.items() if e["code"] in SHAPE and n not in (
    "title_long", "currency_long")))  # the letters are counted by the checker, not the schema
def test_board_files_refused_for_their_shape_break_the_schema(name):
    validator = _schema()
    board = json.loads((CORPUS / "reject" / f"{name}.json").read_text(encoding="utf-8"))
    assert not validator.is_valid(board), name


def test_every_refusal_of_a_board_has_plain_words_in_every_language():
    import re

    from ui.messages import boards_en, boards_th, boards_vi, boards_zh_Hant

    source = (Path(own_board.__file__)).read_text(encoding="utf-8")
    codes = set(re.findall(r'problems\.append\(\([^,]+, "([a-z_]+)"', source)) | {"not_object", "unknown_base"}
    codes |= {e["code"] for e in EXPECTED.values() if e["field"]}
    assert len(codes) >= 20
    for catalog in (boards_en, boards_vi, boards_th, boards_zh_Hant):
        missing = [c for c in sorted(codes) if f"ui.board.error.{c}" not in catalog.MESSAGES]
        assert not missing, (catalog.__name__, missing)
