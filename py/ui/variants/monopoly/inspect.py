"""The property dialog, opened by clicking a square on the board or a deed in a player's panel:
the title deed, who owns it, its buildings or mortgage, and what the player whose move it is may
do with it now (build, sell, mortgage, lift), each button saying the price before the click."""

from ...dom import h
from ...format import money
from ...log import render_message
from .deed import deed_card

SQUARE_KINDS = ("build", "sell", "mortgage", "lift")


def square_actions(actions: list, squares: list, index: int, kinds: tuple = SQUARE_KINDS) -> list:
    """The legal actions that concern one square (and selling its whole group)."""
    group = squares[index].get("group")
    return [a for a in actions if (a.kind in kinds and a.args and a.args[0] == index)
            or (a.kind == "sell_group" and a.args and a.args[0] == group)]


def inspector(screen, view: dict, index: int, actions: list, seat, *, title=None, deed=deed_card, cls: str = "",
              kinds: tuple = SQUARE_KINDS, boxed=None):
    """actions: the human actor's legal actions for this square (empty for a spectator). A
    variant's dialog passes its title element, deed card, box class, the action kinds that
    concern a square, and `boxed`: kind -> a function (app, action) giving that action's own box
    (Taiwan's dumping, under a line that says what it does)."""
    ctx, tr, app = screen.ctx, screen.ctx.tr, screen.app
    data = screen.squares[index]
    state = view["squares"][index]
    box = h("section", {"cls": f"dialog-box inspect-box {cls}".strip(), "role": "dialog",
                        "aria-labelledby": "inspect-title", "testid": "inspector"})
    box.appendChild(h("h2", {"cls": "dialog-title", "id": "inspect-title"}, title or ctx.square(index)))
    body = h("div", {"cls": "inspect-body"})
    if data.get("price"):
        body.appendChild(deed(ctx, data))
    facts = h("div", {"cls": "inspect-facts"})
    owner = state.get("owner")
    if owner is not None:
        facts.appendChild(render_message(ctx, "ui.inspect.owner", {"player": owner}, "p", "inspect-owner"))
    elif data.get("price"):
        facts.appendChild(h("p", {}, tr("ui.inspect.bank", price=money(data["price"], tr.lang))))
    if state.get("hotel"):
        facts.appendChild(h("p", {}, tr("ui.square.hotel")))
    elif state.get("house_count"):
        facts.appendChild(h("p", {}, tr.count("ui.square.houses", state["house_count"])))
    if state.get("mortgaged"):
        facts.appendChild(h("p", {"cls": "inspect-mortgaged"}, tr("ui.inspect.mortgaged")))
        if state.get("lift_cost"):
            facts.appendChild(h("p", {"testid": "inspect-lift-cost"},
                                tr("ui.inspect.lift_cost", amount=money(state["lift_cost"], tr.lang))))
    elif owner is not None and state.get("rent_dice_multiplier"):
        facts.appendChild(h("p", {"testid": "inspect-rent"}, tr("ui.inspect.rent_dice", n=state["rent_dice_multiplier"])))
    elif owner is not None and "rent" in state:
        facts.appendChild(h("p", {"testid": "inspect-rent"}, tr("ui.inspect.rent", amount=money(state["rent"], tr.lang))))
    mine = square_actions(actions, screen.squares, index, kinds)
    boxed = boxed or {}
    if mine:
        facts.appendChild(render_message(ctx, "ui.inspect.can", {"player": seat}, "p", "inspect-can"))
        row = h("div", {"cls": "inspect-actions"})
        for action in mine:
            if action.kind not in boxed:
                row.appendChild(button(app, action, _tone(action.kind)))
        facts.appendChild(row)
        for action in mine:
            if action.kind in boxed:
                facts.appendChild(boxed[action.kind](app, action))
    elif seat is not None and owner == seat:
        facts.appendChild(h("p", {"cls": "dialog-hint"}, tr("ui.inspect.nothing")))
    body.appendChild(facts)
    box.appendChild(body)
    box.appendChild(h("div", {"cls": "dialog-buttons"},
                      h("button", {"type": "button", "cls": "btn small calm", "testid": "inspect-close",
                                   "data-autofocus": "true" if not mine else None,
                                   "on_click": lambda _el: screen.inspect(None)}, tr("ui.inspect.close"))))
    return box


def _tone(kind: str) -> str:
    return "go" if kind in ("build", "lift") else "warm"


def button(app, action, tone: str):
    return h("button", {"type": "button", "cls": f"btn small {tone}", "data-action": str(action),
                        "testid": f"inspect-{action.kind}", "on_click": lambda _el, a=action: app.act(a)},
             app.label(action))
