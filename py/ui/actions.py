"""The action bar: one real <button> per legal action, labelled by describe() in words.

Nothing else is clickable. How the buttons are arranged is the variant's (its hooks, see
ui/variants/): which kinds go into the "Manage properties" disclosure, which come first, their
colours. Actions of a kind that comes several times go into the disclosure too, so the main
choices stay big.
"""

from .dom import h


def test_id(action, repeated: bool) -> str:
    if not repeated or not action.args:
        return f"action-{action.kind}"
    return "action-" + "-".join([action.kind, *(str(a) for a in action.args)])


def split(actions: list, hooks) -> tuple:
    """(main, manage, counts): manage = the repeated kinds and the variant's management kinds."""
    counts = {}
    for action in actions:
        counts[action.kind] = counts.get(action.kind, 0) + 1
    main, manage = [], []
    for action in actions:
        managed = action.kind in hooks.manage_kinds or (counts[action.kind] > 1 and action.kind not in hooks.always_main)
        (manage if managed else main).append(action)
    first = hooks.main_first
    main.sort(key=lambda a: first.index(a.kind) if a.kind in first else len(first))
    return main, manage, counts


def render_actions(ctx, hooks, actions: list, label, on_act, open_manage: bool = False, squares=(), view=None):
    """actions: legal Actions; label(action) -> text; on_act(action) is called on click. The
    "Manage" disclosure comes in the variant's sections (hooks.manage_sections: e.g. the groups
    one can build on first, Build first in each), after the variant's note (hooks.manage_note)."""
    bar = h("div", {"cls": "action-bar", "testid": "actions"})
    main, manage, counts = split(actions, hooks)
    if main:
        row = h("div", {"cls": "main-actions"})
        for action in main:
            row.appendChild(_button(action, label, on_act, counts, "btn big " + _tone(hooks, action.kind)))
        bar.appendChild(row)
    if manage:
        note = hooks.manage_note(ctx, squares, manage, view)
        if note is not None:
            bar.appendChild(note)
        box = h("details", {"cls": "manage", "open": open_manage or not main},
                h("summary", {}, ctx.tr(hooks.manage_title), f" ({len(manage)})"))
        for title, group, items in hooks.manage_sections(ctx, squares, manage):
            section = h("div", {"cls": "manage-section" + (f" g-{group}" if group else ""),
                                "testid": f"manage-{group}" if group else None})
            if title:
                section.appendChild(h("p", {"cls": "manage-head"},
                                      h("span", {"cls": "chip-dot", "aria-hidden": "true"}), title))
            grid = h("div", {"cls": "manage-actions"})
            for action in items:
                tone = " go" if action.kind in hooks.manage_go_kinds else ""
                grid.appendChild(_button(action, label, on_act, counts, "btn small" + tone))
            section.appendChild(grid)
            box.appendChild(section)
        bar.appendChild(box)
    return bar


def _tone(hooks, kind: str) -> str:
    if kind in hooks.go_kinds:
        return "go"
    return "calm" if kind in hooks.calm_kinds else "warm"


def _button(action, label, on_act, counts: dict, classes: str):
    return h("button", {"type": "button", "cls": classes,
                        "testid": test_id(action, counts.get(action.kind, 0) > 1),
                        "data-action": str(action), "on_click": lambda _el: on_act(action)},
             label(action))
