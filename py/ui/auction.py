"""The auction box: what is for sale, the high bid, the bidder's cash, a bid of any amount or a
quick raise, and Drop out. Built only from the view and the legal list (any whole bid above the
high bid up to the bidder's cash is also accepted by the engine)."""

from tycoon.core import Action

from .dom import append, h
from .format import money
from .log import render_message

QUICK = 4  # quick-raise buttons shown


def auction_panel(ctx, view: dict, seat: int, actions: list, act, label):
    tr = ctx.tr
    pending = view["pending"]
    lot, high, leader = pending["lot"], pending["high"], pending.get("leader")
    cash = view["players"][seat]["cash"]
    if lot["kind"] == "deed":
        title = render_message(ctx, "ui.auction.deed", {"square": lot["square"], "price": lot["price"]}, "h2")
    else:
        title = render_message(ctx, f"ui.auction.{lot['kind']}", {"price": lot["price"]}, "h2")
    if leader is None:
        standing = h("p", {"cls": "auction-high"}, tr("ui.auction.no_bids"))
    else:
        standing = render_message(ctx, "ui.auction.high", {"player": leader, "amount": high}, "p", "auction-high")
    bids = sorted((a for a in actions if a.kind == "bid"), key=lambda a: a.args[0])
    quick = _quick(bids, lot.get("price", 0))
    box = h("section", {"cls": "auction-box", "testid": "auction", "aria-labelledby": "auction-title"})
    title.setAttribute("id", "auction-title")
    append(box, title, standing, h("p", {"cls": "auction-cash"}, tr("ui.auction.cash", amount=money(cash, tr.lang))))
    if bids:
        row = h("div", {"cls": "auction-quick"})
        for action in quick:
            row.appendChild(h("button", {"type": "button", "cls": "btn big go", "testid": f"bid-{action.args[0]}",
                                         "data-action": str(action), "on_click": lambda _el, a=action: act(a)},
                              label(action)))
        box.appendChild(row)
        box.appendChild(_own_bid(ctx, seat, bids[0].args[0], cash, act))
    box.appendChild(h("button", {"type": "button", "cls": "btn big calm", "testid": "action-pass",
                                 "data-action": str(Action(seat, "pass")),
                                 "on_click": lambda _el: act(Action(seat, "pass"))}, tr("ui.auction.pass")))
    return box


def _quick(bids: list, price: int) -> list:
    """The lowest bid, the printed price, and a few round raises."""
    if not bids:
        return []
    chosen = [bids[0]] + [b for b in bids if b.args[0] == price]
    for bid in bids[1:]:
        if len(chosen) >= QUICK:
            break
        if bid not in chosen and bid.args[0] % 10 == 0:
            chosen.append(bid)
    return sorted(set(chosen), key=lambda a: a.args[0])


def _own_bid(ctx, seat: int, lowest: int, cash: int, act):
    tr = ctx.tr
    field = h("input", {"type": "number", "id": "bid-amount", "min": str(lowest), "max": str(cash), "step": "1",
                        "value": str(lowest), "inputmode": "numeric", "testid": "bid-amount"})

    def place(_el):
        try:
            amount = int(str(field.value).strip())
        except ValueError:
            amount = -1
        act(Action(seat, "bid", (amount,)))

    return h("div", {"cls": "auction-own"},
             h("label", {"for": "bid-amount"}, tr("ui.auction.amount")), field,
             h("button", {"type": "button", "cls": "btn warm", "testid": "bid-own", "on_click": place},
               tr("ui.auction.bid")))
