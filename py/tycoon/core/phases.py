"""A small stack of suspended phases, for things that interrupt a turn and then give it back
(a trade opened out of turn, a shortage auction, a player placing the house they won)."""


def suspend(state) -> None:
    """Remember the current phase, actor and pending data; the caller then sets the new phase."""
    state.board.setdefault("suspended", []).append(
        {"phase": state.phase, "actor": state.actor, "pending": state.pending})


def resume(state) -> None:
    """Go back to the phase that `suspend` remembered last."""
    frame = state.board["suspended"].pop()
    state.phase, state.actor, state.pending = frame["phase"], frame["actor"], frame["pending"]


def is_suspended(state) -> bool:
    return bool(state.board.get("suspended"))
