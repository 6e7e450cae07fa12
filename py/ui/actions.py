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


def render_actions(ctx, hooks, actions: list, label, on_act, open_manage: bool = False, squares=(), view=None,
                   asking=None, on_answer=None):
    """actions: legal Actions; label(action) -> text; on_act(action) is called on click. The
    "Manage" disclosure comes in the variant's sections (hooks.manage_sections: e.g. the groups
    one can build on first, Build first in each), after the variant's note (hooks.manage_note).
    asking: the text of an action of hooks.confirm_kinds that was clicked and asks first: its
    question and Yes/No buttons stand in place of its button; on_answer(bool) is called."""
    bar = h("div", {"cls": "action-bar", "testid": "actions"})
    main, manage, counts = split(actions, hooks)
    note = hooks.action_note(ctx, view) if view is not None else None
    if note is not None:
        bar.appendChild(note)
    if main:
        row = h("div", {"cls": "main-actions"})
        for action in main:
            if asking is not None and str(action) == asking:
                row.appendChild(confirm_box(ctx, action, on_answer))
                continue
            row.appendChild(_button(action, label, on_act, counts, "btn big " + _tone(hooks, action.kind)))
        bar.appendChild(row)
    if manage:
        note = hooks.manage_note(ctx, squares, manage, view)
        if note is not None:
            bar.appendChild(note)
        box = h("details", {"cls": "manage", "open": open_manage or not main},
                h("summary", {}, ctx.tr(hooks.manage_title), f" ({hooks.manage_count(view, manage)})"))
        for title, group, items in hooks.manage_sections(ctx, squares, manage):
            section = h("div", {"cls": "manage-section" + (f" g-{group}" if group else ""),
                                "testid": f"manage-{group}" if group else None})
            if title:
                section.appendChild(h("p", {"cls": "manage-head"},
                                      h("span", {"cls": "chip-dot", "aria-hidden": "true"}), title))
            grid = h("div", {"cls": "manage-actions"})
            for action in items:
                if asking is not None and str(action) == asking:
                    grid.appendChild(confirm_box(ctx, action, on_answer))
                    continue
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


def confirm_box(ctx, action, on_answer):
    """The question an action of hooks.confirm_kinds asks before it is sent: real buttons; focus
    goes to "No", the safe choice (data-autofocus, App.act); Escape says No (motion.py)."""
    kind, tr = action.kind, ctx.tr
    return h("div", {"cls": "action-confirm", "role": "group", "aria-labelledby": f"confirm-{kind}-q",
                     "testid": f"confirm-{kind}"},
             h("span", {"cls": "confirm-q", "id": f"confirm-{kind}-q"}, tr(f"ui.confirm.{kind}.ask")),
             h("button", {"type": "button", "cls": "btn small warm", "testid": f"confirm-{kind}-yes",
                          "on_click": lambda _el: on_answer(True)}, tr(f"ui.confirm.{kind}.yes")),
             h("button", {"type": "button", "cls": "btn small calm", "testid": f"confirm-{kind}-no",
                          "data-autofocus": "true", "on_click": lambda _el: on_answer(False)},
               tr(f"ui.confirm.{kind}.no")))
