"""搶錢一族 Easy Money in the browser: a human and two bots played to the end screen through the UI,
from a seed where the human stakes in a Lucky Dice session, stakes on Wall Street and plays a Greed
run (easymoney_play.py picks it with the engine); the Double box control while a bot is to roll.
Screenshots (laptop 1366×768 and phone 390×844) go to tests/e2e/screenshots/easymoney-*.png. The
screens drawn on CPython: test_easymoney_screens.py."""

from __future__ import annotations

import pytest
from conftest import pick_lang, settled, start_seated_game
from easymoney_play import HUMAN_TURN, PLAYERS, box_seed, pick_game
from test_game import _axe_source, _serious_violations
from test_phone import LAPTOP, PHONE, assert_nothing_overflows


@pytest.fixture(scope="module")
def game() -> dict:
    return pick_game()

# ---- in the browser ---------------------------------------------------------------------------

def start_game(page, server: str, seed: int) -> None:
    start_seated_game(page, server, "easymoney", seed, PLAYERS, HUMAN_TURN)


def render_count(page) -> int:
    return int(page.locator(".centre").get_attribute("data-render") or 0)


def redrawn(page, before: int) -> None:
    page.wait_for_function(f"() => Number(document.querySelector('.centre').dataset.render) > {before}")


def settle(page, before: int) -> None:
    redrawn(page, before)
    page.wait_for_function(HUMAN_TURN, timeout=60_000)


def stake_with_chips(page, move: str, box) -> None:
    """Play a stake move with the chips: the place (Rise/Fall or the number), the chips, confirm."""
    _seat, kind, *args = move.split()
    if kind in ("rise", "fall"):
        before = render_count(page)
        box.get_by_test_id(f"side-{kind}").click()
        redrawn(page, before)
        amounts = args
    elif kind == "luck":
        before = render_count(page)
        box.get_by_test_id(f"number-{args[0]}").click()
        redrawn(page, before)
        amounts = args[1:]
    else:
        amounts = args
    for amount in amounts:
        before = render_count(page)
        page.locator(".centre").get_by_test_id(f"chip-{amount}").click()
        redrawn(page, before)
    confirm = page.locator(".centre").get_by_test_id("confirm")
    assert confirm.get_attribute("data-action") == move
    before = render_count(page)
    confirm.click()
    settle(page, before)


def play(page, move: str) -> None:
    kind = move.split()[1]
    if kind in ("double", "rise", "fall", "luck"):
        return stake_with_chips(page, move, page.locator(".centre"))
    before = render_count(page)
    page.locator(f'#app [data-action="{move}"]:visible').first.click()
    settle(page, before)
    return None


def shoot(page, path, size: dict) -> None:
    page.set_viewport_size(size)
    settled(page)  # the new size laid out, no animation half way
    page.screenshot(path=str(path))
    assert_nothing_overflows(page)


def both(page, screenshot_dir, name: str) -> None:
    shoot(page, screenshot_dir / f"easymoney-phone-{name}.png", PHONE)
    page.screenshot(path=str(screenshot_dir / f"easymoney-phone-{name}-full.png"), full_page=True)
    shoot(page, screenshot_dir / f"easymoney-laptop-{name}.png", LAPTOP)


def box_of(page, index: int) -> dict:
    return page.get_by_test_id(f"square-{index}").bounding_box()


