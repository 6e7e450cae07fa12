"""The screens a newcomer tripped on (issue 7 §3), in Chromium at a phone's size (390×844) and a
laptop's (1366×768): touch targets of at least 44 px, the latest event visible after a roll,
nothing wider than the screen, the longest name allowed (32 letters, no space) staying in its
boxes, building easy to find, and the setup screen's round limits.

The seed is picked with the engine on CPython first (the browser runs the same engine): a Quick
game where the human, in seat 0, can build at once (the starting deeds gave them a whole group).
Screenshots go to tests/e2e/screenshots/ (phone-*.png, laptop-*.png)."""

from __future__ import annotations

import pytest
from conftest import open_app
from tycoon.core import (
    find_variant,
    legal_actions,
    new_game,
    play_automatic,
)

LONG = "Wolfeschlegelsteinhausenberdorff"  # 32 letters, no space: the longest name allowed
PLAYERS = [{"name": LONG, "bot": False}, {"name": "Bot 1", "bot": True},
           {"name": "Bot 2", "bot": True}, {"name": "Bot 3", "bot": True}]
PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1366, "height": 768}
HUMAN_TURN = """() => !!document.querySelector('[data-testid=status][data-mode=human][data-seat="0"]')
                    || !!document.querySelector('[data-testid=game-over]')"""

# Every element of the page whose box reaches past the viewport's left or right edge (elements
# inside a box that scrolls or clips are measured against that box instead).
OVERFLOWING = """() => {
    const width = document.documentElement.clientWidth, out = [];
    for (const el of document.querySelectorAll('#app *')) {
        const r = el.getBoundingClientRect();
        if (!r.width || !r.height || getComputedStyle(el).visibility === 'hidden') continue;
        let clip = el.parentElement, left = 0, right = width, scrolled = false;
        while (clip && clip.id !== 'app') {
            const style = getComputedStyle(clip);
            if (style.overflowX !== 'visible') {
                const c = clip.getBoundingClientRect(); left = Math.max(left, c.left); right = Math.min(right, c.right);
                // A data table in its own keyboard-scrollable region (role=region, tabindex): WCAG 1.4.10
                // exempts data tables from reflow; the page itself still may not scroll sideways.
                scrolled = ['auto', 'scroll'].includes(style.overflowX) && clip.getAttribute('role') === 'region'
                           && clip.hasAttribute('tabindex');
                break;
            }
            clip = clip.parentElement;
        }
        if (scrolled) continue;
        if (r.right > right + 1 && r.left < right || r.left < left - 1 && r.right > left)
            out.push(`${el.tagName}.${el.className} ${Math.round(r.left)}..${Math.round(r.right)} in ${Math.round(left)}..${Math.round(right)}`);
    }
    return {scroll: document.documentElement.scrollWidth, width, out: out.slice(0, 12)};
}"""

# Every box that shows a player's name: each must end inside the box around it.
NAME_BOXES = """name => {
    const found = [];
    for (const el of document.querySelectorAll('#app *')) {
        if (el.children.length || !el.textContent.includes(name)) continue;
        const r = el.getBoundingClientRect();
        if (!r.width) continue;
        const box = el.closest('.panel, .log, .status, .last-event, .news, .dialog-box, .here-card, .game-over') || el.parentElement;
        const b = box.getBoundingClientRect();
        found.push({cls: el.className, box: box.className, inside: r.left >= b.left - 1 && r.right <= b.right + 1,
                    wider: el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).textOverflow !== 'ellipsis'
                           && getComputedStyle(el).overflowX === 'visible' && el.clientWidth > 0});
    }
    return found;
}"""


def _until_human(state) -> None:
    """Chance and the bots play until a human must choose (or the game is over)."""
    while play_automatic(state) is not None:
        pass


def quick_options() -> dict:
    variant = find_variant("monopoly")
    return {**variant.options, **variant.presets.get("quick", {})}


def build_seed() -> int:
    """A seed whose Quick game lets the human build on their first turn."""
    for seed in range(1, 500):
        state = new_game("monopoly", PLAYERS, seed, quick_options())
        _until_human(state)
        if not state.over and any(a.kind == "build" for a in legal_actions(state, 0)):
            return seed
    raise AssertionError("no seed deals the human a whole group")


@pytest.fixture(scope="module")
def seed() -> int:
    return build_seed()


def start_quick_game(page, server: str, seed: int) -> None:
    open_app(page, server, f"?seed={seed}")
    page.get_by_test_id("variant-monopoly").click()
    while page.locator("li[data-testid^='seat-']").count() < len(PLAYERS):
        page.get_by_test_id("add-seat").click()
    for i, player in enumerate(PLAYERS):
        page.get_by_test_id(f"seat-name-{i}").fill(player["name"])
        page.get_by_test_id(f"seat-bot-{i}").set_checked(player["bot"])
    page.get_by_test_id("quick-game").click()
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("game").wait_for()
    page.select_option("#speed", "instant")
    page.wait_for_function(HUMAN_TURN, timeout=60_000)


def assert_nothing_overflows(page) -> None:
    found = page.evaluate(OVERFLOWING)
    assert found["scroll"] <= found["width"], f"the page scrolls sideways: {found}"
    assert not found["out"], f"elements wider than the screen: {found['out']}"


def assert_names_fit(page) -> None:
    boxes = page.evaluate(NAME_BOXES, LONG)
    assert boxes, "the long name is shown nowhere"
    bad = [b for b in boxes if not b["inside"] or b["wider"]]
    assert not bad, f"the 32-letter name overflows: {bad}"


