"""A loop-board property game (Monopoly and its clones): the shared mechanics, written once, as
one class made of small rule mixins. A variant subclasses it with its data and overrides only
the hooks that differ (python-chess's pattern); every mixin calls the others through `self`, so
the modules import nothing of one another.

Hooks (see docs/design.md for the list with what Taiwan overrides):
data — `squares`, `start_cash`, `salary`, `jail_square`, `jail_fine`, `houses`, `hotels`,
`OPTIONS`; turn — `CHANCE_DICE`, `ask_roll`, `roll_params`, `move_roll`, `moved`, `start_reward`,
`roll_again`; squares —
`land_other`, `rent`, `collects_rent`; jail — `send_to_jail`, `jail_tries_allowed`,
`jail_exits`, `jail_roll`, `return_jail_card`; building — `hotel_after`, `may_build`;
money — `proceed`, `go_bankrupt`, `to_bank`; set-up — `new_player`, `setup`, `check_options`;
what answers each name (tables of methods, bound and checked by dispatch.py) — `STEPS`,
`DICE_HANDLERS`, `HANDLERS`, `PHASE_ACTIONS`, and cards.py's `CARD_EFFECTS`."""

import copy
from dataclasses import replace
from functools import partial
from typing import ClassVar

from .. import deal, estate, own_board
from ..dice import dice_outcomes
from ..estate import new_estate
from ..rng import seed_state
from ..state import State
from ..story import StoryRules
from ..variant import Variant, find_variant
from .build import BuildRules
from .debts import DebtRules
from .describe import DescribeRules
from .dispatch import bind
from .jail import JailRules
from .landing import LandingRules
from .moves import MoveRules
from .rent import RentRules
from .turn import TurnRules
from .view import ViewRules


