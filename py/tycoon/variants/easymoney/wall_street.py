"""F. Wall Street (docs/rules/easymoney.md "F", #10, Clarifications 7, 8): everyone sees the back of
the top market card (a rumour); each player with own funds may stake one or two bundles on Rise or
on Fall (a sealed answer: nobody sees another's stake before the card turns); then the card turns:
winners get their stake back plus stake × odds from the public pile, losing stakes go to the
lottery pile, and the card goes to the bottom. With no stakes the card is still turned and shown."""

from ...core import story
from ...core.actions import Action
from ...core.sealed import open_sealed
from ...core.turn_order import clockwise
from .board import has_funds, stake_options
from .cards import WS
from .decks import draw, to_bottom
from .piles import from_bank


def open_bets(state) -> bool:
    """Show the rumour and ask for stakes; False when nobody can stake (the card turns at once)."""
    back = WS[state.board["wall_street"][0]]["back"]
    state.emit("em_rumour", back=back)
    seats = [s for s, p in enumerate(state.players) if has_funds(p["cash"])]
    if not seats:
        turn(state)
        return False
    open_sealed(state, "wall_street", seats, {"back": back})
    return True


def actions(state, seat: int) -> list:
    found = [Action(seat, side, stake) for side in ("rise", "fall")
             for stake in stake_options(state.players[seat]["cash"])]
    return [*found, Action(seat, "pass")]


def on_sealed(state, answers: dict) -> None:
    for seat in clockwise(state):
        action = answers.get(seat)
        if action is None or action.kind == "pass":
            continue
        amount = sum(action.args)
        player = state.players[seat]
        player["cash"] -= amount
        player[action.kind] += amount
        state.emit("em_ws_staked", player=seat, side=action.kind, amount=amount)
    turn(state)


def turn(state) -> None:
    """Turn the card over and settle every Rise/Fall box."""
    card = WS[draw(state, "wall_street")]
    state.board["last_card"] = card["id"]
    state.emit("em_ws_card", card=card["id"], back=card["back"], result=card["result"], odds=card["odds"])
    for seat in clockwise(state):
        player = state.players[seat]
        stake = player[card["result"]]
        losing = "fall" if card["result"] == "rise" else "rise"
        if stake:
            player[card["result"]], player["cash"] = 0, player["cash"] + stake
            from_bank(state, seat, stake * card["odds"], "em_ws_won", stake=stake, side=card["result"])
            story.note(state, "bet", seat, stake * card["odds"], stake=stake)  # the biggest bet won
        if player[losing]:
            lost, player[losing] = player[losing], 0
            state.board["pot"] += lost
            state.emit("em_ws_lost", player=seat, amount=lost, side=losing)
    to_bottom(state, "wall_street", card["id"])
