"""A board of one's own (docs/boards.md): a Monopoly or 如何做個大富翁 board with its squares renamed,
its groups' colours, its prices, its currency and its starting money changed. Every square keeps its
role: the 40 squares, their kinds, groups and corners stay as the game defines them, and so do the
cards' effects (their texts may be renamed).

A board file holds only what differs from the game's own board::

    {"format": "tycoon-table-board", "version": 1, "base": "monopoly", "title": "Phố cổ Hà Nội",
     "currency": "₫", "start_cash": 1500,
     "squares": [{"index": 1, "name": {"vi": "Hàng Bạc", "en": "Silver Street"}, "price": 60,
                  "rents": [2, 10, 30, 90, 160, 250], "house_cost": 50}],
     "groups": {"brown": "#8b4a1c"}, "cards": {"advance_go": "Về ô Khởi hành"}}

A text is one string for every language, or one per language code. `read` checks a file as
strictly as a save is checked (size, UTF-8, JSON, depth, repeated keys: core/save_check.py), then
`check` every field's shape and every rule, and returns the board in its one normal form (squares
sorted by index, nothing empty): what the editor saves, a file imports and a save records is that
form, and `check(check(x)) == check(x)`. Every problem is reported with the field it is about, so
the editor can show each next to its field; the first one is the error's own code.
"""

import json
from itertools import pairwise

from .names import clean_name, clusters
from .save_check import SaveError, parse

FORMAT = "tycoon-table-board"
VERSION = 1
BASES = ("monopoly", "taiwan")
LANGS = ("en", "vi", "th", "zh-Hant")  # the page's languages (ui/i18n.py LANGUAGES)
MAX_BYTES = 256 * 1024
MAX_KB = MAX_BYTES // 1024  # what the page says the limit is
NAME_LETTERS = 32
CURRENCY_LETTERS = 4
MAX_MONEY = 100_000_000  # a price, a rent, a house, the starting money
MAX_PERCENT = 1_000_000  # the price factor: up to × 10,000 (dollars to đồng)
RENTS = {"street": 6, "railroad": 4}  # rents on a street: unimproved, 1–4 houses, hotel; railroads: 1–4 owned
FIELDS = ("format", "version", "base", "title", "currency", "start_cash", "amounts_percent", "squares", "groups",
          "cards")
SQUARE_FIELDS = ("index", "name", "price", "rents", "house_cost")


class BoardError(SaveError):
    """A board file that cannot be used: ``code`` and ``params`` of its first problem, and
    ``problems``: every one found, each (field, code, params)."""

    def __init__(self, problems: list):
        field, code, params = problems[0]
        super().__init__(code, field=field, **params)
        self.problems = problems


def read(data) -> dict:
    """A board file's bytes or text -> its board in normal form, or BoardError / SaveError."""
    if len(data) > MAX_BYTES:
        raise SaveError("too_big", size=len(data), limit=MAX_BYTES)
    return check(parse(data))


