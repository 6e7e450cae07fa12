"""The buttons that open the Lab: the home screen's Lab list and a game's flask. The Lab itself
(dialog.py, its pages and their figures: ~100 KB of Python) is imported on the first click, or in
idle time once the home screen is up (ui/warm.py), so a first visit's home screen compiles none
of it (docs/design.md, "Start-up")."""

from ..dom import h

GAMES = ("monopoly", "taiwan", "rich", "easymoney", "babylon")  # the games with a Lab page (dialog.PAGES)


def open_lab(app, variant: str, **where) -> None:
    from .dialog import LAB

    LAB.open(app, variant, **where)


def home_section(app):
    """The home screen's Lab: a line on what it is and a button per game that has a page."""
    tr = app.tr
    buttons = h("ul", {"cls": "lab-games"})
    for variant in GAMES:
        name = tr(f"variant.{variant}.name")
        buttons.appendChild(h("li", {}, h(
            "button", {"type": "button", "cls": "btn small calm", "testid": f"lab-{variant}", "aria-haspopup": "dialog",
                       "aria-label": tr("ui.lab.home_open", variant=name),
                       "on_click": lambda el, v=variant: open_lab(app, v, opener=el,
                                                                  fallback=f"[data-testid='lab-{v}']")},
            h("span", {"aria-hidden": "true"}, "⚗ "), name)))
    return h("section", {"cls": "home-lab", "testid": "home-lab", "aria-labelledby": "lab-home-title"},
             h("h2", {"id": "lab-home-title"}, tr("ui.lab.home_title")),
             h("p", {"cls": "lab-intro"}, tr("ui.lab.home_intro")), buttons)


def lab_button(app, variant: str):
    """The Lab's button in a game's top bar, for a game that has a Lab page (else None): the flask
    alone, named by its label and tooltip (with a word it made the top bar a third row in
    Vietnamese at 1366 wide); the home screen's Lab list names each page in words."""
    if variant not in GAMES:
        return None
    tr = app.tr
    label = tr("ui.lab.open_label", variant=tr(f"variant.{variant}.name"))
    return h("button", {"type": "button", "cls": "btn small calm lab-open", "testid": "lab-open",
                        "aria-haspopup": "dialog", "aria-label": label, "title": label,
                        "on_click": lambda el: open_lab(app, variant, opener=el)},
             h("span", {"aria-hidden": "true"}, "⚗"))
