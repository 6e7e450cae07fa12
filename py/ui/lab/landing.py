"""The Lab's page for Cờ Tỷ Phú and 如何做個大富翁 (docs/lab.md "Where tokens land"): the board
as a heat map of the landing shares with every square's share in a table, the "what if" house
rules, and per colour group what each level of building costs, earns per opponent move and takes
to pay back. The figures come from tycoon/lab/landing.py as they are."""

from tycoon.core.own_board import currency_of
from tycoon.core.variant import variant_for
from tycoon.lab import landing as figures

from ..dom import h, svg
from ..format import Context, average_money, decimal, money, number
from ..layout import grid_position, side_of
from ..variants import hooks_for

CELL, SIDE = 40, 11  # the heat map: an 11 × 11 grid of 40-unit cells, squares round its edge
PALE, DEEP = (255, 247, 224), (179, 38, 42)  # the least and the most landed-on square's colours


def cell_of(index: int) -> tuple[int, int]:
    """(column, row), 0-based, of square `index` on the ring, as the game's board draws it (ui/layout.py)."""
    row, col = grid_position(index)
    return col - 1, row - 1


def percent(share: float, lang: str) -> str:
    return decimal(share * 100, lang, 2) + "%"


def _colour(share: float, top: float) -> str:
    t = share / top if top else 0
    return "#" + "".join(f"{round(a + (b - a) * t):02x}" for a, b in zip(PALE, DEEP))


def heat_map(ctx: Context, shares: list[float], lang: str):
    squares = len(shares) - 1
    top = max(shares[:squares])
    cells = []
    for index in range(squares):
        col, row = cell_of(index)
        share, name = shares[index], ctx.square(index)
        dark = top and share / top > 0.55
        group = ctx.board[index].get("group") if ctx.board[index].get("kind") == "street" else None
        band = None
        if group:  # a street's colour, as a strip on the side that faces the middle, as on the board
            x, y, w, hh = {"bottom": (0, 0, CELL, 7), "left": (CELL - 7, 0, 7, CELL), "top": (0, CELL - 7, CELL, 7),
                           "right": (0, 0, 7, CELL)}[side_of(index)]
            band = svg("rect", {"x": col * CELL + x, "y": row * CELL + y, "width": w, "height": hh,
                                "cls": f"lab-band g-{group}"})
        cells.append(svg("g", {"cls": "lab-cell", "data-square": index, "data-share": f"{share:.6f}"},
                         svg("title", {}, f"{name}: {percent(share, lang)}"),
                         svg("rect", {"x": col * CELL, "y": row * CELL, "width": CELL, "height": CELL,
                                      "fill": _colour(share, top), "stroke": "#3b2a1a", "stroke-width": 1}),
                         band,
                         svg("text", {"x": col * CELL + CELL / 2, "y": row * CELL + CELL / 2 + 4,
                                      "text-anchor": "middle", "cls": "lab-cell-text" + (" dark" if dark else "")},
                             decimal(share * 100, lang, 1))))
    middle = SIDE * CELL / 2
    cells.append(svg("text", {"x": middle, "y": middle - 6, "text-anchor": "middle", "cls": "lab-jail-name"},
                     ctx.tr("ui.lab.in_jail")))
    cells.append(svg("text", {"x": middle, "y": middle + 22, "text-anchor": "middle", "cls": "lab-jail-share",
                              "testid": "lab-in-jail"}, percent(shares[squares], lang)))
    return svg("svg", {"viewBox": f"0 0 {SIDE * CELL} {SIDE * CELL}", "cls": "lab-map", "role": "img",
                       "aria-label": ctx.tr("ui.lab.map_label"), "testid": "lab-map"}, *cells)


def share_table(ctx: Context, shares: list[float], lang: str):
    squares = len(shares) - 1
    rows = [h("tr", {"data-square": index}, h("td", {}, number(index, lang)), h("th", {"scope": "row"}, ctx.square(index)),
              h("td", {"cls": "num"}, percent(shares[index], lang))) for index in range(squares)]
    rows.append(h("tr", {"data-square": "jail"}, h("td", {}, ""), h("th", {"scope": "row"}, ctx.tr("ui.lab.in_jail")),
                  h("td", {"cls": "num"}, percent(shares[squares], lang))))
    tr = ctx.tr
    return h("details", {"cls": "lab-table-box", "testid": "lab-shares", "open": True},
             h("summary", {}, tr("ui.lab.table_summary")),
             h("table", {"cls": "lab-table"},
               h("thead", {}, h("tr", {}, h("th", {"scope": "col"}, "#"), h("th", {"scope": "col"}, tr("ui.lab.square")),
                                h("th", {"scope": "col"}, tr("ui.lab.share")))),
               h("tbody", {}, rows)))


