"""A Babylon class game's saves keep its secrets out of sight (issue 38 §3; core/veil.py): while
the game runs, nothing in localStorage and nothing in a saved file shows a gem name (read as
text, as anyone opening them would); "Save to file" first says that the file holds every secret,
only encoded, and saves nothing on "Not now"; the file it saves loads back into the same game, and
the veiled autosave opens again after a reload (Continue, then the pass screen);
once the game is over, the file is plain and shows everyone's gems.

Screenshots: tests/e2e/screenshots/babylon-export-ask-{laptop,phone}.png."""

from __future__ import annotations

import json

from conftest import wait_app_ready
from test_babylon_ui import CHOICE, GEMS, Clicks, next_choice, play_secret_step, render_count, start
from test_game import _serious_violations
from test_phone import LAPTOP, PHONE, assert_nothing_overflows
from tycoon.core import saves


def stored_text(page) -> str:
    return page.evaluate("JSON.stringify(Object.entries(localStorage))")


def no_gem_in(text: str) -> bool:
    lower = text.lower()
    return not any(gem in lower for gem in GEMS)


def one_step(page, clicks: Clicks, shots: set, screenshot_dir) -> None:
    """The pass screen's Ready, or one person's choice."""
    before = render_count(page)
    curtain = page.get_by_test_id("pass-device")
    if curtain.count():
        clicks.click(page.get_by_test_id("pass-ready"))
        page.wait_for_function(f"() => Number(document.querySelector('.centre').dataset.render) > {before}")
        return
    seat = int(page.get_by_test_id("status").get_attribute("data-seat"))
    play_secret_step(page, clicks, seat, screenshot_dir, shots)
    next_choice(page, before)


def download(page, tmp_path, click) -> str:
    with page.expect_download() as got:
        click()
    path = tmp_path / got.value.suggested_filename
    got.value.save_as(path)
    return path.read_text(encoding="utf-8")


def test_a_running_class_game_keeps_its_secrets_out_of_files(page, server, screenshot_dir, tmp_path):
    page.set_viewport_size(LAPTOP)
    start(page, server, ["Ann", "Ben"])
    page.wait_for_function(CHOICE, timeout=60_000)
    clicks, shots = Clicks(page), {"room", "auction", "look", "privilege", "offer", "results", "ceremony-choice"}
    checked, phone_asked = 0, False
    while not page.get_by_test_id("game-over").count():
        if page.get_by_test_id("pass-device").count():
            assert no_gem_in(stored_text(page)), "a gem name in localStorage while the game runs"
            checked += 1
            if checked == 3:  # round 2's pass screen: Save to file asks first
                page.get_by_test_id("export").click()
                ask = page.get_by_test_id("export-ask")
                ask.wait_for()
                assert "anyone who decodes the file can read them" in ask.inner_text()
                assert page.evaluate("document.activeElement.dataset.testid") == "export-no"
                assert _serious_violations(page) == []
                assert_nothing_overflows(page)
                page.screenshot(path=str(screenshot_dir / "babylon-export-ask-laptop.png"))
                page.keyboard.press("Enter")  # "Not now": nothing is saved
                page.get_by_test_id("export-ask").wait_for(state="detached")
                assert page.evaluate("document.activeElement.dataset.testid") == "export"
                page.get_by_test_id("export").click()
                text = download(page, tmp_path, lambda: page.get_by_test_id("export-yes").click())
                assert page.get_by_test_id("export-ask").count() == 0
                found = json.loads(text)
                assert "veiled" in found and "actions" not in found and no_gem_in(text)
                assert [p["name"] for p in found["players"]][:2] == ["Ann", "Ben"]
                _save, state = saves.load(text)
                assert not state.over and any(gem in json.dumps(state.players) for gem in GEMS)
            if checked == 5:  # the veiled autosave opens again: reload, Continue, the pass screen first
                page.reload()
                wait_app_ready(page)
                page.get_by_test_id("continue").click()
                page.wait_for_function(CHOICE, timeout=60_000)
                assert page.get_by_test_id("pass-device").count() and not page.get_by_test_id("my-secrets").count()
                page.select_option("#speed", "instant")
                continue
        elif checked == 3 and not phone_asked:  # a person's own screen on a phone: the same question
            phone_asked = True
            page.set_viewport_size(PHONE)
            page.get_by_test_id("export").click()
            page.get_by_test_id("export-ask").wait_for()
            assert page.get_by_test_id("export-ask").is_visible()
            assert_nothing_overflows(page)
            page.screenshot(path=str(screenshot_dir / "babylon-export-ask-phone.png"), full_page=True)
            page.get_by_test_id("export-no").click()
            page.set_viewport_size(LAPTOP)
        one_step(page, clicks, shots, screenshot_dir)
    assert checked >= 8 and phone_asked
    text = download(page, tmp_path, lambda: page.get_by_test_id("export").click())  # over: no question
    found = json.loads(text)
    assert "actions" in found and not no_gem_in(text)
    assert saves.load(text)[1].over
    assert page.console_errors == []
