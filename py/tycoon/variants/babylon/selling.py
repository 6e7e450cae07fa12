"""The four selling rounds (docs/rules/babylon.md "Selling", Clarifications 2–5).

Each round: first the privileges — each player with an unused one may use Check (see one held
gem's exact value at once, privately) or Secret (hide their own offers and earnings in this
round's public results until the end), at most one a round, each once a game. Then everyone with
tickets left makes a sealed offer. Both are one secret step per player (`one_visit`): the privilege is said first, its Check value shown, then the offers; a game saved before
that has a privilege step for everyone, then an offer step: for each gem held, a number of tickets (0 … remaining; in round
4 all remaining) and one price per ticket, 1.0–3.0 million in steps of 0.5 (prices are written in
half-millions, 2–6). Then each gem is settled on its own:
1. an offer priced above the gem's true value is a short: it earns nothing and its price ×
   tickets go into that gem's shorts pool;
2. the other offers are valid; if all have one price, each earns price × tickets;
3. otherwise the lowest-priced valid offers earn the average price of all valid offers (weighted
   by tickets, their own included) × their tickets; the others earn nothing;
4. the shorts pool is shared equally among the offers that earned money; if none did, it is lost.
Sold tickets are used up whether they earned or not. Earnings are exact fractions.
"""

from fractions import Fraction
from functools import cache

from ...core import story
from ...core.actions import Action
from ...core.sealed import open_sealed
from .gems import GEMS, HALF_MILLION, value_won, values, won

ROUNDS = 4
PRICES = (2, 3, 4, 5, 6)  # half-millions: 1.0, 1.5, 2.0, 2.5, 3.0 million won


def sellers(state) -> list:
    return [s for s, p in enumerate(state.players) if any(p["tickets"].values())]


def start_round(state, number: int) -> bool:
    """Open round `number`; False when nobody has a ticket left (the round is skipped)."""
    state.board["round"] = state.round = number
    if not sellers(state):
        state.emit("bb_round_skipped", round=number)
        return False
    state.emit("bb_round_started", round=number)
    state.pending = {}
    if state.options.get("one_visit", True):  # one secret step: the privilege first, then the offers
        open_sealed(state, "offer", sellers(state), pending={"declared": []})
        return True
    seats = [s for s in sellers(state) if has_privilege(state, s)]
    if seats:
        open_sealed(state, "privilege", seats)
    else:
        open_offers(state)
    return True


def has_privilege(state, seat: int) -> bool:
    player = state.players[seat]
    return not (player["check"] and player["secret"])


def must_declare(state, seat: int) -> bool:
    """In a one-visit round, whether the seat may still say Check, Secret or neither before its
    offers (it has one left and has not said). Its offers alone also say "neither": a person who
    uses neither goes straight to the offer picker (one click less a round)."""
    declared = state.pending.get("declared") if state.phase == "offer" else None
    return declared is not None and seat not in declared and has_privilege(state, seat)


def declare(state, action) -> None:
    """A privilege said in a one-visit round, before the seat's offers: Check shows its value to
    that seat at once (Clarification 5); Secret is announced with the results, as before."""
    seat, player = action.seat, state.players[action.seat]
    state.pending["declared"].append(seat)
    if action.kind == "check":
        gem = action.args[0]
        value = values(state.players)[gem]
        player["check"] = {"gem": gem, "value": str(value), "round": state.board["round"]}
        state.emit("bb_check_result", to=[seat], player=seat, gem=gem, amount=value_won(value))
    elif action.kind == "secret":
        player["secret"] = state.board["round"]
        state.board["secret_now"].append(seat)


def privilege_actions(state, seat: int) -> list:
    player = state.players[seat]
    found = [Action(seat, "check", (gem,)) for gem in sorted(set(player["gems"]), key=GEMS.index)
             if not player["check"]]
    if not player["secret"]:
        found.append(Action(seat, "secret"))
    return [*found, Action(seat, "none")]


def privileges(state, answers: dict) -> None:
    """Check results at once, privately; Secret is announced ("X used Secret") with the results."""
    true = values(state.players)
    secret = []
    for seat, action in sorted(answers.items()):
        player = state.players[seat]
        if action.kind == "check":
            gem = action.args[0]
            player["check"] = {"gem": gem, "value": str(true[gem]), "round": state.board["round"]}
            state.emit("bb_check_result", to=[seat], player=seat, gem=gem, amount=value_won(true[gem]))
        elif action.kind == "secret":
            player["secret"] = state.board["round"]
            secret.append(seat)
    state.board["secret_now"] = secret
    open_offers(state)


def open_offers(state) -> None:
    open_sealed(state, "offer", sellers(state))


def offer_actions(state, seat: int) -> list:
    """`offer GEM T P [GEM T P]` for the gems held (in GEMS order); T=0 has P=0."""
    tickets = state.players[seat]["tickets"]
    last = state.board["round"] == ROUNDS
    return list(_offers(seat, tuple((gem, tickets[gem]) for gem in tickets), last))


