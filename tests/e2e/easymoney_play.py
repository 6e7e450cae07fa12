"""The human's policy in the Easy Money UI tests (tests/e2e/test_easymoney_screens.py on CPython,
test_easymoney_ui.py in the browser): a seed picked with the engine first (the browser runs the same
engine) where, under a simple policy, the human stakes in a Lucky Dice session, stakes on Wall Street
and plays a Greed run; and a seed where the human may change the Double box while a bot is to roll."""

from __future__ import annotations

import functools

import fakedom  # noqa: F401 - first: it installs the stand-in pyscript that the ui modules import
from tycoon.core import apply_action, legal_actions, new_game, play_automatic, view
from ui.variants.easymoney import runs

PLAYERS = [{"name": "Ann", "bot": False}, {"name": "Bot 1", "bot": True}, {"name": "Bot 2", "bot": True}]
HUMAN_TURN = """() => !!document.querySelector('[data-testid=status][data-mode=human][data-seat="0"]')
                    || !!document.querySelector('[data-testid=game-over]')"""


def until_human(state) -> None:
    while play_automatic(state) is not None:
        pass


def choose(state):
    """Stake $100,000 first; roll; Greed on the next player, rolling on below 8 points; on Wall
    Street $100,000 with the rumour (Rise on a tip); $100,000 on 6 in Lucky Dice."""
    shown, actions = view(state, 0), legal_actions(state, 0)
    by, phase = {str(a): a for a in actions}, shown["phase"]
    if phase == "stake":
        return by["0 double 100000"]
    if phase == "greed_pick":
        return actions[0]
    if phase == "greed":
        kind = "greed_roll" if shown["greed"]["points"] < 8 else "greed_stop"
        return next(a for a in actions if a.kind == kind)
    if phase == "wall_street":
        side = "fall" if shown["rumour"]["back"] == "fall" else "rise"
        return by.get(f"0 {side} 100000", by["0 pass"])
    if phase == "lucky_bets":
        return by.get("0 luck 6 100000", by["0 pass"])
    return next(a for a in actions if a.kind == "roll")


def plan(seed: int) -> dict | None:
    """The human's moves to the end, and where the first Greed pick, Lucky stake and Wall Street
    stake come; None when one of them never happens."""
    state = new_game("easymoney", PLAYERS, seed, {})
    moves, first = [], {}
    while len(moves) < 60:
        until_human(state)
        if state.over:
            break
        if "drawn" not in first and state.phase == "roll" and drawn_last_move(view(state, 0)):
            first["drawn"] = len(moves)  # the human sees a lottery draw of the last move
        action = choose(state)
        first.setdefault(action.kind, len(moves))
        moves.append(str(action))
        apply_action(state, action)
    if not state.over or not {"greed", "luck"} <= set(first) or not ({"rise", "fall"} & set(first)) \
            or first.get("greed_roll", first.get("greed_stop")) != first["greed"] + 1:  # the run goes on
        return None
    return {"seed": seed, "moves": moves, "first": first}


def drawn_last_move(shown: dict) -> bool:
    """Whether the last move drew the lottery (what runs.news shows until the next move)."""
    for key, *_params in reversed(shown.get("log") or []):
        if key in runs.LOTTERY_EVENTS:
            return True
        if key == runs.MOVE_START:
            return False
    return False


@functools.cache
def pick_game() -> dict:
    """The seed (and the human's moves) both Easy Money UI test modules play; worked out once."""
    found = [p for p in (plan(seed) for seed in range(1, 60)) if p]
    assert found, "no seed gives the human a Greed run, a Lucky Dice stake and a Wall Street stake"
    drawn = [p for p in found if "drawn" in p["first"]] or found  # and shows a lottery draw, if one can
    return min(drawn, key=lambda p: len(p["moves"]))


def box_seed() -> dict:
    """A seed where, after the human's first stake and the answers before their first roll, the
    human takes the Double box back, rolls, and the next thing that waits is a bot's movement roll
    (no human answer on the way): the moment the human may change the box while a bot is to roll."""
    for seed in range(1, 80):
        found = plan(seed)
        if not found or found["first"]["roll"] > 3:
            continue
        state = replay(seed, found["moves"][:found["first"]["roll"]])
        if "0 take" not in {str(a) for a in legal_actions(state, 0)}:
            continue
        apply_action(state, "0 take")
        apply_action(state, "0 roll")
        while not state.over:
            if state.phase == "roll" and state.actor != 0 and state.chance is None:
                return {"seed": seed, "before": found["moves"][:found["first"]["roll"]]}
            if play_automatic(state) is None:
                break
    raise AssertionError("no seed reaches a bot's roll straight after the human's")


def replay(seed: int, moves: list):
    state = new_game("easymoney", PLAYERS, seed, {})
    for move in moves:
        until_human(state)
        apply_action(state, next(a for a in legal_actions(state, 0) if str(a) == move))
    until_human(state)
    return state
