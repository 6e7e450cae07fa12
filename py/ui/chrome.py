"""Small widgets shared by the screens: language switch, bot speed, dice, deed card."""

from .dom import h
from .format import money
from .i18n import LANGUAGES

SPEEDS = {"slow": 1.2, "normal": 0.6, "fast": 0.25, "instant": 0.0}
PIPS = {1: (4,), 2: (0, 8), 3: (0, 4, 8), 4: (0, 2, 6, 8), 5: (0, 2, 4, 6, 8), 6: (0, 2, 3, 5, 6, 8)}
RAILROAD_RENTS = (25, 50, 100, 200)


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


def deed_card(ctx, data: dict, owner=None):
    """The title deed of one property: name in its colour band, price and rents."""
    tr, lang = ctx.tr, ctx.tr.lang
    kind = data["kind"]
    rows = []
    if kind == "street" and data.get("rents"):
        rents = data["rents"]
        rows.append((tr("ui.deed.rent"), money(rents[0], lang)))
        rows.append((tr("ui.deed.with_house"), money(rents[1], lang)))
        for n in range(2, 5):
            rows.append((tr("ui.deed.with_houses", n=n), money(rents[n], lang)))
        rows.append((tr("ui.deed.with_hotel"), money(rents[5], lang)))
    lines = [h("table", {"cls": "deed-rents"},
               h("tbody", {}, [h("tr", {}, h("th", {"scope": "row"}, a), h("td", {}, b)) for a, b in rows]))
             ] if rows else []
    if kind == "railroad":
        rents = data.get("rents") or RAILROAD_RENTS
        lines.append(h("p", {}, tr("ui.deed.railroad", **{f"r{i + 1}": money(r, lang) for i, r in enumerate(rents)})))
    if kind == "utility":
        lines.append(h("p", {}, tr("ui.deed.utility")))
    if data.get("house_cost"):
        lines.append(h("p", {}, tr("ui.deed.house_cost", price=money(data["house_cost"], lang))))
    if data.get("mortgage"):
        lines.append(h("p", {"cls": "deed-small"}, tr("ui.deed.mortgage", price=money(data["mortgage"], lang))))
    classes = f"deed kind-{kind}" + (f" g-{data['group']}" if data.get("group") else "")
    head = h("div", {"cls": "deed-head"}, h("span", {"cls": "deed-name"}, ctx.square(data["index"])))
    if data.get("price"):
        head.appendChild(h("span", {"cls": "deed-price"}, money(data["price"], lang)))
    return h("div", {"cls": classes, "testid": "deed"}, head, h("div", {"cls": "deed-body"}, lines))
