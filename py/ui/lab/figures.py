"""The Lab's two shapes of figure, shared by its pages: a table in a box that scrolls sideways on a
phone, and a bar chart (SVG, each bar with its value written above it and a <title>, the chart
named for screen readers; the same numbers are always in a table beside it)."""

from ..dom import h, svg

WIDTH, BASE = 360, 160  # the bar chart's viewBox width and the bars' baseline


def scroll(table, label: str):
    """A table in a box that scrolls sideways when a phone is narrower than it (and takes the
    focus, so the keyboard can scroll it too)."""
    return h("div", {"cls": "lab-scroll", "tabindex": "0", "role": "region", "aria-label": label}, table)


def bar_chart(bars: list, label: str, testid: str, top_room: int = 20):
    """bars: dicts of "name" (under the bar), "share" (its height, 0 to 1 of the chart's),
    "value" (written above it), "title" (its tooltip) and "data" (attributes of its <g>)."""
    width = WIDTH / max(len(bars), 1)
    name_cls = "lab-bar-name narrow" if len(bars) > 6 else "lab-bar-name"  # 7+ names: a smaller type
    parts = []
    for i, bar in enumerate(bars):
        height = max(0.0, min(1.0, bar["share"])) * (BASE - top_room)
        x = i * width + width * 0.2
        parts.append(svg("g", {"cls": "lab-bar", **bar.get("data", {})},
                         svg("title", {}, bar["title"]),
                         svg("rect", {"x": f"{x:.1f}", "y": f"{BASE - height:.1f}", "width": f"{width * 0.6:.1f}",
                                      "height": f"{max(height, 1):.1f}"}),
                         svg("text", {"x": f"{x + width * 0.3:.1f}", "y": f"{BASE - height - 6:.1f}",
                                      "text-anchor": "middle", "cls": "lab-bar-value"}, bar["value"]),
                         svg("text", {"x": f"{x + width * 0.3:.1f}", "y": BASE + 22, "text-anchor": "middle",
                                      "cls": name_cls}, bar["name"])))
    parts.append(svg("line", {"x1": 0, "x2": WIDTH, "y1": BASE, "y2": BASE, "cls": "lab-axis"}))
    return svg("svg", {"viewBox": f"0 0 {WIDTH} {BASE + 30}", "cls": "lab-bars", "role": "img",
                       "aria-label": label, "testid": testid}, *parts)


def table(tr, head: list, rows: list, label: str, cls: str = "lab-table", testid: str | None = None):
    """A table whose column heads are message keys, in its scrolling box named `label`."""
    attrs = {"cls": cls, **({"testid": testid} if testid else {})}
    return scroll(h("table", attrs,
                    h("thead", {}, h("tr", {}, [h("th", {"scope": "col"}, tr(key)) for key in head])),
                    h("tbody", {}, rows)), label)
