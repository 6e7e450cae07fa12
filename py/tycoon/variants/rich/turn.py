"""A turn of Rich as steps on the continuation stack (steps.py), run in order by `proceed`: a move
gives pass_payday…, land; a square gives its own steps (squares.py); a step that needs a choice,
dice or the Rich Card window opens it and returns True, and whatever closes it calls `proceed`
again. When no step is left, the next player's turn starts.
"""

from ...core import story, turn_order
from ...core.actions import Action
from ...core.dice import ask_dice
from ...core.money import BANK, move_money
from ...core.turn_order import Starter
from . import fliplock, movement, professions, squares
from .board import (
    BAD_LUCK,
    FEE,
    GOOD_LUCK,
    INSURANCE_PRICE,
    INSURANCES,
    STOCK_DOWN,
    STOCK_EVEN,
    STOCK_UP,
    TICKET_TIMES,
    TICKET_UNIT,
)
from .cards import draw
from .ending import finish, game_over
from .money import pay
from .reaction import deal, open_window
from .steps import FIELDS, later, step

# ---- turns --------------------------------------------------------------------------------------
RICH_START = Starter(dice=2, roll_event="rich_order_roll", tie_event="rich_order_tie",
                     first_event="rich_first_player")  # two dice each, the tied re-roll (#5)


def start_turn(state, seat: int) -> None:
    """Rich's part of a new turn (turn, round and seat: core/turn_order.py)."""
    del state.stack[:]  # nothing of the last turn is left to do
    player = state.players[seat]
    player["turns"] += 1
    if player["resting"]:  # 6.2: the turn is skipped
        player["resting"] = False
        state.emit("rich_rests", player=seat)
        return end_turn(state)
    state.phase, state.pending = "roll", {}


def end_turn(state) -> None:
    """The next player still on the track; everyone finished (or the turn limit) ends the game."""
    if all(p["finished"] for p in state.players):
        return game_over(state, "finished")
    seat = turn_order.next_turn(state)
    if seat is None:
        return game_over(state, "turn_limit")
    start_turn(state, seat)


def roll(state, seat: int) -> None:
    back = state.players[seat]["back_next"]
    state.emit("rich_roll_back" if back else "rich_roll", player=seat)
    ask_dice(state, "back" if back else "move")


def ask_profession(state, seat: int, why: str) -> None:
    state.phase, state.actor, state.turn_seat = "profession", seat, seat
    state.pending = {"why": why}


# ---- running the steps (steps.py) --------------------------------------------------------------
def proceed(state) -> None:
    """Run the steps on the stack until one opens a phase; none left: the next player's turn."""
    state.phase, state.actor, state.pending = "move", state.turn_seat, {}
    while state.stack:
        frame = state.stack.pop()
        if RUN[frame["step"]](state, frame):
            return
    end_turn(state)


def resume(state) -> None:
    """After the Rich Card window: the turn goes on."""
    proceed(state)


# Each step returns True when it opened a phase (a choice, dice, the window) that calls `proceed`.
def _deal(state, frame) -> bool:
    return open_window(state, frame["deal"])


def _land(state, frame) -> bool:
    movement.clear_period(state.players[frame["seat"]])
    later(state, squares.land(state, frame["seat"], frame["square"], frame["nearest"]))
    return False


def _pass_payday(state, frame) -> bool:
    _salary_passing(state, frame["seat"], frame["square"])
    return _offer_insurance(state, frame["seat"])


def _salary(state, frame) -> bool:
    """Landing exactly on a payday: the salary is a receipt."""
    seat, square = frame["seat"], frame["square"]
    player = state.players[seat]
    if movement.pays_salary(player, square):
        return open_window(state, deal("receipt", seat, professions.salary(player), square, "salary"))
    state.emit("rich_no_salary", player=seat, square=square)
    return False


def _draw(state, frame) -> bool:
    return draw(state, frame["seat"])  # True: the used pile is shuffled first (a deal), then the turn goes on


def _roll(state, frame) -> bool:
    state.board["rolling"] = {"kind": frame["kind"], "square": frame["square"]}
    ask_dice(state, frame["kind"])
    return True


def _free_roll(state, frame) -> bool:
    ask_dice(state, "free")
    return True


def _luck(state, frame) -> bool:
    state.phase, state.actor, state.pending = "luck", frame["seat"], {"square_kind": frame["kind"]}
    return True


def _change(state, frame) -> bool:
    ask_profession(state, frame["seat"], "change")
    return True


def _finish(state, frame) -> bool:
    later(state, finish(state, frame["seat"], frame["which"]))
    return False


