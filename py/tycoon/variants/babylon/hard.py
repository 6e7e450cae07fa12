"""Babylon's Hard bot (docs/bots.md "Levels"): Normal's play, with a look-ahead (core/search.py)
at each of its offers: Normal's offer and its neighbours (a gem priced a step higher or lower, a
ticket more or fewer) are each played on copies of the game to its end, with Normal bots in every
seat, and the offer that won most often on the same copies is kept.

What a seat cannot see is nearly the whole game: the other players' gems and tickets, the scores
it did not watch (so every gem's value), their Check and a Secret not yet announced, and the lines
and earnings a Secret kept back. A copy deals all of it again from what the seat's view tells
(`deal`): the gems each other player must hold (those they offered, two of a gem they sold more
than three tickets of), the scores at their chances (1/9, 4/9, 4/9), and only deals that agree
with every public result (a short sale at p: the value is below p; any other line: at least p)
and with its own Check. It reads the state only through the seat's view (view.py)."""

from fractions import Fraction

from ...core.actions import Action
from ...core.rng import shuffled, step
from ...core.search import Lookahead
from .bot import bounds
from .gems import GEMS, extra_cards, pool, tenths, tickets_for, values, won
from .selling import ROUNDS
from .view import view

TRIES = 200  # deals tried for one that agrees with every public result (else the closest)
SCORES = (1, 2, 2, 2, 2, 3, 3, 3, 3)  # a player's dice score: 1 with chance 1/9, 2 or 3 with 4/9 each


def moments(view: dict, legal: list, normal) -> list | None:
    """Normal's offer and its neighbours: for each gem it offers, a price step down and up, and
    (before round 4, where every ticket is sold) one ticket more; for a gem it holds back, one
    ticket at 2.0 million. (One ticket fewer was tried and hardly ever chosen: docs/bots.md.)"""
    if normal.kind != "offer":
        return None
    allowed = set(legal)
    args = list(normal.args)
    found = [normal]
    for i in range(0, len(args), 3):
        tickets, price = args[i + 1:i + 3]
        near = []
        if tickets:
            near += [(tickets, price - 1), (tickets, price + 1), (tickets + 1, price)]
        else:
            near.append((1, 4))
        for count, step_price in near:
            changed = list(args)
            changed[i + 1:i + 3] = [count, step_price if count else 0]
            action = Action(normal.seat, normal.kind, tuple(changed))
            if action in allowed and action not in found:
                found.append(action)
    return found if len(found) > 1 else None


def redraw(sample, seat: int, rng: int) -> None:
    seen = view(sample, seat)
    facts = _facts(seen)
    best, fewest = None, None
    for _ in range(TRIES):
        rng, dealt = _deal(rng, seen, facts)
        if dealt is None:
            continue
        misses = _misses(dealt, facts)
        if fewest is None or misses < fewest:
            best, fewest = dealt, misses
        if misses == 0:
            break
    if best is None:  # no deal gave every other player the gems they showed: keep theirs unseen
        rng, best = _loose(rng, seen)
    _place(sample, seat, seen, facts, best)


def _facts(seen: dict) -> dict:
    """What the view says of the hidden deal: per other seat the gems it must hold and the tickets
    it sold in the open (per gem), per gem the bounds of its value (won), the seat's Check."""
    count = len(seen["players"])
    must = {s: {} for s in range(count)}
    sold = {s: {} for s in range(count)}
    for result in seen["results"]:
        for entry in result["gems"]:
            gem = entry["gem"]
            for line in entry["lines"]:
                s = line["player"]
                must[s][gem] = max(must[s].get(gem, 0), 1)
                sold[s][gem] = sold[s].get(gem, 0) + line["tickets"]
                if sold[s][gem] > 3:
                    must[s][gem] = 2
    low, high = bounds(seen)  # the same bounds Normal reads (bot.py)
    mine = seen["mine"]
    return {"must": must, "sold": sold, "low": low, "high": high, "check": mine["check"]}


def _deal(rng: int, seen: dict, facts: dict) -> tuple:
    """One deal of the hidden cards and scores: (rng, {"gems": [...], "scores": [...]}) or (rng,
    None) when the cards left cannot give every seat the gems it showed."""
    me, mine = seen["me"], seen["mine"]
    count = len(seen["players"])
    lucky = []
    if extra_cards(count):
        rng, drawn = shuffled(rng, list(GEMS))
        lucky = drawn[:extra_cards(count)]
    cards = pool(count, lucky)
    for gem in mine["gems"]:
        if gem not in cards:
            return rng, None
        cards.remove(gem)
    hands = {me: list(mine["gems"])}
    for s in range(count):
        if s == me:
            continue
        hand = []
        for gem, needed in sorted(facts["must"][s].items()):
            for _ in range(needed):
                if gem not in cards or len(hand) == 2:
                    return rng, None
                cards.remove(gem)
                hand.append(gem)
        hands[s] = hand
    rng, cards = shuffled(rng, cards)
    for s in range(count):
        while len(hands[s]) < 2:
            hands[s].append(cards.pop())
    watched = {w["player"]: w["points"] for w in mine["watched"]}
    scores = []
    for s in range(count):
        if s == me:
            scores.append(mine["score"])
        elif s in watched:
            scores.append(watched[s])
        else:
            rng, r = step(rng)
            scores.append(SCORES[r % len(SCORES)])
    return rng, {"gems": [sorted(hands[s]) for s in range(count)], "scores": scores}


