"""A move of the shared token and the squares it reaches (rules/easymoney.md "Turn", #5,
Clarifications 1, 4, 13).

After the movement roll the token moves; the pass-squares it goes over (C, D, E, G, H) and the
square it stops on act one by one, in the order the token reaches them, the stop last. A square
that needs answers or dice (Greed, Wall Street, Lucky Dice, the Lottery) opens its phase; when it
is done the rules call `proceed` again for the rest of the road. When the public pile is empty the
square being resolved finishes, the rest of the road does not act, and the final lottery starts.
"""

from .board import PASS_KINDS, SIZE, SQUARES, STEP_PAY, has_funds
from .lottery import open_draw, start_final
from .money_squares import double, make_money, nothing


def road(start: int, steps: int) -> list:
    """[[square, stopped]] of the squares a move of `steps` acts on: the pass-squares it goes
    over, then the square it stops on."""
    found = []
    for k in range(1, steps + 1):
        square = (start + k) % SIZE
        if k == steps:
            found.append([square, True])
        elif SQUARES[square]["kind"] in PASS_KINDS:
            found.append([square, False])
    return found


def start_turn(state, seat: int) -> None:
    state.turn_seat = state.actor = seat
    state.turn += 1
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
    state.board["route"] = road(start, steps)
    state.emit("em_token_moved", player=seat, square=state.board["token"], steps=steps)
    proceed(state)


def proceed(state) -> None:
    """Resolve the road's next squares until one opens a phase, the bank runs dry or the road is
    done (then the next player's turn)."""
    route = state.board["route"]
    while True:
        if state.over or state.chance is not None:  # a deck or the tickets to shuffle first: rules._dealt goes on
            return
        if state.board["bank"] <= 0:
            return start_final(state, "bank")
        if not route:
            return end_turn(state)
        square, stopped = route.pop(0)
        if _act(state, square, stopped):
            return
        route = state.board["route"]  # a Mystery card may have replaced the road


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
    seat = (state.turn_seat + 1) % len(state.players)
    if seat == state.board["first"]:
        limit = state.options["turn_limit"]
        if limit and state.round >= limit:
            state.turn_seat = seat
            return start_final(state, "turn_limit")
        state.round += 1
    start_turn(state, seat)
