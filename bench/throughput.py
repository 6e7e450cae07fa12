"""Engine throughput (issue 16, benchmark 3): complete 4-bot games per second per variant, in
CPython and in Pyodide under Node, and how many times slower Pyodide is.

    python3 bench/throughput.py [--rounds 3] [--seeds 100] [--turn-limit 100]

The work is bench/pyodide_bots.py's (4 bots, {"turn_limit": N}, seeds 1..SEEDS, games played to
the end, bots' thinking included, timed around the games only: Pyodide's boot is not counted),
run as subprocesses, CPython and Pyodide interleaved, --rounds times per variant. Figures:
games/s per runtime, median (min–max) over rounds, and CPython games/s / Pyodide games/s (ratio of
the medians; budget ≤ 2.5). Both runtimes must play the same games (game hashes compared).
Records bench/results/throughput.json.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from pyodide_bots import last_json
from results import record, row

VARIANTS = ["monopoly", "taiwan", "easymoney", "babylon", "rich"]
BUDGET = 2.5


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seeds", type=int, default=100, help="games a run (a few hundred ms of the quick games is noise)")
    parser.add_argument("--turn-limit", type=int, default=100)
    args = parser.parse_args()
    env = dict(os.environ, PYTHONPATH=str(HERE.parent / "py"), PYTHONDONTWRITEBYTECODE="1")
    work = ["--seeds", str(args.seeds), "--turn-limit", str(args.turn_limit)]
    rows, notes = [], []
    for variant in VARIANTS:
        commands = {"CPython": [sys.executable, str(HERE / "pyodide_bots.py"), "--here", "--json", "--variant", variant, *work],
                    "Pyodide": ["node", str(HERE / "pyodide_bots.mjs"), "--json", "--variant", variant, *work]}
        runs: dict[str, list[dict]] = {name: [] for name in commands}
        for r in range(args.rounds):
            for name, cmd in commands.items():
                runs[name].append(last_json(cmd, env=env))
                print(f"{variant} round {r + 1}/{args.rounds} {name}: {runs[name][-1]['games_per_s']:.2f} games/s",
                      file=sys.stderr, flush=True)
        medians = {}
        for name, results in runs.items():
            rates = [result["games_per_s"] for result in results]
            medians[name] = statistics.median(rates)
            rows.append(row(f"{variant}: games/s, {results[0]['runtime']}", "games/s", round(medians[name], 2),
                            f"min–max {min(rates):.2f}–{max(rates):.2f} (n={len(rates)})"))
        ratio = medians["CPython"] / medians["Pyodide"]
        per_round = [c["games_per_s"] / p["games_per_s"] for c, p in zip(runs["CPython"], runs["Pyodide"])]
        rows.append(row(f"{variant}: Pyodide slowdown (CPython games/s ÷ Pyodide games/s)", "×", round(ratio, 2),
                        f"per-round min–max {min(per_round):.2f}–{max(per_round):.2f}", f"≤ {BUDGET}", ratio <= BUDGET))
        same = runs["CPython"][0]["hashes"] == runs["Pyodide"][0]["hashes"]
        turns = runs["CPython"][0]["turns_per_s"] / runs["CPython"][0]["games_per_s"]
        share = statistics.median(result["cpu_share"] for result in runs["Pyodide"])
        notes.append(f"{variant}: {args.seeds} games of 4 bots a run (turn_limit {args.turn_limit}, {turns:.0f} "
                     f"player-turns a game); both runtimes played {'the same' if same else 'DIFFERENT'} games; "
                     f"Pyodide's CPU share (CPU time / wall time) {share:.2f}")
    for r in rows:
        print(f"{r['figure']:<70} {r['median']:>8} {r['spread']:<32} {r['budget']} "
              f"{'' if r['met'] is None else ('met' if r['met'] else 'MISSED')}")
    print("\n".join(notes))
    record("throughput", rows, notes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
