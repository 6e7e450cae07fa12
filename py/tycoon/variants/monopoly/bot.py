"""Monopoly's bot: the shared property bot (core/property/bot) on Monopoly's board, in dollars,
with the exact landing odds of odds.py and the Income Tax choice, Monopoly's own phase."""

from ...core.property import bot
from ...core.property.bot import easy
from ...core.property.bot.values import estimate_worth
from . import odds
from .board import SQUARES
from .phases import INCOME_TAX


def income_tax(data, view, seat, legal, kinds):
    """10% while everything we have is worth less than $2,000, else the flat $200 (docs/rules/monopoly.md
    "Income tax": the choice is made before the total is shown)."""
    return kinds["tax_percent"] if estimate_worth(data, view, seat) < 2000 else kinds["tax_flat"]


DATA = bot.BotData(SQUARES, money_scale=1, landing_odds=odds.landing_odds, phases={INCOME_TAX: income_tax})


def choose(view: dict, legal: list, data=None):
    """The bot's action; None when it is not the bot's move and it has nothing it wants to do.
    `data`: a board of one's own (docs/boards.md), else the game's own."""
    return bot.choose(data or DATA, view, legal)


def choose_easy(view: dict, legal: list, data=None):
    """The Easy level's action (core/property/bot/easy.py)."""
    return easy.choose(data or DATA, view, legal)
