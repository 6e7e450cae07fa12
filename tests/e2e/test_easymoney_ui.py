"""搶錢一族 Easy Money's own screens (py/ui/variants/easymoney/): the 9 × 8 ring of 30 squares, the
shared money token, the piles, the players' boxes, the Double box control, the bundle-chip stakes
(the first stake, Wall Street, Lucky Dice), the Greed run, the lottery, the end.

The first tests draw the screens on CPython with the stand-in DOM (fakedom.py) from real engine
states. The browser test plays a human and two bots to the end screen through the UI, from a seed
picked here with the engine first (the browser runs the same engine): a seed where, under a
simple policy, the human stakes in a Lucky Dice session, stakes on Wall Street and plays a Greed
run. Screenshots (laptop 1366×768 and phone 390×844) go to tests/e2e/screenshots/easymoney-*.png."""

from __future__ import annotations

import fakedom  # noqa: F401 - first: it installs the stand-in pyscript that the ui modules import
import pytest
from conftest import open_app
from test_game import _axe_source, _serious_violations
from test_phone import LAPTOP, PHONE, assert_nothing_overflows
from tycoon.core import (
    apply_action,
    describe,
    find_variant,
    legal_actions,
    new_game,
    play_automatic,
    view,
)
from ui.format import Context, money
from ui.i18n import Translator
from ui.layout import grid_position, side_of
from ui.variants import hooks_for
from ui.variants.easymoney import bets, panel, picker, runs
from ui.variants.easymoney import board as em_board

BOARD = find_variant("easymoney").board
HOOKS = hooks_for("easymoney")
PLAYERS = [{"name": "Ann", "bot": False}, {"name": "Bot 1", "bot": True}, {"name": "Bot 2", "bot": True}]
HUMAN_TURN = """() => !!document.querySelector('[data-testid=status][data-mode=human][data-seat="0"]')
                    || !!document.querySelector('[data-testid=game-over]')"""


# ---- the human's policy, on CPython and in the browser -----------------------------------------

def until_human(state) -> None:
    while play_automatic(state) is not None:
        pass


def choose(state):
    """Stake $100,000 first; roll; Greed on the next player, rolling on below 8 points; on Wall
    Street $100,000 with the rumour (Rise on a tip); $100,000 on 6 in Lucky Dice."""
    shown, actions = view(state, 0), legal_actions(state, 0)
    by, phase = {str(a): a for a in actions}, shown["phase"]
    if phase == "stake":
        return by["0 double 100000"]
    if phase == "greed_pick":
        return actions[0]
    if phase == "greed":
        kind = "greed_roll" if shown["greed"]["points"] < 8 else "greed_stop"
        return next(a for a in actions if a.kind == kind)
    if phase == "wall_street":
        side = "fall" if shown["rumour"]["back"] == "fall" else "rise"
        return by.get(f"0 {side} 100000", by["0 pass"])
    if phase == "lucky_bets":
        return by.get("0 luck 6 100000", by["0 pass"])
    return next(a for a in actions if a.kind == "roll")


def plan(seed: int) -> dict | None:
    """The human's moves to the end, and where the first Greed pick, Lucky stake and Wall Street
    stake come; None when one of them never happens."""
    state = new_game("easymoney", PLAYERS, seed, {})
    moves, first = [], {}
    while len(moves) < 60:
        until_human(state)
        if state.over:
            break
        if "drawn" not in first and state.phase == "roll" and drawn_last_move(view(state, 0)):
            first["drawn"] = len(moves)  # the human sees a lottery draw of the last move
        action = choose(state)
        first.setdefault(action.kind, len(moves))
        moves.append(str(action))
        apply_action(state, action)
    if not state.over or not {"greed", "luck"} <= set(first) or not ({"rise", "fall"} & set(first)) \
            or first.get("greed_roll", first.get("greed_stop")) != first["greed"] + 1:  # the run goes on
        return None
    return {"seed": seed, "moves": moves, "first": first}


def drawn_last_move(shown: dict) -> bool:
    """Whether the last move drew the lottery (what runs.news shows until the next move)."""
    for key, *_params in reversed(shown.get("log") or []):
        if key in runs.LOTTERY_EVENTS:
            return True
        if key == runs.MOVE_START:
            return False
    return False


