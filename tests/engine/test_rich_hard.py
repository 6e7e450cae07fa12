"""ริช รวยพลิกล็อค's Hard bot at a Rich Card window (variants/rich/card_timing.py, docs/bots.md
"Levels"): it keeps a card for a big event while much of the race is left, and plays it on
anything near the end. Seat 0 stands on 47 and rolls 1 + 1 to the employee award (+120,000)."""

from rich_helpers import at, game, hands, move
from tycoon.core import legal_actions, view
from tycoon.core.game import bot_action
from tycoon.variants.rich import bot as normal
from tycoon.variants.rich.board import FINISH_2


def award(cards: dict, others_at: int = 0):
    state = game(2)
    hands(state, cards)
    for player in state.players:
        player["bot"], player["level"] = True, "hard"
    at(state, 0, 47)
    at(state, 1, others_at)
    move(state, 1, 1)
    assert state.phase == "react" and state.pending["deal"]["amount"] == 120_000, state.phase
    return state


def test_rich_hard_bot_keeps_its_double_for_a_bigger_receipt_early_in_the_race():
    state = award({0: ["double"]})
    assert normal.bot(view(state, 0), legal_actions(state, 0)).kind == "play"  # Normal doubles 120,000
    assert bot_action(state, 0).kind == "pass"


def test_rich_hard_bot_doubles_the_same_receipt_near_the_end():
    state = award({0: ["double"]}, others_at=FINISH_2 - 6)
    assert bot_action(state, 0).args == ("double",)


def test_rich_hard_bot_keeps_its_collect_early_and_plays_it_near_the_end():
    early = award({1: ["collect"]})
    assert normal.bot(view(early, 1), legal_actions(early, 1)).args == ("collect",)  # Normal takes 60,000
    assert bot_action(early, 1).kind == "pass"
    assert bot_action(award({1: ["collect"]}, others_at=FINISH_2 - 6), 1).args == ("collect",)
