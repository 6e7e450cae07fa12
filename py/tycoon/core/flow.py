"""What happens next: one continuation stack for every variant (State.stack).

A rule that starts something which must finish first — an auction, a raise-cash phase, a trade
opened out of turn, a shortage auction and the placing of its building — pushes a frame that
says what to do afterwards; when that thing is over the variant pops the frame and runs its step
(a property game's ``STEPS`` table names the method of each step). ``suspend`` is the frame that
puts the interrupted phase back as it was. This replaces the three mechanisms of the first
Monopoly (a phase stack, ``after_debts["then"]`` and the auction's own ``then``).
"""


def push(state, step: str, **data) -> None:
    state.stack.append({"step": step, **data})


def pop(state) -> dict | None:
    return state.stack.pop() if state.stack else None


def peek(state) -> dict | None:
    return state.stack[-1] if state.stack else None


def drop(state, step: str) -> None:
    """Forget every frame of one kind (e.g. a jailed player's move after they went bankrupt)."""
    state.stack[:] = [frame for frame in state.stack if frame["step"] != step]


def suspend(state) -> None:
    """Remember the current phase, actor and pending data; the caller then sets the new phase."""
    push(state, "resume", phase=state.phase, actor=state.actor, pending=state.pending)


def resume(state) -> None:
    """Put back the phase that the last `suspend` remembered."""
    frame = pop(state)
    assert frame is not None and frame["step"] == "resume", f"nothing suspended to resume: {frame}"
    state.phase, state.actor, state.pending = frame["phase"], frame["actor"], frame["pending"]
