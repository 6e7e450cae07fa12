"""The Hard bot's stakes (docs/bots.md "Levels"): each weighed by its exact expectation over the
outcome to come — the Wall Street card under the rumour's back (cards.EXPECTED counts every card
that may be turned), the token's next two-dice stop for the Double box (bot.landing_odds) — where a
copy of the game could only sample that outcome's luck. Where the expectation is in its favour it
stakes the most the rules allow (two bundles), not Normal's quarter of its funds: the richest wins,
and every rival who stakes with the rumour stakes less.

- Wall Street: the largest stake on the side whose expectation is above nothing, else Normal's pass.
- Double box: an empty box gets the largest stake when Double is the likelier stop than Nothing;
  otherwise Normal's choice (its fine counted).
- Lucky Dice: the roller takes back its own stakes on a 7, so its stakes on 6 and 8 cannot lose:
  the largest such pair. The other players' stakes are fair bets: Normal's pass.
"""

from .bot import box_change, favoured_side, landing_odds, six_eight_pairs


def stake(view: dict, legal: list):
    """The stake with the best expectation when it is not Normal's, else None (Normal's choice)."""
    kinds = {a.kind for a in legal}
    if "rise" in kinds or "fall" in kinds:
        return _wall_street(view, legal)
    if "luck" in kinds:
        return _lucky(view, legal)
    return _double(view, view["me"], legal)


def box(view: dict, seat: int, legal: list):
    """The Double box change a Hard seat makes before a roll out of its turn (bot.aside)."""
    return _double(view, seat, legal) or box_change(view, seat, legal)


def _largest(actions: list):
    return max(actions, key=lambda a: (sum(a.args), -len(a.args))) if actions else None


def _wall_street(view: dict, legal: list):
    side, value = favoured_side(view)
    return _largest([a for a in legal if a.kind == side]) if value > 0 else None


def _lucky(view: dict, legal: list):
    if view["me"] != view["turn_seat"]:
        return None
    pairs = six_eight_pairs(legal)
    return max(pairs, key=lambda a: a.args[1]) if pairs else None


def _double(view: dict, seat: int, legal: list):
    stakes = [a for a in legal if a.kind == "double"]
    if not stakes or view["players"][seat]["double"]:
        return None
    p_double, p_nothing = landing_odds(view["token"])
    return _largest(stakes) if p_double > p_nothing else None
