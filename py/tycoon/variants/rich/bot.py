"""Rich's bot: it reads only its view and picks from the legal list (docs/design.md "Bots").

- Profession: names the one with the best expected salary (the actor: a 10/36 chance of 180,000).
- Insurance: buys each kind whose accident still lies on the road ahead, keeping 50,000 in hand.
- Good luck / Bad luck: Flip-Lock against the sure amount by expected value, with the exact chance
  of passing by counting cards (64/297): 43,098 > 20,000 and 94,141 < 100,000, so it plays.
- Flip-Lock: the guess with the better chance of passing over the cards not yet seen.
- Nearest player: goes ahead (salary on the way, no move-back period).
- Personal numbers: the likeliest free total of two dice (7, then 6 and 8, …).
- Rich Cards: plays a card where it is worth most — on a big amount (a card kept has a value too),
  on anything once its own race is nearly run (a card left at the end is worth nothing), and names
  the richest other player to help pay; a Double on another's payment only hurts a rival ahead.
"""

from fractions import Fraction

from .board import BAD_LUCK, GOOD_LUCK, LAST, kinds_ahead
from .fliplock import PASS_CHANCE, best_guess

WAYS = {total: 6 - abs(7 - total) for total in range(2, 13)}
# Every kind the bot picks from: all but "borrow" (it never takes a loan), so before a roll it has
# one choice and core.game.bot_action builds it no view (Variant.bot_kinds).
KINDS = frozenset({"job", "roll", "insure", "done", "take", "pay", "fliplock", "guess", "go", "number",
                   "play", "pass"})


def kinds(state, seat: int) -> frozenset:
    return KINDS
RESERVE = 50_000
BIG = 80_000  # a receipt or payment worth a card
LATE = LAST - 12  # in the count-back zone: use cards while they still count


def bot(view: dict, legal: list):
    kinds = {a.kind for a in legal}
    me = view["me"]
    if "play" in kinds or view.get("phase") == "react":
        return _react(view, legal)
    if "job" in kinds:
        return max((a for a in legal if a.kind == "job"),
                   key=lambda a: next(row["expected"] for row in view["profession"]["table"] if row["job"] == a.args[0]))
    if "guess" in kinds:
        return next(a for a in legal if a.kind == "guess" and a.args[0] == best_guess(view["flip"]["shown"]))
    if "insure" in kinds or "done" in kinds:
        return _insure(view, legal)
    if "fliplock" in kinds:
        return _luck(view, legal)
    if "go" in kinds:
        here = view["players"][me]["pos"]
        return max((a for a in legal if a.kind == "go"), key=lambda a: a.args[0] > here)
    if "number" in kinds:
        return max((a for a in legal if a.kind == "number"), key=lambda a: (WAYS[a.args[0]], -a.args[0]))
    roll = [a for a in legal if a.kind == "roll"]
    return roll[0] if roll else next(a for a in legal if a.kind != "borrow")


def _insure(view: dict, legal: list):
    player = view["players"][view["me"]]
    ahead = kinds_ahead(player["pos"])
    for action in legal:
        if action.kind == "insure" and action.args[0] in ahead and player["cash"] >= RESERVE + view["prices"]["insurance"]:
            return action
    return next(a for a in legal if a.kind == "done")


def _luck(view: dict, legal: list):
    luck = view["luck"]
    if luck["square_kind"] == "good_luck":
        play = PASS_CHANCE * GOOD_LUCK[1] > GOOD_LUCK[0]
    else:
        play = (1 - PASS_CHANCE) * BAD_LUCK[1] < BAD_LUCK[0]
    choice = "fliplock" if play else ("take" if luck["square_kind"] == "good_luck" else "pay")
    return next(a for a in legal if a.kind == choice)


def _react(view: dict, legal: list):
    window, me = view["window"], view["me"]
    players = view["players"]
    mine = players[me]
    late = bool(mine["finished"]) or mine["pos"] >= LATE
    amount = window["amount"]
    threshold = 20_000 if late else BIG
    options = [a for a in legal if a.kind == "play"]
    best, value = None, Fraction(0)
    for action in options:
        card = action.args[0]
        if card == "double" and window["seat"] == me:
            gain = Fraction(amount)
        elif card == "collect" or card == "pay":
            gain = Fraction(amount, 2)
        else:  # a Double on another player's payment: worth it only against a rival ahead of me
            payer = players[window["seat"]]
            gain = Fraction(amount) if payer["worth"] >= mine["worth"] else Fraction(0)
        if gain >= threshold / (2 if card == "collect" else 1) and gain > value:
            best, value = action, gain
    if best is not None and best.args[0] == "pay":
        best = richest_helper(options, players)
    return best or next(a for a in legal if a.kind == "pass")


def richest_helper(options: list, players: list):
    """Of the Pay cards a seat may play, the one naming the richest other player (lowest seat on a tie)."""
    return max((a for a in options if a.args[0] == "pay"), key=lambda a: (players[a.args[1]]["worth"], -a.args[1]))