@pytest.fixture(scope="module")
def game():
    found = [p for p in (plan(seed) for seed in range(1, 60)) if p]
    assert found, "no seed gives the human a Greed run, a Lucky Dice stake and a Wall Street stake"
    drawn = [p for p in found if "drawn" in p["first"]] or found  # and shows a lottery draw, if one can
    return min(drawn, key=lambda p: len(p["moves"]))


def box_seed() -> dict:
    """A seed where, after the human's first stake and the answers before their first roll, the
    human takes the Double box back, rolls, and the next thing that waits is a bot's movement roll
    (no human answer on the way): the moment the human may change the box while a bot is to roll."""
    for seed in range(1, 80):
        found = plan(seed)
        if not found or found["first"]["roll"] > 3:
            continue
        state = replay(seed, found["moves"][:found["first"]["roll"]])
        if "0 take" not in {str(a) for a in legal_actions(state, 0)}:
            continue
        apply_action(state, "0 take")
        apply_action(state, "0 roll")
        while not state.over:
            if state.phase == "roll" and state.actor != 0 and state.chance is None:
                return {"seed": seed, "before": found["moves"][:found["first"]["roll"]]}
            if play_automatic(state) is None:
                break
    raise AssertionError("no seed reaches a bot's roll straight after the human's")


def replay(seed: int, moves: list):
    state = new_game("easymoney", PLAYERS, seed, {})
    for move in moves:
        until_human(state)
        apply_action(state, next(a for a in legal_actions(state, 0) if str(a) == move))
    until_human(state)
    return state


class StubApp:
    def __init__(self, state, ctx):
        self.state, self.ctx, self.acted, self.renders = state, ctx, [], 0

    def label(self, action) -> str:
        key, params = describe(self.state, action)
        return self.ctx.text(key, params)

    def act(self, action) -> None:
        self.acted.append(action)

    def render(self) -> None:
        self.renders += 1


class StubScreen:
    def __init__(self, state, lang: str = "en"):
        self.ctx = Context(Translator(lang), "easymoney", [p["name"] for p in state.players], BOARD)
        self.app = StubApp(state, self.ctx)
        self.squares, self.labels, self.selected, self.hooks = BOARD, ["A", "B1", "B2"], None, HOOKS


def click(el) -> None:
    """Run an element's click handler (the stand-in DOM keeps them in ui.dom's table)."""
    from ui import dom

    dom._handlers[el.getAttribute("data-on-click")](el)


def enabled(el) -> bool:
    return "disabled" not in el.attrs


# ---- on CPython -----------------------------------------------------------------------------

def test_the_ring_is_nine_by_eight_with_make_money_lower_left_and_the_lottery_lower_right():
    ring = HOOKS.ring(len(BOARD))
    cells = [grid_position(i, len(BOARD), ring) for i in range(len(BOARD))]
    assert len(set(cells)) == 30 and all(r in (1, 8) or c in (1, 9) for r, c in cells)
    assert cells[0] == (8, 1) and cells[7] == (1, 1) and cells[15] == (1, 9) and cells[22] == (8, 9)
    assert [side_of(i, 30, ring) for i in (0, 3, 7, 10, 15, 18, 22, 25)] == [
        "corner", "left", "corner", "top", "corner", "right", "corner", "bottom"]
    assert BOARD[0]["kind"] == "make_money" and BOARD[22]["kind"] == "lottery"
    # Monopoly's square board is what it was: GO bottom-right, clockwise
    assert grid_position(0) == (11, 11) and grid_position(10) == (11, 1) and grid_position(39) == (10, 11)


def test_squares_show_the_printed_name_and_whether_they_act_when_passed():
    ctx = Context(Translator("en"), "easymoney", [], BOARD)
    name = HOOKS.square_name(ctx, BOARD[0])
    assert "賺錢" in name.textContent and "Make Money" in name.textContent
    mark = next(el for el in name.walk() if "em-acts" in el.className)
    assert mark.getAttribute("title") == ctx.tr("acts.easymoney.pass") == "acts when passed or stopped on"
    stop = next(el for el in HOOKS.square_name(ctx, BOARD[1]).walk() if "em-acts" in el.className)
    assert BOARD[1]["acts"] == "stop" and "em-acts-stop" in stop.className


