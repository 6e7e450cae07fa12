"""如何做個大富翁's own screens (py/ui/variants/taiwan/): the spinning top, the Industrial Spy made
unmistakable, printed Chinese names and card texts with their translations, dumping land, points.

The first tests draw the screens on CPython with the stand-in DOM (fakedom.py) from real engine
states. The browser test plays a human and two bots through the UI, from a seed picked here with the
engine first (the browser runs the same engine): the human becomes the Spy, then collects a reversed
rent; it checks the banner, the white pawn, the Spy's panel, the log line, then dumps a street.
Screenshots (laptop 1366×768 and phone 390×844) go to tests/e2e/screenshots/taiwan-*.png."""

from __future__ import annotations

import fakedom  # first: it installs the stand-in pyscript that the ui modules import
import pytest
from conftest import open_app, pick_lang, settled, start_seated_game
from pageplay import perform
from stubs import StubApp
from test_game import _axe_source, _serious_violations
from test_phone import LAPTOP, PHONE, assert_nothing_overflows
from tycoon.core import (
    CHANCE,
    apply_action,
    describe,
    find_variant,
    legal_actions,
    new_game,
    play_automatic,
    sample_chance,
    view,
)
from tycoon.variants.taiwan.cards import CARDS
from ui.format import Context, money, set_unit
from ui.i18n import Translator, set_variant
from ui.variants import hooks_for
from ui.variants.taiwan.auction import auction_box
from ui.variants.taiwan.inspect import inspector
from ui.variants.taiwan.manage import sections
from ui.variants.taiwan.reveal import card_box
from ui.variants.taiwan.top import top_box

fakedom.Document.createElementNS = lambda _self, _ns, tag: fakedom.Element(tag)  # the top is inline SVG

BOARD = find_variant("taiwan").board
HOOKS = hooks_for("taiwan")
PLAYERS = [{"name": "Mei", "bot": False}, {"name": "Bot 1", "bot": True}, {"name": "Bot 2", "bot": True}]
ORDER = ("roll", "buy", "end_turn", "pass")  # the human's simple policy: spin, buy, end, drop out
HUMAN_TURN = """() => !!document.querySelector('[data-testid=status][data-mode=human][data-seat="0"]')
                    || !!document.querySelector('[data-testid=game-over]')"""


@pytest.fixture(autouse=True)
def points():
    """The game on screen counts in points and speaks its own words (the app sets both when it builds
    a game screen)."""
    set_unit(HOOKS.money_key)
    set_variant("taiwan")
    yield
    set_unit("")
    set_variant("")


def until_human(state) -> None:
    while play_automatic(state) is not None:
        pass


def pick(actions: list):
    for kind in ORDER:
        for action in actions:
            if action.kind == kind:
                return action
    return actions[0] if actions else None


def plan(seed: int, limit: int = 14):
    """The human's moves under the simple policy until they have become the Spy and collected a
    reversed rent: (moves, move index at which the human is first the Spy, index after the rent);
    None if that does not happen within `limit` moves."""
    state = new_game("taiwan", PLAYERS, seed, {})
    moves, spy_at = [], None
    while len(moves) <= limit:
        until_human(state)
        if state.over:
            return None
        if spy_at is None and view(state, 0).get("spy") == 0:
            spy_at = len(moves)
        if spy_at is not None and any(key == "spy_rent" and params.get("spy") == 0 for key, params in state.log):
            return moves, spy_at, len(moves)
        action = pick(legal_actions(state, 0))
        moves.append(str(action))
        apply_action(state, action)
    return None


@pytest.fixture(scope="module")
def spy_game():
    for seed in range(1, 400):
        found = plan(seed)
        if found:
            return seed, *found
    raise AssertionError("no seed makes the human the Spy and collect a reversed rent early")


class StubScreen:
    def __init__(self, state, lang: str = "en"):
        self.ctx = Context(Translator(lang), "taiwan", [p["name"] for p in state.players], BOARD)
        self.app = StubApp(state, self.ctx)
        self.squares, self.labels, self.selected, self.hooks = BOARD, ["M", "B1", "B2"], None, HOOKS


def replay(seed: int, moves: list):
    state = new_game("taiwan", PLAYERS, seed, {})
    for move in moves:
        until_human(state)
        apply_action(state, next(a for a in legal_actions(state, 0) if str(a) == move))
    until_human(state)
    return state


# ---- on CPython -----------------------------------------------------------------------------

