"""Pass-the-device visits in The Richest Man in Babylon (issue 38 §2): how often the device is
handed to each person, per step, when several people share it.

    python3 bench/babylon_visits.py [--games 10]

Tables of 2 people + 4 bots and of 11 people, each person playing as the bot does. The page's own
rules are followed: ui/turns.status_for says when a pass-the-device screen comes, a choice said
before the seat's answer in the same secret step keeps the device with that person (App.act), and
a person with nothing to decide is answered for (hooks.auto_answer). Printed side by side: the
one-visit rounds (option one_visit, today's games) and the two-step rounds of a game saved before
them (one_visit false). Also the answers a person gives per round (their clicks, before the chips
of the offer picker and the Send/Change step).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent.parent / "py")]

from tycoon.core import apply_action, bot_action, human_seats_to_answer, legal_actions, new_game, next_automatic, view
from ui.turns import status_for
from ui.variants import hooks_for

HOOKS = hooks_for("babylon")


def one_game(people: int, bots: int, seed: int, one_visit: bool) -> dict:
    """{"visits": pass screens per person, "answers": actions per person, "rounds": selling rounds}."""
    players = [{"name": f"P{i}", "bot": False} for i in range(people)] + \
              [{"name": f"B{i}", "bot": True} for i in range(bots)]
    state = new_game("babylon", players, seed, {"one_visit": one_visit})
    revealed, visits, answers = None, 0, 0
    while not state.over:
        move = next_automatic(state)
        if move is not None:
            apply_action(state, move)
            continue
        given = False
        for seat in human_seats_to_answer(state):  # the page answers for a person with nothing to decide
            action = HOOKS.auto_answer(view(state, seat), legal_actions(state, seat), players[seat]["name"])
            if action is not None and state.phase in HOOKS.auto_answer_phases:
                apply_action(state, action)
                given = True
                break
        if given:
            continue
        status = status_for(state, players, revealed)
        if status["mode"] == "pass":
            visits += 1
            revealed = status["seat"]
            continue
        seat = status["seat"]
        before = state.sealed
        owed = before is not None and seat in before["waiting"]
        apply_action(state, bot_action(state, seat))
        answers += 1
        sealed = state.sealed
        if not (owed and sealed is before and seat in sealed["waiting"]):
            revealed = None
    rounds = sum(1 for result in state.board["results"] if result)
    return {"visits": visits / people, "answers": answers / people, "rounds": rounds}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    args = parser.parse_args()
    for people, bots in ((2, 4), (11, 0)):
        for one_visit in (True, False):
            found = [one_game(people, bots, seed, one_visit) for seed in range(1, args.games + 1)]
            visits = statistics.mean(f["visits"] for f in found)
            answers = statistics.mean(f["answers"] for f in found)
            rounds = statistics.mean(f["rounds"] for f in found)
            # the auction (ruby holders only) and the look come before the selling rounds
            print(f"{people} people + {bots} bots, {'one visit a round ' if one_visit else 'two steps a round'}: "
                  f"{visits:5.2f} pass-the-device screens per person a game, {answers:5.2f} answers per person, "
                  f"{rounds:.1f} selling rounds ({args.games} games)")


if __name__ == "__main__":
    main()
