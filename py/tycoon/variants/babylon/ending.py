"""The end (docs/rules/babylon.md "End", Clarification 1): everything is revealed — values, gems,
scores, every secret result; the richest by total earnings is the Richest Man in Babylon and
receives the Life Talisman; they give a second talisman to any other player except the poorest;
the poorest names one player without a talisman to join them in the Deathmatch.

Ties (Cl. 1): several richest each receive a talisman and no second one is given; several poorest
all enter the Deathmatch and none names a partner; with 3 players the poorest enters alone (no one
without a talisman is left). When every player ties, all are richest: each gets a talisman and
nobody enters the Deathmatch (docs/rules/babylon.md ruling).
"""

from fractions import Fraction

from ...core.actions import Action
from .gems import HALF_MILLION, value_won, values, won


def total(player: dict) -> Fraction:
    return sum((Fraction(e) for e in player["earned"]), Fraction(0))


def hidden_lines(state, seat: int) -> list:
    """The seat's offers that Secret kept out of the public results, now told (rules "End": every
    secret result): [{round, gem, tickets, price (won), outcome, amount (won)}]."""
    found = []
    for result in state.board["results"]:
        if seat not in result["secret"]:
            continue
        for entry in result["gems"]:
            found += [{"round": result["round"], "gem": entry["gem"], "tickets": ln["tickets"],
                       "price": ln["price"] * HALF_MILLION, "outcome": ln["outcome"], "amount": ln["won"]}
                      for ln in entry["lines"] if ln["seat"] == seat]
    return found


def reveal(state) -> None:
    true = values(state.players)
    state.board["values"] = {gem: str(v) for gem, v in true.items()}
    for gem, value in true.items():
        state.emit("bb_gem_value", gem=gem, amount=value_won(value))
    for seat, player in enumerate(state.players):
        state.emit("bb_reveal_player", player=seat, gem=player["gems"][0], other_gem=player["gems"][1],
                   points=player["score"], amount=won(total(player)), hidden=hidden_lines(state, seat))
    totals = [total(p) for p in state.players]
    best, worst = max(totals), min(totals)
    richest = [s for s, t in enumerate(totals) if t == best]
    poorest = [s for s, t in enumerate(totals) if t == worst]
    state.winners = richest
    board = state.board
    board["talisman"] = list(richest)
    board["deathmatch"] = []
    for seat in richest:
        state.emit("bb_richest", player=seat, amount=won(totals[seat]))
    if best == worst:
        state.emit("bb_all_tied")
        return finish(state)
    board["poorest"] = poorest
    if len(richest) == 1 and len(state.players) - len(poorest) > 1:
        state.phase, state.actor, state.pending = "talisman", richest[0], {}
        return None
    return ask_deathmatch(state)


def talisman_actions(state, seat: int) -> list:
    board = state.board
    return [Action(seat, "talisman", (other,)) for other in range(len(state.players))
            if other not in board["talisman"] and other not in board["poorest"]]


def give_talisman(state, other: int) -> None:
    state.board["talisman"].append(other)
    state.emit("bb_second_talisman", player=state.actor, receiver=other)
    ask_deathmatch(state)


def ask_deathmatch(state) -> None:
    board = state.board
    poorest = board["poorest"]
    board["deathmatch"] = list(poorest)
    candidates = [s for s in range(len(state.players)) if s not in board["talisman"] and s not in poorest]
    if len(poorest) == 1 and candidates:
        state.phase, state.actor, state.pending = "deathmatch", poorest[0], {}
        return
    state.emit("bb_deathmatch", players=list(board["deathmatch"]))
    finish(state)


def deathmatch_actions(state, seat: int) -> list:
    board = state.board
    return [Action(seat, "deathmatch", (other,)) for other in range(len(state.players))
            if other not in board["talisman"] and other not in board["poorest"]]


def name_partner(state, other: int) -> None:
    state.board["deathmatch"].append(other)
    state.emit("bb_deathmatch", players=list(state.board["deathmatch"]))
    finish(state)


def finish(state) -> None:
    state.phase, state.pending, state.over = "over", {}, True
    state.emit("game_over", winners=state.winners)
