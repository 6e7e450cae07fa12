"""The 機會 (Chance) and 命運 (Fate) cards of 如何做個大富翁 as data (rules/taiwan.md "Chance and Fate"):
15 + 15, the four the seed names, a 拘票 and an 出獄許可證 in each deck, only effects the engine knows,
and an English and a Vietnamese text for every card and every square."""

import re

from tycoon.variants.taiwan import board, cards
from tycoon.variants.taiwan.texts import names_en, names_vi

EFFECTS = {"advance", "collect", "pay", "go_to_jail", "jail_free", "collect_each", "pay_each", "repairs"}
MONEY_EFFECTS = {"collect", "pay", "collect_each", "pay_each"}
DECK_SQUARES = {"chance": [sq["index"] for sq in board.SQUARES if sq["kind"] == "chance"],
                "fate": [sq["index"] for sq in board.SQUARES if sq["kind"] == "fate"]}
ALL_CARDS = cards.CHANCE_CARDS + cards.FATE_CARDS


def zh_numbers(text: str) -> list[int]:
    """The amounts a card prints in Chinese numerals before 分 ('一千五百分' -> 1500)."""
    digits = {c: i for i, c in enumerate("零一二三四五六七八九")}
    units = {"十": 10, "百": 100, "千": 1000}
    amounts = []
    for run in re.findall(r"([零一二三四五六七八九十百千]+)分", text):
        total, digit = 0, 0
        for char in run:
            if char in digits:
                digit = digits[char]
            else:
                total += (digit or 1) * units[char]
                digit = 0
        amounts.append(total + digit)
    return amounts


def test_fifteen_cards_in_each_deck_with_unique_tw_ids():
    assert len(cards.CHANCE_CARDS) == 15 and len(cards.FATE_CARDS) == 15
    ids = [card[0] for card in ALL_CARDS]
    assert len(set(ids)) == 30 and all(i.startswith("tw_") for i in ids)
    assert set(cards.DECKS) == {"chance", "fate"} and len(cards.CARDS) == 30
    assert all(cards.DECK_OF[c[0]] == "chance" for c in cards.CHANCE_CARDS)
    assert all(cards.DECK_OF[c[0]] == "fate" for c in cards.FATE_CARDS)


def test_the_four_cards_the_seed_names_are_in_the_right_decks():
    titles = {deck: {card[3].split("　")[0]: card for card in deck_cards} for deck, deck_cards in cards.DECKS.items()}
    assert titles["chance"]["擊落共匪米格機"][1:3] == ("collect", 2000)
    assert titles["chance"]["經營小本生意"][1] == "collect"
    assert titles["fate"]["中愛國獎券五獎"][1] == "collect"
    assert titles["fate"]["當棉被一條"][1] == "collect"


def test_one_arrest_warrant_and_one_release_permit_per_deck():
    for deck in cards.DECKS.values():
        jail = [card for card in deck if card[1] == "go_to_jail"]
        free = [card for card in deck if card[1] == "jail_free"]
        assert len(jail) == 1 and jail[0][2] == 0 and jail[0][3].startswith("拘票　")
        assert len(free) == 1 and free[0][2] == 0 and free[0][3].startswith("出獄許可證　")


def test_only_effects_the_engine_implements_with_well_formed_arguments():
    for card_id, effect, arg, zh in ALL_CARDS:
        assert effect in EFFECTS, card_id
        assert isinstance(zh, str) and "　" in zh, card_id
        if effect == "advance":
            assert isinstance(arg, int) and 0 <= arg < len(board.SQUARES) == 40, card_id
        elif effect == "repairs":
            assert len(arg) == 2 and all(isinstance(a, int) and a > 0 and a % 10 == 0 for a in arg), card_id
        elif effect in MONEY_EFFECTS:
            assert isinstance(arg, int) and arg > 0 and arg % 10 == 0, card_id
        else:
            assert arg == 0, card_id


def test_the_printed_chinese_says_what_the_card_does():
    for deck, deck_cards in cards.DECKS.items():
        for card_id, effect, arg, zh in deck_cards:
            if effect in MONEY_EFFECTS:
                assert arg in zh_numbers(zh), card_id
            elif effect == "repairs":
                assert set(arg) <= set(zh_numbers(zh)), card_id
            elif effect == "advance":
                assert board.SQUARES[arg]["zh"] in zh, card_id
                passes_start = arg == 0 or any(square > arg for square in DECK_SQUARES[deck])
                assert ("二千分" in zh) == passes_start, card_id


def test_each_deck_pays_out_a_little_more_than_it_takes():
    for deck in cards.DECKS.values():
        gain = sum(arg for _, effect, arg, _ in deck if effect == "collect")
        gain += sum(board.SALARY for _, effect, arg, _ in deck if effect == "advance" and arg == 0)
        loss = sum(arg for _, effect, arg, _ in deck if effect == "pay")
        assert 0 < gain - loss <= 6000


def test_every_card_and_deck_has_english_and_vietnamese_text():
    for messages in (names_en.MESSAGES, names_vi.MESSAGES):
        for card in ALL_CARDS:
            text = messages[f"card.{card[0]}"]
            named = set(re.findall(r"{(\w+)}", text))  # what the card names on the board played (docs/boards.md)
            assert text and named <= {"amount", "salary", "square", "house_cost", "hotel_cost"}, card[0]
            assert not re.search(r"[\u4e00-\u9fff]", text), card[0]
        assert messages["deck.taiwan.chance"] and messages["deck.taiwan.fate"]
    assert names_en.MESSAGES["deck.taiwan.chance"] == "Chance" and names_en.MESSAGES["deck.taiwan.fate"] == "Fate"


def test_every_square_has_english_and_vietnamese_names_and_nothing_else():
    keys = {sq["key"] for sq in board.SQUARES}
    for messages in (names_en.MESSAGES, names_vi.MESSAGES):
        squares = {k.removeprefix("square.taiwan."): v for k, v in messages.items() if k.startswith("square.")}
        assert set(squares) == keys and all(squares.values())
        assert set(messages) == ({f"square.taiwan.{k}" for k in keys} | {f"card.{c[0]}" for c in ALL_CARDS}
                                 | {"deck.taiwan.chance", "deck.taiwan.fate"})
