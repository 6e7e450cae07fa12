"""Rich Cards, ใบรวยพลิกล็อค (rules/rich.md "Rich Cards", #16, Clarification 7): 24 cards — 8 Double
(x2), 8 Collect, 8 Pay — shuffled; hands are public; used cards go to the used pile, which is
shuffled back when the deck runs out. With no card in the deck or the used pile, none is drawn."""

from ...core.rng import shuffled

KINDS = ("double", "collect", "pay")
DECK = tuple(kind for kind in KINDS for _ in range(8))


def new_deck(state) -> None:
    state.rng, state.board["deck"] = shuffled(state.rng, list(DECK))
    state.board["used"] = []


def draw(state, seat: int) -> None:
    board = state.board
    if not board["deck"] and board["used"]:
        state.rng, board["deck"] = shuffled(state.rng, board["used"])
        board["used"] = []
        state.emit("rich_deck_reshuffled", count=len(board["deck"]))
    if not board["deck"]:
        state.emit("rich_no_card", player=seat)
        return
    card = board["deck"].pop(0)
    state.players[seat]["cards"].append(card)
    state.emit("rich_card_drawn", player=seat, card=card)


def discard(state, seat: int, card: str) -> None:
    state.players[seat]["cards"].remove(card)
    state.board["used"].append(card)
