"""Cờ Tỷ Phú turn flow: who starts, rolling and moving, doubles, jail, end of turn, end of game
(rules/monopoly.md "Components and setup", "Turn", "GO", "Jail", "Quick game").

Phases: order (chance rolls for the first player) → roll → [buy → auction | income_tax |
raise_cash] → end; trade, auction and place_house interrupt and give the turn back.
"""

from ...core.actions import Action
from ...core.dice import ask_dice, dice_outcomes
from ...core.estate import new_estate, ownership_changed, worth
from ...core.money import BANK, move_money, owe
from ...core.rng import seed_state, shuffled
from ...core.state import State
from . import cards_play, landing
from . import options as opts
from .board import JAIL_FINE, JAIL_SQUARE, PROPERTIES, SALARY, SQUARES, START_CASH

HOUSES, HOTELS = 32, 12
OPTIONS = opts.OPTIONS


def new_state(players: list[dict], seed: int, options: dict) -> State:
    opts.check(options, len(players))
    seats = [{"name": p["name"], "bot": bool(p.get("bot")), "cash": START_CASH, "position": 0,
              "in_jail": False, "jail_tries": 0, "out": False, "doubles": 0, "jail_cards": [],
              "turns": 0, "traded_on_turn": -1} for p in players]
    state = State("monopoly", options, seed, seed_state(seed), seats, board=new_estate(len(SQUARES)))
    state.board.update(decks=cards_play.shuffled_decks(seed), bank_houses=HOUSES, bank_hotels=HOTELS, claims=[])
    deal_deeds(state, options["starting_deeds"])
    state.phase = "order"
    state.pending = {"rolling": list(range(len(seats))), "rolls": [None] * len(seats)}
    ask_dice(state, "order")
    return state


def deal_deeds(state: State, each: int) -> None:
    """Quick rule 1: the bank shuffles the deeds and deals each player `each` of them free."""
    if not each:
        return
    _, deeds = shuffled(seed_state(state.seed, "deeds"), PROPERTIES)
    for seat in range(len(state.players)):
        for index in deeds[seat * each:(seat + 1) * each]:
            state.board["owner"][index] = seat
            state.emit("deed_dealt", player=seat, square=index)
    ownership_changed(state)


def chance_outcomes(state: State):
    return dice_outcomes(state.chance)


def on_dice(state: State, action: Action) -> None:
    why = state.chance["why"]
    state.chance = None
    state.board["dice"] = list(action.args)
    handlers = {"order": order_roll, "move": move_roll, "jail": jail_roll, "utility_card": landing.utility_card_roll}
    handlers[why](state, *action.args)


# ---- who starts -------------------------------------------------------------------------

def order_roll(state: State, d1: int, d2: int) -> None:
    """Everyone rolls; the highest starts; ties among the highest re-roll (Ruling)."""
    rolling, rolls = state.pending["rolling"], state.pending["rolls"]
    seat = rolling[sum(1 for s in rolling if rolls[s] is not None)]
    rolls[seat] = d1 + d2
    state.emit("order_roll", player=seat, d1=d1, d2=d2, total=d1 + d2)
    if any(rolls[s] is None for s in rolling):
        return ask_dice(state, "order")
    best = max(rolls[s] for s in rolling)
    tied = [s for s in rolling if rolls[s] == best]
    if len(tied) > 1:
        state.emit("order_tie", total=best)
        state.pending = {"rolling": tied, "rolls": [None] * len(state.players)}
        return ask_dice(state, "order")
    state.emit("first_player", player=tied[0])
    start_turn(state, tied[0])


# ---- a turn -----------------------------------------------------------------------------

def start_turn(state: State, seat: int) -> None:
    if state.turn == 0 or seat <= state.turn_seat:
        limit = state.options["turn_limit"]
        if limit and state.round >= limit:  # the last round is over: the round count stays at the limit
            state.emit("turn_limit_reached", rounds=limit)
            return finish_by_worth(state)
        state.round += 1
    state.turn += 1
    state.turn_seat = state.actor = seat
    state.players[seat]["doubles"] = 0
    state.players[seat]["turns"] += 1
    state.phase = "roll"
    state.pending = {}
    state.emit("turn_started", player=seat)


def roll(state: State, seat: int) -> None:
    lapse_claims(state, seat)
    ask_dice(state, "jail" if state.players[seat]["in_jail"] else "move")


def lapse_claims(state: State, roller: int) -> None:
    """Option rent_must_be_claimed: rent not asked for before the next player's roll is lost."""
    for claim in [c for c in state.board["claims"] if c["payer"] != roller]:
        state.board["claims"].remove(claim)
        state.emit("rent_lapsed", **claim)


