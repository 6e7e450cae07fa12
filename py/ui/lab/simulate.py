"""The Lab's "Simulate a table" (docs/lab.md): the reader picks how many bots sit at the table, the
rules (the standard ones or one of the game's presets) and how many games they play (100, 1,000
or 10,000); runner.py plays them off the page (a worker) or, where none starts, in slices on it;
a progress bar and a Stop button; then wins by seat, the games' lengths and the game's lessons,
each as a bar chart with its table beside it. Everything is tycoon/lab/simulate.py's Table; the
seed shown reproduces it."""

import asyncio

from tycoon.core.variant import find_variant

from ..dom import absent, h
from ..format import decimal, money, number
from ..presets import presets, title
from ..variants import hooks_for
from .figures import bar_chart, table
from .runner import Worker, open_runner

SIZES = (100, 1_000, 10_000)
SEED = 1
STANDARD = "standard"  # the rules choice with no preset


class Run:
    """One simulated table as the page knows it: its set-up, its progress and, once it has
    stopped, the Table's summary."""

    def __init__(self, variant: str, players: int, games: int, rules: str, options: dict):
        self.variant, self.players, self.games, self.rules, self.options = variant, players, games, rules, options
        self.played, self.summary, self.where, self.stopping = 0, None, None, False


class Simulation:
    """One table at a time, kept while the Lab is open (its page is drawn again on each switch)."""

    def __init__(self):
        self.run, self.running = None, False

    def start(self, lab, variant: str, players: int, games: int, rules: str) -> None:
        options = dict(presets_of(variant).get(rules, {}))
        run = Run(variant, players, games, rules, options)
        self.run, self.running = run, True
        lab.redraw()
        asyncio.ensure_future(self._go(lab, run))

    def stop(self, lab) -> None:
        if self.run is not None:
            self.run.stopping = True
        lab.redraw()

    def end(self) -> None:
        """The Lab closed: nothing more is played or drawn, and the worker goes."""
        if self.run is not None:
            self.run.stopping = True
        self.running = False
        Worker.end()

    async def _go(self, lab, run) -> None:
        runner = await open_runner()
        if self.run is not run or not self.running:
            return
        run.where = runner.where
        await runner.start(run.variant, run.players, run.games, SEED, run.options)
        lab.redraw()  # says where the games are played
        while not run.stopping and run.played < run.games:
            run.played = await runner.step()
            if self.run is not run or not self.running:
                return
            self._progress(lab, run)
        await runner.stop()
        run.summary = await runner.summary()
        run.played = run.summary["played"]
        if self.run is run and self.running:
            self.running = False
            lab.redraw()

    def _progress(self, lab, run) -> None:
        bar = None if lab.el is None else lab.el.querySelector("[data-testid='lab-sim-progress']")
        if absent(bar):
            return
        bar.value = run.played
        words = lab.el.querySelector("[data-testid='lab-sim-count']")
        if not absent(words):
            words.textContent = lab.app.tr("ui.lab.sim.count", n=number(run.played, lab.app.tr.lang),
                                           total=number(run.games, lab.app.tr.lang))


SIMULATION = Simulation()


def presets_of(variant: str) -> dict:
    return dict(presets(find_variant(variant)))


def section(lab, app, variant: str, choices: dict):
    tr, lang = app.tr, app.tr.lang
    found = find_variant(variant)
    players = int(choices.get("sim_players", min(max(found.min_players, 3), found.max_players)))
    games = int(choices.get("sim_games", SIZES[0]))
    rules = choices.get("sim_rules", STANDARD)
    sim = SIMULATION
    run = sim.run if sim.run is not None and sim.run.variant == variant else None

    def pick(name, values, current, words):
        select = h("select", {"testid": f"lab-{name}", "id": f"lab-{name}", "cls": "lab-select",
                              "disabled": sim.running,
                              "on_change": lambda el: lab.choose(name, str(el.value), el)})
        for value in values:
            select.appendChild(h("option", {"value": str(value), "selected": value == current}, words(value)))
        return h("label", {"cls": "lab-switch-name", "for": f"lab-{name}"}, tr(f"ui.lab.{name}"), " ", select)

    rule_names = [STANDARD, *presets_of(variant)]
    controls = h("div", {"cls": "lab-what-if"},
                 pick("sim_players", range(found.min_players, found.max_players + 1), players, lambda n: number(n, lang)),
                 pick("sim_rules", rule_names, rules,
                      lambda name: tr("ui.lab.sim.standard") if name == STANDARD else title(tr, name))
                 if len(rule_names) > 1 else None,
                 pick("sim_games", SIZES, games, lambda n: number(n, lang)),
                 h("button", {"type": "button", "cls": "btn small warm", "testid": "lab-sim-stop",
                              "disabled": run is not None and run.stopping,
                              "on_click": lambda _el: sim.stop(lab)}, tr("ui.lab.sim.stop")) if sim.running else
                 h("button", {"type": "button", "cls": "btn small go", "testid": "lab-sim-start",
                              "on_click": lambda _el: sim.start(lab, variant, players, games, rules)},
                   tr("ui.lab.sim.start")))
    parts = [h("h3", {"id": "lab-sim-title"}, tr("ui.lab.sim.title")), h("p", {}, tr("ui.lab.sim.intro", seed=SEED)),
             controls]
    if run is not None:
        where = run.where or "starting"
        parts.append(h("p", {"cls": "lab-sim-where", "testid": "lab-sim-where", "data-where": where},
                       tr(f"ui.lab.sim.where.{where}")))
        parts.append(h("p", {"cls": "lab-sim-progress-line"},
                       h("progress", {"testid": "lab-sim-progress", "max": run.games, "value": run.played,
                                      "aria-labelledby": "lab-sim-title"}), " ",
                       h("span", {"testid": "lab-sim-count", "aria-live": "polite"},
                         tr("ui.lab.sim.count", n=number(run.played, lang), total=number(run.games, lang)))))
        if run.summary is not None and not sim.running:
            parts.append(results(tr, lang, hooks_for(variant).money_key, run.summary))
    return h("section", {"cls": "lab-section", "testid": "lab-simulate", "aria-labelledby": "lab-sim-title"}, parts)


