"""Babylon's bot (docs/rules/babylon.md "Bots"): it reasons only with what its view allows.

- A gem's value is the average of its cards' holders' points. The bot counts its own cards at its
  own score and every other card at the average of the other players' scores — the two it
  watched as they are, the rest at 7/3 (a player scores 1, 2 or 3 with chances 1/9, 4/9, 4/9) —
  over about 2N/4 cards of that gem. Public results bound the value: a short at price p means
  the value is below p, a valid offer at p means it is at least p. Check gives it exactly.
- It prices each gem at the highest step it believes is not a short, less half a million when it
  is unsure (no Check); when the gem looks crowded (three or more sellers in a round, or many
  cards) it undercuts one more step, since only the lowest valid offer earns (the average).
- It sells its tickets evenly over the rounds left, holding some back while a gem looks dear
  and is unchecked (the next results will narrow its value), and everything in round 4.
- Check in round 1 on the gem it knows least about; Secret in round 2, 3 or 4 (by seat, so the
  bots do not all hide the same round).
- It bids one ruby on its own seat's number; at the end it gives the second talisman to, and
  names for the Deathmatch, the richest player allowed.
"""

from fractions import Fraction

from ...core.actions import Action

UNKNOWN = Fraction(7, 3)  # the expected score of a player nobody has watched
HALF = 500_000


def bot(view: dict, legal: list):
    kinds = {a.kind for a in legal}
    if "bid" in kinds or "pass" in kinds:
        return _auction(view, legal)
    if "ready" in kinds:
        return legal[0]
    if "none" in kinds:
        return _privilege(view, legal)
    if "offer" in kinds:
        return _offer(view, legal)
    if kinds & {"talisman", "deathmatch"}:
        totals = view["players"]
        return max(legal, key=lambda a: (totals[a.args[0]]["total"], -a.args[0]))
    return legal[0]


def _auction(view: dict, legal: list):
    """One ruby on one order number: which one is arbitrary (the numbers only decide who watches
    whom), so it varies with the game and the seat (it was always the bot's own seat number)."""
    count = len(view["players"])
    number = (view.get("table", 0) + view["me"]) % count + 1
    bids = [a for a in legal if a.kind == "bid" and a.args == (number, 1)]
    return bids[0] if bids else next(a for a in legal if a.kind == "pass")


def _privilege(view: dict, legal: list):
    number = view["round"]
    checks = [a for a in legal if a.kind == "check"]
    if number == 1 and checks:
        mine = view["mine"]["gems"]
        return min(checks, key=lambda a: (mine.count(a.args[0]), a.args[0]))  # the gem it holds fewer of
    secret = [a for a in legal if a.kind == "secret"]
    if secret and number >= 2 + view["me"] % 3:  # round 2, 3 or 4 by seat: not all at once
        return secret[0]
    return next(a for a in legal if a.kind == "none")


def estimates(view: dict) -> dict:
    """gem -> (estimated value in won, exact?) for the gems this bot holds."""
    mine = view["mine"]
    players = len(view["players"])
    watched = [w["points"] for w in mine["watched"]]
    others = players - 1
    mean = (sum(watched) + (others - len(watched)) * UNKNOWN) / others
    cards = Fraction(2 * players, 4)
    low, high = bounds(view)
    found = {}
    for gem in set(mine["gems"]):
        check = mine["check"]
        if check and check["gem"] == gem:
            found[gem] = (Fraction(check["value"]), True)
            continue
        own = mine["gems"].count(gem)
        rest = max(cards - own, Fraction(0))
        points = (own * mine["score"] + rest * mean) / (own + rest)
        value = points * 1_000_000
        value = max(value, low.get(gem, 0))
        if gem in high:
            value = min(value, high[gem] - 1)
        found[gem] = (value, False)
    return found


def bounds(view: dict) -> tuple:
    """From public results: the highest valid price (value >= it) and the lowest short price
    (value < it) of each gem."""
    low, high = {}, {}
    for result in view["results"]:
        for entry in result["gems"]:
            gem = entry["gem"]
            for line in entry["lines"]:
                if line["outcome"] == "short":
                    high[gem] = min(high.get(gem, line["price"]), line["price"])
                else:
                    low[gem] = max(low.get(gem, 0), line["price"])
    return low, high


def _crowded(view: dict, gem: str) -> bool:
    if len(view["players"]) >= 8:
        return True
    for result in view["results"][-1:]:
        for entry in result["gems"]:
            if entry["gem"] == gem and len(entry["lines"]) >= 3:
                return True
    return False


def _offer(view: dict, legal: list):
    mine = view["mine"]
    prices = view["prices"]
    left_rounds = view["rounds"] - view["round"] + 1
    wanted = {}
    for gem, (value, exact) in estimates(view).items():
        margin = 0 if exact else HALF
        safe = [p for p in prices if p <= value - margin] or [prices[0]]
        price = safe[-1]
        if _crowded(view, gem) and len(safe) > 1:
            price = safe[-2]
        left = mine["tickets"].get(gem, 0)
        count = -(-left // left_rounds)  # evenly over the rounds left
        if not exact and value >= 2_500_000 and left_rounds > 1:
            count = max(0, count - 1)  # a dear, unchecked gem: wait for the next results
        wanted[gem] = (count, price)
    args = []
    for gem in sorted(wanted, key=view["gems"].index):
        count, price = wanted[gem]
        args += [gem, count, price // HALF if count else 0]
    exact = Action(view["me"], "offer", tuple(args))
    if exact in legal:  # the usual case: no need to weigh every combination
        return exact
    return min(legal, key=lambda a: _distance(a.args, wanted))


def _distance(args: tuple, wanted: dict) -> tuple:
    miss = 0
    for i in range(0, len(args), 3):
        gem, tickets, price = args[i], args[i + 1], args[i + 2] * HALF
        count, target = wanted.get(gem, (0, 0))
        miss += abs(tickets - count) * 10 + (abs(price - target) // HALF if tickets else 0)
    return miss, args
