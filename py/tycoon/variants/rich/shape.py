"""The shape of Rich's State (ริช รวยพลิกล็อค): the keys of `state.board`, of each
`state.players[i]` and of `state.pending` in each phase, as TypedDicts. Annotations only: the
State stays plain JSON (core/state.py). Imports `typing` only (loaded in Pyodide too). Checked by
tests/engine/test_state_shapes.py.

Phases with pending data: profession, order, luck, nearest, numbers, react; every other phase's
(roll, move, insure, fliplock, over) pending is {}.
"""

from typing import NotRequired, TypedDict


# ---- the board ---------------------------------------------------------------------------------
class Flip(TypedDict):
    """A Flip-Lock (fliplock.py, turn.py); it stays on the board, with its result, until the next."""

    player: int  # seat playing it
    context: str  # where it is played: "payday", "square", "good_luck", "bad_luck" (what is at stake)
    square: int  # the square it is played on
    row: list[int]  # the six cards dealt, first card first (those past `shown` are face down: no view shows them)
    shown: int  # cards turned up so far
    guesses: list[str]  # "higher" / "lower", in order
    result: str | None  # None while playing, then "pass" or "fail"


class LastJob(TypedDict):
    """The last profession roll (shown by the screens)."""

    player: int  # seat that rolled
    named: str  # the profession named
    total: int  # the two dice's total
    job: str  # the profession it gave
    doubled: bool  # the named one came up: double salary
    salary: int  # the salary it pays


class Rolling(TypedDict):
    """A square's own roll waiting for the dice."""

    kind: str  # "blue", "traffic" or "stock"
    square: int  # the square that asked for it


class Board(TypedDict):
    dice: list[int]  # the faces of the last roll ([] before any)
    flip: Flip | None  # the Flip-Lock now or last played, None before the first
    first: int  # seat that started round 1
    deck: list[str]  # Rich Cards to draw ("double", "collect", "pay"), top first
    used: list[str]  # the used pile, shuffled back when the deck runs out
    last_job: LastJob | None  # the last profession roll, None before the first
    rolling: NotRequired[Rolling]  # a square's roll waiting for the dice (removed when it comes)


# ---- a player ----------------------------------------------------------------------------------
class Player(TypedDict):
    name: str  # the name given at set-up
    bot: bool  # played by the bot
    level: NotRequired[str]  # a bot's level other than normal (core/levels.py)
    cash: int  # baht in hand (never negative: loans cover payments)
    pos: int  # the square the token is on (0 Start … 66 Finish 2)
    job: str | None  # profession, None until the first profession roll
    doubled: bool  # the profession pays double salary
    insurance: list[str]  # insurances held: "auto", "fire", "life" (one of each at most)
    cards: list[str]  # Rich Cards in hand (public)
    notes: int  # loan notes unpaid (200,000 each at the count)
    tickets: int  # traffic tickets so far (the 2nd pays ×3, the 3rd and later ×5)
    finished: int  # 0 on the track, 1 or 2: the Finish reached
    numbers: list[int]  # personal numbers taken (2–12): another's movement roll of one pays a fee
    resting: bool  # the next turn is skipped (Rest square)
    back_next: bool  # the next movement roll goes backward (Move back square)
    back_from: int | None  # square a backward move started from: no salary until past it, else None
    turns: int  # own turns started (tycoon.sim's turns per player)


# ---- pending, per phase ------------------------------------------------------------------------
class ProfessionPending(TypedDict):
    """profession: name a profession, then roll two dice (at set-up seat by seat, or on a change square)."""

    why: str  # "setup" or "change"
    named: NotRequired[str]  # the profession named, while its roll waits


class OrderPending(TypedDict):
    """order: two dice each, the highest starts, the tied roll again (core/order.py)."""

    rolling: list[int]  # seats rolling in this round of order rolls, in order
    rolls: list[int]  # their totals so far, in the same order


class LuckPending(TypedDict):
    """luck: take the sure amount (Good luck) or pay it (Bad luck), or play a Flip-Lock."""

    square_kind: str  # "good_luck" or "bad_luck"


class NearestPending(TypedDict):
    """nearest: the nearest players are as near ahead as behind: choose one."""

    targets: list[int]  # the two squares to choose from


class NumbersPending(TypedDict):
    """numbers: a finished player picks personal numbers."""

    left: int  # numbers still to pick (one at Finish 1, two at Finish 2)


class Deal(TypedDict):
    """Money about to move, open to Rich Cards (reaction.py)."""

    kind: str  # "receipt" or "payment"
    seat: int  # who receives or pays
    amount: int  # the total
    others: list[int] | None  # the seats that pay (or are paid) `each` on a blue square; None: the bank
    each: int  # each of `others`' share (0 without others)
    square: int  # the square that caused it
    why: str  # what it is for ("square", "salary", "traffic", "fliplock" …)


class ReactPending(TypedDict):
    """react: the sealed Rich Card window on a deal."""

    deal: Deal  # the deal the cards may change


PENDING: dict[str, type] = {
    "profession": ProfessionPending, "order": OrderPending, "luck": LuckPending, "nearest": NearestPending,
    "numbers": NumbersPending, "react": ReactPending,
}
Pending = ProfessionPending | OrderPending | LuckPending | NearestPending | NumbersPending | ReactPending