def percent(part, whole, lang: str) -> str:
    return decimal(part * 100 / (whole or 1), lang, 1) + "%"


def figure(chart, table_):
    """A chart with its table beside it (below it on a phone)."""
    return h("div", {"cls": "lab-figure"}, chart, table_)


def results(tr, lang: str, unit: str, summary: dict):
    finished = summary["finished"] or 1
    wins = [(tr("ui.lab.sim.seat", n=seat + 1), won) for seat, won in enumerate(summary["wins"])]
    wins_rows = [h("tr", {"data-seat": seat}, h("th", {"scope": "row"}, name), h("td", {"cls": "num"}, number(won, lang)),
                   h("td", {"cls": "num"}, percent(won, finished, lang)))
                 for seat, (name, won) in enumerate(wins)]
    wins_chart = bar_chart([{"name": str(seat + 1), "share": won / finished, "value": percent(won, finished, lang),
                             "title": f"{name}: {percent(won, finished, lang)}", "data": {"data-seat": seat}}
                            for seat, (name, won) in enumerate(wins)], tr("ui.lab.sim.chart.wins"), "lab-sim-wins-chart")
    buckets = summary["lengths"]
    spans = [tr(tr.counted("ui.lab.sim.rounds_exact", {"n": low}), n=number(low, lang)) if low == high else
             tr("ui.lab.sim.rounds", low=number(low, lang), high=number(high, lang)) for low, high, _ in buckets]
    top = max((games for *_, games in buckets), default=0) or 1
    lengths_chart = bar_chart([{"name": number(low, lang),  # where the bucket starts; its title says the span
                                "share": games / top, "value": number(games, lang),
                                "title": f"{span}: {number(games, lang)}"}
                               for (low, high, games), span in zip(buckets, spans)],
                              tr("ui.lab.sim.chart.lengths"), "lab-sim-lengths-chart")
    lengths_rows = [h("tr", {}, h("th", {"scope": "row"}, span), h("td", {"cls": "num"}, number(games, lang)))
                    for span, (*_, games) in zip(spans, buckets)]
    parts = [h("p", {"testid": "lab-sim-done"},
               tr(tr.counted("ui.lab.sim.done", {"n": summary["played"]}), n=number(summary["played"], lang),
                  finished=number(summary["finished"], lang))),
             h("h4", {}, tr("ui.lab.sim.chart.wins")),
             figure(wins_chart, table(tr, ["ui.lab.sim.seat_col", "ui.lab.sim.wins", "ui.lab.sim.win_rate"], wins_rows,
                                      tr("ui.lab.sim.chart.wins"), testid="lab-sim-wins")),
             h("h4", {}, tr("ui.lab.sim.chart.lengths")),
             figure(lengths_chart, table(tr, ["ui.lab.sim.length", "ui.lab.sim.games"], lengths_rows,
                                         tr("ui.lab.sim.chart.lengths"), testid="lab-sim-lengths"))]
    for what in dict.fromkeys(entry["what"] for entry in summary["lessons"]):
        entries = [entry for entry in summary["lessons"] if entry["what"] == what]
        parts.append(h("h4", {}, tr(f"ui.lab.sim.{what}")))
        parts.append(h("p", {}, tr(f"ui.lab.sim.{what}.intro")))
        parts.append(LESSONS[what](tr, lang, unit, summary["variant"], entries))
    return h("div", {"cls": "lab-sim-results"}, parts)


