"""The home screen's saves: "Continue" (the last unfinished game), the saved-games list (variant,
players, round, last played; open, rename, delete with a confirmation, save to a file), opening a
file (picker, or a drop anywhere), and the message of a save that could not be opened. Names are
text nodes only (dom.h), never HTML."""

import unicodedata

from pyodide.ffi import to_js
from pyscript import window
from tycoon.core.names import clean_name
from tycoon.core.variant import known

from .dom import h
from .format import isolated
from .load_words import explain

NAME_MAX = 40


def shown_name(name) -> str:
    """A name as the list shows it: through the engine's rule (a slot stored before names were
    cleaned may hold a direction override), isolated when it reads right to left."""
    return isolated(clean_name(str(name)) or "?")


OVERRIDES = dict.fromkeys(map(ord, "\u202a\u202b\u202c\u202d\u202e"))


def shown_title(name) -> str:
    """A slot's own name as the list shows it: without controls and direction overrides (a name
    stored before names were cleaned may hold one); the isolates _slot_name puts around a
    right-to-left player name stay."""
    text = str(name or "").translate(OVERRIDES)
    return " ".join("".join(c for c in text if c.isspace() or unicodedata.category(c) not in ("Cc", "Cs")).split())


# Our languages as the browser's locales, for dates: the month in words, so 02/12/2026 cannot be
# read as February by one player and December by another ("2 December 2026 at 14:05").
LOCALES = {"en": "en-GB", "vi": "vi-VN", "th": "th-TH", "zh-Hant": "zh-TW"}
DATE_OPTIONS = {"day": "numeric", "month": "long", "year": "numeric", "hour": "2-digit", "minute": "2-digit"}
_formats: dict = {}  # locale -> Intl.DateTimeFormat (making one costs more than using it)


def when(tr, ms) -> str:
    """A moment in the reader's language (the browser's Intl), the month in words."""
    locale = LOCALES.get(tr.lang, "en-GB")  # the en-XA pseudo-locale reads dates in English
    try:
        if locale not in _formats:
            options = to_js(DATE_OPTIONS, dict_converter=window.Object.fromEntries)
            _formats[locale] = window.Intl.DateTimeFormat.new(locale, options)
        return str(_formats[locale].format(window.Date.new(ms)))
    except Exception:  # noqa: BLE001 - an unreadable date shows as nothing
        return ""


def game_name(tr, variant: str) -> str:
    """The game's short name in the reader's language, as the game screen says it."""
    for key in (f"ui.game.variant.{variant}", f"variant.{variant}.name"):
        if known(variant) and tr.has(key):
            return tr(key)
    return str(variant)


def render_continue(app, slots: list):
    tr = app.tr
    unfinished = [s for s in slots if not s.get("over") and not s.get("broken") and not s.get("problem")]
    if not unfinished:
        return None
    last = unfinished[0]  # the newest that opens (slot_health: the cheap checks)
    return h("section", {"cls": "continue-box", "aria-labelledby": "continue-title"},
             h("button", {"type": "button", "cls": "btn big go continue", "testid": "continue", "id": "continue-title",
                          "aria-label": tr("ui.saves.continue_label", name=app.slot_title(last)),
                          "on_click": lambda _el, sid=last["id"]: app.open_slot(sid)},
               tr("ui.saves.continue"), h("span", {"aria-hidden": "true"}, " ▶")),
             h("p", {"cls": "continue-meta"}, _meta(tr, last)))


def _meta(tr, slot: dict) -> str:
    parts = [game_name(tr, slot.get("variant", "")), ", ".join(shown_name(n) for n in slot.get("players") or [])]
    parts.append(tr("ui.saves.over") if slot.get("over") else tr("ui.saves.round", round=max(1, int(slot.get("round") or 1))))
    if slot.get("updated"):
        parts.append(tr("ui.saves.last", when=when(tr, slot["updated"])))
    return " · ".join(p for p in parts if p)


