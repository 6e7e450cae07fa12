"""Scripted chance for the 搶錢一族 Easy Money one-rule tests: a 2–4 seat game where every seat put
one $100,000 bundle in its Double box and seat `first` won the order roll, forced dice (two black,
one for Greed, red-white-blue for the lotteries), and set-up shortcuts that keep the $72,000,000.

Squares by index (board.py): 0 Make Money, 22 Lottery, 11/26 Greed, 8/19 Lucky Dice, 4/15 Mystery,
1 5 7 12 16 20 24 27 Double, 3 9 14 18 23 29 Nothing, 2 6 10 13 17 21 25 28 Wall Street.
"""

from helpers import act, new_dealt
from tycoon.core import CHANCE, Action, apply_action
from tycoon.variants.easymoney.board import TOTAL
from tycoon.variants.easymoney.piles import total
from tycoon.variants.easymoney.tickets import TICKETS

NAMES = ["阿明", "阿華", "阿珠", "阿福"]
SMALL = 100_000  # the smallest bundle


def game(players=2, first=0, stakes=None, seed=7, **options):
    """Every seat stakes `stakes[seat]` (default one $100,000 bundle) in its Double box; `first`
    rolls a 6 to the others' 1 and is about to roll."""
    state = new_dealt("easymoney", [{"name": n} for n in NAMES[:players]], seed, options)
    for seat in range(players):
        stake = (stakes or {}).get(seat, (SMALL,))
        act(state, seat, "double", *stake)
    for seat in range(players):
        dice(state, 6 if seat == first else 1)
    assert state.phase == "roll" and state.actor == first, state.phase
    return state


def dice(state, *faces):
    """Force the next chance outcome: two black dice, one Greed die, or red-white-blue."""
    assert state.current_player() == CHANCE, f"chance is not to act (phase {state.phase})"
    apply_action(state, Action(CHANCE, "dice", tuple(faces)))


def move(state, d1, d2, seat=None):
    """The turn's seat rolls the two black dice."""
    act(state, state.turn_seat if seat is None else seat, "roll")
    dice(state, d1, d2)


def at(state, square):
    state.board["token"] = square


def set_cash(state, seat, amount):
    """Give `seat` exactly `amount` of own funds, the difference from (or to) the public pile."""
    state.board["bank"] += state.players[seat]["cash"] - amount
    state.players[seat]["cash"] = amount


def set_bank(state, amount):
    """Leave `amount` in the public pile; the rest goes to (or comes from) the lottery pile."""
    state.board["pot"] += state.board["bank"] - amount
    state.board["bank"] = amount


def set_box(state, seat, amount, box="double"):
    """Put exactly `amount` in a box of `seat`, taken from (or given back to) the public pile."""
    state.board["bank"] += state.players[seat][box] - amount
    state.players[seat][box] = amount


def on_top(state, deck, card):
    """Put `card` on top of a deck ("wall_street", "mystery", "tickets")."""
    state.board[deck].remove(card)
    state.board[deck].insert(0, card)


def give_tickets(state, holdings: dict):
    """Every ticket goes back to the deck, then seat s holds exactly holdings[s]."""
    for player in state.players:
        player["tickets"] = []
    held = [t for tickets in holdings.values() for t in tickets]
    state.board["tickets"] = [t for t in sorted(TICKETS) if t not in held]
    for seat, tickets in holdings.items():
        state.players[seat]["tickets"] = list(tickets)


def roll_of(ticket):
    """Red, white, blue dice that draw `ticket` (its first number: 351 is red 3, white 5, blue 1)."""
    number = TICKETS[ticket][0]
    return number // 100, number // 10 % 10, number % 10


def answer(state, seat, kind, *args):
    act(state, seat, kind, *args)


def all_pass(state):
    """Every seat still owed in a sealed phase answers `pass`."""
    for seat in list(state.sealed["waiting"]):
        act(state, seat, "pass")


def cash(state):
    return [p["cash"] for p in state.players]


def conserved(state):
    assert total(state) == TOTAL, f"the game holds {total(state)}, not {TOTAL}"
    return True


def keys(state, start=0):
    """The log's keys from index `start` on."""
    return [entry[0] for entry in state.log[start:]]