def win_rates(tr, lang: str, _unit: str, variant: str, entries: list):
    """First colour group / first profession: (players, winners) -> the win rate of each."""
    entries = [entry for entry in entries if entry["sums"][0]]
    names = [f"{i + 1}. {lesson_name(tr, variant, entry)}" for i, entry in enumerate(entries)]
    rows = [h("tr", {"data-value": str(entry["value"])}, h("th", {"scope": "row"}, name),
              h("td", {"cls": "num"}, number(entry["sums"][0], lang)),
              h("td", {"cls": "num"}, percent(entry["sums"][1], entry["sums"][0], lang)))
            for entry, name in zip(entries, names)]
    what = entries[0]["what"] if entries else "first_group"
    chart = bar_chart([{"name": str(i + 1), "share": entry["sums"][1] / entry["sums"][0],
                        "value": percent(entry["sums"][1], entry["sums"][0], lang),
                        "title": f"{name}: {percent(entry['sums'][1], entry['sums'][0], lang)}"}
                       for i, (entry, name) in enumerate(zip(entries, names))], tr(f"ui.lab.sim.{what}"),
                      "lab-sim-lessons-chart")
    return figure(chart, table(tr, [f"ui.lab.sim.{what}", "ui.lab.sim.players", "ui.lab.sim.win_rate"], rows,
                               tr(f"ui.lab.sim.{what}"), testid="lab-sim-lessons"))


def lesson_name(tr, variant: str, entry: dict) -> str:
    if entry["value"] is None:
        return tr("ui.lab.sim.none")
    if entry["what"] == "first_group":
        return tr(f"group.{entry['value']}")
    return tr(f"job.{variant}.{entry['value']}")


def insurance(tr, lang: str, unit: str, variant: str, entries: list):
    """ริช: each insurance's policies, premiums and the losses it covered, and the net per policy."""
    rows = []
    for entry in entries:
        bought, premiums, covered = entry["sums"]
        net = (covered - premiums) / bought if bought else 0
        rows.append(h("tr", {"data-value": entry["value"]},
                      h("th", {"scope": "row"}, tr(f"cover.{variant}.{entry['value']}")),
                      h("td", {"cls": "num"}, number(bought, lang)), h("td", {"cls": "num"}, money(premiums, lang, unit)),
                      h("td", {"cls": "num"}, money(covered, lang, unit)),
                      h("td", {"cls": "num"}, ("+" if net > 0 else "") + money(round(net), lang, unit))))
    return table(tr, ["ui.lab.sim.insurance", "ui.lab.sim.policies", "ui.lab.sim.premiums", "ui.lab.sim.covered",
                      "ui.lab.sim.net"], rows, tr("ui.lab.sim.insurance"), testid="lab-sim-insurance")


def paid_by(tr, lang: str, unit: str, variant: str, entries: list):
    """搶錢一族: the money each square type paid to players, and its share of all of it."""
    total = sum(entry["sums"][0] for entry in entries)
    entries = sorted(entries, key=lambda entry: -entry["sums"][0])
    names = [f"{i + 1}. " + tr(f"square.{variant}.{entry['value']}") for i, entry in enumerate(entries)]
    rows = [h("tr", {"data-value": entry["value"]}, h("th", {"scope": "row"}, name),
              h("td", {"cls": "num"}, money(entry["sums"][0], lang, unit)),
              h("td", {"cls": "num"}, percent(entry["sums"][0], total, lang)))
            for entry, name in zip(entries, names)]
    top = entries[0]["sums"][0] if entries else 1
    chart = bar_chart([{"name": str(i + 1), "share": entry["sums"][0] / top, "value": percent(entry["sums"][0], total, lang),
                        "title": f"{name}: {percent(entry['sums'][0], total, lang)}"}
                       for i, (entry, name) in enumerate(zip(entries, names))], tr("ui.lab.sim.paid_by"),
                      "lab-sim-lessons-chart")
    return figure(chart, table(tr, ["ui.lab.sim.square", "ui.lab.sim.paid", "ui.lab.sim.share"], rows,
                               tr("ui.lab.sim.paid_by"), testid="lab-sim-lessons"))


def pricing(tr, lang: str, unit: str, _variant: str, entries: list):
    """Babylon: tickets sold and money earned by how the price stood to the gem's value."""
    def each(entry):
        tickets, earned = entry["sums"]
        return earned / tickets if tickets else 0

    top = max((each(entry) for entry in entries), default=0) or 1
    names = [f"{i + 1}. " + tr(f"ui.lab.sim.band.{entry['value']}") for i, entry in enumerate(entries)]
    rows = [h("tr", {"data-value": entry["value"]}, h("th", {"scope": "row"}, name),
              h("td", {"cls": "num"}, number(entry["sums"][0], lang)),
              h("td", {"cls": "num"}, money(entry["sums"][1], lang, unit)),
              h("td", {"cls": "num"}, money(round(each(entry)), lang, unit)))
            for entry, name in zip(entries, names)]
    chart = bar_chart([{"name": str(i + 1), "share": each(entry) / top, "value": money(round(each(entry)), lang, unit),
                        "title": f"{name}: {money(round(each(entry)), lang, unit)}"}
                       for i, (entry, name) in enumerate(zip(entries, names))], tr("ui.lab.sim.pricing"),
                      "lab-sim-lessons-chart")
    return figure(chart, table(tr, ["ui.lab.sim.pricing", "ui.lab.sim.tickets", "ui.lab.sim.earned",
                                    "ui.lab.sim.per_ticket"], rows, tr("ui.lab.sim.pricing"), testid="lab-sim-lessons"))


LESSONS = {"first_group": win_rates, "first_job": win_rates, "insurance": insurance, "paid_by": paid_by,
           "pricing": pricing}
