"""Monopoly's own screens: the auction and trade dialogs, the deed on offer, the debt line, the
bank's stock of houses, the card just drawn, the property dialog — and how its action bar, log and
game-over screen are arranged. The shared screens reach all of it through HOOKS."""

from ...results import ResultSpec
from .. import Hooks

DIALOG_PHASES = ("auction", "trade")
OUT_OF_TURN = ("trade_open", "claim_rent")  # in the players' panels, even for the seat to move


class MonopolyHooks(Hooks):
    manage_kinds = frozenset({"build", "sell_house", "sell_building", "mortgage", "unmortgage", "lift_mortgage",
                              "lift", "sell", "sell_group", "trade"})
    manage_title = "ui.game.manage"
    main_first = ("roll", "buy", "pay", "pay_fine", "use_card", "claim_rent", "place", "end_turn")
    always_main = frozenset({"place", "place_skip", "claim_rent"})  # repeated, but each a main choice
    go_kinds = frozenset({"roll", "buy", "use_card", "jail_card", "claim_rent", "place"})
    calm_kinds = frozenset({"decline", "pass", "end_turn", "place_skip"})
    manage_go_kinds = frozenset({"build", "lift"})
    confirm_kinds = frozenset({"bankrupt"})  # one click would end the player's game
    worth_event = "final_worth"
    # a card drawn for a person (and what it paid or cost them) stays until they move or press OK
    results = ResultSpec(opens={"card_drawn": ("player",)},
                         follows={"card_collected": ("player",), "card_paid": ("player",),
                                  "card_paid_player": ("player", "payee"), "card_nothing_to_pay": ("player",),
                                  "salary": ("player",), "sent_to_jail": ("player",)})
    auction_pause = 0.15  # at most this long per bot bid while a person is still bidding

    def is_dialog_phase(self, view: dict) -> bool:
        return view.get("phase") in DIALOG_PHASES

    def centre_top(self, screen, view: dict):
        from .reveal import bank_stock

        return bank_stock(screen.ctx.tr, view)

    def centre_parts(self, screen, view: dict, actions: list, status: dict) -> list:
        from ...log import render_message
        from .auction import auction_box
        from .deed import deed_card
        from .trade import trade_box

        phase, seat = view.get("phase"), status.get("seat")
        if phase == "auction":
            return [auction_box(screen, view, actions, seat)]
        if phase == "trade":
            return [trade_box(screen, view, actions, seat)]
        pending, board = view.get("pending") or {}, screen.squares
        square = pending.get("square") if phase == "buy" else None
        if isinstance(square, int) and 0 <= square < len(board) and board[square].get("price"):
            return [] if screen.selected is not None else [deed_card(screen.ctx, board[square])]
        debt = view.get("debt") or {}
        if phase == "raise_cash" and debt:
            line = render_message(screen.ctx, "ui.game.debt", {
                "player": debt.get("debtor", view.get("actor")), "creditor": debt.get("creditor"),
                "debt": debt.get("amount", 0)}, "p", "debt-line")
            return [line, None if screen.selected is not None else screen.news(view)]
        return []

    def news(self, screen, view: dict):
        from .reveal import card_box

        return card_box(screen, view.get("log") or [])

    def bar_actions(self, view: dict, actions: list) -> list:
        return [a for a in actions if a.kind != "trade_open"]  # trades start from the players' panels

    def panel_actions(self, actions: list) -> list:
        return [a for a in actions if a.kind in OUT_OF_TURN]

    def manage_sections(self, ctx, squares: list, actions: list) -> list:
        from .manage import sections

        return sections(ctx, squares, actions)

    def action_note(self, ctx, view):
        from .short import short_note

        return short_note(ctx, view.get("short"))

    def manage_note(self, ctx, squares: list, actions: list, view=None):
        from .manage import build_note

        return build_note(ctx, squares, actions, view)

    def manage_open(self, view: dict) -> bool:
        return view.get("phase") == "raise_cash"

    def manage_count(self, view, actions: list) -> int:
        """"Manage properties (3)": the properties the player owns, as the view lists them (not
        the buttons, several to a property)."""
        seats, players = {a.seat for a in actions}, (view or {}).get("players") or []
        seat = seats.pop() if len(seats) == 1 else None
        if not isinstance(seat, int) or not 0 <= seat < len(players):
            return len(actions)
        return len(players[seat].get("properties") or [])

    def pause(self, view: dict, actor: int, delay: float) -> float:
        """Bots bid fast: a short pause while a person is still in the auction, none otherwise."""
        if view.get("phase") != "auction":
            return delay
        players = view.get("players") or []
        bidders = (view.get("pending") or {}).get("bidders") or []
        people_in = any(0 <= s < len(players) and not players[s].get("bot") for s in bidders)
        return min(delay, self.auction_pause) if people_in else 0.0

    def chance_seat(self, view: dict):
        return None if view.get("phase") == "order" else super().chance_seat(view)

    def banded(self, data: dict) -> bool:
        return data.get("kind") == "street"

    def inspectable(self, data: dict) -> bool:
        return bool(data.get("price"))

    def inspector(self, screen, view: dict, index: int, actions: list, seat):
        from .inspect import inspector

        return inspector(screen, view, index, actions, seat)

    def panel_extras(self, screen, seat: int, actions: list):
        from .panel import panel_extras

        return panel_extras(screen, seat, actions)


HOOKS = MonopolyHooks()
