"""Every preset of a game on the new-game screen (issue 33 §8): one toggle button each with its own
line, its pressed state in aria-pressed, pressing again putting its options back to the defaults.
Drawn on CPython with the stand-in DOM (fakedom.py), then in the browser: Rich's and Easy Money's
Lesson pressed and a game started with it (its autosave holds the preset's round limit).
The words of every preset in every language: tests/engine/test_presets.py."""

from __future__ import annotations

import fakedom  # noqa: F401 - first: it installs the stand-in pyscript that the ui modules import
import pytest
from conftest import open_app
from stubs import click
from test_phone import PHONE, assert_nothing_overflows
from test_saves import stored_game
from tycoon.core import find_variant
from ui.i18n import Translator, set_variant
from ui.options import preset_ids, render_options
from ui.presets import explain, presets, title
from ui.setup import new_setup

PRESET_GAMES = ["monopoly", "taiwan", "rich", "easymoney"]


class SetupApp:
    """What render_options needs of the app: the translator, the setup, and show_setup (a redraw)."""

    def __init__(self, variant_id: str, lang: str = "en"):
        self.tr, self.setup, self.focus = Translator(lang), new_setup(variant_id), []
        set_variant(variant_id)
        self.root = render_options(self, find_variant(variant_id))

    def show_setup(self, keep: bool = False, focus: str = "") -> None:
        assert keep
        self.focus.append(focus)
        self.root = render_options(self, find_variant(self.setup["variant"]))

    def one(self, testid: str):
        found = self.root.by_testid(testid)
        assert len(found) == 1, testid
        return found[0]


# ---- on CPython -----------------------------------------------------------------------------

@pytest.mark.parametrize("variant_id", PRESET_GAMES)
def test_each_preset_is_a_toggle_button_with_its_line(variant_id):
    app, variant = SetupApp(variant_id), find_variant(variant_id)
    for name, preset in presets(variant):
        testid, help_id = preset_ids(name)
        button = app.one(testid)
        assert button.getAttribute("aria-pressed") == "false" and button.getAttribute("aria-describedby") == help_id
        line = app.root.querySelector(f"#{help_id}")
        assert line.textContent == explain(app.tr, variant, name, preset)
        click(button)
        assert app.focus[-1] == testid  # the redraw keeps the focus on the button
        assert {k: app.setup["options"][k] for k in preset} == preset
        assert app.one(testid).getAttribute("aria-pressed") == "true"
        assert app.one(testid).textContent.endswith(app.tr("ui.setup.preset_on", preset=title(app.tr, name)))
        assert app.one("option-turn_limit").getAttribute("value") == str(preset["turn_limit"])
        click(app.one(testid))
        assert app.setup["options"] == variant.options  # off: the game's defaults again
        assert app.one(testid).getAttribute("aria-pressed") == "false"


def test_the_quick_game_keeps_its_ids_and_the_lesson_gets_its_own():
    assert preset_ids("quick") == ("quick-game", "quick-help")
    assert preset_ids("lesson") == ("preset-lesson", "preset-lesson-help")
    assert SetupApp("babylon").root.by_testid("preset-row-quick") == []  # Babylon has no preset: no row


def test_easy_moneys_round_limit_says_the_final_lottery():
    app = SetupApp("easymoney", "en")
    assert "final lottery" in app.root.querySelector("#help-turn_limit").textContent
    assert "final lottery" in app.root.querySelector("#preset-lesson-help").textContent
    assert "final lottery" not in SetupApp("rich", "en").root.querySelector("#help-turn_limit").textContent


# ---- in the browser ---------------------------------------------------------------------------

@pytest.mark.parametrize("variant_id", ["rich", "easymoney"])
def test_the_lesson_preset_starts_a_game_with_its_round_limit(page, server, screenshot_dir, variant_id):
    lesson = dict(find_variant(variant_id).presets["lesson"])
    rounds = lesson["turn_limit"]
    open_app(page, server, "?seed=5")
    page.set_viewport_size(PHONE)
    page.get_by_test_id(f"variant-{variant_id}").click()
    button = page.get_by_test_id("preset-lesson")
    assert button.get_attribute("aria-pressed") == "false"
    assert page.locator("#preset-lesson-help").inner_text().startswith(f"Lesson: {rounds} rounds")
    assert page.get_by_test_id("option-turn_limit").input_value() == "0"
    button.click()
    assert page.get_by_test_id("preset-lesson").get_attribute("aria-pressed") == "true"
    assert page.evaluate("document.activeElement.dataset.testid") == "preset-lesson"
    assert page.get_by_test_id("option-turn_limit").input_value() == str(rounds)
    assert_nothing_overflows(page)
    page.screenshot(path=str(screenshot_dir / f"setup-lesson-{variant_id}.png"), full_page=True)
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("game").wait_for()
    page.wait_for_function("() => Object.keys(localStorage).some(k => k.startsWith('tycoon-table.'))")
    _slot, save, state = stored_game(page)  # the game autosaved at its start, with its options
    assert save["variant"] == variant_id and save["options"] == {**find_variant(variant_id).options, **lesson}
    assert state.options["turn_limit"] == rounds
    assert page.get_by_test_id("round").inner_text() == f"Round 1 of {rounds}"  # the view's header
    assert page.console_errors == []
