"""`easymoney` — 搶錢一族 Easy Money (Michael Gray, 1988), from seed 003 (docs/rules/easymoney.md): one
shared money token, a bet on almost every move, and the game ends when the public pile runs dry.

Where things are: board.py (the 30 squares, money), piles.py (where money may be), route.py (a
move and the squares it reaches), money_squares.py (Double, Nothing, Make Money), greed.py,
wall_street.py, lucky.py, lottery.py (and the final lottery), mystery.py, cards.py (the Wall
Street and Mystery decks, with each rumour's expected value), tickets.py (the ten tickets),
rules.py (phases and actions), view.py, describe.py, bot.py."""

from ...core.story import StoryRules
from ...core.variant import Variant, register
from . import bot, numbers, options, road, rules
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
    id="easymoney", aliases=("搶錢一族", "easy-money", "easy money"), min_players=2, max_players=4,
    options=dict(options.OPTIONS), new_state=_new_state, legal_actions=rules.legal_actions,
    chance_outcomes=rules.chance_outcomes, apply=rules.apply, view=view, bot=bot.bot, describe=describe,
    board=SQUARES, presets={"lesson": dict(options.LESSON)}, on_sealed=rules.on_sealed, bot_aside=bot.aside,
    story=StoryRules(worth=_worth),
    ending=lambda state: "bank_dry" if state.board.get("ended_by") == "bank" else "round_limit",
    upgrade=road.upgrade, secrets=True,  # face-down tickets, sealed stakes
    numbers=numbers.numbers,
))
