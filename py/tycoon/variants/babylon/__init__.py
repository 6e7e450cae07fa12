"""`babylon` — The Richest Man in Babylon (Người giàu có nhất thành Babylon), from seed 004
(docs/rules/babylon.md): hidden gems, the dice room, sealed offers; 3–11 seats.

Where things are: order.py (rubies, gifts, the order-number auction), room.py (the deal and the
dice room), gems.py (scores and exact values), selling.py (Check, Secret, offers and the
settlement), ending.py (the reveal, the talisman, the Deathmatch), rules.py (phases), view.py (what
each seat may know), describe.py, bot.py."""

PLAYERS = (3, 11)  # the fewest and most players: the home screen shows them without loading the game
