"""The Lab's page for ริช (docs/lab.md "Flip-Lock"): the chance to pass with three ways of guessing
(counting every card, the side with more unseen cards, a coin) as bars and a table; Good luck,
Bad luck and the compulsory Flip-Lock against their sure amounts; and, from an up-card the reader
picks, the first two guesses as a tree; and what each insurance is worth at each payday. The
figures come from tycoon/lab/fliplock.py and tycoon/lab/insurance.py as they are."""

from tycoon.core.variant import find_variant
from tycoon.lab import fliplock as figures
from tycoon.lab import insurance

from ..dom import h
from ..format import Context, decimal, money, number
from ..variants import hooks_for
from .figures import bar_chart, table

UP_CARDS = (1, 2, 3, 4, 5, 6, 7, 8, 9)


def chance(tr, fraction, lang: str) -> str:
    return tr("ui.lab.chance", n=number(fraction.numerator, lang), d=number(fraction.denominator, lang),
              percent=decimal(float(fraction) * 100, lang, 1) + "%")


def short(tr, fraction, lang: str) -> str:
    return tr("ui.lab.in", n=number(fraction.numerator, lang), d=number(fraction.denominator, lang))


def percent(fraction, lang: str) -> str:
    return decimal(float(fraction) * 100, lang, 1) + "%"


def _bars(tr, found: dict, lang: str):
    top = max(found.values())
    return bar_chart([{"name": f"{i + 1}", "share": float(value / top), "value": percent(value, lang),
                       "title": f"{tr(f'ui.lab.flip.{name}')}: {chance(tr, value, lang)}",
                       "data": {"data-strategy": name}} for i, (name, value) in enumerate(found.items())],
                     tr("ui.lab.flip.intro"), "lab-flip-chart", top_room=30)


def strategies(tr, lang: str):
    found = figures.strategy_chances()
    rows = [h("tr", {"data-strategy": name, "data-chance": f"{value.numerator}/{value.denominator}"},
              h("th", {"scope": "row"}, h("span", {"cls": "lab-key"}, f"{i + 1}. "), tr(f"ui.lab.flip.{name}")),
              h("td", {"cls": "num"}, chance(tr, value, lang)))
            for i, (name, value) in enumerate(found.items())]
    times = round(found["more_unseen"] / found["coin"])
    return h("section", {"cls": "lab-section", "testid": "lab-flip", "aria-labelledby": "lab-flip-title"},
             h("h3", {"id": "lab-flip-title"}, tr("ui.lab.flip.title")),
             h("p", {}, tr("ui.lab.flip.intro")),
             h("div", {"cls": "lab-map-row"}, h("div", {"cls": "lab-chart-box"}, _bars(tr, found, lang)),
               h("table", {"cls": "lab-table"},
                 h("thead", {}, h("tr", {}, h("th", {"scope": "col"}, tr("ui.lab.flip.way")),
                                  h("th", {"scope": "col"}, tr("ui.lab.flip.chance")))),
                 h("tbody", {}, rows))),
             h("p", {"cls": "lab-best", "testid": "lab-flip-lesson"}, tr("ui.lab.flip.lesson", times=number(times, lang))))


def play_or_take(tr, lang: str, unit: str):
    rows = []
    for row in figures.choices():
        sure = tr("ui.lab.flip.must") if row["sure"] is None else money(row["sure"], lang, unit)
        rows.append(h("tr", {"data-square": row["square"], "data-average": str(row["average"])},
                      h("th", {"scope": "row"}, tr(f"square.rich.{row['square']}")),
                      h("td", {"cls": "num"}, sure),
                      h("td", {"cls": "num"}, money(row["pass"], lang, unit)),
                      h("td", {"cls": "num"}, money(row["fail"], lang, unit)),
                      h("td", {"cls": "num"}, money(round(row["average"]), lang, unit)),
                      h("td", {"cls": "lab-verdict"}, tr("ui.lab.flip.play" if row["play"] else "ui.lab.flip.take"))))
    head = ["ui.lab.square", "ui.lab.flip.sure", "ui.lab.flip.if_pass", "ui.lab.flip.if_fail",
            "ui.lab.flip.average", "ui.lab.flip.better"]
    return h("section", {"cls": "lab-section", "testid": "lab-flip-choose", "aria-labelledby": "lab-choose-title"},
             h("h3", {"id": "lab-choose-title"}, tr("ui.lab.flip.choose.title")),
             h("p", {}, tr("ui.lab.flip.choose.intro", chance=chance(tr, figures.strategy_chances()["best"], lang))),
             table(tr, head, rows, tr("ui.lab.flip.choose.title")))


