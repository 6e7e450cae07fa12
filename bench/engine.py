"""Engine speed in CPython.

    python3 bench/engine.py [--games 40]
        bot games/s and actions/s per variant, in this process (the table this script always printed)
    python3 bench/engine.py --against 17966a8 [--rounds 5] [--seeds 1-10] [--variant monopoly]
        the work tree against an older commit: 4 bots (Babylon: 5), turn_limit 200 where the game
        has it, the same seeds in both, each tree in its own subprocess, interleaved (old, new, old,
        new, ...) --rounds times; CPU time (time.process_time) measured in the child around the
        games only. --variant all: every game, one table each. Then each tree replays its games
        through apply_action (every action checked, as loading a save does): actions/s; and the
        new tree's games once more with no check and no decision (the floor: the most any bot,
        legal-list or view work could gain).

Only ratios and medians measured in one run mean anything (shared, noisy machines). The game hash
of a seed is SHA-256 of json.dumps([state.history, state.log]): equal hashes mean both trees
played exactly the same game, so the rates compare the same work.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import sys
import time
from pathlib import Path

from trees import ROOT, checkout, run_child, spread, work_tree_label

VARIANTS = ("monopoly", "taiwan", "rich", "easymoney", "babylon")
LIMIT = {"turn_limit": 200}  # for the games that have a turn limit


def bots_for(variant: str) -> int:
    return 5 if variant == "babylon" else 4  # Babylon takes 3–11 players
MAX_ACTIONS = 1_000_000  # per game: a refactor that never ends a game fails instead of hanging


# --------------------------------------------------------------------------- default: every variant

def measure(variant: str, players: int, games: int, options: dict) -> tuple[float, float, float]:
    from tycoon.sim import play_bot_game

    started = time.perf_counter()
    actions = turns = 0
    for seed in range(games):
        state = play_bot_game(variant, players, seed, options)
        actions += len(state.history)
        turns += state.turn
    seconds = time.perf_counter() - started
    return games / seconds, actions / seconds, turns / games


def variant_table(games: int) -> None:
    sys.path.insert(0, str(ROOT / "py"))
    from tycoon.core import all_variants

    print("| variant | bots | options | games/s | actions/s | turns/game |")
    print("|---|---|---|---|---|---|")
    for variant in all_variants():
        for players in sorted({variant.min_players, 4}):
            options = {"turn_limit": 100} if "turn_limit" in variant.options else {}
            rate, actions, turns = measure(variant.id, players, games, options)
            print(f"| {variant.id} | {players} | {options} | {rate:.1f} | {actions:.0f} | {turns:.0f} |")


# --------------------------------------------------------------------------- child: one tree, one round

def child(variant: str, seeds: list[int]) -> dict:
    """Play the seeds with whatever `tycoon` PYTHONPATH points at; the figures as a dict."""
    import tycoon
    from tycoon import core

    seats = [{"name": f"Bot {i + 1}", "bot": True} for i in range(bots_for(variant))]
    options = dict(LIMIT) if "turn_limit" in core.find_variant(variant).options else {}
    play_automatic = getattr(core, "play_automatic", None)  # newer trees: one call per action

    def two_calls(state) -> None:
        core.apply_action(state, core.next_automatic(state))

    step = play_automatic or two_calls
    core.new_game(variant, seats, 0, dict(options))  # warm-up: lazy imports, variant registry
    cpu = 0.0
    turns = actions = 0
    hashes = {}
    played = []
    for seed in seeds:
        started = time.process_time()
        state = core.new_game(variant, seats, seed, dict(options))
        for _ in range(MAX_ACTIONS):
            if state.over:
                break
            step(state)
        else:
            raise RuntimeError(f"seed {seed}: no end after {MAX_ACTIONS} actions")
        cpu += time.process_time() - started
        turns += state.turn
        actions += len(state.history)
        hashes[seed] = hashlib.sha256(json.dumps([state.history, state.log]).encode()).hexdigest()
        played.append((seed, list(state.history)))
    # A save's load: the same actions again through apply_action, each checked as legal first.
    started = time.process_time()
    for seed, history in played:
        core.replay(variant, seats, seed, dict(options), history)
    replay_cpu = time.process_time() - started
    return {"engine": tycoon.__file__, "loop": "play_automatic" if play_automatic else "next_automatic+apply_action",
            "floor_cpu": floor(variant, seats, options, played), "turns": turns, "actions": actions, "cpu": cpu, "hashes": hashes, "options": options,
            "replay_cpu": replay_cpu}


def floor(variant: str, seats: list, options: dict, played: list):
    """CPU time to play the same games with no decision and no check at all: each recorded action
    parsed beforehand and applied unchecked (`core.game._apply`). No bot, legal list or view can
    make a game cheaper than this, so it bounds the ratio any bot work could reach. None for a
    tree without those internals."""
    from tycoon import core
    from tycoon.core import actions, game
    apply, parse = getattr(game, "_apply", None), getattr(actions.Action, "parse", None)
    if apply is None or parse is None:
        return None
    rules = core.find_variant(variant)
    parsed = [(seed, [parse(text) for text in history]) for seed, history in played]
    started = time.process_time()
    for seed, history in parsed:
        state = core.new_game(variant, seats, seed, dict(options))
        for action in history:
            apply(state, rules, action)
    return time.process_time() - started


# --------------------------------------------------------------------------- --against: old vs new

def against(commit: str, rounds: int, seeds: list[int], seeds_text: str, variant: str) -> None:
    script = Path(__file__).resolve()
    with checkout(commit) as (old_tree, short):
        trees = {f"old {short}": old_tree, f"new {work_tree_label()}": ROOT}
        runs = {label: [] for label in trees}
        for r in range(rounds):
            for label, tree in trees.items():
                result = run_child(tree, script, ["--child", "--seeds", seeds_text, "--variant", variant])
                runs[label].append(result)
                print(f"round {r + 1}/{rounds} {label}: {result['cpu']:.2f} s CPU", file=sys.stderr, flush=True)

    options = next(iter(runs.values()))[0]["options"]
    print(f"\n{bots_for(variant)}-bot {variant}, {options}, seeds {seeds_text}; {rounds} rounds interleaved "
          f"(old, new, ...), each a fresh subprocess; CPU time of the games only.\n")
    print("| tree | loop | player-turns | actions | games/s median (min–max) | player-turns/s median (min–max) "
          "| actions/s median (min–max) |")
    print("|---|---|---|---|---|---|---|")
    medians = {}
    for label, results in runs.items():
        first = results[0]
        game_rates = [len(seeds) / r["cpu"] for r in results]
        turn_rates = [r["turns"] / r["cpu"] for r in results]
        action_rates = [r["actions"] / r["cpu"] for r in results]
        medians[label] = [statistics.median(rates) for rates in (game_rates, turn_rates, action_rates)]
        print(f"| {label} | {first['loop']} | {first['turns']} | {first['actions']} "
              f"| {spread(game_rates)} | {spread(turn_rates)} | {spread(action_rates)} |")
    old, new = medians.values()
    ratios = " | ".join(f"{n / o:.2f}" if o else "—" for o, n in zip(old, new, strict=True))  # Babylon has no turns
    print(f"| new/old (medians) | | | | {ratios} |")
    replays = [statistics.median(r["actions"] / r["replay_cpu"] for r in results) for results in runs.values()]
    print(f"\nReplaying the same games with apply_action (every action checked, as a save's load): "
          f"{replays[0]:.0f} → {replays[1]:.0f} actions/s, new/old {replays[1] / replays[0]:.2f}.")

    old_label, new_label = runs
    floors = [r["floor_cpu"] for r in runs[new_label] if r.get("floor_cpu")]
    if floors:
        turns = runs[new_label][0]["turns"]
        unit, index, count = ("player-turns", 1, turns) if turns else ("games", 0, len(seeds))  # Babylon: games
        ceiling = count / statistics.median(floors)
        print(f"\nThe floor: the new tree's games applied unchecked with no decisions (`_apply` only) run "
              f"{ceiling:.0f} {unit}/s, {ceiling / medians[old_label][index]:.2f}× the old tree: no bot, "
              f"legal-list or view work can take the new tree past that ratio.")

    for label, results in runs.items():
        unstable = [s for s in seeds if len({r["hashes"][str(s)] for r in results}) > 1]
        if unstable:
            print(f"\nWARNING: {label} played a different game on a later round for seeds {unstable}")
    old_hashes, new_hashes = (results[0]["hashes"] for results in runs.values())
    differ = [s for s in seeds if old_hashes[str(s)] != new_hashes[str(s)]]
    if differ:
        print(f"\nGame hashes differ for seeds {', '.join(map(str, differ))} "
              f"({len(seeds) - len(differ)} of {len(seeds)} identical): the trees played different games.")
    else:
        print(f"\nGame hashes identical for all {len(seeds)} seeds: both trees played the same games.")


def parse_seeds(text: str) -> list[int]:
    """'1-10' or '1,3,7' or '1-5,9'."""
    seeds = []
    for part in text.split(","):
        low, _, high = part.partition("-")
        seeds += range(int(low), int(high or low) + 1)
    return seeds


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=40, help="games per row of the default table")
    parser.add_argument("--against", metavar="COMMIT", help="compare the work tree with this commit")
    parser.add_argument("--rounds", type=int, default=5, help="with --against: interleaved runs per tree")
    parser.add_argument("--seeds", default="1-10", help="with --against: e.g. 1-10 or 1,4,7")
    parser.add_argument("--variant", default="monopoly", help="with --against: a game's id, or all")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(child(args.variant, parse_seeds(args.seeds))))
    elif args.against:
        for variant in VARIANTS if args.variant == "all" else (args.variant,):
            against(args.against, args.rounds, parse_seeds(args.seeds), args.seeds, variant)
    else:
        variant_table(args.games)
    return 0


if __name__ == "__main__":
    sys.exit(main())
