"""D. Lottery and the final lottery (docs/rules/easymoney.md "D", "When the bank runs dry", #8, #15–#17,
Clarifications 1, 9).

A lottery square, passed or stopped on: the active player draws one more ticket (skipped when none
is left), then rolls red, white and blue. The holder of the winning ticket takes the whole
lottery pile; then $1,000,000 moves from the public pile to the lottery pile, every ticket is
reshuffled and everyone takes one. If nobody holds it, the pile and the tickets stay.

The final lottery (the public pile is empty, or `turn_limit` rounds are played): the active player
rolls; a holder takes the lottery pile and the game ends; otherwise every player puts $500,000
(or all their own funds, if less) on the lottery pile and the next player rolls.
"""

from ...core import deal, flow
from ...core.dice import ask_dice
from ...core.turn_order import clockwise
from .board import FINE, LOTTERY_TOP_UP
from .piles import LUCKY_NUMBERS, to_pot
from .road import STEP as ROAD
from .tickets import TICKETS, WINNER, number_of


def take_ticket(state, seat: int) -> None:
    """`seat` takes the top ticket of the deck, face down: only they learn which (a private
    event); everyone sees that they drew one. With no ticket left the draw is skipped (Cl. 9)."""
    deck = state.board["tickets"]
    if not deck:
        state.emit("em_no_ticket_left", player=seat)
        return
    ticket = deck.pop(0)
    state.players[seat]["tickets"].append(ticket)
    state.emit("em_ticket_drawn", player=seat)
    state.emit("em_your_ticket", to=[seat], player=seat, ticket=ticket)


def open_draw(state) -> None:
    take_ticket(state, state.turn_seat)
    state.phase, state.actor, state.pending = "lottery", state.turn_seat, {}
    ask_dice(state, "lottery", 3)


def holder_of(state, ticket: int):
    for seat, player in enumerate(state.players):
        if ticket in player["tickets"]:
            return seat
    return None


def drawn(state, dice: tuple, roller: int, event: str):
    """Read the red-white-blue roll: (winning ticket, its holder or None)."""
    number = number_of(*dice)
    ticket = WINNER[number]
    state.board["lottery_dice"] = list(dice)
    state.emit(event, player=roller, red=dice[0], white=dice[1], blue=dice[2], ticket=ticket)
    return ticket, holder_of(state, ticket)


def on_dice(state, dice: tuple) -> None:
    ticket, holder = drawn(state, dice, state.turn_seat, "em_lottery_drawn")
    if holder is None:
        state.emit("em_lottery_nobody", ticket=ticket, pot=state.board["pot"])
        return
    _win(state, holder, ticket)
    from_bank_to_pot(state, LOTTERY_TOP_UP)
    reshuffle(state)


def _win(state, holder: int, ticket: int) -> None:
    amount, state.board["pot"] = state.board["pot"], 0
    state.players[holder]["cash"] += amount
    state.emit("em_lottery_won", player=holder, amount=amount, ticket=ticket)


def from_bank_to_pot(state, amount: int) -> None:
    paid = min(amount, state.board["bank"])
    state.board["bank"] -= paid
    state.board["pot"] += paid
    state.emit("em_pot_topped_up", amount=paid)


def reshuffle(state) -> None:
    """Every ticket back, shuffled by chance (a deal, core/deal.py: `reshuffled`)."""
    for player in state.players:
        player["tickets"] = []
    state.board["tickets"] = sorted(TICKETS)
    deal.ask(state, "tickets", sorted(TICKETS))


def reshuffled(state, tickets: list) -> None:
    """The shuffled tickets: each player takes one, in turn order."""
    state.board["tickets"] = tickets
    state.emit("em_tickets_reshuffled")
    for seat in clockwise(state):
        take_ticket(state, seat)


# ---- the final lottery ----------------------------------------------------------------------
def start_final(state, why: str) -> None:
    flow.drop(state, ROAD)  # the rest of the road does not act
    state.board["ended_by"] = why  # "bank" (the public pile ran dry) or "turn_limit"
    state.emit("em_final_lottery", why=why, pot=state.board["pot"])
    state.phase, state.actor, state.sealed = "final", state.turn_seat, None
    state.pending = {"roller": state.turn_seat}
    ask_dice(state, "final", 3)


def on_final_dice(state, dice: tuple) -> None:
    roller = state.pending["roller"]
    ticket, holder = drawn(state, dice, roller, "em_final_drawn")
    if holder is not None:
        _win(state, holder, ticket)
        return finish(state)
    state.emit("em_final_nobody", ticket=ticket)
    for seat in clockwise(state, roller):
        to_pot(state, seat, FINE, "em_final_share")
    roller = (roller + 1) % len(state.players)
    state.pending = {"roller": roller}
    state.turn_seat = state.actor = roller
    ask_dice(state, "final", 3)


def finish(state) -> None:
    """Boxes go back to their owners; the richest own funds win; ties share the win."""
    for seat, player in enumerate(state.players):
        back = player["double"] + player["rise"] + player["fall"] + sum(player["numbers"])
        if back:
            player["cash"] += back
            player["double"] = player["rise"] = player["fall"] = 0
            player["numbers"] = [0] * len(LUCKY_NUMBERS)
            state.emit("em_boxes_returned", player=seat, amount=back)
    for seat, player in enumerate(state.players):
        state.emit("em_final_worth", player=seat, amount=player["cash"])
    best = max(p["cash"] for p in state.players)
    state.winners = [s for s, p in enumerate(state.players) if p["cash"] == best]
    state.phase, state.pending, state.chance, state.over = "over", {}, None, True
    state.emit("game_over", winners=state.winners)
