"""搶錢一族's fair odds (docs/lab.md "Fair odds"): what each bet of Easy Money is worth on average,
read from the game's own tables and payout rules, as exact fractions.

- Lucky Dice: a stake on a number waits for that number or a 7, so it wins with chance
  ways / (ways + 6) (variants/easymoney/lucky.py); the printed odds pay 6/ways for 1, and the
  game's own payout (whole $10,000 units) is asked for each bundle: every stake's expected
  value is zero.
- Wall Street: with the rumour (the card's back) seen, the cards that share it are equally
  likely; a stake wins its odds or is lost (variants/easymoney/cards.py).
- The lottery: 216 red-white-blue numbers on ten tickets (six of 22 numbers, four of 21), so a
  draw always has one winner, and a ticket's chance is its numbers over 216."""

from fractions import Fraction

from ..variants.easymoney.board import BUNDLES
from ..variants.easymoney.cards import SIDES, WALL_STREET, expected
from ..variants.easymoney.lucky import chance_before_seven, odds, payout, ways
from ..variants.easymoney.piles import LUCKY_NUMBERS
from ..variants.easymoney.tickets import NUMBERS, TICKETS


def lucky_dice() -> list[dict]:
    """Per number: its ways (of 36), its chance to come before a 7, the printed odds, and for
    each bundle the payout the rules give and the stake's expected value (exact)."""
    found = []
    for number in LUCKY_NUMBERS:
        win = chance_before_seven(number)
        stakes = [{"stake": stake, "payout": payout(number, stake),
                   "expected": win * payout(number, stake) - (1 - win) * stake} for stake in BUNDLES]
        found.append({"number": number, "ways": ways(number), "chance": win, "odds": odds(number),
                      "stakes": stakes})
    return found


def wall_street() -> list[dict]:
    """Per rumour (the back everyone sees): its cards and the expected gain per 1 staked on Rise
    and on Fall."""
    found = []
    for back in dict.fromkeys(card["back"] for card in WALL_STREET):
        cards = [(card["result"], card["odds"]) for card in WALL_STREET if card["back"] == back]
        found.append({"back": back, "cards": cards, "expected": {side: expected(back, side) for side in SIDES}})
    return found


def lottery() -> dict:
    """The numbers, and per ticket its count and its chance to win a draw."""
    return {"numbers": len(NUMBERS),
            "tickets": [{"ticket": ticket, "count": len(numbers), "chance": Fraction(len(numbers), len(NUMBERS))}
                        for ticket, numbers in TICKETS.items()]}
