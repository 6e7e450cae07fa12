"""The trade panel holds still (issue 36): ticking a deed, or the money, must not move the deeds
that are left to pick, so a second click lands where the player aimed — on a laptop and a phone.
(It did: the line "Put at least one property…" went away with the first pick, the board's centre,
scrolled to its end, lost 24 px and every deed slid down.)"""

from __future__ import annotations

import pytest
from conftest import after_frames, open_app

SIZES = {"laptop": {"width": 1366, "height": 768}, "phone": {"width": 390, "height": 844}}


def _places(page) -> dict:
    boxes = {}
    for button in page.get_by_test_id("trade").locator("button.trade-deed").all():
        box = button.bounding_box()
        boxes[button.get_attribute("data-testid")] = (round(box["x"]), round(box["y"]))
    return boxes


@pytest.mark.parametrize("size", SIZES)
def test_the_trade_panel_picks_do_not_move(page, server, screenshot_dir, size):
    page.set_viewport_size(SIZES[size])
    open_app(page, server, "?seed=5")
    page.get_by_test_id("variant-monopoly").click()
    page.get_by_test_id("add-seat").click()
    for i, name in enumerate(["Ann", "Ben", "Cy"]):
        page.get_by_test_id(f"seat-name-{i}").fill(name)
        page.get_by_test_id(f"seat-bot-{i}").set_checked(False)
    page.get_by_test_id("option-starting_deeds").check()
    page.get_by_test_id("start-game").click()
    status = page.locator("[data-testid='status'][data-mode='human']")
    status.wait_for(timeout=30_000)
    first = int(status.get_attribute("data-seat"))
    other = (first + 1) % 3
    page.get_by_test_id(f"trade-open-{first}-{other}").click()
    page.get_by_test_id("trade").wait_for()
    after_frames(page, 2)
    if size == "laptop":  # the board's centre scrolls on its own, with a thin bar: it shows the buttons
        buttons = page.get_by_test_id("trade").locator(".dialog-buttons .btn").last.bounding_box()
        assert buttons["y"] + buttons["height"] <= SIZES[size]["height"], "the trade's buttons are out of sight"
    # a player who scrolled to the trade's end (to reach its buttons) must not see the deeds jump
    page.evaluate("""() => { const c = document.querySelector('.centre');
        if (c.scrollHeight > c.clientHeight + 1) c.scrollTop = c.scrollHeight;
        else document.querySelector('[data-testid=trade] .dialog-buttons').scrollIntoView({block: 'end'}); }""")
    after_frames(page, 2)
    before = _places(page)
    assert len(before) >= 4, before
    picks = list(before)
    for number, pick in enumerate((picks[-1], picks[0], picks[1])):  # a take, then gives
        page.get_by_test_id(pick).click()
        page.locator(f"[data-testid='{pick}'][aria-pressed='true']").wait_for()
        after_frames(page, 2)
        now = _places(page)
        moved = {k: (before[k], now[k]) for k in before if abs(before[k][1] - now[k][1]) > 1 or abs(before[k][0] - now[k][0]) > 1}
        assert not moved, f"pick {number + 1} ({pick}) moved {moved}"
    page.screenshot(path=str(screenshot_dir / f"trade-panel-{size}.png"))
    assert page.console_errors == []
