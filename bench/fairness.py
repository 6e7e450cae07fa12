"""Turns per seat under a round limit (issue 33): for every game with `turn_limit`, bot games of
2 to the most players, seeds 1-8, limits 3 and 5; among the games that ended by the round limit,
how many gave some seat still in the game other than exactly `turn_limit` turns.

    python3 bench/fairness.py                   # the work tree
    PYTHONPATH=OLD/py python3 bench/fairness.py # another tree's engine (a checkout of an older commit)

Turns are each player's own count where the game keeps one (players[s]["turns"]: a resting Rich
seat's passed turn counts), else the turns begun (state.turn moving, credited to turn_seat). A game
ended by the round limit is told by its own events (read here, after the game: this is a bench)."""

from __future__ import annotations

import os
import sys
from collections import Counter
from pathlib import Path

if not os.environ.get("PYTHONPATH"):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from tycoon.core import find_variant, new_game, play_automatic

GAMES, SEEDS, LIMITS = ("monopoly", "taiwan", "rich", "easymoney"), range(1, 9), (3, 5)


def ended_by_limit(state) -> bool:
    for entry in state.log[-80:]:
        if entry[0] == "turn_limit_reached" or entry[1].get("why") == "turn_limit":
            return True
    return state.board.get("ended_by") == "turn_limit"


def turns_per_seat(variant: str, players: int, seed: int, limit: int):
    state = new_game(variant, [{"name": f"B{i}", "bot": True} for i in range(players)], seed, {"turn_limit": limit})
    began, last = Counter(), 0
    while not state.over:
        play_automatic(state)
        if state.turn > last:
            began[state.turn_seat] += state.turn - last
            last = state.turn
    if "turns" in state.players[0]:
        return state, [p["turns"] for p in state.players]
    return state, [began[s] for s in range(players)]


def main() -> None:
    print("| game | limit-ended games with a seat not given exactly N turns | first example |")
    print("|---|---|---|")
    for variant in GAMES:
        found, bad, total, example = find_variant(variant), 0, 0, "—"
        for players in range(found.min_players, found.max_players + 1):
            for seed in SEEDS:
                for limit in LIMITS:
                    state, turns = turns_per_seat(variant, players, seed, limit)
                    if not ended_by_limit(state):
                        continue
                    total += 1
                    still = [s for s, p in enumerate(state.players) if not p.get("out") and not p.get("finished")]
                    if {turns[s] for s in still} != {limit}:
                        bad += 1
                        if example == "—":
                            example = f"{players} players, seed {seed}, N={limit}: turns {turns}"
        print(f"| {variant} | {bad} of {total} | {example} |")


if __name__ == "__main__":
    main()
