"""The glossaries (docs/glossary/<game>.md) decide each game term in every language, the original
document's own word first; the catalogs use them. For every row of a game's table, each listed key
shows, in each language, the glossary's word for it (what the page shows for that game: a key's
"<key>@<game>" wording first, as ui/i18n.py looks it up)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from ui.help.pages import page_values
from ui.i18n import Translator, set_variant

ROOT = Path(__file__).resolve().parents[2]
GAMES = ["monopoly", "taiwan", "rich", "easymoney", "babylon"]
LANGS = {"en": "en", "vi": "vi", "th": "th", "zh-Hant": "zh-Hant"}
HEADER = ["term", "keys", "en", "vi", "th", "zh-Hant", "the original's word"]


def cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def rows(game: str) -> list[dict]:
    """The glossary table's rows, as {column: cell}."""
    lines = (ROOT / "docs" / "glossary" / f"{game}.md").read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("|") and cells(line)[:2] == HEADER[:2])
    assert cells(lines[start]) == HEADER, f"{game}: the table's columns are {HEADER}"
    found = []
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        found.append(dict(zip(HEADER, cells(line), strict=True)))
    return found


def word(cell: str) -> str:
    """A cell's word without Markdown quoting: `**x**`, `x`, "x" all read x."""
    return re.sub(r"[`*\"“”]", "", cell).strip()


@pytest.mark.parametrize("game", GAMES)
def test_each_glossary_word_is_the_one_its_keys_show(game):
    table = rows(game)
    assert len(table) >= 15, f"{game}: a glossary of {len(table)} terms"
    set_variant(game)
    try:
        wrong = []
        for row in table:
            keys = re.findall(r"`([^`]+)`", row["keys"])
            assert keys, f"{game} {row['term']}: no key"
            for column, lang in LANGS.items():
                term = word(row[column])
                tr = Translator(lang)
                figures = page_values(game, {}, lang)
                for key in keys:
                    text = tr.template(key)
                    assert text != key, f"{game}: no text for {key}"
                    if key.startswith("help."):  # a rules page: its figures filled in, units and all
                        text = tr(key, **figures)
                    if term.casefold() not in text.casefold():
                        wrong.append(f"{row['term']} [{lang}] {key}: {term!r} not in {text!r}")
        assert not wrong, "\n".join(wrong)
    finally:
        set_variant("")


@pytest.mark.parametrize("game", GAMES)
def test_each_term_says_what_the_original_calls_it(game):
    """Every row quotes the original document's word, or says that it has none."""
    for row in rows(game):
        assert row["the original's word"], f"{game} {row['term']}: the original's word is missing"
