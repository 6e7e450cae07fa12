"""Play the built site like a person: home, setup, a few turns against a bot, game over,
languages, and names that look like HTML staying plain text.

Seeds are checked with the engine on CPython first (the browser runs the same engine and PRNG),
so a rules change that moves the dice picks another seed instead of breaking this test.
"""

from __future__ import annotations

import re

import pytest
from conftest import after_frames, open_app, pick_lang
from tycoon.core import (
    apply_action,
    describe,
    legal_actions,
    new_game,
    play_automatic,
)
from tycoon.variants.monopoly.texts import en

HUMAN, BOT = "Ann", "Bot 1"
PLAYERS = [{"name": HUMAN, "bot": False}, {"name": BOT, "bot": True}]
PREFERRED_SEED = 5
EVIL = "<img src=x onerror=alert(1)>"


def _until_human(state) -> None:
    """Chance and the bots play until a human must choose (or the game is over)."""
    while play_automatic(state) is not None:
        pass


def _kinds(state) -> set:
    return {a.kind for a in legal_actions(state, state.current_player())}


def plan(seed: int):
    """If, with this seed, the human's first roll lands on a property to buy and no doubles
    follow (so Roll, Buy, End turn is the whole turn), return (square, price); else None."""
    state = new_game("monopoly", PLAYERS, seed)
    _until_human(state)
    if state.over or "roll" not in _kinds(state):
        return None
    apply_action(state, next(a for a in legal_actions(state, 0) if a.kind == "roll"))
    _until_human(state)
    buy = [a for a in legal_actions(state, 0) if a.kind == "buy"]
    if state.current_player() != 0 or not buy:
        return None
    _key, params = describe(state, buy[0])
    apply_action(state, buy[0])
    kinds = _kinds(state)
    if state.current_player() != 0 or "end_turn" not in kinds or "roll" in kinds:
        return None
    return params["square"], params["price"]


def find_seed() -> tuple:
    for seed in [PREFERRED_SEED, *range(1, 400)]:
        found = plan(seed)
        if found:
            return seed, found
    raise AssertionError("no seed gives the human a property to buy on the first roll")


def square_name(index: int) -> str:
    from tycoon.core import find_variant

    return en.MESSAGES[f"square.monopoly.{find_variant('monopoly').board[index]['key']}"]


def setup_game(page, names: list[str], bots: list[bool]) -> None:
    page.get_by_test_id("variant-monopoly").click()
    page.get_by_test_id("seat-0").wait_for()
    while page.locator("li[data-testid^='seat-']").count() < len(names):
        page.get_by_test_id("add-seat").click()
    for i, (name, bot) in enumerate(zip(names, bots, strict=True)):
        page.get_by_test_id(f"seat-name-{i}").fill(name)
        page.get_by_test_id(f"seat-bot-{i}").set_checked(bot)
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("board").wait_for()


def test_home_lists_monopoly(page, server, screenshot_dir):
    open_app(page, server)
    entry = page.get_by_test_id("variant-monopoly")
    entry.wait_for()
    card = page.locator(".variant-card", has=entry)
    assert "Monopoly" in card.inner_text()
    assert en.MESSAGES["variant.monopoly.blurb"] in card.inner_text()
    page.screenshot(path=str(screenshot_dir / "home.png"))
    assert page.external_requests == []
    assert page.console_errors == []


def test_play_a_turn_against_a_bot(page, server, screenshot_dir):
    seed, (square, price) = find_seed()
    open_app(page, server, f"?seed={seed}")
    setup_game(page, [HUMAN, BOT], [False, True])
    assert page.get_by_test_id("player-0").inner_text().count(HUMAN) >= 1
    assert "Bot" in page.get_by_test_id("player-1").inner_text()

    page.get_by_test_id("action-roll").click()
    buy = page.get_by_test_id("action-buy")
    buy.wait_for()
    assert square_name(square) in buy.inner_text() and f"${price:,}" in buy.inner_text()
    assert page.get_by_test_id("deed").is_visible()
    buy.click()
    page.get_by_test_id("action-end_turn").click()

    page.get_by_test_id("status").filter(has_text=f"{BOT} is thinking").wait_for()
    page.get_by_test_id("action-roll").wait_for(timeout=60_000)  # the bot played its turn
    log = page.get_by_test_id("log").inner_text()
    assert f"{HUMAN} bought {square_name(square)} for ${price:,}." in log
    assert re.search(rf"{BOT} rolled \d \+ \d = \d+\.", log)
    assert re.search(rf"{BOT} moved \d+ squares to ", log)
    assert f"It is {HUMAN}'s turn." in log
    assert page.get_by_test_id("player-0").locator(".chip").filter(has_text=square_name(square)).count() == 1
    owner = page.get_by_test_id(f"square-{square}")
    assert "Owner: Ann" in owner.get_attribute("aria-label")
    # a new turn: the dice are not the bot's roll any more, but not rolled yet (issue 7)
    assert page.get_by_test_id("dice").get_attribute("aria-label") == "The dice have not been rolled yet"
    page.screenshot(path=str(screenshot_dir / "game.png"))
    assert page.external_requests == []
    assert page.console_errors == []


