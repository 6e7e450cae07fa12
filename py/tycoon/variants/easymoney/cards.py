"""The Wall Street and Mystery Jackpot decks (docs/rules/easymoney.md "F", "H"; Clarifications 7, 8, 12).

Wall Street: ten market cards. Everyone sees the back of the top card (a rumour) before staking;
the face shows the result and the odds. Several cards share each back, so the back is a hint, not
an answer. A rumour is usually right, but pays less when right. Expected value per $1 staked,
with the back seen and the face unknown (every card of that back equally likely):

| back   | cards (result odds)                    | stake on Rise | stake on Fall |
|--------|----------------------------------------|---------------|---------------|
| rise   | rise 1:1 ×3, fall 1:3 ×1               | +0.50         |  0.00         |
| fall   | fall 1:1 ×3, rise 1:3 ×1               |  0.00         | +0.50         |
| tip    | rise 1:2 ×1, fall 1:2 ×1               | +0.50         | +0.50         |

(Rise on a "rise" back: 3/4 × 1 − 1/4 × 1 = +0.50. Fall on it: 1/4 × 3 − 3/4 × 1 = 0.) Winners
are paid by the public pile, losers feed the lottery pile: betting with the rumour is a fair bet
that drains the bank, which is what moves the game toward its end. `EXPECTED` computes this table
from the cards (tests/engine/test_easymoney_cards.py checks it).

Mystery Jackpot: ten cards; each goes to the bottom after use, except the Shield, which its
drawer keeps until a Nothing square uses it (then it goes to the bottom: Clarification 12).
"""

from fractions import Fraction

# id, back (the rumour everyone sees), result, odds (a winning stake also earns stake × odds)
WALL_STREET = [
    {"id": "ws1", "back": "rise", "result": "rise", "odds": 1},
    {"id": "ws2", "back": "rise", "result": "rise", "odds": 1},
    {"id": "ws3", "back": "rise", "result": "rise", "odds": 1},
    {"id": "ws4", "back": "rise", "result": "fall", "odds": 3},
    {"id": "ws5", "back": "fall", "result": "fall", "odds": 1},
    {"id": "ws6", "back": "fall", "result": "fall", "odds": 1},
    {"id": "ws7", "back": "fall", "result": "fall", "odds": 1},
    {"id": "ws8", "back": "fall", "result": "rise", "odds": 3},
    {"id": "ws9", "back": "tip", "result": "rise", "odds": 2},
    {"id": "ws10", "back": "tip", "result": "fall", "odds": 2},
]
WS = {card["id"]: card for card in WALL_STREET}
SIDES = ("rise", "fall")


def expected(back: str, side: str) -> Fraction:
    """Expected gain per $1 staked on `side` when the top card shows `back`."""
    cards = [c for c in WALL_STREET if c["back"] == back]
    return sum((Fraction(c["odds"]) if c["result"] == side else Fraction(-1) for c in cards),
               Fraction(0)) / len(cards)


EXPECTED = {back: {side: expected(back, side) for side in SIDES} for back in ("rise", "fall", "tip")}

# id -> (effect, amount; None when the card has none). Money from the public pile is paid as far as
# the pile goes; money a player pays comes from own funds, as far as they go (Clarification 3).
MYSTERY = {
    "jackpot": ("from_bank", 1_000_000),  # the bank pays you $1,000,000
    "bonus": ("from_bank", 500_000),  # the bank pays you $500,000
    "collect": ("from_each", 200_000),  # every other player pays you $200,000
    "tax": ("to_pot", 500_000),  # put $500,000 on the lottery pile
    "treat": ("to_each", 100_000),  # pay every other player $100,000
    "express": ("to_next", "double"),  # the token jumps to the next Double square and stops
    "slip": ("back", 3),  # the token goes back 3 squares and stops
    "greed": ("greed", None),  # play Greed now
    "ticket": ("ticket", None),  # draw one more lottery ticket
    "shield": ("keep", None),  # keep: your Double box survives the next Nothing
}
MYSTERY_IDS = list(MYSTERY)
