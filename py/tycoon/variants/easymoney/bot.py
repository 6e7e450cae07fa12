"""Easy Money's bot: it reads only its view and picks from the legal list (docs/design.md "Bots").

- Double box: compares the chance that the next roll stops on Double with the chance it stops on
  Nothing (from the token's square, two dice) and keeps, stakes or takes back by expected value,
  with an empty box's $500,000 fine counted.
- Wall Street: stakes on the side the rumour's expected value favours (the view gives it), never
  on a zero-value side, with at most a quarter of its funds.
- Lucky Dice: every stake is a fair bet (Clarification 10), except the roller's own: on a 7 the
  roller takes its own stake back, so the roller stakes on 6 and 8; the others pass.
- Greed: picks the richest other player and rolls while the running total is under 20 (the
  expected gain of one more roll, 5/6 × (t + 4) − t, is positive below 20) and stopping would not
  already take all the victim's funds.
"""

from fractions import Fraction
from functools import cache

from .board import FINE, SIZE, SQUARES

DICE = {total: 6 - abs(7 - total) for total in range(2, 13)}  # ways of 36
GREED_STOP = 20


@cache  # the board is printed: one answer per square
def landing_odds(token: int) -> tuple:
    """(chance of stopping on Double, on Nothing) with the next two-dice move."""
    double = sum(w for t, w in DICE.items() if SQUARES[(token + t) % SIZE]["kind"] == "double")
    nothing = sum(w for t, w in DICE.items() if SQUARES[(token + t) % SIZE]["kind"] == "nothing")
    return Fraction(double, 36), Fraction(nothing, 36)


def bot(view: dict, legal: list):
    me = view["me"]
    kinds = {a.kind for a in legal}
    if "greed_roll" in kinds:
        greed = view["greed"]
        victim_cash = view["players"][greed["victim"]]["cash"]
        go = greed["points"] < GREED_STOP and greed["claim"] < victim_cash
        return next(a for a in legal if a.kind == ("greed_roll" if go else "greed_stop"))
    if "greed" in kinds:
        return max((a for a in legal if a.kind == "greed"),
                   key=lambda a: (view["players"][a.args[0]]["cash"], -((a.args[0] - me) % len(view["players"]))))
    if "rise" in kinds or "fall" in kinds:
        return _wall_street(view, legal)
    if "luck" in kinds:
        return _lucky(view, legal)
    change = box_change(view, me, legal)
    if change is not None:
        return change
    roll = [a for a in legal if a.kind == "roll"]
    return roll[0] if roll else legal[0]


def box_change(view: dict, seat: int, legal: list):
    """The Double box change worth making before this roll, or None (leave it)."""
    player = view["players"][seat]
    p_double, p_nothing = landing_odds(view["token"])
    edge = p_double - p_nothing
    fine_risk = FINE * (p_double + p_nothing)  # what an empty box costs on average
    if player["double"]:
        take = [a for a in legal if a.kind == "take"]
        if take and player["double"] * -edge > fine_risk:
            return take[0]
        return None
    stakes = [a for a in legal if a.kind == "double"]
    if not stakes:
        return None
    if edge > 0:
        cap = max(player["cash"] // 4, 100_000)
        fitting = [a for a in stakes if sum(a.args) <= cap] or stakes
        return max(fitting, key=lambda a: (sum(a.args), -len(a.args)))
    smallest = min(stakes, key=lambda a: (sum(a.args), len(a.args)))
    return smallest if sum(smallest.args) * edge > -fine_risk else None


def favoured_side(view: dict) -> tuple:
    """(the side the rumour's expected value favours, Rise on a tie; that value per bundle staked)."""
    values = {side: Fraction(view["rumour"][side]) for side in ("rise", "fall")}
    side = max(("rise", "fall"), key=lambda s: (values[s], s == "rise"))
    return side, values[side]


def six_eight_pairs(legal: list) -> list:
    """The Lucky Dice stakes of one bundle each on 6 and on 8, the same bundle on both."""
    return [a for a in legal if a.kind == "luck" and len(a.args) == 4 and a.args[0] == 6 and a.args[2] == 8
            and a.args[1] == a.args[3]]


def _wall_street(view: dict, legal: list):
    side, value = favoured_side(view)
    if value <= 0:
        return next(a for a in legal if a.kind == "pass")
    cap = max(view["players"][view["me"]]["cash"] // 4, 100_000)
    options = [a for a in legal if a.kind == side and sum(a.args) <= cap]
    if not options:
        return next(a for a in legal if a.kind == "pass")
    return max(options, key=lambda a: (sum(a.args), -len(a.args)))


def _lucky(view: dict, legal: list):
    if view["me"] != view["turn_seat"]:
        return next(a for a in legal if a.kind == "pass")
    cap = max(view["players"][view["me"]]["cash"] * 2 // 5, 100_000)
    pairs = [a for a in six_eight_pairs(legal) if a.args[1] + a.args[3] <= cap]
    if pairs:
        return max(pairs, key=lambda a: a.args[1])
    singles = [a for a in legal if a.kind == "luck" and len(a.args) == 2 and a.args[0] in (6, 8)
               and a.args[1] <= cap]
    if singles:
        return max(singles, key=lambda a: a.args[1])
    return next(a for a in legal if a.kind == "pass")


def aside(state, seat: int, hard=None):
    """A bot seat's Double box change out of turn, before the movement roll (or None at once).
    `hard`: (view, seat, legal) -> the Hard level's change (stakes.box; given by game.py)."""
    if state.phase != "roll" or state.sealed is not None or state.players[seat]["changed"]:
        return None
    from ...core.game import bot_view, legal_actions
    from ...core.levels import level_of
    from . import easy

    legal = legal_actions(state, seat)
    if not legal:
        return None
    level = level_of(state.players[seat])
    if level == "easy":
        return easy.box_change(bot_view(state, seat), legal)
    if level == "hard" and hard is not None:
        return hard(bot_view(state, seat), seat, legal)
    return box_change(bot_view(state, seat), seat, legal)