def check(board, base_squares: list | None = None, base_cards: tuple = ()) -> dict:
    """The board in normal form, or BoardError with every problem found. The game's own squares
    and card ids come from the game named in ``base`` (`base_data`) unless given."""
    problems: list = []
    if not isinstance(board, dict):
        raise BoardError([("", "not_object", {})])
    for name in board:
        if name not in FIELDS:
            problems.append((name, "unknown_field", {"name": str(name)[:40]}))
    if board.get("format") != FORMAT:
        problems.append(("format", "wrong_format", {}))
    if type(board.get("version")) is not int or board.get("version") != VERSION:
        problems.append(("version", "wrong_version", {"version": str(board.get("version"))[:20]}))
    base = board.get("base")
    if base not in BASES:
        problems.append(("base", "unknown_base", {"base": str(base)[:40]}))
        raise BoardError(problems)
    if base_squares is None:
        base_squares, base_cards = base_data(base)
    found = {"format": FORMAT, "version": VERSION, "base": base}
    if "title" in board:
        found["title"] = _text(board["title"], "title", NAME_LETTERS, problems)
    if "currency" in board:
        found["currency"] = _currency(board["currency"], problems)
    if "start_cash" in board:
        found["start_cash"] = _money(board["start_cash"], "start_cash", problems)
    if "amounts_percent" in board:
        value = board["amounts_percent"]
        if type(value) is not int or not 1 <= value <= MAX_PERCENT:
            problems.append(("amounts_percent", "bad_amount", {"max": MAX_PERCENT}))
        elif value != 100:
            found["amounts_percent"] = value
    squares = _squares(board.get("squares", []), base_squares, problems)
    if squares:
        found["squares"] = squares
    groups = _groups(board.get("groups", {}), base_squares, problems)
    if groups:
        found["groups"] = groups
    cards = _cards(board.get("cards", {}), base_cards, problems)
    if cards:
        found["cards"] = cards
    if problems:
        raise BoardError(problems)
    _same_house_cost(found, base_squares, problems)
    if problems:
        raise BoardError(problems)
    return {k: v for k, v in found.items() if v is not None}


