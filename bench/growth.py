"""Does a move cost the same in round 500 as in round 1?

    python3 bench/growth.py                      # the work tree: a 500-round game, 3 times
    python3 bench/growth.py --against 17966a8    # an older commit and the work tree, interleaved
    python3 bench/growth.py --rounds 100         # a shorter smoke run (bands: first and last 10%)
    python3 bench/growth.py --repeat 5           # games per tree (default 3), interleaved old, new, ...
    python3 bench/growth.py --variant taiwan     # another property game (default monopoly)

One 4-bot Monopoly game with {"turn_limit": ROUNDS}; right after new_game every player's cash is
set to 10**9, so no bot goes bankrupt and the game lasts all the rounds. Every step where
next_automatic returns a bot's action (seat >= 0, not chance) has that call timed
(time.perf_counter_ns), and then view(state, 0) timed too, bucketed by state.round: rounds 1–50
(the first tenth) and 450–500 (the last tenth). The verdict is p95(late) / p95(early); the target
is <= 1.2. Each game runs in its own subprocess (PYTHONPATH=<tree>/py); --repeat games per tree,
interleaved with the other tree's, and the figures are medians over those games.

Wall-clock percentiles include whatever else the machine runs (a busy neighbour preempts this
process and its p95 jumps), so each call is also timed with time.thread_time_ns (CPU time of this
thread, not advanced while descheduled); the last line per tree gives the p95 ratios by that clock.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import statistics
import sys
import time
from pathlib import Path

from trees import ROOT, checkout, percentile, run_child, spread, work_tree_label

TARGET = 1.2
KINDS = ("decide", "view", "decide_cpu", "view_cpu")


def bands(rounds: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """(first, last) inclusive round ranges: 1–50 and 450–500 for 500 rounds."""
    tenth = max(1, rounds // 10)
    return (1, tenth), (rounds - tenth, rounds)


def child(rounds: int, seed: int, variant: str = "monopoly") -> dict:
    import tycoon
    from tycoon.core import apply_action, new_game, next_automatic, view

    seats = [{"name": f"Bot {i + 1}", "bot": True} for i in range(4)]
    state = new_game(variant, seats, seed, {"turn_limit": rounds})
    for player in state.players:
        player["cash"] = 10**9
    if "bank" in state.board:  # Easy Money ends when its public pile runs dry: make it bottomless
        state.board["bank"] = 10**12
    (early_from, early_to), (late_from, late_to) = bands(rounds)
    times = {kind: {"early": [], "late": []} for kind in KINDS}  # ns
    clock, cpu_clock = time.perf_counter_ns, time.thread_time_ns
    started = time.process_time()
    while not state.over:
        if early_from <= state.round <= early_to:
            band = "early"
        elif late_from <= state.round <= late_to:
            band = "late"
        else:
            band = None
        c0, t0 = cpu_clock(), clock()
        action = next_automatic(state)
        t1, c1 = clock(), cpu_clock()
        if band and action.seat >= 0:
            times["decide"][band].append(t1 - t0)
            times["decide_cpu"][band].append(c1 - c0)
            c0, t0 = cpu_clock(), clock()
            view(state, 0)
            t1, c1 = clock(), cpu_clock()
            times["view"][band].append(t1 - t0)
            times["view_cpu"][band].append(c1 - c0)
        apply_action(state, action)
        if state.variant == "rich" and state.phase == "roll":
            laps(state)
    stats = {kind: {band: {"n": len(ns), "p50": percentile(ns, 50), "p95": percentile(ns, 95)}
                    for band, ns in bands_.items()} for kind, bands_ in times.items()}
    return {"engine": tycoon.__file__, "rounds": state.round, "turns": state.turn, "actions": len(state.history),
            "log": len(state.log), "cpu": time.process_time() - started, "stats": stats}


def laps(state) -> None:
    """Rich is a one-lap race that ends in about 20 rounds. To make it last ROUNDS, at the start of
    each turn a token past square 52 (from where one roll could finish) goes back to Start, so the
    tokens run lap after lap and the log grows as a long game's would (a free move or a jump to
    the nearest player may still finish one now and then)."""
    for player in state.players:
        if not player["finished"] and player["pos"] >= 53:  # from 52 no roll reaches Finish 1 (65)
            player["pos"], player["back_from"] = 0, None


def growth(result: dict, kind: str) -> float:
    """p95 of the last band / p95 of the first band, in one run."""
    return result["stats"][kind]["late"]["p95"] / result["stats"][kind]["early"]["p95"]


def report(runs: dict[str, list[dict]], rounds: int, variant: str = "monopoly") -> None:
    (early_from, early_to), (late_from, late_to) = bands(rounds)
    names = {"early": f"{early_from}–{early_to}", "late": f"{late_from}–{late_to}"}
    repeats = len(next(iter(runs.values())))
    order = ", interleaved" if len(runs) > 1 else ""
    print(f"\n4-bot {variant}, turn_limit {rounds}, cash 10**9, {repeats} runs per tree{order}. Bot decision "
          f"= next_automatic returning a bot's action; view = view(state, 0) right after it. Latencies in µs "
          f"(wall clock), median over runs; ratios: median (min–max) over runs.\n")
    print("| tree | rounds | decisions | decision p50 | decision p95 | view p50 | view p95 |")
    print("|---|---|---|---|---|---|---|")
    for label, results in runs.items():
        for band in ("early", "late"):
            cells = [f"{statistics.median(r['stats'][kind][band][p] for r in results) / 1000:.0f}"
                     for kind in ("decide", "view") for p in ("p50", "p95")]
            count = results[0]["stats"]["decide"][band]["n"]
            print(f"| {label} | {names[band]} | {count} | {' | '.join(cells)} |")
        decide = [growth(r, "decide") for r in results]
        verdict = "ok" if statistics.median(decide) <= TARGET else f"over {TARGET}"
        print(f"| {label} | **p95 {names['late']} / {names['early']}** | | | **{spread(decide, 2)}** ({verdict}) "
              f"| | **{spread([growth(r, 'view') for r in results], 2)}** |")
    print()
    for label, results in runs.items():
        first = results[0]
        print(f"{label}: {first['rounds']} rounds, {first['turns']} player-turns, {first['actions']} actions, "
              f"log of {first['log']} events at the end, {spread([r['cpu'] for r in results], 1)} s CPU per game")
        print(f"  by thread CPU time, p95 {names['late']} / {names['early']}: "
              f"{spread([growth(r, 'decide_cpu') for r in results], 2)} for decisions, "
              f"{spread([growth(r, 'view_cpu') for r in results], 2)} for views")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=500, help="turn_limit of the game (default 500)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3, help="games per tree (the same game each time)")
    parser.add_argument("--against", metavar="COMMIT", help="also measure this commit, in a worktree")
    parser.add_argument("--variant", default="monopoly")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(child(args.rounds, args.seed, args.variant)))
        return 0
    script = Path(__file__).resolve()
    flags = ["--child", "--rounds", str(args.rounds), "--seed", str(args.seed), "--variant", args.variant]
    with contextlib.ExitStack() as stack:
        trees = {}
        if args.against:
            old_tree, short = stack.enter_context(checkout(args.against))
            trees[f"old {short}"] = old_tree
        trees[f"{'new ' if args.against else ''}{work_tree_label()}"] = ROOT
        runs = {label: [] for label in trees}
        for r in range(args.repeat):
            for label, tree in trees.items():
                runs[label].append(run_child(tree, script, flags))
                print(f"run {r + 1}/{args.repeat} {label}: {runs[label][-1]['cpu']:.1f} s CPU", file=sys.stderr,
                      flush=True)
    report(runs, args.rounds, args.variant)
    return 0


if __name__ == "__main__":
    sys.exit(main())
