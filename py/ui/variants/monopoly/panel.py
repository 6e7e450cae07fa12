"""What a player's panel offers out of turn in Monopoly: collect rent owed, then
'Trade with: [name] [name]'."""

from ...dom import h


def panel_extras(screen, seat: int, actions: list):
    if not actions:
        return None
    app, ctx = screen.app, screen.ctx
    box = h("div", {"cls": "panel-extras"})
    for action in (a for a in actions if a.kind == "claim_rent"):
        box.appendChild(h("button", {"type": "button", "cls": "btn small go claim", "data-action": str(action),
                                     "testid": f"claim-{seat}-{action.args[0]}",
                                     "on_click": lambda _el, a=action: app.act(a)}, "$ ", app.label(action)))
    trades = [a for a in actions if a.kind == "trade_open"]
    if trades:
        row = h("div", {"cls": "trade-with", "role": "group", "aria-label": ctx.tr("ui.trade.with")},
                h("span", {"cls": "trade-with-label", "aria-hidden": "true"}, "⇄ ", ctx.tr("ui.trade.with")))
        for action in trades:
            partner = action.args[0]
            row.appendChild(h("button", {"type": "button", "cls": f"btn small calm partner p{partner}",
                                         "data-action": str(action), "testid": f"trade-open-{seat}-{partner}",
                                         "aria-label": app.label(action),
                                         "on_click": lambda _el, a=action: app.act(a)}, ctx.name(partner)))
        box.appendChild(row)
    return box
