"""How strong each bot level is (issue 43, docs/bots.md "Levels"), in every game:

    python3 bench/levels.py [--games 500] [--seed 1] [--level easy] [--only monopoly,taiwan]

- strength: one bot of --level against three normal bots, standard rules, its seat rotated over
  the seeds (seed % 4); its share of the wins (a shared win counts its share) with a 95 % Wilson
  interval, against parity (25 %). Issue 43's bars: Easy ≤ 15 % in Monopoly and Taiwan and below
  parity in the others; Hard ≥ 40 % in Monopoly and Taiwan and clearly above parity in the others.
- ending: the same games and a table of four --level bots: the share that ended by the rules
  before CAP_ROUNDS rounds (bar: ≥ 99 %).
Records bench/results/levels.json (bench/RESULTS.md "levels").
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "bench"))
from results import record, row
from tycoon.core import new_game, play_automatic

VARIANTS = ("monopoly", "taiwan", "rich", "easymoney", "babylon")
SEATS = 4
CAP_ROUNDS = 1000
CAP_ACTIONS = 200_000


def game(variant: str, seed: int, levels: list) -> tuple[bool, list]:
    """(ended by the rules, winners) of one game of bots with these levels."""
    players = [{"name": f"Bot {i + 1}", "bot": True, "level": level} for i, level in enumerate(levels)]
    state = new_game(variant, players, seed, {})
    actions = 0
    while not state.over and state.round <= CAP_ROUNDS and actions < CAP_ACTIONS:
        play_automatic(state)
        actions += 1
    return state.over, list(state.winners)


def wilson(share: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if not n:
        return 0.0, 0.0
    centre = (share + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def strength(variant: str, level: str, games: int, seed: int) -> dict:
    won, ended = 0.0, 0
    for g in range(games):
        seat = (seed + g) % SEATS
        levels = [level if s == seat else "normal" for s in range(SEATS)]
        over, winners = game(variant, seed + g, levels)
        ended += over
        if over and seat in winners:
            won += 1 / len(winners)
    share = won / max(ended, 1)
    return {"share": share, "interval": wilson(share, ended), "ended": ended / games, "games": games}


def all_of(variant: str, level: str, games: int, seed: int) -> float:
    return sum(game(variant, seed + g, [level] * SEATS)[0] for g in range(games)) / games


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="easy", choices=("easy", "hard"))
    parser.add_argument("--only", default=",".join(VARIANTS))
    args = parser.parse_args(argv)
    rows = []
    for variant in args.only.split(","):
        found = strength(variant, args.level, args.games, args.seed)
        low, high = found["interval"]
        strict = variant in ("monopoly", "taiwan")
        if args.level == "easy":
            bar, met = ("≤ 15 %", found["share"] <= 0.15) if strict else ("< 25 % (parity)", high < 0.25)
        else:
            bar, met = ("≥ 40 %", found["share"] >= 0.40) if strict else ("> 25 % (parity)", low > 0.25)
        rows.append(row(f"{variant}: 1 {args.level} vs 3 normal, its share of the wins", "%",
                        round(found["share"] * 100, 1), f"95 % {low * 100:.1f}–{high * 100:.1f} (n={args.games})",
                        bar, met))
        ended_mixed = found["ended"]
        ended_all = all_of(variant, args.level, args.games // 5, args.seed)
        rows.append(row(f"{variant}: games that ended by the rules (1 {args.level} + 3 normal; 4 {args.level})",
                        "%", round(min(ended_mixed, ended_all) * 100, 1),
                        f"{ended_mixed * 100:.1f} / {ended_all * 100:.1f} (n={args.games} / {args.games // 5})",
                        "≥ 99 %", min(ended_mixed, ended_all) >= 0.99))
        print(f"{variant}: {args.level} share {found['share'] * 100:.1f} % (95 % {low * 100:.1f}–{high * 100:.1f}), "
              f"ended {ended_mixed * 100:.1f} % / all-{args.level} {ended_all * 100:.1f} %", flush=True)
    record("levels", rows, [(f"Standard rules, {SEATS} bots, seeds {args.seed}…{args.seed + args.games - 1}; the "
                            f"{args.level} seat rotated (seed % {SEATS}); cap {CAP_ROUNDS} rounds.")])
    return 0


if __name__ == "__main__":
    sys.exit(main())
