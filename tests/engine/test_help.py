"""The rules help (issue 15), without a browser: every game's page has its sections in every language;
every event key a game can put in its log opens a section of that game's page with "why?" or is listed
as having no rule behind it (with a reason); the numbers the page takes from the options are the
options' own. Pure Python (ui.help.pages and the catalogs; the dialog itself is in tests/e2e/test_help.py)."""

from __future__ import annotations

import importlib
import random
import re
from pathlib import Path

import pytest
from helpers import new_dealt
from playout import random_move
from tycoon.core import all_variants, apply_action, find_variant
from ui.help.pages import NO_RULE, SECTIONS, TABLE, WHY, option_lines, params, section_for, section_ids, title_key
from ui.i18n import LANGUAGES, Translator, catalog

ROOT = Path(__file__).resolve().parents[2]
PY = ROOT / "py"
GAMES = ["monopoly", "taiwan", "rich", "easymoney", "babylon"]


def events_of(family: str) -> set:
    """The event keys of one engine catalog (one key per event the engine can log; "moved_one" is
    how "moved" reads with one square, not an event of its own)."""
    english = importlib.import_module(f"{family}.en").MESSAGES
    return {key.removeprefix("event.").split("@")[0].removesuffix("_one") for key in english if key.startswith("event.")}


def core_modules_used(variant: str) -> set:
    """The core modules (tycoon.core.<name>) a variant's package imports; core.property brings the whole
    property core (auctions, trades, estate, jail…) and with it the events Monopoly's catalog names."""
    used = set()
    for path in (PY / "tycoon" / "variants" / variant).glob("*.py"):
        text = path.read_text(encoding="utf-8")
        used |= set(re.findall(r"from \.\.\.core\.([a-z_]+)", text))
        for names in re.findall(r"from \.\.\.core import ([a-z_, ]+)", text):  # modules: "import story"
            used |= {name.strip() for name in names.split(",")}
    return {"__init__" if name in ("", "*") else name for name in used}


def loggable(variant: str) -> set:
    """Every event key the variant can put in its log: its own catalog's, plus the shared ones it can
    reach. A property game (it imports core.property) reaches every core event and Monopoly's (the
    property core emits them); any other game reaches the core events named in the core modules it
    imports (core.sealed: sealed_opened, answer_sealed). A key another game's catalog holds counts when
    the variant's code emits it."""
    own = events_of(f"tycoon.variants.{variant}.texts")
    source = "".join(path.read_text(encoding="utf-8") for path in (PY / "tycoon" / "variants" / variant).glob("*.py"))
    every = set().union(*(events_of(f"tycoon.variants.{v}.texts") for v in GAMES))
    own |= {key for key in every if f'emit("{key}"' in source}  # another game's text it logs ("game_over")
    core = events_of("tycoon.core.texts")
    used = core_modules_used(variant)
    if "property" in used or "__init__" in used:
        return own | core | events_of("tycoon.variants.monopoly.texts")
    named = set()
    for name in used:
        text = (PY / "tycoon" / "core" / f"{name}.py").read_text(encoding="utf-8")
        named |= {key for key in core if f'"{key}"' in text}
    return own | named


def test_the_five_games_have_a_page():
    assert sorted(SECTIONS) == sorted(GAMES) == sorted(v.id for v in all_variants() if v.id in GAMES)
    assert sorted(WHY) == sorted(GAMES)


@pytest.mark.parametrize("variant", GAMES)
def test_every_event_a_game_can_log_names_a_section_or_has_no_rule(variant):
    keys = loggable(variant)
    assert len(keys) > 15, keys  # the catalogs were found
    missing = sorted(key for key in keys if key not in WHY[variant] and key not in NO_RULE)
    assert not missing, f"{variant}: log lines with no 'why?' and no reason: {missing}"
    sections = set(section_ids(variant))
    wrong = {key: section for key, section in WHY[variant].items() if section not in sections}
    assert not wrong, f"{variant}: 'why?' opens sections its page does not have: {wrong}"
    stale = sorted(set(WHY[variant]) - keys)
    assert not stale, f"{variant}: 'why?' for events it cannot log: {stale}"
    for key, reason in NO_RULE.items():
        assert len(reason.split()) >= 4, (key, reason)


@pytest.mark.parametrize("variant", GAMES)
def test_every_event_logged_in_real_games_is_covered(variant):
    """The same, from the log of real (random) games: nothing the engine logs is left out."""
    seen = set()
    for seed in (1, 2, 3):
        chooser = random.Random(seed)
        players = [{"name": f"P{i}", "bot": False} for i in range(3 if variant == "babylon" else 4)]
        state = new_dealt(variant, players, seed, {"turn_limit": 12} if "turn_limit" in find_variant(variant).options
                         else {})
        for _ in range(6000):
            if state.over:
                break
            apply_action(state, random_move(chooser, state))
        seen |= {str(entry[0]) for entry in state.log}
    assert len(seen) > 10
    assert seen <= loggable(variant), f"{variant} logged events its catalogs do not name: {seen - loggable(variant)}"
    uncovered = sorted(key for key in seen if section_for(variant, key) is None and key not in NO_RULE)
    assert not uncovered, uncovered


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("variant", GAMES)
def test_every_section_has_a_title_and_a_body_in_every_language(variant, lang):
    words = catalog(lang)
    for section in section_ids(variant):
        assert title_key(variant, section) in words, (lang, section)
        if section != TABLE:
            body = words[f"help.{variant}.{section}.body"]
            assert len(body) > 20, (lang, section)
    for name in find_variant(variant).options:
        assert f"help.{variant}.opt.{name}" in words, f"{lang}: option {name} of {variant} is not explained"


def test_every_help_text_is_on_a_page():
    """No help key without a page that shows it: sections, option lines and the page's own words."""
    shown = {"help.table.title", "help.table.none", "help.table.intro"}
    for variant in GAMES:
        shown |= {f"help.{variant}.{s}.{part}" for s in SECTIONS[variant] for part in ("title", "body")}
        shown |= {f"help.{variant}.opt.{name}" for name in find_variant(variant).options}
    shown.add("help.taiwan.money")  # the page's money word, for its figures (ui/help/pages.py page_values)
    english = {key for key in catalog("en") if key.startswith("help.")}
    assert english == shown, (sorted(english - shown), sorted(shown - english))


def test_the_numbers_of_the_page_come_from_the_options():
    assert params("monopoly", {"hotel_after": 3})["houses"] == 3
    assert params("monopoly", {})["houses"] == find_variant("monopoly").options["hotel_after"] == 4
    assert params("taiwan", {"spins_per_turn": 1})["spins"] == 1
    tr = Translator("en")
    assert "With 3 houses" in tr("help.monopoly.building.body", **params("monopoly", {"hotel_after": 3}))
    assert "up to 3 spins" in tr("help.taiwan.turn.body", **params("taiwan", find_variant("taiwan").options))
    assert option_lines("monopoly", dict(find_variant("monopoly").options)) == []
    quick = dict(find_variant("monopoly").options) | {"hotel_after": 3, "turn_limit": 60}
    assert option_lines("monopoly", quick) == ["help.monopoly.opt.turn_limit", "help.monopoly.opt.hotel_after"]
    assert "after 60 rounds" in tr("help.monopoly.opt.turn_limit", **params("monopoly", quick))
    assert option_lines("babylon", {"rubies": "one_each"}) == ["help.babylon.opt.rubies"]
