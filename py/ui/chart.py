"""An inline SVG line chart of each player's net worth over the game (the end-of-game story).

Drawn with dom.svg (SVG elements, no library). One line per player in the
player's colour (css .p<seat>) AND its own dash pattern and marker shape, so colour is never the
only signal; a legend with the names; axis labels in the game's money (format.money); a <title>
and <desc>; and the same numbers as a table in a <details>. The SVG carries the data it drew
(data-series, data-labels) so a test can compare it with the engine's story event.

The chart computes nothing but positions: the series comes from the story event as it is."""

import json

from .dom import h, svg
from .format import money

WIDTH, HEIGHT = 400, 260
LEFT, RIGHT, TOP, BOTTOM = 12, 12, 42, 48  # the plot's margins inside the viewBox
DASHES = ("", "10 5", "3 4", "14 4 3 4", "6 3", "2 6", "18 5", "8 3 2 3 2 3", "4 8", "12 3 3 3 3 3", "1 3")
MARKERS = (  # path data around (0, 0), about 12 units across
    "M-5,0a5,5 0 1,0 10,0a5,5 0 1,0 -10,0z",  # circle
    "M-4.5,-4.5h9v9h-9z",  # square
    "M0,-6L5.5,4.5H-5.5z",  # triangle
    "M0,-6.5L6,0L0,6.5L-6,0z",  # diamond
    "M0,6L5.5,-4.5H-5.5z",  # triangle down
    "M-5,-3L-3,-5L0,-2L3,-5L5,-3L2,0L5,3L3,5L0,2L-3,5L-5,3L-2,0z",  # cross
    "M-2,-6h4v4h4v4h-4v4h-4v-4h-4v-4h4z",  # plus
    "M-5,-5h10L-5,5h10z",  # hourglass
    "M-5.5,0L-2.75,-4.8h5.5L5.5,0L2.75,4.8h-5.5z",  # hexagon
    "M0,-6.5L1.8,-2.2L6.3,-2L2.8,0.9L4,5.5L0,3L-4,5.5L-2.8,0.9L-6.3,-2L-1.8,-2.2z",  # star
    "M-6.5,-2.5h13v5h-13z",  # bar
)
MARKS = 10  # markers per line at most (and always the last point)


def cursor_at(labels: list, round_now: int, last: bool) -> float:
    """Where a replay's cursor stands on the chart, as a point index: the point labelled r is the
    worth after round r (the first: the start; the last: the end), so a step in round R lies
    halfway between the points of rounds R - 1 and R; the game's last step is the last point."""
    count = len(labels)
    if count < 2 or last:
        return float(max(count - 1, 0))
    value = round_now - 0.5
    for i in range(count - 1):
        low, high = labels[i], labels[i + 1]
        if low <= value <= high:
            return i + ((value - low) / (high - low) if high > low else 0.0)
    return 0.0 if value < labels[0] else float(count - 1)


def nice_step(span: float, count: int = 5) -> int:
    """A round step (1, 2, 2.5 or 5 × 10^k) that cuts `span` into about `count` parts."""
    raw = max(span / count, 1)
    power = 1
    while power * 10 <= raw:
        power *= 10
    for factor in (1, 2, 2.5, 5, 10):
        if factor * power >= raw:
            return max(1, int(factor * power))
    return power * 10


