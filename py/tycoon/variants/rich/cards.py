"""Rich Cards, ใบรวยพลิกล็อค (docs/rules/rich.md "Rich Cards", #16, Clarification 7): 24 cards — 8 Double
(x2), 8 Collect, 8 Pay — shuffled; hands are public; used cards go to the used pile, which is
shuffled back when the deck runs out. With no card in the deck or the used pile, none is drawn.
Both shuffles are deals of chance (core/deal.py): `dealt` takes them."""

from ...core import deal

KINDS = ("double", "collect", "pay")
DECK = tuple(kind for kind in KINDS for _ in range(8))


def new_deck(state) -> None:
    """Chance shuffles the 24 cards (the set-up's deal, "deck")."""
    state.board["used"] = []
    deal.ask(state, "deck", list(DECK))


def draw(state, seat: int) -> bool:
    """`seat` draws a card. True when the used pile must first be shuffled into a new deck: chance
    deals it ("reshuffle"), then `dealt` finishes this draw."""
    board = state.board
    if not board["deck"] and board["used"]:
        deal.ask(state, "reshuffle", board["used"], seat=seat)
        return True
    _take(state, seat)
    return False


def dealt(state, chance: dict, cards: list) -> None:
    """The deck chance shuffled: the new deck, or the used pile shuffled back and the draw made."""
    board = state.board
    board["deck"] = cards
    if chance["why"] == "reshuffle":
        board["used"] = []
        state.emit("rich_deck_reshuffled", count=len(cards))
        _take(state, chance["seat"])


def _take(state, seat: int) -> None:
    board = state.board
    if not board["deck"]:
        state.emit("rich_no_card", player=seat)
        return
    card = board["deck"].pop(0)
    state.players[seat]["cards"].append(card)
    state.emit("rich_card_drawn", player=seat, card=card)


def discard(state, seat: int, card: str) -> None:
    state.players[seat]["cards"].remove(card)
    state.board["used"].append(card)
