"""Undo, a house rule of the table (docs/saves.md, "Undo"): take back the last move of the person
who asks, and only theirs, by replaying the game without it. The dice come back the same,
because the generator's state is part of what is replayed. A replay reads the whole history: it
runs when a person asks, never on a move."""

from .actions import CHANCE
from .game import apply_action, new_game
from .saves import build_save
from .state import State

ANY = "any"  # undo_point's asker when whoever made the last human move may take it back


def undo_point(actions: list, players: list, asker=ANY) -> int | None:
    """How many actions to keep to take back `asker`'s last move (None: nothing to take back):
    the last action of a human seat, when that seat is the asker (ANY: whichever seat it is).
    Another person's move since then means None: in a hotseat game nobody takes back someone
    else's move (docs/saves.md, "Undo"). The bots' and chance's actions after it go too; the
    chance outcomes among them come back the same, because the generator's state is part of
    what is replayed."""
    for index in range(len(actions) - 1, -1, -1):
        seat = int(actions[index].split(" ", 1)[0])
        if seat != CHANCE and 0 <= seat < len(players) and not players[seat]["bot"]:
            return index if asker == ANY or seat == asker else None
    return None


def undo_state(state: State, players: list, asker=ANY) -> State | None:
    """The game replayed without `asker`'s last move (None: nothing to take back)."""
    keep = undo_point(state.history, players, asker)
    if keep is None:
        return None
    back = new_game(state.variant, players, state.seed, state.options)
    for text in state.history[:keep]:
        apply_action(back, text)
    return back


def undo(save: dict) -> tuple[dict, State] | None:
    """A checked save without its last human action: (new save, replayed state), or None."""
    state = new_game(save["variant"], save["players"], save["seed"], save["options"])
    state.history = list(save["actions"])  # undo_state reads only the history of it
    back = undo_state(state, save["players"])
    return None if back is None else (build_save(back, save["players"], save.get("settings")), back)
