"""搶錢一族 Easy Money (docs/rules/easymoney.md): one shared money token, bets on almost every move, and
the game ends when the public pile runs dry.

Phases: stake (everyone's first Double box, sealed) → order (one die each, ties re-roll) → roll
→ the road's squares (greed_pick → greed, wall_street, lucky_bets → lucky_roll, lottery) → roll …
→ final (the final lottery) → over. Before every movement roll each player may change their
Double box once: an out-of-turn action nobody waits for (`double`, `take`).
"""

from ...core import deal, turn_order
from ...core.actions import Action
from ...core.dice import ask_dice, dice_outcomes
from ...core.rng import seed_state
from ...core.sealed import open_sealed
from . import decks, greed, lottery, lucky, route, wall_street
from .board import START_FUNDS, START_POT, TOTAL, stake_options
from .cards import MYSTERY_IDS, WALL_STREET
from .piles import LUCKY_NUMBERS
from .tickets import TICKETS


def new_state(players: list, seed: int, options: dict):
    from ...core.state import State

    seats = [{"name": p["name"], "bot": bool(p.get("bot")), "cash": START_FUNDS, "double": 0, "rise": 0,
              "fall": 0, "numbers": [0] * len(LUCKY_NUMBERS), "tickets": [], "kept": [], "changed": False}
             for p in players]
    state = State(variant="easymoney", options=options, seed=seed, rng=seed_state(seed), players=seats)
    state.board = {"bank": TOTAL - START_POT - START_FUNDS * len(seats), "pot": START_POT, "token": 0,
                   "tickets": sorted(TICKETS), "wall_street": [c["id"] for c in WALL_STREET],
                   "mystery": list(MYSTERY_IDS), "dice": [], "lottery_dice": [],
                   "first": 0, "acting": None, "last_card": None}
    for name in SET_UP_DEALS:  # chance shuffles the tickets and both decks first (`_dealt`)
        deal.queue(state, name, state.board[name], set_up=True)
    deal.ask_next(state)
    return state


SET_UP_DEALS = ("tickets", "wall_street", "mystery")


def _set_up(state) -> None:
    """Once the tickets and decks are shuffled: a ticket each, then everyone's first Double box."""
    state.emit("em_setup", pot=START_POT, amount=START_FUNDS)
    for seat in range(len(state.players)):
        lottery.take_ticket(state, seat)
    open_sealed(state, "stake", list(range(len(state.players))))


# ---- what may happen -------------------------------------------------------------------------
def legal_actions(state, seat: int) -> list:
    phase = state.phase
    if state.sealed is not None:
        if seat not in state.sealed["waiting"]:
            return []
        if phase == "stake":
            return [Action(seat, "double", stake) for stake in stake_options(state.players[seat]["cash"])]
        if phase == "wall_street":
            return wall_street.actions(state, seat)
        if phase == "lucky_bets":
            return lucky.actions(state, seat)
        return []
    if phase == "roll":
        own = box_actions(state, seat)
        return [*own, Action(seat, "roll")] if seat == state.actor else own
    if seat != state.actor:
        return []
    if phase == "greed_pick":
        return greed.pick_actions(state, seat)
    if phase == "greed":
        return greed.actions(state, seat)
    return []


def box_actions(state, seat: int) -> list:
    """The Double box change open to `seat` before this movement roll: one per player per roll —
    take it all back, or stake one or two bundles into an empty box (Clarification 5)."""
    player = state.players[seat]
    if player["changed"]:
        return []
    if player["double"]:
        return [Action(seat, "take")]
    return [Action(seat, "double", stake) for stake in stake_options(player["cash"])]


def chance_outcomes(state) -> list:
    return dice_outcomes(state.chance) if state.chance else []


# ---- applying ---------------------------------------------------------------------------------
def apply(state, action: Action) -> None:
    if action.seat < 0:
        return _dealt(state, action.args) if action.kind == "deal" else _chance(state, action.args)
    kind = action.kind
    if kind in ("double", "take"):
        return _change_box(state, action)
    if kind == "roll":
        state.emit("em_roll", player=action.seat)
        return ask_dice(state, "move", 2)
    if kind == "greed":
        return greed.picked(state, action.args[0])
    if kind == "greed_roll":
        return greed.again(state)
    if kind == "greed_stop":
        greed.stop(state)
        return route.proceed(state)
    raise AssertionError(f"unhandled action {action}")


def _change_box(state, action: Action) -> None:
    player = state.players[action.seat]
    player["changed"] = True
    if action.kind == "take":
        amount, player["double"] = player["double"], 0
        player["cash"] += amount
        state.emit("em_box_taken", player=action.seat, amount=amount)
    else:
        amount = sum(action.args)
        player["cash"] -= amount
        player["double"] += amount
        state.emit("em_box_staked", player=action.seat, amount=amount)


def _dealt(state, outcome: tuple) -> None:
    """A deal of chance (core/deal.py): the tickets or a deck, shuffled at the set-up, after a
    lottery win (the tickets) or once every card of a deck has been drawn."""
    chance, state.chance = state.chance, None
    why, cards = chance["why"], list(outcome)
    if why != "tickets":
        decks.dealt(state, why, cards)
    elif chance.get("set_up"):
        state.board["tickets"] = cards
    else:
        lottery.reshuffled(state, cards)
    if chance.get("set_up"):
        if not deal.ask_next(state):
            _set_up(state)
    elif chance.get("go_on", True):
        route.proceed(state)


def _chance(state, dice: tuple) -> None:
    why = state.chance["why"]
    state.chance = None
    if why == "order":
        return _order_roll(state, dice[0])
    if why == "move":
        return route.moved(state, dice)
    if why == "greed":
        if greed.on_die(state, dice[0]):
            route.proceed(state)
        return None
    if why == "lucky":
        if lucky.on_dice(state, dice):
            route.proceed(state)
        return None
    if why == "lottery":
        lottery.on_dice(state, dice)
        return route.proceed(state)
    if why == "final":
        return lottery.on_final_dice(state, dice)
    raise AssertionError(f"unknown roll {why!r}")


def on_sealed(state, answers: dict) -> None:
    phase = state.phase
    if phase == "stake":
        for seat in sorted(answers):
            _change_box(state, answers[seat])
            state.players[seat]["changed"] = False
        return turn_order.start_order(state, list(range(len(state.players))), route.EM_START)
    if phase == "wall_street":
        wall_street.on_sealed(state, answers)
        return route.proceed(state)
    if phase == "lucky_bets":
        if lucky.on_sealed(state, answers):
            route.proceed(state)
        return None
    raise AssertionError(f"no sealed phase {phase!r}")


# ---- who starts: one die each, only the tied roll again (#4, Clarification 6; core/turn_order.py)
def _order_roll(state, die: int) -> None:
    first = turn_order.order_roll(state, die, route.EM_START, die=die)
    if first is not None:
        turn_order.first_turn(state, first)
        route.start_turn(state, first)
