"""The UI computes no rule (DESIGN.md §5): every fee and limit a dialog shows is the view's, and
what the engine then charges is what was shown. The dialogs are drawn on CPython with a stand-in
DOM (fakedom.py) from real views; no browser needed.

Also: the shared screens name no variant's phases or action kinds, and the hotseat rules of
ui/turns.py (who answers next, the pass-the-device screen, whose view is drawn)."""

from __future__ import annotations

import re
from pathlib import Path

import fakedom  # first: it installs the stand-in pyscript that the ui modules import
import pytest
from toy_secret import register_toy
from tycoon.core import (
    CHANCE,
    Action,
    accepts,
    apply_action,
    describe,
    find_variant,
    legal_actions,
    new_game,
    next_automatic,
    sample_chance,
    view,
)
from ui.format import Context, money
from ui.i18n import Translator
from ui.turns import status_for, viewer
from ui.variants import DEFAULT, hooks_for
from ui.variants.monopoly.auction import auction_box
from ui.variants.monopoly.trade import trade_box

UI = Path(__file__).resolve().parents[2] / "py" / "ui"
BOARD = find_variant("monopoly").board
DEEDS = [sq["index"] for sq in BOARD if sq.get("price")]
PEOPLE = [{"name": "Ann", "bot": False}, {"name": "Bo", "bot": False}]


class StubApp:
    """What the dialogs use of the app: labels, act, accepts, complain, the page root."""

    def __init__(self, state, ctx):
        self.state, self.ctx, self.tr = state, ctx, ctx.tr
        self.root = fakedom.Element("div")
        self.errors, self.acted = [], []

    def label(self, action) -> str:
        key, params = describe(self.state, action)
        return self.ctx.text(key, params)

    def act(self, action) -> None:
        self.acted.append(action)
        apply_action(self.state, action)

    def accepts(self, action) -> bool:
        return accepts(self.state, action)

    def complain(self, message: str) -> None:
        self.errors.append(message)


class StubScreen:
    def __init__(self, state, lang="en"):
        self.ctx = Context(Translator(lang), "monopoly", [p["name"] for p in state.players], BOARD)
        self.app = StubApp(state, self.ctx)
        self.squares, self.labels, self.selected = BOARD, ["A", "B"], None
        self.hooks = hooks_for("monopoly")


def _until_someone_acts(state) -> int:
    while state.current_player() == CHANCE:
        apply_action(state, sample_chance(state))
    return state.current_player()


def _draw(box, screen):
    """Put a rendered dialog in the stub page (so querySelector finds its fields)."""
    screen.app.root.replaceChildren(box)
    return box


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_fee_shown_for_a_mortgaged_deed_is_the_fee_charged_for_all_28(lang):
    assert len(DEEDS) == 28
    for index in DEEDS:
        state = new_game("monopoly", PEOPLE, 7)
        buyer = _until_someone_acts(state)
        seller = 1 - buyer
        state.board["owner"][index] = seller  # set up: the seller owns the deed, mortgaged
        state.board["mortgaged"][index] = True
        apply_action(state, Action(buyer, "trade_open", (seller,)))
        apply_action(state, Action(buyer, "trade_take", (index,)))
        screen = StubScreen(state, lang)
        box = trade_box(screen, view(state, buyer), legal_actions(state, buyer), buyer)
        lines = box.by_testid("trade-fees")[0].children
        assert len(lines) == 1, index
        shown = int(lines[0].getAttribute("data-amount"))
        assert lines[0].getAttribute("data-square") == str(index)
        assert money(shown, lang) in lines[0].textContent
        cash = state.players[buyer]["cash"]
        apply_action(state, Action(buyer, "trade_send"))
        apply_action(state, Action(seller, "trade_accept"))
        charged = [p["amount"] for k, p, *_ in state.log if k == "mortgage_fee_paid"]
        assert charged == [shown], (index, BOARD[index]["key"], shown, charged)
        assert state.players[buyer]["cash"] == cash - shown
        if BOARD[index]["key"] == "park_place":
            assert shown == 18  # 10% of $175, rounded up (the UI once said $17)


def _auction_state():
    """The first player lands on Baltic Avenue, declines it, and the bank's auction opens."""
    state = new_game("monopoly", PEOPLE, 7)
    seat = _until_someone_acts(state)
    apply_action(state, Action(seat, "roll"))
    apply_action(state, Action(CHANCE, "dice", (1, 2)))  # GO + 3 = Baltic Avenue
    apply_action(state, next(a for a in legal_actions(state, seat) if a.kind == "decline"))
    assert state.phase == "auction"
    return state


def test_the_bid_box_takes_its_limits_from_the_view_and_asks_the_engine():
    state = _auction_state()
    bidder = state.current_player()
    shown = view(state, bidder)
    screen = StubScreen(state)
    box = _draw(auction_box(screen, shown, legal_actions(state, bidder), bidder), screen)
    field = box.querySelector("#bid-amount")
    pending = shown["pending"]
    assert (int(field.getAttribute("min")), int(field.getAttribute("max"))) == (pending["min_bid"], pending["max_bid"])
    button = box.by_testid("bid-custom")[0]
    handler = fakedom_handler(button)
    field.value = str(pending["max_bid"] + 1)  # more than the bidder has
    handler(button)
    assert screen.app.acted == [] and money(pending["max_bid"]) in screen.app.errors[-1]
    field.value = "2.5"
    handler(button)
    assert screen.app.acted == [] and len(screen.app.errors) == 2
    field.value = str(pending["min_bid"] + 4)
    handler(button)
    assert screen.app.acted == [Action(bidder, "bid", (pending["min_bid"] + 4,))]


