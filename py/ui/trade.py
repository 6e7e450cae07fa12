"""The trade box. Drafting: what each side gives (deeds, jail cards, cash), toggled one legal
action at a time, then Send or Cancel. Receiving: the whole offer in words, then Accept, Reject
or Counter. Built only from the view and the legal list."""

from tycoon.core import Action

from .dom import append, h
from .format import money
from .log import render_message


def trade_panel(ctx, view: dict, seat: int, actions: list, act, label):
    trade = view["pending"]
    drafter, partner = trade["drafter"], trade["partner"]
    drafting = trade["stage"] == "draft"
    key = "ui.trade.drafting" if drafting else "ui.trade.offered"
    title = render_message(ctx, key, {"player": drafter, "partner": partner}, "h2")
    title.setAttribute("id", "trade-title")
    box = h("section", {"cls": "trade-box", "testid": "trade", "aria-labelledby": "trade-title"}, title)
    sides = h("div", {"cls": "trade-sides"},
              _side(ctx, view, drafter, trade["give"], len(trade["give_cards"]), max(trade["cash"], 0)),
              _side(ctx, view, partner, trade["take"], len(trade["take_cards"]), max(-trade["cash"], 0)))
    append(box, sides)
    if drafting:
        append(box, _draft_controls(ctx, seat, trade, actions, act, label))
    buttons = h("div", {"cls": "trade-buttons"})
    for kind, tone in (("trade_accept", "go"), ("trade_send", "go"), ("trade_counter", "warm"),
                       ("trade_reject", "calm"), ("trade_cancel", "calm")):
        for action in (a for a in actions if a.kind == kind):
            buttons.appendChild(_button(action, label, act, f"btn big {tone}"))
    append(box, buttons)
    return box


def _side(ctx, view, seat: int, deeds: list, cards: int, cash: int):
    tr = ctx.tr
    items = h("ul", {"cls": "trade-items"})
    for index in deeds:
        marker = " (" + tr("ui.square.mortgaged") + ")" if view["squares"][index].get("mortgaged") else ""
        items.appendChild(h("li", {}, ctx.square(index), marker))
    if cards:
        items.appendChild(h("li", {}, tr("ui.trade.jail_card")))
    if cash:
        items.appendChild(h("li", {}, money(cash, tr.lang)))
    if not (deeds or cards or cash):
        items.appendChild(h("li", {"cls": "note"}, tr("ui.trade.nothing")))
    return h("div", {"cls": "trade-side"}, render_message(ctx, "ui.trade.gives", {"player": seat}, "h3"), items)


def _draft_controls(ctx, seat: int, trade: dict, actions: list, act, label):
    tr = ctx.tr
    controls = h("div", {"cls": "trade-controls"})
    for kinds, title in ((("trade_give", "trade_card_give", "trade_card_remove"), "ui.trade.mine"),
                         (("trade_take", "trade_card_take", "trade_card_unask"), "ui.trade.theirs")):
        group = [a for a in actions if a.kind in kinds or (a.kind == "trade_remove" and
                 (a.args[0] in trade["give"]) == (title == "ui.trade.mine"))]
        if group:
            row = h("div", {"cls": "trade-row"}, h("h3", {}, tr(title)))
            for action in group:
                chosen = action.kind in ("trade_remove", "trade_card_remove", "trade_card_unask")
                row.appendChild(_button(action, label, act, "btn small " + ("go" if chosen else "calm"),
                                        pressed=chosen))
            controls.appendChild(row)
    cash = [a for a in actions if a.kind == "trade_cash"]
    if cash:
        row = h("div", {"cls": "trade-row trade-cash"}, h("h3", {}, tr("ui.trade.cash")))
        for action in sorted(cash, key=lambda a: a.args[0]):
            row.appendChild(_button(action, label, act, "btn small warm"))
        row.appendChild(_exact_cash(ctx, seat, trade, act))
        controls.appendChild(row)
    return controls


def _exact_cash(ctx, seat: int, trade: dict, act):
    field = h("input", {"type": "number", "id": "trade-cash", "step": "1", "value": str(trade["cash"]),
                        "testid": "trade-cash"})

    def set_cash(_el):
        try:
            change = int(str(field.value).strip()) - trade["cash"]
        except ValueError:
            change = 0
        act(Action(seat, "trade_cash", (change,)))

    return h("span", {"cls": "trade-exact"},
             h("label", {"for": "trade-cash"}, ctx.tr("ui.trade.exact")), field,
             h("button", {"type": "button", "cls": "btn small warm", "testid": "trade-cash-set",
                          "on_click": set_cash}, ctx.tr("ui.trade.set")))


def _button(action, label, act, classes: str, pressed=None):
    testid = "action-" + "-".join([action.kind, *(str(a) for a in action.args)])
    return h("button", {"type": "button", "cls": classes, "testid": testid, "data-action": str(action),
                        "aria-pressed": None if pressed is None else ("true" if pressed else "false"),
                        "on_click": lambda _el: act(action)}, label(action))
