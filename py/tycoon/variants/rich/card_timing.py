"""When Rich's Hard bot plays a Rich Card (docs/bots.md "Levels", docs/rules/rich.md "Rich Cards").

A card is played once, so it is worth most on the biggest event still to come: a passed Flip-Lock
pays ฿300,000, a Good luck one ฿200,000. While much of the race is left, the Hard bot keeps its card
for such an event and plays it only on one worth at least ฿300,000 times the share of the table's
race still to run (at least ฿20,000, Normal's late threshold); near the end it plays it on anything.

It counts what a card moves between itself and a rival, since the richest wins: a Collect is half
the receipt to it and half less for the receiver, a Pay half the payment saved and half paid by the
richest other player, so each is worth the whole amount; a Double on its own receipt is the amount,
on another's payment the amount when that player is at least as rich, else nothing (as Normal).

Normal plays at ฿80,000 (half that for a Collect's share) from the start and so often has no card
left for a Flip-Lock; what this is worth in games is in docs/bots.md "Levels"."""

from .board import LAST
from .bot import richest_helper

KEEP_FOR = 300_000  # what a card is kept for while the whole race is still to run
LEAST = 20_000  # the smallest event worth a card


def answer(view: dict, legal: list):
    """The Hard bot's answer in a Rich Card window (play a card or pass), else None."""
    window = view.get("window")
    if view.get("phase") != "react" or window is None:
        return None
    options = [a for a in legal if a.kind == "play"]
    passing = next((a for a in legal if a.kind == "pass"), None)
    if passing is None:
        return None
    me, players = view["me"], view["players"]
    bar = max(LEAST, KEEP_FOR * race_left(players))
    best, value = None, 0
    for action in options:
        gain = _gain(action.args[0], window, players, me)
        if gain >= bar and gain > value:
            best, value = action, gain
    if best is not None and best.args[0] == "pay":  # the richest other player pays half, as Normal names
        best = richest_helper(options, players)
    return best or passing


def race_left(players: list) -> float:
    """The share of the table's race still to run: each player's squares to Finish 2 over the
    track's length (none once finished), averaged over the players."""
    return sum(0 if p["finished"] else (LAST - p["pos"]) / LAST for p in players) / len(players)


def _gain(card: str, window: dict, players: list, me: int) -> int:
    amount = window["amount"]
    if card == "double" and window["seat"] != me:
        return amount if players[window["seat"]]["worth"] >= players[me]["worth"] else 0
    return amount
