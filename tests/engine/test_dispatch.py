"""Explicit dispatch in the property games (issue 33, item 3): every name the rules answer — a
card's effect, a continuation step, why dice were asked, an action's kind — has its handler
listed in one table (core/property/dispatch.py), every handler is listed, and a class that breaks
this is refused when it is made. A card's landing rule (`Landing`) is passed, never kept."""

import re
from pathlib import Path
from typing import ClassVar

import pytest
import taiwan_helpers
from helpers import roll, two_player_game
from test_property_hooks import Hooked
from tycoon.core.property.cards import CardRules
from tycoon.core.property.dispatch import TABLES
from tycoon.core.state import State
from tycoon.variants.monopoly.rules import Monopoly
from tycoon.variants.taiwan.rules import Taiwan
from tycoon.variants.taiwan.spy import SpyRules

CLASSES = [Monopoly, Taiwan, Hooked]
PY = Path(__file__).resolve().parents[2] / "py" / "tycoon"
SOURCES = [*(PY / "core" / "property").glob("*.py"), *(PY / "variants" / "monopoly").glob("*.py"),
           *(PY / "variants" / "taiwan").glob("*.py"), Path(__file__).with_name("test_property_hooks.py")]
READ_IN_PLACE = {"bank_auctions"}  # no step: next_bank_auction (debts.py) reads this frame and pops it


def effects_in_decks(cls) -> set:
    return {card[1] for cards in cls.DECKS.values() for card in cards}


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_every_effect_in_the_decks_has_a_handler(cls):
    assert effects_in_decks(cls) <= set(cls.CARD_EFFECTS)


def test_every_card_handler_is_used_by_a_deck():
    used = effects_in_decks(Monopoly) | effects_in_decks(Taiwan)
    assert set(CardRules.CARD_EFFECTS) == used


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_every_handler_is_the_method_the_class_has(cls):
    for table in TABLES:
        for name, handler in getattr(cls, table).items():
            assert getattr(cls, handler.__name__) is handler, (table, name)


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_every_card_and_then_method_is_listed(cls):
    for prefix, table in (("card_", "CARD_EFFECTS"), ("then_", "STEPS")):
        methods = {getattr(cls, name) for name in dir(cls) if name.startswith(prefix)}
        assert methods == set(getattr(cls, table).values())


def test_an_override_is_the_handler_called():
    assert Taiwan.CARD_EFFECTS["advance"] is Taiwan.card_advance
    assert Monopoly.CARD_EFFECTS["advance"] is CardRules.card_advance
    assert Taiwan.HANDLERS["bankrupt"] is SpyRules.go_bankrupt
    assert Taiwan.DICE_HANDLERS["move"] is Taiwan.move_roll is not Monopoly.move_roll
    assert Hooked.DICE_HANDLERS["move"] is Hooked.move_roll


def named_in_sources(pattern: str) -> set:
    return {name for path in SOURCES for name in re.findall(pattern, path.read_text(encoding="utf-8"))}


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_every_reason_to_roll_has_a_handler(cls):
    asked = named_in_sources(r'(?:ask_roll|ask_dice)\(state, "(\w+)"')
    assert {"utility_card", "enterprise_card"} <= asked
    asked |= {"jail", "move"}  # turn.py's roll asks for one of them by a condition
    asked |= {"order"}  # the roll for who starts: core/turn_order.py asks for it
    assert asked - {"enterprise_card"} <= set(cls.DICE_HANDLERS)
    assert "enterprise_card" in Taiwan.DICE_HANDLERS


def pushed_steps() -> set:
    found = set()
    for path in SOURCES:
        text = path.read_text(encoding="utf-8")
        named = re.findall(r'flow\.push\(state, "(\w+)"', text)
        assert len(named) == text.count("flow.push("), f"{path.name}: a step pushed by a computed name"
        found.update(named)
        if "flow.suspend(" in text:
            found.add("resume")
    return found


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_every_step_pushed_on_the_stack_has_a_handler(cls):
    steps = pushed_steps()
    assert {"resume", "jail_move", "bank_auctions"} <= steps  # the scan finds what is there
    assert steps - READ_IN_PLACE <= set(cls.STEPS)


def test_a_deck_with_an_unknown_effect_is_refused_when_the_class_is_made():
    with pytest.raises(TypeError, match="card 'fly_away' of deck 'chance' has the effect 'fly'"):
        class Broken(Monopoly):
            DECKS: ClassVar[dict] = {"chance": [("fly_away", "fly", 0)]}


def test_a_step_method_in_no_table_is_refused():
    with pytest.raises(TypeError, match=r"Broken\.then_sleep answers nothing: list it in STEPS"):
        class Broken(Monopoly):
            def then_sleep(self, state, frame):
                pass


def test_a_table_entry_that_is_no_method_of_the_class_is_refused():
    def then_wander(self, state, frame):
        pass

    with pytest.raises(TypeError, match=r"Broken\.STEPS\['wander'\] is .*then_wander"):
        class Broken(Monopoly):
            STEPS: ClassVar[dict] = {**Monopoly.STEPS, "wander": then_wander}


def test_a_variant_adds_a_step_by_listing_it():
    class Listed(Monopoly):
        def then_sleep(self, state, frame):
            pass

        STEPS: ClassVar[dict] = {**Monopoly.STEPS, "sleep": then_sleep}

    assert Listed.STEPS["sleep"] is Listed.then_sleep


def assert_plain_json(state):
    assert State.from_json(state.to_json()) == state


def on_top(state, deck, card):
    cards = state.board["decks"][deck]
    cards.insert(0, cards.pop(cards.index(card)))


def test_a_card_landing_rule_leaves_only_plain_numbers_in_the_state():
    state = two_player_game()
    state.board["owner"][12] = 1
    on_top(state, "chance", "nearest_utility")
    state.players[0]["position"] = 4
    roll(state, 0, 2, 1)  # Chance, then to the Electric Company: the rent waits for a new roll
    assert state.pending == {"square": 12, "multiplier": 10} and state.chance["why"] == "utility_card"
    assert_plain_json(state)
    state = taiwan_helpers.game()
    on_top(state, "chance", "tw_power_bill")
    taiwan_helpers.own(state, 1, 12)
    taiwan_helpers.spin(state, 0, 7)  # Chance: advance to the power company, rent by a new spin
    assert state.pending == {"square": 12} and state.chance["why"] == "enterprise_card" and not state.stack
    assert_plain_json(state)
