"""How Monopoly bot tables play (issue 7): does the game end, and how strong and fair is the bot.

    python3 bench/bots.py [--games 1000] [--seed 1] [--only quick,standard,strength,fairness]

- quick:    4 bots, the Quick game's four rules, no round limit: share ended by the first
            bankruptcy, rounds median and p95 (targets: >= 99 %, <= 40, <= 90).
- standard: 4 bots, standard rules, no round limit: share ended with a last player standing
            before round 400, rounds median (targets: >= 97 %, <= 150).
- fairness: the standard games again, wins by seat (target: no seat above 30 %).
- offers:   a person among bots: the Quick preset of Monopoly and Taiwan, 3 seats, one a person
            (rotated over the seeds) who never proposes and refuses every offer, the others bots:
            trade offers the person gets per 10 of their own turns (issue 36, target <= 1.5); and
            in the same games, bids per auction of a deed (median and p90: fewer is an auction
            a person can follow; a good player opens near what a deed is worth, not at $10).
- strength: 1 bot of the work tree against 3 bots of commit 17966a8 (--old), standard rules, the
            new bot's seat rotated over the seeds (seed % 4); games still running at the safety
            cap end there with the richest winning (target: the new bot wins >= 35 %; 25 % is parity).

Every game has a hard safety cap of 1,000 rounds (a game still running is a failure). The old
bot is loaded from a `git worktree` of the old commit as a separate package (its bot*.py and
board.py only, against this tree's engine); it read the whole log in its view, so it gets the
few log entries it looks at (its turns, a trade it opened this turn, refusals since a deed last
changed hands), rebuilt from the fields the view now carries.
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import time
import types
from pathlib import Path

from trees import ROOT, checkout

sys.path.insert(0, str(ROOT / "py"))

from tycoon.core import acting_seats, apply_action, legal_actions, new_game, next_automatic, sample_chance, view
from tycoon.core.variant import find_variant
from tycoon.sim import CAPPED, LAST_STANDING, ROUND_CAP, ending, percentile, simulate
from tycoon.variants.monopoly import bot as new_bot
from tycoon.variants.monopoly.options import QUICK_GAME

QUICK = {**QUICK_GAME, "turn_limit": 0}
OLD_COMMIT = "17966a8"


def load_old_bot(tree: Path):
    """The old commit's Monopoly bot as package `tycoon.variants._old_monopoly` (its own board
    data and bot modules; the engine it imports with `...core` is this tree's)."""
    folder = tree / "py" / "tycoon" / "variants" / "monopoly"
    name = "tycoon.variants._old_monopoly"
    package = types.ModuleType(name)
    package.__path__ = [str(folder)]
    sys.modules[name] = package
    for part in ("board", "bot_values", "bot_trade", "bot"):
        spec = importlib.util.spec_from_file_location(f"{name}.{part}", folder / f"{part}.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        spec.loader.exec_module(module)
    return sys.modules[f"{name}.bot"]


def old_view(found: dict, seat: int) -> dict:
    """The log entries the old bot reads, rebuilt from the view (it read `view["log"]`)."""
    me = found["players"][seat]
    log = [("turn_started", {"player": seat})] * me["turns"]
    if me["traded_on_turn"] == found["turn"]:
        log.append(("trade_opened", {"player": seat}))
    log += [("trade_rejected", {"player": rejecter, "partner": drafter}) for drafter, rejecter in found["refusals"]]
    return {**found, "log": log}


def play(seed: int, choosers: list, options: dict, cap: int = ROUND_CAP):
    """A game with one `choose(view, legal)` per seat (None: the work tree's bot)."""
    seats = [{"name": f"Bot {i + 1}", "bot": True} for i in range(len(choosers))]
    state = new_game("monopoly", seats, seed, options)
    while not state.over and state.round <= cap:
        if state.chance is not None:
            apply_action(state, sample_chance(state))
            continue
        seat = acting_seats(state)[0]
        legal = legal_actions(state, seat)
        seen = view(state, seat, recent=0)
        chooser = choosers[seat]
        action = chooser.choose(old_view(seen, seat), legal) if chooser is not new_bot else chooser.choose(seen, legal)
        apply_action(state, action)
    return state


def figures(summary, games: int) -> dict:
    rounds = summary.rounds
    share = {why: 100 * n / games for why, n in summary.endings.items()}
    return {"median": percentile(rounds, 0.5), "p95": percentile(rounds, 0.95), "share": share,
            "capped": summary.endings.get(CAPPED, 0),
            "wins": {s: 100 * summary.wins.get(s, 0) / games for s in range(4)}}


def run_table(name: str, options: dict, games: int, seed: int) -> dict:
    started = time.perf_counter()
    summary = simulate("monopoly", games, 4, seed, options)
    result = figures(summary, games)
    result["before_400"] = 100 * sum(1 for r, why in zip(summary.rounds, ending_list(summary))
                                     if why == LAST_STANDING and r < 400) / games
    result["seconds"] = time.perf_counter() - started
    return result


def ending_list(summary) -> list:
    """Each game's ending, in play order (rebuilt from the per-ending lists is not ordered: kept)."""
    return summary.ending_order


def strength(games: int, seed: int, old_commit: str) -> dict:
    with checkout(old_commit) as (tree, short):
        old = load_old_bot(tree)
        wins = capped = 0
        started = time.perf_counter()
        rounds = []
        for game in range(games):
            s = seed + game
            seat = s % 4
            choosers = [old] * 4
            choosers[seat] = new_bot
            state = play(s, choosers, {"turn_limit": ROUND_CAP})
            wins += seat in state.winners
            capped += ending(state) != LAST_STANDING
            rounds.append(state.round)
        return {"old": short, "win_share": 100 * wins / games, "not_last_standing": capped,
                "median": percentile(rounds, 0.5), "p95": percentile(rounds, 0.95),
                "seconds": time.perf_counter() - started}


def person_game(variant: str, seed: int, person: int):
    """A Quick game of 3 seats where `person` is no bot: it plays as the bot does but never opens
    a trade and rejects every offer. Returns (offers the person got, the person's own turns)."""
    rules = find_variant(variant)
    seats = [{"name": f"Seat {i + 1}", "bot": i != person} for i in range(3)]
    state = new_game(variant, seats, seed, rules.presets["quick"])
    offers = 0
    seen = 0
    bids: list = []  # bids made in each auction of a deed, read from the log as the game goes
    while not state.over and state.round <= ROUND_CAP:
        for key, _params, *_ in state.log[seen:]:
            if key.startswith("auction_opened_") and key != "auction_opened_house" and key != "auction_opened_hotel":
                bids.append(0)
            elif key == "bid_made" and bids:
                bids[-1] += 1
        seen = len(state.log)
        action = next_automatic(state)
        if action is None:
            legal = [a for a in legal_actions(state, person) if a.kind != "trade_open"]
            kinds = {a.kind for a in legal}
            if "trade_reject" in kinds:
                offers += 1
                action = next(a for a in legal if a.kind == "trade_reject")
            else:
                action = rules.bot(view(state, person, recent=0), legal)
        apply_action(state, action)
    return offers, state.players[person]["turns"], bids


def offers(variant: str, games: int, seed: int) -> dict:
    started = time.perf_counter()
    got = turns = 0
    bids: list = []
    for game in range(games):
        o, t, b = person_game(variant, seed + game, (seed + game) % 3)
        got, turns = got + o, turns + t
        bids += b
    return {"per_10": 10 * got / max(turns, 1), "offers": got, "turns": turns, "auctions": len(bids),
            "bids_median": percentile(sorted(bids), 0.5) if bids else 0,
            "bids_p90": percentile(sorted(bids), 0.9) if bids else 0,
            "seconds": time.perf_counter() - started}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", default="quick,standard,strength")
    parser.add_argument("--old", default=OLD_COMMIT)
    args = parser.parse_args(argv)
    only = set(args.only.split(","))
    seeds = f"seeds {args.seed}..{args.seed + args.games - 1}"
    if "quick" in only:
        r = run_table("quick", QUICK, args.games, args.seed)
        print(f"quick game, 4 bots, no round limit, {seeds}: ended by the first bankruptcy "
              f"{r['share'].get('first bankruptcy (richest wins)', 0):.1f}% (target >= 99), rounds median {r['median']} "
              f"(<= 40), p95 {r['p95']} (<= 90), failures at the cap {r['capped']}  [{r['seconds']:.0f} s]")
    if only & {"standard", "fairness"}:
        r = run_table("standard", {}, args.games, args.seed)
        print(f"standard game, 4 bots, no round limit, {seeds}: last player standing before round 400 "
              f"{r['before_400']:.1f}% (target >= 97), rounds median {r['median']} (<= 150), p95 {r['p95']}, "
              f"failures at the cap {r['capped']}  [{r['seconds']:.0f} s]")
        print("fairness (the same games): wins by seat " +
              ", ".join(f"seat {s} {w:.1f}%" for s, w in r["wins"].items()) + " (target: none above 30)")
    if "offers" in only:
        for variant in ("monopoly", "taiwan"):
            r = offers(variant, args.games, args.seed)
            print(f"offers to a person, {variant} Quick preset, 3 seats (1 person who refuses all, 2 bots), {seeds}: "
                  f"{r['per_10']:.2f} per 10 of their turns (target <= 1.5; {r['offers']} offers in {r['turns']} "
                  f"turns); bids per auction of a deed: median {r['bids_median']}, p90 {r['bids_p90']} "
                  f"({r['auctions']} auctions)  [{r['seconds']:.0f} s]")
    if "strength" in only:
        r = strength(args.games, args.seed, args.old)
        print(f"strength, standard game, 1 new bot vs 3 bots of {r['old']}, seat rotated, {seeds}: the new bot "
              f"wins {r['win_share']:.1f}% (target >= 35, parity 25); rounds median {r['median']}, p95 {r['p95']}; "
              f"{r['not_last_standing']} games reached the {ROUND_CAP}-round cap (richest wins)  [{r['seconds']:.0f} s]")


if __name__ == "__main__":
    main()
