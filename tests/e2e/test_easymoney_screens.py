"""搶錢一族 Easy Money's own screens (py/ui/variants/easymoney/) drawn on CPython with the stand-in DOM
(fakedom.py) from real engine states: the 9 × 8 ring of 30 squares, the shared money token, the
piles, the players' boxes, the Double box control, the bundle-chip stakes (the first stake, Wall
Street, Lucky Dice), the Greed run, the end. The same game in the browser: test_easymoney_ui.py."""

from __future__ import annotations

import fakedom  # noqa: F401 - first: it installs the stand-in pyscript that the ui modules import
import pytest
from easymoney_play import PLAYERS, pick_game, replay
from stubs import StubApp, click
from tycoon.core import advance_chance, find_variant, legal_actions, new_game, play_automatic, view
from tycoon.variants.easymoney.road import road_left
from ui.format import Context, money
from ui.i18n import Translator
from ui.layout import grid_position, side_of
from ui.variants import hooks_for
from ui.variants.easymoney import bets, panel, picker, runs
from ui.variants.easymoney import board as em_board

BOARD = find_variant("easymoney").board
HOOKS = hooks_for("easymoney")


class StubScreen:
    def __init__(self, state, lang: str = "en"):
        self.ctx = Context(Translator(lang), "easymoney", [p["name"] for p in state.players], BOARD)
        self.app = StubApp(state, self.ctx)
        self.squares, self.labels, self.selected, self.hooks = BOARD, ["A", "B1", "B2"], None, HOOKS


def enabled(el) -> bool:
    return "disabled" not in el.attrs


@pytest.fixture(scope="module")
def game() -> dict:
    return pick_game()

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
        if road_left(state) and state.phase != "roll":
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
    advance_chance(state)  # the tickets and both decks are dealt: the first stakes are asked
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
    state = new_game("easymoney", PLAYERS, 4, {})
    advance_chance(state)  # the set-up's deals first
    stakes = picker.Stakes(legal_actions(state, 0))
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
    assert HOOKS.worth_event == ""
    em_board.PRINTED["make_money"]  # the printed names cover every kind of square
    assert {sq["kind"] for sq in BOARD} <= set(em_board.PRINTED)
