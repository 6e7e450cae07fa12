"""Drawing from the Wall Street, Mystery Jackpot and lottery ticket decks. A drawn card goes to
the bottom; each deck is reshuffled, from the state's generator, once every card in it has been
drawn since the last shuffle, so memory cannot predict it (Clarification 8)."""

from ...core.rng import shuffled


def shuffle(state, name: str) -> None:
    state.rng, state.board[name] = shuffled(state.rng, state.board[name])
    state.board[f"{name}_drawn"] = []


def draw(state, name: str) -> str:
    """Take the top card of deck `name` (the caller puts it back with `to_bottom`, or keeps it)."""
    card = state.board[name].pop(0)
    state.board[f"{name}_drawn"].append(card)
    return card


def to_bottom(state, name: str, card: str) -> None:
    state.board[name].append(card)
    if set(state.board[name]) <= set(state.board[f"{name}_drawn"]):
        shuffle(state, name)
