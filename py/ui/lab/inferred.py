"""Babylon's Lab page, its second lesson (docs/lab.md "Pricing under uncertainty"): after a game,
what each player could have worked out of the gems' values from the results they saw, beside the
true values. The figures are the finished game's view ("inferred": variants/babylon/inference.py);
opened from the home screen, or before a game's end, the section says how to see it."""

from ..dom import h
from ..format import money
from .figures import scroll


def finished_view(app):
    """The view of the game on screen when it is a finished game of Babylon, else None."""
    if getattr(app, "state", None) is None or getattr(app, "screen", None) != "game":
        return None
    shown = app._view()
    return shown if shown.get("variant") == "babylon" and shown.get("inferred") else None


def cell(tr, lang: str, unit: str, gem: dict) -> str:
    def won(amount):
        return money(amount, lang, unit)

    if gem["exact"] is not None:
        return tr("ui.lab.inf.exact", value=won(gem["exact"]))
    if gem["low"] is not None and gem["high"] is not None:
        return tr("ui.lab.inf.between", low=won(gem["low"]), high=won(gem["high"]))
    if gem["low"] is not None:
        return tr("ui.lab.inf.at_least", low=won(gem["low"]))
    if gem["high"] is not None:
        return tr("ui.lab.inf.under", high=won(gem["high"]))
    return tr("ui.lab.inf.nothing")


def section(app, unit: str):
    tr, lang = app.tr, app.tr.lang
    shown = finished_view(app)
    parts = [h("h3", {"id": "lab-inf-title"}, tr("ui.lab.inf.title"))]
    if shown is None:
        parts.append(h("p", {"testid": "lab-inf-later"}, tr("ui.lab.inf.later")))
    else:
        seats = shown["inferred"]
        gems = [gem["gem"] for gem in seats[0]["gems"]]
        head = h("tr", {}, h("th", {"scope": "col"}, tr("ui.lab.inf.player")),
                 [h("th", {"scope": "col"}, tr(f"gem.babylon.{gem}")) for gem in gems])
        truth = h("tr", {"cls": "lab-fastest", "data-truth": "1"}, h("th", {"scope": "row"}, tr("ui.lab.inf.truth")),
                  [h("td", {"cls": "num", "data-gem": gem["gem"]}, money(gem["value"], lang, unit))
                   for gem in seats[0]["gems"]])
        rows = [h("tr", {"data-seat": seat["seat"]},
                  h("th", {"scope": "row"}, shown["players"][seat["seat"]]["name"]),
                  [h("td", {"data-gem": gem["gem"]}, cell(tr, lang, unit, gem)) for gem in seat["gems"]])
                for seat in seats]
        parts += [h("p", {}, tr("ui.lab.inf.intro")),
                  scroll(h("table", {"cls": "lab-table", "testid": "lab-inferred"}, h("thead", {}, head),
                           h("tbody", {}, truth, rows)), tr("ui.lab.inf.title"))]
    return h("section", {"cls": "lab-section", "testid": "lab-inf", "aria-labelledby": "lab-inf-title"}, parts)
