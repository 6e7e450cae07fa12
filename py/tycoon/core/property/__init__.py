"""Shared mechanics of loop-board property games (deeds, rent, buying, auctions, building with a
limited bank, mortgages, trades, raise cash, bankruptcy, jail), written once for monopoly and
taiwan: `PropertyGame` takes a board and hooks (game.py)."""

from .game import PropertyGame

__all__ = ["PropertyGame"]
