"""One panel per player: name, bot/human, cash, where they stand, jail cards, their properties
(each a button that opens its property dialog) and, for human players, what they may do even
when it is not their turn (the variant's hooks draw those buttons)."""

from .dom import h
from .format import money


def render_panels(screen, view: dict, extras: dict):
    """extras: seat -> that human's out-of-turn actions (core.optional_actions)."""
    box = h("div", {"cls": "panels"})
    for seat, player in enumerate(view["players"]):
        box.appendChild(_panel(screen, view, seat, player, extras.get(seat, [])))
    return box


def _panel(screen, view: dict, seat: int, player: dict, extra: list):
    ctx, tr = screen.ctx, screen.ctx.tr
    active = seat == view.get("turn_seat") and not view.get("over")
    classes = ["panel", f"p{seat}"]
    if active:
        classes.append("active")
    if player.get("out"):
        classes.append("out")
    mark = screen.hooks.token_class(view, seat)  # e.g. the variant draws this player's token as another piece
    if mark:
        classes.append(f"token-{mark}")
    levels = view.get("levels")  # only at a table with an Easy or Hard bot (core/levels.py)
    if player.get("bot") and levels:
        role = h("span", {"cls": "badge role", "testid": f"level-{seat}", "data-level": levels[seat]},
                 tr("ui.player.bot_level", level=tr(f"ui.level.{levels[seat]}")))
    else:
        role = h("span", {"cls": "badge role"}, tr("ui.player.bot" if player.get("bot") else "ui.player.human"))
    badges = [role]
    if active:
        badges.append(h("span", {"cls": "badge turn"}, tr("ui.player.turn")))
    if player.get("in_jail"):
        badges.append(h("span", {"cls": "badge jail"}, tr("ui.player.in_jail")))
    if player.get("jail_cards"):
        badges.append(h("span", {"cls": "badge card", "testid": f"jail-cards-{seat}"},
                        tr("ui.player.jail_cards", n=player["jail_cards"])))
    if player.get("out"):
        badges.append(h("span", {"cls": "badge out"}, tr("ui.player.out")))
    badges.extend(screen.hooks.panel_badges(screen, view, seat))
    sealed = view.get("sealed") or {}
    if seat in (sealed.get("answered") or []):
        badges.append(h("span", {"cls": "badge answered", "testid": f"answered-{seat}"}, "✓ ", tr("ui.player.answered")))
    elif seat in (sealed.get("waiting") or []):
        badges.append(h("span", {"cls": "badge choosing"}, tr("ui.player.choosing")))
    head = h("div", {"cls": "panel-head"},
             h("span", {"cls": f"token p{seat} {mark}".strip(), "aria-hidden": "true"}, screen.labels[seat]),
             h("span", {"cls": "panel-name", "dir": "auto"}, ctx.name(seat)),
             h("span", {"cls": "panel-cash", "title": tr("ui.player.cash")}, money(player.get("cash", 0), tr.lang)))
    position = player.get("position")
    where = None if position is None else h("div", {"cls": "panel-where"}, tr("ui.player.at", square=ctx.square(position)))
    return h("section", {"cls": " ".join(classes), "testid": f"player-{seat}", "data-cash": player.get("cash", 0),
                         "aria-label": ctx.name(seat), "aria-current": "true" if active else None},
             head, h("div", {"cls": "panel-info"}, h("div", {"cls": "badges"}, badges), where),
             _chips(screen, view, player), screen.hooks.panel_extras(screen, seat, extra) if extra else None)


def _chips(screen, view: dict, player: dict):
    ctx, squares = screen.ctx, screen.squares
    if "properties" not in player:  # a game without deeds
        return None
    props = sorted(player["properties"])
    if not props and player.get("out"):  # a bankrupt player's deeds went to the creditor or the bank
        return None
    if not props:
        return h("p", {"cls": "no-props"}, ctx.tr("ui.player.no_props"))
    chips = h("ul", {"cls": "chips", "aria-label": ctx.tr("ui.player.props")})
    for index in props:
        data = squares[index]
        state = view["squares"][index] if index < len(view.get("squares") or []) else {}
        classes = ["chip", f"kind-{data['kind']}"]
        if data.get("group"):
            classes.append(f"g-{data['group']}")
        if state.get("mortgaged"):
            classes.append("mortgaged")
        if index == screen.selected:
            classes.append("selected")
        extra = []
        if state.get("hotel"):
            extra.append(h("span", {"cls": "chip-houses"}, "H"))
        elif state.get("house_count"):
            extra.append(h("span", {"cls": "chip-houses"}, f"{state['house_count']}⌂"))
        if state.get("mortgaged"):
            extra.append(h("span", {"cls": "chip-m", "title": ctx.tr("ui.square.mortgaged")},
                           ctx.tr("ui.square.mortgaged_short")))
        chips.appendChild(h("li", {}, h(
            "button", {"type": "button", "cls": " ".join(classes), "title": ctx.square(index),
                       "testid": f"chip-{index}", "on_click": lambda _el, i=index: screen.inspect(i)},
            h("span", {"cls": "chip-dot", "aria-hidden": "true"}),
            h("span", {"cls": "chip-name"}, ctx.square(index)), extra)))
    return chips


def action_buttons(screen, seat: int, actions: list):
    """The default out-of-turn buttons: one small button per action, labelled in words."""
    if not actions:
        return None
    app = screen.app
    box = h("div", {"cls": "panel-extras"})
    for action in actions:
        box.appendChild(h("button", {"type": "button", "cls": "btn small calm", "data-action": str(action),
                                     "testid": f"extra-{seat}-{action.kind}",
                                     "on_click": lambda _el, a=action: app.act(a)}, app.label(action)))
    return box
