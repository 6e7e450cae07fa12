"""Drawing from the Wall Street, Mystery Jackpot and lottery ticket decks. A drawn card goes to
the bottom; each deck is reshuffled, from the state's generator, once every card in it has been
drawn since the last shuffle, so memory cannot predict it (Clarification 8). A shuffle is a deal
of chance (core/deal.py, why = the deck's name): `dealt` takes the new order."""

from ...core import deal


def shuffle(state, name: str, go_on: bool = True) -> None:
    """Chance shuffles deck `name`; `go_on`: the road goes on once it is made (rules._dealt)."""
    deal.ask(state, name, state.board[name], go_on=go_on)


def dealt(state, name: str, cards: list) -> None:
    state.board[name] = cards
    state.board[f"{name}_drawn"] = []


def draw(state, name: str) -> str:
    """Take the top card of deck `name` (the caller puts it back with `to_bottom`, or keeps it)."""
    card = state.board[name].pop(0)
    state.board[f"{name}_drawn"].append(card)
    return card


def to_bottom(state, name: str, card: str, go_on: bool = True) -> None:
    """The card goes to the bottom; a deck whose every card has been drawn is shuffled: the road
    stops for that deal and goes on after it (`go_on` False: the card opened a phase that will)."""
    state.board[name].append(card)
    if set(state.board[name]) <= set(state.board[f"{name}_drawn"]):
        shuffle(state, name, go_on)