def guess_tree(tr, lang: str, up: int, choose):
    pick = h("div", {"cls": "lab-switch-group", "role": "group", "aria-label": tr("ui.lab.flip.up")},
             h("span", {"cls": "lab-switch-name"}, tr("ui.lab.flip.up")),
             [h("button", {"type": "button", "cls": "btn small calm lab-switch lab-card", "testid": f"lab-up-{card}",
                           "aria-pressed": "true" if card == up else "false",
                           "on_click": lambda el, c=card: choose("up", c, el)}, str(card)) for card in UP_CARDS])
    found = figures.tree(up)
    branches = []
    for branch in found["branches"]:
        leaves = []
        if branch["wrong_cards"]:
            leaves.append(h("li", {"cls": "lab-leaf wrong", "data-cards": " ".join(map(str, branch["wrong_cards"]))},
                            tr("ui.lab.flip.wrong", cards=Context(tr).join(branch["wrong_cards"]),
                               chance=short(tr, branch["wrong_chance"], lang))))
        for leaf in branch["next"]:
            if leaf["right"]:
                leaves.append(h("li", {"cls": "lab-leaf", "data-card": leaf["card"]},
                                tr("ui.lab.flip.then", card=leaf["card"], chance=short(tr, leaf["chance"], lang),
                                   guess=tr(f"guess.rich.{leaf['guess']}"), percent=percent(leaf["pass"], lang))))
        title = tr("ui.lab.flip.branch", guess=tr(f"guess.rich.{branch['guess']}"),
                   chance=chance(tr, branch["pass"], lang))
        branches.append(h("li", {"cls": "lab-branch" + (" best" if branch["best"] else ""),
                                 "testid": f"lab-branch-{branch['guess']}",
                                 "data-pass": f"{branch['pass'].numerator}/{branch['pass'].denominator}"},
                          h("p", {"cls": "lab-branch-title"}, title,
                            h("span", {"cls": "lab-mark"}, " ★ ", tr("ui.lab.flip.better_mark")) if branch["best"] else None),
                          h("ul", {}, leaves)))
    return h("section", {"cls": "lab-section", "testid": "lab-flip-tree", "aria-labelledby": "lab-tree-title"},
             h("h3", {"id": "lab-tree-title"}, tr("ui.lab.flip.tree.title")),
             h("p", {}, tr("ui.lab.flip.tree.intro")),
             h("div", {"cls": "lab-what-if"}, pick),
             h("ul", {"cls": "lab-tree", "testid": "lab-tree", "data-up": up},
               h("li", {}, h("p", {"cls": "lab-root"}, h("span", {"cls": "lab-up"}, str(up))), h("ul", {}, branches))))


def insurance_worth(tr, lang: str, unit: str):
    rows = []
    for row in insurance.table():
        cells = []
        for kind in row["kinds"]:
            cells.append(h("td", {"cls": "num" + (" lab-fastest" if kind["buy"] else ""), "data-kind": kind["kind"],
                                  "data-worth": str(kind["worth"])},
                           money(round(kind["worth"]), lang, unit), " ✓" if kind["buy"] else ""))
        rows.append(h("tr", {"data-position": row["position"]},
                      h("th", {"scope": "row"}, tr("ui.lab.ins.at", n=row["position"])), cells))
    price = insurance.table()[0]["kinds"][0]["price"]
    head = [tr("ui.lab.ins.where")] + [tr(f"cover.rich.{kind}") for kind in insurance.KINDS]
    return h("section", {"cls": "lab-section", "testid": "lab-insurance", "aria-labelledby": "lab-ins-title"},
             h("h3", {"id": "lab-ins-title"}, tr("ui.lab.ins.title")),
             h("p", {}, tr("ui.lab.ins.intro", price=money(price, lang, unit))),
             h("table", {"cls": "lab-table"},
               h("thead", {}, h("tr", {}, [h("th", {"scope": "col"}, words) for words in head])),
               h("tbody", {}, rows)),
             h("p", {"cls": "lab-legend"}, tr("ui.lab.ins.legend")),
             h("p", {"cls": "lab-best"}, tr("ui.lab.ins.lesson")))


def page(app, variant: str, choices: dict, choose) -> list:
    tr, lang = app.tr, app.tr.lang
    find_variant(variant)  # the game's own words (its squares, higher and lower) come with it
    unit = hooks_for(variant).money_key
    return [strategies(tr, lang), play_or_take(tr, lang, unit), guess_tree(tr, lang, choices.get("up", 5), choose),
            insurance_worth(tr, lang, unit)]
