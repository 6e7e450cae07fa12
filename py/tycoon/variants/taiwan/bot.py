"""Taiwan's bot: the shared property bot (core/property/bot) on 如何做個大富翁's board, in points
(Monopoly's × 10, so money_scale 10), with a spinning top's landing odds (odds.py) and what it
knows of the Industrial Spy and of this game's jail (issue: values the Spy square, builds harder
once a rival is the Spy far from the Spy square, keeps cash for jail fines):

- jail: a jailed owner collects no rent (docs/rules/taiwan.md "Jail"), and 坐牢 is ten squares short
  of the Spy square. It pays or uses a Permit to leave at once while nobody is the Spy, or while
  the rent its deeds would earn from the moving rivals is at least what their deeds would charge
  it; otherwise it sits and spins for a 12.
- building: the owner pays the Spy the rent the Spy would have owed (rule 8.2), so while a rival
  is the Spy it holds back a house on a street the Spy may still stop on before it comes round to
  its square, unless the other players would pay it more there in the meantime. The farther the
  Spy is from its square, the more streets wait.
- reserve: it keeps 500 to pay its way out of jail, and 1,000 while it is the Spy with 坐牢 still
  ahead of it (rule 8.4).
- auctions: a dumped street (拋售) is bid on like any deed; it never dumps its own streets.
"""

from ...core.property import bot
from ...core.property.bot import easy
from ...core.property.bot.values import rent_per_move
from . import odds
from .board import JAIL_FINE, JAIL_SQUARE, SCALE, SPY_JAIL_FINE, SPY_SQUARE, SQUARES

SIZE = len(SQUARES)
MEAN_SPIN = 6.5  # the top's mean (1–12)
STOP = odds.stop_chances()  # STOP[d]: a top-only pawn stops d squares ahead before passing it


def to_spy_square(position: int) -> int:
    """How far a pawn at `position` is from the Spy square ahead (a whole lap from on it)."""
    return (SPY_SQUARE - position) % SIZE or SIZE


def on_spy_way(view, spy: int, index: int) -> int:
    """How far ahead of the Spy `index` is, if the Spy reaches it before its square; else 0."""
    position = view["players"][spy]["position"]
    ahead = (index - position) % SIZE
    return ahead if 0 < ahead < to_spy_square(position) else 0


def leave_jail(data, view, seat: int) -> bool:
    if view["spy"] is None:
        return True  # the Spy square is ten squares on: worth a try at once
    players = view["players"]
    moving = [p["seat"] for p in players if not p["out"] and not p["in_jail"] and p["seat"] != seat]
    earns = rent_per_move(data, view, {seat}, MEAN_SPIN) * sum(1 for s in moving if s != view["spy"])
    return earns >= rent_per_move(data, view, set(moving), MEAN_SPIN)


def may_build(data, view, seat: int, index: int) -> bool:
    spy = view["spy"]
    if spy is None or spy == seat:
        return True
    ahead = on_spy_way(view, spy, index)
    if not ahead:
        return True
    payers = sum(1 for p in view["players"] if not p["out"] and p["seat"] not in (seat, spy))
    # Each player spins about as often as the Spy, which needs about ahead / MEAN_SPIN spins to pass.
    return payers * ahead / MEAN_SPIN * data.odds()[index] >= STOP[ahead]


def jail_reserve(data, view, seat: int) -> int:
    if view["spy"] == seat and on_spy_way(view, seat, JAIL_SQUARE):
        return SPY_JAIL_FINE
    return JAIL_FINE


DATA = bot.BotData(SQUARES, money_scale=SCALE, landing_odds=odds.landing_odds, deed_lots=("deed", "dump"),
                   leave_jail=leave_jail, jail_reserve=jail_reserve, may_build=may_build)


def choose(view: dict, legal: list, data=None):
    """The bot's action; None when it is not the bot's move and it has nothing it wants to do.
    `data`: a board of one's own (docs/boards.md), else the game's own."""
    return bot.choose(data or DATA, view, legal)


def choose_easy(view: dict, legal: list, data=None):
    """The Easy level's action (core/property/bot/easy.py)."""
    return easy.choose(data or DATA, view, legal)
