"""Headless CLI: ``python3 -m tycoon simulate monopoly --games 100 --players 4 --seed 1``."""

import argparse
import json
import sys
import time

from .core import find_variant
from .core.texts import catalog
from .landings import IN_JAIL
from .sim import CAPPED, ROUND_CAP, percentile, simulate


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m tycoon", description="Tycoon Table, headless.")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play bot-only games and print results")
    sim.add_argument("variant")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--option", action="append", default=[], metavar="NAME=JSON",
                     help="a game option, e.g. --option turn_limit=100 (default: no round limit)")
    sim.add_argument("--preset", help="start from a preset's options, e.g. quick (then --option overrides)")
    sim.add_argument("--cap", type=int, default=ROUND_CAP, metavar="ROUNDS",
                     help=f"safety cap: a game still running after this round is stopped and counted "
                          f"as a failure (default {ROUND_CAP})")
    args = parser.parse_args(argv)
    variant = find_variant(args.variant)
    options = dict(variant.presets[args.preset]) if args.preset else {}
    for text in args.option:
        name, _, value = text.partition("=")
        options[name] = json.loads(value)
    started = time.perf_counter()
    summary = simulate(variant.id, args.games, args.players, args.seed, options, round_cap=args.cap)
    seconds = time.perf_counter() - started
    print(report(variant.id, args, options, summary, seconds))
    return 0


def report(variant_id, args, options, summary, seconds) -> str:
    turns = sorted(summary.turns)
    cap = getattr(args, "cap", ROUND_CAP)
    lines = [
        (f"variant {variant_id}, {args.players} bots, seeds {args.seed}..{args.seed + args.games - 1}, "
         f"options {options}, safety cap {cap} rounds"),
        f"games            {summary.games}",
        (f"turns per game   mean {sum(turns) / len(turns):.1f}, median {turns[len(turns) // 2]}, "
         f"min {turns[0]}, max {turns[-1]}"),
        rounds_line("rounds per game ", summary.rounds),
        *player_turns_line(summary.player_turns),
        "ended by",
        *(f"  {why:<34} {n:5d}  {100 * n / summary.games:5.1f}%   " + rounds_line("rounds", summary.rounds_by_ending[why])
          for why, n in sorted(summary.endings.items(), key=lambda item: -item[1])),
        f"failures at cap  {summary.endings.get(CAPPED, 0)} ({100 * summary.endings.get(CAPPED, 0) / summary.games:.1f}%)",
        "wins by seat     " + ", ".join(f"seat {s}: {summary.wins.get(s, 0)} ({100 * summary.wins.get(s, 0) / summary.games:.1f}%)"
                                        for s in range(args.players)),
        f"speed            {summary.games / seconds:.1f} games/s ({seconds:.2f} s)",
    ]
    return "\n".join(lines + landing_table(variant_id, summary))


def player_turns_line(means: list) -> list[str]:
    """The mean of the players' own turns per game (Rich: a rest counts), averaged over the games."""
    if not means:
        return []
    return [f"turns per player mean {sum(means) / len(means):.1f}, min {min(means):.1f}, max {max(means):.1f}"]


def rounds_line(label: str, rounds: list) -> str:
    """Median, 95th percentile and maximum of a list of round counts."""
    return (f"{label} median {percentile(rounds, 0.5)}, p95 {percentile(rounds, 0.95)}, "
            f"max {max(rounds)}, mean {sum(rounds) / len(rounds):.1f}")


def landing_table(variant_id, summary) -> list[str]:
    """Where rolls ended, as a share of all rolls (one landing per roll, after any card moved the
    token; In Jail apart from Just Visiting — tycoon/landings.py). Exact odds for a fixed jail
    policy: python3 -m tycoon.landings."""
    total = sum(summary.landings.values())
    board = find_variant(variant_id).board
    if not total or not board:
        return []
    names = catalog("en")
    lines = ["", "landing frequency (% of all rolls; exact odds: python3 -m tycoon.landings)"]
    rows = [(index, names.get(f"square.{variant_id}.{sq['key']}", sq["key"])) for index, sq in enumerate(board)]
    for index, name in rows + [(IN_JAIL, "In Jail")]:
        share = 100 * summary.landings.get(index, 0) / total
        lines.append(f"  {index:2d} {name:<28} {share:5.2f}%  {'#' * round(share * 4)}")
    return lines


if __name__ == "__main__":
    sys.exit(main())
