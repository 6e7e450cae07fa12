"""Messages that count things read "1 square", "2 squares" (issue 36): a param that counts
(i18n.COUNT_PARAMS) at 1 picks the "<key>_one" text where the language has one, for event texts,
action labels and the UI's own messages alike. Vietnamese, Thai and Chinese have no plural: their
"_one" texts are their ordinary wording. Pure Python."""

from __future__ import annotations

import re

import pytest
from tycoon.core import find_variant
from ui.format import Context
from ui.i18n import COUNT_PARAMS, LANGUAGES, Translator, catalog, split_template

PLURAL_AFTER_A_COUNT = re.compile(r"\{(" + "|".join(COUNT_PARAMS) + r")\} (?:\S+ )?[a-z]+s\b")
# UI texts whose count is never 1 (a deed's rent with 2-4 houses, a save's list of players) or that
# are written with the count in figures as a unit ("{n} pts").
NEVER_ONE = {"ui.setup.count", "ui.option.starting_deeds", "ui.option.hotel_after", "ui.deed.with_houses",
             "ui.preset.rule.starting_deeds", "ui.preset.rule.hotel_after", "ui.preset.rule.turn_limit",
             "ui.help.hotel_after", "ui.setup.bots_only", "ui.load.too_many_players", "ui.load.bad_player",
             "ui.load.too_many_actions", "ui.load.player_count", "ui.taiwan.money", "ui.easymoney.points",
             "help.taiwan.money"}


def fields(template: str) -> set:
    return {part[0] for part in split_template(template) if not isinstance(part, str)}


def event(lang: str, key: str, params: dict, variant: str = "monopoly") -> str:
    ctx = Context(Translator(lang), variant, ["Ann", "Bob"], find_variant(variant).board)
    return ctx.text(ctx.event_key(key), params)


@pytest.mark.parametrize("steps,words", [(1, "Ann moved 1 square to"), (2, "Ann moved 2 squares to"),
                                         (12, "Ann moved 12 squares to")])
def test_a_move_of_one_square_says_square(steps, words):
    assert event("en", "moved", {"player": 0, "steps": steps, "square": 5}).startswith(words)


def test_going_back_one_square_and_the_languages_without_plurals():
    assert event("en", "moved_back", {"player": 0, "steps": 1, "square": 5}).startswith("Ann went back 1 square to")
    assert event("vi", "moved", {"player": 0, "steps": 1, "square": 5}).startswith("Ann đi 1 ô tới")
    assert event("vi", "moved", {"player": 0, "steps": 3, "square": 5}).startswith("Ann đi 3 ô tới")


def test_a_count_param_of_one_picks_the_one_text_and_other_params_do_not():
    tr = Translator("en")
    assert tr.counted("event.moved", {"steps": 1}) == "event.moved_one"
    assert tr.counted("event.moved", {"steps": 0}) == "event.moved"
    assert tr.counted("event.moved", {"steps": 2, "player": 1, "square": 1}) == "event.moved"
    assert tr.counted("event.rent_paid", {"amount": 1}) == "event.rent_paid"  # no "_one" text: the key
    assert tr.count("ui.square.houses", 1) == "1 house" and tr.count("ui.square.houses", 2) == "2 houses"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_one_text_has_its_many_text_and_no_other_params_and_the_many_text_one_count(lang):
    texts = catalog(lang)
    for key, text in texts.items():
        stem, _, variant = key.partition("@")
        if not stem.endswith("_one"):
            continue
        many = stem.removesuffix("_one") + (f"@{variant}" if variant else "")
        assert many in texts, f"{key} has no {many}"
        assert fields(text) <= fields(texts[many]), key  # "1 house" may say the number in words
        assert len(fields(texts[many]) & set(COUNT_PARAMS)) == 1, f"{many}: one param that counts, or which is 1?"


def test_every_english_text_with_a_plural_after_a_count_has_a_one_text():
    english = catalog("en")
    missing = [key for key, text in english.items() if PLURAL_AFTER_A_COUNT.search(text)
               and f"{key.split('@')[0]}_one" not in english and key.split("@")[0] not in NEVER_ONE]
    assert not missing, missing
