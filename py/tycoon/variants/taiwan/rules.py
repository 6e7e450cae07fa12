"""如何做個大富翁 (How to Become a Tycoon): the 1960s Taiwanese Monopoly clone with the Industrial
Spy (docs/rules/taiwan.md). The shared mechanics are core/property (buying, auctions, rent, building
with the bank's 28 houses and 10 hotels, mortgages, trades, debts); this module is the data and
the hooks that differ: the spinning top and three spins a turn (top.py), the Spy (spy.py),
dumping land (dump.py), the jail that keeps a prisoner's rent, taxes, Chance and Fate.

Phases: order → roll (up to three times) → [buy → auction | raise_cash] → end; trade, auction and
place_house interrupt and give the turn back."""

from typing import ClassVar

from ...core.actions import Action
from ...core.money import BANK, owe
from ...core.property import PropertyGame
from ...core.property.cards import CardRules
from ...core.property.landing_context import Landing
from . import PLAYERS, bot, options
from .board import (
    HOTELS,
    HOUSES,
    INCOME_TAX,
    JAIL_FINE,
    JAIL_SQUARE,
    PROPERTY_TAX,
    SALARY,
    SPY_SQUARE,
    SQUARES,
    START_CASH,
)
from .cards import DECKS
from .dump import DumpRules
from .spy import SpyRules
from .top import TopRules

TAXES = {"income_tax": INCOME_TAX, "property_tax": PROPERTY_TAX}


class Taiwan(SpyRules, TopRules, DumpRules, CardRules, PropertyGame):
    id = "taiwan"
    aliases = ("大富翁", "如何做個大富翁", "tycoon", "dai-fu-weng")
    min_players, max_players = PLAYERS
    UNIT = "point"
    # A first look of 800 actions (its spinner turns cost more actions than dice turns), and up to
    # 1,600, or 3,200 answering a trade offer, for the candidates that may still beat Normal's
    # choice: 40.6 % of 500 games in bench/levels.py (38.0 % in a scratch run of other samples),
    # against 34.0 % with 480 / 960 / 1,920; more would miss the time bar (docs/bots.md).
    HARD_FIRST = 800
    HARD_BUDGET = 1600
    HARD_TRADE_BUDGET = 3200
    HARD_HORIZON = 60  # copies of 30 actions won no more: 29.5 % of 200 games against 32.0 % (docs/bots.md)
    BOT_DATA = bot.DATA  # the Hard bot values positions as Normal does
    squares = SQUARES
    start_cash, salary, jail_square, jail_fine = START_CASH, SALARY, JAIL_SQUARE, JAIL_FINE
    houses, hotels = HOUSES, HOTELS
    BID_UNIT = 10  # bids are offered in steps of 10 points and more (any whole amount may be typed)
    DECKS: ClassVar[dict] = DECKS
    OPTIONS: ClassVar[dict] = options.OPTIONS
    PRESETS: ClassVar[dict] = {"quick": options.QUICK_GAME}
    CHOICES: ClassVar[dict] = {"spins_per_turn": (3, 1)}
    HANDLERS: ClassVar[dict] = {**PropertyGame.HANDLERS, "dump": DumpRules.dump}
    DICE_HANDLERS: ClassVar[dict] = {**PropertyGame.DICE_HANDLERS, "enterprise_card": TopRules.enterprise_card_roll}

    def check_options(self, opts: dict, players: int) -> None:
        options.check(opts, players)

    def setup(self, state) -> None:
        state.board.update(spy=None, spins=[], spins_left=0)
        self.shuffle_decks(state)
        self.deal_deeds(state, state.options["starting_deeds"])

    # ---- squares ----------------------------------------------------------------------------
    def land_other(self, state, seat: int, index: int) -> None:
        kind = self.squares[index]["kind"]
        if kind in TAXES:  # rule 7: to the bank
            owe(state, seat, BANK, self.fixed(TAXES[kind]), "tax_paid", player=seat, square=index)
        elif kind == "go_to_jail":
            return self.send_to_jail(state, seat)
        elif kind in ("chance", "fate"):
            return self.draw(state, seat, kind)
        elif kind == "jail":
            state.emit("just_visiting", player=seat)
        self.proceed(state)

    def land_on_property(self, state, seat: int, index: int, landing: Landing) -> None:
        board = state.board
        owner = board["owner"][index]
        if landing.by_card and self.squares[index]["kind"] == "utility" and owner not in (None, seat) \
                and not board["mortgaged"][index] and self.collects_rent(state, owner, index):
            state.pending = {"square": index}
            return self.ask_roll(state, "enterprise_card")  # Clarification 10: a new spin
        super().land_on_property(state, seat, index, landing)

    def card_advance(self, state, seat: int, target: int) -> None:
        """A forward card move counts like a spin move (Clarification 10)."""
        self.move_to(state, seat, target, Landing(by_card=True))

    def collects_rent(self, state, owner: int, index: int) -> bool:
        """Jail rule 3: an owner in jail collects no rent at all."""
        return not state.players[owner]["in_jail"]

    def start_reward(self, state, seat: int) -> None:
        """Rule 3 and jail rule 2: 2,000 for passing or reaching Start, never while in jail."""
        if not state.players[seat]["in_jail"]:
            super().start_reward(state, seat)

    # ---- the legal list ---------------------------------------------------------------------
    MANAGE_KINDS = PropertyGame.MANAGE_KINDS | {"dump"}

    def manage_actions(self, state, seat: int, full: bool) -> list[Action]:
        found = super().manage_actions(state, seat, full)
        return found + self.dump_actions(state, seat) if full else found

    def describe(self, state, action: Action) -> tuple[str, dict]:
        if action.kind == "dump":
            return "action.dump", {"square": action.args[0], "amount": self.dump_price(action.args[0])}
        return super().describe(state, action)

    # ---- what a seat sees -------------------------------------------------------------------
    def view(self, state, seat, helps: bool = True) -> dict:
        found = super().view(state, seat, helps)
        board = state.board
        jailed = state.turn_seat >= 0 and state.players[state.turn_seat]["in_jail"]
        # a jailed player who does not pay spins once, for a 12 (top.py)
        found.update(spy=board["spy"], spy_square=SPY_SQUARE, spins=list(board["spins"]),
                     spins_left=min(1, board["spins_left"]) if jailed else board["spins_left"])
        return found

    def bot(self, view: dict, legal: list):
        return bot.choose(view, legal, self.BOT_DATA)

    def bot_levels(self) -> dict:
        data = self.BOT_DATA
        return {"easy": lambda view, legal: bot.choose_easy(view, legal, data)}


RULES = Taiwan()
