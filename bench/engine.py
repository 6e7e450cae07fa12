"""Engine speed in CPython: bot games per second and actions per second, per variant.

    python3 bench/engine.py [--games 40]
Ratios between rows are meaningful within one run only (shared machines are noisy)."""

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tycoon.core import all_variants
from tycoon.sim import play_bot_game


def measure(variant: str, players: int, games: int, options: dict) -> tuple[float, float, float]:
    started = time.perf_counter()
    actions = turns = 0
    for seed in range(games):
        state = play_bot_game(variant, players, seed, options)
        actions += len(state.history)
        turns += state.turn
    seconds = time.perf_counter() - started
    return games / seconds, actions / seconds, turns / games


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=40)
    args = parser.parse_args(argv)
    print("| variant | bots | options | games/s | actions/s | turns/game |")
    print("|---|---|---|---|---|---|")
    for variant in all_variants():
        for players in sorted({variant.min_players, 4}):
            options = {"turn_limit": 100}
            rate, actions, turns = measure(variant.id, players, args.games, options)
            print(f"| {variant.id} | {players} | {options} | {rate:.1f} | {actions:.0f} | {turns:.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
