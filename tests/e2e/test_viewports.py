"""Every game at four screen sizes (issue 15): a phone (375×667), a tablet (768×1024), a classroom
laptop (1366×768) and a big screen (1920×1080) — plus that laptop at 200% zoom, which is a 683×384
CSS-pixel viewport. At each size nothing needs horizontal scrolling: the page, the body and the
game's main boxes are no wider than they show (scrollWidth <= clientWidth), no element pokes out past
the screen's edge (test_phone.OVERFLOWING), and the human's next choice can be reached by scrolling
down; and the players' default names are not cut short in their panels. The setup screen is checked at each size too. One page per game, resized.

Screenshots: tests/e2e/screenshots/vp-<variant>-<w>x<h>.png (the game at the human's first choice)."""

from __future__ import annotations

import pytest
from conftest import open_app, serious_violations, settled
from test_phone import OVERFLOWING

SIZES = [(375, 667), (768, 1024), (1366, 768), (1920, 1080)]
ZOOMED = (683, 384)  # 1366×768 at 200% zoom
SEATS = {"monopoly": 4, "taiwan": 4, "rich": 3, "easymoney": 3, "babylon": 6}
CHOICE = """() => !!document.querySelector('[data-testid=status][data-mode=human][data-seat="0"]')"""
CONTAINERS = ["html", "body", "#app", ".screen", ".board-area", ".board", ".centre", ".sidebar", ".panels-box",
              ".log-box", ".log", ".setup-body"]

# Each of the page's main boxes that scrolls sideways: [selector, scrollWidth, clientWidth].
WIDER = """sels => {
    const out = [];
    for (const sel of sels) for (const el of document.querySelectorAll(sel)) {
        if (el.clientWidth && el.scrollWidth > el.clientWidth + 1) out.push([sel, el.scrollWidth, el.clientWidth]);
    }
    return out;
}"""

# The human's next choice: scrolled to (vertically), is it wholly inside the screen's width?
REACHABLE = """() => {
    const el = [...document.querySelectorAll('.centre [data-action], .centre button')].find(b => !b.disabled && b.offsetParent);
    if (!el) return 'no choice on screen';
    el.scrollIntoView({block: 'center', inline: 'nearest'});
    const r = el.getBoundingClientRect();
    return r.left >= 0 && r.right <= document.documentElement.clientWidth + 1 && window.scrollX === 0
        ? 'ok' : `${el.dataset.action} at ${Math.round(r.left)}..${Math.round(r.right)}, scrollX ${window.scrollX}`;
}"""


# The players' names cut short with "…" (the default names, "Player 1", "Bot 3", must fit at every size).
CUT_NAMES = """() => [...document.querySelectorAll('.panel-name')]
    .filter(el => el.clientWidth && el.scrollWidth > el.clientWidth + 1).map(el => el.textContent)"""


def no_sideways_scroll(page, where: str) -> None:
    wider = page.evaluate(WIDER, CONTAINERS)
    assert not wider, f"{where}: boxes wider than they show: {wider}"
    found = page.evaluate(OVERFLOWING)
    assert found["scroll"] <= found["width"], f"{where}: the page scrolls sideways: {found}"
    assert not found["out"], f"{where}: elements past the screen's edge: {found['out']}"


def resize(page, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_function(f"() => document.documentElement.clientWidth <= {width}")
    settled(page)  # the layout drawn and a flip animation over


@pytest.mark.parametrize("variant", list(SEATS))
def test_no_horizontal_scroll_at_four_sizes_and_200_percent_zoom(page, server, variant, screenshot_dir):
    open_app(page, server, "?seed=3")
    page.get_by_test_id(f"variant-{variant}").click()
    while page.locator("li[data-testid^='seat-']").count() < SEATS[variant]:
        page.get_by_test_id("add-seat").click()
    for i in range(1, SEATS[variant]):
        page.get_by_test_id(f"seat-bot-{i}").set_checked(True)
    for width, height in [*SIZES, ZOOMED]:
        resize(page, width, height)
        no_sideways_scroll(page, f"setup {width}x{height}")
    page.set_viewport_size({"width": 1366, "height": 768})
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("game").wait_for()
    page.select_option("#speed", "instant")
    page.wait_for_function(CHOICE, timeout=60_000)
    for width, height in [*SIZES, ZOOMED]:
        resize(page, width, height)
        page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=str(screenshot_dir / f"vp-{variant}-{width}x{height}.png"))
        no_sideways_scroll(page, f"game {width}x{height}")
        assert page.evaluate(REACHABLE) == "ok", f"{width}x{height}: the next choice is out of reach"
        assert page.evaluate(CUT_NAMES) == [], f"{width}x{height}: names cut short in the panels"
        if (width, height) == SIZES[0]:  # the phone's own layout (here-card, stacked panels) passes axe too
            assert serious_violations(page) == [], f"axe at {width}x{height}"
    assert page.console_errors == []