def test_money_is_in_points_and_squares_show_their_printed_names():
    assert money(15000, "en") == "15,000 pts" and money(1500, "vi") == "1.500 điểm"
    ctx = Context(Translator("en"), "taiwan", [], BOARD)
    assert ctx.square(39) == "衡陽路 (Hengyang Road)"
    name = HOOKS.square_name(ctx, BOARD[39])
    assert [c.textContent for c in name.children] == ["衡陽路", "Hengyang Road"]


def test_the_top_shows_the_last_spin_and_which_spin_of_the_turn_it_was(spy_game):
    seed = spy_game[0]
    state = new_game("taiwan", PLAYERS, seed, {})
    until_human(state)
    ctx = StubScreen(state).ctx
    fresh = top_box(ctx, view(state, 0))
    assert "Up to 3 spins this turn" in fresh.textContent
    assert fresh.by_testid("top")[0].getAttribute("aria-label") == "The top has not been spun this turn"
    apply_action(state, next(a for a in legal_actions(state, 0) if a.kind == "roll"))
    assert state.current_player() == CHANCE
    spinning = top_box(ctx, view(state, 0), rolling=True)
    assert "Spin 1 of 3" in spinning.textContent and "?" in spinning.textContent
    apply_action(state, sample_chance(state))
    shown = view(state, 0)
    box = top_box(ctx, shown)
    assert shown["dice"] == shown["spins"][-1:]
    assert box.by_testid("top")[0].getAttribute("aria-label") == f"The top shows {shown['dice'][0]}"
    assert f"Spin {len(shown['spins'])} of {len(shown['spins']) + shown['spins_left']}" in box.textContent


def test_the_spy_marks_come_from_the_view(spy_game):
    seed, moves, spy_at, _rent_at = spy_game
    before = view(new_game("taiwan", PLAYERS, seed, {}), 0)
    assert before["spy"] is None and HOOKS.pieces(before) == {before["spy_square"]: ("spy",)}
    assert HOOKS.token_class(before, 0) == "" and HOOKS.panel_badges(None, before, 0) == []
    state = replay(seed, moves[:spy_at])
    shown = view(state, 0)
    screen = StubScreen(state)
    assert shown["spy"] == 0 and HOOKS.pieces(shown) == {}
    assert HOOKS.token_class(shown, 0) == "spy" and HOOKS.token_class(shown, 1) == ""
    assert "Industrial Spy" in HOOKS.panel_badges(screen, shown, 0)[0].textContent
    top = HOOKS.centre_top(screen, shown)
    banner = top.by_testid("spy-banner")[0]
    assert "產業間諜" in banner.textContent
    assert "Industrial Spy: Mei — collects rent instead of paying" in banner.textContent


def test_a_drawn_card_shows_its_printed_chinese_and_its_translation():
    state = new_game("taiwan", [dict(p, bot=True) for p in PLAYERS], 3, {"turn_limit": 20})
    for _ in range(5000):
        if any(key == "card_drawn" for key, _params in state.log[-3:]) or state.over:
            break
        play_automatic(state)
    card = next(params["card"] for key, params in reversed(state.log) if key == "card_drawn")
    screen = StubScreen(state)
    box = card_box(screen, view(state, None)["log"])
    assert box.by_testid("card-zh")[0].textContent == CARDS[card][3]
    translated = box.by_testid("card-translation")[0].textContent
    assert translated == screen.ctx.card(card) and "{" not in translated  # its square and amounts written in
    assert box.by_testid("card-zh")[0].getAttribute("lang") == "zh-Hant"


def _owner_of_a_street(spy_game):
    """The human's state at the first decision where dumping a street is legal."""
    seed, moves, _spy_at, _rent_at = spy_game
    for count in range(len(moves) + 1):
        state = replay(seed, moves[:count])
        dumps = [a for a in legal_actions(state, 0) if a.kind == "dump"]
        if dumps:
            return state, dumps
    raise AssertionError("the human never owns a street to dump")


def test_dumping_land_is_its_own_section_and_a_button_of_the_property_dialog(spy_game):
    state, dumps = _owner_of_a_street(spy_game)
    screen = StubScreen(state)
    actions = legal_actions(state, 0)
    found = [part for part in sections(screen.ctx, BOARD, [a for a in actions if a.kind in HOOKS.manage_kinds])
             if part[1] == "dump"]
    assert len(found) == 1
    title, _group, items = found[0]
    assert title.startswith("拋售 Dump land") and items == sorted(dumps, key=lambda a: a.args)
    square = dumps[0].args[0]
    key, params = describe(state, dumps[0])
    assert key == "action.dump" and params["square"] == square
    dialog = inspector(screen, view(state, 0), square, actions, 0)
    button = dialog.by_testid("inspect-dump")[0]
    assert button.textContent == screen.ctx.text(key, params)
    assert money(params["amount"], "en") in button.textContent
    assert "拋售" in dialog.textContent


