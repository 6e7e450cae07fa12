"""The road of a move (docs/rules/easymoney.md "Turn", #5): the squares that still act, as frames
``{"step": "square", "square", "stopped"}`` on the continuation stack (core/flow.py), the first to
act on top. route.py moves the token and runs them; a Mystery card replaces them; the final
lottery drops them."""

from ...core import flow
from .board import PASS_KINDS, SIZE, SQUARES

STEP = "square"  # the stack frame of one square of the road


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


def set_road(state, squares: list) -> None:
    """The road still to act is `squares` ([[square, stopped]…], in order): a move's, or the one
    square a Mystery card jumps to (it replaces the rest of the road)."""
    flow.drop(state, STEP)
    state.stack.extend({"step": STEP, "square": square, "stopped": stopped} for square, stopped in reversed(squares))


def road_left(state) -> list:
    """[[square, stopped]…] of the road still to act, in order (the view's `route`)."""
    return [[f["square"], f["stopped"]] for f in reversed(state.stack) if f["step"] == STEP]


def upgrade(snapshot: dict) -> dict:
    """A snapshot saved before the road moved onto the stack (``board["route"]``), in today's
    shape; other snapshots come back as they are."""
    board = snapshot.get("board")
    if not isinstance(board, dict) or "route" not in board:
        return snapshot
    board = dict(board)
    squares = board.pop("route") or []
    frames = [{"step": STEP, "square": square, "stopped": stopped} for square, stopped in reversed(squares)]
    return {**snapshot, "board": board, "stack": [*snapshot.get("stack", []), *frames]}
