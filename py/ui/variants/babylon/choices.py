"""The look step ("these are your secrets — remember them": games saved before version 4) and
each round's privilege: Check (which gem), Secret, or neither, one line explaining each; the
Send / Change step of every sealed answer."""

from ...dom import h
from .parts import act_button, box, gem, hint
from .secrets import my_secrets


def look_box(screen, view: dict, actions: list):
    tr = screen.ctx.tr
    ready = [a for a in actions if a.kind == "ready"]
    if not ready:
        return box("bb-look", tr("ui.babylon.look_title_wait"), hint(tr("ui.babylon.look_wait")), cls="bb-look")
    return box("bb-look", tr("ui.babylon.look_title"), my_secrets(screen, view, big=True),
               hint(tr("ui.babylon.look_help")),
               h("div", {"cls": "bb-row"}, act_button(screen, ready[0], cls="btn big go")), cls="bb-look")


def privilege_box(screen, view: dict, actions: list, offers_below: bool = False):
    """`offers_below`: a one-visit round, the offer picker under this box; offers sent without
    Check or Secret say "neither", so there is no Neither button (one click less a round)."""
    ctx, tr = screen.ctx, screen.ctx.tr
    key = "ui.babylon.privilege_first_title" if offers_below else "ui.babylon.privilege_title"
    title = tr(key, round=view.get("round"), rounds=view.get("rounds"))
    if not actions:
        return box("bb-privilege", title, hint(tr("ui.babylon.privilege_wait")), cls="bb-privilege")
    checks = [a for a in actions if a.kind == "check"]
    # one visit: Secret is a toggle of the offer picker (picker.secret_toggle)
    secret = None if offers_below else next((a for a in actions if a.kind == "secret"), None)
    if offers_below and not checks:
        return None  # nothing to do before the offers but Secret, which is in the picker
    none = None if offers_below else next((a for a in actions if a.kind == "none"), None)
    mine = view.get("mine") or {}
    options = []
    if checks:
        row = h("div", {"cls": "bb-row"},
                [act_button(screen, a, gem(ctx, a.args[0]), cls="btn big calm bb-pick",
                            **{"aria-label": screen.app.label(a)}) for a in checks])
        options.append(h("div", {"cls": "bb-option", "testid": "bb-check"},
                         h("h3", {}, tr("ui.babylon.check_name")), hint(tr("ui.babylon.check_help")), row))
    elif mine.get("check_used"):
        options.append(hint(tr("ui.babylon.check_gone"), "bb-gone"))
    if secret is not None:
        options.append(h("div", {"cls": "bb-option", "testid": "bb-secret"},
                         h("h3", {}, tr("ui.babylon.secret_name")), hint(tr("ui.babylon.secret_help")),
                         h("div", {"cls": "bb-row"}, act_button(screen, secret))))
    elif mine.get("secret_used") and not offers_below:
        options.append(hint(tr("ui.babylon.secret_gone"), "bb-gone"))
    if none is not None:
        options.append(h("div", {"cls": "bb-option", "testid": "bb-none"},
                         h("h3", {}, tr("ui.babylon.none_name")), hint(tr("ui.babylon.none_help")),
                         h("div", {"cls": "bb-row"}, act_button(screen, none, cls="btn big calm"))))
    help_key = "ui.babylon.privilege_first_help" if offers_below else "ui.babylon.privilege_help"
    return box("bb-privilege", title, hint(tr(help_key)), h("div", {"cls": "bb-options"}, options),
               cls="bb-privilege" + (" bb-before-offers" if offers_below else ""))


def seal_box(screen, action):
    """What a sealed answer says, before it goes: Send (focus, so Enter sends) or Change (back to
    the choice; Escape too: motion.py)."""
    app, tr = screen.app, screen.ctx.tr
    first = screen.app.hooks.sent_first(app, action)  # Secret, toggled in the offer picker
    return h("section", {"cls": "dialog-box bb-seal", "role": "dialog", "aria-labelledby": "seal-title",
                         "aria-describedby": "seal-what", "testid": "bb-seal"},
             h("h2", {"cls": "dialog-title", "id": "seal-title"}, tr("ui.babylon.seal_title")),
             h("div", {"cls": "bb-seal-what", "id": "seal-what", "testid": "seal-what"},
               [h("p", {}, app.label(a)) for a in [*first, action]]),
             hint(tr("ui.babylon.seal_hint")),
             h("div", {"cls": "dialog-buttons"},
               h("button", {"type": "button", "cls": "btn big go", "testid": "seal-send", "data-autofocus": "true",
                            "on_click": lambda _el: app.answer_confirm(True)}, tr("ui.babylon.seal_send")),
               h("button", {"type": "button", "cls": "btn big calm", "testid": "seal-change",
                            "on_click": lambda _el: app.answer_confirm(False)}, tr("ui.babylon.seal_change"))))
