"""搶錢一族 Easy Money in words: every event of Easy Money bot games (2, 3 and 4 players, with and
without `turn_limit`) and every button label offered along a game renders in English and
Vietnamese — no raw keys, no {placeholders}, seats shown as names, text params (a card, a side, a
rumour's back, a result, why the final lottery began) looked up as "<param>.easymoney.<value>".
CPython only."""

from __future__ import annotations

import pytest
import test_texts
from test_texts import assert_translated, events_in_words, every_button_label
from tycoon.core import find_variant, new_game
from tycoon.sim import play_bot_game
from tycoon.variants.easymoney.texts import en, vi
from ui.format import Context, kind_of
from ui.i18n import LANGUAGES, Translator, set_variant

GAMES = [(2, 1, {}), (3, 5, {}), (4, 2, {}), (3, 7, {"turn_limit": 3}), (2, 9, {"turn_limit": 6}),
         (4, 4, {"turn_limit": 2})]
PLAIN = {"die", "total", "steps", "points", "lost", "number", "other", "ticket", "red", "white", "blue", "odds",
         "dice"}  # counts and faces, not seats or money
TEXT = {"card", "side", "back", "result", "why"}  # looked up as "<param>.easymoney.<value>"
MONOPOLY_WORDS = ("GO", "Jail", "doubles", "rent")


@pytest.fixture(autouse=True)
def easymoney_wording(monkeypatch):
    set_variant("easymoney")
    monkeypatch.setattr(test_texts, "PLAIN_NUMBERS", test_texts.PLAIN_NUMBERS | PLAIN)  # for the buttons
    yield
    set_variant("")


def contexts(state):
    board = find_variant("easymoney").board
    return [Context(Translator(lang), "easymoney", [p["name"] for p in state.players], board) for lang in LANGUAGES]


def check_params(key: str, params: dict, ctx: Context) -> None:
    if key == "story":  # the end's story: its params are the chart's data (ui/chart.py), not words of the line
        return
    for name, value in params.items():
        if name in TEXT:
            assert ctx.tr.has(f"{name}.easymoney.{value}"), (key, name, value)
        elif name == "phase":
            assert ctx.tr.has(f"phase.{value}") or ctx.tr.has(f"phase.{value}@easymoney"), (key, value)
        elif name == "short":
            assert isinstance(value, int) and value > params["amount"], (key, params)
        elif name not in PLAIN:
            assert kind_of(name) != "plain", f"{key}: param {name!r} has no known kind (seat? money? square?)"


def test_vietnamese_has_every_english_text_with_the_same_params():
    assert_translated(en.MESSAGES, vi.MESSAGES)


@pytest.mark.parametrize("players,seed,options", GAMES)
def test_every_event_of_an_easymoney_bot_game_reads_as_words(players, seed, options):
    state = play_bot_game("easymoney", players, seed, options)
    for ctx, key, params, text, fields in events_in_words(state, contexts(state), check_params, MONOPOLY_WORDS):
        for name, value in params.items():
            if name in fields and name in TEXT:
                assert ctx.tr(f"{name}.easymoney.{value}") in text, (key, name, text)


def test_the_squares_and_bets_appear_in_these_games():
    seen = set()
    for players, seed, options in GAMES:
        seen |= {key for key, *_rest in play_bot_game("easymoney", players, seed, options).log}
    for key in ("em_greed_rolled", "em_greed_paid", "em_rumour", "em_ws_card", "em_ws_won", "em_lucky_staked",
                "em_lucky_won", "em_lucky_seven", "em_lottery_drawn", "em_mystery_card", "em_double_paid",
                "em_double_lost", "em_make_money_pass", "em_final_lottery", "em_final_worth", "game_over"):
        assert key in seen, key


def test_a_card_a_rumour_and_the_final_lottery_in_both_languages():
    state = new_game("easymoney", [{"name": "Lan"}, {"name": "Minh"}], 1)
    en_ctx, vi_ctx = contexts(state)[:2]  # en, vi (LANGUAGES order)
    card = {"card": "ws4", "back": "rise", "result": "fall", "odds": 3}
    assert en_ctx.text("event.em_ws_card", card) == "The card turns: “The rumour was a trap” — the market fell, " \
                                                    "paying 3 to 1."
    assert vi_ctx.text("event.em_ws_card", card) == "Lật thẻ: “Tin đồn hóa ra là cái bẫy” — thị trường xuống, " \
                                                    "trả 1 ăn 3."
    final = {"why": "bank", "pot": 2_500_000}
    assert en_ctx.text("event.em_final_lottery", final).startswith("The public pile is empty. The final lottery")
    assert "2.500.000 $" in vi_ctx.text("event.em_final_lottery", final)
    paid = {"payer": 1, "payee": 0, "amount": 800_000, "points": 8}
    assert en_ctx.text("event.em_greed_paid", paid) == "Lan stops at 8 points: Minh pays $800,000."
    assert en_ctx.square(8) == "幸運擲骰 Lucky Dice" and vi_ctx.square(8) == "幸運擲骰 Xúc xắc may mắn"


@pytest.mark.parametrize("players,seed,options", [(4, 3, {}), (3, 4, {"turn_limit": 4})])
def test_every_button_label_along_an_easymoney_game_reads_as_words(players, seed, options):
    state = new_game("easymoney", [{"name": f"Bot {i + 1}", "bot": True} for i in range(players)], seed, options)

    def in_its_own_words(ctx, text):
        if ctx.tr.lang == "en":
            assert not any(word in text for word in MONOPOLY_WORDS), f"Monopoly's words: {text!r}"

    kinds = every_button_label(state, contexts(state), in_its_own_words)
    assert {"action.em_roll", "action.em_double", "action.em_double_two", "action.em_take", "action.em_greed_pick",
            "action.em_greed_roll", "action.em_greed_stop", "action.em_rise", "action.em_fall_two",
            "action.em_luck", "action.em_luck_two", "action.em_pass"} <= kinds
