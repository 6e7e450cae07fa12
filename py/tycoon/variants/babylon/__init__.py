"""`babylon` — The Richest Man in Babylon (Người giàu có nhất thành Babylon), from seed 004
(docs/rules/babylon.md): hidden gems, the dice room, sealed offers; 3–11 seats.

Where things are: order.py (rubies, gifts, the order-number auction), room.py (the deal and the
dice room), gems.py (scores and exact values), selling.py (Check, Secret, offers and the
settlement), ending.py (the reveal, the talisman, the Deathmatch), rules.py (phases), view.py (what
each seat may know), describe.py, bot.py."""

from ...core.story import StoryRules
from ...core.variant import Variant, register
from . import bot, numbers, options, rules
from .describe import describe
from .selling import ROUNDS
from .view import view


def _new_state(players, seed, opts):
    options.check(opts)
    return rules.new_state(players, seed, opts)


VARIANT = register(Variant(
    id="babylon", aliases=("richest man in babylon", "người giàu có nhất thành babylon", "babylon-gems"),
    min_players=3, max_players=11, options=dict(options.OPTIONS), hidden_options=options.HIDDEN, new_state=_new_state,
    legal_actions=rules.legal_actions, chance_outcomes=rules.chance_outcomes, apply=rules.apply, view=view,
    bot=bot.bot, describe=describe, choices=dict(options.CHOICES), on_sealed=rules.on_sealed,
    free_kinds=rules.FREE_KINDS,
    # Total earnings so far, exact totals rounded once: secret until the end (kept in the state).
    story=StoryRules(worth=lambda state, seat: state.players[seat]["total_won"]),
    ending=lambda state: "reveal", unit="won", rounds=ROUNDS, secrets=True,
    numbers=numbers.numbers,
))
