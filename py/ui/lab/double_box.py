"""搶錢一族's Double box on the Lab page (docs/lab.md "Fair odds"): from each square the shared token
can stand on, the chance the next roll stops on Double and on Nothing, what it does to a bundle
left in the box, and what an empty box can expect to be fined; as a bar chart and a table. The
figures are tycoon/lab/double_box.py's."""

from tycoon.lab import double_box as figures

from ..dom import h
from ..format import decimal, money, number
from .figures import bar_chart, table

STAKE = 100_000  # the smallest bundle: the stake the table is worked for


def percent(fraction, lang: str) -> str:
    return decimal(float(fraction) * 100, lang, 1) + "%"


def signed(amount, lang: str, unit: str) -> str:
    return ("+" if amount > 0 else "") + money(amount, lang, unit)


def section(tr, lang: str, unit: str, variant: str):
    rows = figures.table()
    top = max(abs(row["per_unit"]) for row in rows) or 1
    stake = money(STAKE, lang, unit)
    chart = bar_chart([{"name": number(row["square"], lang) if row["square"] % 5 == 0 else "",
                        "share": float(row["per_unit"] / top), "value": "",
                        "title": f"{number(row['square'], lang)}: {signed(round(row['per_unit'] * STAKE), lang, unit)}",
                        "data": {"data-square": row["square"]}} for row in rows],
                      tr("ui.lab.box.chart", stake=stake), "lab-box-chart")
    body = [h("tr", {"data-square": row["square"], "data-per-unit": str(row["per_unit"])},
              h("th", {"scope": "row"}, f"{number(row['square'], lang)} · {tr(f'square.{variant}.{_kind(row)}')}"),
              h("td", {"cls": "num"}, percent(row["double"], lang)),
              h("td", {"cls": "num"}, percent(row["nothing"], lang)),
              h("td", {"cls": "num"}, signed(round(row["per_unit"] * STAKE), lang, unit)),
              h("td", {"cls": "num"}, "−" + money(round(row["empty_fine"]), lang, unit)))
            for row in rows]
    low, high = min(row["per_unit"] for row in rows), max(row["per_unit"] for row in rows)
    lesson = tr("ui.lab.box.lesson_stay" if low > 0 else "ui.lab.box.lesson_mixed", stake=stake,
                low=signed(round(low * STAKE), lang, unit), high=signed(round(high * STAKE), lang, unit))
    return h("section", {"cls": "lab-section", "testid": "lab-double-box", "aria-labelledby": "lab-box-title"},
             h("h3", {"id": "lab-box-title"}, tr("ui.lab.box.title")),
             h("p", {}, tr("ui.lab.box.intro", fine=money(figures.FINE, lang, unit), stake=stake)),
             h("div", {"cls": "lab-figure"}, chart,
               table(tr, ["ui.lab.box.square", "ui.lab.box.double", "ui.lab.box.nothing", "ui.lab.box.per",
                          "ui.lab.box.empty"], body, tr("ui.lab.box.title"), testid="lab-box-table")),
             h("p", {"cls": "lab-best", "testid": "lab-box-verdict"}, lesson))


def _kind(row) -> str:
    return figures.SQUARES[row["square"]]["kind"]
