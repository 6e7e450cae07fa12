"""The game `babylon` as the engine registers it: its rules, view, bot and data in one Variant
(core/variant.py). Imported on first use (find_variant), not by the home screen."""

from ...core.story import StoryRules
from ...core.variant import Variant, register
from . import PLAYERS, bot, easy, hard, numbers, options, rules
from .describe import describe
from .selling import ROUNDS
from .view import view


def _new_state(players, seed, opts):
    options.check(opts)
    return rules.new_state(players, seed, opts)


VARIANT = register(Variant(
    id="babylon", aliases=("richest man in babylon", "người giàu có nhất thành babylon", "babylon-gems"),
    min_players=PLAYERS[0], max_players=PLAYERS[1], options=dict(options.OPTIONS), hidden_options=options.HIDDEN,
    new_state=_new_state,
    legal_actions=rules.legal_actions, chance_outcomes=rules.chance_outcomes, apply=rules.apply, view=view,
    bot=bot.bot, levels={"easy": easy.bot}, lookahead=hard.LOOKAHEAD, describe=describe, choices=dict(options.CHOICES), on_sealed=rules.on_sealed,
    free_kinds=rules.FREE_KINDS,
    # Total earnings so far, exact totals rounded once: secret until the end (kept in the state).
    story=StoryRules(worth=lambda state, seat: state.players[seat]["total_won"]),
    ending=lambda state: "reveal", unit="won", rounds=ROUNDS, secrets=True,
    numbers=numbers.numbers,
))
