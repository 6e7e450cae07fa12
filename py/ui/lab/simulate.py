"""The Lab's "Simulate a table" (docs/lab.md): the reader picks how many bots sit at the table and
how many games they play (100, 1,000 or 10,000); the games run here, in short slices of about
8 ms between which the page answers clicks and paints (asyncio.sleep(0): the browser's turn), with
a progress bar and a Stop button; then wins by seat, the games' lengths and the game's lesson, as
tables. Everything is tycoon/lab/simulate.py's Table; the seed shown reproduces it.

A worker would keep the page free of even these slices; until it is built, the page says the
games run on it."""

import asyncio
import time

from tycoon.core.variant import find_variant
from tycoon.lab.simulate import Table

from ..dom import absent, h
from ..format import decimal, number

SLICE = 0.008  # seconds of play between two turns of the browser
SIZES = (100, 1_000, 10_000)
SEED = 1


class Simulation:
    """One table at a time, kept while the Lab is open (its page is drawn again on each switch)."""

    def __init__(self):
        self.table, self.running, self.root = None, False, None

    def start(self, lab, variant: str, players: int, games: int) -> None:
        self.table = Table(variant, players, games, SEED)  # the standard rules
        self.running = True
        lab.redraw()
        asyncio.ensure_future(self._run(lab, self.table))

    def stop(self, lab) -> None:
        self.running = False
        lab.redraw()

    async def _run(self, lab, table) -> None:
        while self.running and self.table is table and not table.done:
            started = time.perf_counter()
            while not table.done and time.perf_counter() - started < SLICE:
                table.play(20)
            self._progress(lab)
            await asyncio.sleep(0)
        if self.table is table and self.running:
            self.running = False
            lab.redraw()

    def _progress(self, lab) -> None:
        bar = None if lab.el is None else lab.el.querySelector("[data-testid='lab-sim-progress']")
        if absent(bar):
            return
        bar.value = self.table.played
        words = lab.el.querySelector("[data-testid='lab-sim-count']")
        if not absent(words):
            words.textContent = lab.app.tr("ui.lab.sim.count", n=number(self.table.played, lab.app.tr.lang),
                                           total=number(self.table.games, lab.app.tr.lang))


SIMULATION = Simulation()


def section(lab, app, variant: str, choices: dict):
    tr, lang = app.tr, app.tr.lang
    found = find_variant(variant)
    players = int(choices.get("sim_players", min(max(found.min_players, 3), found.max_players)))
    games = int(choices.get("sim_games", SIZES[0]))
    sim = SIMULATION
    mine = sim.table is not None and sim.table.variant == variant

    def pick(name, values, current, words):
        select = h("select", {"testid": f"lab-{name}", "id": f"lab-{name}", "cls": "lab-select",
                              "disabled": sim.running,
                              "on_change": lambda el: lab.choose(name, str(el.value), el)})
        for value in values:
            select.appendChild(h("option", {"value": str(value), "selected": value == current}, words(value)))
        return h("label", {"cls": "lab-switch-name", "for": f"lab-{name}"}, tr(f"ui.lab.{name}"), " ", select)

    controls = h("div", {"cls": "lab-what-if"},
                 pick("sim_players", range(found.min_players, found.max_players + 1), players, lambda n: number(n, lang)),
                 pick("sim_games", SIZES, games, lambda n: number(n, lang)),
                 h("button", {"type": "button", "cls": "btn small warm", "testid": "lab-sim-stop",
                              "on_click": lambda _el: sim.stop(lab)}, tr("ui.lab.sim.stop")) if sim.running else
                 h("button", {"type": "button", "cls": "btn small go", "testid": "lab-sim-start",
                              "on_click": lambda _el: sim.start(lab, variant, players, games)}, tr("ui.lab.sim.start")))
    parts = [h("h3", {"id": "lab-sim-title"}, tr("ui.lab.sim.title")), h("p", {}, tr("ui.lab.sim.intro", seed=SEED)),
             controls]
    if mine:
        table = sim.table
        parts.append(h("p", {"cls": "lab-sim-progress-line"},
                       h("progress", {"testid": "lab-sim-progress", "max": table.games, "value": table.played,
                                      "aria-labelledby": "lab-sim-title"}), " ",
                       h("span", {"testid": "lab-sim-count", "aria-live": "polite"},
                         tr("ui.lab.sim.count", n=number(table.played, lang), total=number(table.games, lang)))))
        if not sim.running:
            parts.append(results(tr, lang, table.summary()))
    return h("section", {"cls": "lab-section", "testid": "lab-simulate", "aria-labelledby": "lab-sim-title"}, parts)


def results(tr, lang: str, summary: dict):
    finished = summary["finished"] or 1
    wins = [h("tr", {"data-seat": seat},
              h("th", {"scope": "row"}, tr("ui.lab.sim.seat", n=seat + 1)),
              h("td", {"cls": "num"}, number(won, lang)),
              h("td", {"cls": "num"}, decimal(won * 100 / finished, lang, 1) + "%"))
            for seat, won in enumerate(summary["wins"])]
    bounds = summary["lengths"]["bounds"]
    lengths = []
    for i, count in enumerate(summary["lengths"]["counts"]):
        low = 1 if i == 0 else bounds[i - 1] + 1
        span = tr("ui.lab.sim.rounds", low=low, high=bounds[i]) if i < len(bounds) else tr("ui.lab.sim.more", low=low)
        lengths.append(h("tr", {}, h("th", {"scope": "row"}, span), h("td", {"cls": "num"}, number(count, lang))))
    lessons = [h("tr", {"data-value": str(entry["value"])},
                 h("th", {"scope": "row"}, lesson_name(tr, summary["variant"], entry)),
                 h("td", {"cls": "num"}, number(entry["players"], lang)),
                 h("td", {"cls": "num"}, decimal(entry["won"] * 100 / entry["players"], lang, 1) + "%"))
               for entry in summary["lessons"] if entry["players"]]
    parts = [h("p", {"testid": "lab-sim-done"},
               tr(tr.counted("ui.lab.sim.done", {"n": summary["played"]}), n=number(summary["played"], lang),
                  finished=number(summary["finished"], lang))),
             _table(tr, ["ui.lab.sim.seat_col", "ui.lab.sim.wins", "ui.lab.sim.win_rate"], wins, "lab-sim-wins"),
             _table(tr, ["ui.lab.sim.length", "ui.lab.sim.games"], lengths, "lab-sim-lengths")]
    if lessons:
        what = summary["lessons"][0]["what"]
        parts.append(_table(tr, [f"ui.lab.sim.{what}", "ui.lab.sim.players", "ui.lab.sim.win_rate"], lessons,
                            "lab-sim-lessons"))
    return h("div", {"cls": "lab-sim-results"}, parts)


def lesson_name(tr, variant: str, entry: dict) -> str:
    if entry["value"] is None:
        return tr("ui.lab.sim.none")
    if entry["what"] == "first_group":
        return tr(f"group.{entry['value']}")
    return tr(f"job.{variant}.{entry['value']}")


def _table(tr, head: list, rows: list, testid: str):
    return h("div", {"cls": "lab-scroll", "tabindex": "0", "role": "region", "aria-label": tr(head[0])},
             h("table", {"cls": "lab-table", "testid": testid},
               h("thead", {}, h("tr", {}, [h("th", {"scope": "col"}, tr(key)) for key in head])),
               h("tbody", {}, rows)))
