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

PLAYERS = (2, 6)  # the fewest and most players: the home screen shows them without loading the game
