"""A phone starts where the game is (issue 36): after Start and after each of the human's
decisions, the question ("Ann, what will you do?"), its first choice and the latest event are on
the first screen of a 390×844 phone, without scrolling, in Cờ Tỷ Phú and 如何做個大富翁."""

from __future__ import annotations

import pytest
from conftest import after_frames, open_app

PHONE = {"width": 390, "height": 844}


def inside(locator) -> bool:
    box = locator.first.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"]


def assert_first_screen(page, when: str) -> None:
    page.locator("[data-testid='status'][data-mode='human']").wait_for()
    after_frames(page, 3)  # the choice is focused and scrolled to after the frame (ui/dom.py)
    assert inside(page.get_by_test_id("status")), f"{when}: the question is off screen"
    assert inside(page.locator(".centre [data-action]:not([disabled])")), f"{when}: the first choice is off screen"
    assert inside(page.locator(".centre .last-event")), f"{when}: the latest event is off screen"


@pytest.mark.parametrize("variant", ["monopoly", "taiwan"])
def test_phone_first_screen_shows_the_question(page, server, screenshot_dir, variant):
    page.set_viewport_size(PHONE)
    open_app(page, server, "?seed=5")
    page.get_by_test_id(f"variant-{variant}").click()
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("speed").select_option("instant")
    assert_first_screen(page, "after Start")
    deed = {"monopoly": "deed", "taiwan": "card"}[variant]  # docs/glossary: Monopoly's deed (bằng khoán)
    assert f"Tap a property on the board to see its {deed}" in page.get_by_test_id("here").inner_text()
    page.screenshot(path=str(screenshot_dir / f"phone-first-screen-{variant}.png"))
    for decision in range(4):
        page.locator(".centre [data-action]:not([disabled])").first.click()
        assert_first_screen(page, f"after decision {decision + 1}")
    assert page.console_errors == []


def test_easy_money_phone_squares_keep_their_marks_and_say_what_they_do(page, server, screenshot_dir):
    """Easy Money on a phone (issue 37 §2): every square keeps its » / ■ mark (acts when passed /
    only on a stop), which the legend above explains; the here-card says to tap a square, and a
    tap opens what it does, in the words of the rules page. The first decision (the Double box,
    whose first step is a bundle chip) is on the first screen with its question."""
    page.set_viewport_size(PHONE)
    open_app(page, server, "?seed=5")
    # the bot waits for the person's Ready after their Double box (no countdown: no clock here)
    page.evaluate("localStorage.setItem('tycoon-table.prefs', JSON.stringify({ready_wait: 0}))")
    page.get_by_test_id("variant-easymoney").click()
    page.get_by_test_id("start-game").click()
    page.locator("[data-testid='status'][data-mode='human']").wait_for()
    after_frames(page, 3)  # the first chip is focused and scrolled to after the frame (ui/dom.py)
    assert inside(page.get_by_test_id("status")), "the question is off screen"
    assert page.evaluate("document.activeElement.dataset.testid") == "chip-100000"
    assert inside(page.locator(":focus")), "the first chip is off screen"
    assert "Tap a square to see what it does" in page.get_by_test_id("here").inner_text()
    squares = page.locator(".board .sq")
    marks = page.locator(".board .sq .em-acts")
    assert marks.count() == squares.count() > 0
    assert all(mark.is_visible() for mark in marks.all()), "a square's mark is hidden on a phone"
    # the Double box owns the centre (the legend makes room); once staked, the legend is back
    page.get_by_test_id("chip-100000").click()
    page.get_by_test_id("confirm").click()
    page.locator("[data-testid='status'][data-mode='ready']").wait_for()
    assert page.locator(".centre .em-bet").count() == 0
    assert page.get_by_test_id("legend").is_visible()
    page.screenshot(path=str(screenshot_dir / "phone-easymoney-legend.png"))
    page.get_by_test_id("square-3").locator(".sq-hit").click()  # Nothing
    dialog = page.get_by_test_id("inspector")
    assert "Nothing" in dialog.inner_text()
    assert dialog.get_by_test_id("inspect-acts").inner_text().strip().endswith("acts only when stopped on")
    assert "every Double box goes to the lottery pile" in dialog.get_by_test_id("inspect-what").inner_text()
    page.get_by_test_id("inspect-close").click()
    assert page.get_by_test_id("inspector").count() == 0
    page.get_by_test_id("square-0").locator(".sq-hit").click()  # Make Money: acts when passed too
    assert "acts when passed or stopped on" in page.get_by_test_id("inspect-acts").inner_text()
    assert page.console_errors == []
