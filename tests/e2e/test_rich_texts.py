"""ริช รวยพลิกล็อค (Rich) in words: every event of Rich bot games (2 to 6 players, with and without
`turn_limit`) and every button label offered along a game renders in English and Vietnamese — no
raw keys, no {placeholders}, seats shown as names, money in the game's own unit (its UI hooks'
money_key, when it has one), text params (a job, a cover, a card, a guess, a Flip-Lock's context,
a receipt or payment, why the count began, a luck choice) looked up as "<param>.rich.<value>".
CPython only."""

from __future__ import annotations

import pytest
import test_texts
from test_texts import assert_translated, events_in_words, every_button_label
from tycoon.core import find_variant, new_game
from tycoon.sim import play_bot_game
from tycoon.variants.rich.texts import en, vi
from ui.format import Context, kind_of, set_unit
from ui.i18n import LANGUAGES, Translator, set_variant
from ui.variants import hooks_for

GAMES = [(2, 1, {}), (3, 2, {}), (4, 3, {}), (5, 4, {}), (6, 5, {}), (4, 6, {"turn_limit": 4}),
         (3, 7, {"turn_limit": 8})]
PLAIN = {"total", "steps", "count", "times", "number", "notes", "finish", "dice", "last", "start", "left",
         "move"}  # counts, faces, a square index the texts do not show, the stock's direction
TEXT = {"job", "cover", "card", "guess", "context", "kind", "why", "choice"}  # "<param>.rich.<value>"
OTHER_GAMES_WORDS = ("GO", "Jail", "doubles", "Wall Street")


@pytest.fixture(autouse=True)
def rich_wording(monkeypatch):
    set_variant("rich")
    set_unit(getattr(hooks_for("rich"), "money_key", ""))  # as the game screen does
    monkeypatch.setattr(test_texts, "check_params", check_params)  # the buttons' params, as this game names them
    yield
    set_variant("")
    set_unit("")


def contexts(state):
    board = find_variant("rich").board
    return [Context(Translator(lang), "rich", [p["name"] for p in state.players], board) for lang in LANGUAGES]


def check_params(key: str, params: dict, ctx: Context) -> None:
    if key == "story":  # the end's story: its params are the chart's data (ui/chart.py), not words of the line
        return
    for name, value in params.items():
        if name == "named":  # the profession named before the roll
            assert ctx.tr.has(f"job.rich.{value}"), (key, value)
        elif name == "why" and key != "rich_count":
            continue  # a receipt's or payment's cause (square, stock, salary …): the texts do not show it
        elif name in TEXT and isinstance(value, str):
            assert ctx.tr.has(f"{name}.rich.{value}"), (key, name, value)
        elif name == "phase":
            assert ctx.tr.has(f"phase.{value}") or ctx.tr.has(f"phase.{value}@rich"), (key, value)
        elif name not in PLAIN and name not in TEXT:
            assert kind_of(name) != "plain", f"{key}: param {name!r} has no known kind (seat? money? square?)"


def test_vietnamese_has_every_english_text_with_the_same_params():
    assert_translated(en.MESSAGES, vi.MESSAGES)


def test_square_names_keep_the_thai_first():
    for key, text in en.MESSAGES.items():
        if key.startswith("square.rich."):
            thai = text.split(" ")[0]
            assert vi.MESSAGES[key].startswith(thai + " ") and any("\u0e00" <= c <= "\u0e7f" for c in thai), key
    assert vi.MESSAGES["square.rich.payday"] == "ผ่านรับเงินเดือน Ngày lĩnh lương"  # the original's words (docs/glossary/rich.md)


@pytest.mark.parametrize("players,seed,options", GAMES)
def test_every_event_of_a_rich_bot_game_reads_as_words(players, seed, options):
    state = play_bot_game("rich", players, seed, options)
    for ctx, key, params, text, fields in events_in_words(state, contexts(state), check_params, OTHER_GAMES_WORDS):
        for name, value in params.items():
            if name in fields and name in TEXT and isinstance(value, str):
                assert ctx.tr(f"{name}.rich.{value}") in text, (key, name, text)


def test_the_squares_cards_and_the_count_appear_in_these_games():
    seen = set()
    for players, seed, options in GAMES:
        seen |= {key for key, *_rest in play_bot_game("rich", players, seed, options).log}
    for key in ("rich_setup", "rich_job", "rich_order_roll", "rich_salary", "rich_bought_insurance", "rich_fliplock",
                "rich_flip_right", "rich_flip_wrong", "rich_window", "rich_double_own", "rich_collected",
                "rich_blue_roll", "rich_gift_paid", "rich_ticket", "rich_stock", "rich_luck_choice",
                "rich_move_back_next", "rich_finished", "rich_number", "rich_fee", "rich_count", "rich_tycoon"):
        assert key in seen, key


def test_a_payday_a_flip_and_a_card_in_both_languages():
    state = new_game("rich", [{"name": "Lan"}, {"name": "Minh"}], 1)
    by_lang = {ctx.tr.lang: ctx for ctx in contexts(state)}
    en_ctx, vi_ctx = by_lang["en"], by_lang["vi"]
    flip = {"player": 0, "guess": "higher", "card": 7, "last": 4}
    assert en_ctx.text("event.rich_flip_right", flip) == "Lan says higher than 4: 7. Right!"
    assert vi_ctx.text("event.rich_flip_right", flip) == "Lan đoán lớn hơn 4: ra 7. Đúng rồi!"
    played = {"player": 1, "other_player": 0}
    assert vi_ctx.text("event.rich_pay_played", played) == "Minh dùng thẻ Trả giúp: Lan trả một nửa."
    assert en_ctx.square(1) == "ผ่านรับเงินเดือน Payday" and vi_ctx.square(1) == "ผ่านรับเงินเดือน Ngày lĩnh lương"
    assert vi_ctx.text("event.rich_count", {"why": "finished"}) == "Kiểm tiền: Mọi người đều đã về đích."


@pytest.mark.parametrize("players,seed,options", [(4, 3, {}), (3, 4, {"turn_limit": 6})])
def test_every_button_label_along_a_rich_game_reads_as_words(players, seed, options):
    state = new_game("rich", [{"name": f"Bot {i + 1}", "bot": True} for i in range(players)], seed, options)

    def in_its_own_words(ctx, text):
        if ctx.tr.lang == "en":
            assert not any(word in text for word in OTHER_GAMES_WORDS), f"another game's words: {text!r}"

    kinds = every_button_label(state, contexts(state), in_its_own_words)
    expected = {"action.rich_job", "action.rich_roll", "action.rich_borrow", "action.rich_insure", "action.rich_done",
                "action.rich_guess_higher", "action.rich_guess_lower", "action.rich_pass"}
    assert expected | ({"action.rich_number"} if not options else set()) <= kinds  # a short game: nobody finishes
