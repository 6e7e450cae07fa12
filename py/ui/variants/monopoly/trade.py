"""The trade dialog. While drafting, the human proposer ticks deeds on both sides, sets the money
and sends; the receiver then sees the offer in words (who gives what, for what) with Accept /
Reject / Counter. While a bot drafts or answers, everyone sees the trade read-only."""

from tycoon.core import Action

from ...dom import h
from ...format import money, whole
from ...log import render_message

GIVE_KINDS = ("trade_give", "trade_remove")
TAKE_KINDS = ("trade_take", "trade_remove")


def trade_box(screen, view: dict, actions: list, seat):
    """actions: the human actor's legal list (empty while a bot acts)."""
    ctx = screen.ctx
    trade = view.get("pending") or {}
    drafter, partner = trade.get("drafter"), trade.get("partner")
    drafting = trade.get("stage") == "draft"
    box = h("section", {"cls": "dialog-box trade-box", "role": "dialog", "aria-labelledby": "trade-title",
                        "testid": "trade"})
    if actions and drafting:
        key = "ui.trade.title_draft"
    elif actions:
        key = "ui.trade.title_offer"
    else:
        key = "ui.trade.title_watch"
    title = render_message(ctx, key, {"player": drafter, "partner": partner}, "h2", "dialog-title")
    title.setAttribute("id", "trade-title")
    box.appendChild(title)
    if actions and drafting:
        box.appendChild(h("p", {"cls": "dialog-hint"}, ctx.tr("ui.trade.hint")))
    elif not actions:
        waiting = "ui.trade.drafting" if drafting else "ui.trade.deciding"
        box.appendChild(render_message(ctx, waiting, {"player": drafter if drafting else partner}, "p",
                                       "dialog-hint"))
    editable = bool(actions) and drafting
    columns = h("div", {"cls": "trade-columns"},
                _side(screen, view, drafter, "give", actions if editable else []),
                h("div", {"cls": "trade-arrows", "aria-hidden": "true"}, "⇄"),
                _side(screen, view, partner, "take", actions if editable else []))
    box.appendChild(columns)
    box.appendChild(_cash_line(ctx, trade))
    if editable:
        box.appendChild(_cash_controls(screen, view, actions, seat))
    fee = _fee_note(screen, trade)
    if fee is not None:
        box.appendChild(fee)
    if actions:
        box.appendChild(_buttons(screen, actions, drafting, drafter))
    return box


def _side(screen, view: dict, owner, side: str, actions: list):
    """One player's column: what they give. Editable: every deed they may trade, as a toggle."""
    ctx, tr = screen.ctx, screen.ctx.tr
    trade = view["pending"]
    chosen = list(trade.get(side) or [])
    column = h("div", {"cls": f"trade-side p{owner}", "testid": f"trade-side-{side}"})
    column.appendChild(render_message(ctx, "ui.trade.gives", {"player": owner}, "h3", "trade-side-title"))
    items = h("ul", {"cls": "trade-items"})
    kinds = GIVE_KINDS if side == "give" else TAKE_KINDS
    toggles = [a for a in actions if a.kind in kinds and a.args and view["squares"][a.args[0]]["owner"] == owner]
    if toggles:
        for action in sorted(toggles, key=lambda a: a.args[0]):
            index = action.args[0]
            pressed = index in chosen
            button = h("button", {"type": "button", "cls": "trade-deed" + (" chosen" if pressed else ""),
                                  "aria-pressed": "true" if pressed else "false", "data-action": str(action),
                                  "testid": f"trade-deed-{index}", "on_click": lambda _el, a=action: screen.app.act(a)},
                       _deed_words(screen, view, index, pressed))
            items.appendChild(h("li", {}, button))
    else:
        for index in chosen:
            items.appendChild(h("li", {"cls": "trade-deed static chosen"}, _deed_words(screen, view, index, True)))
    card_key = "give_cards" if side == "give" else "take_cards"
    card_kinds = ("trade_card_give", "trade_card_remove") if side == "give" else ("trade_card_take", "trade_card_unask")
    card_action = next((a for a in actions if a.kind in card_kinds), None)
    has_card = bool(trade.get(card_key))
    if card_action is not None:
        items.appendChild(h("li", {}, h("button", {
            "type": "button", "cls": "trade-deed card" + (" chosen" if has_card else ""),
            "aria-pressed": "true" if has_card else "false", "data-action": str(card_action),
            "testid": f"trade-card-{side}", "on_click": lambda _el: screen.app.act(card_action)},
            h("span", {"cls": "tick", "aria-hidden": "true"}, "✓" if has_card else ""),
            tr("ui.trade.jail_card"))))
    elif has_card:
        items.appendChild(h("li", {"cls": "trade-deed static chosen card"}, tr("ui.trade.jail_card")))
    if not items.childElementCount:
        items.appendChild(h("li", {"cls": "trade-empty"}, tr("ui.trade.nothing" if not actions else "ui.trade.none_tradable")))
    column.appendChild(items)
    return column


