"""Small widgets shared by the screens: language switch, bot speed, dice."""

from pyscript import document

from .dom import h
from .i18n import LANGUAGES

SPEEDS = {"slow": 1.2, "normal": 0.6, "fast": 0.25, "instant": 0.0}
PIPS = {1: (4,), 2: (0, 8), 3: (0, 4, 8), 4: (0, 2, 6, 8), 5: (0, 2, 4, 6, 8), 6: (0, 2, 3, 5, 6, 8)}


def lang_switch(tr, on_pick):
    group = h("div", {"cls": "lang-switch", "role": "group", "aria-label": tr("ui.lang.label")})
    for code, name in LANGUAGES.items():
        group.appendChild(h("button", {"type": "button", "cls": "btn lang", "lang": code,
                                       "testid": f"lang-{code}",
                                       "aria-pressed": "true" if code == tr.lang else "false",
                                       "on_click": lambda _el, c=code: on_pick(c)}, name))
    return group


def speed_select(tr, current: str, on_pick):
    select = h("select", {"cls": "speed", "testid": "speed", "id": "speed",
                          "on_change": lambda el: on_pick(str(el.value))})
    for code in SPEEDS:
        select.appendChild(h("option", {"value": code, "selected": code == current},
                             tr(f"ui.speed.{code}")))
    return h("label", {"cls": "speed-label", "for": "speed"}, tr("ui.game.speed"), " ", select)


def die(value):
    face = h("span", {"cls": f"die face-{value or 0}", "aria-hidden": "true"})
    on = PIPS.get(value, ())
    for cell in range(9):
        face.appendChild(h("span", {"cls": "pip on" if cell in on else "pip"}))
    return face


def dice_box(tr, dice, rolling: bool = False):
    if dice:
        label = tr("ui.dice.label", d1=dice[0], d2=dice[1])
        faces = [die(d) for d in dice]
        total = h("span", {"cls": "dice-total", "aria-hidden": "true"}, "= ?" if rolling else f"= {sum(dice)}")
    else:
        label = tr("ui.dice.none")
        faces = [die(0), die(0)]
        total = None
    return h("div", {"cls": "dice rolling" if rolling else "dice", "testid": "dice", "role": "img",
                     "aria-label": label, "title": label}, faces, total)



SVG = "http://www.w3.org/2000/svg"


def skip_icon():
    """A "fast forward" mark drawn as inline SVG (the emoji needs a font many machines lack)."""
    svg = document.createElementNS(SVG, "svg")
    for name, value in (("viewBox", "0 0 20 12"), ("width", "1.4em"), ("height", "0.85em"),
                        ("aria-hidden", "true"), ("focusable", "false"), ("class", "skip-icon")):
        svg.setAttribute(name, value)
    for points in ("0,0 10,6 0,12", "10,0 20,6 10,12"):
        shape = document.createElementNS(SVG, "polygon")
        shape.setAttribute("points", points)
        shape.setAttribute("fill", "currentColor")
        svg.appendChild(shape)
    return svg
