"""`rich` — ริช รวยพลิกล็อค (Rich, "rich by an upset"), from seed 000 (docs/rules/rich.md): a Thai
life-path race of one lap from Start to Finish, with professions and paydays, insurance, the
Flip-Lock card game, Rich Cards played in a reaction window, loans, and personal numbers that tax
the players still on the road. The richest at the end is the TYCOON.

Where things are: board.py (the 66-square track, every amount), professions.py, fliplock.py (the
minigame and its exact chances), cards.py (the Rich Card deck), reaction.py (the window: Double,
Collect, Pay), money.py (loans, notes, worth), movement.py (forward, back, count-back, the
no-salary period, the nearest player), squares.py (what each square does), turn.py (the steps of
a turn), ending.py (finishing, personal numbers, the count), rules.py (phases and actions),
view.py, describe.py, bot.py."""

from ...core.story import StoryRules
from ...core.variant import Variant, register
from . import bot, numbers, options, rules, steps, turn
from .board import SQUARES
from .describe import describe
from .ending import ending
from .money import worth
from .view import view


def _new_state(players, seed, opts):
    options.check(opts)
    return rules.new_state(players, seed, opts)


VARIANT = register(Variant(
    id="rich", aliases=("ริช", "rich-fliplock", "ริช รวยพลิกล็อค"), min_players=2, max_players=6,
    options=dict(options.OPTIONS), new_state=_new_state, legal_actions=rules.legal_actions,
    chance_outcomes=rules.chance_outcomes, apply=rules.apply, view=view, bot=bot.bot, describe=describe,
    board=SQUARES, presets={"lesson": dict(options.LESSON)}, on_sealed=rules.on_sealed,
    story=StoryRules(worth=lambda state, seat: worth(state.players[seat])),  # cash less unpaid notes
    ending=ending, unit="baht", upgrade=steps.upgrade, forced=turn.forced_number,
    secrets=True,  # sealed answers to a Rich Card (reaction.py)
    bot_kinds=bot.kinds,
    numbers=numbers.numbers,
))
