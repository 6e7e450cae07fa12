"""The four languages' catalogs (issue 14): every English text in every language, with the same
{params}, really translated, nothing stale; every ui.* key the code names exists, every one the
catalogs hold is named by the code; the first language a browser gets; the en-XA pseudo-locale;
numbers and money per language; the loading screen's own table in index.html. Pure Python."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest
from ui.format import NUMBERS, Context, money, number, set_unit
from ui.i18n import BROWSER, LANGUAGES, PSEUDO, Translator, catalog, pick_language, pseudo, split_template

ROOT = Path(__file__).resolve().parents[2]
PY = ROOT / "py"
# Each family of catalogs: one module per language, <family><lang with _ for ->: the shared engine
# and UI texts, and each game's engine texts (texts.en), UI texts (texts.ui_en) and rules page
# (texts.help_en) beside the game (docs/languages.md).
GAMES = sorted(path.parent.parent.name for path in (PY / "tycoon" / "variants").glob("*/texts/en.py"))
FAMILIES = ["tycoon.core.texts.", "ui.messages.", "ui.messages.boards_", "ui.lab.texts."] + [
    f"tycoon.variants.{game}.texts.{part}" for game in GAMES for part in ("", "ui_", "help_")]
OTHERS = [lang for lang in LANGUAGES if lang != "en"]
# A translation may equal its English when it is a name kept as it is: Monopoly's title (already
# bilingual in English) and, in Vietnamese, Monopoly's American street names.
KEPT_AS_NAMES = {"variant.monopoly.name", "variant.easymoney.name"}
KEPT_IN = {"vi": re.compile(r"square\.monopoly\.")}


def module(family: str, lang: str) -> dict:
    return dict(importlib.import_module(f"{family}{lang.replace('-', '_')}").MESSAGES)


def fields(template: str) -> set:
    return {part[0] for part in split_template(template) if not isinstance(part, str)}


def words(template: str) -> str:
    return "".join(part for part in split_template(template) if isinstance(part, str))


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("family", FAMILIES)
def test_every_english_text_is_in_every_language_and_nothing_else(family, lang):
    english, translated = module(family, "en"), module(family, lang)
    assert not set(english) - set(translated), f"{lang} lacks {sorted(set(english) - set(translated))}"
    assert not set(translated) - set(english), f"{lang} has stale keys {sorted(set(translated) - set(english))}"


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("family", FAMILIES)
def test_every_translation_has_the_params_of_its_english(family, lang):
    english, translated = module(family, "en"), module(family, lang)
    for key in english.keys() & translated.keys():
        assert fields(translated[key]) == fields(english[key]), f"{lang} {key}: {translated[key]!r}"
        assert translated[key].strip(), f"{lang} {key} is empty"


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("family", FAMILIES)
def test_no_translation_is_an_english_copy(family, lang):
    """A longer text with Latin letters identical to the English was not translated."""
    english, translated = module(family, "en"), module(family, lang)
    kept = KEPT_IN.get(lang)
    for key in english.keys() & translated.keys():
        text = words(translated[key])
        if translated[key] != english[key] or len(text) <= 12 or not re.search("[A-Za-z]", text):
            continue
        assert key in KEPT_AS_NAMES or (kept and kept.match(key)), f"{lang} {key} is English: {text!r}"


def test_the_chinese_catalogs_are_in_traditional_characters():
    """zh-Hant, not Simplified: none of the commonest Simplified-only forms appears."""
    simplified = set("们这说对时发过还么钱买卖张无给让进样东车间实现经关门问题单从开")
    for family in FAMILIES:
        for key, text in module(family, "zh-Hant").items():
            found = simplified & set(text)
            assert not found, f"{key}: Simplified {found} in {text!r}"


def _ui_key_patterns() -> re.Pattern:
    """Every ui.* message key the UI code names: a literal, or an f-string's ("ui.load.{code}") shape."""
    shapes = set()
    for path in (PY / "ui").rglob("*.py"):
        if "messages" in path.parts:
            continue
        for literal in re.findall(r'''["'](ui\.[A-Za-z0-9_.{}@]*)["']''', path.read_text(encoding="utf-8")):
            shape = re.sub(r"\\\{[^}]*\\\}", "[a-z0-9_]+", re.escape(literal))
            shapes |= {shape, shape + r"\.[a-z0-9_.]+"}  # _text(tr, "ui.help", name): a key's stem
    shapes.add(re.escape("ui.auction.title_") + "(house|hotel)")  # f"...title_{'hotel' if … else 'house'}"
    return re.compile("|".join(f"(?:{shape})" for shape in sorted(shapes)))


def test_every_ui_key_the_code_names_exists_and_every_ui_text_is_used():
    english = catalog("en")
    named = _ui_key_patterns()
    literals = set()
    for path in (PY / "ui").rglob("*.py"):
        if "messages" not in path.parts:
            literals |= set(re.findall(r'"(ui\.[a-z_]+\.[a-z_.]+)"', path.read_text(encoding="utf-8")))
    assert literals and not literals - set(english), sorted(literals - set(english))
    unused = [key for key in english if key.startswith("ui.")
              and not named.fullmatch(key.split("@")[0].removesuffix("_one"))]
    assert not unused, f"texts no code shows: {unused}"