def assert_build_first(page) -> None:
    note = page.get_by_test_id("build-note")
    assert note.is_visible()
    assert "You own all of the" in note.inner_text() and "you can build" in note.inner_text()
    note.locator("button").first.click()  # opens "Manage properties" at its first Build
    first = page.locator("details.manage .manage-section").first
    assert "you can build" in first.locator(".manage-head").inner_text()
    assert " build " in (first.locator("button").first.get_attribute("data-action") or "")
    assert " build " in (page.evaluate("document.activeElement.dataset.action") or "")


def roll_and_wait(page) -> None:
    before = page.locator(".centre").get_attribute("data-render")
    page.locator('.main-actions [data-action$=" roll"]').click()
    page.wait_for_function(f"() => document.querySelector('.centre').dataset.render !== '{before}'")
    page.wait_for_function(HUMAN_TURN, timeout=60_000)


def test_phone_layout(browser, server, seed, screenshot_dir):
    context = browser.new_context(viewport=PHONE, locale="en-US", has_touch=True, is_mobile=True)
    page = context.new_page()
    try:
        start_quick_game(page, server, seed)
        page.screenshot(path=str(screenshot_dir / "phone-turn.png"))
        for selector in (".main-actions button", "details.manage summary", ".game-topbar button",
                         ".game-topbar select", "[data-testid=build-note] button"):
            for box in (page.locator(selector).nth(i).bounding_box() for i in range(page.locator(selector).count())):
                assert box and box["height"] >= 44, f"{selector} is {box and box['height']} px tall"
        assert page.get_by_test_id("dice").get_attribute("aria-label") == "The dice have not been rolled yet"
        assert_nothing_overflows(page)
        assert_names_fit(page)
        assert_build_first(page)
        page.screenshot(path=str(screenshot_dir / "phone-build.png"), full_page=True)
        page.keyboard.press("Escape")
        page.locator("details.manage summary").click()  # close it again
        roll_and_wait(page)
        latest = page.get_by_test_id("log").locator(".entry:not(.ev-turn_started):not(.ev-turn_ended)").first
        last = page.locator(".centre .last-event:visible").first
        assert last.is_visible()
        box = last.bounding_box()
        assert box and 0 <= box["y"] and box["y"] + box["height"] <= PHONE["height"], "the latest event is off screen"
        assert last.inner_text().strip() == latest.inner_text().strip()
        page.screenshot(path=str(screenshot_dir / "phone-after-roll.png"))
        assert_nothing_overflows(page)
        assert_names_fit(page)
        page.screenshot(path=str(screenshot_dir / "phone-full.png"), full_page=True)
    finally:
        context.close()


def test_laptop_layout(browser, server, seed, screenshot_dir):
    context = browser.new_context(viewport=LAPTOP, locale="en-US")
    page = context.new_page()
    try:
        start_quick_game(page, server, seed)
        sub = page.locator(".board-sub").inner_text()
        assert "Monopoly" in sub and "Cờ" not in sub and "Game #" not in sub and "of 60" in sub
        assert_nothing_overflows(page)
        assert_names_fit(page)
        assert_build_first(page)
        page.screenshot(path=str(screenshot_dir / "laptop-build.png"))
        roll_and_wait(page)
        assert page.locator(".centre .last-event:visible").first.is_visible()
        assert_nothing_overflows(page)
        assert_names_fit(page)
        page.screenshot(path=str(screenshot_dir / "laptop-after-roll.png"))
    finally:
        context.close()


def test_setup_round_limits(page, server, screenshot_dir):
    """The Quick game shows its round limit and says what it does; a table of bots only gets a
    limit; a negative limit is not kept; no "Bot speed" in a game without bots (its animations' speed)."""
    open_app(page, server, "?seed=3")
    page.set_viewport_size(PHONE)
    page.get_by_test_id("variant-monopoly").click()
    limit = page.get_by_test_id("option-turn_limit")
    assert limit.input_value() == "0"
    page.get_by_test_id("quick-game").click()
    quick = quick_options()["turn_limit"]
    assert quick > 0 and page.get_by_test_id("option-turn_limit").input_value() == str(quick)
    assert f"{quick} rounds" in page.locator("#quick-help").inner_text()
    page.screenshot(path=str(screenshot_dir / "phone-setup-quick.png"), full_page=True)
    page.get_by_test_id("quick-game").click()  # off again: no limit
    assert page.get_by_test_id("option-turn_limit").input_value() == "0"
    page.get_by_test_id("option-turn_limit").fill("-5")
    page.get_by_test_id("option-turn_limit").blur()
    assert page.get_by_test_id("option-turn_limit").input_value() == "0"
    assert "cannot be below 0" in page.get_by_test_id("setup-error").inner_text()
    page.get_by_test_id("seat-bot-0").set_checked(True)  # every seat a bot
    assert int(page.get_by_test_id("option-turn_limit").input_value()) > 0
    assert "Only computers play" in page.get_by_test_id("bots-only").inner_text()
    assert_nothing_overflows(page)
    page.screenshot(path=str(screenshot_dir / "phone-setup-bots.png"), full_page=True)
    page.get_by_test_id("seat-bot-0").set_checked(False)
    page.get_by_test_id("seat-bot-1").set_checked(False)  # two people, no bot
    page.get_by_test_id("start-game").click()
    page.locator("[data-testid=status][data-mode=human]").wait_for()
    assert "Bot speed" not in page.locator(".speed-label").inner_text()  # the animations' speed only
    assert page.get_by_test_id("leave").is_visible()
