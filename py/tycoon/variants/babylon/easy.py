"""Babylon's Easy bot (docs/bots.md "Levels"): a beginner who prices without inference.
It reads the same view and picks from the same legal list as the normal bot (bot.py).

- Pricing: greedy and blind. Each gem at a million above its own score in millions (at most the
  top price), whatever the results said and whoever it watched: it hopes to earn more and often
  comes up short, which a player sees in the results. No Check, no Secret.
- Tickets: all of a gem's tickets in the first round it can sell them.
- Auction: bids no ruby. Talisman and Deathmatch: a player by a die (levels.whim).
"""

from ...core.actions import Action
from ...core.levels import whim
from .bot import HALF, _distance


def bot(view: dict, legal: list):
    kinds = {a.kind for a in legal}
    if "bid" in kinds or "pass" in kinds:
        return next((a for a in legal if a.kind == "pass"), legal[0])
    if "none" in kinds:
        return next(a for a in legal if a.kind == "none")
    if "offer" in kinds:
        return _offer(view, legal)
    if kinds & {"talisman", "deathmatch"}:
        return legal[whim(view, legal, "name") % len(legal)]
    return legal[0]


def _offer(view: dict, legal: list):
    mine = view["mine"]
    wish = (mine["score"] + 1) * 1_000_000  # a million above what its own cards scored
    prices = view["prices"]
    price = max([p for p in prices if p <= wish] or [prices[0]])
    args = []
    for gem in view["gems"]:
        left = mine["tickets"].get(gem, 0)
        args += [gem, left, price // HALF if left else 0]
    exact = Action(view["me"], "offer", tuple(args))
    if exact in legal:
        return exact
    wanted = {gem: (mine["tickets"].get(gem, 0), price) for gem in view["gems"]}
    return min((a for a in legal if a.kind == "offer"), key=lambda a: _distance(a.args, wanted))
