"""One panel per player: name, bot/human, cash, where they stand, their properties."""

from .dom import h
from .format import money


def render_panels(ctx, view: dict, squares: list, labels: list, on_select=None):
    """on_select(index), when given, makes each property chip a button that picks that square."""
    box = h("div", {"cls": "panels"})
    for player in view["players"]:
        box.appendChild(_panel(ctx, view, squares, labels, player, on_select))
    return box


def _panel(ctx, view: dict, squares: list, labels: list, player: dict, on_select=None):
    tr = ctx.tr
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
    if player.get("out"):
        badges.append(h("span", {"cls": "badge out"}, tr("ui.player.out")))
    head = h("div", {"cls": "panel-head"},
             h("span", {"cls": f"token p{seat}", "aria-hidden": "true"}, labels[seat]),
             h("span", {"cls": "panel-name"}, player["name"]),
             h("span", {"cls": "panel-cash", "title": tr("ui.player.cash")}, money(player["cash"], tr.lang)))
    where = h("div", {"cls": "panel-where"}, tr("ui.player.at", square=ctx.square(player["position"])))
    return h("section", {"cls": " ".join(classes), "testid": f"player-{seat}",
                         "aria-label": player["name"], "aria-current": "true" if active else None},
             head, h("div", {"cls": "panel-info"}, h("div", {"cls": "badges"}, badges), where),
             _chips(ctx, view, squares, player, on_select))


def _chips(ctx, view: dict, squares: list, player: dict, on_select=None):
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
        extra = []
        houses = state.get("houses", 0)
        if houses:
            extra.append(h("span", {"cls": "chip-houses"}, "H" if houses >= 5 else f"{houses}⌂"))
        if state.get("mortgaged"):
            extra.append(h("span", {"cls": "chip-m", "title": ctx.tr("ui.square.mortgaged")},
                           ctx.tr("ui.square.mortgaged_short")))
        inner = [h("span", {"cls": "chip-dot", "aria-hidden": "true"}),
                 h("span", {"cls": "chip-name"}, ctx.square(index)), extra]
        if on_select is not None:
            inner = [h("button", {"type": "button", "cls": "chip-button", "testid": f"chip-{index}",
                                  "on_click": lambda _el, i=index: on_select(i)}, inner)]
        chips.appendChild(h("li", {"cls": " ".join(classes), "title": ctx.square(index)}, inner))
    return chips
