"""Turning (message key, params) into words: player names, square names, money per language.

Params follow the engine's naming convention (the part after the last "_" decides):
player/owner/payer/partner/… -> a seat, rendered as that player's name; square -> a square's name;
amount/price/cash/… -> money; players/winners -> a list of seats; a text value v of a param p is
translated as "p.<variant>.v" or "p.v" when such a key exists (group.red, card.dividend).
Pure Python (CPython-testable).
"""

from tycoon.core.names import right_to_left

PLAYER_PARAMS = {"player", "owner", "payer", "creditor", "winner", "seat", "debtor", "buyer",
                 "seller", "bidder", "payee", "receiver", "giver", "partner", "drafter", "leader", "spy", "victim",
                 "watcher"}
SEATS_PARAMS = {"players", "winners", "seats"}
SQUARE_PARAMS = {"square"}
MONEY_PARAMS = {"amount", "price", "cash", "debt", "rent", "fee", "bid", "tax", "cost", "salary",
                "fine", "worth", "payout", "bank_price", "stake", "pot"}
# Per language: the thousands separator, and how dollars are written ({n}: the grouped digits).
# A game that counts in its own unit (Taiwan's points 分, Babylon's ₩, a game in baht ฿) names a
# message instead (set_unit): "{n} 分", "₩{n}", so each language words it in its catalog.
NUMBERS = {
    "en": {"group": ",", "point": ".", "dollars": "${n}"},
    "vi": {"group": ".", "point": ",", "dollars": "{n} $"},
    "th": {"group": ",", "point": ".", "dollars": "${n}"},
    "zh-Hant": {"group": ",", "point": ".", "dollars": "${n}", "wan": ("ui.easymoney.money",)},
}
SEPARATORS = {lang: table["group"] for lang, table in NUMBERS.items()}
WAN = 10_000  # 萬: the units a language counts in 萬 ("wan": Easy Money in Chinese, $100萬, as the seed)
UNIT = [""]  # the message key of the game on screen's money ("{n} points"); "" = dollars
CURRENCY = [""]  # a board of one's own's money sign (docs/boards.md): "₫", "฿"; "" = the game's own


def set_unit(key: str) -> None:
    """The game on screen counts money with this message key (its variant's hooks.money_key)."""
    UNIT[0] = key or ""


def set_currency(sign: str) -> None:
    """The game on screen is on a board of one's own with this money sign ("" for none): every
    amount is written with it where the language writes "$" ($1,500 → ₫1,500; 1.500 $ → 1.500 ₫)."""
    CURRENCY[0] = sign or ""


def _table(lang: str) -> dict:
    """A language's number table; a language without one (the en-XA pseudo-locale) reads English's."""
    return NUMBERS.get(lang) or NUMBERS.get(str(lang).split("-")[0]) or NUMBERS["en"]


def number(value, lang: str = "en") -> str:
    """A whole number with the language's thousands separator (1,500; 1.500); a minus as −."""
    try:
        value = int(value)
    except (TypeError, ValueError):
        return str(value)
    return ("−" if value < 0 else "") + f"{abs(value):,}".replace(",", _table(lang)["group"])


def _sign(unit: str | None, currency: str | None) -> str:
    """The money sign to write: `currency` when given, else the game on screen's board's
    (set_currency) unless a unit was asked for; "" for none."""
    return currency if currency is not None else CURRENCY[0] if unit is None else ""


