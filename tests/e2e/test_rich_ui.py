"""ริช รวยพลิกล็อค (Rich) in the browser: a human and two bots played to the TYCOON screen through
the UI, from a seed (test_rich_screens.pick_game, worked out with the engine) where the human names
a profession, buys insurance, plays Flip-Lock (clicking Higher / Lower) and answers a Rich Card
window, chooses Flip-Lock on a Good or Bad luck square and takes a personal number. The track is a
path: a spiral on a laptop, a snake of rows of six on a phone, and nothing overflows at 390×844.
Screenshots (laptop 1366×768 and phone 390×844) go to tests/e2e/screenshots/rich-*.png. The screens
drawn on CPython: test_rich_screens.py."""

from __future__ import annotations

import pytest
from conftest import ask_every_rich_card_window, pick_lang, settled, start_seated_game
from test_phone import LAPTOP, PHONE, assert_nothing_overflows
from test_rich_screens import HUMAN_TURN, PLAYERS, pick_game


@pytest.fixture(scope="module")
def game() -> dict:
    return pick_game()


def render_count(page) -> int:
    return int(page.locator(".centre").get_attribute("data-render") or 0)


def play(page, move: str) -> None:
    before = render_count(page)
    page.locator(f'#app [data-action="{move}"]:visible').first.click()
    page.wait_for_function(f"() => Number(document.querySelector('.centre').dataset.render) > {before}")
    page.wait_for_function(HUMAN_TURN, timeout=60_000)


def shoot(page, path, size: dict) -> None:
    page.set_viewport_size(size)
    settled(page)  # the new size laid out and the card flip over
    page.screenshot(path=str(path))
    assert_nothing_overflows(page)


def both(page, screenshot_dir, name: str) -> None:
    shoot(page, screenshot_dir / f"rich-phone-{name}.png", PHONE)
    page.screenshot(path=str(screenshot_dir / f"rich-phone-{name}-full.png"), full_page=True)
    shoot(page, screenshot_dir / f"rich-laptop-{name}.png", LAPTOP)


def box_of(page, index: int) -> dict:
    return page.get_by_test_id(f"square-{index}").bounding_box()


def test_a_game_to_the_tycoon_through_the_ui(page, server, game, screenshot_dir):
    seed, moves, first = game["seed"], game["moves"], game["first"]
    page.set_viewport_size(LAPTOP)
    ask_every_rich_card_window(page, [p["name"] for p in PLAYERS if not p.get("bot")])
    start_seated_game(page, server, "rich", seed, PLAYERS, HUMAN_TURN)
    assert page.locator(".game-screen.variant-rich").count() == 1
    # the path: Start top left, the next squares to its right, the rim turning down at the corner
    start, second, corner, below = box_of(page, 0), box_of(page, 1), box_of(page, 11), box_of(page, 12)
    assert abs(start["y"] - second["y"]) < 2 and second["x"] > start["x"]
    assert abs(corner["x"] - below["x"]) < 2 and below["y"] > corner["y"]
    assert "เริ่ม" in page.get_by_test_id("square-0").inner_text()
    assert "฿40,000" in page.get_by_test_id("square-2").inner_text()
    # the profession screen
    profession = page.get_by_test_id("profession")
    assert profession.is_visible() and profession.locator("button").count() == 6
    assert "On average" in profession.inner_text()
    both(page, screenshot_dir, "profession")
    seen = set()
    for number, move in enumerate(moves):
        if number == first["roll"] and "board" not in seen:
            assert page.get_by_test_id("job-0").is_visible()
            assert "Actor" in page.get_by_test_id("job-0").inner_text() or page.get_by_test_id("job-0").count()
            seen.add("board")
        if number == first["fliplock"]:
            flip = page.get_by_test_id("fliplock")
            assert flip.is_visible() and flip.locator(".rich-fcard").count() == 6
            assert page.get_by_test_id("guess-higher").is_visible() and "chance to pass" in flip.inner_text()
        if number == first["flip_mid"]:
            assert page.locator("[data-testid=fliplock] .rich-fcard.up").count() >= 3
            both(page, screenshot_dir, "fliplock")
            seen.add("flip")
        if number == first["flip_result"]:
            result = page.get_by_test_id("flip-result")
            assert result.is_visible()
            assert page.get_by_test_id("reaction").is_visible() or page.get_by_test_id("insure").is_visible()
            both(page, screenshot_dir, "fliplock-result")
            seen.add("result")
        if number == first["react"]:
            window = page.get_by_test_id("reaction")
            assert window.is_visible() and page.get_by_test_id("keep-cards").is_visible()
            assert "฿" in window.inner_text()
            both(page, screenshot_dir, "reaction")
            seen.add("react")
        if number == first["luck"]:
            assert page.get_by_test_id("luck").is_visible()
            assert "%" in page.get_by_test_id("luck-flip").inner_text()
            both(page, screenshot_dir, "luck")
        if number == first["insure"]:
            assert page.get_by_test_id("insure").locator("button").count() >= 2
            both(page, screenshot_dir, "insure")
        if number == first["numbers"]:
            assert page.get_by_test_id("personal-numbers").is_visible()
            both(page, screenshot_dir, "numbers")
        if number == first["luck"] + 3 and "mid" not in seen:
            both(page, screenshot_dir, "board")
            seen.add("mid")
        play(page, move)
    page.get_by_test_id("game-over").wait_for(timeout=60_000)
    over = page.get_by_test_id("game-over").inner_text()
    assert "TYCOON" in over and "Final worth" in over
    both(page, screenshot_dir, "tycoon")
    pick_lang(page, "vi")
    assert "ĐẠI GIA" in page.get_by_test_id("game-over").inner_text()
    shoot(page, screenshot_dir / "rich-laptop-tycoon-vi.png", LAPTOP)
    assert seen >= {"flip", "result", "react", "board"}
    assert page.console_errors == []
