"""The legal list of a property game, phase by phase, and what each action does: the only way
into its rules. Hooks: the tables `PHASE_ACTIONS` (a variant's own phases, e.g. Monopoly's income
tax) and `HANDLERS` (action kinds), in game.py; `TURN_PHASES` (when trades and claims are open)."""

from .. import auction, building, estate, refused, trade
from ..actions import Action
from ..kept import keep
from ..phases import AUCTION, BUY, END, PLACE_HOUSE, RAISE_CASH, ROLL, TRADE

ALL = None  # every kind of action
BETWEEN_KINDS = frozenset({"claim_rent", "trade_open"})  # what between_turns lists
# What the bot weighs on its own turn (bot/play.py `turn`): before the roll only rent owed, jail
# and the roll; after it no dump (Taiwan) and no selling a whole group.
BOT_ROLL = frozenset({"claim_rent", "jail_card", "jail_pay", "roll"})
BOT_END = frozenset({"claim_rent", "build", "mortgage", "lift", "sell", "trade_open", "end_turn"})
PLANS_KEPT = 512  # manage plans remembered (MoveRules.manage_plan)


class MoveRules:
    TURN_PHASES = (ROLL, END)  # when trades may be opened and rent claimed
    RAISING = ("mortgage", "sell", "sell_group")  # in raise_cash, these may settle the debt
    MANAGE_KINDS = frozenset({"mortgage", "lift", "build", "sell", "sell_group"})  # what manage_actions lists

    def legal_actions(self, state, seat: int) -> list[Action]:
        return self.listed(state, seat, ALL)

    def legal_of(self, state, seat: int, kinds) -> list[Action]:
        """The legal list's actions of these kinds, without listing the houses one could build
        when only a roll is asked about (core.game.legal_actions' `kinds`)."""
        return [a for a in self.listed(state, seat, kinds) if a.kind in kinds]

    def bot_kinds(self, state, seat: int):
        """The kinds the bot weighs now (None: all); core.game.bot_action asks only for these."""
        if seat != state.actor:
            return ALL
        return BOT_ROLL if state.phase == ROLL else BOT_END if state.phase == END else ALL

    def listed(self, state, seat: int, kinds) -> list[Action]:
        """The legal list, or (kinds given) a list holding at least its actions of those kinds."""
        player = state.players[seat]
        if player["out"]:
            return []
        phase = state.phase
        between = kinds is ALL or not BETWEEN_KINDS.isdisjoint(kinds)
        if seat != state.actor:
            return self.between_turns(state, seat) if between and phase in self.TURN_PHASES else []
        if phase == AUCTION:
            return auction.auction_actions(state, seat)
        if phase == TRADE:
            stage = state.pending["stage"]
            return (trade.draft_actions if stage == "draft" else trade.offer_actions)(state, self.squares, seat)
        if phase == PLACE_HOUSE:
            return self.place_actions(state, seat) or [Action(seat, "place_skip")]
        if phase in self.PHASE_ACTIONS:
            return self.PHASE_ACTIONS[phase](self, state, seat)
        found = []
        if phase == ROLL:
            found += self.jail_exits(state, seat) + [Action(seat, "roll")]
        elif phase == BUY:
            if player["cash"] >= state.pending["price"]:
                found.append(Action(seat, "buy"))
            found.append(Action(seat, "decline"))
        elif phase == RAISE_CASH and self.can_go_bankrupt(state, seat):
            found.append(Action(seat, "bankrupt"))
        elif phase == END:
            found.append(Action(seat, "end_turn"))
        full = phase in self.TURN_PHASES
        if kinds is ALL or not self.MANAGE_KINDS.isdisjoint(kinds):
            found += self.manage_actions(state, seat, full)
        return found + (self.between_turns(state, seat) if full and between else [])

    def accepts(self, state, action: Action) -> bool:
        """Free amounts: any bid above the high bid within cash; any cash change in a trade draft."""
        return auction.accepts_bid(state, action) or trade.accepts_cash(state, action)

    def between_turns(self, state, seat: int) -> list[Action]:
        """Open to every player at a turn's roll or end: claim rent owed to you, propose a trade."""
        found = [Action(seat, "claim_rent", (c["square"],)) for c in state.board["claims"] if c["owner"] == seat]
        return found + [Action(seat, "trade_open", (other,)) for other, p in enumerate(state.players)
                        if other != seat and not p["out"]]

    def manage_actions(self, state, seat: int, full: bool) -> list[Action]:
        """Mortgage and sell buildings whenever cash is needed; lift and build on your own turn.
        What depends on the board alone is planned once per board (`manage_plan`); cash and the
        bank's stock are checked here."""
        board, cash = state.board, state.players[seat]["cash"]
        lone = board.get("landed_own") if state.options.get("build_without_monopoly") else None
        found = []
        for entry in self.manage_plan(state, seat):
            kind, action = entry[0], entry[1]
            if kind == "lift":
                if full and cash >= entry[2]:
                    found.append(action)
            elif kind == "street":
                if not full:
                    continue
                _kind, _action, cost, hotel, candidate = entry
                stock = board["bank_hotels"] if hotel else board["bank_houses"]
                if (candidate and cash >= cost and stock > 0) or (action.args[0] == lone and
                                                                  self.may_build(state, seat, lone)):
                    found.append(action)
            else:
                found.append(action)
        return found

    def manage_plan(self, state, seat: int) -> list[tuple]:
        """In the legal list's order, each with its action: ("mortgage", action), ("lift", action,
        cost), ("street", build action, house cost, next is a hotel, at the group's lowest level of
        a whole unmortgaged group), ("sell", action), ("sell_group", action). Remembered per seat
        while its own deeds, their mortgages and buildings stay the same: the plan reads nothing
        else of the board, so a rival's purchase does not redo it. The last few hundred plans are
        kept, not one a seat: a Hard bot's copies of the game (core/search.py) go back and forth
        between positions that share most of them."""
        board = state.board
        hotel_after = self.hotel_after(state)
        mortgaged, houses = board["mortgaged"], board["houses"]
        mine = tuple((i, mortgaged[i], houses[i]) for i, o in enumerate(board["owner"]) if o == seat)
        key = (seat, mine, hotel_after, board["bank_houses"] >= hotel_after)
        plans = self.__dict__.setdefault("_manage_plans", {})  # key -> plan
        plan = plans.get(key)
        if plan is None:
            plan = keep(plans, key, self.find_manage_plan(state, seat, hotel_after), PLANS_KEPT)
        return plan

    def find_manage_plan(self, state, seat: int, hotel_after: int) -> list[tuple]:
        board, squares = state.board, self.squares
        owned = estate.owned_by(state, seat)
        plan = []
        # A deed may be mortgaged once the owner's buildings of its group are gone (with
        # build_without_monopoly another player's houses on the same colour do not stop it).
        built = {squares[i]["group"] for i in owned if board["houses"][i]}
        for index in owned:
            if not board["mortgaged"][index]:
                if squares[index]["group"] not in built:
                    plan.append(("mortgage", Action(seat, "mortgage", (index,))))
            else:
                plan.append(("lift", Action(seat, "lift", (index,)), estate.lift_cost(squares, index)))
        lowest: dict = {}  # group -> (streets at its lowest level, that level), for whole groups
        for index in owned:
            sq = squares[index]
            if sq["kind"] != "street":
                continue
            group = sq["group"]
            if group not in lowest:
                lowest[group] = building.lowest_in_group(state, squares, seat, group, hotel_after)
            streets, low = lowest[group]
            plan.append(("street", Action(seat, "build", (index,)), sq["house_cost"], low == hotel_after,
                         index in streets))
            if board["houses"][index] and building.can_sell(state, squares, seat, index, hotel_after):
                plan.append(("sell", Action(seat, "sell", (index,))))
        return plan + [("sell_group", Action(seat, "sell_group", (g,))) for g in sorted(built)]

    def apply(self, state, action: Action) -> None:
        if action.seat < 0:
            return self.on_chance(state, action)
        kind = action.kind
        if kind.startswith("trade_"):
            return self.apply_trade(state, action)
        if kind in ("bid", "pass"):
            seat = action.seat
            over = auction.bid(state, seat, action.args[0]) if kind == "bid" else auction.drop_out(state, seat)
            if over:
                self.auction_finished(state)
            return
        self.HANDLERS[kind](self, state, action.seat, *action.args)
        if kind in self.RAISING and state.phase == RAISE_CASH:
            self.proceed(state)

    def on_chance(self, state, action: Action) -> None:
        (self.on_deal if action.kind == "deal" else self.on_dice)(state, action)

    def apply_trade(self, state, action: Action) -> None:
        kind = action.kind
        if kind == "trade_open":
            trade.open_trade(state, action.seat, action.args[0])
            refused.opened(state, action.args[0])
        elif kind == "trade_send":
            trade.send(state)
        elif kind == "trade_accept":
            trade.accept(state, self.squares)
        elif kind == "trade_counter":
            trade.counter(state)
        elif kind == "trade_reject":
            refused.remember(state, self.squares, self.start_cash)
            trade.close(state, "trade_rejected")
        elif kind == "trade_cancel":
            trade.close(state, "trade_cancelled")
        else:
            trade.edit(state, action)

    # thin handlers over the shared estate and building modules
    def do_mortgage(self, state, seat: int, index: int) -> None:
        estate.mortgage(state, self.squares, seat, index)

    def do_lift(self, state, seat: int, index: int) -> None:
        estate.lift_mortgage(state, self.squares, seat, index)

    def do_sell(self, state, seat: int, index: int) -> None:
        building.sell(state, self.squares, seat, index, self.hotel_after(state))

    def do_sell_group(self, state, seat: int, group: str) -> None:
        building.sell_group(state, self.squares, seat, group, self.hotel_after(state))
