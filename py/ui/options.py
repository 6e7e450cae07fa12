"""The house rules of the new-game screen: one toggle per option with a one-line explanation,
and one toggle button per preset of the game (Variant.presets: the Quick game, the Lesson…), each
with its own line made from the preset's data (ui/presets.py)."""

from . import presets as preset_words
from .dom import absent, h
from .help.pages import page_values

FIRST = ("turn_limit",)  # shown before the others (the rest keep the variant's order)
NUMBERS = ("turn_limit",)  # always a number field, even when a preset sets it
LIMIT = "turn_limit"
BOTS_ONLY_LIMIT = 200  # rounds, when every seat is a bot and no limit is set (a bots' game must end)


def render_options(app, variant):
    tr, chosen = app.tr, app.setup["options"]
    found = preset_words.presets(variant)
    quick = dict(found[0][1]) if found and found[0][0] == "quick" else {}
    values = preset_words.preset_values(variant)
    box = h("fieldset", {"cls": "house-rules", "testid": "house-rules"}, h("legend", {}, tr("ui.setup.options")))
    if found:
        box.appendChild(h("div", {"cls": "presets"}, *[_preset_row(app, variant, name, preset) for name, preset in found]))
    if LIMIT in variant.options and bots_only(app.setup):
        box.appendChild(h("p", {"cls": "help bots-only", "testid": "bots-only", "role": "status"},
                          tr("ui.setup.bots_only", n=chosen.get(LIMIT) or BOTS_ONLY_LIMIT)))
    items = h("ul", {"cls": "options"})
    shown = [n for n in variant.options if n not in variant.hidden_options]
    names = [n for n in FIRST if n in shown] + [n for n in shown if n not in FIRST]
    figures = page_values(variant.id, chosen, tr.lang)  # the rules page's amounts, on the board chosen
    for name in sorted(names, key=lambda n: (n not in FIRST, n not in quick)):
        items.appendChild(_option(app, variant, name, quick, values, figures))
    items.appendChild(_undo_option(app))
    box.appendChild(items)
    return box


def preset_ids(name: str) -> tuple:
    """The button's testid and its explanation's id: the Quick game keeps its old ones."""
    return ("quick-game", "quick-help") if name == "quick" else (f"preset-{name}", f"preset-{name}-help")


def _preset_row(app, variant, name: str, preset: dict):
    tr = app.tr
    on = preset_words.is_on(app.setup["options"], preset)
    testid, help_id = preset_ids(name)
    icon = preset_words.ICONS.get(name)
    label = preset_words.title(tr, name)
    return h("div", {"cls": "preset-row", "testid": f"preset-row-{name}"},
             h("button", {"type": "button", "cls": "btn big " + ("go" if on else "warm"), "testid": testid,
                          "aria-pressed": "true" if on else "false", "aria-describedby": help_id,
                          "on_click": lambda _el: _toggle_preset(app, variant, preset, testid)},
               f"{icon} " if icon else None, tr("ui.setup.preset_on", preset=label) if on else label),
             h("p", {"cls": "help", "id": help_id}, preset_words.explain(tr, variant, name, preset)))


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


def _option(app, variant, name: str, quick: dict, values: dict, figures: dict | None = None):
    """One option: a switch (a yes/no, or an option with one other value: a preset's), or a number
    field. The ⚡ mark (and its place near the top) is the Quick game's rules'."""
    tr = app.tr
    default = variant.options[name]
    value = app.setup["options"].get(name, default)
    field_id, help_id = f"option-{name}", f"help-{name}"
    marks = ["option"] + (["quick-rule"] if name in quick else [])
    explain = h("p", {"cls": "help", "id": help_id}, _text(tr, "ui.help", name, values.get(name), figures))
    other = [v for v in variant.choices.get(name, ()) if v != default]
    if isinstance(default, bool) or (name in values and name not in NUMBERS) or len(other) == 1:
        # a switch: on means the preset's value, or the one other value the option allows
        on_value = other[0] if len(other) == 1 else values.get(name, True) if not isinstance(default, bool) else True
        box = h("input", {"type": "checkbox", "id": field_id, "testid": field_id, "checked": value == on_value
                          if not isinstance(default, bool) else bool(value), "aria-describedby": help_id,
                          "on_change": lambda el: _set(app, name, on_value if el.checked else default, field_id)})
        title = h("label", {"for": field_id, "cls": "option-title"}, _text(tr, "ui.option", name, values.get(name)))
        return h("li", {"cls": " ".join(marks)}, box, h("div", {"cls": "option-words"}, title, explain))
    box = h("input", {"type": "number", "id": field_id, "testid": field_id, "min": 0, "step": 1, "value": value,
                      "inputmode": "numeric", "aria-describedby": help_id,
                      "on_input": lambda el: _set(app, name, _int(el.value)),
                      "on_change": lambda el: _tidy(app, name, el)})
    title = h("label", {"for": field_id, "cls": "option-title"}, _text(tr, "ui.option", name, values.get(name)))
    return h("li", {"cls": " ".join(marks + ["number"])}, box, h("div", {"cls": "option-words"}, title, explain))


def _text(tr, prefix: str, name: str, n, figures: dict | None = None) -> str:
    """An option's words; `figures`: the rules page's amounts for this game and board (its jail fine)."""
    key = f"{prefix}.{name}"
    if tr.has(key):
        return tr(key, **(figures or {}), n=n)
    return name.replace("_", " ").capitalize() if prefix == "ui.option" else ""


def _toggle_preset(app, variant, preset: dict, testid: str) -> None:
    preset_words.toggle(app.setup["options"], variant.options, preset)
    app.show_setup(keep=True, focus=testid)


def _set(app, name: str, value, redraw: str = "") -> None:
    """Store an option; a toggle redraws the screen so the preset buttons show the truth."""
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
