"""`monopoly` — Cờ Tỷ Phú, classic Monopoly from seed 001 (rules/monopoly.md)."""

from ...core.variant import Variant, register
from . import bot, describe, moves, options, rules, view
from .board import SQUARES

VARIANT = register(Variant(
    id="monopoly",
    aliases=("co-ty-phu", "cờ tỷ phú", "classic"),
    min_players=2,
    max_players=8,
    options=rules.OPTIONS,
    new_state=rules.new_state,
    legal_actions=moves.legal_actions,
    chance_outcomes=rules.chance_outcomes,
    apply=moves.apply,
    view=view.view,
    bot=bot.choose,
    describe=describe.describe,
    board=SQUARES,
    accepts=moves.accepts,
    presets={"quick": options.QUICK_GAME},
    bot_aside=moves.bot_aside,
))
