"""The card just drawn, face up in the centre until the turn is over: the deck (機會 Chance or
命運 Fate) and the card's text as printed, in Chinese, with its translation (message card.<id>)
beside it. The printed text is the deck's data (tycoon.variants.taiwan.cards)."""

from tycoon.variants.taiwan.cards import CARDS, DECK_OF

from ...dom import h
from ...log import render_message
from ..monopoly.reveal import last_card
from .names import square_name


def printed_text(card) -> str:
    found = CARDS.get(card)
    return found[3] if found and len(found) > 3 else ""


def card_box(screen, log: list):
    found = last_card(log)
    if found is None:
        return None
    player, card, _square = found
    ctx = screen.ctx
    deck = DECK_OF.get(card, "")
    home = next((sq for sq in screen.squares if sq.get("kind") == deck), None)
    title = square_name(ctx, home, "card-deck-name") if home else None
    translated = ctx.card(card)
    printed = printed_text(card) if ctx.printed_cards else ""  # a board of one's own: its words only
    return h("section", {"cls": f"drawn-card tw-card deck-{deck or 'any'}", "testid": "card",
                         "aria-labelledby": "card-title", "data-card": str(card),
                         "data-key": f"card-{player}-{card}"},  # another card is dealt anew (ui/dom.py morph)
             h("h2", {"cls": "card-deck", "id": "card-title"}, title or ctx.tr("ui.card.title")),
             render_message(ctx, "ui.card.drew", {"player": player}, "p", "card-who"),
             h("div", {"cls": "tw-card-texts"},
               h("p", {"cls": "card-text zh", "lang": "zh-Hant", "testid": "card-zh"}, printed) if printed else None,
               None if printed and ctx.tr.lang == "zh-Hant" else  # the printed text is the translation
               h("p", {"cls": "card-text latin", "testid": "card-translation"}, translated)))
