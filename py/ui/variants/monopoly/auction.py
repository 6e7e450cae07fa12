"""The auction dialog: what is sold, the high bid and who holds it, who is still bidding, and —
for a human bidder — quick bids, a box for any amount, and Drop out."""

from tycoon.core import Action

from ...dom import h
from ...format import money, whole
from ...log import render_message
from .deed import deed_card


def auction_box(screen, view: dict, actions: list, seat, *, deed=deed_card, own_lot=None):
    """actions: the human bidder's legal list (empty while a bot bids). A variant passes its deed
    card and `own_lot(screen, view, lot)`: for a lot of its own kind, (title element, box class,
    the facts shown first), else None (Taiwan's dumped land)."""
    ctx, tr = screen.ctx, screen.ctx.tr
    auction = view.get("pending") or {}
    lot = auction.get("lot") or {}
    kind = lot.get("kind", "deed")
    square = lot.get("square")
    own = own_lot(screen, view, lot) if own_lot else None
    box = h("section", {"cls": "dialog-box auction-box" + (f" {own[1]}" if own else ""), "role": "dialog",
                        "aria-labelledby": "auction-title", "testid": "auction"})
    if own:
        title = own[0]
    elif kind == "deed" and isinstance(square, int):
        title = render_message(ctx, "ui.auction.title_deed", {"square": square}, "h2", "dialog-title")
    else:
        title = h("h2", {"cls": "dialog-title"}, tr(f"ui.auction.title_{'hotel' if kind == 'hotel' else 'house'}"))
    title.setAttribute("id", "auction-title")
    box.appendChild(title)
    body = h("div", {"cls": "auction-body"})
    if (kind == "deed" or own) and isinstance(square, int) and 0 <= square < len(screen.squares):
        body.appendChild(deed(ctx, screen.squares[square]))
    facts = h("div", {"cls": "auction-facts"}, *(own[2] if own else ()))
    facts.appendChild(h("p", {"cls": "auction-price"}, tr("ui.auction.printed", price=money(lot.get("price", 0), tr.lang))))
    high, leader = auction.get("high", 0), auction.get("leader")
    if leader is None:
        facts.appendChild(h("p", {"cls": "auction-high none", "testid": "auction-high"}, tr("ui.auction.no_bids")))
    else:
        facts.appendChild(render_message(ctx, "ui.auction.high", {"amount": high, "player": leader}, "p",
                                         "auction-high"))
        facts.lastChild.setAttribute("data-testid", "auction-high")
    facts.appendChild(_bidders(screen, auction, view))
    body.appendChild(facts)
    box.appendChild(body)
    if actions:
        box.appendChild(_controls(screen, view, actions, seat))
    return box


def _bidders(screen, auction: dict, view: dict):
    ctx, tr = screen.ctx, screen.ctx.tr
    row = h("ul", {"cls": "bidders", "aria-label": tr("ui.auction.bidders")})
    for seat in auction.get("bidders") or []:
        now = seat == view.get("actor")
        classes = f"bidder p{seat}" + (" now" if now else "") + (" leader" if seat == auction.get("leader") else "")
        item = h("li", {"cls": classes},
                 h("span", {"cls": f"token p{seat}", "aria-hidden": "true"}, screen.labels[seat]),
                 h("span", {"cls": "bidder-name", "dir": "auto"}, ctx.name(seat)))
        if now:
            item.appendChild(h("span", {"cls": "badge turn"}, tr("ui.auction.now")))
        row.appendChild(item)
    return h("div", {"cls": "bidders-box"}, h("p", {"cls": "bidders-title"}, tr("ui.auction.bidders")), row)


def _controls(screen, view: dict, actions: list, seat):
    """Quick bids, a box for any amount from the view's min_bid to max_bid, and Drop out."""
    ctx, tr, app = screen.ctx, screen.ctx.tr, screen.app
    auction = view["pending"]
    cash = view["players"][seat]["cash"]
    low, high = auction.get("min_bid"), auction.get("max_bid")
    box = h("div", {"cls": "auction-controls"})
    box.appendChild(render_message(ctx, "ui.auction.your_turn", {"player": seat, "cash": cash}, "p", "auction-you"))
    bids = [a for a in actions if a.kind == "bid"]
    if bids:
        quick = h("div", {"cls": "quick-bids", "role": "group", "aria-label": tr("ui.auction.quick")})
        for action in bids:
            quick.appendChild(h("button", {"type": "button", "cls": "btn small go", "data-action": str(action),
                                           "testid": f"action-bid-{action.args[0]}",
                                           "on_click": lambda _el, a=action: app.act(a)}, app.label(action)))
        box.appendChild(quick)
    if isinstance(low, int) and isinstance(high, int) and low <= high:
        start = max(low, min(high, (auction.get("lot") or {}).get("price", low)))
        field = h("input", {"type": "number", "id": "bid-amount", "testid": "bid-amount", "min": low, "max": high,
                            "step": 1, "value": start, "inputmode": "numeric", "data-autofocus": "true"})
        box.appendChild(h("div", {"cls": "custom-bid"},
                          h("label", {"for": "bid-amount"}, tr("ui.auction.amount")), field,
                          h("button", {"type": "button", "cls": "btn small go", "testid": "bid-custom",
                                       "on_click": lambda _el: _custom(app, seat, low, high)},
                            tr("ui.auction.bid_this"))))
    drop = next((a for a in actions if a.kind == "pass"), None)
    if drop is not None:
        box.appendChild(h("button", {"type": "button", "cls": "btn big calm", "data-action": str(drop),
                                     "testid": "action-pass",
                                     "on_click": lambda _el: app.act(drop)}, app.label(drop)))
    return box


def _custom(app, seat: int, low: int, high: int) -> None:
    """Bid the typed amount if the engine accepts it; else say which amounts it takes."""
    field = app.root.querySelector("#bid-amount")
    amount = whole(field.value if field is not None else "")
    action = Action(seat, "bid", (amount,)) if amount is not None else None
    if action is None or not app.accepts(action):
        lang = app.tr.lang
        app.complain(app.tr("ui.auction.bad_bid", low=money(low, lang), high=money(high, lang)))
        return
    app.act(action)
