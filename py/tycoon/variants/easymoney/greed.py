"""E. Greed (docs/rules/easymoney.md "E", #9, Clarification 11): the active player picks another
player (always, even one with $0) and rolls one die, at least once and again as often as they
choose; each 2–6 adds to a running total, a 1 ends it with nothing; stopping takes total ×
$100,000 from the chosen player's own funds, at most what they have."""

from ...core.actions import Action
from ...core.dice import ask_dice
from .board import STEP_PAY
from .piles import pay_player


def open_pick(state) -> None:
    state.phase, state.actor = "greed_pick", state.turn_seat
    state.pending = {}


def pick_actions(state, seat: int) -> list:
    return [Action(seat, "greed", (victim,)) for victim in range(len(state.players)) if victim != seat]


def picked(state, victim: int) -> None:
    state.pending = {"victim": victim, "total": 0, "rolls": []}
    state.emit("em_greed_picked", player=state.turn_seat, victim=victim)
    ask_dice(state, "greed", 1)


def on_die(state, die: int) -> bool:
    """A Greed roll; True when the run is over (a 1)."""
    greed = state.pending
    greed["rolls"].append(die)
    if die == 1:
        state.emit("em_greed_bust", player=state.turn_seat, lost=greed["total"])
        return True
    greed["total"] += die
    state.emit("em_greed_rolled", player=state.turn_seat, die=die, points=greed["total"])
    state.phase, state.actor = "greed", state.turn_seat
    return False


def actions(state, seat: int) -> list:
    return [Action(seat, "greed_roll"), Action(seat, "greed_stop")]


def claim(state) -> int:
    """What stopping now would take: total × $100,000, at most the victim's own funds."""
    greed = state.pending
    return min(greed["total"] * STEP_PAY, state.players[greed["victim"]]["cash"])


def stop(state) -> None:
    greed = state.pending
    pay_player(state, greed["victim"], state.turn_seat, greed["total"] * STEP_PAY, "em_greed_paid",
               points=greed["total"])


def again(state) -> None:
    ask_dice(state, "greed", 1)
