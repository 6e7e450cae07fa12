"""How often a person's own result holds the game for their OK (issue 37 §1).

    python3 bench/result_cards.py [--games 20]

For each game, tables of 3 (Babylon 5): one person, seat 0, who plays as the bot does, and bots.
The result cards are read the way the page's driver reads them (ui/results.py, with the
variant's hooks.results): after every action; when a card waits and the next move is a bot's or
chance's, the game holds and the person presses OK (counted) — unless the bot waits for that
person's Ready anyway (Easy Money's Double box: then Ready closes the card, counted apart); a
card still up when the person moves goes with that move (counted apart: it cost no click). Printed per game: the OKs, the cards
closed by a move, and the person's own moves, for scale.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py")]

from tycoon.core import (
    apply_action,
    bot_action,
    events_since,
    human_seats_to_answer,
    new_game,
    next_automatic,
    optional_actions,
)
from ui.results import Results
from ui.turns import status_for
from ui.variants import hooks_for

VARIANTS = ("easymoney", "rich", "monopoly", "taiwan", "babylon")


def one_game(variant: str, seed: int, limit: int = 20_000) -> tuple:
    hooks = hooks_for(variant)
    spec = hooks.results
    seats = 5 if variant == "babylon" else 3
    players = [{"name": "Ann", "bot": False}] + [{"name": f"Bot {i}", "bot": True} for i in range(1, seats)]
    state = new_game(variant, players, seed, {})
    results = Results()
    oks = closed = moves = ready = 0
    for _ in range(limit):
        results.read(state, lambda s, c, n: events_since(state, s, c, n), len(state.log), [0], state.phase, spec)
        if state.over:
            break
        mode = status_for(state, players).get("mode")
        if results.waiting(state.phase, spec) and mode in ("bot", "chance"):
            if mode == "bot" and any(a.kind in hooks.ready_kinds for a in optional_actions(state, 0)):
                ready += 1  # shown beside the bot's wait for the person's Ready: Ready closes it
                results.moved(0, state.phase, spec)
            else:
                oks += 1
                results.close(results.first().number)
            continue
        move = next_automatic(state)
        if move is None:
            seat = human_seats_to_answer(state)[0]
            move = bot_action(state, seat)
            moves += 1
            before = len(results.cards)
            results.moved(seat, state.phase, spec)
            closed += before - len(results.cards)
        apply_action(state, move)
    return oks, ready, closed, moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    for variant in VARIANTS:
        found = [one_game(variant, seed) for seed in range(1, args.games + 1)]
        oks, ready, closed, moves = ([row[i] for row in found] for i in range(4))
        print(f"{variant:10s} per game: OK presses mean {statistics.mean(oks):5.1f} (median {statistics.median(oks):4.0f}),"
              f" cards closed by Ready {statistics.mean(ready):5.1f},"
              f" cards gone with the person's move {statistics.mean(closed):5.1f},"
              f" the person's moves {statistics.mean(moves):6.1f}  ({args.games} games)")


if __name__ == "__main__":
    main()
