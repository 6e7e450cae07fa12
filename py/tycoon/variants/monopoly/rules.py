"""Cờ Tỷ Phú: Monopoly as data and the few rules that are its own (docs/rules/monopoly.md): the
shared mechanics are core/property; this adds the taxes, the Go To Jail corner, Chance and
Community Chest (core/property/cards.py with cards.py's decks), the Quick game's dealt deeds, and the options.

Phases: order → roll → [buy → auction | income_tax | raise_cash] → end; trade, auction and
place_house interrupt and give the turn back."""

from typing import ClassVar

from ...core.actions import Action
from ...core.money import BANK, owe
from ...core.property import PropertyGame
from ...core.property.cards import CardRules
from . import PLAYERS, bot, options
from .board import (
    INCOME_TAX_FLAT,
    INCOME_TAX_PERCENT,
    JAIL_FINE,
    JAIL_SQUARE,
    LUXURY_TAX,
    SALARY,
    SQUARES,
    START_CASH,
)
from .cards import DECKS
from .phases import INCOME_TAX


class Monopoly(CardRules, PropertyGame):
    id = "monopoly"
    aliases = ("co-ty-phu", "cờ tỷ phú", "classic")
    min_players, max_players = PLAYERS
    squares = SQUARES
    BOT_DATA = bot.DATA  # the Hard bot values positions as Normal does
    # The Hard bot's first look (960 actions), and up to 1,920, or 3,840 answering a trade offer,
    # for the candidates that may still beat Normal's choice: 42.2 % of 500 games against 40.2 %
    # with 720 for every decision; p95 129 ms a decision in Pyodide (docs/bots.md).
    HARD_FIRST = 960
    HARD_BUDGET = 1920
    HARD_TRADE_BUDGET = 3840
    DECKS: ClassVar[dict] = DECKS
    start_cash, salary, jail_square, jail_fine = START_CASH, SALARY, JAIL_SQUARE, JAIL_FINE
    OPTIONS: ClassVar[dict] = options.OPTIONS
    PRESETS: ClassVar[dict] = {"quick": options.QUICK_GAME}

    def check_options(self, opts: dict, players: int) -> None:
        options.check(opts, players)

    def setup(self, state) -> None:
        self.shuffle_decks(state)
        self.deal_deeds(state, state.options["starting_deeds"])

    def land_other(self, state, seat: int, index: int) -> None:
        kind = self.squares[index]["kind"]
        if kind == "income_tax":
            state.phase, state.actor, state.pending = INCOME_TAX, seat, {"square": index}
            return
        if kind == "luxury_tax":
            owe(state, seat, BANK, self.fixed(LUXURY_TAX), "tax_paid", player=seat, square=index)
        elif kind == "go_to_jail":
            return self.send_to_jail(state, seat)
        elif kind in ("chance", "chest"):
            return self.draw(state, seat, kind)
        elif kind == "jail":
            state.emit("just_visiting", player=seat)
        self.proceed(state)

    # ---- income tax -------------------------------------------------------------------------
    def income_tax_actions(self, state, seat: int) -> list[Action]:
        return [Action(seat, "tax_flat"), Action(seat, "tax_percent")]

    def pay_tax_flat(self, state, seat: int) -> None:
        self.income_tax(state, seat, "flat")

    def pay_tax_percent(self, state, seat: int) -> None:
        self.income_tax(state, seat, "percent")

    def income_tax(self, state, seat: int, choice: str) -> None:
        """$200, or 10% of cash + printed value of deeds and buildings (mortgaged deeds at their
        mortgage value), rounded down. The choice is made before the total is shown (Ruling)."""
        if choice == "flat":
            amount = self.fixed(INCOME_TAX_FLAT)
        else:
            # worth() counts a mortgaged deed at price − mortgage, which is its mortgage value here.
            amount = self.worth(state, seat) * INCOME_TAX_PERCENT // 100
        owe(state, seat, BANK, amount, f"income_tax_paid_{choice}", player=seat, square=state.pending["square"])
        self.proceed(state)

    PHASE_ACTIONS: ClassVar[dict] = {INCOME_TAX: income_tax_actions}
    HANDLERS: ClassVar[dict] = {**PropertyGame.HANDLERS, "tax_flat": pay_tax_flat, "tax_percent": pay_tax_percent}

    def describe(self, state, action: Action) -> tuple[str, dict]:
        key, params = super().describe(state, action)
        if action.kind == "tax_flat":
            params = {"amount": self.fixed(INCOME_TAX_FLAT)}
        return key, params

    def bot(self, view: dict, legal: list):
        return bot.choose(view, legal, self.BOT_DATA)

    def bot_levels(self) -> dict:
        data = self.BOT_DATA
        return {"easy": lambda view, legal: bot.choose_easy(view, legal, data)}


RULES = Monopoly()
