"""Where tokens come to rest, counted as the Monopoly literature does: one landing per
roll, where the token rests after any card moved it; In Jail (row IN_JAIL) apart from Just
Visiting; a failed roll in jail counts as In Jail.

`landings(log)` counts a game's log (the simulator's table of bot games). `simulate_token(...)`
plays the real engine with a fixed way of leaving jail and counts every roll, to set beside the
exact odds of variants/monopoly/odds.py:

    python3 -m tycoon.landings --jail long --rolls 2000000
"""

import argparse
import math
import sys

IN_JAIL = 40  # landing row "In Jail"; square 10 is Just Visiting
ROLL_STARTS = ("turn_started", "roll_again")  # a "rolled" after a card is a utility card's roll


def landings(log: list) -> list[int]:
    """The landing of every movement or jail roll in `log`, in order."""
    found, current, after_start = [], None, False
    for key, params, *_audience in log:
        if key in ROLL_STARTS:
            after_start = True
        elif key == "card_drawn":
            after_start = False
        elif key == "rolled" and after_start:
            if current is not None:
                found.append(current)
            current, after_start = "rolling", False
        elif current is not None and key in ("moved", "moved_back"):
            current = params["square"]
        elif current is not None and key in ("sent_to_jail", "jail_stay"):
            current = IN_JAIL
    return found + ([current] if current not in (None, "rolling") else [])


# ---- the engine, one roll after another ---------------------------------------------------------

def simulate_token(rolls: int, jail: str = "long", seed: int = 1, batches: int = 100,
                   fresh_decks: bool = True) -> list[list[int]]:
    """Play a two-token Monopoly game on the real engine until `rolls` rolls are counted, and
    return the landings per batch of rolls: [batch][row] counts (rows 0–39 and IN_JAIL).

    Nobody buys or pays out: every deed starts owned by seat 0 and both seats hold a billion, so
    the game never ends and never asks for a choice but the jail policy ("short": pay at once;
    "long": roll for doubles), the income tax and end turn. With `fresh_decks` every roll meets
    full, freshly shuffled decks (kept jail cards go back first), as the literature's odds assume;
    without it the engine's own decks cycle through their one shuffle."""
    from .core import Action, apply_action, new_game, sample_chance
    from .core.rng import seed_state, shuffled
    from .variants.monopoly.board import PROPERTIES
    from .variants.monopoly.cards import DECK_OF

    state = new_game("monopoly", [{"name": "A"}, {"name": "B"}], seed)
    for player in state.players:
        player["cash"] = 10**9
    for index in PROPERTIES:
        state.board["owner"][index] = 0
    per_batch = -(-rolls // batches)
    counts = [[0] * (IN_JAIL + 1) for _ in range(batches)]
    counted, deck_rng = 0, seed_state(seed, "landings")
    while counted < rolls:
        if state.chance is not None:
            why = state.chance["why"]
            if fresh_decks and why in ("move", "jail"):
                for player in state.players:
                    while player["jail_cards"]:
                        card = player["jail_cards"].pop()
                        state.board["decks"][DECK_OF[card]].append(card)
                for name, deck in state.board["decks"].items():
                    deck_rng, state.board["decks"][name] = shuffled(deck_rng, deck)
            apply_action(state, sample_chance(state))
            if why in ("move", "jail"):
                player = state.players[state.turn_seat]
                row = IN_JAIL if player["in_jail"] else player["position"]
                counts[counted // per_batch][row] += 1
                counted += 1
            continue
        seat, phase = state.actor, state.phase
        if phase == "roll":
            kind = "roll"
            if state.players[seat]["in_jail"] and jail == "short":
                kind = "jail_card" if state.players[seat]["jail_cards"] else "jail_pay"  # the same move
        else:
            kind = {"end": "end_turn", "income_tax": "tax_flat"}[phase]
        apply_action(state, Action(seat, kind))
    return counts


def compare(rolls: int, jail: str, seed: int = 1, fresh_decks: bool = True) -> list[dict]:
    """Each row's exact share beside the simulated one, with the simulation's standard error
    (batch means: rolls in a row are not independent) and the difference in standard errors."""
    from .variants.monopoly.odds import landing_odds

    exact = landing_odds(jail)
    counts = simulate_token(rolls, jail, seed, fresh_decks=fresh_decks)
    sizes = [sum(batch) for batch in counts]
    rows = []
    for row in range(IN_JAIL + 1):
        shares = [batch[row] / size for batch, size in zip(counts, sizes) if size]
        mean = sum(batch[row] for batch in counts) / sum(sizes)
        spread = math.sqrt(sum((s - mean) ** 2 for s in shares) / (len(shares) - 1))
        error = spread / math.sqrt(len(shares))
        rows.append({"row": row, "exact": exact[row], "simulated": mean, "error": error,
                     "z": (mean - exact[row]) / error if error else 0.0})
    return rows


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m tycoon.landings", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jail", choices=("short", "long"), default="long")
    parser.add_argument("--rolls", type=int, default=2_000_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cycling-decks", action="store_true",
                        help="keep the engine's decks as they are (one shuffle, cycled) instead of fresh ones")
    args = parser.parse_args(argv)
    from .core.texts import catalog
    from .variants.monopoly.board import SQUARES

    names = catalog("en")
    rows = compare(args.rolls, args.jail, args.seed, fresh_decks=not args.cycling_decks)
    decks = "its own cycling decks" if args.cycling_decks else "fresh decks for every roll"
    print(f"Monopoly landing odds, jail policy {args.jail!r}: exact (Markov chain) and {args.rolls:,} rolls "
          f"of the engine with {decks} (seed {args.seed}); % of rolls, standard error by batch means")
    print(f"{'':3} {'square':<28} {'exact %':>8} {'simulated %':>12} {'s.e. %':>7} {'z':>6}")
    for r in rows:
        name = "In Jail" if r["row"] == IN_JAIL else names.get(f"square.monopoly.{SQUARES[r['row']]['key']}", "?")
        print(f"{r['row']:3d} {name:<28} {100 * r['exact']:8.3f} {100 * r['simulated']:12.3f} "
              f"{100 * r['error']:7.3f} {r['z']:6.2f}")
    worst = max(abs(r["z"]) for r in rows)
    print(f"largest difference: {worst:.2f} standard errors ({'within' if worst <= 3 else 'OUTSIDE'} 3)")
    return 0 if worst <= 3 else 1


if __name__ == "__main__":
    sys.exit(main())
