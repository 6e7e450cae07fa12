"""The bot of loop-board property games (Monopoly and its clones), written once: a variant gives
its board, money scale, landing odds and own phases as a `BotData` and calls `choose(data, view,
legal)`. values.py values deeds and positions, trade.py drafts and answers trades, play.py picks
each action."""

from .data import BotData
from .play import choose

__all__ = ["BotData", "choose"]
