"""The texts and orderings a newcomer tripped on (issue 7 §3), on CPython with the stand-in DOM
(fakedom.py): the Manage list puts the groups one can build on first with Build first, "1 house"
(not "1 houses"), the trade's money steps said from the drafter's side, dice not shown before the
turn's roll, and the setup screen's round limit for a table of bots. The browser side of the
same fixes is in test_phone.py."""

from __future__ import annotations

import fakedom  # first: it installs the stand-in pyscript that the ui modules import
from test_phone import PLAYERS, build_seed, quick_options
from test_phone import _until_human as until_human
from tycoon.core import CHANCE, apply_action, bot_action, find_variant, legal_actions, new_game, sample_chance, view
from ui.actions import split
from ui.format import Context
from ui.game import GameScreen
from ui.i18n import Translator
from ui.options import BOTS_ONLY_LIMIT, bots_only, ensure_limit
from ui.variants import hooks_for
from ui.variants.monopoly.manage import build_note, buildable_groups, sections
from ui.variants.monopoly.trade import _step_label

BOARD = find_variant("monopoly").board
HOOKS = hooks_for("monopoly")


def _ctx(lang: str = "en") -> Context:
    return Context(Translator(lang), "monopoly", [p["name"] for p in PLAYERS], BOARD)


def _text(el) -> str:
    return el.textContent if isinstance(el, fakedom.Element) else str(el)


def test_manage_list_puts_buildable_groups_first_with_build_first():
    state = new_game("monopoly", PLAYERS, build_seed(), quick_options())
    until_human(state)
    _main, manage, _counts = split(legal_actions(state, 0), HOOKS)
    groups = buildable_groups(BOARD, manage)
    assert groups, "the seed should let the human build"
    found = sections(_ctx(), BOARD, manage)
    title, group, items = found[0]
    assert group == groups[0] and "you can build" in title
    assert items[0].kind == "build"
    kinds = [a.kind for a in items]
    assert kinds == sorted(kinds, key=lambda k: k != "build"), "every Build comes before the rest"
    assert sum(len(part[2]) for part in found) == len(manage), "no action lost or doubled"
    note = build_note(_ctx(), BOARD, manage)
    name = _ctx().tr(f"group.{group}")
    assert f"You own all of the {name} group — you can build" in _text(note)


def test_manage_properties_counts_the_properties_not_the_buttons():
    from ui.actions import render_actions

    state = new_game("monopoly", PLAYERS, build_seed(), quick_options())
    until_human(state)
    seen = view(state, 0)
    owned = len(seen["players"][0]["properties"])
    _main, manage, _counts = split(legal_actions(state, 0), HOOKS)
    assert owned and len(manage) != owned, "the seed should give more buttons than properties"
    bar = render_actions(_ctx(), HOOKS, legal_actions(state, 0), str, lambda _a: None, view=seen)
    [summary] = [el for el in bar.walk() if el.tagName == "SUMMARY"]
    assert _text(summary) == f"Manage properties ({owned})"


def test_no_build_no_note():
    state = new_game("monopoly", PLAYERS, 1)
    until_human(state)
    actions = [a for a in legal_actions(state, 0) if a.kind != "build"]
    assert build_note(_ctx(), BOARD, actions) is None


def test_a_lone_street_build_does_not_claim_the_whole_group():
    """With build_without_monopoly, Build can be legal on one street of a group: the note must not
    say "You own all of the group" then (the owners come from the view)."""
    from tycoon.core import Action
    state = new_game("monopoly", PLAYERS, 1, {"build_without_monopoly": True})
    until_human(state)
    state.board["owner"][1] = 0  # Mediterranean only; Baltic still the bank's
    build = Action(0, "build", (1,))
    assert build_note(_ctx(), BOARD, [build], view(state, 0)) is None
    state.board["owner"][3] = 0
    assert build_note(_ctx(), BOARD, [build], view(state, 0)) is not None


def test_one_house_is_singular():
    tr = Translator("en")
    assert tr.count("ui.square.houses", 1) == "1 house"
    assert tr.count("ui.square.houses", 3) == "3 houses"
    assert tr.count("ui.bank.houses", 1) == "Bank: 1 house"
    assert tr.count("ui.bank.hotels", 1) == "1 hotel left"
    assert tr.count("ui.bank.hotels", 0) == "0 hotels left"
    assert Translator("vi").count("ui.square.houses", 1) == "1 nhà"


def test_trade_money_steps_are_said_from_my_side():
    tr = Translator("en")
    assert _step_label(tr, 10, 0) == "I pay $10"
    assert _step_label(tr, -10, 0) == "They pay $10"
    assert _step_label(tr, 10, 50) == "I pay $10 more"
    assert _step_label(tr, -10, 50) == "I pay $10 less"  # not "+$10 from them" while I am paying
    assert _step_label(tr, -10, -50) == "They pay $10 more"
    assert _step_label(tr, 10, -50) == "They pay $10 less"


def test_dice_not_shown_before_the_turns_roll():
    players = [{"name": "A", "bot": True}, {"name": "B", "bot": True}]
    state = new_game("monopoly", players, 3)
    seen_blank = seen_roll = False
    for _ in range(400):
        if state.over:
            break
        seat = state.current_player()
        shown = GameScreen._dice(None, view(state, None))
        if seat != CHANCE and any(a.kind == "roll" for a in legal_actions(state, seat)) \
                and state.players[seat]["doubles"] == 0:
            assert shown is None, "a turn that has not rolled shows no dice"
            seen_blank = True
        elif state.board.get("dice") and shown is not None:
            seen_roll = True
        apply_action(state, sample_chance(state) if seat == CHANCE else bot_action(state, seat))
    assert seen_blank and seen_roll


def test_a_table_of_bots_gets_a_round_limit():
    variant = find_variant("monopoly")
    setup = {"variant": "monopoly", "seats": [{"name": None, "bot": True}] * 3, "options": dict(variant.options)}
    assert bots_only(setup)
    assert ensure_limit(setup, variant) and setup["options"]["turn_limit"] == BOTS_ONLY_LIMIT
    setup["options"]["turn_limit"] = 40
    assert not ensure_limit(setup, variant) and setup["options"]["turn_limit"] == 40  # a limit set stays
    people = {**setup, "seats": [{"name": None, "bot": False}, {"name": None, "bot": True}],
              "options": dict(variant.options)}
    assert not ensure_limit(people, variant) and people["options"]["turn_limit"] == 0
