"""The Richest Man in Babylon (docs/rules/babylon.md): hidden gems, the dice room, sealed offers.

Phases: auction (sealed ruby bids for order numbers; rubies may be given meanwhile) → room (each
player's roll, chance, in order-number order) → [look (sealed: each player sees their gems, order
number, score and the scores they watched, and says they are ready): games saved before save
version 4 only, option `look_step`; today the round-1 visit shows them] → four rounds of privilege
(sealed: Check, Secret or neither) and offer (sealed) — one step per player (option `one_visit`): the
offer phase takes each seat's Check or Secret before its offers, or the offers alone, which say
"neither" (`one_visit`) — → the reveal → talisman (the richest gives
the second talisman) → deathmatch (the poorest names a partner) → over.
"""

from ...core.actions import Action
from ...core.dice import dice_outcomes
from ...core.rng import seed_state
from ...core.sealed import open_sealed, record
from . import ending, order, room, selling
from .gems import tickets_for

# Giving a ruby never answers the auction; a privilege said in a one-visit round comes before the
# seat's answer, its offers (in a privilege step, `apply` records it as that step's answer).
FREE_KINDS = frozenset({"give", "check", "secret", "none"})
PRIVILEGES = ("check", "secret", "none")


def new_state(players: list, seed: int, options: dict):
    from ...core.state import State

    seats = [{"name": p["name"], "bot": bool(p.get("bot")), "rubies": 0, "order": None, "gems": [], "score": None,
              "watched": [], "tickets": {}, "check": None, "secret": None, "earned": ["0"] * selling.ROUNDS,
              "earned_won": [0] * selling.ROUNDS, "total_won": 0, "public_won": 0}
             for p in players]
    state = State(variant="babylon", options=options, seed=seed, rng=seed_state(seed), players=seats)
    state.board = {"round": 0, "results": [], "secret_now": [], "values": None, "talisman": [], "deathmatch": [],
                   "poorest": [], "rubies_paid": 0,
                   "public": []}
    if not order.deal_rubies(state):  # else chance draws the ruby holders first (`_dealt`)
        _open_auction(state)
    return state


def legal_actions(state, seat: int) -> list:
    phase = state.phase
    if phase == "auction":
        gifts = order.gift_actions(state, seat)
        if state.sealed is not None and seat in state.sealed["waiting"]:
            return [*order.bid_actions(state, seat), *gifts]
        return gifts
    if state.sealed is not None:
        if seat not in state.sealed["waiting"]:
            return []
        if phase == "look":
            return [Action(seat, "ready")]
        if phase == "privilege":
            return selling.privilege_actions(state, seat)
        if selling.must_declare(state, seat):  # Check or Secret first, or the offers alone: neither
            return [*selling.privilege_actions(state, seat), *selling.offer_actions(state, seat)]
        return selling.offer_actions(state, seat)  # "offer": the last of the sealed phases
    if seat != state.actor:
        return []
    if phase == "talisman":
        return ending.talisman_actions(state, seat)
    if phase == "deathmatch":
        return ending.deathmatch_actions(state, seat)
    return []


def chance_outcomes(state) -> list:
    return dice_outcomes(state.chance) if state.chance else []


def apply(state, action: Action) -> None:
    if action.seat < 0 and action.kind == "deal":
        return _dealt(state, list(action.args))
    if action.seat < 0:
        state.chance = None
        if room.rolled(state, action.args):
            if state.options.get("look_step"):
                open_sealed(state, "look", list(range(len(state.players))))
            else:
                _next_round(state, 1)
        return None
    if action.kind == "give":
        return order.give(state, action.seat, action.args[0])
    if action.kind in PRIVILEGES and state.phase == "privilege":  # a two-step round (a game saved before)
        answers = record(state, action)
        return on_sealed(state, answers) if answers is not None else None
    if action.kind in PRIVILEGES:
        return selling.declare(state, action)
    if action.kind == "talisman":
        return ending.give_talisman(state, action.args[0])
    if action.kind == "deathmatch":
        return ending.name_partner(state, action.args[0])
    raise AssertionError(f"unhandled action {action}")


def on_sealed(state, answers: dict) -> None:
    phase = state.phase
    if phase == "auction":
        return _after_auction(state, answers)
    if phase == "look":
        return _next_round(state, 1)
    if phase == "privilege":
        return selling.privileges(state, answers)
    if phase == "offer":
        selling.settle(state, answers)
        return _next_round(state, state.board["round"] + 1)
    raise AssertionError(f"no sealed phase {phase!r}")


def _next_round(state, number: int) -> None:
    """The next selling round with tickets left to sell, or the reveal after round 4."""
    while number <= selling.ROUNDS:
        if selling.start_round(state, number):
            return None
        number += 1
    return ending.reveal(state)


def _open_auction(state) -> None:
    if not order.open_auction(state):
        _after_auction(state, {})


def _after_auction(state, answers: dict) -> None:
    if not order.settle(state, answers):  # else chance deals the numbers not won first
        room.deal(state)


def _dealt(state, outcome: list) -> None:
    """A deal of chance (core/deal.py): the ruby holders, the order numbers not won, the gems that
    get an extra card, the gem cards."""
    chance, state.chance = state.chance, None
    why = chance["why"]
    if why == "rubies":
        order.rubies_dealt(state, outcome)
        return _open_auction(state)
    if why == "numbers":
        order.numbers_dealt(state, chance["won"], outcome)
        return room.deal(state)
    if why == "lucky":
        return room.lucky_dealt(state, outcome)
    room.gems_dealt(state, outcome)
    for player in state.players:
        player["tickets"] = tickets_for(player["gems"])
    return room.next_roller(state, 1)