def money(amount, lang: str = "en", unit: str | None = None, currency: str | None = None) -> str:
    """$1,500 in English, Thai and Chinese; 1.500 $ in Vietnamese; in a game of points, its unit's
    message ("1,500 pts", "1,500 分"): the game on screen's (set_unit), or `unit` when given ("" for
    dollars); on a board of one's own, its money sign: the game on screen's (set_currency) when no
    unit is given, or `currency` when given. Non-numbers come back as text."""
    try:
        value = int(amount)
    except (TypeError, ValueError):
        return str(amount)
    digits = number(abs(value), lang)
    sign = "−" if value < 0 else ""
    currency = _sign(unit, currency)
    if currency:
        return sign + _table(lang)["dollars"].replace("$", currency).replace("{n}", digits)
    key = UNIT[0] if unit is None else unit
    if key:
        from .i18n import Translator  # here: i18n does not import this module, but keep it lazy

        if key not in _table(lang).get("wan", ()):
            return sign + Translator(lang)(key, n=digits)
        if value % WAN == 0 and value:  # counted in 萬: $100萬, as the game prints it
            return sign + Translator(lang)(key, n=number(abs(value) // WAN, lang))
    return sign + _table(lang)["dollars"].replace("{n}", digits)


def average_money(value: float, lang: str = "en", unit: str | None = None, currency: str | None = None) -> str:
    """An average amount, in the game's money as money() writes it, to the places that matter: two
    below 10 ($0.24), one below 100 ($36.8), none above ($372)."""
    if value >= 100:
        return money(int(value + 0.5), lang, unit, currency)
    digits = decimal(value, lang, 2 if value < 10 else 1)
    currency = _sign(unit, currency)
    if currency:
        return _table(lang)["dollars"].replace("$", currency).replace("{n}", digits)
    key = UNIT[0] if unit is None else unit
    if key:
        from .i18n import Translator

        return Translator(lang)(key, n=digits)
    return _table(lang)["dollars"].replace("{n}", digits)


def decimal(value, lang: str = "en", places: int = 1) -> str:
    """A fraction to `places` decimals, half up, with the language's decimal point (2.3; 2,3)."""
    scale = 10 ** places
    whole = int(value * scale * 2 + 1) // 2 if value >= 0 else -(int(-value * scale * 2 + 1) // 2)
    digits = f"{abs(whole) // scale}{_table(lang)['point']}{abs(whole) % scale:0{places}d}"
    return ("−" if whole < 0 else "") + digits


def kind_of(name: str) -> str:
    """Which kind of value a param holds, from its name ('new_owner' -> 'player')."""
    tail = name.rsplit("_", 1)[-1]
    for kind, names in (("player", PLAYER_PARAMS), ("seats", SEATS_PARAMS),
                        ("square", SQUARE_PARAMS), ("money", MONEY_PARAMS)):
        if name in names or tail in names:
            return kind
    return "plain"


FSI, PDI = "\u2068", "\u2069"


def isolated(name: str) -> str:
    """A name as it goes into a sentence: a right-to-left one (Hebrew, Arabic) between the
    isolates FSI and PDI, so it cannot reverse the words and numbers around it ("שרה pays $50"
    stays in that order). Elements that hold a name alone also get dir="auto"."""
    return f"{FSI}{name}{PDI}" if right_to_left(name) else name


class Context:
    """What is needed to put a game's params into words: names, board, translator."""

    def __init__(self, tr, variant: str = "", names: list | None = None, board: list | None = None,
                 cards: dict | None = None, card_names: dict | None = None, printed_cards: bool = True):
        self.tr = tr
        self.variant = variant
        self.names = list(names or [])
        self.board = list(board or [])
        self.cards = cards  # card id -> what its text names (Variant.card_words); None: the game's own
        self.card_names = card_names or {}  # card id -> a board of one's own's text for it
        # The cards as printed (Taiwan's Chinese texts) say the game's own amounts and names: they
        # are shown on the game's own board only.
        self.printed_cards = printed_cards

    def name(self, seat) -> str:
        if isinstance(seat, int) and 0 <= seat < len(self.names):
            return isolated(str(self.names[seat]))
        return self.tr("ui.bank") if seat is None else str(seat)

    def square(self, index, printed: bool = True) -> str:
        """A square's name; a board printed in another script ("zh") shows that name first, its
        translation after ("衡陽路 (Hengyang Road)"), unless `printed` is False (in a card's text)."""
        if isinstance(index, int) and 0 <= index < len(self.board):
            label = self.board[index].get("label")  # a board of one's own's name (docs/boards.md)
            if label:
                return self.own_text(label)
            name = self.tr(f"square.{self.variant}.{self.board[index].get('key', index)}")
            printed = printed and self.board[index].get("zh")
            if not printed or name == printed:  # in Chinese the name is the printed one: say it once
                return name
            return self.tr("ui.square.printed", printed=printed, name=name)
        return str(index)

    def own_text(self, text) -> str:
        """A board of one's own's text: one for every language, or this language's (else the first)."""
        return text if isinstance(text, str) else text.get(self.tr.lang) or next(iter(text.values()), "")

    def card_words(self) -> dict:
        """What each card names (given, else the game's own board's: Variant.card_words)."""
        if self.cards is None:
            from tycoon.core.variant import find_variant  # here: only a game with cards needs it

            try:
                found = find_variant(self.variant).card_words if self.variant else None
            except KeyError:
                found = None
            self.cards = found() if found else {}
        return self.cards

    def card(self, card_id) -> str:
        """A card's text: a board of one's own's, else the catalog's written with what the card
        names on this board (its square, its money in the board's amounts: Variant.card_words)."""
        own = self.card_names.get(card_id)
        if own:
            return self.own_text(own)
        for key in (f"card.{self.variant}.{card_id}", f"card.{card_id}"):
            if self.tr.has(key):
                words, out = self.card_words().get(card_id) or {}, []
                for part in self.tr.parts(key):
                    if isinstance(part, str):
                        out.append(part)
                    elif part[0] == "square" and "square" in words:  # its name alone, not the printed one too
                        out.append(self.square(words["square"], printed=False))
                    elif part[0] in words:
                        out.append(self.value(part[0], words[part[0]], part[1])[0])
                    else:
                        out.append("{" + part[0] + "}")
                return "".join(out)
        return str(card_id)

    def join(self, items: list) -> str:
        items = [str(i) for i in items]
        if len(items) <= 1:
            return "".join(items)
        return self.tr("ui.list.and", a=self.tr("ui.list.sep").join(items[:-1]), b=items[-1])

    def value(self, name: str, value, spec: str = "") -> tuple:
        """(text, seat or None): seat is set when the text is one player's name."""
        kind = kind_of(name)
        if kind == "player" and (isinstance(value, int) or value is None):
            return self.name(value), value
        if kind == "seats" and isinstance(value, (list, tuple)):
            return self.join([self.name(s) for s in value]), None
        if kind == "square":
            return self.square(value), None
        if kind == "money" and isinstance(value, int) and not isinstance(value, bool):
            return money(value, self.tr.lang), None
        if name == "card" and isinstance(value, str):
            return self.card(value), None
        if isinstance(value, str):
            tail = name.rsplit("_", 1)[-1]  # "other_gem" is looked up as a "gem" too
            for key in dict.fromkeys((f"{name}.{self.variant}.{value}", f"{name}.{value}",
                                      f"{tail}.{self.variant}.{value}", f"{tail}.{value}")):
                if self.tr.has(key):
                    return self.tr(key), None
            return value, None
        if spec:
            try:
                return format(value, spec), None
            except (TypeError, ValueError):
                pass
        return str(value), None

    def segments(self, key: str, params: dict | None = None) -> list:
        """The message as [(text, seat or None)], so names can be drawn in their colour."""
        params = params or {}
        out = []
        for part in self.tr.parts(self.tr.counted(key, params)):  # "1 square", not "1 squares"
            if isinstance(part, str):
                out.append((part, None))
            elif part[0] in params:
                out.append(self.value(part[0], params[part[0]], part[1]))
            else:
                out.append(("{" + part[0] + "}", None))
        return out

    def text(self, key: str, params: dict | None = None) -> str:
        return "".join(text for text, _seat in self.segments(key, params))

    def event_key(self, key: str) -> str:
        """Log entries carry bare keys ('rent_paid'); catalogs say 'event.rent_paid'."""
        if "." not in key and not self.tr.has(key):
            return f"event.{key}"
        return key


def whole(text):
    """A typed whole number, or None ('12', ' 12 ', '12.0' are 12; '', 'x', '1.5' are None)."""
    try:
        value = float(str(text).strip())
        return int(value) if value == int(value) else None
    except (ValueError, OverflowError):
        return None