def _numbers(state, frame) -> bool:
    if frame["count"] > 0 and free_numbers(state):
        state.phase, state.actor, state.pending = "numbers", frame["seat"], {"left": frame["count"]}
        return True
    return False


RUN = {"deal": _deal, "land": _land, "pass_payday": _pass_payday, "salary": _salary,
       "insure": lambda state, frame: _offer_insurance(state, frame["seat"]), "draw": _draw,
       "fliplock": lambda state, frame: _start_fliplock(state, frame["seat"], frame["context"]),
       "roll": _roll, "free_roll": _free_roll, "luck": _luck,
       "nearest": lambda state, frame: _nearest(state, frame["seat"]), "change": _change, "finish": _finish,
       "numbers": _numbers}
assert set(RUN) == set(FIELDS), f"steps without a runner or runners without a step: {set(RUN) ^ set(FIELDS)}"


def forced_number(state):
    """The last player to finish, with nobody left on the track, is not asked for personal
    numbers: nobody will roll them. The lowest free number is taken for them, so a
    save in which they picked one themselves still replays."""
    if state.phase != "numbers" or state.over or state.chance is not None:
        return None
    seat = state.actor
    if any(not p["finished"] for s, p in enumerate(state.players) if s != seat):
        return None
    free = free_numbers(state)
    return Action(seat, "number", (free[0],)) if free else None


def free_numbers(state) -> list:
    taken = {n for p in state.players for n in p["numbers"]}
    return [n for n in range(2, 13) if n not in taken]


# ---- dice ---------------------------------------------------------------------------------------
def on_dice(state, why: str, dice: tuple) -> None:
    seat, total = state.turn_seat, sum(dice)
    if why in ("move", "back", "free"):
        state.emit("rich_rolled", player=seat, dice=list(dice), total=total)
        _fee(state, seat, total)
        if why == "back":
            state.players[seat]["back_next"] = False
            later(state, movement.backward(state, seat, total))
        else:
            later(state, movement.forward(state, seat, total))
        return proceed(state)
    square = state.board.pop("rolling")["square"]
    if why == "blue":
        _blue(state, seat, square, total)
    elif why == "traffic":
        _traffic(state, seat, square, total)
    elif why == "stock":
        _stock(state, seat, square, total)
    return proceed(state)


def _fee(state, seat: int, total: int) -> None:
    """A movement roll that is someone's personal number pays them 50,000 — every time, the roll
    that brings the roller onto Finish too (#24, Clarification 9)."""
    owner = next((s for s, p in enumerate(state.players) if total in p["numbers"]), None)
    if owner is not None and owner != seat:
        pay(state, seat, owner, FEE)
        state.emit("rich_fee", player=seat, owner=owner, number=total, amount=FEE)


def _blue(state, seat: int, square: int, total: int) -> None:
    """3.1–3.4 (#9): every other player, finished ones too, pays the lander (New Year: is paid by
    the lander) the roll × the rate, each the full amount; the deal is the total (Clarification 1)."""
    data = squares.SQUARES[square]
    others = [s for s in range(len(state.players)) if s != seat]
    each = total * data["amount"]
    state.emit("rich_blue_roll", player=seat, square=square, total=total, point_amount=data["amount"], amount=each)
    kind = "payment" if data["pays"] else "receipt"
    later(state, [step("deal", deal(kind, seat, each * len(others), square, "gifts", others=others, each=each))])


def _traffic(state, seat: int, square: int, total: int) -> None:
    """A fresh roll × 10,000; the player's 2nd ticket of the game ×3, the 3rd and later ×5 (#10)."""
    player = state.players[seat]
    player["tickets"] += 1
    times = TICKET_TIMES[min(player["tickets"], len(TICKET_TIMES)) - 1]
    amount = total * TICKET_UNIT * times
    state.emit("rich_ticket", player=seat, total=total, times=times, count=player["tickets"], amount=amount)
    later(state, [step("deal", deal("payment", seat, amount, square, "traffic"))])


def _stock(state, seat: int, square: int, total: int) -> None:
    """7 (#13): above 5 the bank pays 20,000 a point over 5; below 5 the player pays 30,000 a point
    under 5 to the bank; a 5 changes nothing."""
    if total > STOCK_EVEN:
        amount = (total - STOCK_EVEN) * STOCK_UP
        state.emit("rich_stock", player=seat, total=total, amount=amount, move="up")
        later(state, [step("deal", deal("receipt", seat, amount, square, "stock"))])
    elif total < STOCK_EVEN:
        amount = (STOCK_EVEN - total) * STOCK_DOWN
        state.emit("rich_stock", player=seat, total=total, amount=amount, move="down")
        later(state, [step("deal", deal("payment", seat, amount, square, "stock"))])
    else:
        state.emit("rich_stock", player=seat, total=total, amount=0, move="flat")


