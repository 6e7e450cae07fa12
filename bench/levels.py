"""How strong each bot level is (issue 43, docs/bots.md "Levels"), in every game:

    python3 bench/levels.py [--games 500] [--seed 1] [--level easy] [--only monopoly,taiwan] [--jobs 2]
    python3 bench/levels.py --timing [--games 4]     # the Hard bot's decision times, here
    node bench/pyodide_levels.mjs [--games 4]         # the same, in Pyodide

- strength: one bot of --level against three normal bots, standard rules, its seat rotated over
  the seeds (seed % 4); its share of the wins (a shared win counts its share) with a 95 % Wilson
  interval, against parity (25 %). Issue 43's bars: Easy ≤ 15 % in Monopoly and Taiwan and below
  parity in the others; Hard ≥ 40 % in Monopoly and Taiwan and clearly above parity in the others.
- ending: the same games and a table of four --level bots: the share that ended by the rules
  before CAP_ROUNDS rounds (bar: ≥ 99 %).
- timing: every decision of one Hard bot against three Normal bots, in ms (bar in Pyodide: p95
  ≤ 150, max ≤ 500), beside the Normal bots' decisions of the same games (≤ 2 ms p95).
Records bench/results/levels-<level>-<game>.json (bench/RESULTS.md); --timing prints only.
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


def _one(job: tuple) -> tuple:
    """(ended, won share) of one game of a `level` seat (rotated by seed) against normal bots."""
    variant, level, game_seed = job
    seat = game_seed % SEATS
    over, winners = game(variant, game_seed, [level if s == seat else "normal" for s in range(SEATS)])
    return over, (1 / len(winners) if over and seat in winners else 0.0)


def _mapped(task, jobs: list, workers: int) -> list:
    """task(job) for each job, in `workers` processes at once (1: here)."""
    if workers <= 1:
        return [task(job) for job in jobs]
    from multiprocessing import Pool

    with Pool(workers) as pool:
        return pool.map(task, jobs, chunksize=1)


def strength(variant: str, level: str, games: int, seed: int, workers: int = 1) -> dict:
    results = _mapped(_one, [(variant, level, seed + g) for g in range(games)], workers)
    ended = sum(over for over, _ in results)
    won = sum(share for _, share in results)
    share = won / max(ended, 1)
    return {"share": share, "interval": wilson(share, ended), "ended": ended / games, "games": games}


def timing(variant: str, games: int, seed: int) -> dict:
    """Decision times in ms: the Hard seat's (every decision, searched or not) and the Normal seats'."""
    import time

    from tycoon.core.game import acting_seats, bot_action

    found = {"hard": [], "normal": []}
    for g in range(games):
        hard = (seed + g) % SEATS
        state = new_game(variant, [{"name": f"Bot {i + 1}", "bot": True, **({"level": "hard"} if i == hard else {})}
                                   for i in range(SEATS)], seed + g, {})
        actions = 0
        while not state.over and state.round <= CAP_ROUNDS and actions < CAP_ACTIONS:
            if state.chance is None:
                for seat in acting_seats(state):
                    started = time.perf_counter()
                    bot_action(state, seat)
                    found["hard" if seat == hard else "normal"].append((time.perf_counter() - started) * 1000)
            play_automatic(state)
            actions += 1
    return {key: _spread(sorted(times)) for key, times in found.items()}


def _spread(times: list) -> dict:
    if not times:
        return {"n": 0}
    return {"n": len(times), "p50": round(times[len(times) // 2], 2),
            "p95": round(times[min(len(times) - 1, int(len(times) * 0.95))], 2), "max": round(times[-1], 2)}


def _all(job: tuple) -> bool:
    variant, level, game_seed = job
    return game(variant, game_seed, [level] * SEATS)[0]


def all_of(variant: str, level: str, games: int, seed: int, workers: int = 1) -> float:
    return sum(_mapped(_all, [(variant, level, seed + g) for g in range(games)], workers)) / games


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="easy", choices=("easy", "hard"))
    parser.add_argument("--only", default=",".join(VARIANTS))
    parser.add_argument("--jobs", type=int, default=1, help="games played in this many processes at once")
    parser.add_argument("--timing", action="store_true", help="the Hard bot's decision times instead")
    parser.add_argument("--json", action="store_true", help="with --timing: one JSON line")
    args = parser.parse_args(argv)
    if args.timing:
        import json

        found = {variant: timing(variant, args.games, args.seed) for variant in args.only.split(",")}
        print(json.dumps(found) if args.json else "\n".join(f"{v}: {t}" for v, t in found.items()))
        return 0
    for variant in args.only.split(","):
        rows = []
        found = strength(variant, args.level, args.games, args.seed, args.jobs)
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
        tables = args.games // (20 if args.level == "hard" else 5)  # four Hard bots cost four times one
        ended_all = all_of(variant, args.level, tables, args.seed, args.jobs)
        rows.append(row(f"{variant}: games that ended by the rules (1 {args.level} + 3 normal; 4 {args.level})",
                        "%", round(min(ended_mixed, ended_all) * 100, 1),
                        f"{ended_mixed * 100:.1f} / {ended_all * 100:.1f} (n={args.games} / {tables})",
                        "≥ 99 %", min(ended_mixed, ended_all) >= 0.99))
        print(f"{variant}: {args.level} share {found['share'] * 100:.1f} % (95 % {low * 100:.1f}–{high * 100:.1f}), "
              f"ended {ended_mixed * 100:.1f} % / all-{args.level} {ended_all * 100:.1f} %", flush=True)
        # one entry per level and game, so that a run of some games keeps the others' figures
        record(f"levels-{args.level}-{variant}", rows,
               [(f"Standard rules, {SEATS} bots, seeds {args.seed}…{args.seed + args.games - 1}; the {args.level} "
                f"seat rotated (seed % {SEATS}); cap {CAP_ROUNDS} rounds; {tables} tables of four {args.level} bots.")])
    return 0


if __name__ == "__main__":
    sys.exit(main())
