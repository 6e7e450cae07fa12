"""`taiwan` — 如何做個大富翁, the 1960s Taiwanese classic with the Industrial Spy, from seed 002
(docs/rules/taiwan.md)."""

PLAYERS = (2, 5)  # the fewest and most players: the home screen shows them without loading the game