def test_the_money_token_the_road_and_the_piles_come_from_the_view():
    state = new_game("easymoney", [dict(p, bot=True) for p in PLAYERS], 4, {})
    for _ in range(400):
        if state.board["route"] and state.phase != "roll":
            break
        play_automatic(state)
    shown = view(state, 0)
    assert HOOKS.pieces(shown) == {shown["token"]: ("money",)}
    marks = HOOKS.square_marks(shown)
    assert {sq for sq, _stopped in shown["route"]} <= set(marks)
    top = HOOKS.centre_top(StubScreen(state), shown)
    assert top.by_testid("bank")[0].textContent.count(money(shown["bank"])) == 1
    assert money(shown["pot"]) in top.by_testid("pot")[0].textContent


def test_the_first_stake_offers_only_legal_bundles_and_plays_the_legal_action():
    state = new_game("easymoney", PLAYERS, 4, {})
    screen = StubScreen(state)
    actions = legal_actions(state, 0)
    box = HOOKS.centre_parts(screen, view(state, 0), actions, {"mode": "human", "seat": 0})[0]
    chips = {int(el.getAttribute("data-amount")): el for el in box.walk()
             if "em-chip" in el.className.split()}
    assert box.getAttribute("data-testid") == "stake-box"
    assert sorted(chips) == [100_000, 200_000, 500_000, 1_000_000] and all(enabled(c) for c in chips.values())
    click(chips[1_000_000])
    click(chips[500_000])
    box = HOOKS.centre_parts(screen, view(state, 0), actions, {"mode": "human", "seat": 0})[0]
    confirm = box.by_testid("confirm")[0]
    assert confirm.getAttribute("data-action") == "0 double 1000000 500000"
    assert confirm.textContent == "Put $1,000,000 + $500,000 in my Double box"
    chips = [el for el in box.walk() if "em-chip" in el.className.split()]
    assert not any(enabled(c) for c in chips), "two bundles at most"
    click(confirm)
    assert [str(a) for a in screen.app.acted] == ["0 double 1000000 500000"]


def test_a_chip_is_clickable_only_when_own_funds_cover_it():
    stakes = picker.Stakes([a for a in legal_actions(new_game("easymoney", PLAYERS, 4, {}), 0)])
    poor = picker.Stakes([a for a in stakes.exact.values() if sum(a.args) <= 300_000])
    assert poor.can_add([], ("double", 200_000)) and not poor.can_add([], ("double", 500_000))
    assert poor.can_add([("double", 200_000)], ("double", 100_000))
    assert not poor.can_add([("double", 200_000)], ("double", 200_000))


def _state_at(game, phase: str):
    moves = game["moves"]
    for count in range(len(moves) + 1):
        state = replay(game["seed"], moves[:count])
        if state.phase == phase and legal_actions(state, 0):
            return state
    raise AssertionError(f"the human never meets {phase}")


def test_lucky_dice_shows_each_number_with_its_odds_and_chance_from_the_view(game):
    state = _state_at(game, "lucky_bets")
    shown, actions = view(state, 0), legal_actions(state, 0)
    screen = StubScreen(state)
    box = bets.lucky(screen, shown, actions)
    for row in shown["lucky_odds"]:
        card = box.by_testid(f"number-{row['number']}")[0]
        assert f"pays {row['pays'][0]} to {row['pays'][1]}" in card.textContent
        assert f"comes before a 7: {row['chance'][0]} in {row['chance'][1]}" in card.textContent
    assert "comes before a 7: 1 in 3" in box.by_testid("number-4")[0].textContent
    click(box.by_testid("number-6")[0])
    box = bets.lucky(screen, shown, actions)
    click(next(el for el in box.walk() if el.getAttribute("data-amount") == "100000"))
    box = bets.lucky(screen, shown, actions)
    assert box.by_testid("confirm")[0].getAttribute("data-action") == "0 luck 6 100000"
    assert box.by_testid("confirm")[0].textContent == "Stake $100,000 on 6"
    assert box.by_testid("em-pass")[0].getAttribute("data-action") == "0 pass"


def test_wall_street_shows_the_rumour_and_the_expected_value_from_the_view(game):
    state = _state_at(game, "wall_street")
    shown, actions = view(state, 0), legal_actions(state, 0)
    box = bets.wall_street(StubScreen(state), shown, actions)
    back = shown["rumour"]["back"]
    assert Translator("en")(f"back.easymoney.{back}") in box.by_testid("rumour")[0].textContent
    for side in ("rise", "fall"):
        assert bets.expected(shown["rumour"][side], "en") in box.by_testid(f"expected-{side}")[0].textContent
    assert bets.expected("1/2", "en") == "+$0.50" and bets.expected("0", "en") == "±$0.00"
    assert bets.expected("-1/4", "vi") == "−0,25 $"


