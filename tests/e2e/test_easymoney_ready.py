"""搶錢一族 Easy Money: a bot's roll waits for the people who may still change their Double box
(issue 37 §3). The choice, a Ready button and the countdown are in the centre, on a phone's first
screen; the roll comes when every such person pressed Ready or the countdown (a setting of the
device, 5 s by default, or "until everyone is ready") ran out; taking the box back warns that an
empty box pays the fine. The game starts where easymoney_play.pick_game's does: the person's
first stake, then a bot's first roll."""

from __future__ import annotations

import json

from conftest import open_app, seat_and_start
from easymoney_play import HUMAN_TURN, PLAYERS, pick_game
from test_phone import PHONE

READY = "[data-testid='status'][data-mode='ready']"


def to_the_first_bot_roll(page, server, wait=None) -> None:
    """The game of pick_game at the normal speed, up to the wait before the first bot's roll."""
    game = pick_game()
    open_app(page, server, f"?seed={game['seed']}")
    if wait is not None:  # the device's setting, as the select below leaves it
        page.evaluate("v => localStorage.setItem('tycoon-table.prefs', v)", json.dumps({"ready_wait": wait}))
    page.set_viewport_size(PHONE)
    seat_and_start(page, "easymoney", PLAYERS, HUMAN_TURN)
    page.select_option("#speed", "normal")
    _stake(page, game["moves"][0])
    page.locator(READY).wait_for(timeout=30_000)


def _stake(page, move: str) -> None:
    for amount in move.split()[2:]:
        before = page.locator(".centre").get_attribute("data-render")
        page.locator(".centre").get_by_test_id(f"chip-{amount}").click()
        page.wait_for_function("n => document.querySelector('.centre').dataset.render !== n", arg=before)
    page.locator(".centre").get_by_test_id("confirm").click()


def renders(page) -> str:
    return page.locator(".centre").get_attribute("data-render")


def test_roll_waits_for_ready(page, server, screenshot_dir):
    to_the_first_bot_roll(page, server, wait=0)
    box = page.get_by_test_id("ready-box")
    assert "when everyone has pressed Ready" in page.get_by_test_id("ready-countdown").inner_text()
    ready = page.get_by_test_id("ready-0")
    shown = ready.bounding_box()
    assert shown["y"] + shown["height"] <= PHONE["height"], "Ready is on the phone's first screen"
    control = box.get_by_test_id("box-control-0")
    assert control.is_visible() and control.get_by_test_id("take-0").is_visible()
    page.screenshot(path=str(screenshot_dir / "easymoney-phone-ready.png"))
    held = renders(page)
    page.wait_for_timeout(2_000)  # past any bot's pause at the normal speed: it still waits
    assert page.locator(READY).count() == 1 and renders(page) == held
    assert page.get_by_test_id("ready-wait").input_value() == "0"
    ready.click()
    page.wait_for_function(f"() => !document.querySelector(\"{READY}\")")
    assert page.console_errors == []


def test_taking_the_box_back_warns_about_the_fine(page, server):
    to_the_first_bot_roll(page, server, wait=0)
    warn = page.get_by_test_id("take-warn-0")
    assert "empty box pays a $500,000 fine" in warn.inner_text()
    assert "Double or Nothing" in warn.inner_text()
    page.get_by_test_id("take-0").click()  # taken back: the box is empty, the change made
    page.wait_for_function(f"() => !document.querySelector(\"{READY}\")")  # nobody else to wait for
    assert page.console_errors == []


def test_the_countdown_rolls_on_without_ready(page, server):
    to_the_first_bot_roll(page, server)
    assert page.get_by_test_id("ready-wait").input_value() == "5"
    assert "rolls in" in page.get_by_test_id("ready-countdown").inner_text()
    page.wait_for_function(f"() => !document.querySelector(\"{READY}\")", timeout=15_000)
    assert page.console_errors == []


def test_the_road_lights_before_the_token_moves(page, server):
    """After a roll the squares the shared token will cross light up (on-road), the one it stops
    on most (road-end), before it walks there (issue 37 §2)."""
    to_the_first_bot_roll(page, server, wait=0)
    page.get_by_test_id("ready-0").click()
    # read in the frame the road first shows (it goes out square by square as the token walks)
    road = page.wait_for_function("""() => {
        const end = document.querySelector('.sq.road-end');
        return end && {end: Number(end.dataset.testid.split('-')[1]),
                       lit: [...document.querySelectorAll('.sq.on-road')].map((el) => Number(el.dataset.testid.split('-')[1]))};
    }""", timeout=15_000, polling="raf").json_value()
    end, lit = road["end"], road["lit"]
    assert end in lit and len(lit) >= 2
    page.wait_for_function("() => document.querySelector('[data-testid=game]').dataset.walks === '0'")
    assert page.get_by_test_id(f"square-{end}").get_by_test_id("money-token").count() == 1
    assert page.locator(".sq.on-road").count() == 0  # the walk over, the road goes out
    assert page.console_errors == []
