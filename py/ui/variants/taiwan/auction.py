"""The auction dialog of 如何做個大富翁: Monopoly's (ui/variants/monopoly/auction.py: the high bid,
who is still bidding, quick bids, a box for any amount, Drop out) with the deed as printed, and for
a dumped lot (拋售) who dumped it, that only the others bid, and what the bank pays if nobody bids
(the lot's bank_price, from the engine: taiwan/dump.py)."""

from ...dom import h
from ...format import money
from ...log import render_message
from ..monopoly.auction import auction_box as open_auction_box
from .deed import deed_card


def bank_price(view: dict, lot: dict):
    """What the bank pays if nobody bids, as the engine's lot says (taiwan/dump.py)."""
    return lot.get("bank_price") if isinstance(lot.get("bank_price"), int) else None


def auction_box(screen, view: dict, actions: list, seat):
    """actions: the human bidder's legal list (empty while a bot bids)."""
    return open_auction_box(screen, view, actions, seat, deed=deed_card, own_lot=dumped_lot)


def dumped_lot(screen, view: dict, lot: dict):
    """(title, box class, first facts) of a dumped lot; None for any other lot."""
    if lot.get("kind") != "dump" or not isinstance(lot.get("square"), int):
        return None
    ctx, tr = screen.ctx, screen.ctx.tr
    title = render_message(ctx, "ui.taiwan.auction.dump", {"square": lot["square"], "seller": lot.get("seller")},
                           "h2", "dialog-title")
    facts = [h("p", {"cls": "tw-dump-head"}, tr("ui.taiwan.dump.title")),
             render_message(ctx, "ui.taiwan.auction.dump_others", {"seller": lot.get("seller")}, "p", "tw-dump-rule")]
    floor = bank_price(view, lot)
    if floor is not None:
        facts.append(h("p", {"cls": "tw-dump-floor", "testid": "dump-floor"},
                       tr("ui.taiwan.auction.dump_floor", amount=money(floor, tr.lang))))
    return title, "tw-dump-auction", facts
