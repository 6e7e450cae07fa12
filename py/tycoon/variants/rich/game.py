"""The game `rich` as the engine registers it: its rules, view, bot and data in one Variant
(core/variant.py). Imported on first use (find_variant), not by the home screen."""

from ...core.story import StoryRules
from ...core.variant import Variant, register
from . import PLAYERS, bot, easy, hard, numbers, options, rules, steps, turn
from .board import SQUARES
from .describe import describe
from .ending import ending
from .money import worth
from .view import view


def _new_state(players, seed, opts):
    options.check(opts)
    return rules.new_state(players, seed, opts)


VARIANT = register(Variant(
    id="rich", aliases=("ริช", "rich-fliplock", "ริช รวยพลิกล็อค"),
    min_players=PLAYERS[0], max_players=PLAYERS[1],
    options=dict(options.OPTIONS), new_state=_new_state, legal_actions=rules.legal_actions,
    chance_outcomes=rules.chance_outcomes, apply=rules.apply, view=view, bot=bot.bot, levels={"easy": easy.bot}, lookahead=hard.LOOKAHEAD, describe=describe,
    board=SQUARES, presets={"lesson": dict(options.LESSON)}, on_sealed=rules.on_sealed,
    story=StoryRules(worth=lambda state, seat: worth(state.players[seat])),  # cash less unpaid notes
    ending=ending, unit="baht", upgrade=steps.upgrade, forced=turn.forced_number,
    secrets=True,  # sealed answers to a Rich Card (reaction.py)
    bot_kinds=bot.kinds,
    numbers=numbers.numbers,
))
