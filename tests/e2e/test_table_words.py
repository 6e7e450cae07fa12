"""Words and small courtesies at the Monopoly and Taiwan tables (issue 36): "Declare bankruptcy"
asks first (a keyboard can answer: the safe choice has focus, Escape says No); after a reload with
a saved game, focus is on Continue; a move of one square says "1 square"; the saved games' dates
name the month in words, in the reader's language."""

from __future__ import annotations

import re

from bot_saves import save_when
from conftest import open_app, wait_app_ready
from tycoon.core import legal_actions

BANKRUPT_SEED = 5  # two Monopoly bots: after ~420 moves seat 0 owes more than it can raise


def near_bankruptcy(path) -> None:
    """A save file of a Monopoly game where seat 0, a human, owes more than it can raise: its
    choices include "Declare bankruptcy" (found by letting two bots play, on CPython)."""
    save_when(path, lambda state: state.chance is None and any(a.kind == "bankrupt" for a in legal_actions(state, 0)),
              BANKRUPT_SEED)


def focused_testid(page) -> str:
    return page.evaluate("document.activeElement && document.activeElement.getAttribute('data-testid') || ''")


def test_bankruptcy_confirm_asks_first(page, server, tmp_path):
    near_bankruptcy(tmp_path / "owing.json")
    open_app(page, server)
    page.get_by_test_id("import-file").set_input_files(str(tmp_path / "owing.json"))
    bankrupt = page.get_by_test_id("action-bankrupt")
    bankrupt.wait_for(timeout=60_000)
    bankrupt.click()  # asks: nothing is sent yet, and focus is on the safe choice
    box = page.get_by_test_id("confirm-bankrupt")
    assert "Declare bankruptcy? You will be out of the game." in box.inner_text()
    assert box.get_attribute("role") == "group"
    assert focused_testid(page) == "confirm-bankrupt-no"
    assert page.get_by_test_id("game-over").count() == 0 and "is bankrupt" not in page.get_by_test_id("log").inner_text()
    page.keyboard.press("Enter")  # No: the button is back, with focus
    bankrupt.wait_for()
    assert focused_testid(page) == "action-bankrupt"
    page.keyboard.press("Enter")  # asks again; Escape says No
    page.get_by_test_id("confirm-bankrupt-no").wait_for()
    page.keyboard.press("Escape")
    bankrupt.wait_for()
    assert page.get_by_test_id("confirm-bankrupt").count() == 0 and focused_testid(page) == "action-bankrupt"
    bankrupt.click()
    page.get_by_test_id("confirm-bankrupt-yes").click()  # Yes: now the action is sent
    page.get_by_test_id("game-over").wait_for()  # two players: the other one wins
    assert "Ann is bankrupt" in page.get_by_test_id("log").inner_text()
    assert page.console_errors == []


def test_focus_is_on_continue_after_reload(page, server):
    open_app(page, server, "?seed=5")
    page.get_by_test_id("variant-monopoly").click()
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("action-roll").wait_for(timeout=60_000)
    page.reload()
    wait_app_ready(page)
    page.get_by_test_id("continue").wait_for()
    page.wait_for_function("document.activeElement && document.activeElement.dataset.testid === 'continue'")
    assert page.console_errors == []


MONTH_NOW = """(locale) => new Intl.DateTimeFormat(locale, {month: "long"}).format(new Date())"""


def test_saved_game_dates_name_the_month_in_the_readers_language(page, server):
    open_app(page, server, "?seed=5")
    page.get_by_test_id("variant-monopoly").click()
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("action-roll").wait_for(timeout=60_000)
    page.get_by_test_id("leave").click()
    page.get_by_test_id("leave-yes").click()
    for lang, locale in (("en", "en-GB"), ("vi", "vi-VN"), ("th", "th-TH"), ("zh-Hant", "zh-TW")):
        page.get_by_test_id(f"lang-{lang}").click()
        page.wait_for_function(f"document.documentElement.lang === '{lang}'")
        meta = page.locator(".continue-meta").inner_text()
        month = page.evaluate(MONTH_NOW, locale)  # the game was saved just now: this month
        assert month.lower() in meta.lower(), (lang, meta)
        assert not re.search(r"\d{1,2}/\d{1,2}/\d{2,4}", meta), (lang, meta)  # never 02/12/2026
    assert page.console_errors == []
