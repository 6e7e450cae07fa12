"""What a seat sees of a property game. There are no secrets, but the UI and bots read only
this; every price, fee, limit and rent the UI shows is here, computed by the rules."""

from ..estate import HOTEL, group_members, lift_cost, mortgage_interest, raisable
from ..kept import keep
from ..money import first_debt
from ..phases import AUCTION, BUY, RAISE_CASH, TRADE

BOARDS_KEPT = 256  # boards whose squares' view is remembered (ViewRules.board_view)


class ViewRules:
    def bot_view(self, state, seat) -> dict:
        """The view without the shortfall help, which only a person reads (Variant.bot_view)."""
        return self.view(state, seat, helps=False)

    def view(self, state, seat, helps: bool = True) -> dict:
        board = state.board
        squares, owned = self.board_view(state)
        # Nothing of a player is secret in a property game: every field, with the kept jail cards
        # counted and the deeds listed.
        players = [{**p, "seat": s, "properties": owned.get(s, []), "jail_cards": len(p["jail_cards"])}
                   for s, p in enumerate(state.players)]
        debt = (board.get("debts") or [None])[0]
        return {
            "variant": state.variant, "seat": seat, "phase": state.phase, "turn_seat": state.turn_seat,
            "actor": state.current_player(), "turn": state.turn, "round": state.round,
            "options": dict(state.options), "players": players,
            "squares": squares,
            # this turn's roll; None until the player whose turn it is has rolled
            "dice": list(board["dice"]) if board.get("dice") and board.get("dice_turn") == state.turn else None,
            "pending": self.pending_view(state), "debt": dict(debt) if debt else None,
            "bank": {"houses": board["bank_houses"], "hotels": board["bank_hotels"]},
            "claims": [dict(c) for c in board["claims"]], "refusals": [list(r) for r in board.get("refusals", [])],
            # refused offers and when each seat last offered a person a trade (core/refused.py)
            "refused_offers": [dict(r) for r in board.get("refused_offers", [])],
            "asked_round": list(board.get("asked_round") or [-1] * len(state.players)),
            "over": state.over, "winners": list(state.winners),
            "short": self.shortfall(state, seat) if helps else None,
        }

    def shortfall(self, state, seat):
        """What the seat to act cannot pay now — the deed on offer, its debt, or (on its own turn)
        the cheapest house it could otherwise build — with how much is missing and what selling
        and mortgaging would raise, so the screen says "$60 short" and offers Raise cash
        (a help, not a rule: the legal list is unchanged). None when nothing is out of reach."""
        if not isinstance(seat, int) or seat != state.actor or state.over:
            return None
        cash = state.players[seat]["cash"]
        found = None
        if state.phase == BUY and cash < state.pending["price"]:
            found = {"kind": "buy", "square": state.pending["square"], "cost": state.pending["price"]}
        elif state.phase == RAISE_CASH and first_debt(state) and cash < first_debt(state)["amount"]:
            found = {"kind": "debt", "cost": first_debt(state)["amount"]}
        elif state.phase in self.TURN_PHASES:
            found = self.house_out_of_reach(state, seat, cash)
        if found is None:
            return None
        found.update(cash=cash, amount=found["cost"] - cash,
                     raisable=raisable(state, self.squares, seat, self.hotel_after(state)))
        return found

    def house_out_of_reach(self, state, seat: int, cash: int):
        """The cheapest house or hotel the seat may build but cannot pay for (the bank has one);
        None when it can build something now (the screen then says "you can build")."""
        board, best = state.board, None
        for entry in self.manage_plan(state, seat):
            if entry[0] != "street" or not entry[4]:
                continue
            if (board["bank_hotels"] if entry[3] else board["bank_houses"]) <= 0:
                continue
            if entry[2] <= cash:
                return None
            if best is None or entry[2] < best["cost"]:
                index = entry[1].args[0]
                best = {"kind": "build", "square": index, "group": self.squares[index]["group"], "cost": entry[2],
                        "hotel": entry[3]}
        return best

    def board_key(self, state) -> tuple:
        """Hook: everything the squares' view depends on: (owners, mortgaged, houses, *more). A
        square's entry may depend on the first three for the squares of its own colour group
        (rent doubling, railroads counted); a variant whose rent depends on anything else (who is
        the Industrial Spy) adds it after them, and a change there redraws every square."""
        board = state.board
        return tuple(board["owner"]), tuple(board["mortgaged"]), tuple(board["houses"])

    def board_view(self, state) -> tuple:
        """(squares, owned): one entry per square, and seat -> the squares it owns. Both are shared
        by every view until the board changes (views are read-only), so a view costs little when
        nothing was bought, built or mortgaged; then only the changed squares' groups are redone.
        The last few hundred boards are kept, for a Hard bot's copies of the game (core/search.py),
        which go back and forth between boards."""
        key = self.board_key(state)
        boards = self.__dict__.setdefault("_boards", {})  # key -> (key, squares, owned)
        found = boards.get(key)
        if found is not None:
            self._board_view = found
            return found[1], found[2]
        cached = self.__dict__.get("_board_view")
        owned: dict = {}
        for index, o in enumerate(state.board["owner"]):
            if o is not None:
                owned.setdefault(o, []).append(index)
        if cached is None or cached[0][3:] != key[3:] or len(cached[0][0]) != len(key[0]):
            squares = [self.square_view(state, i) for i in range(len(key[0]))]
        else:
            squares = list(cached[1])
            for index in self.touched_squares(cached[0], key):
                squares[index] = self.square_view(state, index)
        self._board_view = keep(boards, key, (key, squares, owned), BOARDS_KEPT)
        return squares, owned

    def touched_squares(self, old: tuple, new: tuple) -> set:
        """The squares whose entry may differ between two board keys: each changed square and
        the rest of its colour group."""
        touched = set()
        for before, after in zip(old[:3], new[:3]):
            if before != after:
                for index, (a, b) in enumerate(zip(before, after)):
                    if a != b:
                        group = self.squares[index].get("group")
                        touched.update(group_members(self.squares, group) if group else (index,))
        return touched

    def square_view(self, state, index: int) -> dict:
        board = state.board
        houses, mortgaged, owner = board["houses"][index], board["mortgaged"][index], board["owner"][index]
        found = {"index": index, "owner": owner, "mortgaged": mortgaged, "houses": houses,
                 "hotel": houses == HOTEL, "house_count": 0 if houses == HOTEL else houses}
        if owner is not None:
            found["lift_cost"] = lift_cost(self.squares, index)
            found["transfer_fee"] = mortgage_interest(self.squares, index) if mortgaged else 0
            if self.squares[index]["kind"] == "utility":
                found["rent_dice_multiplier"] = 0 if mortgaged else self.rent(state, index, 1)
            else:
                found["rent"] = 0 if mortgaged else self.rent(state, index, 0)
        return found

    def pending_view(self, state) -> dict:
        """The phase's own data, with the limits the UI shows (bids, trade cash, fees)."""
        pending = dict(state.pending)
        if state.phase == AUCTION:
            actor = state.actor
            pending["min_bid"] = pending["high"] + 1
            pending["max_bid"] = state.players[actor]["cash"] if actor >= 0 else 0
        elif state.phase == TRADE:
            drafter, partner = pending["drafter"], pending["partner"]
            pending["cash_max"] = state.players[drafter]["cash"]  # the drafter pays at most this
            pending["cash_min"] = -state.players[partner]["cash"]  # the partner pays at most this
            pending["fees"] = [{"player": receiver, "square": index,
                                "amount": mortgage_interest(self.squares, index)}
                               for side, receiver in (("give", partner), ("take", drafter))
                               for index in pending[side] if state.board["mortgaged"][index]]
        return pending
