"""The Lab as a dialog over the page, like the rules page (help/dialog.py, whose keys and close it
shares): opened for one game from the home screen's Lab list or from a game's top bar. Its
switches ("what if…") draw the page again with the figures for those house rules."""

from .. import boards
from ..dom import absent, building, h, morph
from ..help.dialog import Help
from . import fair_odds, fliplock, landing, settlement, simulate

PAGES = {"monopoly": landing.page, "taiwan": landing.page, "rich": fliplock.page,
         "easymoney": fair_odds.page, "babylon": settlement.page}  # the games with a Lab page: buttons.GAMES


class Lab(Help):
    """One open Lab page at a time, mounted in the app's root (a new screen removes it)."""

    def open(self, app, variant: str, opener=None, fallback: str = "[data-testid='lab-open']",
             choices: dict | None = None) -> None:
        from pyodide.ffi import create_proxy

        self.close(restore=False, keep=True)
        self.app, self.variant, self.choices = app, variant, dict(choices or {})
        tr = app.tr
        close = h("button", {"type": "button", "cls": "btn small calm help-close", "testid": "lab-close",
                             "on_click": lambda _el: self.close()}, "✕ ", tr("ui.rules.close"))
        body = h("div", {"cls": "help-body lab-body", "testid": "lab-body", "tabindex": "0", "role": "region",
                         "aria-labelledby": "lab-title"},
                 self._lessons(), simulate.section(self, app, variant, self.choices))
        dialog = h("div", {"cls": f"help-dialog lab-dialog variant-{variant}", "role": "dialog", "aria-modal": "true",
                           "aria-labelledby": "lab-title", "testid": "lab", "lang": tr.lang, "data-variant": variant,
                           "tabindex": "-1"},
                   h("header", {"cls": "help-head"},
                     h("h2", {"id": "lab-title"}, tr("ui.lab.title", variant=tr(f"variant.{variant}.name"))), close),
                   body)
        self.el = h("div", {"cls": "help-overlay lab-overlay", "testid": "lab-overlay"}, dialog)
        if app.state is not None and app.state.variant == variant:
            boards.dress(app, dialog)  # opened from a game on a board of one's own: its colours
        if opener is not None:
            self.opener = opener
        self.fallback = fallback
        self.keys = create_proxy(self._key)
        self.el.addEventListener("keydown", self.keys)
        app.root.appendChild(self.el)
        close.focus()

    def close(self, restore: bool = True, keep: bool = False) -> None:
        """Close the Lab (a simulation running in it stops), or, with `keep`, only its page, to draw
        it again."""
        if not keep:
            simulate.SIMULATION.end()
        super().close(restore)

    def redraw(self) -> None:
        """The same page again (a simulation's start, end or stop), scroll and focus kept."""
        if self.el is None:
            return
        active = self.el.ownerDocument.activeElement
        testid = None if absent(active) else active.getAttribute("data-testid")
        scroll = self.el.querySelector(".lab-body").scrollTop
        self.open(self.app, self.variant, choices=self.choices)
        self.el.querySelector(".lab-body").scrollTop = scroll
        target = None if absent(testid) else self.el.querySelector(f"[data-testid='{testid}']")
        if absent(target) or target.matches(":disabled"):  # Start became Stop, or the other way round
            target = self.el.querySelector("[data-testid='lab-sim-stop'], [data-testid='lab-sim-start']")
        if not absent(target):
            target.focus()

    def _lessons(self):
        return h("div", {"cls": "lab-lessons"}, PAGES[self.variant](self.app, self.variant, self.choices, self.choose))

    def choose(self, name: str, value, el) -> None:
        """A "what if" switch or a calculator's field: the figures for that choice ("reset": the
        page's first choices), focus kept on what was used. Only the part the choice changes is
        drawn again (the lessons, or the simulation's section), and the lessons only where their
        figures changed: a whole Lab page took ~40 ms of Python per click in the page (bench/lab.py)."""
        testid = el.getAttribute("data-testid")
        body = self.el.querySelector(".lab-body")
        scroll = body.scrollTop
        self.choices = {} if name == "reset" else {**self.choices, name: value}
        if name.startswith("sim_"):
            old, new = body.querySelector("[data-testid='lab-simulate']"), simulate.section(
                self, self.app, self.variant, self.choices)
            old.replaceWith(new)
            body.scrollTop = scroll
        else:  # described in Python, then the page changed where it differs, in one call (ui/dom.py):
            with building():  # the body and its scroll stay, and so does the focus of a keyed switch
                lessons = PAGES[self.variant](self.app, self.variant, self.choices, self.choose)
            morph(body.querySelector(".lab-lessons"), lessons)
        target = self.el.querySelector(f"[data-testid='{testid}']")
        if not target.isSameNode(self.el.ownerDocument.activeElement):
            target.focus()


LAB = Lab()

