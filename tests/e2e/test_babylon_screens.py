"""The Richest Man in Babylon's own screens (py/ui/variants/babylon/) on CPython with the stand-in
DOM (fakedom.py), from real engine states: the offer picker offers only legal offers and sends the
one picked (round 4: every ticket left, no "sell nothing"); "my secrets" only in the seat's own
view; the ceremony's ranking, reveal (every round, Secret's lines marked; the dice room) and
chart from the view; "No bid" given for a person without rubies; saved games told apart. The
same screens in the browser: test_babylon_ui.py."""

from __future__ import annotations

import fakedom  # first: it installs the stand-in pyscript that the ui modules import
import pytest
from stubs import StubApp, click
from test_babylon_ui import BOTS, SEED
from tycoon.core import apply_action, legal_actions, new_game, play_automatic, view
from ui.format import Context, set_unit
from ui.i18n import Translator
from ui.variants import hooks_for
from ui.variants.babylon import ceremony, picker, secrets

fakedom.install().createElementNS = lambda _ns, tag: fakedom.Element(tag)  # the chart's SVG, as plain elements
HOOKS = hooks_for("babylon")
ELEVEN = [{"name": "Ann", "bot": False}] + [{"name": name, "bot": True} for name in BOTS]


class StubScreen:
    def __init__(self, state, lang: str = "en"):
        set_unit(HOOKS.money_key)
        self.ctx = Context(Translator(lang), "babylon", [p["name"] for p in state.players], [])
        self.app, self.hooks = StubApp(state, self.ctx), HOOKS
        self.labels = [n[:1] + n.split()[-1] if " " in n else n[:1] for n in self.ctx.names]
        self.el = fakedom.Element("div")


def until(state, phase: str, seat: int = 0):
    """Play (seat 0 taking its first legal action) until seat 0 must answer in `phase`; "offer"
    means the offers themselves (the privilege said first in the round's step is "none")."""
    while True:
        if play_automatic(state) is None:
            legal = legal_actions(state, seat)
            first = next((a for a in legal if a.kind == "none"), None) if phase == "offer" else None
            if state.over or (state.phase == phase and legal and first is None):
                return state
            apply_action(state, first or legal[0])


def test_the_offer_picker_offers_only_legal_offers_and_sends_the_one_picked():
    state = until(new_game("babylon", ELEVEN, SEED, {}), "offer")
    screen, shown, actions = StubScreen(state), view(state, 0), legal_actions(state, 0)
    box = picker.offer_box(HOOKS, screen, shown, actions)
    legal = {str(a) for a in actions}
    assert box.by_testid("bb-send")[0].getAttribute("data-action") == str(picker.Offers(actions).nothing())
    gem = shown["mine"]["gems"][0]
    chip = box.by_testid(f"price-{gem}-3")[0]  # 1.5 million: picks one ticket at that price
    assert chip.getAttribute("title") == "₩1,500,000" and chip.textContent == "₩1.5M"
    click(chip)
    box = picker.offer_box(HOOKS, screen, shown, actions)
    send = box.by_testid("bb-send")[0]
    assert send.getAttribute("data-action") in legal
    assert f"{gem} 1 3" in send.getAttribute("data-action")
    assert "at ₩1,500,000" in send.textContent
    assert box.by_testid("bb-nothing")[0].getAttribute("data-action") in legal
    for el in box.walk():  # every enabled chip leads to a legal offer
        if (el.getAttribute("data-testid") or "").startswith(("price-", "tickets-")):
            assert el.getAttribute("disabled") is None