def test_the_trade_money_box_takes_its_limits_from_the_view_and_asks_the_engine():
    state = new_game("monopoly", PEOPLE, 7)
    me = _until_someone_acts(state)
    apply_action(state, Action(me, "trade_open", (1 - me,)))
    shown = view(state, me)
    screen = StubScreen(state)
    box = _draw(trade_box(screen, shown, legal_actions(state, me), me), screen)
    pending = shown["pending"]
    field = box.querySelector("#trade-amount")
    assert int(field.getAttribute("max")) == max(pending["cash_max"], -pending["cash_min"])
    mine, theirs = box.by_testid("trade-cash-mine")[0], box.by_testid("trade-cash-theirs")[0]
    field.value = str(pending["cash_max"] + 1)
    fakedom_handler(mine)(mine)
    assert screen.app.acted == [] and money(pending["cash_max"]) in screen.app.errors[-1]
    field.value = "120"
    fakedom_handler(theirs)(theirs)
    assert screen.app.acted == [Action(me, "trade_cash", (-120,))] and state.pending["cash"] == -120


def fakedom_handler(element):
    """The click handler bound to a stand-in element (ui.dom keeps them by data-on-click id)."""
    from ui import dom

    return dom._handlers[element.getAttribute("data-on-click")]


# ---- the shared screens know no variant ---------------------------------------------------

VARIANT_WORDS = ("auction", "trade", "buy", "raise_cash", "trade_open", "claim_rent", "order", "bid_made",
                 "final_worth", "turn_limit_reached", "street", "railroad", "utility")


def test_the_shared_screens_name_no_phase_or_kind_of_a_variant():
    for path in sorted(UI.glob("*.py")):
        strings = set(re.findall(r'"([a-z_]+)"', path.read_text(encoding="utf-8")))
        assert not strings & set(VARIANT_WORDS), f"{path.name} names {sorted(strings & set(VARIANT_WORDS))}"


def test_no_copy_of_a_rule_in_the_ui():
    for path in sorted(UI.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for copy in ("HOTEL", "RAILROAD_RENT", "// 10", "mortgage\"] //", "* 1.1"):
            assert copy not in text, f"{path.relative_to(UI)} has {copy!r}"


def test_a_variant_without_screens_gets_the_defaults():
    hooks = hooks_for("no_such_game")
    assert hooks is DEFAULT and not hooks.is_dialog_phase({"phase": "auction"})
    assert hooks.bar_actions({}, ["x"]) == ["x"] and hooks.panel_actions(["x"]) == []


# ---- hotseat: who answers, the pass-the-device screen, whose view is drawn -----------------

def _people(n: int, bots=()) -> list:
    return [{"name": f"P{i}", "bot": i in bots} for i in range(n)]


def test_each_person_owing_a_secret_answer_gets_the_device_in_turn():
    register_toy()
    players = _people(3)
    state = new_game("toy_secret", players, 4)
    assert next_automatic(state) is None
    order = []
    for _ in range(3):
        status = status_for(state, players)
        assert status["mode"] == "pass" and viewer(players, status) is None  # nothing private on screen
        seat = status["seat"]
        status = status_for(state, players, revealed=seat)
        assert status == {"mode": "human", "seat": seat} and viewer(players, status) == seat
        mine = view(state, seat)
        assert [p["number"] is not None for p in mine["players"]] == [s == seat for s in range(3)]
        apply_action(state, legal_actions(state, seat)[0])
        order.append(seat)
    assert order == [0, 1, 2] and state.over and status_for(state, players) == {"mode": "over"}


def test_one_person_with_bots_answers_without_a_privacy_screen():
    register_toy()
    players = _people(4, bots=(1, 3))
    state = new_game("toy_secret", players, 4)
    while (move := next_automatic(state)) is not None:
        apply_action(state, move)
    assert status_for(state, players)["mode"] == "pass"  # two people: seat 0 first
    apply_action(state, legal_actions(state, 0)[0])
    assert status_for(state, players) == {"mode": "pass", "seat": 2}
    alone = _people(3, bots=(1, 2))
    state = new_game("toy_secret", alone, 4)
    while (move := next_automatic(state)) is not None:
        apply_action(state, move)
    assert status_for(state, alone) == {"mode": "human", "seat": 0}
    assert viewer(alone, {"mode": "bot", "seat": 1}) == 0  # the only person sees their own view


def test_monopoly_hotseat_has_no_privacy_screen():
    state = new_game("monopoly", PEOPLE, 7)
    seat = _until_someone_acts(state)
    assert status_for(state, PEOPLE) == {"mode": "human", "seat": seat}
    assert viewer(PEOPLE, {"mode": "bot", "seat": 1}) is None  # several people watch: public view
