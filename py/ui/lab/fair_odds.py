"""The Lab's page for 搶錢一族 (docs/lab.md "Fair odds"): Lucky Dice's chance of each number before
a 7 against its payout, as bars and a table, with every stake's average result; what a Wall Street
rumour is worth; the lottery's 216 numbers on ten tickets. The figures come from
tycoon/lab/fair_odds.py as they are (exact fractions)."""

from tycoon.core.variant import find_variant
from tycoon.lab import fair_odds as figures

from ..dom import h
from ..format import money, number
from ..variants import hooks_for
from . import double_box
from .figures import bar_chart, scroll

STAKE = 100_000  # the smallest bundle: the stake the tables are worked for


def chance_words(tr, fraction) -> str:
    return tr("ui.easymoney.chance", n=fraction.numerator, d=fraction.denominator)


def pays_words(tr, fraction) -> str:
    return tr("ui.lab.odds", a=fraction.numerator, b=fraction.denominator)


def signed(amount, lang: str, unit: str) -> str:
    return ("+" if amount > 0 else "") + money(amount, lang, unit)


def bars(tr, rows: list):
    return bar_chart([{"name": str(row["number"]), "share": float(row["chance"]) * 2,  # 1/2 reaches near the top
                       "value": chance_words(tr, row["chance"]),
                       "title": f"{row['number']}: {chance_words(tr, row['chance'])}",
                       "data": {"data-number": row["number"]}} for row in rows],
                     tr("ui.lab.lucky.chart"), "lab-lucky-chart")


def lucky(tr, lang: str, unit: str):
    rows = figures.lucky_dice()
    body = []
    for row in rows:
        stake = next(s for s in row["stakes"] if s["stake"] == STAKE)
        body.append(h("tr", {"data-number": row["number"]},
                      h("th", {"scope": "row"}, str(row["number"])),
                      h("td", {"cls": "num"}, number(row["ways"], lang)),
                      h("td", {"cls": "num", "data-chance": f"{row['chance'].numerator}/{row['chance'].denominator}"},
                        chance_words(tr, row["chance"])),
                      h("td", {"cls": "num"}, pays_words(tr, row["odds"])),
                      h("td", {"cls": "num"}, money(stake["payout"], lang, unit)),
                      h("td", {"cls": "num", "data-expected": str(stake["expected"])},
                        signed(stake["expected"], lang, unit))))
    fair = all(s["expected"] == 0 for row in rows for s in row["stakes"])
    verdict = tr("ui.lab.lucky.fair", amount=money(0, lang, unit)) if fair else tr("ui.lab.lucky.unfair")
    head = [tr("ui.lab.number"), tr("ui.lab.ways"), tr("ui.lab.before_seven"), tr("ui.lab.pays"),
            tr("ui.lab.stake_wins", amount=money(STAKE, lang, unit)), tr("ui.lab.average")]
    return h("section", {"cls": "lab-section", "testid": "lab-lucky", "aria-labelledby": "lab-lucky-title"},
             h("h3", {"id": "lab-lucky-title"}, tr("ui.lab.lucky.title")),
             h("p", {}, tr("ui.lab.lucky.intro")),
             h("div", {"cls": "lab-map-row"}, h("div", {"cls": "lab-chart-box"}, bars(tr, rows)),
               scroll(h("table", {"cls": "lab-table"},
                        h("thead", {}, h("tr", {}, [h("th", {"scope": "col"}, words) for words in head])),
                        h("tbody", {}, body)), tr("ui.lab.lucky.title"))),
             h("p", {"cls": "lab-best", "testid": "lab-lucky-verdict"}, verdict))


def wall_street(tr, lang: str, unit: str):
    body = []
    for row in figures.wall_street():
        counted: dict = {}
        for result, odds in row["cards"]:
            counted[(result, odds)] = counted.get((result, odds), 0) + 1
        cards = h("ul", {"cls": "lab-cards"},
                  [h("li", {}, tr("ui.lab.ws.card", side=tr(f"side.easymoney.{result}"), odds=odds),
                     f" ×{n}" if n > 1 else "") for (result, odds), n in counted.items()])
        body.append(h("tr", {"data-back": row["back"]},
                      h("th", {"scope": "row"}, tr(f"back.easymoney.{row['back']}")), h("td", {}, cards),
                      [h("td", {"cls": "num", "data-expected": str(row["expected"][side])},
                         signed(int(row["expected"][side] * STAKE), lang, unit)) for side in ("rise", "fall")]))
    head = [tr("ui.lab.ws.back"), tr("ui.lab.ws.cards")] + [
        tr("ui.lab.ws.on", side=tr(f"side.easymoney.{side}")) for side in ("rise", "fall")]
    return h("section", {"cls": "lab-section", "testid": "lab-wall-street", "aria-labelledby": "lab-ws-title"},
             h("h3", {"id": "lab-ws-title"}, tr("ui.lab.ws.title")),
             h("p", {}, tr("ui.lab.ws.intro", amount=money(STAKE, lang, unit))),
             scroll(h("table", {"cls": "lab-table"},
                      h("thead", {}, h("tr", {}, [h("th", {"scope": "col"}, words) for words in head])),
                      h("tbody", {}, body)), tr("ui.lab.ws.title")),
             h("p", {}, tr("ui.lab.ws.lesson")))


def lottery(tr, lang: str):
    found = figures.lottery()
    body = [h("tr", {"data-ticket": row["ticket"]},
              h("th", {"scope": "row"}, number(row["ticket"], lang)),
              h("td", {"cls": "num"}, number(row["count"], lang)),
              h("td", {"cls": "num", "data-chance": f"{row['count']}/{found['numbers']}"},
                tr("ui.easymoney.chance", n=row["count"], d=found["numbers"])))
            for row in found["tickets"]]
    head = [tr("ui.lab.ticket"), tr("ui.lab.numbers_on"), tr("ui.lab.wins_draw")]
    return h("section", {"cls": "lab-section", "testid": "lab-lottery", "aria-labelledby": "lab-lottery-title"},
             h("h3", {"id": "lab-lottery-title"}, tr("ui.lab.lottery.title")),
             h("p", {}, tr("ui.lab.lottery.intro", numbers=found["numbers"])),
             h("table", {"cls": "lab-table"},
               h("thead", {}, h("tr", {}, [h("th", {"scope": "col"}, words) for words in head])),
               h("tbody", {}, body)))


def page(app, variant: str, _choices: dict, _choose) -> list:
    tr, lang = app.tr, app.tr.lang
    find_variant(variant)  # the game's own words (its sides, rumours) come with it
    unit = hooks_for(variant).money_key
    return [lucky(tr, lang, unit), wall_street(tr, lang, unit), lottery(tr, lang),
            double_box.section(tr, lang, unit, variant)]
