"""Scripted chance for the ริช รวยพลิกล็อค (Rich) one-rule tests: a 2–6 seat game in which every seat
named the teacher and rolled 7 (so is a lawyer at 80,000, no match), seat `first` won the order
roll, and every Rich Card went back to the deck, the 8 Collect cards on top (a card drawn on a
payday then opens no window on its drawer's own money; hands are set per test with `hands`); forced dice,
forced Flip-Lock rows (chance deals them: `row`), tokens placed on a square, answers to the Rich Card window.

Squares by index (board.py): 0 Start, paydays 1 11 21 31 41 51, Flip-Lock 10 35 59, Good luck 3 28
48, Bad luck 18 39 62, traffic 6 27 53, stock 9 33 54, blue 5 (wedding 4,000) 22 (housewarming
3,000) 37 (New Year 3,000, pays) 47 (baby 4,000), purple 8 (car 150,000 auto) 16 (hospital 80,000
life) 25 (fire 200,000 fire), move back 30 61, rest 13 45, free move 24 57, nearest 15 42, change
19 50, Finish 1 65, Finish 2 66; ordinary 2 (+40,000) 4 (−40,000) 7 (+30,000) 12 (+50,000) …
"""

from helpers import act, deal, dice, new_dealt
from tycoon.variants.rich.cards import DECK

NAMES = ["Somchai", "Malee", "Niran", "Ploy", "Arthit", "Kanya"]
LAWYER = 80_000  # everyone's salary after `game`
PASS_ROW = [1, 2, 3, 4, 6, 9]  # five times "higher" passes
FAIL_ROW = [5, 5, 1, 2, 3, 4]  # "higher" (or "lower") on the second 5 fails at once


def game(players=2, first=0, seed=7, named=None, rolls=None, empty_hands=True, **options):
    """Seat s names named[s] (default teacher) and rolls rolls[s] (default 3+4: a lawyer, 80,000);
    `first` rolls 12 for the order, the others 2; then `first` is to roll."""
    state = new_dealt("rich", [{"name": n} for n in NAMES[:players]], seed, options)
    for seat in range(players):
        act(state, seat, "job", (named or {}).get(seat, "teacher"))
        dice(state, *(rolls or {}).get(seat, (3, 4)))
    for seat in range(players):
        dice(state, *((6, 6) if seat == first else (1, 1)))
    assert state.phase == "roll" and state.actor == first, state.phase
    if empty_hands:
        hands(state, {})
        on_top(state, *["collect"] * 8)  # a card drawn applies only to others' receipts: no window
    return state


def hands(state, table: dict):
    """Every hand back to the deck (its end), then seat s holds exactly table[s] (taken from the deck)."""
    board = state.board
    for player in state.players:
        board["deck"] += player["cards"]
        player["cards"] = []
    for seat, cards in table.items():
        for card in cards:
            board["deck"].remove(card)
            state.players[seat]["cards"].append(card)


def on_top(state, *cards):
    """The next cards drawn from the Rich Card deck are `cards`, in order."""
    for card in reversed(cards):
        state.board["deck"].remove(card)
        state.board["deck"].insert(0, card)


def cards_total(state):
    held = [c for p in state.players for c in p["cards"]]
    return sorted(held + state.board["deck"] + state.board["used"]) == sorted(DECK)


def at(state, seat, square):
    state.players[seat]["pos"] = square


def move(state, d1, d2, seat=None):
    """The turn's seat rolls to move (forwards, or backwards after a Move back)."""
    act(state, state.turn_seat if seat is None else seat, "roll")
    dice(state, d1, d2)


def row(state, cards):
    """Chance deals the Flip-Lock now due this row of six, first card first (``-1 deal …``)."""
    assert state.chance and state.chance["why"] == "fliplock", f"no Flip-Lock to deal (phase {state.phase})"
    deal(state, *cards)
    assert state.phase == "fliplock", state.phase


def guesses(state, *sides):
    seat = state.actor
    for side in sides:
        act(state, seat, "guess", side)


def flip_pass(state):
    """Guess a PASS_ROW right: five times higher (chance deals it first if still to deal)."""
    if state.chance and state.chance["why"] == "fliplock":
        row(state, PASS_ROW)
    assert state.phase == "fliplock", state.phase
    guesses(state, *["higher"] * 5)


def flip_fail(state):
    """Fail a FAIL_ROW at the first guess (chance deals it first if still to deal)."""
    if state.chance and state.chance["why"] == "fliplock":
        row(state, FAIL_ROW)
    assert state.phase == "fliplock", state.phase
    guesses(state, "higher")


def no_insurance(state):
    """Decline the payday's insurance offer (if it is open)."""
    if state.phase == "insure":
        act(state, state.actor, "done")


def react(state, table: dict | None = None):
    """Every seat the Rich Card window waits for answers table[s] (a tuple: "double", "collect",
    ("pay", helper)) or passes."""
    assert state.phase == "react", state.phase
    table = table or {}
    for seat in list(state.sealed["waiting"]):
        choice = table.get(seat)
        if choice is None:
            act(state, seat, "pass")
        elif isinstance(choice, str):
            act(state, seat, "play", choice)
        else:
            act(state, seat, "play", *choice)


def rests(state, *seats):
    """`seats` sit out their next turn (as after a Rest square), so a test plays one seat's turns."""
    for seat in seats:
        state.players[seat]["resting"] = True


def cash(state):
    return [p["cash"] for p in state.players]


def set_cash(state, seat, amount):
    state.players[seat]["cash"] = amount


def keys(state, start=0):
    return [entry[0] for entry in state.log[start:]]