def test_bots_play_to_game_over_and_back_home(page, server):
    open_app(page, server, "?seed=7")
    page.get_by_test_id("variant-monopoly").click()
    page.get_by_test_id("seat-bot-0").set_checked(True)
    assert page.get_by_test_id("seat-name-0").input_value() == "Bot 1"  # default names follow
    assert page.get_by_test_id("seat-name-1").input_value() == "Bot 2"
    page.get_by_test_id("option-turn_limit").fill("2")
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("skip").click()  # "skip ahead": the bots play on without pauses
    over = page.get_by_test_id("game-over")
    over.wait_for(timeout=60_000)
    assert "wins" in over.inner_text() or "Winners" in over.inner_text()
    assert "Bot 1" in over.inner_text() and "Bot 2" in over.inner_text()
    assert "round limit is reached" in page.get_by_test_id("log").inner_text()
    page.get_by_test_id("back-home").click()
    page.get_by_test_id("variant-monopoly").wait_for()
    assert page.console_errors == []


def test_eight_seats_at_instant_speed(page, server):
    open_app(page, server, "?seed=11")
    page.get_by_test_id("variant-monopoly").click()
    for _ in range(6):
        page.get_by_test_id("add-seat").click()
    assert page.get_by_test_id("add-seat").count() == 0  # 8 is the most
    page.get_by_test_id("seat-bot-0").set_checked(True)
    page.get_by_test_id("option-turn_limit").fill("3")
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("speed").select_option("instant")
    page.get_by_test_id("game-over").wait_for(timeout=60_000)
    assert page.locator(".standings tbody tr").count() == 8
    assert all(page.get_by_test_id(f"player-{seat}").count() == 1 for seat in range(8))
    board = page.get_by_test_id("board").bounding_box()
    assert board["y"] >= 0 and board["y"] + board["height"] <= 800  # the board fits 1280x800
    assert page.console_errors == []


def test_language_switch_everywhere(page, server):
    open_app(page, server, "?seed=5")
    pick_lang(page, "vi")
    assert page.locator("html").get_attribute("lang") == "vi"
    assert "Chọn trò chơi" in page.locator("#app").inner_text()
    page.get_by_test_id("variant-monopoly").click()
    assert "Bắt đầu chơi" in page.get_by_test_id("start-game").inner_text()
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("board").wait_for()
    page.get_by_test_id("log").filter(has_text="gieo được").wait_for(timeout=30_000)
    page.get_by_test_id("lang-en").click()
    page.get_by_test_id("log").filter(has_text="rolled").wait_for()
    assert "gieo được" not in page.get_by_test_id("log").inner_text()
    assert page.locator("html").get_attribute("lang") == "en"
    assert page.console_errors == []


@pytest.mark.parametrize("name", [EVIL, "<b>bold</b> & \"quotes\""])
def test_names_are_text_never_html(page, server, name):
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    open_app(page, server, "?seed=5")
    setup_game(page, [name, BOT], [False, True])
    page.get_by_test_id("log").filter(has_text=name).first.wait_for(timeout=30_000)
    panel = page.get_by_test_id("player-0")
    assert panel.locator(".panel-name").inner_text() == name
    assert page.locator("#app img").count() == 0
    assert page.locator("#app b").count() == 0
    assert name in page.get_by_test_id("log").inner_text()
    after_frames(page, 3)  # whatever the drawn name could have run has run
    assert dialogs == []
    assert page.console_errors == []


def _focused(page, testid: str, timeout: float = 30_000) -> None:
    page.wait_for_function("id => document.activeElement && document.activeElement.dataset.testid === id",
                           arg=testid, timeout=timeout)


def test_keyboard_only_turn_and_leave(page, server):
    """Every step reachable by keyboard: focus lands on the next thing to do."""
    seed, _found = find_seed()
    open_app(page, server, f"?seed={seed}")
    _focused(page, "variant-monopoly")
    page.keyboard.press("Enter")
    _focused(page, "seat-name-0")
    for _ in range(30):
        if page.evaluate("document.activeElement.dataset.testid") == "start-game":
            break
        page.keyboard.press("Tab")
    _focused(page, "start-game", 1000)
    page.keyboard.press("Enter")
    for step in ("action-roll", "action-buy", "action-end_turn"):
        _focused(page, step)
        outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
        assert outline != "none", f"{step} has no visible focus"
        page.keyboard.press("Enter")
    _focused(page, "action-roll", 60_000)  # the bot's turn went by; focus is back on Roll
    page.get_by_test_id("leave").click()
    page.get_by_test_id("leave-no").click()
    page.get_by_test_id("leave").click()
    page.get_by_test_id("leave-yes").click()
    page.get_by_test_id("variant-monopoly").wait_for()
    assert page.console_errors == []


