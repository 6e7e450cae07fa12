"""The auction dialog of 如何做個大富翁: Monopoly's (the high bid, who is still bidding, quick bids,
a box for any amount, Drop out) with the deed as printed, and for a dumped lot (拋售) who dumped
it, that only the others bid, and what the bank pays if nobody bids (the engine's "dumped" event)."""

from ...dom import h
from ...format import money
from ...log import render_message
from ..monopoly.auction import _bidders, _controls
from .deed import deed_card


def bank_price(view: dict, lot: dict):
    """What the bank pays if nobody bids: the lot's "bank_price" when the engine gives it, else the
    amount of this lot's "dumped" event while it is among the view's recent events (bots bidding a
    point at a time soon push it out); None when neither is there."""
    if isinstance(lot.get("bank_price"), int):
        return lot["bank_price"]
    square = lot.get("square")
    for entry in reversed(view.get("log") or []):
        params = entry[1] if len(entry) > 1 and isinstance(entry[1], dict) else {}
        if entry and entry[0] == "dumped" and params.get("square") == square and isinstance(params.get("amount"), int):
            return params["amount"]
    return None


def auction_box(screen, view: dict, actions: list, seat):
    """actions: the human bidder's legal list (empty while a bot bids)."""
    ctx, tr = screen.ctx, screen.ctx.tr
    auction = view.get("pending") or {}
    lot = auction.get("lot") or {}
    kind, square = lot.get("kind", "deed"), lot.get("square")
    dump = kind == "dump"
    box = h("section", {"cls": "dialog-box auction-box" + (" tw-dump-auction" if dump else ""), "role": "dialog",
                        "aria-labelledby": "auction-title", "testid": "auction"})
    if dump and isinstance(square, int):
        title = render_message(ctx, "ui.taiwan.auction.dump", {"square": square, "seller": lot.get("seller")},
                               "h2", "dialog-title")
    elif kind == "deed" and isinstance(square, int):
        title = render_message(ctx, "ui.auction.title_deed", {"square": square}, "h2", "dialog-title")
    else:
        title = h("h2", {"cls": "dialog-title"}, tr(f"ui.auction.title_{'hotel' if kind == 'hotel' else 'house'}"))
    title.setAttribute("id", "auction-title")
    box.appendChild(title)
    body = h("div", {"cls": "auction-body"})
    if isinstance(square, int) and 0 <= square < len(screen.squares):
        body.appendChild(deed_card(ctx, screen.squares[square]))
    facts = h("div", {"cls": "auction-facts"})
    if dump:
        facts.appendChild(h("p", {"cls": "tw-dump-head"}, tr("ui.taiwan.dump.title")))
        facts.appendChild(render_message(ctx, "ui.taiwan.auction.dump_others", {"seller": lot.get("seller")}, "p",
                                         "tw-dump-rule"))
        floor = bank_price(view, lot)
        if floor is not None:
            facts.appendChild(h("p", {"cls": "tw-dump-floor", "testid": "dump-floor"},
                                tr("ui.taiwan.auction.dump_floor", amount=money(floor, tr.lang))))
    if isinstance(lot.get("price"), int):
        facts.appendChild(h("p", {"cls": "auction-price"}, tr("ui.auction.printed", price=money(lot["price"], tr.lang))))
    high, leader = auction.get("high", 0), auction.get("leader")
    if leader is None:
        facts.appendChild(h("p", {"cls": "auction-high none", "testid": "auction-high"}, tr("ui.auction.no_bids")))
    else:
        high_line = render_message(ctx, "ui.auction.high", {"amount": high, "player": leader}, "p", "auction-high")
        high_line.setAttribute("data-testid", "auction-high")
        facts.appendChild(high_line)
    facts.appendChild(_bidders(screen, auction, view))
    body.appendChild(facts)
    box.appendChild(body)
    if actions:
        box.appendChild(_controls(screen, view, actions, seat))
    return box