def text(board: dict) -> str:
    """A checked board as the game's option "board" holds it: its canonical JSON (sorted keys, no
    spaces), so one board is one text whoever wrote it."""
    return json.dumps(board, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def from_text(found: str, base: str) -> dict:
    """The board an option "board" holds, for the game `base`; ValueError (in words) when it is not
    a board of that game in its normal form (`text`): what setup may pass, a save may hold."""
    if not isinstance(found, str) or len(found.encode("utf-8")) > MAX_BYTES:
        raise ValueError("board: not a board file's text")
    try:
        board = check(parse(found))
    except SaveError as error:
        raise ValueError(f"board: {error}") from None
    if board["base"] != base:
        raise ValueError(f"board: a board of {board['base']}, not of {base}")
    if text(board) != found:
        raise ValueError("board: not in its normal form (own_board.text)")
    return board


def start_cash_of(base: str) -> int:
    """The game's own starting money."""
    if base == "taiwan":
        from ..variants.taiwan import board
    else:
        from ..variants.monopoly import board
    return board.START_CASH


def base_data(base: str) -> tuple:
    """(the game's own squares, its card ids)."""
    if base == "taiwan":
        from ..variants.taiwan import board, cards
    else:
        from ..variants.monopoly import board, cards
    return board.SQUARES, tuple(sorted(cards.CARDS))


def same_houses(base_squares: list, index: int) -> list:
    """The squares whose houses cost what this street's do: its colour group's streets (the rules
    build evenly across a group; the editor sets their house cost at once)."""
    group = base_squares[index].get("group")
    return [sq["index"] for sq in base_squares if sq["kind"] == "street" and sq.get("group") == group]


def currency_of(options: dict | None):
    """The money sign of the board a game's options hold, or None (the game's own money)."""
    found = (options or {}).get("board")
    return json.loads(found).get("currency") if found else None


def deck_of(base: str, card_id: str) -> str:
    """The deck a card of the game is in (the editor lists the cards deck by deck)."""
    if base == "taiwan":
        from ..variants.taiwan import cards
    else:
        from ..variants.monopoly import cards
    return cards.DECK_OF.get(card_id, "")


def squares_of(board: dict, base_squares: list) -> list:
    """The game's squares with the board's prices, rents and house costs (each a new dict; a
    deed's mortgage is half its price, as on the game's own board, and 如何做個大富翁's interest a
    tenth of it) and its names (``label``: one text or one per language; a renamed square no
    longer shows the printed board's Chinese name)."""
    mine = {sq["index"]: sq for sq in board.get("squares", [])}
    out = []
    for square in base_squares:
        square = dict(square, **{k: v for k, v in mine.get(square["index"], {}).items()
                                 if k in ("price", "rents", "house_cost")})
        if "rents" in square:
            square["rents"] = list(square["rents"])
        if "mortgage" in square:
            square["mortgage"] = square["price"] // 2
        if "interest" in square:
            square["interest"] = -(-square["mortgage"] // 100) * 10  # taiwan/board.py interest()
        if "name" in mine.get(square["index"], {}):
            square["label"] = mine[square["index"]]["name"]
            square.pop("zh", None)
        out.append(square)
    return out


def scaled(board: dict, percent: int, base_squares: list) -> dict:
    """The board with every price, rent and house cost, and the game's fixed amounts (salary,
    taxes, fines, the cards' amounts: `amounts_percent`), at `percent` % of the game's own (whole
    amounts, at least 1; the editor's price factor); so is the starting money, unless the board
    sets its own. Names and the rest stay."""
    if type(percent) is not int or not 1 <= percent <= MAX_PERCENT:
        raise ValueError(f"percent: a whole number from 1 to {MAX_PERCENT}")
    names = {sq["index"]: sq["name"] for sq in board.get("squares", []) if "name" in sq}
    board = dict(board, amounts_percent=percent)
    if "start_cash" not in board and board.get("base") in BASES:  # a starting money typed stays
        board["start_cash"] = _times(start_cash_of(board["base"]), percent)
    squares = []
    for square in base_squares:
        entry = {"index": square["index"]}
        if square["index"] in names:
            entry["name"] = names[square["index"]]
        if square["kind"] in ("street", "railroad", "utility"):
            entry["price"] = _times(square["price"], percent)
        if square["kind"] in RENTS:
            entry["rents"] = [_times(rent, percent) for rent in square["rents"]]
        if square["kind"] == "street":
            entry["house_cost"] = _times(square["house_cost"], percent)
        if len(entry) > 1:
            squares.append(entry)
    return dict(board, squares=squares)


def _times(amount: int, percent: int) -> int:
    return max(1, min(MAX_MONEY, (amount * percent + 50) // 100))


def _text(value, field: str, letters: int, problems: list):
    """A name: one string, or one per language; each clean (core/names.py) and 1–`letters` letters."""
    if isinstance(value, str):
        return _one_text(value, field, letters, problems)
    if not isinstance(value, dict) or not value:
        problems.append((field, "bad_text", {}))
        return None
    found = {}
    for lang in sorted(value):
        if lang not in LANGS:
            problems.append((field, "unknown_language", {"lang": str(lang)[:20]}))
            continue
        text = _one_text(value[lang], f"{field}.{lang}", letters, problems)
        if text is not None:
            found[lang] = text
    return found or None


def _one_text(value, field: str, letters: int, problems: list):
    if not isinstance(value, str):
        problems.append((field, "bad_text", {}))
        return None
    count = len(clusters(value))
    if not 1 <= count <= letters or not value.strip():
        problems.append((field, "name_length", {"letters": letters}))
        return None
    if clean_name(value, letters) != value:
        problems.append((field, "name_characters", {}))
        return None
    return value


def _currency(value, problems: list):
    text = _one_text(value, "currency", CURRENCY_LETTERS, problems)
    if text is not None and any(ch.isdigit() for ch in text):
        problems.append(("currency", "currency_digits", {}))
        return None
    return text


def _money(value, field: str, problems: list):
    if type(value) is not int or not 1 <= value <= MAX_MONEY:
        problems.append((field, "bad_amount", {"max": MAX_MONEY}))
        return None
    return value


def _squares(value, base_squares: list, problems: list) -> list:
    if not isinstance(value, list) or len(value) > len(base_squares):
        problems.append(("squares", "bad_squares", {"count": len(base_squares)}))
        return []
    found, seen = [], set()
    for position, square in enumerate(value):
        where = f"squares.{position}"
        if not isinstance(square, dict) or type(square.get("index")) is not int \
                or not 0 <= square["index"] < len(base_squares):
            problems.append((where, "bad_square", {"count": len(base_squares)}))
            continue
        index = square["index"]
        where = f"squares.{index}"
        if index in seen:
            problems.append((where, "square_twice", {"index": index}))
            continue
        seen.add(index)
        entry = _square(square, base_squares[index], where, problems)
        if len(entry) > 1:
            found.append(entry)
    return sorted(found, key=lambda sq: sq["index"])


def _square(square: dict, base: dict, where: str, problems: list) -> dict:
    """One square's changes: its name on any square; a price on a deed; rents on a street or a
    railroad (non-decreasing with houses or railroads owned); a house cost on a street."""
    entry = {"index": square["index"]}
    for name in square:
        if name not in SQUARE_FIELDS:
            problems.append((f"{where}.{name}", "unknown_field", {"name": str(name)[:40]}))
    kind = base["kind"]
    if "name" in square:
        entry["name"] = _text(square["name"], f"{where}.name", NAME_LETTERS, problems)
    for field, allowed in (("price", kind in ("street", "railroad", "utility")), ("rents", kind in RENTS),
                           ("house_cost", kind == "street")):
        if field in square and not allowed:
            problems.append((f"{where}.{field}", "not_on_this_square", {"kind": kind}))
    if "price" in square and kind in ("street", "railroad", "utility"):
        entry["price"] = _money(square["price"], f"{where}.price", problems)
    if "house_cost" in square and kind == "street":
        entry["house_cost"] = _money(square["house_cost"], f"{where}.house_cost", problems)
    if "rents" in square and kind in RENTS:
        entry["rents"] = _rents(square["rents"], RENTS[kind], f"{where}.rents", problems)
    return {k: v for k, v in entry.items() if v is not None}


def _rents(value, count: int, field: str, problems: list):
    if not isinstance(value, list) or len(value) != count:
        problems.append((field, "rents_count", {"count": count}))
        return None
    amounts = [_money(rent, f"{field}.{i}", problems) for i, rent in enumerate(value)]
    if None in amounts:
        return None
    if any(later < earlier for earlier, later in pairwise(amounts)):
        problems.append((field, "rents_go_down", {}))
        return None
    return amounts


def colour_groups(base_squares: list) -> list:
    """The groups whose colour a board may set (the streets' colour groups), in board order."""
    return list(dict.fromkeys(sq["group"] for sq in base_squares if sq["kind"] == "street"))


def _groups(value, base_squares: list, problems: list) -> dict:
    streets = set(colour_groups(base_squares))
    if not isinstance(value, dict):
        problems.append(("groups", "bad_groups", {}))
        return {}
    found = {}
    for group in sorted(value):
        colour = value[group]
        if group not in streets:
            problems.append((f"groups.{group}"[:60], "unknown_group", {"group": str(group)[:40]}))
        elif not (isinstance(colour, str) and len(colour) == 7 and colour[0] == "#"
                  and all(ch in "0123456789abcdefABCDEF" for ch in colour[1:])):
            problems.append((f"groups.{group}", "bad_colour", {}))
        else:
            found[group] = colour.lower()
    return found


def _cards(value, base_cards: tuple, problems: list) -> dict:
    if not isinstance(value, dict):
        problems.append(("cards", "bad_cards", {}))
        return {}
    found = {}
    for card in sorted(value):
        if card not in base_cards:
            problems.append((f"cards.{card}"[:60], "unknown_card", {"card": str(card)[:40]}))
            continue
        text = _text(value[card], f"cards.{card}", 120, problems)
        if text is not None:
            found[card] = text
    return found


def _same_house_cost(board: dict, base_squares: list, problems: list) -> None:
    """Houses cost the same on every street of a group (the rules build evenly across a group)."""
    costs: dict = {}
    for square in squares_of(board, base_squares):
        if square["kind"] == "street":
            costs.setdefault(square["group"], set()).add(square["house_cost"])
    for group, found in sorted(costs.items()):
        if len(found) > 1:
            problems.append((f"groups.{group}", "house_cost_differs", {"group": group}))
