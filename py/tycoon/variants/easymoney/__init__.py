"""`easymoney` — 搶錢一族 Easy Money (Michael Gray, 1988), from seed 003 (docs/rules/easymoney.md): one
shared money token, a bet on almost every move, and the game ends when the public pile runs dry.

Where things are: board.py (the 30 squares, money), piles.py (where money may be), route.py (a
move and the squares it reaches), money_squares.py (Double, Nothing, Make Money), greed.py,
wall_street.py, lucky.py, lottery.py (and the final lottery), mystery.py, cards.py (the Wall
Street and Mystery decks, with each rumour's expected value), tickets.py (the ten tickets),
rules.py (phases and actions), view.py, describe.py, bot.py."""

PLAYERS = (2, 4)  # the fewest and most players: the home screen shows them without loading the game
