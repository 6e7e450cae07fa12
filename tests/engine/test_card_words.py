"""A card's text names its square and its money through the board played (docs/boards.md "Playing
on it"): on the game's own board it reads as printed, on a board of one's own it says that board's
names and the amounts the engine pays. Pure Python (ui.format with the engine's Variant.card_words)."""

from __future__ import annotations

import json
import re

import pytest
from tycoon.core import own_board
from tycoon.core.variant import find_variant, variant_for
from ui.format import Context, set_currency, set_unit
from ui.i18n import LANGUAGES, Translator

NAMED = {"amount", "salary", "square", "house_cost", "hotel_cost"}


def context(game: str, lang: str, options: dict | None = None) -> Context:
    variant = variant_for(game, options or {})
    board = json.loads(options["board"]) if options else {}
    set_unit("ui.taiwan.money" if game == "taiwan" else "")
    return Context(Translator(lang), game, [], variant.board, cards=variant.card_words(),
                   card_names=board.get("cards"), printed_cards=not board)


@pytest.mark.parametrize("game", ["monopoly", "taiwan"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_text_names_only_what_its_card_names(game, lang):
    ctx = context(game, lang)
    for card_id, words in find_variant(game).card_words().items():
        template = ctx.tr.template(f"card.{card_id}")
        named = set(re.findall(r"{(\w+)}", template))
        assert named <= NAMED & set(words), (lang, card_id, named)
        money = {"amount", "house_cost", "hotel_cost"} & set(words)
        assert money <= named, (lang, card_id, "its money is written from the board's")
        assert "{" not in ctx.card(card_id), (lang, card_id)
    set_unit("")


def test_cards_on_the_games_own_board_read_as_printed():
    ctx = context("monopoly", "en")
    assert ctx.card("dividend") == "Bank pays you a dividend of $50."
    assert ctx.card("advance_boardwalk") == "Advance to Boardwalk."
    assert ctx.card("general_repairs") == "Make general repairs on all your property: $25 per house, $100 per hotel."
    assert context("taiwan", "zh-Hant").card("tw_hengyang") == "買布料做新衣　前進至衡陽路"
    set_unit("")


def test_a_card_on_a_board_of_ones_own_says_its_names_and_amounts():
    squares = find_variant("monopoly").board
    board = own_board.scaled({"format": own_board.FORMAT, "version": own_board.VERSION, "base": "monopoly",
                              "currency": "₫", "squares": [{"index": 39, "name": "Hàng Bạc"}],
                              "cards": {"doctor_fee": {"vi": "Khám răng: nộp 500.000 ₫"}}}, 1000, squares)
    options = {"board": own_board.text(own_board.check(board))}
    ctx = context("monopoly", "vi", options)
    set_currency("₫")
    try:
        assert ctx.card("dividend") == "Ngân hàng trả cổ tức cho bạn 500 ₫."
        assert ctx.card("advance_boardwalk") == "Tiến tới Hàng Bạc."
        assert ctx.card("advance_go") == "Tiến tới ô Khởi hành. Nhận 2.000 ₫."
        assert ctx.card("general_repairs") == "Sửa chữa toàn bộ nhà cửa: 250 ₫ mỗi nhà, 1.000 ₫ mỗi khách sạn."
        assert ctx.card("doctor_fee") == "Khám răng: nộp 500.000 ₫"  # the board's own text for it
        assert not ctx.printed_cards
        # the log's line about a card drawn says the same
        assert ctx.text("event.card_drawn", {"player": None, "card": "dividend"}).endswith("cổ tức cho bạn 500 ₫.")
    finally:
        set_currency("")


def test_the_engine_pays_what_the_card_says_on_a_board_of_ones_own():
    squares = find_variant("taiwan").board
    board = own_board.scaled({"format": own_board.FORMAT, "version": own_board.VERSION, "base": "taiwan"}, 250,
                             squares)
    rules = variant_for("taiwan", {"board": own_board.text(own_board.check(board))})
    words = rules.card_words()
    assert words["tw_mig"]["amount"] == 5000 and words["tw_renovation"]["house_cost"] == 625
    assert words["tw_new_year"] == {"salary": 5000, "square": 0}
