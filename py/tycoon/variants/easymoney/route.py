"""A move of the shared token and the squares it reaches (docs/rules/easymoney.md "Turn", #5,
Clarifications 1, 4, 13).

After the movement roll the token moves; the pass-squares it goes over (C, D, E, G, H) and the
square it stops on act one by one, in the order the token reaches them, the stop last: each is a
frame ``{"step": "square", "square", "stopped"}`` on the continuation stack (core/flow.py). A
square that needs answers or dice (Greed, Wall Street, Lucky Dice, the Lottery) opens its phase;
when it is done the rules call `proceed` again for the rest of the road. When the public pile is
empty the square being resolved finishes, the rest of the road does not act, and the final
lottery starts.
"""

from ...core import flow, turn_order
from ...core.turn_order import Starter
from .board import SIZE, SQUARES, STEP_PAY, has_funds
from .lottery import open_draw, start_final
from .money_squares import double, make_money, nothing
from .road import STEP, road, set_road

EM_START = Starter(dice=1, roll_event="em_order_roll", tie_event="em_order_tie", first_event="em_first_player",
                   value="die")  # one die each, only the tied roll again (#4, Clarification 6)


def start_turn(state, seat: int) -> None:
    """Easy Money's part of a new turn (turn, round and seat: core/turn_order.py)."""
    state.phase, state.pending = "roll", {}


def moved(state, dice: tuple) -> None:
    """The movement roll: the no-money rule first (Cl. 4), then the token moves."""
    from .piles import from_bank

    seat, steps = state.turn_seat, sum(dice)
    state.board["dice"] = list(dice)
    for player in state.players:
        player["changed"] = False  # a new chance to change the Double box before the next roll
    state.emit("em_rolled", player=seat, dice=list(dice), total=steps)
    if not has_funds(state.players[seat]["cash"]):
        from_bank(state, seat, steps * STEP_PAY, "em_no_money", total=steps)
    start = state.board["token"]
    state.board["token"] = (start + steps) % SIZE
    set_road(state, road(start, steps))
    state.emit("em_token_moved", player=seat, square=state.board["token"], steps=steps)
    proceed(state)


def proceed(state) -> None:
    """Resolve the road's next squares until one opens a phase, the bank runs dry or the road is
    done (then the next player's turn)."""
    while True:
        if state.over or state.chance is not None:  # a deck or the tickets to shuffle first: rules._dealt goes on
            return
        if state.board["bank"] <= 0:
            return start_final(state, "bank")
        frame = flow.peek(state)
        if frame is None or frame["step"] != STEP:
            return end_turn(state)
        flow.pop(state)
        if _act(state, frame["square"], frame["stopped"]):
            return


def _act(state, square: int, stopped: bool) -> bool:
    """Make one square act; True when it opened a phase that will call `proceed` when done."""
    from . import greed, lucky, mystery, wall_street

    kind = SQUARES[square]["kind"]
    state.board["acting"] = square
    if kind == "make_money":
        make_money(state, stopped)
    elif kind == "double":
        double(state)
    elif kind == "nothing":
        nothing(state)
    elif kind == "wall_street":
        return wall_street.open_bets(state)
    elif kind == "lottery":
        open_draw(state)
        return True
    elif kind == "greed":
        greed.open_pick(state)
        return True
    elif kind == "lucky":
        return lucky.open_bets(state)
    elif kind == "mystery" and mystery.draw_card(state) == "greed":  # the card opens a Greed run
        greed.open_pick(state)
        return True
    return False


def end_turn(state) -> None:
    """The next seat's turn; after a full round, the final lottery if `turn_limit` is reached
    (Clarification 13: every seat has had the same number of turns)."""
    state.board["acting"] = None
    seat = turn_order.next_turn(state)
    if seat is None:
        state.turn_seat = turn_order.next_seat(state)  # the player to move next draws the final lottery
        return start_final(state, "turn_limit")
    start_turn(state, seat)
