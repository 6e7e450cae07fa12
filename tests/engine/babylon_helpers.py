"""Scripted Babylon games for the one-rule tests (rules/babylon.md): a table of 3–11 human seats,
the auction passed (or bid), the gem cards and order numbers set directly, the dice room forced to
chosen scores, then privileges and sealed offers answered seat by seat.

Prices in these helpers are written in millions of won (1, 1.5 … 3); the engine writes them in
half-millions (2–6) in its actions.
"""

from fractions import Fraction

from helpers import act, dealt, dice, new_dealt
from tycoon.core import apply_action, legal_actions
from tycoon.core.actions import Action
from tycoon.variants.babylon import room
from tycoon.variants.babylon.gems import GEMS, tickets_for

NAMES = ["Minh", "Lan", "Hùng", "Mai", "Tuấn", "Hoa", "Dũng", "Thảo", "Long", "Ngọc", "Bình"]
DICE_FOR = {1: (1, 6), 2: (6, 4), 3: (3, 4)}  # a roll scoring 1, 2 or 3 points
M = 1_000_000  # a million won


def game(players=4, seed=7, rubies="one_each", bots=(), one_visit=True, look_step=False):
    """A new table in the order-number auction (one_visit false: the two-step selling rounds of a
    game saved before issue 38; look_step true: the look step of a game saved before version 4)."""
    seats = [{"name": NAMES[i % len(NAMES)], "bot": i in bots} for i in range(players)]
    return new_dealt("babylon", seats, seed, {"rubies": rubies, "one_visit": one_visit, "look_step": look_step})


def pass_auction(state):
    """Every seat the auction still waits for passes; chance deals the order numbers and the gems
    as the game's generator deals them."""
    for seat in list(state.sealed["waiting"]):
        act(state, seat, "pass")
    dealt(state)
    assert state.phase == "room", state.phase


def arrange(state, gems=None, orders=None):
    """In the dice room before the first roll: give seat s the cards gems[s] (a pair) and order
    number orders[s], as if dealt so (tickets follow the cards)."""
    assert state.phase == "room" and all(p["score"] is None for p in state.players)
    for seat, player in enumerate(state.players):
        if gems is not None:
            player["gems"] = sorted(gems[seat])
            player["tickets"] = tickets_for(player["gems"])
        if orders is not None:
            player["order"] = orders[seat]
    first = room.seat_of(state, 1)
    state.actor = state.turn_seat = first


def roll_scores(state, scores):
    """Every player rolls in order-number order, scoring scores[seat] points."""
    for number in range(1, len(state.players) + 1):
        seat = room.seat_of(state, number)
        assert state.pending["number"] == number
        dice(state, *DICE_FOR[scores[seat]])


def all_ready(state):
    """The look step's "ready" from every seat (a game with option look_step), else nothing."""
    if state.phase != "look":
        return
    for seat in list(state.sealed["waiting"]):
        act(state, seat, "ready")


def selling_game(gems, scores, orders=None, seed=7, rubies="one_each", one_visit=True, look_step=False):
    """A table of len(gems) seats at the start of selling round 1 (privileges), with the cards,
    order numbers (default seat s has number s + 1) and dice scores given."""
    players = len(gems)
    state = game(players, seed, rubies, one_visit=one_visit, look_step=look_step)
    pass_auction(state)
    arrange(state, gems, orders or [s + 1 for s in range(players)])
    roll_scores(state, scores)
    all_ready(state)
    assert state.phase in ("privilege", "offer") and state.board["round"] == 1, state.phase
    return state


def halves(price) -> int:
    """A price in millions (1, 1.5 … 3) as the engine writes it (half-millions)."""
    twice = Fraction(price) * 2
    assert twice.denominator == 1
    return int(twice)


def offer_action(state, seat, offer: dict) -> Action:
    """seat's offer {gem: (tickets, price in millions)}; gems left out offer 0 tickets."""
    args = []
    for gem in sorted(state.players[seat]["tickets"], key=GEMS.index):
        tickets, price = offer.get(gem, (0, 0))
        args += [gem, tickets, halves(price) if tickets else 0]
    return Action(seat, "offer", tuple(args))


def privileges(state, choices=None):
    """Every seat asked answers its privilege: choices[seat] = ("check", gem) or ("secret",);
    the others "none". In a one-visit round (issue 38 §2) each seat with a privilege left says it
    at the start of the offer step; in a two-step round (a game saved before) the privilege step
    is answered. Does nothing when no seat has a privilege left."""
    choices = choices or {}
    if state.phase not in ("privilege", "offer"):
        return
    for seat in list(state.sealed["waiting"]):
        if state.phase == "offer" and "none" not in {a.kind for a in legal_actions(state, seat)}:
            continue
        kind, *args = choices.get(seat, ("none",))
        act(state, seat, kind, *args)


def offers(state, table=None):
    """Every seat asked for an offer answers table[seat] ({gem: (tickets, price)}), else nothing
    (in round 4: everything left at 1 million)."""
    table = table or {}
    assert state.phase == "offer", state.phase
    last = state.board["round"] == 4
    for seat in list(state.sealed["waiting"]):
        offer = table.get(seat)
        if offer is None:
            left = state.players[seat]["tickets"]
            offer = {gem: (n, 1) for gem, n in left.items()} if last else {}
        apply_action(state, offer_action(state, seat, offer))


def play_round(state, table=None, choices=None):
    """One selling round: privileges, then offers; returns the round's number."""
    number = state.board["round"]
    privileges(state, choices)
    offers(state, table)
    return number


def result_line(state, number, gem, seat):
    """The settled line of `seat`'s offer of `gem` in round `number` (engine's record), or None."""
    for entry in state.board["results"][number - 1]["gems"]:
        if entry["gem"] == gem:
            for line in entry["lines"]:
                if line["seat"] == seat:
                    return line
    return None


def earned(state, seat, number=None) -> Fraction:
    """seat's exact earnings: in round `number`, or in total."""
    player = state.players[seat]
    if number is not None:
        return Fraction(player["earned"][number - 1])
    return sum((Fraction(e) for e in player["earned"]), Fraction(0))


def finish_rounds(state, table=None):
    """Play the remaining rounds with no privileges and the given (or no) offers; round 4 sells
    everything left at 1 million unless told otherwise."""
    while state.phase in ("privilege", "offer"):
        play_round(state, table if state.board["round"] < 4 else None)


# ---- the selling tables of test_babylon_selling.py and test_babylon_clarifications.py ------------
PG = ("pearl", "garnet")


def table(players=4, scores=None, gems=None, one_visit=True):
    return selling_game(gems or [PG] * players, scores or [3] * players, one_visit=one_visit)


def settle_pearl(state, table_):
    """Round 1 with no privileges and these pearl offers {seat: (tickets, price)}."""
    play_round(state, {seat: {"pearl": offer} for seat, offer in table_.items()})
    return {seat: result_line(state, 1, "pearl", seat) for seat in table_}


def to_round_four(state):
    while state.board["round"] < 4:
        play_round(state)
    assert state.board["round"] == 4 and state.phase in ("privilege", "offer")


def ended(totals):
    """A table of len(totals) seats after round 4, seat s having earned totals[s] + 6 million (its
    six tickets sold at 1 million in round 4 on top of totals[s] set before it)."""
    state = table(len(totals))
    to_round_four(state)
    for seat, amount in enumerate(totals):
        state.players[seat]["earned"][0] = str(Fraction(amount))
    play_round(state)
    return state
