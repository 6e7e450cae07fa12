"""axe-core on every main screen of every game (issue 15): zero serious or critical violations on the
home page, the setup, the board at the human's choice, a dialog and the end screen — for Monopoly,
如何做個大富翁, Rich, Easy Money and The Richest Man in Babylon. One page per game walks the screens.

The log is a live region that reads each event once (no entry twice, no other live region
repeating the newest one). The dialog of each game: the property dialog of a square (Monopoly, Taiwan); the Rich Card window
and Flip-Lock (Rich, reached by the moves test_keyboard.plan works out with the engine); the "pass
the device" dialog of two people at one screen before a sealed choice (Easy Money's stake, Babylon's
ruby auction), and the sealed choice behind it. The end screen: a game of bots only, at the instant
speed, with a short round limit where the game has one (Babylon always ends after four rounds).

axe-core is pinned in package.json (node_modules/axe-core/axe.min.js); no rule is disabled."""

from __future__ import annotations

import pytest
from conftest import ask_every_rich_card_window, open_app, serious_violations
from test_keyboard import CHOICE, SEED, plan, render_count, rich_choose

PASS_OR_CHOICE = """() => !!document.querySelector('[data-testid=status][data-mode=human]')
                         || !!document.querySelector('[data-testid=pass-device]')
                         || !!document.querySelector('[data-testid=game-over]')"""
LIMITS = {"monopoly": 2, "taiwan": 2, "rich": 2, "easymoney": 2}  # rounds: a quick end screen
SEATS = {"monopoly": 2, "taiwan": 2, "rich": 2, "easymoney": 3, "babylon": 3}
HOTSEAT = {"easymoney", "babylon"}  # two people: the pass-the-device dialog before a sealed choice

# The log reads each event once: every entry is there once (data-n), and no other live region
# (aria-live, role log / status / alert) carries the newest entry's words too.
READ_ONCE = """() => {
    const log = document.querySelector('[data-testid=log]');
    const numbers = [...log.querySelectorAll('[data-n]')].map(e => e.dataset.n);
    const newest = log.firstElementChild ? log.firstElementChild.textContent.trim() : '';
    const live = [...document.querySelectorAll('[aria-live]:not([aria-live=off]), [role=log], [role=status], [role=alert]')]
        .filter(el => el !== log && !log.contains(el) && newest && el.textContent.includes(newest))
        .map(el => el.outerHTML.slice(0, 120));
    return {entries: numbers.length, unique: new Set(numbers).size, newest, live};
}"""


def check(page, found: dict, screen: str) -> None:
    found[screen] = serious_violations(page)


def seat(page, variant: str, bots: list) -> None:
    """On the setup screen: as many seats as `bots`, each a bot or a person."""
    while page.locator("li[data-testid^='seat-']").count() < len(bots):
        page.get_by_test_id("add-seat").click()
    for i, bot in enumerate(bots):
        page.get_by_test_id(f"seat-bot-{i}").set_checked(bot)


def start(page, ready: str = PASS_OR_CHOICE) -> None:
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("game").wait_for()
    page.select_option("#speed", "instant")
    page.wait_for_function(ready, timeout=60_000)


def rich_windows(page, found: dict) -> None:
    """Rich: click the planned moves up to the Rich Card window and Flip-Lock, checking both."""
    moves = plan("rich", 2, rich_choose, lambda seen: {"job", "guess", "play"} <= seen)
    for phase, move in moves:
        if phase in ("react", "fliplock"):
            page.get_by_test_id("reaction" if phase == "react" else "fliplock").wait_for()
            check(page, found, f"dialog: {phase}")
        before = render_count(page)
        page.locator(f'#app [data-action="{move}"]:visible').first.click()
        page.wait_for_function(f"() => Number(document.querySelector('.centre').dataset.render) > {before}")
        page.wait_for_function(CHOICE, timeout=60_000)
    assert {"dialog: react", "dialog: fliplock"} <= set(found)


@pytest.mark.parametrize("variant", ["monopoly", "taiwan", "rich", "easymoney", "babylon"])
def test_no_serious_axe_violations_on_any_screen(page, server, variant, screenshot_dir):
    found: dict = {}
    ask_every_rich_card_window(page)  # rich_windows' planned moves meet every Rich Card window
    open_app(page, server, f"?seed={SEED}")
    check(page, found, "home")
    page.get_by_test_id(f"variant-{variant}").click()
    people = 2 if variant in HOTSEAT else 1
    seat(page, variant, [i >= people for i in range(SEATS[variant])])
    check(page, found, "setup")
    start(page)
    log = page.get_by_test_id("log")
    assert log.get_attribute("role") == "log" and log.get_attribute("aria-live") == "polite"
    once = page.evaluate(READ_ONCE)
    assert once["entries"] and once["entries"] == once["unique"] and not once["live"], once
    if variant in HOTSEAT:
        page.get_by_test_id("pass-device").wait_for()
        check(page, found, "dialog: pass the device")
        page.get_by_test_id("pass-ready").click()
        page.wait_for_function("() => !document.querySelector('[data-testid=pass-device]')")
        check(page, found, "board: the sealed choice")
        if variant == "babylon":  # a bid first shows what it says (issue 38 §5), then the next hand-off
            page.locator(".bb-numbers button").first.click()
            page.get_by_test_id("bb-seal").wait_for()
            check(page, found, "dialog: send in secret")
            page.get_by_test_id("seal-send").click()
            page.locator("[data-testid=pass-device] .pass-sent").wait_for()
            check(page, found, "dialog: the answer is in, pass the device")
    else:
        check(page, found, "board")
    if variant in ("monopoly", "taiwan"):
        page.get_by_test_id("square-1").locator(".sq-hit").click()
        page.get_by_test_id("inspector").wait_for()
        check(page, found, "dialog: a property")
        page.keyboard.press("Escape")
    if variant == "rich":
        rich_windows(page, found)
    page.screenshot(path=str(screenshot_dir / f"a11y-{variant}-game.png"))
    # the end screen: a new game of bots only
    page.get_by_test_id("leave").click()
    check(page, found, "board: leave the game?")
    page.get_by_test_id("leave-yes").click()
    page.get_by_test_id(f"variant-{variant}").click()
    seat(page, variant, [True] * SEATS[variant])
    if variant in LIMITS:
        page.get_by_test_id("option-turn_limit").fill(str(LIMITS[variant]))
    start(page, "() => !!document.querySelector('[data-testid=game-over]')")
    check(page, found, "end")
    page.screenshot(path=str(screenshot_dir / f"a11y-{variant}-end.png"), full_page=True)
    bad = {screen: rules for screen, rules in found.items() if rules}
    assert not bad, f"{variant}: serious or critical axe violations: {bad}"
    assert len(found) >= 6, sorted(found)
    assert page.console_errors == []
