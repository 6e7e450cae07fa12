"""Sealed simultaneous phases (docs/design.md "The engine contract"; boardgame.io's
``activePlayers``): a phase names
the seats that *must* answer; each answer is recorded and stays hidden from every other seat
until the last one is in; then the variant's ``on_sealed`` hook gets all of them at once.

A seat that merely *may* act (open a trade, change a Double box) is never waited for: those are
out-of-turn optional actions, asked with ``optional_actions``.
"""

from .actions import SIMULTANEOUS, Action


def open_sealed(state, phase: str, seats: list[int], pending: dict | None = None) -> None:
    """Start a sealed phase in which every seat of `seats` must answer once."""
    if not seats:
        raise ValueError("a sealed phase needs at least one seat to answer")
    state.phase, state.actor = phase, SIMULTANEOUS
    state.pending = dict(pending or {})
    state.sealed = {"waiting": sorted(seats), "answers": [None] * len(state.players)}
    state.emit("sealed_opened", phase=phase, seats=sorted(seats))


def waiting(state) -> list[int]:
    return list(state.sealed["waiting"]) if state.sealed else []


def record(state, action: Action) -> dict | None:
    """Seal `action` (already known to be legal). Returns {seat: Action} once every answer is in
    (the phase is then closed), else None."""
    sealed = state.sealed
    sealed["answers"][action.seat] = str(action)
    sealed["waiting"].remove(action.seat)
    state.emit("answer_sealed", player=action.seat)  # that the seat answered, never what
    if sealed["waiting"]:
        return None
    answers = {seat: Action.parse(text) for seat, text in enumerate(sealed["answers"]) if text is not None}
    state.sealed = None
    return answers


def sealed_view(state, seat) -> dict | None:
    """What `seat` may know of an open sealed phase: who still owes an answer, who has answered,
    and its own answer; never another seat's answer."""
    sealed = state.sealed
    if not sealed:
        return None
    answered = [s for s, text in enumerate(sealed["answers"]) if text is not None]
    mine = sealed["answers"][seat] if seat is not None and 0 <= seat < len(sealed["answers"]) else None
    return {"waiting": list(sealed["waiting"]), "answered": answered, "mine": mine}
