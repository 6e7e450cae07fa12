"""Every preset of every game as the new-game screen says it (issue 33 §8, ui/presets.py): a name
and a line in every language, made from the preset's own values (a round limit's number is the
preset's turn_limit, never a number copied into a message); pressing it sets its options, pressing
again puts them back to the game's defaults. Pure Python."""

from __future__ import annotations

from dataclasses import replace

import pytest
from tycoon.core import all_variants, find_variant
from tycoon.variants.easymoney.options import LESSON as EASY_MONEY_LESSON
from tycoon.variants.monopoly.options import QUICK_GAME, QUICK_ROUNDS
from tycoon.variants.rich.options import LESSON as RICH_LESSON
from ui.i18n import LANGUAGES, Translator, catalog
from ui.presets import ICONS, explain, is_on, preset_values, presets, rules, title, toggle

WITH_PRESETS = [variant.id for variant in all_variants() if variant.presets]


def test_the_games_that_have_presets():
    """Monopoly's and Taiwan's Quick game, Rich's and Easy Money's Lesson (Babylon has none)."""
    found = {variant_id: [name for name, _ in presets(find_variant(variant_id))] for variant_id in WITH_PRESETS}
    assert found == {"monopoly": ["quick"], "taiwan": ["quick"], "rich": ["lesson"], "easymoney": ["lesson"]}
    assert set(ICONS) >= {"quick", "lesson"}


def test_the_english_lines():
    tr = Translator("en")
    line = explain(tr, find_variant("monopoly"), "quick", QUICK_GAME)
    assert line == (f"Quick game: {QUICK_GAME['starting_deeds']} deeds dealt, hotel after {QUICK_GAME['hotel_after']}"
                    f" houses, out of jail next turn, first bankruptcy ends, {QUICK_ROUNDS} rounds, then the richest"
                    " wins.")
    assert explain(tr, find_variant("rich"), "lesson", RICH_LESSON) == (
        f"Lesson: {RICH_LESSON['turn_limit']} rounds, then the richest wins.")
    assert explain(tr, find_variant("easymoney"), "lesson", EASY_MONEY_LESSON) == (
        f"Lesson: {EASY_MONEY_LESSON['turn_limit']} rounds, then the final lottery.")


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("variant_id", WITH_PRESETS)
def test_every_preset_has_a_name_and_a_line_with_its_own_numbers_in_every_language(variant_id, lang):
    tr, variant = Translator(lang), find_variant(variant_id)
    for name, preset in presets(variant):
        assert f"ui.preset.name.{name}" in catalog(lang), f"{lang} has no name for the {name} preset"
        line = explain(tr, variant, name, preset)
        assert title(tr, name) in line and "{" not in line and "=" not in line, line
        assert len(rules(tr, variant, preset)) == sum(v != variant.options[k] for k, v in preset.items())
        for option, value in preset.items():
            if isinstance(value, int) and not isinstance(value, bool) and value != variant.options[option]:
                assert str(value) in line, f"{lang} {variant_id} {name}: {option}={value} not in {line!r}"


def test_every_option_a_preset_sets_has_its_phrase():
    english = catalog("en")
    for variant_id in WITH_PRESETS:
        for _name, preset in presets(find_variant(variant_id)):
            for option in preset:
                assert f"ui.preset.rule.{option}" in english, option


def test_the_line_follows_the_presets_data():
    """A preset with another round limit says that limit: the number comes from the data."""
    variant = find_variant("rich")
    other = replace(variant, presets={"lesson": {"turn_limit": 7}})
    assert explain(Translator("en"), other, "lesson", {"turn_limit": 7}) == "Lesson: 7 rounds, then the richest wins."
    assert "7 輪" in explain(Translator("zh-Hant"), other, "lesson", {"turn_limit": 7})
    assert presets(replace(variant, presets={"b": {"turn_limit": 1}, "quick": {"turn_limit": 2}}))[0][0] == "quick"
    assert title(Translator("en"), "short_game") == "Short game"  # a preset without its own name still reads


def test_pressing_a_preset_sets_its_options_and_again_restores_the_defaults():
    variant = find_variant("monopoly")
    options = {**variant.options, "build_without_monopoly": True}
    quick = dict(presets(variant)[0][1])
    assert not is_on(options, quick)
    toggle(options, variant.options, quick)
    assert is_on(options, quick) and options["turn_limit"] == QUICK_ROUNDS
    assert options["build_without_monopoly"] is True  # not the preset's: left alone
    toggle(options, variant.options, quick)
    assert not is_on(options, quick)
    assert options == {**variant.options, "build_without_monopoly": True}
    assert not is_on(options, {})


def test_a_switch_is_on_at_the_presets_value():
    assert preset_values(find_variant("monopoly")) == QUICK_GAME
    assert preset_values(find_variant("rich")) == RICH_LESSON
    assert preset_values(find_variant("babylon")) == {}
