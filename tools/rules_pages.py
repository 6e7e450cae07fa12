"""The in-game rules page of each game, written into docs/rules/<game>.md: one text for both.

    python3 tools/rules_pages.py            # rewrite the part of each docs/rules page made from it
    python3 tools/rules_pages.py --check    # exit 1 when a page is out of date

The page's sections and words are the game's "? Rules" dialog in English (py/tycoon/variants/<game>/texts/help_en.py,
the section order of py/ui/help/pages.py, the numbers the page takes from the game's standard
options), set between two markers. Edit the words there, never between the markers;
tests/engine/test_rules_pages.py fails while a docs page differs from what this writes."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("monopoly", "taiwan", "rich", "easymoney", "babylon")
BEGIN = ("<!-- The rules below are made from py/tycoon/variants/<game>/texts/help_en.py by tools/rules_pages.py: "
         "edit them there. -->")
END = "<!-- End of the rules made from the in-game page. -->"


def _ui():
    if str(ROOT / "py") not in sys.path:
        sys.path.insert(0, str(ROOT / "py"))
    from tycoon.core import find_variant
    from ui.help.pages import TABLE, page_values, section_ids, title_key
    from ui.i18n import Translator, set_variant
    return find_variant, TABLE, page_values, section_ids, title_key, Translator, set_variant


def rules_text(variant: str) -> str:
    """The game's rules page in English, as Markdown, with the standard options' numbers."""
    find_variant, table, page_values, section_ids, title_key, Translator, set_variant = _ui()
    set_variant(variant)  # a game's own wording of a shared key ("<key>@<variant>") comes first
    try:
        tr, values = Translator("en"), page_values(variant, {}, "en")
        out = ["## The rules (the game's \"? Rules\" page)", ""]
        for section in section_ids(variant):
            if section == table:
                continue  # "this game's options": the dialog lists the table's own choices there
            out += [f"### {tr(title_key(variant, section))}", ""]
            for line in tr(f"help.{variant}.{section}.body", **values).split("\n"):
                if line.strip():
                    out += [line.strip(), ""]
        game = find_variant(variant)
        options = [name for name in game.options
                   if name not in game.hidden_options and tr.has(f"help.{variant}.opt.{name}")]
        if options:
            chosen = example_options(game)
            note = ("What each option changes when it is chosen (the page in the game lists the table's own; "
                    "the numbers here are those of the game's presets):")
            out += ["### Options of the new-game screen", "", note, ""]
            out += [f"- `{name}`: {tr(f'help.{variant}.opt.{name}', **page_values(variant, chosen, 'en'))}" for name in options]
            out.append("")
        return "\n".join(out).rstrip("\n") + "\n"
    finally:
        set_variant("")


def example_options(game) -> dict:
    """Options as a table would choose them: every preset's values, and for an option with a fixed
    list of values its first one other than the default."""
    chosen: dict = {}
    for preset in game.presets.values():
        chosen |= preset
    for name, values in game.choices.items():
        chosen.setdefault(name, next((v for v in values if v != game.options[name]), game.options[name]))
    return chosen


def with_rules(page: str, variant: str) -> str:
    """`page` with its made part replaced (or put after the page's first paragraph)."""
    block = f"{BEGIN}\n\n{rules_text(variant)}\n{END}"
    if BEGIN in page and END in page:
        before, rest = page.split(BEGIN, 1)
        return before + block + rest.split(END, 1)[1]
    head, _, tail = page.partition("\n\n")
    intro, _, rest = tail.partition("\n\n")
    return f"{head}\n\n{intro}\n\n{block}\n\n## What the engine plays, and the rulings we made\n\n{rest}"


def main(argv: list[str]) -> int:
    stale = []
    for variant in GAMES:
        path = ROOT / "docs" / "rules" / f"{variant}.md"
        page = path.read_text(encoding="utf-8")
        fresh = with_rules(page, variant)
        if fresh != page:
            stale.append(path.relative_to(ROOT))
            if "--check" not in argv:
                path.write_text(fresh, encoding="utf-8")
    if "--check" in argv and stale:
        print("out of date (run python3 tools/rules_pages.py):", ", ".join(map(str, stale)))
        return 1
    print("rewritten:" if stale else "up to date", ", ".join(map(str, stale)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