# ---- the pure helpers behind the words on screen (no browser needed) ----------------------

def test_money_and_params_in_words():
    from tycoon.core import find_variant
    from ui.format import Context, money
    from ui.i18n import Translator

    assert money(1500) == "$1,500" and money(-50) == "−$50" and money(0) == "$0"
    assert money(1500, "vi") == "1.500 $" and money(1234567, "vi") == "1.234.567 $"
    board = find_variant("monopoly").board
    ctx = Context(Translator("en"), "monopoly", ["Ann", EVIL], board)
    text = ctx.text("event.rent_paid", {"payer": 1, "owner": 0, "square": 39, "amount": 50})
    assert text == f"{EVIL} paid $50 rent to Ann for Boardwalk."
    segments = ctx.segments("event.rent_paid", {"payer": 1, "owner": 0, "square": 39, "amount": 50})
    assert (EVIL, 1) in segments and ("Ann", 0) in segments  # names know their seat (colour)
    assert ctx.text("no.such.key", {"x": 1}) == "no.such.key"  # unknown keys show, never crash
    assert ctx.text("event.rent_paid", {}).startswith("{payer} paid")  # missing params show too
    assert ctx.event_key("bought") == "event.bought"
    vi = Context(Translator("vi"), "monopoly", ["Lan"], board)
    assert "1.500 $" in vi.text("ui.game.debt", {"player": 0, "creditor": None, "debt": 1500})
    assert "ngân hàng" in vi.text("ui.game.debt", {"player": 0, "creditor": None, "debt": 1500})


def test_ui_catalogs_cover_every_key_in_both_languages():
    from pathlib import Path

    from ui.i18n import catalog

    en = {key: text for key, text in catalog("en").items() if key.startswith("ui.")}
    vi = {key: text for key, text in catalog("vi").items() if key.startswith("ui.")}
    assert set(en) == set(vi)
    for key, text in vi.items():
        assert text and (text != en[key] or key in {"ui.list.and", "ui.list.sep"} or "{" in text), key
    used = set()
    for path in (Path(__file__).resolve().parents[2] / "py" / "ui").rglob("*.py"):
        used |= set(re.findall(r'"(ui\.[a-z_]+\.[a-z_]+)"', path.read_text(encoding="utf-8")))
    assert used and not used - set(en), sorted(used - set(en))


def test_board_geometry_and_labels():
    from ui.layout import grid_position, soft_hyphens, token_labels

    cells = {grid_position(i) for i in range(40)}
    assert len(cells) == 40 and all(r in (1, 11) or c in (1, 11) for r, c in cells)
    assert grid_position(0) == (11, 11) and grid_position(10) == (11, 1)
    assert grid_position(20) == (1, 1) and grid_position(30) == (1, 11)
    assert token_labels(["Player 1", "Bot 1", "Ann", "Andy"]) == ["P1", "B1", "A3", "A4"]
    assert soft_hyphens("Mediterranean Avenue").replace("\u00ad", "") == "Mediterranean Avenue"
    assert "\u00ad" in soft_hyphens("Mediterranean")



def _axe_source():
    """axe.min.js's text, or None (the helper now lives in conftest: axe_source)."""
    from conftest import axe_source

    return axe_source()


def _serious_violations(page) -> list:
    """axe-core's serious and critical violations (conftest.serious_violations; test_a11y.py runs it
    on every screen of every game)."""
    from conftest import serious_violations

    return serious_violations(page)


def test_no_serious_axe_violations(page, server):
    """DESIGN.md §5: zero serious axe-core violations (axe-core is pinned in package.json)."""
    assert _axe_source() is not None, "node_modules/axe-core is missing: run npm ci"
    seed, _found = find_seed()
    open_app(page, server, f"?seed={seed}")
    assert _serious_violations(page) == [], "home"
    page.get_by_test_id("variant-monopoly").click()
    assert _serious_violations(page) == [], "setup"
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("action-roll").click()
    page.get_by_test_id("action-buy").click()
    page.locator("details.manage summary").click()
    page.locator(".manage button").first.click()  # a mortgaged property on board and panel
    assert _serious_violations(page) == [], "game"
    pick_lang(page, "vi")
    assert _serious_violations(page) == [], "game in Vietnamese"