def move_roll(state: State, d1: int, d2: int) -> None:
    seat = state.turn_seat
    player = state.players[seat]
    state.emit("rolled", player=seat, d1=d1, d2=d2, total=d1 + d2)
    if d1 == d2:
        player["doubles"] += 1
        if player["doubles"] == 3:
            state.emit("three_doubles", player=seat)
            return send_to_jail(state, seat)
    else:
        player["doubles"] = 0
    advance(state, seat, d1 + d2)


def advance(state: State, seat: int, steps: int, **card_rule) -> None:
    """Move clockwise; passing or landing on GO pays the salary (rules "GO")."""
    player = state.players[seat]
    target = player["position"] + steps
    player["position"] = target % len(SQUARES)
    state.emit("moved", player=seat, square=player["position"], steps=steps)
    if target >= len(SQUARES):
        move_money(state, BANK, seat, SALARY)
        state.emit("salary", player=seat, amount=SALARY)
    landing.land(state, seat, player["position"], **card_rule)


def send_to_jail(state: State, seat: int) -> None:
    """Straight to jail, no salary; the turn ends (rules "Jail")."""
    player = state.players[seat]
    player.update(position=JAIL_SQUARE, in_jail=True, jail_tries=0, doubles=0)
    state.emit("sent_to_jail", player=seat)
    state.phase, state.actor, state.pending = "end", seat, {}


def jail_tries_allowed(state: State) -> int:
    """Three turns normally; one with Quick rule 3 (must leave jail on the next turn)."""
    return 1 if state.options["must_leave_jail_next_turn"] else 3


def jail_roll(state: State, d1: int, d2: int) -> None:
    """Doubles free you and you move by them, without rolling again; the last allowed miss
    makes you pay $50 and move (rules "Jail")."""
    seat = state.turn_seat
    player = state.players[seat]
    player["jail_tries"] += 1
    state.emit("rolled", player=seat, d1=d1, d2=d2, total=d1 + d2)
    if d1 == d2:
        leave_jail(state, seat, "jail_doubles")
        return advance(state, seat, d1 + d2)
    if player["jail_tries"] < jail_tries_allowed(state):
        state.emit("jail_stay", player=seat, tries=player["jail_tries"])
        state.phase, state.pending = "end", {}
        return
    owe(state, seat, BANK, JAIL_FINE, "jail_fine_paid", player=seat)
    state.board["after_debts"] = {"then": "jail_move", "steps": d1 + d2}
    landing.settle_then_continue(state)


def use_jail_card(state: State, seat: int) -> None:
    """A kept Get Out of Jail Free card frees you before rolling; it goes back under its deck."""
    cards_play.return_jail_card(state, seat)
    leave_jail(state, seat, "jail_card_used")


def leave_jail(state: State, seat: int, event: str) -> None:
    state.players[seat].update(in_jail=False, jail_tries=0)
    state.emit(event, player=seat)


def pay_jail_fine(state: State, seat: int) -> None:
    """Pay $50 before rolling, then roll as usual (offered only with the cash in hand)."""
    move_money(state, seat, BANK, JAIL_FINE)
    state.emit("jail_fine_paid", player=seat, amount=JAIL_FINE)
    leave_jail(state, seat, "left_jail")


def after_landing(state: State) -> None:
    """The square is resolved: roll again after doubles, else the player may end the turn."""
    seat = state.turn_seat
    player = state.players[seat]
    state.pending = {}
    state.actor = seat
    if player["out"]:
        return next_turn(state)
    if 0 < player["doubles"] < 3 and not player["in_jail"]:
        state.phase = "roll"
        state.emit("roll_again", player=seat)
    else:
        state.phase = "end"


def next_turn(state: State) -> None:
    alive = [s for s, p in enumerate(state.players) if not p["out"]]
    if len(alive) <= 1:
        return finish(state, alive)
    seat = state.turn_seat
    for step in range(1, len(state.players) + 1):
        candidate = (seat + step) % len(state.players)
        if not state.players[candidate]["out"]:
            return start_turn(state, candidate)


def finish(state: State, winners: list[int]) -> None:
    state.over, state.winners, state.phase, state.pending = True, winners, "over", {}
    state.chance = None
    for seat in winners:
        state.emit("game_won", player=seat)


def finish_by_worth(state: State) -> None:
    """Richest wins: cash + printed prices, buildings at cost, a mortgaged deed at price −
    mortgage (Quick rule 4, also the turn limit); ties share the win."""
    alive = [s for s, p in enumerate(state.players) if not p["out"]]
    worths = {s: worth(state, SQUARES, s, state.options["hotel_after"]) for s in alive}
    for seat in alive:
        state.emit("final_worth", player=seat, amount=worths[seat])
    best = max(worths.values())
    finish(state, [s for s in alive if worths[s] == best])