def test_a_game_to_the_end_through_the_ui(page, server, game, screenshot_dir):
    seed, moves, first = game["seed"], game["moves"], game["first"]
    page.set_viewport_size(LAPTOP)
    start_game(page, server, seed)
    assert page.locator(".game-screen.variant-easymoney").count() == 1
    # the ring: Make Money lower left, the Lottery lower right, both at the board's bottom corners
    board = page.get_by_test_id("board").bounding_box()
    zero, lottery, top_left = box_of(page, 0), box_of(page, 22), box_of(page, 7)
    assert abs(zero["x"] - board["x"]) < 12 and abs(lottery["x"] + lottery["width"] - board["x"] - board["width"]) < 12
    assert abs(zero["y"] - lottery["y"]) < 2 and zero["y"] > top_left["y"]
    assert abs(zero["y"] + zero["height"] - board["y"] - board["height"]) < 12
    assert "賺錢" in page.get_by_test_id("square-0").inner_text()
    assert page.locator("[data-testid=money-token]").count() == 1
    assert page.get_by_test_id("square-0").get_by_test_id("money-token").count() == 1
    assert page.get_by_test_id("bank").is_visible() and page.get_by_test_id("pot").is_visible()
    assert page.get_by_test_id("stake-box").is_visible()
    both(page, screenshot_dir, "stake")
    seen = set()
    for number, move in enumerate(moves):
        phase = _phase_of(move)
        if number == first["luck"]:
            assert page.get_by_test_id("lucky-dice").is_visible()
            assert "comes before a 7: 1 in 3" in page.get_by_test_id("number-4").inner_text()
            both(page, screenshot_dir, "lucky")
            if _axe_source() is not None:
                assert _serious_violations(page) == [], "the Lucky Dice screen"
            pick_lang(page, "vi")
            assert "Xúc xắc may mắn" in page.get_by_test_id("lucky-dice").inner_text()
            assert "ra trước số 7: 1 trên 3" in page.get_by_test_id("number-4").inner_text()
            shoot(page, screenshot_dir / "easymoney-laptop-lucky-vi.png", LAPTOP)
            page.get_by_test_id("lang-en").click()
            page.get_by_test_id("lucky-dice").wait_for()
            seen.add("lucky")
        if number == first.get("rise", first.get("fall")):
            assert page.get_by_test_id("rumour").is_visible() and page.get_by_test_id("expected-rise").is_visible()
            both(page, screenshot_dir, "wall-street")
            seen.add("ws")
        if number == first["greed"]:
            assert page.get_by_test_id("greed").is_visible()
            both(page, screenshot_dir, "greed-pick")
        if phase == "roll" and "board" not in seen:
            both(page, screenshot_dir, "board")
            if _axe_source() is not None:
                assert _serious_violations(page) == [], "the board at the human's roll"
            seen.add("board")
            _double_box_control(page)
        play(page, move)
        if "lottery" not in seen and page.get_by_test_id("lottery-news").count():
            news = page.get_by_test_id("lottery-news")
            assert news.get_by_test_id("lottery-dice").is_visible()
            assert "ticket No." in news.inner_text() and "red" in news.inner_text()
            both(page, screenshot_dir, "lottery")
            seen.add("lottery")
        if number == first["greed"]:  # now the run is on: the human chose to roll on (plan)
            assert page.get_by_test_id("greed-points").is_visible()
            both(page, screenshot_dir, "greed")
    page.get_by_test_id("game-over").wait_for(timeout=60_000)
    over = page.get_by_test_id("game-over").inner_text()
    assert "final lottery" in over.lower() and "Ann" in over
    both(page, screenshot_dir, "over")
    assert seen >= {"lucky", "ws", "board"}
    assert page.console_errors == []


def _phase_of(move: str) -> str:
    kind = move.split()[1]
    return "roll" if kind == "roll" else kind


def _double_box_control(page) -> None:
    """At the human's roll: the Double box control is next to the roll button; it offers the legal list."""
    control = page.get_by_test_id("box-control-0")
    if control.count() == 0:
        return
    assert control.is_visible()
    take = control.get_by_test_id("take-0")
    if take.count():
        assert take.get_attribute("data-action") == "0 take"


def test_the_double_box_control_takes_back_and_stakes_even_while_a_bot_is_to_roll(page, server):
    found = box_seed()
    page.set_viewport_size(LAPTOP)
    start_game(page, server, found["seed"])
    for move in found["before"]:
        play(page, move)
    # the human's roll: the control is next to the roll button (and not twice: not in the panel)
    control = page.get_by_test_id("box-control-0")
    assert control.is_visible() and page.locator(".centre [data-testid=box-control-0]").count() == 1
    assert page.get_by_test_id("double-box-0").get_attribute("data-amount") == "100000"
    before = render_count(page)
    control.get_by_test_id("take-0").click()
    settle(page, before)
    page.wait_for_function("""() => document.querySelector('[data-testid=log]').innerText
        .includes('Ann takes $100,000 back from the Double box.')""")
    assert page.get_by_test_id("double-box-0").get_attribute("data-amount") == "0"
    assert page.get_by_test_id("box-control-0").count() == 0, "one change before each roll"
    # a bot is to roll next: it waits for the human, who may stake into the empty box (the control
    # in the centre, by their Ready button: test_easymoney_ready.py); a result of the roll first
    page.select_option("#speed", "slow")
    # the bot waits for Ready with no countdown (read when the hold starts), so no clock runs here
    page.evaluate("localStorage.setItem('tycoon-table.prefs', JSON.stringify({ready_wait: 0}))")
    page.locator('#app [data-action="0 roll"]:visible').click()
    page.wait_for_function("""() => !!document.querySelector('[data-testid=result-ok]')
        || (!!document.querySelector('[data-testid=status][data-mode=ready]')
            && !!document.querySelector('[data-testid=ready-box] [data-testid=box0-chip-200000]'))""", timeout=30_000)
    if page.get_by_test_id("result-ok").count():
        page.get_by_test_id("result-ok").click()
        page.wait_for_function("""() => !!document.querySelector('[data-testid=status][data-mode=ready]')
            && !!document.querySelector('[data-testid=box-control-0] [data-testid=box0-chip-200000]')""")
    control = page.get_by_test_id("box-control-0")
    assert control.get_by_test_id("box0-chip-200000").is_enabled()
    control.get_by_test_id("box0-chip-200000").click()
    page.get_by_test_id("box0-confirm").wait_for()
    assert page.get_by_test_id("box0-confirm").get_attribute("data-action") == "0 double 200000"
    page.get_by_test_id("box0-confirm").click()
    page.wait_for_function("""() => document.querySelector('[data-testid=log]').innerText
        .includes('Ann puts $200,000 in the Double box.')""")
    assert page.console_errors == []
