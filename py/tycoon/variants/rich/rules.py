"""ริช รวยพลิกล็อค (docs/rules/rich.md): phases, actions and the steps of a turn.

Phases: profession (name one, then roll; seat by seat) → order (two dice each, ties re-roll) →
roll → the steps the move sets off (turn.py): insure, luck (Good / Bad luck's choice), fliplock
(five guesses), nearest (a tie ahead and behind), profession (change), numbers (after finishing),
react (the Rich Card window, sealed) … → roll of the next player → over when all have finished
(or at the `turn_limit`). On their own turn a player may borrow at any time (#21).
"""

from ...core import turn_order
from ...core.actions import Action
from ...core.dice import ask_dice, dice_outcomes
from ...core.rng import seed_state
from . import cards, professions, reaction, turn
from .board import INSURANCE_PRICE, INSURANCES, START_CASH
from .money import borrow


def new_state(players: list, seed: int, options: dict):
    from ...core.state import State

    seats = [{"name": p["name"], "bot": bool(p.get("bot")), "cash": START_CASH, "pos": 0, "job": None,
              "doubled": False, "insurance": [], "cards": [], "notes": 0, "tickets": 0, "finished": 0,
              "numbers": [], "resting": False, "back_next": False, "back_from": None, "turns": 0}
             for p in players]
    state = State(variant="rich", options=options, seed=seed, rng=seed_state(seed), players=seats)
    state.board = {"dice": [], "flip": None, "first": 0, "deck": [], "used": [], "last_job": None}
    state.emit("rich_setup", amount=START_CASH)
    cards.new_deck(state)  # chance shuffles the deck first (`_dealt`: a card each, then professions)
    return state


# ---- what may happen --------------------------------------------------------------------------
def legal_actions(state, seat: int) -> list:
    phase = state.phase
    if phase == "react":
        return reaction.actions(state, seat) if seat in state.sealed["waiting"] else []
    if seat != state.actor or state.over:
        return []
    found = _phase_actions(state, seat, phase)
    if state.turn_seat == seat and phase in ("roll", "insure", "luck", "nearest"):
        found.append(Action(seat, "borrow"))  # any number of loans on one's own turn (#21)
    return found


def _phase_actions(state, seat: int, phase: str) -> list:
    pending = state.pending
    if phase == "profession":
        return [Action(seat, "job", (name,)) for name in professions.PROFESSIONS]
    if phase == "roll":
        return [Action(seat, "roll")]
    if phase == "insure":
        player = state.players[seat]
        found = [Action(seat, "insure", (kind,)) for kind in INSURANCES
                 if kind not in player["insurance"] and player["cash"] >= INSURANCE_PRICE]
        return [*found, Action(seat, "done")]
    if phase == "luck":
        sure = "take" if pending["square_kind"] == "good_luck" else "pay"
        return [Action(seat, sure), Action(seat, "fliplock")]
    if phase == "fliplock":
        return [Action(seat, "guess", ("higher",)), Action(seat, "guess", ("lower",))]
    if phase == "nearest":
        return [Action(seat, "go", (square,)) for square in pending["targets"]]
    if phase == "numbers":
        return [Action(seat, "number", (n,)) for n in turn.free_numbers(state)]
    return []


def chance_outcomes(state) -> list:
    return dice_outcomes(state.chance) if state.chance else []


# ---- applying -----------------------------------------------------------------------------------
def apply(state, action: Action) -> None:
    if action.seat < 0:
        return _dealt(state, action.args) if action.kind == "deal" else _chance(state, action.args)
    kind, seat = action.kind, action.seat
    if kind == "borrow":
        return borrow(state, seat)
    if kind == "job":
        state.pending["named"] = action.args[0]
        state.emit("rich_job_named", player=seat, job=action.args[0])
        return ask_dice(state, "profession")
    if kind == "roll":
        return turn.roll(state, seat)
    if kind == "insure":
        return turn.insure(state, seat, action.args[0])
    if kind == "done":
        return turn.proceed(state)
    if kind in ("take", "pay", "fliplock"):
        return turn.luck_choice(state, seat, kind)
    if kind == "guess":
        return turn.guess(state, seat, action.args[0])
    if kind == "go":
        return turn.go_nearest(state, seat, action.args[0])
    if kind == "number":
        return turn.take_number(state, seat, action.args[0])
    raise AssertionError(f"unhandled action {action}")


def on_sealed(state, answers: dict) -> None:
    assert state.phase == "react", state.phase
    reaction.on_sealed(state, answers)
    turn.resume(state)


def _dealt(state, outcome: tuple) -> None:
    """A deal of chance (core/deal.py): a Flip-Lock row, the deck at the set-up, or the used pile
    shuffled back during a draw."""
    chance, state.chance = state.chance, None
    if chance["why"] == "fliplock":
        return turn.fliplock_dealt(state, chance, list(outcome))
    cards.dealt(state, chance, list(outcome))
    if chance["why"] == "reshuffle":
        return turn.proceed(state)  # the turn's steps go on after the draw
    for seat in range(len(state.players)):  # the set-up: a card each, then the professions
        cards.draw(state, seat)
    return _ask_profession(state, 0, "setup")


def _chance(state, dice: tuple) -> None:
    why = state.chance["why"]
    state.chance = None
    state.board["dice"] = list(dice)
    if why == "profession":
        return _profession_roll(state, sum(dice))
    if why == "order":
        return _order_roll(state, sum(dice))
    return turn.on_dice(state, why, dice)


# ---- professions: at setup seat by seat, and on a change-profession square (#4, #14) -----------
def _ask_profession(state, seat: int, why: str) -> None:
    turn.ask_profession(state, seat, why)


def _profession_roll(state, total: int) -> None:
    seat, named = state.actor, state.pending["named"]
    job, doubled = professions.outcome(named, total)
    player = state.players[seat]
    player["job"], player["doubled"] = job, doubled
    state.board["last_job"] = {"player": seat, "named": named, "total": total, "job": job, "doubled": doubled,
                               "salary": professions.salary(player)}
    state.emit("rich_job_doubled" if doubled else "rich_job", player=seat, job=job, named=named, total=total,
               salary=professions.salary(player))
    if state.pending["why"] == "change":
        state.pending = {}
        return turn.proceed(state)
    if seat + 1 < len(state.players):
        return _ask_profession(state, seat + 1, "setup")
    turn_order.start_order(state, list(range(len(state.players))), turn.RICH_START)


# ---- who starts: two dice each, the highest starts, the tied re-roll (#5; core/turn_order.py) ---
def _order_roll(state, total: int) -> None:
    first = turn_order.order_roll(state, total, turn.RICH_START, total=total)
    if first is not None:
        turn_order.first_turn(state, first)
        turn.start_turn(state, first)

