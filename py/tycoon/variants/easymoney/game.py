"""The game `easymoney` as the engine registers it: its rules, view, bot and data in one Variant
(core/variant.py). Imported on first use (find_variant), not by the home screen."""

from functools import partial

from ...core.story import StoryRules
from ...core.variant import Variant, register
from . import PLAYERS, bot, easy, hard, numbers, options, road, rules, stakes
from .board import SQUARES
from .describe import describe
from .view import view


def _new_state(players, seed, opts):
    options.check(opts)
    return rules.new_state(players, seed, opts)


def _worth(state, seat: int) -> int:
    """Own funds: cash and what the player's boxes hold (they come back to their owner at the end)."""
    p = state.players[seat]
    return p["cash"] + p["double"] + p["rise"] + p["fall"] + sum(p["numbers"])


VARIANT = register(Variant(
    id="easymoney", aliases=("搶錢一族", "easy-money", "easy money"),
    min_players=PLAYERS[0], max_players=PLAYERS[1],
    options=dict(options.OPTIONS), new_state=_new_state, legal_actions=rules.legal_actions,
    chance_outcomes=rules.chance_outcomes, apply=rules.apply, view=view, bot=bot.bot, levels={"easy": easy.bot}, lookahead=hard.LOOKAHEAD, describe=describe,
    board=SQUARES, presets={"lesson": dict(options.LESSON)}, on_sealed=rules.on_sealed, bot_aside=partial(bot.aside, hard=stakes.box),
    story=StoryRules(worth=_worth),
    ending=lambda state: "bank_dry" if state.board.get("ended_by") == "bank" else "round_limit",
    upgrade=road.upgrade, secrets=True,  # face-down tickets, sealed stakes
    numbers=numbers.numbers,
))