def ticks(low: int, high: int) -> tuple:
    """(bottom, top, step) of a y axis from 0 (or below) that holds low..high."""
    low, high = min(0, low), max(high, 1)
    step = nice_step(high - low)
    return (low // step) * step, -(-high // step) * step, step


def marker_at(seat: int, x: float, y: float):
    return svg("path", {"cls": "marker", "d": MARKERS[seat % len(MARKERS)], "transform": f"translate({x:.1f},{y:.1f})"})


def marked(count: int) -> list:
    """The indexes that get a marker: evenly spread, the last always."""
    if count <= MARKS:
        return list(range(count))
    every = -(-count // MARKS)
    return sorted({*range(0, count, every), count - 1})


def round_ticks(count: int) -> list:
    """The points whose round is written under the axis: about seven, the last ("End") always,
    and none so close before the end that its number runs into "End" ("18" then "End")."""
    if count <= 8:
        return marked(count)
    every = -(-count // 7)
    return [i for i in range(0, count, every) if count - 1 - i >= every * 0.75] + [count - 1]


def legend_sample(seat: int):
    dash = DASHES[seat % len(DASHES)]
    return svg("svg", {"cls": f"legend-sample p{seat}", "viewBox": "0 0 44 14", "width": "44", "height": "14",
                       "aria-hidden": "true", "focusable": "false"},
               svg("line", {"cls": "line", "x1": 2, "y1": 7, "x2": 42, "y2": 7, "stroke-dasharray": dash or None}),
               marker_at(seat, 22, 7))


def net_worth_chart(ctx, series: list, labels: list, uid: str = "story", cursor: float | None = None):
    """The chart (a <figure>: legend, svg, and the numbers in a <details>). `series`: one list of
    worths per seat, `labels`: the round each point was taken at (the last is the end). `cursor`:
    where a replay stands, as a point index (fractions between two points; see cursor_at)."""
    tr, lang = ctx.tr, ctx.tr.lang
    count = len(labels)
    values = [v for points in series for v in points] or [0]
    bottom, top, step = ticks(min(values), max(values))
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x_at(i: int) -> float:
        return LEFT + (plot_w * i / (count - 1) if count > 1 else plot_w / 2)

    def y_at(v: int) -> float:
        return TOP + plot_h * (top - v) / (top - bottom or 1)

    def x_label(i: int) -> str:
        if i == count - 1:
            return tr("ui.story.end")
        return tr("ui.story.start") if i == 0 and labels[i] == 0 else str(labels[i])

    names = list(range(len(series)))
    title_id, desc_id = f"{uid}-title", f"{uid}-desc"
    root = svg("svg", {"cls": "story-chart", "viewBox": f"0 0 {WIDTH} {HEIGHT}", "role": "img",
                       "aria-labelledby": f"{title_id} {desc_id}", "preserveAspectRatio": "xMidYMid meet",
                       "data-testid": "story-chart", "data-series": json.dumps(series, separators=(",", ":")),
                       "data-labels": json.dumps(labels, separators=(",", ":"))},
               svg("title", {"id": title_id}, tr("ui.story.chart")),
               svg("desc", {"id": desc_id}, ctx.text("ui.story.desc", {"players": names})))
    grid = svg("g", {"cls": "grid", "aria-hidden": "true"})
    worths = svg("g", {"cls": "y-ticks", "aria-hidden": "true"})  # drawn over the lines, with a halo
    for value in range(bottom, top + 1, step):
        y = y_at(value)
        grid.appendChild(svg("line", {"x1": LEFT, "x2": WIDTH - RIGHT, "y1": f"{y:.1f}", "y2": f"{y:.1f}",
                                      "cls": "zero" if value == 0 else None}))
        worths.appendChild(svg("text", {"x": LEFT + 2, "y": f"{y - 4:.1f}", "cls": "tick"}, money(value, lang)))
    shown = round_ticks(count)
    for i in shown:
        anchor = "start" if i == 0 and count > 1 else "end" if i == count - 1 and count > 1 else "middle"
        grid.appendChild(svg("line", {"x1": f"{x_at(i):.1f}", "x2": f"{x_at(i):.1f}", "y1": TOP + plot_h,
                                      "y2": TOP + plot_h + 5, "cls": "axis"}))
        grid.appendChild(svg("text", {"x": f"{x_at(i):.1f}", "y": TOP + plot_h + 21, "text-anchor": anchor,
                                      "cls": "tick"}, x_label(i)))
    grid.appendChild(svg("text", {"x": WIDTH / 2, "y": HEIGHT - 4, "text-anchor": "middle", "cls": "axis-title"},
                         tr("ui.story.round")))
    grid.appendChild(svg("text", {"x": LEFT, "y": 17, "cls": "axis-title"}, tr("ui.story.worth")))
    root.appendChild(grid)
    for seat, points in enumerate(series):
        line = svg("g", {"cls": f"series p{seat}", "data-seat": seat})
        coords = " ".join(f"{x_at(i):.1f},{y_at(v):.1f}" for i, v in enumerate(points))
        line.appendChild(svg("polyline", {"cls": "line", "points": coords,
                                          "stroke-dasharray": DASHES[seat % len(DASHES)] or None}))
        for i in marked(len(points)):
            line.appendChild(marker_at(seat, x_at(i), y_at(points[i])))
        root.appendChild(line)
    root.appendChild(worths)
    if cursor is not None and count > 1:
        x = x_at(max(0.0, min(cursor, count - 1)))
        root.appendChild(svg("line", {"cls": "cursor", "x1": f"{x:.1f}", "x2": f"{x:.1f}", "y1": TOP,
                                      "y2": TOP + plot_h, "data-testid": "chart-cursor", "data-at": f"{cursor:.3f}"}))
    legend = h("ul", {"cls": "story-legend", "testid": "story-legend"},
               [h("li", {}, legend_sample(seat), h("span", {"cls": f"pname p{seat}", "dir": "auto"}, ctx.name(seat)))
                for seat in names])
    head, rows = _numbers(ctx, names, series, count, x_label)
    table = h("details", {"cls": "story-numbers", "testid": "story-numbers"},
              h("summary", {}, tr("ui.story.numbers")),
              h("div", {"cls": "table-scroll", "tabindex": "0", "role": "region",
                        "aria-label": tr("ui.story.numbers")},
                h("table", {"cls": "story-table"}, h("caption", {}, tr("ui.story.chart")),
                  h("thead", {}, head), h("tbody", {}, rows))))
    return h("figure", {"cls": "story-figure"},
             h("figcaption", {}, tr("ui.story.chart")), legend, root, table)


def _numbers(ctx, names, series, count: int, x_label):
    """The table's header row and body rows: a row per checkpoint and a column per player, or the
    other way round when there are more players than checkpoints (Babylon's 11 seats over 4
    rounds), so that the table stays narrow."""
    tr, lang = ctx.tr, ctx.tr.lang

    def who(seat):
        return h("span", {"cls": f"pname p{seat}", "dir": "auto"}, ctx.name(seat))

    if len(names) <= count:
        head = h("tr", {}, h("th", {"scope": "col"}, tr("ui.story.round")),
                 [h("th", {"scope": "col", "cls": "num"}, who(seat)) for seat in names])
        rows = [h("tr", {}, h("th", {"scope": "row"}, x_label(i)),
                  [h("td", {"cls": "num"}, money(points[i], lang)) for points in series])
                for i in range(count)]
        return head, rows
    head = h("tr", {}, h("th", {"scope": "col"}, tr("ui.over.name")),
             [h("th", {"scope": "col", "cls": "num"}, x_label(i)) for i in range(count)])
    rows = [h("tr", {}, h("th", {"scope": "row"}, who(seat)),
              [h("td", {"cls": "num"}, money(points[i], lang)) for i in range(count)])
            for seat, points in zip(names, series, strict=True)]
    return head, rows
