"""H. Mystery Jackpot (docs/rules/easymoney.md "H", #13, Clarifications 8, 12): the active player draws
the top card and obeys it; it goes to the bottom unless it says keep (the Shield).

A card that moves the token ends the move there: the token jumps from the Mystery square (where it
is when that square is resolved: squares act in the order the token reaches them, even when it
only passes over them), the squares on the way do not act, its new square acts as a stop, and the
rest of the roll's squares are not resolved — the token has left that road (docs/rules/easymoney.md ruling)."""

from ...core.turn_order import clockwise
from .board import SIZE, SQUARES
from .cards import MYSTERY
from .decks import draw, to_bottom
from .lottery import take_ticket
from .piles import from_bank, pay_player, to_pot
from .road import set_road


def draw_card(state) -> str | None:
    """Draw and obey; returns "greed" when the card opens a Greed run, else None."""
    seat = state.turn_seat
    card = draw(state, "mystery")
    effect, amount = MYSTERY[card]
    state.emit("em_mystery_card", player=seat, card=card)
    if effect == "keep":
        state.players[seat]["kept"].append(card)
        return None
    opened = None
    if effect == "from_bank":
        from_bank(state, seat, amount, "em_mystery_paid")
    elif effect == "from_each":
        for other in clockwise(state)[1:]:
            pay_player(state, other, seat, amount, "em_player_paid")
    elif effect == "to_pot":
        to_pot(state, seat, amount, "em_paid_to_pot")
    elif effect == "to_each":
        for other in clockwise(state)[1:]:
            pay_player(state, seat, other, amount, "em_player_paid")
    elif effect == "to_next":
        position = state.board["acting"]  # the Mystery square, passed over or stopped on
        steps = next(k for k in range(1, SIZE + 1) if SQUARES[(position + k) % SIZE]["kind"] == amount)
        _jump(state, (position + steps) % SIZE)
    elif effect == "back":
        _jump(state, (state.board["acting"] - amount) % SIZE)
    elif effect == "greed":
        opened = "greed"
    elif effect == "ticket":
        take_ticket(state, seat)
    to_bottom(state, "mystery", card, go_on=opened is None)  # Greed goes on by itself
    return opened


def _jump(state, square: int) -> None:
    state.board["token"] = square
    set_road(state, [[square, True]])
    state.emit("em_token_jumped", player=state.turn_seat, square=square)
