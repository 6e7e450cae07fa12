"""G. Lucky Dice (docs/rules/easymoney.md "G", #11, #12, Clarification 10).

Every player with own funds may stake one or two bundles on 4, 5, 6, 8, 9 or 10 (both on one
number or one on each of two) — a sealed answer. With no stake, nothing happens. Then the active
player rolls the black dice again and again:
- a number not yet rolled this session pays every stake on it its odds from the public pile, and
  the stake goes back to its owner;
- 2, 3, 11 or 12 not yet rolled pays the roller $100,000 from the public pile;
- a total already rolled this session: roll again;
- 7: the roller takes every stake still on a Number box (their own too) and the session ends.
The session also ends when no stake is left.

The printed odds are the true odds, each number's chance of coming before a 7 (Cl. 10): a
number with w ways (of 36) comes first with chance w / (w + 6), so a fair stake pays 6/w : 1 —
4 and 10 pay 2:1, 5 and 9 pay 3:2, 6 and 8 pay 6:5; payouts are whole $10,000 units, rounded
down.
"""

from fractions import Fraction
from functools import cache

from ...core import story
from ...core.actions import Action
from ...core.dice import ask_dice
from ...core.sealed import open_sealed
from ...core.turn_order import clockwise
from .board import BUNDLES, STEP_PAY, UNIT, has_funds, stake_options
from .piles import LUCKY_NUMBERS, from_bank


def ways(number: int) -> int:
    return 6 - abs(7 - number)


def chance_before_seven(number: int) -> Fraction:
    return Fraction(ways(number), ways(number) + 6)


def odds(number: int) -> Fraction:
    """The printed payout per $1 staked: 6/ways (2:1 for 4, 3:2 for 5, 6:5 for 6)."""
    return Fraction(6, ways(number))


def payout(number: int, stake: int) -> int:
    return stake * 6 // ways(number) // UNIT * UNIT


ODDS_TABLE = [{"number": n, "pays": [odds(n).numerator, odds(n).denominator],
               "chance": [chance_before_seven(n).numerator, chance_before_seven(n).denominator]}
              for n in LUCKY_NUMBERS]


def open_bets(state) -> bool:
    seats = [s for s, p in enumerate(state.players) if has_funds(p["cash"])]
    if not seats:
        state.emit("em_lucky_nobody")
        return False
    state.emit("em_lucky_open", player=state.turn_seat)
    open_sealed(state, "lucky_bets", seats, {"rolled": []})
    return True


def actions(state, seat: int) -> list:
    """`luck N A` (one bundle on N), `luck N A B` (two bundles on N), `luck N A M B` (one on N,
    one on M, N < M); and `pass`."""
    return list(_menu(seat, min(state.players[seat]["cash"], 2 * BUNDLES[-1])))


@cache
def _menu(seat: int, funds: int) -> tuple:
    """The list for a seat with these funds, made once (Easy Money's bot games spent
    most of their time building its ~250 actions, at every call for the legal list). It depends on
    nothing else, and funds above two of the largest bundles change nothing, so a seat has at most
    one list per funds value up to $2,000,000."""
    found = []
    for stake in stake_options(funds):
        for n in LUCKY_NUMBERS:
            found.append(Action(seat, "luck", (n, *stake)))
    pairs = [(a, b) for a in BUNDLES for b in BUNDLES if a + b <= funds]
    for i, n in enumerate(LUCKY_NUMBERS):
        for m in LUCKY_NUMBERS[i + 1:]:
            found.extend(Action(seat, "luck", (n, a, m, b)) for a, b in pairs)
    return (*found, Action(seat, "pass"))


def stakes_of(action: Action) -> list[tuple]:
    """[(number, amount)] of a `luck` action."""
    args = action.args
    if len(args) == 4:
        return [(args[0], args[1]), (args[2], args[3])]
    return [(args[0], sum(args[1:]))]


def on_sealed(state, answers: dict) -> bool:
    """Place the stakes; True when the session is already over (nobody staked)."""
    staked = False
    for seat in clockwise(state):
        action = answers.get(seat)
        if action is None or action.kind != "luck":
            continue
        player = state.players[seat]
        for number, amount in stakes_of(action):
            player["cash"] -= amount
            player["numbers"][LUCKY_NUMBERS.index(number)] += amount
            state.emit("em_lucky_staked", player=seat, number=number, amount=amount)
        staked = True
    if not staked:
        state.emit("em_lucky_no_stakes")
        return True
    state.phase, state.actor = "lucky_roll", state.turn_seat
    state.pending = {"rolled": []}
    ask_dice(state, "lucky", 2)
    return False


def on_dice(state, dice: tuple) -> bool:
    """One roll of the session; True when the session is over."""
    roller, total = state.turn_seat, sum(dice)
    rolled = state.pending["rolled"]
    if total == 7:
        taken = 0
        for player in state.players:
            taken += sum(player["numbers"])
            player["numbers"] = [0] * len(LUCKY_NUMBERS)
        state.players[roller]["cash"] += taken
        state.emit("em_lucky_seven", player=roller, amount=taken, dice=list(dice))
        story.note(state, "bet", roller, taken, stake=0)
        return True
    if total in rolled:
        state.emit("em_lucky_repeat", player=roller, total=total)
    else:
        rolled.append(total)
        if total in LUCKY_NUMBERS:
            _pay_number(state, total)
        else:
            from_bank(state, roller, STEP_PAY, "em_lucky_edge", total=total)
    if not any(any(p["numbers"]) for p in state.players):
        state.emit("em_lucky_done")
        return True
    ask_dice(state, "lucky", 2)
    return False


def _pay_number(state, number: int) -> None:
    box = LUCKY_NUMBERS.index(number)
    state.emit("em_lucky_hit", player=state.turn_seat, number=number)
    for seat in clockwise(state):
        player = state.players[seat]
        stake = player["numbers"][box]
        if stake:
            player["numbers"][box], player["cash"] = 0, player["cash"] + stake
            from_bank(state, seat, payout(number, stake), "em_lucky_won", number=number, stake=stake)
