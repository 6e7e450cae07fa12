"""The title deed of one property: name in its colour band, price and rents — all printed data
of the board (find_variant(id).board), nothing computed. A variant's own deed passes its name
element and class (Taiwan's printed Chinese name); its own wording of a line is a
"<key>@<variant>" text (a station's rents, an enterprise's multiples of the spin)."""

from ...dom import h
from ...format import money


def deed_card(ctx, data: dict, name=None, cls: str = ""):
    tr, lang = ctx.tr, ctx.tr.lang
    kind = data["kind"]
    rents = list(data.get("rents") or [])
    lines = []
    if kind == "street" and len(rents) == 6:
        rows = [(tr("ui.deed.rent"), rents[0]), (tr("ui.deed.with_house"), rents[1])]
        rows += [(tr("ui.deed.with_houses", n=n), rents[n]) for n in range(2, 5)]
        rows.append((tr("ui.deed.with_hotel"), rents[5]))
        lines.append(h("table", {"cls": "deed-rents"}, h("tbody", {}, [
            h("tr", {}, h("th", {"scope": "row"}, words), h("td", {}, money(amount, lang))) for words, amount in rows])))
    if kind == "railroad" and len(rents) == 4:
        lines.append(h("p", {}, tr("ui.deed.railroad", **{f"r{i + 1}": money(r, lang) for i, r in enumerate(rents)})))
    elif kind == "railroad":
        lines.append(h("p", {}, tr("ui.deed.railroad_any")))
    multipliers = list(data.get("multipliers") or [])
    if kind == "utility":
        lines.append(h("p", {}, tr("ui.deed.utility", **dict(zip(("one", "both"), multipliers)))))
    if data.get("house_cost"):
        lines.append(h("p", {}, tr("ui.deed.house_cost", price=money(data["house_cost"], lang))))
    if data.get("mortgage"):
        lines.append(h("p", {"cls": "deed-small"}, tr("ui.deed.mortgage", price=money(data["mortgage"], lang))))
    classes = f"deed {cls} kind-{kind}".replace("  ", " ") + (f" g-{data['group']}" if data.get("group") else "")
    head = h("div", {"cls": "deed-head"}, name or h("span", {"cls": "deed-name"}, ctx.square(data["index"])))
    if data.get("price"):
        head.appendChild(h("span", {"cls": "deed-price"}, money(data["price"], lang)))
    return h("div", {"cls": classes, "testid": "deed"}, head, h("div", {"cls": "deed-body"}, lines))
