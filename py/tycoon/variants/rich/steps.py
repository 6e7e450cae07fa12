"""The steps of a Rich turn, as frames on the one continuation stack (core/flow.py, state.stack).

A move sets off steps (pass a payday, land), a square its own (a deal, a roll, a choice …); each is
a frame ``{"step": name, **fields}`` with the fields named below. `turn.proceed` pops and runs
them one by one until one opens a phase (a choice, dice, the Rich Card window); whatever closes
that phase calls `proceed` again. Lists of steps are run in their order (`later` pushes them in
reverse onto the stack)."""

# step name -> its fields, in the order `step()` takes them
FIELDS = {
    "deal": ("deal",),  # money through the Rich Card window (reaction.deal)
    "land": ("seat", "square", "nearest"),  # the square stopped on acts (nearest: reached by 6.4)
    "pass_payday": ("seat", "square"),  # the salary of a payday passed, then the insurance offer
    "salary": ("seat", "square"),  # the salary of a payday landed on (a receipt)
    "insure": ("seat",),  # the insurance offer
    "draw": ("seat",),  # a Rich Card
    "fliplock": ("seat", "context"),  # a Flip-Lock ("payday", "square", "good_luck", "bad_luck")
    "roll": ("seat", "kind", "square"),  # a roll for a blue, traffic or stock square
    "free_roll": ("seat",),  # a free move
    "luck": ("seat", "kind"),  # Good or Bad luck's choice
    "nearest": ("seat",),  # go to the nearest player
    "change": ("seat",),  # change profession
    "finish": ("seat", "which"),  # Finish 1 or 2
    "numbers": ("seat", "count"),  # pick personal numbers
}


def step(name: str, *values) -> dict:
    """One step's frame: step("land", seat, square, False)."""
    fields = FIELDS[name]
    assert len(values) == len(fields), f"step {name} takes {fields}, not {values}"
    return {"step": name, **dict(zip(fields, values))}


def later(state, steps: list) -> None:
    """Run `steps` next, in their order, before whatever was already to come."""
    state.stack.extend(reversed(steps))


def upgrade(snapshot: dict) -> dict:
    """A snapshot saved before the steps moved onto the stack (``board["todo"]``: positional lists
    run first to last), in today's shape; other snapshots come back as they are."""
    board = snapshot.get("board")
    if not isinstance(board, dict) or "todo" not in board:
        return snapshot
    board = dict(board)
    todo = board.pop("todo") or []
    frames = [step(entry[0], *entry[1:len(FIELDS[entry[0]]) + 1]) for entry in todo]
    return {**snapshot, "board": board, "stack": [*snapshot.get("stack", []), *reversed(frames)]}
