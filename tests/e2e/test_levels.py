"""Bot levels on the page (docs/bots.md "Levels"): a bot seat's level is chosen on the setup
screen, shown on the seat's panel, and kept by the autosave; a Hard bot says it is thinking."""

from __future__ import annotations

from conftest import open_app, roll_buy_and_end, wait_app_ready

HUMAN_TURN = "document.querySelector(\"[data-testid='status'][data-mode='human']\") !== null"


def test_an_easy_bot_is_chosen_shown_and_kept(page, server):
    open_app(page, server, "?seed=5")
    page.get_by_test_id("variant-monopoly").click()
    assert page.get_by_test_id("seat-level-0").count() == 0  # a person's seat has no level
    level = page.get_by_test_id("seat-level-1")
    assert level.input_value() == "normal"
    assert level.locator("option").all_inner_texts() == ["Easy", "Normal", "Hard"]
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


# Every (mode, seat) the status line shows, recorded by the page as it changes.
_WATCH_STATUS = """() => {
  window.statusesSeen = [];
  const note = () => {
    const s = document.querySelector("[data-testid='status']");
    if (s) window.statusesSeen.push(s.dataset.mode + ":" + s.dataset.seat + ":" + s.innerText.trim());
  };
  new MutationObserver(note).observe(document.body, {childList: true, subtree: true, characterData: true});
}"""


def test_a_hard_bot_is_offered_where_its_game_has_one_and_says_it_is_thinking(page, server):
    open_app(page, server, "?seed=5")
    page.get_by_test_id("variant-babylon").click()
    assert page.get_by_test_id("seat-level-1").locator("option").all_inner_texts() == ["Easy", "Normal", "Hard"]
    open_app(page, server, "?seed=5")
    page.get_by_test_id("variant-monopoly").click()
    page.get_by_test_id("seat-level-1").select_option("hard")
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("game").wait_for()
    page.wait_for_function(HUMAN_TURN, timeout=60_000)
    badge = page.get_by_test_id("level-1")
    assert badge.inner_text() == "Bot · Hard" and badge.get_attribute("data-level") == "hard"
    page.evaluate(_WATCH_STATUS)
    roll_buy_and_end(page)
    page.get_by_test_id("action-roll").wait_for(timeout=90_000)  # the Hard bot has played its turn
    seen = page.evaluate("window.statusesSeen")
    assert any(s.startswith("bot:1:") and "thinking" in s for s in seen), seen
    assert page.console_errors == []
