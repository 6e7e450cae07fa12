"""Bot levels on the page (issue 43, docs/bots.md "Levels"): a bot seat's level is chosen on the
setup screen, shown on the seat's panel, and kept by the autosave."""

from __future__ import annotations

from conftest import open_app, wait_app_ready

HUMAN_TURN = "document.querySelector(\"[data-testid='status'][data-mode='human']\") !== null"


def test_an_easy_bot_is_chosen_shown_and_kept(page, server):
    open_app(page, server, "?seed=5")
    page.get_by_test_id("variant-monopoly").click()
    assert page.get_by_test_id("seat-level-0").count() == 0  # a person's seat has no level
    level = page.get_by_test_id("seat-level-1")
    assert level.input_value() == "normal"
    assert level.locator("option").all_inner_texts() == ["Easy", "Normal"]
    level.select_option("easy")
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("game").wait_for()
    page.wait_for_function(HUMAN_TURN, timeout=60_000)
    badge = page.get_by_test_id("level-1")
    assert badge.inner_text() == "Bot · Easy" and badge.get_attribute("data-level") == "easy"
    page.reload()
    wait_app_ready(page)
    page.get_by_test_id("continue").click()
    page.get_by_test_id("game").wait_for()
    assert page.get_by_test_id("level-1").get_attribute("data-level") == "easy"
    assert page.console_errors == []


def test_a_table_of_normal_bots_looks_as_before(page, server):
    open_app(page, server, "?seed=5")
    page.get_by_test_id("variant-rich").click()
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("game").wait_for()
    assert page.locator("[data-testid^=level-]").count() == 0
    assert page.console_errors == []