def test_round_four_offers_every_ticket_left_and_has_no_sell_nothing():
    state = new_game("babylon", ELEVEN, SEED, {})
    for _round in range(3):  # keep every ticket for round 4
        until(state, "offer")
        apply_action(state, next(a for a in legal_actions(state, 0) if all(not t for t in a.args[1::3])))
    until(state, "offer")
    assert state.board["round"] == 4
    screen, shown, actions = StubScreen(state), view(state, 0), legal_actions(state, 0)
    box = picker.offer_box(HOOKS, screen, shown, actions)
    assert not box.by_testid("bb-nothing") and box.by_testid("bb-send")[0].getAttribute("disabled") is not None
    assert "Last round" in box.textContent
    for gem, left in shown["mine"]["tickets"].items():
        counts = [el.textContent for el in box.walk() if (el.getAttribute("data-testid") or "").startswith(f"tickets-{gem}-")]
        assert counts == [str(left)]


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_my_secrets_show_only_the_seats_own_view(lang):
    state = until(new_game("babylon", ELEVEN, SEED, {}), "look")
    screen = StubScreen(state, lang)
    assert secrets.my_secrets(screen, view(state, None)) is None  # a spectator has no secrets
    mine = secrets.my_secrets(screen, view(state, 0))
    text = mine.textContent
    assert "Ann" in text and mine.by_testid("my-score")[0].textContent.split()[0] == str(state.players[0]["score"])
    watched = mine.by_testid("my-watched")[0].textContent
    for seat in state.players[0]["watched"]:
        assert state.players[seat]["name"] in watched
    assert "{" not in text


def test_the_ceremony_ranks_reveals_and_charts_from_the_view():
    state = new_game("babylon", ELEVEN, SEED, {})
    while not state.over:
        if play_automatic(state) is None:
            apply_action(state, legal_actions(state, 0)[0])
    screen, shown = StubScreen(state), view(state, 0)
    box = ceremony.ceremony(screen, shown)
    ranks = [el.getAttribute("data-testid") for el in box.walk() if (el.getAttribute("data-testid") or "").startswith("rank-")]
    totals = [shown["players"][int(r.split("-")[1])]["total"] for r in ranks]
    assert len(ranks) == 11 and totals == sorted(totals, reverse=True)
    assert ranks[0] == f"rank-{shown['winners'][0]}"
    assert len(box.by_testid("bb-values")[0].children) == len(shown["values"])
    lines = [el for el in box.walk() if el.tagName == "POLYLINE"]
    assert len(lines) == 11
    assert box.by_testid("fate-talisman") and box.by_testid("fate-deathmatch")
    # the reveal (issue 38 §4): every round's whole table, Secret's lines marked, and the dice room
    kept = sum(1 for r in state.board["results"] for g in r["gems"] for ln in g["lines"] if ln["seat"] in r["secret"])
    assert kept, "no bot used Secret in this game: pick another seed"
    marked = [el for el in box.by_testid("bb-all-rounds")[0].walk() if "bb-was-secret" in (el.getAttribute("class") or "")]
    assert len(marked) == kept
    assert len(box.by_testid("bb-room-reveal")[0].by_testid("room-0")) == 1
    room = box.by_testid("room-0")[0].textContent
    assert f"{state.players[0]['score']} point" in room and "watched by" in room


def test_a_person_who_gave_their_last_ruby_away_is_not_asked_to_bid():
    """Issue 38 §8: "No bid" is given for them (hooks.auto_answer), no hand-off to press it."""
    people = [{"name": "Ann", "bot": False}, {"name": "Ben", "bot": False}, {"name": "Bot", "bot": True}]
    state = new_game("babylon", people, SEED, {"rubies": "one_each"})
    while state.phase != "auction":
        play_automatic(state)
    hooks = hooks_for("babylon")
    assert "auction" in hooks.auto_answer_phases
    assert hooks.auto_answer(view(state, 0), legal_actions(state, 0), "Ann") is None  # a ruby to bid with
    apply_action(state, "0 give 1")
    answer = hooks.auto_answer(view(state, 0), legal_actions(state, 0), "Ann")
    assert answer is not None and str(answer) == "0 pass"


def test_saved_babylon_games_are_told_apart_by_their_names():
    """Issue 38 §8: the game's long name (with its Vietnamese title) filled the 40 letters, so every
    saved Babylon game read the same; now its short name, then the people before the bots."""
    from types import SimpleNamespace

    from ui.saving import Saving

    names = []
    for person in ("Ann", "Ben"):
        players = [{"name": f"Bot {i}", "bot": True} for i in range(1, 5)] + [{"name": person, "bot": False}]
        names.append(Saving._slot_name(SimpleNamespace(tr=Translator("en"), variant_id="babylon", players=players)))
    assert names[0] != names[1] and names[0].startswith("The Richest Man in Babylon — Ann, Bot 1")
    assert all(len(n) <= 40 for n in names)
