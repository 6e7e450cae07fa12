"""What each square does when a token stops on it (docs/rules/rich.md "Squares"). A square returns the
steps to run next (steps.py; turn.py runs them in order): money deals go through the Rich Card window
(reaction.py), rolls are chance, choices are phases."""

from .board import (
    BAD_LUCK,
    FINISH_1,
    FINISH_2,
    FLIP_LOSS,
    FLIP_WIN,
    GOOD_LUCK,
    SQUARES,
)
from .reaction import deal
from .steps import step


def land(state, seat: int, square: int, nearest: bool) -> list:
    data = SQUARES[square]
    kind = data["kind"]
    player = state.players[seat]
    if kind == "payday":
        # 1.2: salary as passed (a receipt here), a Rich Card, the insurance offer, a compulsory
        # Flip-Lock; the card may be played on that Flip-Lock (Clarification 4).
        return [step("salary", seat, square), step("draw", seat), step("insure", seat), step("fliplock", seat, "payday")]
    if kind == "ordinary":
        amount = data["amount"]
        if amount > 0:
            return [step("deal", deal("receipt", seat, amount, square, "square"))]
        return [step("deal", deal("payment", seat, -amount, square, "square"))]
    if kind == "purple":
        cover = data["cover"]
        if cover in player["insurance"]:
            player["insurance"].remove(cover)
            state.emit("rich_insured", player=seat, square=square, cover=cover, amount=data["amount"])
            return []
        return [step("deal", deal("payment", seat, data["amount"], square, "accident"))]
    if kind in ("blue", "traffic", "stock"):
        return [step("roll", seat, kind, square)]
    if kind == "fliplock":
        return [step("fliplock", seat, "square")]
    if kind in ("good_luck", "bad_luck"):
        return [step("luck", seat, kind)]
    if kind == "move_back":
        player["back_next"] = True
        state.emit("rich_move_back_next", player=seat)
        return []
    if kind == "rest":
        player["resting"] = True
        state.emit("rich_rest_next", player=seat)
        return []
    if kind == "free_move":
        state.emit("rich_free_move", player=seat)
        return [step("free_roll", seat)]
    if kind == "nearest":
        if nearest:  # reached by going to the nearest player: it does not send the token on again
            state.emit("rich_nearest_again", player=seat)
            return []
        return [step("nearest", seat)]
    if kind == "change":
        return [step("change", seat)]
    if kind == "finish":
        return [step("finish", seat, 1 if square == FINISH_1 else 2)]
    return []  # Start


def fliplock_deal(seat: int, context: str, passed: bool, square: int):
    """The money a Flip-Lock result moves (rules "Flip-Lock" table), or None."""
    if context in ("payday", "square"):
        if passed:
            return deal("receipt", seat, FLIP_WIN, square, "fliplock")
        return deal("payment", seat, FLIP_LOSS, square, "fliplock")
    if context == "good_luck":
        return deal("receipt", seat, GOOD_LUCK[1], square, "fliplock") if passed else None
    if context == "bad_luck":
        return None if passed else deal("payment", seat, BAD_LUCK[1], square, "fliplock")
    raise AssertionError(context)


assert SQUARES[FINISH_2]["kind"] == "finish"
