"""The Lab's page for Babylon (docs/lab.md "Pricing under uncertainty"): a settlement calculator.
The reader picks a gem's true value and up to five offers (tickets, price); the page shows what
the game's own settlement makes of them (tycoon/lab/settlement.py): short sales, the pool, the
equal price or the average, each offer's earnings. It starts on the original rules' example."""

from fractions import Fraction

from tycoon.core.variant import find_variant
from tycoon.lab import settlement as figures

from ..dom import h
from ..format import money, number
from ..variants import hooks_for
from . import inferred
from .figures import table

SELLERS = 5


def _offer(choices: dict, i: int) -> tuple[int, int]:
    example = figures.EXAMPLE["offers"]
    tickets, half = example[i] if i < len(example) else (0, 4)
    return int(choices.get(f"t{i}", tickets)), int(choices.get(f"p{i}", half * 500_000))


def _select(testid: str, label: str, options: list, current: str, name: str, choose):
    select = h("select", {"testid": testid, "id": testid, "aria-label": label, "cls": "lab-select",
                          "on_change": lambda el: choose(name, str(el.value), el)})
    for value, words in options:
        select.appendChild(h("option", {"value": value, "selected": value == current}, words))
    return select


def page(app, variant: str, choices: dict, choose) -> list:
    tr, lang = app.tr, app.tr.lang
    find_variant(variant)  # the game's own words (outcomes) come with it
    unit = hooks_for(variant).money_key
    value = Fraction(choices.get("value", str(figures.EXAMPLE["value"])))
    offers = [_offer(choices, i) for i in range(SELLERS)]
    found = figures.settle(value, offers)
    by_seller = {line["seller"]: line for line in found["lines"]}
    values = [(str(v), money(figures.value_won(v), lang, unit)) for v in figures.possible_values()]
    rows = []
    for i, (tickets, price) in enumerate(offers):
        seller = tr("ui.lab.bb.seller", n=i + 1)  # the row's label to a screen reader; the cell shows the number
        line = by_seller.get(i + 1)
        outcome = tr(f"outcome.babylon.{line['outcome']}") if line else tr("ui.lab.bb.no_offer")
        earned = money(line["earned"], lang, unit) if line else ""
        if line and line["pool"]:
            earned = tr("ui.lab.bb.with_pool", amount=earned, pool=money(line["pool"], lang, unit))
        rows.append(h("tr", {"data-seller": i + 1, "data-outcome": line["outcome"] if line else "",
                             "data-earned": line["earned"] if line else ""},
                      h("th", {"scope": "row", "aria-label": seller}, number(i + 1, lang)),
                      h("td", {}, _select(f"lab-t{i}", tr("ui.lab.bb.tickets_of", seller=seller),
                                          [(str(t), number(t, lang)) for t in figures.TICKETS], str(tickets), f"t{i}",
                                          choose)),
                      h("td", {}, _select(f"lab-p{i}", tr("ui.lab.bb.price_of", seller=seller),
                                          [(str(p), money(p, lang, unit)) for p in figures.prices()], str(price),
                                          f"p{i}", choose)),
                      h("td", {"cls": "lab-outcome"}, h("span", {}, outcome),
                        h("strong", {"cls": "lab-earned"}, earned) if earned else None)))
    notes = []
    if found["pool"]:
        earners = any(line["earned"] for line in found["lines"])
        notes.append(tr("ui.lab.bb.pool", amount=money(found["pool"], lang, unit)) if earners
                     else tr("ui.lab.bb.lost", amount=money(found["pool"], lang, unit)))
    if found["average"] is not None:
        notes.append(tr("ui.lab.bb.average", amount=money(found["average"], lang, unit)))
    head = ["ui.lab.bb.seller_col", "ui.lab.bb.tickets", "ui.lab.bb.price", "ui.lab.bb.outcome"]
    example = h("button", {"type": "button", "cls": "btn small calm", "testid": "lab-bb-example",
                           "on_click": lambda el: choose("reset", "", el)}, tr("ui.lab.bb.example"))
    return [h("section", {"cls": "lab-section", "testid": "lab-settlement", "aria-labelledby": "lab-bb-title"},
              h("h3", {"id": "lab-bb-title"}, tr("ui.lab.bb.title")),
              h("p", {}, tr("ui.lab.bb.intro")),
              h("div", {"cls": "lab-what-if"},
                h("label", {"cls": "lab-switch-name", "for": "lab-value"}, tr("ui.lab.bb.value")),
                _select("lab-value", tr("ui.lab.bb.value"), values, str(value), "value", choose), example),
              table(tr, head, rows, tr("ui.lab.bb.title"), cls="lab-table lab-settle"),
              [h("p", {"cls": "lab-best" if i == 0 else "", "testid": f"lab-bb-note-{i}"}, note)
               for i, note in enumerate(notes)],
              h("p", {}, tr("ui.lab.bb.lesson"))),
            inferred.section(app, unit)]