def render_saves(app, slots: list):
    tr = app.tr
    items = h("ul", {"cls": "saved-list", "testid": "saved-list"})
    for slot in slots:
        items.appendChild(_row(app, slot))
    picker = h("input", {"type": "file", "id": "import-file", "testid": "import-file", "cls": "file-input",
                         "accept": ".json,application/json", "on_change": lambda el: app.import_picked(el)})
    watcher = h("input", {"type": "file", "id": "watch-file", "testid": "watch-file", "cls": "file-input",
                          "accept": ".json,application/json", "on_change": lambda el: app.watch_picked(el)})
    return h("section", {"cls": "saves-body", "aria-labelledby": "saves-title", "testid": "saves"},
             h("h2", {"id": "saves-title"}, tr("ui.saves.title")),
             items if slots else h("p", {"cls": "meta", "testid": "no-saves"}, tr("ui.saves.none")),
             h("div", {"cls": "import-row"},
               h("label", {"for": "import-file", "cls": "btn calm import-label"}, tr("ui.saves.import")), picker,
               h("label", {"for": "watch-file", "cls": "btn calm import-label"}, tr("ui.saves.watch_file")), watcher,
               h("p", {"cls": "meta drop-hint"}, tr("ui.saves.drop"))))


def _row(app, slot: dict):
    tr, sid = app.tr, slot["id"]
    name = app.slot_title(slot) if not slot.get("broken") else sid
    edit = app.home_edit.get(sid)
    found = slot.get("problem")
    row = h("li", {"cls": "saved-row broken" if found else "saved-row", "testid": f"slot-{sid}", "data-slot": sid,
                   "data-problem": found[0] if found else None})
    words = h("div", {"cls": "saved-words"},
              h("p", {"cls": "saved-name", "testid": "slot-name", "dir": "auto"}, name),
              h("p", {"cls": "meta"}, _meta(tr, slot),
                f" · {tr('ui.saves.size', kb=max(1, round(int(slot.get('size') or 0) / 1024)))}"))
    if found:
        words.appendChild(h("p", {"cls": "saved-problem", "testid": "slot-problem"},
                            tr("ui.saves.broken", reason=explain(tr, found[0], found[1]))))
    elif slot.get("rebuilt"):
        words.appendChild(h("p", {"cls": "meta", "testid": "slot-rebuilt"}, tr("ui.saves.rebuilt")))
    row.appendChild(words)
    if edit == "rename":
        field = h("input", {"type": "text", "id": f"rename-{sid}", "testid": "rename-field", "maxlength": NAME_MAX,
                            "autocomplete": "off", "aria-label": tr("ui.saves.rename_label", name=name)})
        field.value = name
        # a form: Enter in the field saves the name, as the Rename button does
        row.appendChild(h("form", {"cls": "saved-buttons", "testid": "rename-form",
                                   "on_submit": lambda _el: app.rename_slot(sid)}, field,
                          _button("rename-ok", "go", tr("ui.saves.rename_ok"), lambda _el: app.rename_slot(sid)),
                          _button("rename-cancel", "calm", tr("ui.saves.cancel"), lambda _el: app.edit_slot(sid, None))))
    elif edit == "delete":
        row.appendChild(h("div", {"cls": "saved-buttons confirm", "role": "group"},
                          h("span", {"cls": "confirm-q"}, tr("ui.saves.delete_confirm", name=name)),
                          _button("delete-yes", "warm", tr("ui.saves.delete_yes"), lambda _el: app.delete_slot(sid)),
                          _button("delete-no", "calm", tr("ui.saves.delete_no"), lambda _el: app.edit_slot(sid, None))))
    elif found or slot.get("broken"):  # cannot be opened: kept for inspection, or deleted
        row.appendChild(h("div", {"cls": "saved-buttons"},
                          _button("export", "calm", tr("ui.saves.export_broken"), lambda _el: app.export_slot(sid),
                                  tr("ui.saves.export_label", name=name)),
                          _button("delete", "warm", tr("ui.saves.delete"), lambda _el: app.edit_slot(sid, "delete"))))
    else:
        opener = _button(
            "open", "go", tr("ui.saves.open"), lambda _el: app.open_slot(sid), tr("ui.saves.open_label", name=name))
        watch = _button("watch", "calm", tr("ui.saves.watch"), lambda _el: app.watch_slot(sid),
                        tr("ui.saves.watch_label", name=name))
        row.appendChild(h("div", {"cls": "saved-buttons"}, opener, watch,
                          _button("rename", "calm", tr("ui.saves.rename"), lambda _el: app.edit_slot(sid, "rename")),
                          _button("export", "calm", tr("ui.saves.export"), lambda _el: app.export_slot(sid),
                                  tr("ui.saves.export_label", name=name)),
                          _button("delete", "warm", tr("ui.saves.delete"), lambda _el: app.edit_slot(sid, "delete"))))
    return row