def test_the_auction_of_dumped_land_says_who_dumped_it_and_what_the_bank_pays(spy_game):
    state, dumps = _owner_of_a_street(spy_game)
    _key, params = describe(state, dumps[0])
    apply_action(state, dumps[0])
    while state.current_player() == CHANCE:
        apply_action(state, sample_chance(state))
    bidder = state.current_player()
    shown = view(state, bidder)
    assert shown["phase"] == "auction" and shown["pending"]["lot"]["kind"] == "dump"
    box = auction_box(StubScreen(state), shown, legal_actions(state, bidder), bidder)
    text = box.textContent
    assert "拋售 Dumped land" in text and "Mei" in text and "Everyone but Mei may bid." in text
    assert box.by_testid("dump-floor")[0].textContent == f"If nobody bids, the bank buys it for {money(params['amount'])}."
    assert box.by_testid("deed")[0].textContent.startswith(BOARD[dumps[0].args[0]]["zh"])


# ---- in the browser ---------------------------------------------------------------------------

def start_game(page, server: str, seed: int) -> None:
    start_seated_game(page, server, "taiwan", seed, PLAYERS, HUMAN_TURN)


def play(page, move: str) -> None:
    before = page.locator(".centre").get_attribute("data-render")
    perform(page, ("click", move))
    page.wait_for_function(f"() => document.querySelector('.centre').dataset.render !== '{before}'")
    page.wait_for_function(HUMAN_TURN, timeout=60_000)


def shoot(page, path, size: dict) -> None:
    page.set_viewport_size(size)
    settled(page)  # the new size laid out, no animation half way
    page.screenshot(path=str(path))
    assert_nothing_overflows(page)


