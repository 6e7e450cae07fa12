"""docs/rules/<game>.md and the game's "? Rules" page are one text: the docs page holds the in-game
page's words (tools/rules_pages.py writes them between two markers). A page edited on one side
only fails here; run `python3 tools/rules_pages.py` after changing py/tycoon/variants/<game>/texts/help_en.py."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = importlib.util.spec_from_file_location("rules_pages", ROOT / "tools" / "rules_pages.py")
rules_pages = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(rules_pages)


@pytest.mark.parametrize("variant", rules_pages.GAMES)
def test_the_docs_page_holds_the_in_game_rules_page(variant):
    page = (ROOT / "docs" / "rules" / f"{variant}.md").read_text(encoding="utf-8")
    assert rules_pages.BEGIN in page and rules_pages.END in page
    assert rules_pages.with_rules(page, variant) == page, "run python3 tools/rules_pages.py"


@pytest.mark.parametrize("variant", rules_pages.GAMES)
def test_every_section_of_the_in_game_page_is_in_the_docs_page(variant):
    """Each section title and each paragraph of the dialog, as the dialog shows them."""
    from ui.help.pages import TABLE, page_values, section_ids, title_key
    from ui.i18n import Translator, set_variant

    page = (ROOT / "docs" / "rules" / f"{variant}.md").read_text(encoding="utf-8")
    set_variant(variant)
    try:
        tr = Translator("en")
        for section in section_ids(variant):
            if section == TABLE:
                continue
            assert f"### {tr(title_key(variant, section))}\n" in page
            for line in tr(f"help.{variant}.{section}.body", **page_values(variant, {}, "en")).split("\n"):
                assert line.strip() in page
    finally:
        set_variant("")


def test_a_changed_word_makes_the_page_stale():
    page = (ROOT / "docs" / "rules" / "monopoly.md").read_text(encoding="utf-8")
    edited = page.replace("### Goal\n", "### Aim\n", 1)
    assert edited != page and rules_pages.with_rules(edited, "monopoly") == page