def _button(testid: str, tone: str, text: str, on_click, label: str | None = None):
    return h("button", {"type": "button", "cls": f"btn small {tone}", "testid": testid, "aria-label": label,
                        "on_click": on_click}, text)


def render_problem(app):
    """The message of a save that could not be opened (or imported): what is wrong, in words."""
    note = app.home_note
    if not note:
        return None
    tr = app.tr
    if note.get("tabs"):
        return _tabs_question(app, note)
    title = tr("ui.load.title_import" if note.get("import") else "ui.load.title_slot")
    export = None
    if note.get("slot"):
        export = _button("problem-export", "calm", tr("ui.load.export"), lambda _el: app.export_slot(note["slot"]))
    return h("section", {"cls": "load-problem", "role": "alert", "testid": "load-problem", "data-code": note["code"]},
             h("h2", {"cls": "problem-title"}, title),
             h("p", {"cls": "problem-reason", "testid": "problem-reason"}, note["text"]),
             h("p", {"cls": "meta"}, tr("ui.load.kept_import" if note.get("import") else "ui.load.kept")),
             h("div", {"cls": "saved-buttons"}, export,
               _button("problem-close", "calm", tr("ui.load.close"), lambda _el: app.close_note())))


def _tabs_question(app, note: dict):
    """Another tab plays the game asked for (tab_lock.py): a copy of it, or take it over."""
    tr, sid = app.tr, note["slot"]
    return h("section", {"cls": "load-problem", "role": "alertdialog", "aria-labelledby": "tabs-title",
                         "aria-describedby": "tabs-body", "testid": "tabs-question"},
             h("h2", {"cls": "problem-title", "id": "tabs-title"}, tr("ui.tabs.title")),
             h("p", {"cls": "problem-reason", "id": "tabs-body"}, note["text"]),
             h("div", {"cls": "saved-buttons"},
               _button("tabs-copy", "go", tr("ui.tabs.copy"), lambda _el: app.open_slot(sid, "copy")),
               _button("tabs-take", "warm", tr("ui.tabs.take"), lambda _el: app.open_slot(sid, "take")),
               _button("tabs-cancel", "calm", tr("ui.tabs.cancel"), lambda _el: app.close_note())))


def render_repairs(app):
    """What the loader repaired in the game just opened (saves.repair_names), in plain words."""
    tr = app.tr
    return h("section", {"cls": "save-banner repaired", "role": "status", "testid": "repaired"},
             h("strong", {}, tr("ui.repaired.title")),
             [h("p", {"cls": "repaired-note"}, text) for text in app.repairs],
             _button("repaired-close", "calm", tr("ui.repaired.close"), lambda _el: app.close_repairs()))


def render_banner(app):
    """Saves are off (and why), or the question of a full storage."""
    saver, tr = app.autosave, app.tr
    if saver.offer:
        offer = saver.offer
        return h("div", {"cls": "save-banner", "role": "alert", "testid": "save-banner", "data-reason": "prune"},
                 h("span", {}, tr("ui.banner.prune", n=offer["n"], kb=offer["kb"])),
                 _button("prune-yes", "warm", tr("ui.banner.prune_yes"), lambda _el: app.prune(True)),
                 _button("prune-no", "calm", tr("ui.banner.prune_no"), lambda _el: app.prune(False)))
    if saver.problem == "elsewhere":
        return h("div", {"cls": "save-banner", "role": "alert", "testid": "save-banner", "data-reason": "elsewhere"},
                 h("span", {}, tr("ui.banner.elsewhere")),
                 _button("elsewhere-copy", "go", tr("ui.banner.elsewhere_copy"), lambda _el: app.go_on_as_copy()))
    if saver.problem:
        return h("div", {"cls": "save-banner", "role": "status", "testid": "save-banner", "data-reason": saver.problem},
                 tr(f"ui.banner.{saver.problem}"))
    return None