def test_a_spy_game_through_the_ui(page, server, spy_game, screenshot_dir):
    seed, moves, spy_at, rent_at = spy_game
    page.set_viewport_size(LAPTOP)
    start_game(page, server, seed)
    assert page.locator(".game-screen.variant-taiwan").count() == 1
    # Nobody is the Spy: the white pawn stands on its square, the top has not been spun.
    home = page.get_by_test_id("square-20").get_by_test_id("spy-pawn")
    assert home.is_visible() and home.get_attribute("aria-label") == "The white pawn of the Industrial Spy"
    assert page.get_by_test_id("spy-free").is_visible() and page.get_by_test_id("spy-banner").count() == 0
    assert page.get_by_test_id("top").get_attribute("aria-label") == "The top has not been spun this turn"
    assert "15,000 pts" in page.get_by_test_id("player-0").inner_text()
    assert "衡陽路" in page.get_by_test_id("square-39").inner_text()
    assert "Hengyang Road" in page.get_by_test_id("square-39").inner_text()
    shoot(page, screenshot_dir / "taiwan-laptop-start.png", LAPTOP)

    for move in moves[:spy_at]:
        play(page, move)
    state = replay(seed, moves[:spy_at])
    shown = view(state, 0)
    where = shown["players"][0]["position"]
    banner = page.get_by_test_id("spy-banner")
    assert banner.is_visible()
    assert "產業間諜" in banner.inner_text() and "Mei" in banner.inner_text()
    assert "collects rent instead of paying" in banner.inner_text()
    assert page.get_by_test_id("spy-pawn").count() == 0, "the white pawn left its square with the Spy"
    pawn = page.get_by_test_id(f"square-{where}").locator(".token.spy")
    assert pawn.count() == 1 and pawn.inner_text() == "M"
    assert page.evaluate("getComputedStyle(document.querySelector('.sq .token.spy')).backgroundColor") \
        == "rgb(255, 255, 255)", "the Spy's token is drawn white"
    panel = page.get_by_test_id("player-0")
    assert panel.locator(".token.spy").count() == 1 and banner.locator(".token.spy").count() == 1
    assert "token-spy" in (panel.get_attribute("class") or "") and panel.get_by_test_id("spy-badge").is_visible()
    if shown["spins"]:
        total = len(shown["spins"]) + shown["spins_left"]
        assert f"Spin {len(shown['spins'])} of {total}" in page.get_by_test_id("spins").inner_text()
        assert page.get_by_test_id("top").get_attribute("aria-label") == f"The top shows {shown['dice'][0]}"
    shoot(page, screenshot_dir / "taiwan-laptop-spy.png", LAPTOP)
    if _axe_source() is not None:
        assert _serious_violations(page) == [], "the Spy's turn"
    shoot(page, screenshot_dir / "taiwan-phone-spy.png", PHONE)
    box = banner.bounding_box()
    assert box and box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"], "the banner is on the phone's screen"
    page.screenshot(path=str(screenshot_dir / "taiwan-phone-spy-full.png"), full_page=True)
    page.set_viewport_size(LAPTOP)

    for move in moves[spy_at:rent_at]:
        play(page, move)
    line = page.get_by_test_id("log").locator(".ev-spy_rent").first
    assert line.is_visible() and "Mei" in line.inner_text()
    marker = page.evaluate("getComputedStyle(document.querySelector('.log .ev-spy_rent'), '::before').content")
    assert marker == '"⇄"', marker
    shoot(page, screenshot_dir / "taiwan-laptop-spy-rent.png", LAPTOP)

    # Dumping land: its own section of Manage, then the auction among the others.
    pick_lang(page, "vi")
    assert "Gián điệp công nghiệp" in page.get_by_test_id("spy-banner").inner_text()
    assert "điểm" in page.get_by_test_id("player-0").inner_text()
    page.get_by_test_id("lang-en").click()
    dumps = [str(a) for a in legal_actions(replay(seed, moves[:rent_at]), 0) if a.kind == "dump"]
    if dumps:
        square = dumps[0].split()[-1]
        page.get_by_test_id(f"square-{square}").locator(".sq-hit").click()  # the property dialog
        dialog = page.get_by_test_id("inspector")
        assert "拋售 Dump land" in dialog.inner_text()
        assert dialog.get_by_test_id("inspect-dump").get_attribute("data-action") == dumps[0]
        assert dialog.locator(".deed .zh").first.inner_text() == BOARD[int(square)]["zh"]
        if _axe_source() is not None:
            assert _serious_violations(page) == [], "the property dialog"
        shoot(page, screenshot_dir / "taiwan-phone-inspector.png", PHONE)
        page.set_viewport_size(LAPTOP)
        dialog.get_by_test_id("inspect-close").click()
        page.locator("details.manage summary").click()
        section = page.get_by_test_id("manage-dump")
        assert section.is_visible() and "拋售 Dump land" in section.inner_text()
        shoot(page, screenshot_dir / "taiwan-laptop-dump.png", LAPTOP)
        play(page, dumps[0])
        log = page.get_by_test_id("log").inner_text()
        assert "dumps" in log and ("Nobody bid: the bank buys" in log or " buys " in log)
    assert page.console_errors == []


def test_one_spin_a_turn_is_a_switch_and_the_game_then_spins_once(page, server):
    """spins_per_turn allows 3 or 1 (the engine's choices): the setup offers a switch, not a
    number box, and a game started with it on gives one spin a turn."""
    open_app(page, server, "?seed=5")
    page.get_by_test_id("variant-taiwan").click()
    switch = page.get_by_test_id("option-spins_per_turn")
    assert switch.get_attribute("type") == "checkbox" and not switch.is_checked()
    assert "One spin a turn" in page.locator("label[for='option-spins_per_turn']").inner_text()
    switch.check()
    page.get_by_test_id("seat-bot-0").set_checked(False)
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("game").wait_for()
    page.select_option("#speed", "instant")
    page.wait_for_function(HUMAN_TURN, timeout=60_000)
    assert "One spin this turn" in page.get_by_test_id("dice").inner_text()
    page.locator('#app [data-action="0 roll"]:visible').first.click()
    # after the one spin (and whatever its square asks), the turn can only end: no second spin
    page.wait_for_function("""() => !!document.querySelector('#app [data-action="0 end_turn"]')
        || !!document.querySelector('#app [data-action="0 buy"]')""", timeout=60_000)
    if page.locator('#app [data-action="0 buy"]').count():
        page.locator('#app [data-action="0 decline"]:visible').first.click()
        page.wait_for_function("""() => !!document.querySelector('#app [data-action="0 end_turn"]')
            || !!document.querySelector('[data-testid=auction]')""", timeout=60_000)
    assert page.locator('#app [data-action="0 roll"]').count() == 0
