"""The "Manage properties" disclosure of Monopoly, in colour groups: the groups the player can
build on come first, each with Build first, then selling, lifting and mortgaging; and the note
above it, "You own all of the brown group — you can build", when the legal list has a Build.

Which group can be built on is read from the legal list (a `build` action is legal) and the
board data (each square's group): nothing here decides a rule."""

from ...dom import absent, h

ORDER = ("build", "sell", "sell_group", "lift", "mortgage")  # within a group; other kinds after


def _group(squares: list, action) -> str:
    if action.kind == "sell_group":
        return str(action.args[0]) if action.args else ""
    index = action.args[0] if action.args else None
    if isinstance(index, int) and 0 <= index < len(squares):
        return squares[index].get("group") or ""
    return ""


def buildable_groups(squares: list, actions: list) -> list:
    """The groups with a legal Build, in board order."""
    found = []
    for action in actions:
        group = _group(squares, action) if action.kind == "build" else ""
        if group and group not in found:
            found.append(group)
    return found


def sections(ctx, squares: list, actions: list) -> list:
    """[(title, group, actions)]: buildable groups first, then the others in board order."""
    order, by_group = [], {}
    for action in actions:
        group = _group(squares, action)
        if group not in by_group:
            order.append(group)
            by_group[group] = []
        by_group[group].append(action)
    first = buildable_groups(squares, actions)
    order.sort(key=lambda g: (g not in first, g == "", first.index(g) if g in first else 0))
    rank = {kind: n for n, kind in enumerate(ORDER)}
    out = []
    for group in order:
        items = sorted(by_group[group], key=lambda a: (rank.get(a.kind, len(ORDER)), a.args))
        title = ctx.value("group", group)[0] if group else ""
        if group in first:
            title = ctx.tr("ui.manage.can_build", group=title)
        out.append((title, group, items))
    return out


def build_note(ctx, squares: list, actions: list, view=None):
    """'You own all of the brown group — you can build' (one line per group), a button that opens
    the disclosure at its first Build; None when no Build is legal. Only groups the player owns
    whole, as the view's owners say (a house rule may allow building on a lone street)."""
    groups = buildable_groups(squares, actions)
    if view is not None and actions:
        owners = [sq.get("owner") for sq in view.get("squares") or []]
        seat = actions[0].seat
        groups = [g for g in groups if owners and all(owners[sq["index"]] == seat for sq in squares
                                                      if sq.get("group") == g)]
    if not groups:
        return None
    box = h("div", {"cls": "build-note", "testid": "build-note", "role": "status"})
    for group in groups:
        box.appendChild(h("button", {"type": "button", "cls": f"btn small go build-hint g-{group}",
                                     "data-group": group, "on_click": _open_manage},
                          h("span", {"cls": "chip-dot", "aria-hidden": "true"}),
                          ctx.tr("ui.manage.own_all", group=ctx.value("group", group)[0])))
    return box


def _open_manage(el) -> None:
    """Open the disclosure and put focus on the first Build of the group clicked."""
    open_manage_at(el, (f".manage-section.g-{el.getAttribute('data-group')} button",))


def open_manage_at(el, selectors: tuple) -> None:
    """Open the action bar's "Manage properties" (el is inside the bar) and put focus on the first
    button that matches one of `selectors`, in their order, or else its first button."""
    bar = el.closest(".action-bar")
    details = None if absent(bar) else bar.querySelector("details.manage")
    if absent(details):
        return
    details.open = True
    for selector in (*selectors, "button"):
        button = details.querySelector(selector)
        if not absent(button):
            button.focus()
            button.scrollIntoView(False)
            return