@cache  # a few hundred hands in all: the same tickets give the same list, round after round
def _offers(seat: int, held: tuple, last: bool) -> tuple:
    tickets = dict(held)
    choices = []
    for gem in sorted(tickets, key=GEMS.index):
        left = tickets[gem]
        counts = [left] if last else range(left + 1)
        choices.append([(gem, t, p) for t in counts for p in (PRICES if t else (0,))])
    found = [[]]
    for options in choices:
        found = [done + [*option] for done in found for option in options]
    return tuple(Action(seat, "offer", tuple(args)) for args in found)


def parse_offer(action: Action) -> list:
    args = action.args
    return [(args[i], args[i + 1], args[i + 2]) for i in range(0, len(args), 3)]


def settle(state, answers: dict) -> None:
    true = values(state.players)
    number = state.board["round"]
    secret = set(state.board.get("secret_now", []))
    offers = {gem: [] for gem in GEMS}
    for seat, action in sorted(answers.items()):
        for gem, tickets, price in parse_offer(action):
            if tickets:
                state.players[seat]["tickets"][gem] -= tickets
                offers[gem].append({"seat": seat, "tickets": tickets, "price": price})
    results = []
    for gem in GEMS:
        if offers[gem]:
            lines = settle_gem(offers[gem], true[gem])
            results.append({"gem": gem, "lines": lines})
            for line in lines:
                player = state.players[line["seat"]]
                exact = Fraction(player["earned"][number - 1]) + Fraction(line["earned"])
                player["earned"][number - 1] = str(exact)
                player["earned_won"][number - 1] = won(exact)  # for display, worked out once
                story.note(state, "sale", line["seat"], won(Fraction(line["earned"])), gem=gem, round=number)
    state.board["results"].append({"round": number, "gems": results, "secret": sorted(secret)})
    state.board["public"].append(shown_round(state.board["results"][-1], hidden=True))
    for player in state.players:  # totals for display, each exact total rounded once (Cl. 2)
        earned = [Fraction(e) for e in player["earned"]]
        player["total_won"] = won(sum(earned, Fraction(0)))
        player["public_won"] = won(sum((e for r, e in enumerate(earned, 1) if r != player["secret"]), Fraction(0)))
    state.emit("bb_round_results", round=number)
    for seat in sorted(secret):
        state.emit("bb_secret_used", player=seat, round=number)
    state.board["secret_now"] = []


def shown_round(result: dict, hidden: bool) -> dict:
    """One round's results as the table sees them: per gem, each offer's seller, tickets, price
    and earnings in won and outcome; with `hidden`, a Secret user's lines are left out (they are
    shown at the end). Worked out once at the settlement: every view shares it (views are
    read-only)."""
    secret = set(result["secret"]) if hidden else set()
    gems = []
    for entry in result["gems"]:
        lines = [{"player": ln["seat"], "tickets": ln["tickets"], "price": ln["price"] * HALF_MILLION,
                  "outcome": ln["outcome"], "earned": ln["won"], "pool": won(Fraction(ln["pool"]))}
                 for ln in entry["lines"] if ln["seat"] not in secret]
        if lines:
            gems.append({"gem": entry["gem"], "lines": lines})
    return {"round": result["round"], "gems": gems, "secret": list(result["secret"])}


def settle_gem(offers: list, value: Fraction) -> list:
    """One gem's offers of one round -> result lines {seat, tickets, price, outcome, earned (str)}.
    Prices are half-millions; earnings are exact fractions of a million won."""
    lines = [dict(o) for o in offers]
    pool = Fraction(0)
    valid = []
    for line in lines:
        price = Fraction(line["price"], 2)
        if price > value:
            line["outcome"], line["earned"] = "short", Fraction(0)
            pool += price * line["tickets"]
        else:
            valid.append(line)
    if valid:
        prices = {line["price"] for line in valid}
        if len(prices) == 1:
            for line in valid:
                line["outcome"], line["earned"] = "equal", Fraction(line["price"], 2) * line["tickets"]
        else:
            average = (sum(Fraction(v["price"], 2) * v["tickets"] for v in valid)
                       / sum(v["tickets"] for v in valid))
            lowest = min(prices)
            for line in valid:
                if line["price"] == lowest:
                    line["outcome"], line["earned"] = "lowest", average * line["tickets"]
                else:
                    line["outcome"], line["earned"] = "not_lowest", Fraction(0)
    earners = [line for line in lines if line["earned"] > 0]
    for line in earners:
        line["pool"] = pool / len(earners)
        line["earned"] += line["pool"]
    for line in lines:
        line["won"] = won(line["earned"])  # for display (Clarification 2)
        line["earned"] = str(line["earned"])
        line["pool"] = str(line.get("pool", 0))
    return lines
