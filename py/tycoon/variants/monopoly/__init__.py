"""`monopoly` — Cờ Tỷ Phú, classic Monopoly from seed 001 (docs/rules/monopoly.md)."""

PLAYERS = (2, 8)  # the fewest and most players: the home screen shows them without loading the game
