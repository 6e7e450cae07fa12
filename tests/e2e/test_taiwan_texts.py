"""如何做個大富翁 in words: every event of Taiwan bot games and every button label offered along the
way renders in English and Vietnamese, with this game's own wording where it differs from
Monopoly's ("Spin the top", "passed Start"). CPython only."""

from __future__ import annotations

import pytest
from test_texts import check_params, events_in_words, every_button_label
from tycoon.core import (
    find_variant,
    new_game,
)
from tycoon.sim import play_bot_game
from tycoon.variants.taiwan.options import QUICK_GAME
from ui.format import Context, set_unit
from ui.i18n import LANGUAGES, Translator, set_variant

GAMES = [(4, 0, {"turn_limit": 40}), (3, 1, dict(QUICK_GAME)), (5, 2, {"turn_limit": 30, "spins_per_turn": 1}),
         (2, 3, {"turn_limit": 60})]
MONOPOLY_WORDS = ("GO", "dice", "doubles", "Get Out of Jail Free", "$")


@pytest.fixture(autouse=True)
def taiwan_wording():
    set_variant("taiwan")
    set_unit("ui.taiwan.money")  # as the game screen does (ui/variants/taiwan: money_key)
    yield
    set_variant("")
    set_unit("")


def contexts(state):
    board = find_variant("taiwan").board
    return [Context(Translator(lang), "taiwan", [p["name"] for p in state.players], board) for lang in LANGUAGES]


@pytest.mark.parametrize("players,seed,options", GAMES)
def test_every_event_of_a_taiwan_bot_game_reads_as_words(players, seed, options):
    state = play_bot_game("taiwan", players, seed, options)
    for _event in events_in_words(state, contexts(state), check_params, MONOPOLY_WORDS):
        pass  # the shared checks are all Taiwan needs


def test_the_spy_and_the_top_appear_in_these_games():
    seen = set()
    for players, seed, options in GAMES:
        seen |= {key for key, *_rest in play_bot_game("taiwan", players, seed, options).log}
    for key in ("spun", "spin_again", "became_spy", "spy_rent", "spy_returned", "card_drawn", "sent_to_jail",
                "auction_opened_deed", "house_built"):
        assert key in seen, key


@pytest.mark.parametrize("seed", [2, 3])
def test_every_button_label_along_a_taiwan_game_reads_as_words(seed):
    state = new_game("taiwan", [{"name": f"Bot {i + 1}", "bot": True} for i in range(4)], seed,
                     {**QUICK_GAME, "turn_limit": 25})

    def in_its_own_words(ctx, text):
        if ctx.tr.lang == "en":
            assert not any(word in text for word in MONOPOLY_WORDS), f"Monopoly's words: {text!r}"

    kinds = every_button_label(state, contexts(state), in_its_own_words)
    assert {"action.roll", "action.dump", "action.mortgage", "action.end_turn"} <= kinds
    assert Translator("en")("action.roll") == "Spin the top"
