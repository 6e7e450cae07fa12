"""The dealing of gems and the dice room (docs/rules/babylon.md "Gems", "Rubies and order numbers").

Each player is secretly dealt two gem cards (a private event and their own view). Then, in order
number 1…N, each player rolls two dice in the closed room watched by the players whose order
numbers are the next two, counting round from N back to 1 (11 is watched by 1 and 2, 10 by 11
and 1). The roller and the two watchers learn the score (a private event to those three);
everyone else learns only that the roll happened.
"""

from ...core.deal import ask as ask_deal
from ...core.dice import ask_dice
from .gems import GEMS, extra_cards, pool, score


def deal(state) -> None:
    """Chance draws the gems that get an extra card ("lucky"), then shuffles the 2N cards ("gems");
    with no extra card to give (2N a multiple of 4) the first draw chooses nothing, but its steps
    of the generator are still spent (``burn``), as they always were."""
    seats = len(state.players)
    if extra_cards(seats):
        ask_deal(state, "lucky", list(GEMS), extra_cards(seats))
    else:
        ask_deal(state, "gems", pool(seats, []), burn=len(GEMS) - 1)


def lucky_dealt(state, lucky: list) -> None:
    ask_deal(state, "gems", pool(len(state.players), lucky))


def gems_dealt(state, deck: list) -> None:
    """Two cards to each seat, in seat order."""
    for seat, player in enumerate(state.players):
        player["gems"] = sorted([deck[2 * seat], deck[2 * seat + 1]])
        state.emit("bb_gems_dealt", to=[seat], player=seat, gem=player["gems"][0], other_gem=player["gems"][1])
    state.emit("bb_gems_dealt_public")


def seat_of(state, number: int) -> int:
    return next(s for s, p in enumerate(state.players) if p["order"] == number)


def watchers(state, seat: int) -> list:
    """The seats with the next two order numbers after `seat`'s, counting round."""
    return every_watchers(state)[seat]


def every_watchers(state) -> list:
    """`watchers` of every seat at once (a view shows them all)."""
    count = len(state.players)
    seats = {p["order"]: s for s, p in enumerate(state.players)}
    return [[seats[(p["order"] + k - 1) % count + 1] for k in (1, 2)] for p in state.players]


def next_roller(state, number: int) -> None:
    seat = seat_of(state, number)
    state.phase, state.actor, state.turn_seat = "room", seat, seat
    state.pending = {"number": number}
    ask_dice(state, "room", 2)


def rolled(state, dice: tuple) -> bool:
    """Record the roll of the player in the room; True when everyone has rolled."""
    number = state.pending["number"]
    seat = seat_of(state, number)
    seen = watchers(state, seat)
    player = state.players[seat]
    player["score"] = score(*dice)
    for watcher in seen:
        state.players[watcher]["watched"].append(seat)
    state.emit("bb_room_roll", player=seat, watcher=seen[0], other_watcher=seen[1])
    state.emit("bb_room_score", to=[seat, *seen], player=seat, points=player["score"], d1=dice[0], d2=dice[1])
    if number < len(state.players):
        next_roller(state, number + 1)
        return False
    return True
