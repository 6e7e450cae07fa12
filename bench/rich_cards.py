"""How often the Rich Card window stops a person (issue 37 §5).

    python3 bench/rich_cards.py [--games 100] [--seed 1]

A table of 4: one person (rotated over the seeds) who keeps their cards at every window they are
asked about, and otherwise plays as the bot does; three bots. Counted: the windows that ask the
person, per game, when they ask to be asked every time (the old behaviour) and with the default
"only from ฿50,000" (tycoon.variants.rich.reaction.worth_asking: the page passes for them below
it, unless a card would change who is richest near the end). Target: <= 5 with the default.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tycoon.core import apply_action, find_variant, legal_actions, new_game, next_automatic, view
from tycoon.variants.rich.reaction import worth_asking

DEFAULT = 50_000


def person_game(seed: int, person: int, ask_above: int) -> int:
    rules = find_variant("rich")
    seats = [{"name": f"Seat {i + 1}", "bot": i != person} for i in range(4)]
    state = new_game("rich", seats, seed)
    asked = 0
    while not state.over:
        action = next_automatic(state)
        if action is None:
            legal = legal_actions(state, person)
            seen = view(state, person)
            if seen.get("phase") == "react" and seen.get("window", {}).get("mine"):
                asked += worth_asking(seen["window"], ask_above)  # asked, or passed for them: "no" either way
                action = next(a for a in legal if a.kind == "pass")
            else:
                action = rules.bot(seen, legal)
        apply_action(state, action)
    return asked


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for ask_above, words in ((0, "every time"), (DEFAULT, f"only from {DEFAULT:,}")):
        started = time.perf_counter()
        counts = [person_game(args.seed + g, (args.seed + g) % 4, ask_above) for g in range(args.games)]
        print(f"Rich Card windows that ask a person who said '{words}', 4 seats (1 person, 3 bots), seeds "
              f"{args.seed}..{args.seed + args.games - 1}: mean {statistics.mean(counts):.1f} per game, "
              f"max {max(counts)}  [{time.perf_counter() - started:.0f} s]")


if __name__ == "__main__":
    main()