def _misses(dealt: dict, facts: dict) -> int:
    """How many public facts the deal's gem values contradict (0: it agrees with all)."""
    found = values([{"gems": g, "score": p} for g, p in zip(dealt["gems"], dealt["scores"], strict=True)])
    misses = 0
    for gem, value in found.items():
        won_value = value * 1_000_000
        if gem in facts["low"] and won_value < facts["low"][gem]:
            misses += 1
        if gem in facts["high"] and won_value >= facts["high"][gem]:
            misses += 1
    check = facts["check"]
    if check and tenths(found.get(check["gem"], Fraction(0))) * 100_000 != check["value"]:
        misses += 1
    return misses


def _loose(rng: int, seen: dict) -> tuple:
    """A deal that ignores what the others showed (used only when none could honour it)."""
    empty = {"must": {s: {} for s in range(len(seen["players"]))}}
    while True:
        rng, dealt = _deal(rng, seen, empty)
        if dealt is not None:
            return rng, dealt


def _place(sample, seat: int, seen: dict, facts: dict, dealt: dict) -> None:
    """Write the deal into the copy, and overwrite with what the view tells everything else the
    seat cannot see: the others' tickets, Check, Secret and earnings, the lines Secret kept back."""
    board = sample.board
    round_now = seen["round"]
    announced = {s: r["round"] for r in seen["results"] for s in r["secret"]}
    true = values([{"gems": g, "score": p} for g, p in zip(dealt["gems"], dealt["scores"], strict=True)])
    for s, player in enumerate(sample.players):
        if s == seat:
            continue
        gems = dealt["gems"][s]
        player["gems"], player["score"] = gems, dealt["scores"][s]
        player["secret"] = announced.get(s)
        player["tickets"] = _tickets(gems, facts["sold"][s], player["secret"], round_now)
        # Normal checks in round 1 the gem it holds fewer of (bot.py); a copy's other seats are Normal
        checked = min(sorted(set(gems)), key=gems.count)
        player["check"] = ({"gem": checked, "value": str(true[checked]), "round": 1} if round_now > 1 else None)
        _earnings(player, seen["players"][s]["earned"], player["secret"], round_now)
    for result in board["results"]:  # the others' lines Secret kept back: unseen, gone from the copy
        hidden = set(result["secret"]) - {seat}
        for entry in result["gems"]:
            entry["lines"] = [ln for ln in entry["lines"] if ln["seat"] not in hidden]
        result["gems"] = [entry for entry in result["gems"] if entry["lines"]]
    board["secret_now"] = [s for s in board.get("secret_now", []) if s == seat]
    if "declared" in sample.pending:
        sample.pending["declared"] = [s for s in sample.pending["declared"] if s == seat]
    sample.story = {}  # its worth checkpoints count the others' hidden earnings


def _tickets(gems: list, sold: dict, secret: int | None, round_now: int) -> dict:
    """The tickets a seat has left: its six less those it sold in the open and, in its Secret
    round, as many as Normal sells (evenly over the rounds left)."""
    left = tickets_for(gems)
    for gem in left:
        left[gem] = max(0, left[gem] - sold.get(gem, 0))
    if secret is not None and secret < round_now:
        for gem in left:
            left[gem] -= -(-left[gem] // (ROUNDS - secret + 1))
    return left


def _earnings(player: dict, shown: list, secret: int | None, round_now: int) -> None:
    """Its earnings by round as the view shows them (in won); a Secret round's, unseen, at the
    average of its other rounds."""
    settled = [e for r, e in enumerate(shown, 1) if r < round_now and e is not None]
    guess = sum(settled) // len(settled) if settled else 0
    figures = [(e if e is not None else (guess if r < round_now else 0)) for r, e in enumerate(shown, 1)]
    exact = [Fraction(f, 1_000_000) for f in figures]
    player["earned"] = [str(e) for e in exact]
    player["earned_won"] = list(figures)
    player["total_won"] = won(sum(exact, Fraction(0)))
    public = [e for r, e in enumerate(exact, 1) if r != secret]
    player["public_won"] = won(sum(public, Fraction(0)))


def decided(state) -> bool:
    """The winners are known at the reveal (ending.py); the talismans and the Deathmatch follow."""
    return state.phase in ("talisman", "deathmatch")


# A copy of four players from round 1 to the reveal is about 24 actions; two or three copies per
# candidate fit Pyodide's tenth of a second (docs/bots.md "Levels").
LOOKAHEAD = Lookahead(moments=moments, redraw=redraw, horizon=30, budget=420, decided=decided, by_worth=True)