@pytest.mark.parametrize("browser,expected", [
    (["th-TH", "en-US"], "th"), (["vi"], "vi"), (["zh-TW", "en"], "zh-Hant"), (["zh-HK"], "zh-Hant"),
    (["zh-Hant-TW"], "zh-Hant"), (["zh-CN"], "zh-Hant"), (["zh"], "zh-Hant"), (["en-GB", "th"], "en"),
    (["fr-FR", "de", "vi-VN"], "vi"), (["fr"], "en"), ([], "en"), (None, "en"), (["TH_th"], "th"),
])
def test_a_first_visit_takes_the_browsers_first_language_we_have(browser, expected):
    assert pick_language(browser) == expected


def test_the_languages_are_listed_once_in_the_engine():
    from tycoon.core import texts

    assert LANGUAGES is texts.LANGUAGES  # ui.i18n imports the engine's list, no copy to fall out of step
    assert {path.stem.replace("_", "-") for path in (PY / "tycoon" / "core" / "texts").glob("*.py")
            if path.stem != "__init__"} == set(LANGUAGES)


def test_the_pseudo_locale_is_longer_accented_english_with_every_param():
    assert PSEUDO not in LANGUAGES and set(BROWSER.values()) <= set(LANGUAGES)
    english, fake = catalog("en"), catalog(PSEUDO)
    assert set(fake) == set(english)
    for key, text in english.items():
        assert fields(fake[key]) == fields(text), key
        assert fake[key].startswith("[") and fake[key].endswith("]"), key
        assert len(words(fake[key])) >= 1.35 * len(words(text)), (key, fake[key])
    assert pseudo("Roll the dice") != "[Roll the dice]" and "{amount}" in pseudo("Pay {amount} now")
    tr = Translator(PSEUDO)
    assert tr.lang == PSEUDO and "Boardwalk" not in tr("square.monopoly.boardwalk")
    assert Translator("xx").lang == "en"


def test_numbers_and_money_per_language():
    assert set(NUMBERS) == set(LANGUAGES)
    assert [money(1234567, lang) for lang in LANGUAGES] == ["$1,234,567", "1.234.567 $", "$1,234,567", "$1,234,567"]
    assert money(-1500, "zh-Hant") == "−$1,500" and money(1500, PSEUDO) == "$1,500"
    assert number(1500, "vi") == "1.500" and number(999, "th") == "999" and number("x", "en") == "x"
    set_unit("ui.taiwan.money")
    try:
        assert money(15000, "zh-Hant") == "15,000 分" and money(15000, "en") == "15,000 pts"
    finally:
        set_unit("")


def test_a_taiwan_square_in_chinese_is_named_once():
    from tycoon.core import find_variant

    board = find_variant("taiwan").board
    assert Context(Translator("zh-Hant"), "taiwan", [], board).square(39) == "衡陽路"
    assert Context(Translator("en"), "taiwan", [], board).square(39) == "衡陽路 (Hengyang Road)"


def test_the_loading_screen_speaks_every_language_before_python_runs():
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    table = page[page.index("var TEXT = {"):page.index("var BROWSER")]
    blocks = dict(re.findall(r'"([A-Za-z-]+)": \{(.*?)\n    \}', table, re.DOTALL))
    assert set(blocks) == set(LANGUAGES)
    keys = {lang: dict(re.findall(r'(\w+): "((?:[^"\\]|\\.)*)"', body)) for lang, body in blocks.items()}
    for lang in LANGUAGES:
        assert set(keys[lang]) == set(keys["en"]), lang
        for key, text in keys[lang].items():
            assert set(re.findall(r"\{(\w+)\}", text)) == set(re.findall(r"\{(\w+)\}", keys["en"][key])), (lang, key)
            if lang != "en":
                assert text != keys["en"][key] or not re.search("[a-z]{4}", text.replace("Python", "")), (lang, key)
    browser = re.search(r"var BROWSER = (\{[^}]*\})", page).group(1)
    assert dict(re.findall(r'(\w+): "([\w-]+)"', browser)) == BROWSER
    assert 'localStorage.getItem("tycoon-table.lang")' in page and '"en-XA"' in page


def game_named(key: str) -> str | None:
    """The game a key belongs to: "help.<game>.…", "….<game>.…", "…@<game>", "ui.game.variant.<game>"."""
    for game in GAMES:
        if key.startswith(f"help.{game}.") or f".{game}." in key or key.endswith((f"@{game}", f".variant.{game}")):
            return game
    return None


def test_a_games_texts_live_beside_the_game_and_shared_texts_in_one_place():
    """One layout: the shared UI catalog names no game; a game's UI and help catalogs hold its own
    keys (and the options only it has); no key is in two catalogs of one language."""
    shared = module("ui.messages.", "en")
    assert not [key for key in shared if game_named(key)]
    seen: dict = {}
    for game in GAMES:
        for part in ("ui_", "help_"):
            texts = module(f"tycoon.variants.{game}.texts.{part}", "en")
            assert texts, f"{game} has no {part}en.py"
            strangers = [key for key in texts if game_named(key) not in (game, None)]
            assert not strangers, f"{game}/{part}: {strangers}"
            if part == "help_":
                assert all(key.startswith(f"help.{game}.") for key in texts), game
            for key in texts:
                assert key not in shared and key not in seen, f"{key} in {game}/{part} and {seen.get(key, 'shared')}"
                seen[key] = f"{game}/{part}"