def switches(tr, variant: str, choices: dict, choose):
    """The house rules that change the figures, as pressed/unpressed buttons."""
    found = figures.what_if(variant)
    if not found:
        return None
    groups = []
    for name, values in found.items():
        current = choices.get(name, values[0])
        buttons = []
        for value in values:
            words = tr(f"ui.lab.jail.{value}") if name == "jail" else tr.count("ui.lab.hotel_after", value)
            buttons.append(h("button", {"type": "button", "cls": "btn small calm lab-switch",
                                        "testid": f"lab-{name}-{value}",
                                        "data-key": f"lab-{name}-{value}",  # morph keeps its focus
                                        "aria-pressed": "true" if value == current else "false",
                                        "on_click": lambda el, n=name, v=value: choose(n, v, el)}, words))
        label = tr("ui.lab.jail") if name == "jail" else tr("ui.square.hotel")
        groups.append(h("div", {"cls": "lab-switch-group", "role": "group", "aria-label": label},
                        h("span", {"cls": "lab-switch-name"}, label), buttons))
    return h("div", {"cls": "lab-what-if", "testid": "lab-what-if"},
             h("h4", {}, tr("ui.lab.what_if")), groups)


def level_words(tr, level: dict) -> str:
    if level["hotel"]:
        return tr("ui.square.hotel")
    if not level["level"]:
        return tr("ui.lab.level.bare")
    return tr.count("ui.square.houses", level["level"])


def group_cards(tr, variant: str, groups: list, lang: str, unit: str, currency: str | None = None):
    mover = figures.MOVER[variant]
    cards = []
    best_line = None
    for group in groups:
        rows = []
        for level in group["levels"]:
            rows.append(h("tr", {"cls": "lab-fastest" if level["fastest"] else "", "data-level": level["level"]},
                          h("th", {"scope": "row"}, level_words(tr, level)),
                          h("td", {"cls": "num"}, money(level["cost"], lang, unit, currency)),
                          h("td", {"cls": "num"}, average_money(level["rent_per_roll"], lang, unit, currency)),
                          h("td", {"cls": "num", "data-rolls": f"{level['rolls_to_pay_back']:.4f}"},
                            number(round(level["rolls_to_pay_back"]), lang))))
            if group["best"] and level["fastest"]:
                best_line = tr.count("ui.lab.best", round(level["rolls_to_pay_back"]),
                                     group=tr(f"group.{group['group']}"), level=level_words(tr, level))
        cards.append(h("section", {"cls": f"lab-group g-{group['group']}", "testid": f"lab-group-{group['group']}",
                                   "aria-labelledby": f"lab-group-{group['group']}-name"},
                       h("h4", {"id": f"lab-group-{group['group']}-name"},
                         h("span", {"cls": "lab-swatch", "aria-hidden": "true"}), tr(f"group.{group['group']}")),
                       h("table", {"cls": "lab-table"},
                         h("thead", {}, h("tr", {}, h("th", {"scope": "col"}, tr("ui.lab.level")),
                                          h("th", {"scope": "col"}, tr("ui.lab.cost")),
                                          h("th", {"scope": "col"}, tr(f"ui.lab.per_{mover}")),
                                          h("th", {"scope": "col"}, tr(f"ui.lab.payback_{mover}")))),
                         h("tbody", {}, rows))))
    return h("p", {"cls": "lab-best", "testid": "lab-best"}, best_line), h("div", {"cls": "lab-groups"}, cards)


def page(app, variant: str, choices: dict, choose) -> list:
    """The whole page, for the house rules in `choices` ({"jail", "hotel_after"})."""
    tr, lang = app.tr, app.tr.lang
    mover = figures.MOVER[variant]
    jail = choices.get("jail", figures.JAIL_POLICIES[0])
    options = {"hotel_after": choices["hotel_after"]} if "hotel_after" in choices else {}
    state = app.state  # the Lab opened from a game on a board of one's own: that board (docs/boards.md)
    if state is not None and state.variant == variant and state.options.get("board"):
        options["board"] = state.options["board"]
    ctx = Context(tr, variant, [], variant_for(variant, options).board)
    shares = figures.landing_shares(variant, jail)
    unit = hooks_for(variant).money_key
    best, cards = group_cards(tr, variant, figures.earnings(variant, options, jail), lang, unit, currency_of(options))
    return [switches(tr, variant, choices, choose),
            h("section", {"cls": "lab-section", "testid": "lab-landing", "aria-labelledby": "lab-landing-title"},
              h("h3", {"id": "lab-landing-title"}, tr("ui.lab.landing.title")),
              h("p", {}, tr(f"ui.lab.landing.intro_{mover}")),
              h("div", {"cls": "lab-map-row"}, h("div", {"cls": "lab-map-box"}, heat_map(ctx, shares, lang)),
                share_table(ctx, shares, lang))),
            h("section", {"cls": "lab-section", "testid": "lab-earnings", "aria-labelledby": "lab-earnings-title"},
              h("h3", {"id": "lab-earnings-title"}, tr("ui.lab.groups.title")),
              h("p", {}, tr(f"ui.lab.groups.intro_{mover}")), best, cards)]