def _deed_words(screen, view: dict, index: int, chosen: bool) -> list:
    ctx = screen.ctx
    data = screen.squares[index]
    group = f" g-{data['group']}" if data.get("group") else ""
    parts = [h("span", {"cls": "tick", "aria-hidden": "true"}, "✓" if chosen else ""),
             h("span", {"cls": "chip-dot" + group, "aria-hidden": "true"}),
             h("span", {"cls": "trade-deed-name"}, ctx.square(index)),
             h("span", {"cls": "trade-deed-price"}, money(data.get("price", 0), ctx.tr.lang))]
    if view["squares"][index].get("mortgaged"):
        parts.append(h("span", {"cls": "chip-m", "title": ctx.tr("ui.square.mortgaged")},
                       ctx.tr("ui.square.mortgaged_short")))
    return parts


def _cash_line(ctx, trade: dict):
    cash = trade.get("cash", 0)
    if not cash:
        return h("p", {"cls": "trade-cash none", "testid": "trade-cash"}, ctx.tr("ui.trade.no_cash"))
    payer, payee = (trade["drafter"], trade["partner"]) if cash > 0 else (trade["partner"], trade["drafter"])
    line = render_message(ctx, "ui.trade.cash", {"payer": payer, "payee": payee, "amount": abs(cash)}, "p",
                          "trade-cash")
    line.setAttribute("data-testid", "trade-cash")
    return line


def _cash_controls(screen, view: dict, actions: list, seat):
    tr, app = screen.ctx.tr, screen.app
    trade = view["pending"]
    box = h("div", {"cls": "trade-money", "role": "group", "aria-label": tr("ui.trade.money")})
    steps = h("div", {"cls": "cash-steps"})
    for action in sorted((a for a in actions if a.kind == "trade_cash"), key=lambda a: (a.args[0] < 0, abs(a.args[0]))):
        steps.appendChild(h("button", {"type": "button", "cls": "btn small " + ("warm" if action.args[0] > 0 else "calm"),
                                       "data-action": str(action), "testid": f"action-trade_cash-{action.args[0]}",
                                       "on_click": lambda _el, a=action: app.act(a)},
                                   _step_label(tr, action.args[0], trade.get("cash", 0))))
    box.appendChild(steps)
    current = abs(trade.get("cash", 0))
    most = max(trade.get("cash_max", 0), -trade.get("cash_min", 0), current)
    field = h("input", {"type": "number", "id": "trade-amount", "testid": "trade-amount", "min": 0, "max": most,
                        "step": 10, "value": current, "inputmode": "numeric"})
    box.appendChild(h("div", {"cls": "custom-cash"},
                      h("label", {"for": "trade-amount"}, tr("ui.trade.amount")), field,
                      h("button", {"type": "button", "cls": "btn small warm", "testid": "trade-cash-mine",
                                   "on_click": lambda _el: _set_cash(app, view, seat, 1)}, tr("ui.trade.i_pay")),
                      h("button", {"type": "button", "cls": "btn small calm", "testid": "trade-cash-theirs",
                                   "on_click": lambda _el: _set_cash(app, view, seat, -1)}, tr("ui.trade.they_pay"))))
    return box


