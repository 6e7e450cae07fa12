"""The property dialog of 如何做個大富翁, opened from a square or a deed in a panel: the deed with
its printed name, who owns it, buildings or mortgage, the rent a visitor pays now (from the view),
and what the player whose move it is may do with it — dumping it (拋售) included, under a line
that says what dumping does."""

from ...dom import h
from ...format import money
from ...log import render_message
from .deed import deed_card
from .names import square_name

SQUARE_KINDS = ("build", "sell", "mortgage", "lift", "dump")


def square_actions(actions: list, squares: list, index: int) -> list:
    """The legal actions that concern one square (and selling its whole group)."""
    group = squares[index].get("group")
    return [a for a in actions if (a.kind in SQUARE_KINDS and a.args and a.args[0] == index)
            or (a.kind == "sell_group" and a.args and a.args[0] == group)]


def _facts(ctx, data: dict, state: dict):
    tr = ctx.tr
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
        facts.appendChild(h("p", {"testid": "inspect-rent"},
                            tr("ui.taiwan.inspect.rent_spin", n=state["rent_dice_multiplier"])))
    elif owner is not None and "rent" in state:
        facts.appendChild(h("p", {"testid": "inspect-rent"}, tr("ui.inspect.rent", amount=money(state["rent"], tr.lang))))
    return facts


def inspector(screen, view: dict, index: int, actions: list, seat):
    """actions: the human actor's legal actions for this square (empty for a spectator)."""
    ctx, tr, app = screen.ctx, screen.ctx.tr, screen.app
    data = screen.squares[index]
    state = view["squares"][index]
    box = h("section", {"cls": "dialog-box inspect-box tw-inspect", "role": "dialog",
                        "aria-labelledby": "inspect-title", "testid": "inspector"})
    box.appendChild(h("h2", {"cls": "dialog-title", "id": "inspect-title"},
                      square_name(ctx, data, "inspect-name") or ctx.square(index)))
    body = h("div", {"cls": "inspect-body"})
    if data.get("price"):
        body.appendChild(deed_card(ctx, data))
    facts = _facts(ctx, data, state)
    mine = square_actions(actions, screen.squares, index)
    if mine:
        facts.appendChild(render_message(ctx, "ui.inspect.can", {"player": seat}, "p", "inspect-can"))
        row = h("div", {"cls": "inspect-actions"})
        for action in (a for a in mine if a.kind != "dump"):
            row.appendChild(_button(app, action, "go" if action.kind in ("build", "lift") else "warm"))
        facts.appendChild(row)
        for action in (a for a in mine if a.kind == "dump"):
            facts.appendChild(h("div", {"cls": "tw-dump-box"},
                                h("p", {"cls": "tw-dump-head"}, tr("ui.taiwan.dump.title")),
                                _button(app, action, "warm tw-dump")))
    elif seat is not None and state.get("owner") == seat:
        facts.appendChild(h("p", {"cls": "dialog-hint"}, tr("ui.inspect.nothing")))
    body.appendChild(facts)
    box.appendChild(body)
    box.appendChild(h("div", {"cls": "dialog-buttons"},
                      h("button", {"type": "button", "cls": "btn small calm", "testid": "inspect-close",
                                   "data-autofocus": "true" if not mine else None,
                                   "on_click": lambda _el: screen.inspect(None)}, tr("ui.inspect.close"))))
    return box


def _button(app, action, tone: str):
    return h("button", {"type": "button", "cls": f"btn small {tone}", "data-action": str(action),
                        "testid": f"inspect-{action.kind}", "on_click": lambda _el, a=action: app.act(a)},
             app.label(action))
