"""The title deed of 如何做個大富翁: the printed Chinese name in the colour band with its translation
under it, the price in points and the printed rents — all board data (find_variant("taiwan").board),
nothing computed. A station's rent by stations owned (車站); an enterprise's (營利事業) as multiples
of the spin of the top."""

from ...dom import h
from ...format import money
from .names import square_name


def deed_card(ctx, data: dict):
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
        lines.append(h("p", {}, tr("ui.taiwan.deed.station", **{f"r{i + 1}": money(r, lang) for i, r in enumerate(rents)})))
    multipliers = list(data.get("multipliers") or [])
    if kind == "utility" and len(multipliers) == 2:
        lines.append(h("p", {}, tr("ui.taiwan.deed.enterprise", one=multipliers[0], both=multipliers[1])))
    if data.get("house_cost"):
        lines.append(h("p", {}, tr("ui.deed.house_cost", price=money(data["house_cost"], lang))))
    if data.get("mortgage"):
        lines.append(h("p", {"cls": "deed-small"}, tr("ui.deed.mortgage", price=money(data["mortgage"], lang))))
    classes = f"deed tw-deed kind-{kind}" + (f" g-{data['group']}" if data.get("group") else "")
    head = h("div", {"cls": "deed-head"}, square_name(ctx, data, "deed-name") or ctx.square(data["index"]))
    if data.get("price"):
        head.appendChild(h("span", {"cls": "deed-price"}, money(data["price"], lang)))
    return h("div", {"cls": classes, "testid": "deed"}, head, h("div", {"cls": "deed-body"}, lines))
