"""One panel per player: name, bot/human, cash, where they stand, jail cards, their properties
(each a button that opens its property dialog) and, for human players, what they may do even
when it is not their turn: propose a trade, collect rent they are owed."""

from .dom import h
from .format import money


def render_panels(screen, view: dict, extras: dict):
    """extras: seat -> that human's out-of-turn actions (trade_open, claim_rent)."""
    box = h("div", {"cls": "panels"})
    for player in view["players"]:
        box.appendChild(_panel(screen, view, player, extras.get(player["seat"], [])))
    return box


def _panel(screen, view: dict, player: dict, extra: list):
    ctx, tr = screen.ctx, screen.ctx.tr
    seat = player["seat"]
    active = seat == view.get("turn_seat") and not view.get("over")
    classes = ["panel", f"p{seat}"]
    if active:
        classes.append("active")
    if player.get("out"):
        classes.append("out")
    badges = [h("span", {"cls": "badge role"}, tr("ui.player.bot" if player.get("bot") else "ui.player.human"))]
    if active:
        badges.append(h("span", {"cls": "badge turn"}, tr("ui.player.turn")))
    if player.get("in_jail"):
        badges.append(h("span", {"cls": "badge jail"}, tr("ui.player.in_jail")))
    if player.get("jail_cards"):
        badges.append(h("span", {"cls": "badge card", "testid": f"jail-cards-{seat}"},
                        tr("ui.player.jail_cards", n=player["jail_cards"])))
    if player.get("out"):
        badges.append(h("span", {"cls": "badge out"}, tr("ui.player.out")))
    head = h("div", {"cls": "panel-head"},
             h("span", {"cls": f"token p{seat}", "aria-hidden": "true"}, screen.labels[seat]),
             h("span", {"cls": "panel-name"}, player["name"]),
             h("span", {"cls": "panel-cash", "title": tr("ui.player.cash")}, money(player["cash"], tr.lang)))
    where = h("div", {"cls": "panel-where"}, tr("ui.player.at", square=ctx.square(player["position"])))
    return h("section", {"cls": " ".join(classes), "testid": f"player-{seat}", "data-cash": player["cash"],
                         "aria-label": player["name"], "aria-current": "true" if active else None},
             head, h("div", {"cls": "panel-info"}, h("div", {"cls": "badges"}, badges), where),
             _chips(screen, view, player), _extras(screen, seat, extra))


def _chips(screen, view: dict, player: dict):
    ctx, squares = screen.ctx, screen.squares
    props = sorted(player.get("properties", []))
    if not props:
        return h("p", {"cls": "no-props"}, ctx.tr("ui.player.no_props"))
    chips = h("ul", {"cls": "chips", "aria-label": ctx.tr("ui.player.props")})
    for index in props:
        data = squares[index]
        state = view["squares"][index]
        classes = ["chip", f"kind-{data['kind']}"]
        if data.get("group"):
            classes.append(f"g-{data['group']}")
        if state.get("mortgaged"):
            classes.append("mortgaged")
        if index == screen.selected:
            classes.append("selected")
        extra = []
        houses = state.get("houses", 0)
        if houses:
            extra.append(h("span", {"cls": "chip-houses"}, "H" if houses >= 5 else f"{houses}⌂"))
        if state.get("mortgaged"):
            extra.append(h("span", {"cls": "chip-m", "title": ctx.tr("ui.square.mortgaged")},
                           ctx.tr("ui.square.mortgaged_short")))
        chips.appendChild(h("li", {}, h(
            "button", {"type": "button", "cls": " ".join(classes), "title": ctx.square(index),
                       "testid": f"chip-{index}", "on_click": lambda _el, i=index: screen.inspect(i)},
            h("span", {"cls": "chip-dot", "aria-hidden": "true"}),
            h("span", {"cls": "chip-name"}, ctx.square(index)), extra)))
    return chips


def _extras(screen, seat: int, actions: list):
    """Collect-rent buttons, then 'Trade with: [name] [name]'."""
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
