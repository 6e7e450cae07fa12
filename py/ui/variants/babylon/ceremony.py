"""The closing ceremony: the reveal (each gem's true value), the ranking (gems, dice score,
earnings by round, total, the Life Talisman and the Deathmatch), the choice of the second
talisman or of a Deathmatch partner, and a chart of each player's earnings by round. Everything
comes from the view, which shows all once the game is revealed."""

from fractions import Fraction

from ...dom import h, svg
from ...log import render_message
from .parts import act_button, box, gem, hint, short, who, won
from .results import every_round


def choice_box(screen, view: dict, actions: list):
    ctx, tr = screen.ctx, screen.ctx.tr
    phase = view.get("phase")
    title = tr(f"ui.babylon.{phase}_title")
    if not actions:
        return box("bb-choice", title, hint(tr(f"ui.babylon.{phase}_wait", player=ctx.name(view.get("actor")))),
                   cls="bb-choice")
    row = h("div", {"cls": "bb-row bb-choose"},
            [act_button(screen, a, "✦ " if phase == "talisman" else "⚔ ", who(ctx, a.args[0]), cls="btn big calm bb-pick",
                        **{"aria-label": screen.app.label(a)}) for a in actions])
    return box("bb-choice", title, hint(tr(f"ui.babylon.{phase}_help")), row, cls="bb-choice")


def _ranked(view: dict) -> list:
    players = view.get("players") or []
    exact = view.get("totals_exact") or []
    def key(seat):
        total = Fraction(exact[seat]) if seat < len(exact) else Fraction(players[seat].get("total") or 0)
        return (-total, seat)
    return sorted(range(len(players)), key=key)


def ceremony(screen, view: dict):
    if not view.get("revealed") or screen is None:
        return None
    ctx, tr = screen.ctx, screen.ctx.tr
    values = view.get("values") or {}
    reveal = h("ul", {"cls": "bb-values", "testid": "bb-values"},
               [h("li", {"testid": f"value-{g}"}, gem(ctx, g), h("strong", {}, won(ctx, values[g])))
                for g in view.get("gems") or [] if g in values])
    players = view.get("players") or []
    fates = []
    for flag, key in (("talisman", "ui.babylon.fate_talisman"), ("deathmatch", "ui.babylon.fate_deathmatch")):
        seats = [s for s, p in enumerate(players) if p.get(flag)]
        if seats:
            fates.append(h("p", {"cls": f"bb-fates {flag}", "testid": f"fate-{flag}"},
                           tr(key, players=ctx.join([ctx.name(s) for s in seats]))))
    return h("section", {"cls": "bb-ceremony", "testid": "bb-ceremony"}, fates,
             h("h2", {"cls": "bb-title"}, tr("ui.babylon.reveal_title")), reveal,
             _ranking(screen, view), _room(screen, view), every_round(screen, view), _chart(screen, view))


def _room(screen, view: dict):
    """The dice room revealed: each player's score and the two who watched them roll."""
    ctx, tr = screen.ctx, screen.ctx.tr
    players, watchers = view.get("players") or [], view.get("watchers") or []
    rows = []
    for seat, p in enumerate(players):
        seen = watchers[seat] if seat < len(watchers) and watchers[seat] else []
        rows.append(h("li", {"testid": f"room-{seat}"},
                      render_message(ctx, "ui.babylon.room_line", {"player": seat, "points": p.get("score"),
                                                                  "players": list(seen)}, "span")))
    return h("section", {"cls": "bb-box bb-room-reveal", "testid": "bb-room-reveal"},
             h("h2", {"cls": "bb-title"}, tr("ui.babylon.room_title")), h("ul", {"cls": "bb-room-list"}, rows))


