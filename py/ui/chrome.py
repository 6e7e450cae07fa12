"""Small widgets shared by the screens: language switch, speed, sound, dice."""

from .dom import h, svg
from .i18n import LANGUAGES
from .pacing import SPEEDS

__all__ = ["SPEEDS", "dice_box", "die", "lang_switch", "skip_icon", "sound_toggle", "speed_select"]
PIPS = {1: (4,), 2: (0, 8), 3: (0, 4, 8), 4: (0, 2, 6, 8), 5: (0, 2, 4, 6, 8), 6: (0, 2, 3, 5, 6, 8)}


def lang_switch(tr, on_pick):
    group = h("div", {"cls": "lang-switch", "role": "group", "aria-label": tr("ui.lang.label")})
    for code, name in LANGUAGES.items():
        group.appendChild(h("button", {"type": "button", "cls": "btn lang", "lang": code,
                                       "testid": f"lang-{code}",
                                       "aria-pressed": "true" if code == tr.lang else "false",
                                       "on_click": lambda _el, c=code: on_pick(c)}, name))
    return group


def speed_select(tr, current: str, on_pick, bots: bool = True):
    """The speed of every motion (ui/pacing.py): "Bot speed" with bots; at a table of people only
    it still sets how fast the tokens walk and the money flies ("Animation speed")."""
    select = h("select", {"cls": "speed", "testid": "speed", "id": "speed",
                          "on_change": lambda el: on_pick(str(el.value))})
    for code in SPEEDS:
        select.appendChild(h("option", {"value": code, "selected": code == current},
                             tr(f"ui.speed.{code}")))
    label = tr("ui.game.speed") if bots else tr("ui.motion.speed")
    return h("label", {"cls": "speed-label", "for": "speed"}, label, " ", select)


def sound_toggle(tr, on: bool, on_toggle):
    """The sound's on/off button (aria-pressed), off by default (ui/sound.py)."""
    return h("button", {"type": "button", "cls": "btn small calm sound-toggle", "testid": "sound",
                        "aria-pressed": "true" if on else "false", "title": tr("ui.motion.sound_hint"),
                        "on_click": lambda _el: on_toggle(not on)},
             h("span", {"cls": "sound-icon", "aria-hidden": "true"}, "\u266a"), " ",
             tr("ui.motion.sound"))


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





def skip_icon():
    """A "fast forward" mark drawn as inline SVG (the emoji needs a font many machines lack)."""
    return svg("svg", {"viewBox": "0 0 20 12", "width": "1.4em", "height": "0.85em", "aria-hidden": "true",
                       "focusable": "false", "class": "skip-icon"},
               [svg("polygon", {"points": points, "fill": "currentColor"}) for points in ("0,0 10,6 0,12", "10,0 20,6 10,12")])
