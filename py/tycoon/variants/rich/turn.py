"""A turn of Rich as a list of steps (``state.board["todo"]``), run in order by `proceed`: a move
gives ("pass_payday"…, "land"); a square gives its own steps (squares.py); a step that needs a
choice, dice or the Rich Card window opens it and returns True, and whatever closes it calls
`proceed` again. When no step is left, the next player's turn starts.
"""

from ...core import story
from ...core.dice import ask_dice
from ...core.money import BANK, move_money
from . import fliplock, movement, professions, squares
from .board import (
    BAD_LUCK,
    FEE,
    GOOD_LUCK,
    INSURANCE_PRICE,
    INSURANCES,
    STOCK_DOWN,
    STOCK_UP,
    TICKET_TIMES,
    TICKET_UNIT,
)
from .cards import draw
from .ending import finish, game_over
from .money import pay
from .reaction import deal, open_window


# ---- turns --------------------------------------------------------------------------------------
def start_turn(state, seat: int) -> None:
    state.turn_seat = state.actor = seat
    state.turn += 1
    state.board["todo"] = []
    player = state.players[seat]
    player["turns"] += 1
    if player["resting"]:  # 6.2: the turn is skipped
        player["resting"] = False
        state.emit("rich_rests", player=seat)
        return end_turn(state)
    state.phase, state.pending = "roll", {}


def end_turn(state) -> None:
    """The next player still on the track; everyone finished (or the turn limit) ends the game."""
    players, n = state.players, len(state.players)
    if all(p["finished"] for p in players):
        return game_over(state, "finished")
    first, here = state.board["first"], state.turn_seat
    seat = next(s for s in ((here + k) % n for k in range(1, n + 1)) if not players[s]["finished"])
    if (seat - first) % n <= (here - first) % n:  # round the table again
        limit = state.options["turn_limit"]
        if limit and state.round >= limit:
            return game_over(state, "turn_limit")
        state.round += 1
    start_turn(state, seat)


def roll(state, seat: int) -> None:
    back = state.players[seat]["back_next"]
    state.emit("rich_roll_back" if back else "rich_roll", player=seat)
    ask_dice(state, "back" if back else "move")


def ask_profession(state, seat: int, why: str) -> None:
    state.phase, state.actor, state.turn_seat = "profession", seat, seat
    state.pending = {"why": why}


# ---- running the steps --------------------------------------------------------------------------
def proceed(state) -> None:
    todo = state.board["todo"]
    state.phase, state.actor, state.pending = "move", state.turn_seat, {}
    while todo:
        if _run(state, todo.pop(0)):
            return
    end_turn(state)


def resume(state) -> None:
    """After the Rich Card window: the turn goes on."""
    proceed(state)


def _later(state, steps: list) -> None:
    """Run `steps` next, before whatever was already to come."""
    state.board["todo"][:0] = steps


def _run(state, step: list) -> bool:
    name, seat = step[0], step[1]
    if name == "deal":  # [("deal", the deal)]: the Rich Card window, or the money at once
        return open_window(state, seat)
    player = state.players[seat]
    if name == "land":
        movement.clear_period(player)
        _later(state, squares.land(state, seat, step[2], step[3]))
        return False
    if name == "pass_payday":
        _salary_passing(state, seat, step[2])
        return _offer_insurance(state, seat)
    if name == "salary":  # landing exactly: the salary is a receipt
        if movement.pays_salary(player, step[2]):
            return open_window(state, deal("receipt", seat, professions.salary(player), step[2], "salary"))
        state.emit("rich_no_salary", player=seat, square=step[2])
        return False
    if name == "insure":
        return _offer_insurance(state, seat)
    if name == "draw":
        return draw(state, seat)  # True: the used pile is shuffled first (a deal), then the turn goes on
    if name == "fliplock":
        return _start_fliplock(state, seat, step[2])
    if name == "roll":
        state.board["rolling"] = {"kind": step[2], "square": step[3]}
        ask_dice(state, step[2])
        return True
    if name == "free_roll":
        ask_dice(state, "free")
        return True
    if name == "luck":
        state.phase, state.actor, state.pending = "luck", seat, {"square_kind": step[2]}
        return True
    if name == "nearest":
        return _nearest(state, seat)
    if name == "change":
        ask_profession(state, seat, "change")
        return True
    if name == "finish":
        _later(state, finish(state, seat, step[2]))
        return False
    if name == "numbers":
        if step[2] > 0 and _free_numbers(state):
            state.phase, state.actor, state.pending = "numbers", seat, {"left": step[2]}
            return True
        return False
    raise AssertionError(f"unknown step {step}")


def _free_numbers(state) -> list:
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
            _later(state, movement.backward(state, seat, total))
        else:
            _later(state, movement.forward(state, seat, total))
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
    _later(state, [["deal", deal(kind, seat, each * len(others), square, "gifts", others=others, each=each)]])


def _traffic(state, seat: int, square: int, total: int) -> None:
    """A fresh roll × 10,000; the player's 2nd ticket of the game ×3, the 3rd and later ×5 (#10)."""
    player = state.players[seat]
    player["tickets"] += 1
    times = TICKET_TIMES[min(player["tickets"], len(TICKET_TIMES)) - 1]
    amount = total * TICKET_UNIT * times
    state.emit("rich_ticket", player=seat, total=total, times=times, count=player["tickets"], amount=amount)
    _later(state, [["deal", deal("payment", seat, amount, square, "traffic")]])


def _stock(state, seat: int, square: int, total: int) -> None:
    """7 (#13): above 5 the bank pays 20,000 a point over 5; below 5 the player pays 30,000 a point
    under 5 to the bank; a 5 changes nothing."""
    if total > 5:
        amount = (total - 5) * STOCK_UP
        state.emit("rich_stock", player=seat, total=total, amount=amount, move="up")
        _later(state, [["deal", deal("receipt", seat, amount, square, "stock")]])
    elif total < 5:
        amount = (5 - total) * STOCK_DOWN
        state.emit("rich_stock", player=seat, total=total, amount=amount, move="down")
        _later(state, [["deal", deal("payment", seat, amount, square, "stock")]])
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
        _later(state, [["deal", deal("receipt", seat, GOOD_LUCK[0], square, "good_luck")]])
    elif choice == "pay":
        _later(state, [["deal", deal("payment", seat, BAD_LUCK[0], square, "bad_luck")]])
    else:
        _later(state, [["fliplock", seat, square_kind]])
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
        _later(state, [["deal", money]])
    return proceed(state)


# ---- Go to the nearest player (6.4, #12) ---------------------------------------------------------
def _nearest(state, seat: int) -> bool:
    targets = movement.nearest_targets(state, seat)
    if not targets:
        state.emit("rich_nearest_none", player=seat)
        return False
    if len(targets) == 1:
        _later(state, movement.to_square(state, seat, targets[0]))
        return False
    state.phase, state.actor, state.pending = "nearest", seat, {"targets": targets}
    return True


def go_nearest(state, seat: int, square: int) -> None:
    _later(state, movement.to_square(state, seat, square))
    proceed(state)


# ---- personal numbers (#24) ----------------------------------------------------------------------
def take_number(state, seat: int, number: int) -> None:
    state.players[seat]["numbers"].append(number)
    state.emit("rich_number", player=seat, number=number)
    state.pending["left"] -= 1
    if state.pending["left"] > 0 and _free_numbers(state):
        return None
    return proceed(state)
