"""The end of a game: who won, everyone's final cash, and the way back home."""

from .dom import h
from .format import money
from .log import render_message


def game_over(app, view: dict):
    ctx, tr = app.ctx, app.ctx.tr
    winners = list(view.get("winners") or [])
    if len(winners) == 1:
        headline = render_message(ctx, "ui.over.winner", {"player": winners[0]}, "p", "winner-line")
    elif winners:
        headline = render_message(ctx, "ui.over.winners", {"players": winners}, "p", "winner-line")
    else:
        headline = h("p", {"cls": "winner-line"}, tr("ui.over.nobody"))
    worth = {params.get("player"): params.get("amount") for key, params in
             ((e[0], e[1]) for e in view.get("log") or [] if len(e) > 1) if key == "final_worth"}
    ranked = sorted(view["players"], key=lambda p: (p["seat"] not in winners, bool(p.get("out")),
                                                     -worth.get(p["seat"], p["cash"])))
    rows = []
    for player in ranked:
        won = player["seat"] in winners
        status = h("span", {"cls": "note"}, " — ", tr("ui.player.out")) if player.get("out") else None
        rows.append(h("tr", {"cls": "winner" if won else None},
                      h("th", {"scope": "row"}, "★ " if won else "",
                        h("span", {"cls": f"pname p{player['seat']}"}, player["name"]), status),
                      h("td", {"cls": "num"}, money(player["cash"], tr.lang)),
                      h("td", {"cls": "num"}, str(len(player.get("properties", [])))),
                      h("td", {"cls": "num"}, money(worth[player["seat"]], tr.lang) if player["seat"] in worth
                        else "—")))
    table = h("table", {"cls": "standings"},
              h("caption", {}, tr("ui.over.standings")),
              h("thead", {}, h("tr", {}, h("th", {"scope": "col"}, tr("ui.over.name")),
                               h("th", {"scope": "col", "cls": "num"}, tr("ui.over.cash")),
                               h("th", {"scope": "col", "cls": "num"}, tr("ui.over.props")),
                               h("th", {"scope": "col", "cls": "num"}, tr("ui.over.worth")))),
              h("tbody", {}, rows))
    buttons = h("div", {"cls": "over-buttons"},
                h("button", {"type": "button", "cls": "btn big go", "testid": "play-again",
                             "on_click": lambda _el: app.play_again()}, tr("ui.over.again")),
                h("button", {"type": "button", "cls": "btn big calm", "testid": "back-home",
                             "on_click": lambda _el: app.show_home()}, tr("ui.over.home")))
    return h("section", {"cls": "game-over", "testid": "game-over", "aria-labelledby": "over-title"},
             h("h2", {"id": "over-title"}, tr("ui.over.title")), headline, table, buttons)