class PropertyGame(TurnRules, JailRules, LandingRules, DebtRules, BuildRules, MoveRules, RentRules, ViewRules,
                   DescribeRules):
    id = ""
    aliases: tuple = ()
    min_players, max_players = 2, 8
    squares: ClassVar[list] = []
    start_cash, salary, jail_square, jail_fine = 1500, 200, 10, 50
    houses, hotels = 32, 12
    OPTIONS: ClassVar[dict] = {}
    PRESETS: ClassVar[dict] = {}
    CHOICES: ClassVar[dict] = {}  # option -> its allowed values, the default first (a setup screen's switch)
    UNIT = "dollar"  # the game's money (the view's header)
    HARD_BUDGET = 720  # actions the Hard bot plays ahead per decision (core/search.py)
    # Actions played on in each copy: 30 (about two turns each) gave twice the copies of 60 for the
    # same budget, and Hard won 41.4 % of 500 Cờ Tỷ Phú games against 35.3 % of 300 (docs/bots.md).
    HARD_HORIZON = 30
    HARD_FIRST = None  # actions of the Hard bot's first look, if it looks further only when in doubt
    HARD_TRADE_BUDGET = None  # its budget when answering a trade offer, if another
    fixed_percent = 100  # the game's fixed amounts (taxes, fines, cards) on a board of one's own: fixed()
    # The game's BotData (core/property/bot): the Hard bot values a copy's positions with it; None:
    # by net worth.
    BOT_DATA = None

    # ---- what answers each name (dispatch.py; a variant copies a table and adds to it) ---------
    STEPS: ClassVar[dict] = {  # the step of a frame on the continuation stack -> what runs it
        "resume": DebtRules.then_resume, "jail_move": JailRules.then_jail_move,
    }  # a "bank_auctions" frame is no step: next_bank_auction reads it in place and pops it
    DICE_HANDLERS: ClassVar[dict] = {  # why the dice were asked (state.chance["why"]) -> what reads them
        "order": TurnRules.order_roll, "move": TurnRules.move_roll, "jail": JailRules.jail_roll,
        "utility_card": LandingRules.utility_card_roll,
    }
    HANDLERS: ClassVar[dict] = {  # action kind -> what does it (auctions and trades: moves.py's apply)
        "roll": TurnRules.roll, "jail_pay": JailRules.pay_jail_fine, "jail_card": JailRules.use_jail_card,
        "buy": LandingRules.buy, "decline": LandingRules.decline, "mortgage": MoveRules.do_mortgage,
        "lift": MoveRules.do_lift, "build": BuildRules.build, "sell": MoveRules.do_sell,
        "sell_group": MoveRules.do_sell_group, "place": BuildRules.place, "place_skip": BuildRules.place_skip,
        "claim_rent": LandingRules.claim_rent, "bankrupt": DebtRules.go_bankrupt, "end_turn": TurnRules.end_turn,
    }
    PHASE_ACTIONS: ClassVar[dict] = {}  # a variant's own phase -> what gives the actor's legal list in it

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        bind(cls)

    # ---- set-up ---------------------------------------------------------------------------
    def new_player(self, player: dict) -> dict:
        return {"name": player["name"], "bot": bool(player.get("bot")), "cash": self.start_cash, "position": 0,
                "in_jail": False, "jail_tries": 0, "out": False, "doubles": 0, "jail_cards": [],
                "turns": 0, "traded_on_turn": -1}

    def check_options(self, options: dict, players: int) -> None:
        """Hook: refuse option values that make no sense for this many players."""

    def new_state(self, players: list[dict], seed: int, options: dict) -> State:
        self.check_options(options, len(players))
        state = State(self.id, options, seed, seed_state(seed), [self.new_player(p) for p in players],
                      board=new_estate(len(self.squares)))
        state.board.update(bank_houses=self.houses, bank_hotels=self.hotels, claims=[], refusals=[],
                           refused_offers=[], asked_round=[-1] * len(players))
        self.setup(state)
        self.setup_dealt(state)
        return state

    def setup(self, state) -> None:
        """Hook: decks, deeds dealt at the start … Each shuffle is a deal of chance, queued
        (core/deal.py) and made before who starts is rolled for."""

    def setup_dealt(self, state) -> None:
        """The next queued set-up deal, or, once all are made, the roll for who starts."""
        if not deal.ask_next(state):
            self.start_order(state)

    def on_deal(self, state, action) -> None:
        """A set-up deal is in: `dealt_<why>` takes it (`dealt_deck`, `dealt_deeds`)."""
        chance, state.chance = state.chance, None
        getattr(self, "dealt_" + chance["why"])(state, chance, list(action.args))
        self.setup_dealt(state)

    def deal_deeds(self, state, each: int) -> None:
        """Quick rule 1: the bank shuffles the deeds and deals each player `each` of them free (a
        deal of chance, from the deeds' own stream)."""
        if not each:
            return
        deeds = [sq["index"] for sq in self.squares if sq["kind"] in self.PROPERTY_KINDS]
        deal.queue(state, "deeds", deeds, each * len(state.players), rng=seed_state(state.seed, "deeds"), each=each)

    def dealt_deeds(self, state, chance: dict, deeds: list) -> None:
        each = chance["each"]
        for seat in range(len(state.players)):
            for index in deeds[seat * each:(seat + 1) * each]:
                state.board["owner"][index] = seat
                state.emit("deed_dealt", player=seat, square=index)
        estate.ownership_changed(state)

    def chance_outcomes(self, state):
        return dice_outcomes(state.chance)

    # ---- bots -----------------------------------------------------------------------------
    def bot(self, view: dict, legal: list):
        raise NotImplementedError

    def bot_levels(self) -> dict:
        """The bot levels besides normal (core/levels.py): name -> (view, legal) -> Action."""
        return {}

    def lookahead(self):
        """The Hard level's look-ahead (core/search.py; core/property/bot/hard.py), with the
        variant's budget of actions per decision (HARD_BUDGET: Taiwan's actions cost more) and of
        actions per copy (HARD_HORIZON)."""
        from .bot.hard import lookahead

        return lookahead(self.HARD_BUDGET, self.BOT_DATA, self.HARD_HORIZON, self.HARD_FIRST,
                         self.HARD_TRADE_BUDGET)

    def bot_aside(self, state, seat: int):
        """A bot collects rent it is owed, out of turn (option rent_must_be_claimed); otherwise it
        does nothing out of turn, so idle bots cost nothing between actions."""
        if not state.board["claims"] or state.phase not in self.TURN_PHASES or state.players[seat]["out"]:
            return None
        if not any(c["owner"] == seat for c in state.board["claims"]):
            return None
        return self.bot(self.bot_view(state, seat), self.legal_actions(state, seat))

    def fixed(self, amount: int) -> int:
        """One of the game's own fixed amounts (a tax, a fine, a card's) in the board's money: at
        the board's `amounts_percent` on a board of one's own (docs/boards.md), else as printed."""
        if self.fixed_percent == 100:
            return amount
        return max(1, (amount * self.fixed_percent + 50) // 100)

    def with_board(self, found: str) -> Variant:
        """This game on a board of one's own (docs/boards.md; the option "board": own_board.text of
        a checked board): the same rules on a copy of this object whose squares, starting money and
        bot data are the board's. ValueError when the text is not such a board."""
        board = own_board.from_text(found, self.id)
        rules = copy.copy(self)
        rules.__dict__ = {k: v for k, v in self.__dict__.items() if not k.startswith("_")}  # no cache shared
        rules.squares = own_board.squares_of(board, self.squares)
        rules.fixed_percent = board.get("amounts_percent", 100)
        rules.start_cash = board.get("start_cash", self.start_cash)
        rules.salary, rules.jail_fine = rules.fixed(self.salary), rules.fixed(self.jail_fine)
        rules.BID_UNIT = rules.fixed(self.BID_UNIT)  # the auction's offered raises in the board's money
        if self.BOT_DATA is not None:
            rules.BOT_DATA = self.BOT_DATA.on_board(rules.squares)
        numbers = find_variant(self.id).numbers
        return replace(rules.variant(), numbers=partial(numbers.func, rules) if isinstance(numbers, partial) else numbers)

    # ---- the registry's entry ---------------------------------------------------------------
    def variant(self) -> Variant:
        return Variant(
            id=self.id, aliases=self.aliases, min_players=self.min_players, max_players=self.max_players,
            options=self.OPTIONS, new_state=self.new_state, legal_actions=self.legal_actions,
            chance_outcomes=self.chance_outcomes, apply=self.apply, view=self.view, bot=self.bot,
            levels=self.bot_levels(), describe=self.describe, board=self.squares, accepts=self.accepts, presets=self.PRESETS,
            bot_aside=self.bot_aside, choices=self.CHOICES, story=StoryRules(worth=self.worth, jail="in_jail"),
            ending=self.ending, unit=self.UNIT, legal_of=self.legal_of, bot_kinds=self.bot_kinds,
            bot_view=self.bot_view, lookahead=self.lookahead(), with_board=self.with_board,
            card_words=getattr(self, "words_on_cards", None),
            hidden_options=("board",) if "board" in self.OPTIONS else ())