def _ranking(screen, view: dict):
    ctx, tr = screen.ctx, screen.ctx.tr
    players = view.get("players") or []
    winners = set(view.get("winners") or [])
    rows = []
    for place, seat in enumerate(_ranked(view), 1):
        p = players[seat]
        marks = [h("span", {"cls": "bb-mark talisman", "title": tr("ui.babylon.talisman")}, "✦") if p.get("talisman") else None,
                 h("span", {"cls": "bb-mark deathmatch", "title": tr("ui.babylon.deathmatch")}, "⚔")
                 if p.get("deathmatch") else None]
        gems = p.get("gems") or []
        cls = " ".join(c for c, on in (("winner", seat in winners), ("bb-mine", seat == view.get("me"))) if on)
        rows.append(h("tr", {"cls": cls or None, "testid": f"rank-{seat}"},
                      h("td", {"cls": "num"}, str(place)),
                      h("th", {"scope": "row"}, who(ctx, seat), " ", marks),
                      h("td", {"cls": "bb-rank-gems"}, [gem(ctx, g, "small") for g in gems]),
                      h("td", {"cls": "num"}, str(p.get("score")) if p.get("score") is not None else "—"),
                      h("td", {"cls": "num bb-got"}, won(ctx, p.get("total", 0)))))
    head = h("tr", {}, [h("th", {"scope": "col", "cls": c}, tr(k)) for k, c in (
        ("ui.babylon.col_place", "num"), ("ui.babylon.col_player", ""), ("ui.babylon.col_gems", ""),
        ("ui.babylon.col_score", "num"), ("ui.babylon.col_total", "num"))])
    legend = hint(tr("ui.babylon.marks_legend"), "bb-legend")
    return h("div", {"cls": "bb-ranking-box"},
             h("table", {"cls": "bb-table bb-ranking", "testid": "bb-ranking"},
               h("caption", {}, tr("ui.babylon.ranking_title")), h("thead", {}, head), h("tbody", {}, rows)), legend)


def _chart(screen, view: dict):
    """Each player's running earnings after rounds 0…4: one line per player, a label at its end."""
    ctx, tr = screen.ctx, screen.ctx.tr
    players = view.get("players") or []
    rounds = int(view.get("rounds") or 4)
    runs = []
    for p in players:
        total, run = 0, [0]
        for earned in (p.get("earned") or [])[:rounds]:
            total += earned or 0
            run.append(total)
        runs.append(run)
    top = max([max(r) for r in runs] + [1])
    width, height, left, right, pad = 380, 220, 66, 40, 14  # room on the left for "9,9 triệu ₩"
    def x(r):
        return left + r * (width - left - right) / rounds
    def y(v):
        return pad + (height - 2 * pad) * (1 - v / top)
    chart = svg("svg", {"viewBox": f"0 0 {width} {height}", "class": "bb-chart-svg", "role": "img",
                        "aria-label": tr("ui.babylon.chart_title")})
    for r in range(rounds + 1):
        chart.appendChild(svg("line", {"x1": x(r), "x2": x(r), "y1": pad, "y2": height - pad, "class": "bb-grid"}))
        chart.appendChild(svg("text", {"x": x(r), "y": height - 2, "class": "bb-axis", "text-anchor": "middle"},
                              tr("ui.babylon.round_short", n=r) if r else "0"))
    for v, anchor in ((top, "top"), (top / 2, "mid"), (0, "zero")):
        chart.appendChild(svg("text", {"x": left - 4, "y": y(v) + 4, "class": f"bb-axis {anchor}", "text-anchor": "end"},
                              short(tr, v)))
    order = sorted(range(len(players)), key=lambda s: runs[s][-1])
    used = []
    for seat in order:
        run = runs[seat]
        points = " ".join(f"{x(r):.1f},{y(v):.1f}" for r, v in enumerate(run))
        chart.appendChild(svg("polyline", {"points": points, "class": f"bb-line p{seat}", "fill": "none",
                                           "data-seat": seat}))
        end = y(run[-1])
        while any(abs(end - u) < 9 for u in used):  # labels at the same height: step them apart
            end -= 9
        used.append(end)
        chart.appendChild(svg("text", {"x": x(rounds) + 4, "y": end + 4, "class": f"bb-end p{seat}"},
                              screen.labels[seat]))
    legend = h("ul", {"cls": "bb-chart-legend"},
               [h("li", {}, h("span", {"cls": f"token p{s}", "aria-hidden": "true"}, screen.labels[s]), " ", who(ctx, s))
                for s in _ranked(view)])
    return h("figure", {"cls": "bb-chart", "testid": "bb-chart"}, h("figcaption", {}, tr("ui.babylon.chart_title")),
             chart, legend)
