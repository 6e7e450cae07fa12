"""Finishing and the count (docs/rules/rich.md "Finishing", "End", #23–#26, Clarification 6).

Landing exactly on Finish 1 or Finish 2 finishes: notes are repaid from cash (what cannot be
repaid stays as debt), then the player picks personal numbers from 2–12 not yet taken — one at
Finish 1, two at Finish 2. When everyone has finished (or the turn limit is reached, unfinished
players stopping where they are) notes are repaid again and cash is counted; each unpaid note
counts 200,000 against its player; the richest is the TYCOON, ties share the title."""

from .money import repay_notes, worth
from .steps import step


def finish(state, seat: int, which: int) -> list:
    player = state.players[seat]
    player["finished"] = which
    player["back_next"] = player["resting"] = False
    state.emit("rich_finished", player=seat, finish=which, square=player["pos"])
    repay_notes(state, seat)
    return [step("numbers", seat, which)]


def ending(state) -> str:
    """How the game ended (core/variant.py ENDINGS): everyone finished, or the round limit."""
    return "all_finished" if all(p["finished"] for p in state.players) else "round_limit"


def game_over(state, why: str) -> None:
    state.emit("rich_count", why=why)
    for seat in range(len(state.players)):
        repay_notes(state, seat)
    worths = [worth(p) for p in state.players]
    for seat, player in enumerate(state.players):
        state.emit("rich_final_worth", player=seat, amount=worths[seat], cash=player["cash"], notes=player["notes"])
    best = max(worths)
    state.winners = [s for s, w in enumerate(worths) if w == best]
    state.emit("rich_tycoon", players=list(state.winners), amount=best)
    state.over, state.phase, state.actor, state.pending = True, "over", 0, {}
