"""The card just drawn, face up in the centre until the turn is over (Chance or Community Chest),
and the bank's stock of houses and hotels."""

from ...dom import h
from ...log import render_message

MOVES = ("moved", "moved_back")


def last_card(log: list):
    """(player, card, deck kind or '') of a card drawn in the current turn, else None."""
    for number in range(len(log) - 1, -1, -1):
        key, params = _pair(log[number])
        if key == "turn_started":
            return None
        if key == "card_drawn":
            return params.get("player"), params.get("card"), _deck(log, number, params.get("player"))
    return None


def _deck(log: list, number: int, player) -> str:
    for earlier in range(number - 1, -1, -1):
        key, params = _pair(log[earlier])
        if key in MOVES and params.get("player") == player:
            return params.get("square")
        if key == "turn_started":
            break
    return None


def card_box(screen, log: list):
    found = last_card(log)
    if found is None:
        return None
    player, card, square = found
    ctx = screen.ctx
    kind = ""
    if isinstance(square, int) and 0 <= square < len(screen.squares):
        kind = screen.squares[square].get("kind", "")
    deck = ctx.square(square) if kind in ("chance", "chest") else ctx.tr("ui.card.title")
    return h("section", {"cls": f"drawn-card deck-{kind or 'any'}", "testid": "card", "aria-labelledby": "card-title",
                         "data-key": f"card-{player}-{card}"},  # another card is dealt anew (ui/dom.py morph)
             h("h2", {"cls": "card-deck", "id": "card-title"}, deck),
             render_message(ctx, "ui.card.drew", {"player": player}, "p", "card-who"),
             h("p", {"cls": "card-text"}, ctx.card(card)))


def bank_stock(tr, view: dict):
    bank = view.get("bank")
    if not bank:
        return None
    return h("p", {"cls": "bank-stock", "testid": "bank-stock"},
             h("span", {"cls": "house", "aria-hidden": "true"}), " ",
             tr.count("ui.bank.houses", bank.get("houses", 0)), " · ",
             h("span", {"cls": "hotel", "aria-hidden": "true"}, "H"), " ",
             tr.count("ui.bank.hotels", bank.get("hotels", 0)))


def _pair(entry) -> tuple:
    if isinstance(entry, (list, tuple)) and entry:
        return str(entry[0]), entry[1] if len(entry) > 1 and isinstance(entry[1], dict) else {}
    return "", {}
