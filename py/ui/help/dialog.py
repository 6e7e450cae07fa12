"""The rules page of a game, in the player's language: a dialog (role=dialog, labelled by
its title) with a table of contents and one section per rule, opened from the game's top bar, from
the setup screen, or at one section from a log line's "why?" (pages.py). Focus moves into it,
Tab stays in it, Escape or Close shuts it and focus goes back to what opened it.

The words are message keys "help.<variant>.<section>.title" / ".body" (py/tycoon/variants/<id>/texts/help_<lang>.py);
what depends on the game's options (houses for a hotel, spins a turn, a round limit…) is filled in
from the options the game was set up with, and the last section lists the options that differ from
the standard rules. Nothing here computes a rule."""

from ..dom import absent, h
from .pages import TABLE, option_lines, page_values, section_ids, title_key


def _paragraphs(text: str) -> list:
    return [h("p", {}, line) for line in text.split("\n") if line.strip()]


def _table(tr, variant: str, options: dict, values: dict) -> list:
    lines = option_lines(variant, options)
    if not lines:
        return [h("p", {}, tr("help.table.none"))]
    return [h("p", {}, tr("help.table.intro")),
            h("ul", {"cls": "help-options"}, [h("li", {}, tr(key, **values)) for key in lines])]


class Help:
    """One open rules page at a time, mounted in the app's root (a new screen removes it)."""

    def __init__(self):
        self.el = None
        self.opener = None
        self.fallback = ""
        self.keys = None  # the keydown listener's proxy

    def open(self, app, variant: str, options: dict, section: str = "", opener=None,
             fallback: str = "[data-testid='help-open']") -> None:
        from pyodide.ffi import create_proxy

        self.close(restore=False)
        tr = app.tr
        values = page_values(variant, options, tr.lang)
        name = tr(f"variant.{variant}.name")
        toc = h("ol", {"cls": "help-toc-list"})
        body = h("div", {"cls": "help-body", "testid": "help-body", "tabindex": "0", "role": "region",
                          "aria-labelledby": "help-title"})
        for sid in section_ids(variant):
            title = tr(title_key(variant, sid))
            toc.appendChild(h("li", {}, h("button", {"type": "button", "cls": "help-toc-link", "testid": f"help-toc-{sid}",
                                                     "on_click": lambda _el, s=sid: self.go(s)}, title)))
            content = _table(tr, variant, options, values) if sid == TABLE else _paragraphs(
                tr(f"help.{variant}.{sid}.body", **values))
            body.appendChild(h("section", {"cls": "help-section", "id": f"help-{sid}", "testid": f"help-section-{sid}",
                                           "data-section": sid, "aria-labelledby": f"help-{sid}-title",
                                           "tabindex": "-1"},
                               h("h3", {"id": f"help-{sid}-title"}, title), content))
        close = h("button", {"type": "button", "cls": "btn small calm help-close", "testid": "help-close",
                             "on_click": lambda _el: self.close()}, "✕ ", tr("ui.rules.close"))
        dialog = h("div", {"cls": f"help-dialog variant-{variant}", "role": "dialog", "aria-modal": "true",
                           "aria-labelledby": "help-title", "testid": "help", "lang": tr.lang,
                           "data-variant": variant, "tabindex": "-1"},
                   h("header", {"cls": "help-head"}, h("h2", {"id": "help-title"}, tr("ui.rules.title", variant=name)),
                     close),
                   h("div", {"cls": "help-main"},
                     h("nav", {"cls": "help-toc", "aria-labelledby": "help-toc-title"},
                       h("h3", {"id": "help-toc-title"}, tr("ui.rules.contents")), toc),
                     body))
        self.el = h("div", {"cls": "help-overlay", "testid": "help-overlay"}, dialog)
        self.opener, self.fallback = opener, fallback
        self.keys = create_proxy(self._key)
        self.el.addEventListener("keydown", self.keys)
        app.root.appendChild(self.el)
        if section:
            self.go(section)
        else:
            close.focus()

    def go(self, section: str) -> None:
        """Show one section: scrolled to the top of the page's body, marked, and focused (so a screen
        reader reads its title)."""
        if absent(self.el):
            return
        for old in self.el.querySelectorAll(".help-section.highlight"):
            old.classList.remove("highlight")
        target = self.el.querySelector(f"[data-section='{section}']")
        if absent(target):
            return
        target.classList.add("highlight")
        body = self.el.querySelector(".help-body")
        body.scrollTop = target.offsetTop - body.offsetTop
        target.focus()

    def _key(self, event) -> None:
        if event.key == "Escape":
            event.preventDefault()
            event.stopPropagation()
            self.close()
        elif event.key == "Tab":  # focus stays in the dialog: from the last stop to the first, and back
            items = list(self.el.querySelectorAll("button, .help-body"))
            if not items:
                return
            active = self.el.ownerDocument.activeElement
            first, last = items[0], items[-1]
            in_body = not absent(active) and last.contains(active) and active != last  # a section "why?" focused
            if event.shiftKey and (active == first or active == self.el.firstElementChild):
                event.preventDefault()
                last.focus()
            elif not event.shiftKey and (active == last or in_body):
                event.preventDefault()
                first.focus()

    def close(self, restore: bool = True) -> None:
        if self.el is None:
            return
        root = self.el.parentElement
        self.el.removeEventListener("keydown", self.keys)
        self.el.remove()
        self.keys.destroy()
        self.el, self.keys = None, None
        if not restore:
            return
        target = self.opener
        if absent(target) or not target.isConnected:
            target = None if absent(root) else root.querySelector(self.fallback)
        if not absent(target):
            target.focus()


HELP = Help()


def rules_button(app, variant: str, options_of):
    """The "Rules" button of a top bar: opens this game's rules page (options_of() -> the options)."""
    tr = app.tr
    name = tr(f"variant.{variant}.name")
    return h("button", {"type": "button", "cls": "btn small calm help-open", "testid": "help-open",
                        "aria-haspopup": "dialog", "aria-label": tr("ui.rules.open_label", variant=name),
                        "on_click": lambda el: HELP.open(app, variant, options_of(), opener=el)},
             h("span", {"aria-hidden": "true"}, "? "), tr("ui.rules.open"))


def why_button(tr, variant: str, section: str, on_why):
    """A log line's small "why?": its name says the rule ("Why? — Rent"). Its visible word is drawn by
    the style sheet from data-label (css/help.css), so the line's own text (innerText, a copy, a
    comparison with the same event elsewhere on screen) is the event's words alone."""
    rule = tr(title_key(variant, section))
    label = tr("ui.rules.why_label", rule=rule)
    return h("button", {"type": "button", "cls": "why", "testid": "why", "data-section": section,
                        "data-label": tr("ui.rules.why"), "aria-label": label, "title": label,
                        "on_click": lambda el: on_why(section, el)})


def log_why(app):
    """The log's "why?" handler of the game on screen: its rules page at one section."""
    return lambda section, el: HELP.open(app, app.variant_id, app.state.options if app.state else {}, section,
                                         opener=el)