def _step_label(tr, step: int, cash: int) -> str:
    """A money step said from the drafter's side, given who pays now (cash > 0: I pay):
    "I pay $10 more", "They pay $10 less", or from nothing, "I pay $10" / "They pay $10"."""
    amount = money(abs(step), tr.lang)
    if cash > 0:
        key = "ui.trade.step_i_more" if step > 0 else "ui.trade.step_i_less"
    elif cash < 0:
        key = "ui.trade.step_they_less" if step > 0 else "ui.trade.step_they_more"
    else:
        key = "ui.trade.step_i_pay" if step > 0 else "ui.trade.step_they_pay"
    return tr(key, amount=amount)


def _set_cash(app, view: dict, seat: int, sign: int) -> None:
    """Make the money in the trade exactly the typed amount, paid by me (sign 1) or them (−1),
    if the engine accepts it; the limits said are the view's (cash_max, cash_min)."""
    trade = view["pending"]
    field = app.root.querySelector("#trade-amount")
    amount = whole(field.value if field is not None else "")
    limit = trade.get("cash_max", 0) if sign > 0 else -trade.get("cash_min", 0)
    change = None if amount is None or amount < 0 else sign * amount - trade.get("cash", 0)
    action = Action(seat, "trade_cash", (change,)) if change else None
    if change is None or (action is not None and not app.accepts(action)):
        app.complain(app.tr("ui.trade.bad_cash", high=money(max(0, limit), app.tr.lang)))
        return
    if action is not None:
        app.act(action)


def _fee_note(screen, trade: dict):
    """What each receiver of a mortgaged deed pays the bank at once — the fees the engine will
    charge (pending["fees"]), never worked out here."""
    fees = trade.get("fees") or []
    if not fees:
        return None
    box = h("div", {"cls": "trade-fees", "testid": "trade-fees"})
    for fee in fees:
        line = render_message(screen.ctx, "ui.trade.fee", {"player": fee.get("player"), "square": fee.get("square"),
                                                            "amount": fee.get("amount", 0)}, "p", "trade-fee")
        line.setAttribute("data-square", str(fee.get("square")))
        line.setAttribute("data-amount", str(fee.get("amount", 0)))
        box.appendChild(line)
    return box


def _buttons(screen, actions: list, drafting: bool, drafter=None):
    app, tr = screen.app, screen.ctx.tr
    order = ("trade_send", "trade_cancel") if drafting else ("trade_accept", "trade_counter", "trade_reject")
    tones = {"trade_send": "go", "trade_accept": "go", "trade_counter": "warm"}
    row = h("div", {"cls": "dialog-buttons"})
    if drafting:
        row.appendChild(_send_hint(tr, actions))
    if not drafting and not any(a.kind == "trade_accept" for a in actions):
        row.appendChild(h("p", {"cls": "dialog-hint warn", "testid": "trade-cannot"}, tr("ui.trade.cannot_accept")))
    for kind in order:
        action = next((a for a in actions if a.kind == kind), None)
        if action is None and kind == "trade_send":
            row.appendChild(_send_waiting(app, drafter))
        if action is None:
            continue
        row.appendChild(h("button", {"type": "button", "cls": f"btn big {tones.get(kind, 'calm')}",
                                     "data-action": str(action), "testid": f"action-{kind}",
                                     "data-autofocus": "true" if kind in ("trade_send", "trade_accept") else None,
                                     "on_click": lambda _el, a=action: app.act(a)}, app.label(action)))
    return row


# The draft's buttons keep their place as deeds go in and out: "Send the offer" stands greyed
# until there is something to send, and the line saying what is missing keeps its room (hidden)
# once there is — else the panel shrinks under the pointer and the next click lands on another
# deed.

def _send_hint(tr, actions: list):
    sendable = any(a.kind == "trade_send" for a in actions)
    return h("p", {"cls": "dialog-hint" + (" held" if sendable else ""), "id": "trade-send-hint",
                   "aria-hidden": "true" if sendable else None}, tr("ui.trade.add_something"))


def _send_waiting(app, drafter):
    return h("button", {"type": "button", "cls": "btn big go", "disabled": True, "testid": "trade-send-waiting",
                        "aria-describedby": "trade-send-hint"}, app.label(Action(drafter, "trade_send")))
