"""Writes the corpus of hostile and broken board files (reject/) with expected.json naming the
refusal each must get (its code, and the field it is about), and of good ones (accept/).

    python3 tests/data/boards/make_corpus.py

Deterministic. Run it again after a change of the board format (py/tycoon/core/own_board.py)."""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
EVIL = "<img src=x onerror=alert(1)>"


def board(**changes) -> dict:
    found = {"format": "tycoon-table-board", "version": 1, "base": "monopoly", "title": "Phố cổ",
             "currency": "₫", "start_cash": 15000,
             "squares": [{"index": 1, "name": {"vi": "Hàng Bạc", "en": "Silver Street"}, "price": 600,
                          "rents": [20, 100, 300, 900, 1600, 2500], "house_cost": 500},
                         {"index": 3, "name": "Hàng Đào", "house_cost": 500}],
             "groups": {"brown": "#8B4A1C"}, "cards": {"advance_go": {"vi": "Về ô Khởi hành"}}}
    for key, value in changes.items():
        if value is None:
            found.pop(key, None)
        else:
            found[key] = value
    return found


def square(**fields) -> list:
    return [dict({"index": 1}, **fields)]


REJECT = {
    "not_json": ("{\"format\": ", "truncated", ""),
    "not_object": ("[1, 2, 3]", "not_object", ""),
    "repeated_key": ('{"format": "tycoon-table-board", "format": "x", "version": 1, "base": "monopoly"}',
                     "duplicate_key", ""),
    "deep": ("[" * 200 + "]" * 200, "too_deep", ""),
    "too_big": ('{"title": "' + "x" * 300_000 + '"}', "too_big", ""),
    "a_save_not_a_board": (board(format="tycoon-table-save"), "wrong_format", "format"),
    "future_version": (board(version=2), "wrong_version", "version"),
    "version_true": (board(version=True), "wrong_version", "version"),
    "unknown_base": (board(base="rich"), "unknown_base", "base"),
    "unknown_field": (dict(board(), script=EVIL), "unknown_field", "script"),
    "title_empty": (board(title=""), "name_length", "title"),
    "title_long": (board(title="x" * 33), "name_length", "title"),
    "title_bidi": (board(title="abc\u202edef"), "name_characters", "title"),
    "title_number": (board(title=5), "bad_text", "title"),
    "name_unknown_language": (board(squares=square(name={"fr": "Rue"})), "unknown_language", "squares.1.name"),
    "currency_digits": (board(currency="1$"), "currency_digits", "currency"),
    "currency_long": (board(currency="Dollars"), "name_length", "currency"),
    "start_cash_zero": (board(start_cash=0), "bad_amount", "start_cash"),
    "start_cash_float": (board(start_cash=1500.5), "bad_amount", "start_cash"),
    "start_cash_huge": (board(start_cash=10**12), "bad_amount", "start_cash"),
    "amounts_percent_zero": (board(amounts_percent=0), "bad_amount", "amounts_percent"),
    "price_negative": (board(squares=square(price=-60)), "bad_amount", "squares.1.price"),
    "price_text": (board(squares=square(price="60")), "bad_amount", "squares.1.price"),
    "price_on_chance": (board(squares=[{"index": 7, "price": 100}]), "not_on_this_square", "squares.7.price"),
    "house_on_railroad": (board(squares=[{"index": 5, "house_cost": 100}]), "not_on_this_square",
                          "squares.5.house_cost"),
    "rents_go_down": (board(squares=square(rents=[2, 10, 30, 20, 160, 250])), "rents_go_down", "squares.1.rents"),
    "rents_too_few": (board(squares=square(rents=[2, 10, 30])), "rents_count", "squares.1.rents"),
    "square_41": (board(squares=[{"index": 40, "name": "Beyond"}]), "bad_square", "squares.0"),
    "square_twice": (board(squares=[{"index": 1, "name": "A"}, {"index": 1, "name": "B"}]), "square_twice",
                     "squares.1"),
    "square_field": (board(squares=square(kind="chance")), "unknown_field", "squares.1.kind"),
    "too_many_squares": (board(squares=[{"index": i % 40} for i in range(41)]), "bad_squares", "squares"),
    "house_cost_differs": (board(squares=square(house_cost=70)), "house_cost_differs", "groups.brown"),
    "colour_name": (board(groups={"brown": "brown"}), "bad_colour", "groups.brown"),
    "colour_script": (board(groups={"brown": "red;}" + EVIL}), "bad_colour", "groups.brown"),
    "unknown_group": (board(groups={"purple": "#800080"}), "unknown_group", "groups.purple"),
    "unknown_card": (board(cards={"win_the_game": "You win"}), "unknown_card", "cards.win_the_game"),
}

ACCEPT = {
    "plain": board(),
    "names_only": {"format": "tycoon-table-board", "version": 1, "base": "taiwan",
                   "squares": [{"index": 1, "name": "中正路"}, {"index": 39, "name": {"th": "ถนนสุขุมวิท"}}]},
    "emoji_title": board(title="Lớp 5A 🏙️", currency="฿"),
}


def main() -> None:
    for folder in ("reject", "accept"):
        (HERE / folder).mkdir(exist_ok=True)
        for old in (HERE / folder).glob("*.json"):
            old.unlink()
    expected = {}
    for name, (content, code, field) in REJECT.items():
        text = content if isinstance(content, str) else json.dumps(content, ensure_ascii=False, indent=1)
        (HERE / "reject" / f"{name}.json").write_text(text, encoding="utf-8")
        expected[name] = {"code": code, "field": field}
    (HERE / "expected.json").write_text(json.dumps(expected, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    for name, content in ACCEPT.items():
        (HERE / "accept" / f"{name}.json").write_text(json.dumps(content, ensure_ascii=False, indent=1) + "\n",
                                                     encoding="utf-8")


if __name__ == "__main__":
    main()
