"""The house rules of the new-game screen: one toggle per option with a one-line explanation,
and a "Quick game" button that turns on the variant's quick preset (Variant.presets["quick"])."""

from tycoon.core import find_variant

from .dom import absent, h

FIRST = ("turn_limit",)  # shown before the others (the rest keep the variant's order)
NUMBERS = ("turn_limit",)  # always a number field, even when the Quick preset sets it
LIMIT = "turn_limit"
BOTS_ONLY_LIMIT = 200  # rounds, when every seat is a bot and no limit is set (a bots' game must end)


def quick_preset(variant_id: str) -> dict:
    """The options the variant's "quick" preset turns on (none if it has no such preset)."""
    return dict(find_variant(variant_id).presets.get("quick", {}))


def quick_is_on(options: dict, quick: dict) -> bool:
    return bool(quick) and all(options.get(k) == v for k, v in quick.items())


def render_options(app, variant):
    tr, chosen = app.tr, app.setup["options"]
    quick = quick_preset(variant.id)
    box = h("fieldset", {"cls": "house-rules", "testid": "house-rules"}, h("legend", {}, tr("ui.setup.options")))
    if quick:
        on = quick_is_on(chosen, quick)
        box.appendChild(h("div", {"cls": "quick-row"},
                          h("button", {"type": "button", "cls": "btn big " + ("go" if on else "warm"),
                                       "testid": "quick-game", "aria-pressed": "true" if on else "false",
                                       "aria-describedby": "quick-help",
                                       "on_click": lambda _el: _toggle_quick(app, variant, quick)},
                            "⚡ ", tr("ui.setup.quick_on" if on else "ui.setup.quick")),
                          h("p", {"cls": "help", "id": "quick-help"},
                            tr("ui.setup.quick_help", n=quick.get(LIMIT) or "—"))))
    if LIMIT in variant.options and bots_only(app.setup):
        box.appendChild(h("p", {"cls": "help bots-only", "testid": "bots-only", "role": "status"},
                          tr("ui.setup.bots_only", n=chosen.get(LIMIT) or BOTS_ONLY_LIMIT)))
    items = h("ul", {"cls": "options"})
    names = [n for n in FIRST if n in variant.options] + [n for n in variant.options if n not in FIRST]
    for name in sorted(names, key=lambda n: (n not in FIRST, n not in quick)):
        items.appendChild(_option(app, variant, name, quick))
    items.appendChild(_undo_option(app))
    box.appendChild(items)
    return box


def _undo_option(app):
    """The table's undo house rule (off by default; not a rule of the variant: saved in settings)."""
    tr, settings = app.tr, app.setup.setdefault("settings", {"undo": False})
    box = h("input", {"type": "checkbox", "id": "option-undo", "testid": "option-undo", "checked": bool(settings.get("undo")),
                      "aria-describedby": "help-undo",
                      "on_change": lambda el: settings.__setitem__("undo", bool(el.checked))})
    return h("li", {"cls": "option"}, box,
             h("div", {"cls": "option-words"},
               h("label", {"for": "option-undo", "cls": "option-title"}, tr("ui.option.undo")),
               h("p", {"cls": "help", "id": "help-undo"}, tr("ui.help.undo"))))


def _option(app, variant, name: str, quick: dict):
    tr = app.tr
    default = variant.options[name]
    value = app.setup["options"].get(name, default)
    field_id, help_id = f"option-{name}", f"help-{name}"
    marks = ["option"] + (["quick-rule"] if name in quick else [])
    explain = h("p", {"cls": "help", "id": help_id}, _text(tr, "ui.help", name, quick.get(name)))
    other = [v for v in variant.choices.get(name, ()) if v != default]
    if isinstance(default, bool) or (name in quick and name not in NUMBERS) or len(other) == 1:
        # a switch: on means the quick rule's value, or the one other value the option allows
        on_value = other[0] if len(other) == 1 else quick.get(name, True) if not isinstance(default, bool) else True
        box = h("input", {"type": "checkbox", "id": field_id, "testid": field_id, "checked": value == on_value
                          if not isinstance(default, bool) else bool(value), "aria-describedby": help_id,
                          "on_change": lambda el: _set(app, name, on_value if el.checked else default, field_id)})
        title = h("label", {"for": field_id, "cls": "option-title"}, _text(tr, "ui.option", name, quick.get(name)))
        return h("li", {"cls": " ".join(marks)}, box, h("div", {"cls": "option-words"}, title, explain))
    box = h("input", {"type": "number", "id": field_id, "testid": field_id, "min": 0, "step": 1, "value": value,
                      "inputmode": "numeric", "aria-describedby": help_id,
                      "on_input": lambda el: _set(app, name, _int(el.value)),
                      "on_change": lambda el: _tidy(app, name, el)})
    title = h("label", {"for": field_id, "cls": "option-title"}, _text(tr, "ui.option", name, quick.get(name)))
    return h("li", {"cls": " ".join(marks + ["number"])}, box, h("div", {"cls": "option-words"}, title, explain))


def _text(tr, prefix: str, name: str, n) -> str:
    key = f"{prefix}.{name}"
    if tr.has(key):
        return tr(key, n=n)
    return name.replace("_", " ").capitalize() if prefix == "ui.option" else ""


def _toggle_quick(app, variant, quick: dict) -> None:
    options = app.setup["options"]
    if quick_is_on(options, quick):
        options.update({k: variant.options[k] for k in quick})
    else:
        options.update(quick)
    app.show_setup(keep=True, focus="quick-game")


def _set(app, name: str, value, redraw: str = "") -> None:
    """Store an option; a toggle redraws the screen so the Quick game button shows the truth."""
    app.setup["options"][name] = value
    if redraw:
        app.show_setup(keep=True, focus=redraw)


def _tidy(app, name: str, el) -> None:
    """When the field is left: a negative or unreadable number shows as the value kept (0), with
    a word about it; the all-bots note follows the new limit."""
    kept = app.setup["options"].get(name, 0)
    error = app.root.querySelector("[data-testid='setup-error']")
    if str(el.value) != str(kept):
        el.value = str(kept)
        app.setup_error = app.tr("ui.setup.limit_fixed")
    elif app.setup_error == app.tr("ui.setup.limit_fixed"):
        app.setup_error = ""
    if not absent(error):  # changed in place: a redraw now could swallow the click that left the field
        error.textContent = app.setup_error
    note = app.root.querySelector("[data-testid='bots-only']")
    if name == LIMIT and not absent(note):
        note.textContent = app.tr("ui.setup.bots_only", n=app.setup["options"].get(LIMIT) or BOTS_ONLY_LIMIT)


def bots_only(setup: dict) -> bool:
    return all(seat.get("bot") for seat in setup["seats"])


def ensure_limit(setup: dict, variant) -> bool:
    """A table of bots only always has a round limit: set the default one if there is none.
    True when it was set."""
    options = setup["options"]
    if LIMIT in variant.options and bots_only(setup) and not options.get(LIMIT):
        options[LIMIT] = BOTS_ONLY_LIMIT
        return True
    return False


def _int(text) -> int:
    try:
        return max(0, int(float(str(text))))
    except (ValueError, OverflowError):
        return 0