def test_greed_shows_the_victim_the_points_and_what_stopping_takes(game):
    state = _state_at(game, "greed")
    shown = view(state, 0)
    box = runs.greed(StubScreen(state), shown)
    assert box.by_testid("greed-points")[0].textContent == f"{shown['greed']['points']} points"
    assert money(shown["greed"]["claim"]) in box.by_testid("greed-claim")[0].textContent
    stop = next(a for a in legal_actions(state, 0) if a.kind == "greed_stop")
    assert StubScreen(state).app.label(stop) == f"Stop and take {money(shown['greed']['claim'])}"


def test_the_panel_shows_the_boxes_and_the_double_box_control(game):
    state = replay(game["seed"], game["moves"][:game["first"]["roll"]])  # the human's first roll
    shown = view(state, 0)
    screen = StubScreen(state)
    assert state.phase == "roll" and state.actor == 0
    found = panel.boxes(screen, shown, 0)[0]
    double = found.by_testid("double-box-0")[0]
    assert double.getAttribute("data-amount") == str(shown["players"][0]["double"])
    assert f"Lottery tickets: {shown['players'][0]['ticket_count']}" in found.textContent
    assert found.by_testid("my-tickets"), "the viewer's own tickets"
    assert not panel.boxes(screen, shown, 1)[0].by_testid("my-tickets")
    assert HOOKS.panel_actions(legal_actions(state, 0)) == []
    assert [a.kind for a in HOOKS.bar_actions(shown, legal_actions(state, 0))] == ["roll"]
    parts = HOOKS.centre_parts(screen, shown, legal_actions(state, 0), {"mode": "human", "seat": 0})
    control = next(p for p in parts if p is not None and p.getAttribute("data-testid") == "box-control-0")
    box_actions = [a for a in legal_actions(state, 0) if a.kind in ("take", "double")]
    if any(a.kind == "take" for a in box_actions):
        assert control.by_testid("take-0")[0].textContent.startswith("Take my Double box back")
    else:
        assert control.by_testid("box-chips-0")


def test_the_ending_is_the_final_lottery_and_the_ranking_is_own_funds():
    assert HOOKS.ending_events == ("em_final_lottery", "em_final_drawn") and HOOKS.worth_event == ""
    em_board.PRINTED["make_money"]  # the printed names cover every kind of square
    assert {sq["kind"] for sq in BOARD} <= set(em_board.PRINTED)


# ---- in the browser ---------------------------------------------------------------------------

def start_game(page, server: str, seed: int) -> None:
    open_app(page, server, f"?seed={seed}")
    page.get_by_test_id("variant-easymoney").click()
    while page.locator("li[data-testid^='seat-']").count() < len(PLAYERS):
        page.get_by_test_id("add-seat").click()
    for i, player in enumerate(PLAYERS):
        page.get_by_test_id(f"seat-name-{i}").fill(player["name"])
        page.get_by_test_id(f"seat-bot-{i}").set_checked(player["bot"])
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("game").wait_for()
    page.select_option("#speed", "instant")
    page.wait_for_function(HUMAN_TURN, timeout=60_000)


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
    page.wait_for_timeout(300)
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
            page.get_by_test_id("lang-vi").click()
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
    # a bot is to roll next: at the slow speed the human has time to stake into the empty box
    page.select_option("#speed", "slow")
    page.locator('#app [data-action="0 roll"]:visible').click()
    page.wait_for_function("""() => !!document.querySelector('[data-testid=status][data-mode=bot]')
        && !!document.querySelector('[data-testid=box-control-0] [data-testid=box0-chip-200000]')""", timeout=30_000)
    control = page.get_by_test_id("box-control-0")
    assert control.get_by_test_id("box0-chip-200000").is_enabled()
    control.get_by_test_id("box0-chip-200000").click()
    page.get_by_test_id("box0-confirm").wait_for()
    assert page.get_by_test_id("box0-confirm").get_attribute("data-action") == "0 double 200000"
    page.get_by_test_id("box0-confirm").click()
    page.wait_for_function("""() => document.querySelector('[data-testid=log]').innerText
        .includes('Ann puts $200,000 in the Double box.')""")
    assert page.console_errors == []