# ---- paydays and insurance (1.1, 1.2, #7) -------------------------------------------------------
def _salary_passing(state, seat: int, square: int) -> None:
    """Passing salary: not a receipt, no card applies (Clarification 9)."""
    player = state.players[seat]
    if movement.pays_salary(player, square):
        amount = professions.salary(player)
        move_money(state, BANK, seat, amount)
        state.emit("rich_salary", player=seat, square=square, amount=amount)
    else:
        state.emit("rich_no_salary", player=seat, square=square)


def _offer_insurance(state, seat: int) -> bool:
    """The insurance offer: only to a player who lacks a kind (one of each at most)."""
    if all(kind in state.players[seat]["insurance"] for kind in INSURANCES):
        return False
    state.phase, state.actor, state.pending = "insure", seat, {}
    return True


def insure(state, seat: int, kind: str) -> None:
    player = state.players[seat]
    move_money(state, seat, BANK, INSURANCE_PRICE)
    player["insurance"].append(kind)
    state.emit("rich_bought_insurance", player=seat, cover=kind, amount=INSURANCE_PRICE)
    if len(player["insurance"]) == len(INSURANCES) or player["cash"] < INSURANCE_PRICE:
        proceed(state)


# ---- Good luck, Bad luck and Flip-Lock (5.1–5.3) ------------------------------------------------
def luck_choice(state, seat: int, choice: str) -> None:
    square_kind, square = state.pending["square_kind"], state.players[seat]["pos"]
    state.emit("rich_luck_choice", player=seat, choice=choice, square=square)
    if choice == "take":
        later(state, [step("deal", deal("receipt", seat, GOOD_LUCK[0], square, "good_luck"))])
    elif choice == "pay":
        later(state, [step("deal", deal("payment", seat, BAD_LUCK[0], square, "bad_luck"))])
    else:
        later(state, [step("fliplock", seat, square_kind)])
    proceed(state)


def _start_fliplock(state, seat: int, context: str) -> bool:
    fliplock.deal(state, player=seat, context=context)  # chance deals the row: `fliplock_dealt`
    return True


def fliplock_dealt(state, chance: dict, row: list) -> None:
    seat, context = chance["player"], chance["context"]
    state.board["flip"] = {"player": seat, "context": context, "square": state.players[seat]["pos"], "row": row,
                           "shown": 1, "guesses": [], "result": None}
    state.emit("rich_fliplock", player=seat, card=row[0], context=context)
    state.phase, state.actor, state.pending = "fliplock", seat, {}


def guess(state, seat: int, side: str) -> None:
    flip = state.board["flip"]
    row, shown = flip["row"], flip["shown"]
    last, card = row[shown - 1], row[shown]
    flip["shown"] = shown + 1
    flip["guesses"].append(side)
    good = fliplock.right(side, last, card)
    state.emit("rich_flip_right" if good else "rich_flip_wrong", player=seat, guess=side, card=card, last=last)
    if good and flip["shown"] < fliplock.DEALT:
        return None
    flip["result"] = "pass" if good else "fail"
    state.emit("rich_fliplock_passed" if good else "rich_fliplock_failed", player=seat)
    money = squares.fliplock_deal(seat, flip["context"], good, flip["square"])
    if money is not None:
        if money["kind"] == "receipt":
            story.note(state, "flip", seat, money["amount"])  # the biggest Flip-Lock won
        later(state, [step("deal", money)])
    return proceed(state)


# ---- Go to the nearest player (6.4, #12) ---------------------------------------------------------
def _nearest(state, seat: int) -> bool:
    targets = movement.nearest_targets(state, seat)
    if not targets:
        state.emit("rich_nearest_none", player=seat)
        return False
    if len(targets) == 1:
        later(state, movement.to_square(state, seat, targets[0]))
        return False
    state.phase, state.actor, state.pending = "nearest", seat, {"targets": targets}
    return True


def go_nearest(state, seat: int, square: int) -> None:
    later(state, movement.to_square(state, seat, square))
    proceed(state)


# ---- personal numbers (#24) ----------------------------------------------------------------------
def take_number(state, seat: int, number: int) -> None:
    state.players[seat]["numbers"].append(number)
    state.emit("rich_number", player=seat, number=number)
    state.pending["left"] -= 1
    if state.pending["left"] > 0 and free_numbers(state):
        return None
    return proceed(state)
