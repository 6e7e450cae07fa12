"""Save files of a game that bots played on CPython up to a moment a test needs, with seat 0
then made a person: the page loads the file and the person is at that moment (a deed they cannot
pay for, a debt beyond their means, ...)."""

from __future__ import annotations

from tycoon.core import new_game, play_automatic, saves


def save_when(path, found, seed: int, variant: str = "monopoly", seats: int = 2, limit: int = 5000, names=None):
    """Let `seats` bots play `variant` from `seed` until found(state) is true, make seat 0 a
    person and write the save to `path`; returns the state."""
    names = names or ["Ann"] + [f"Bot {i}" if seats > 2 else "Bot" for i in range(1, seats)]
    state = new_game(variant, [{"name": name, "bot": True} for name in names], seed)
    for _ in range(limit):
        if found(state):
            break
        play_automatic(state)
    else:
        raise AssertionError(f"not found in {limit} moves of seed {seed}")
    state.players[0]["bot"] = False
    players = [{"name": p["name"], "bot": p["bot"]} for p in state.players]
    path.write_text(saves.dumps(saves.build_save(state, players)), encoding="utf-8")
    return state
