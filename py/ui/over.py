"""The end of a game: who won, everyone's final cash (and worth, when the richest won), and the
way back home."""

from .dom import h
from .format import money
from .log import render_message

ENDINGS = ("turn_limit_reached", "bankrupt_to_player", "bankrupt_to_bank")


def game_over(app, view: dict):
    ctx, tr = app.ctx, app.ctx.tr
    winners = list(view.get("winners") or [])
    if len(winners) == 1:
        headline = render_message(ctx, "ui.over.winner", {"player": winners[0]}, "p", "winner-line")
    elif winners:
        headline = render_message(ctx, "ui.over.winners", {"players": winners}, "p", "winner-line")
    else:
        headline = h("p", {"cls": "winner-line"}, tr("ui.over.nobody"))
    worths = final_worths(view.get("log") or [])
    ranked = sorted(view["players"], key=lambda p: (p["seat"] not in winners, bool(p.get("out")),
                                                    -worths.get(p["seat"], p["cash"]), -p["cash"]))
    rows = []
    for player in ranked:
        won = player["seat"] in winners
        status = h("span", {"cls": "note"}, " — ", tr("ui.player.out")) if player.get("out") else None
        rows.append(h("tr", {"cls": "winner" if won else None},
                      h("th", {"scope": "row"}, "★ " if won else "",
                        h("span", {"cls": f"pname p{player['seat']}"}, player["name"]), status),
                      h("td", {"cls": "num"}, money(player["cash"], tr.lang)),
                      h("td", {"cls": "num"}, str(len(player.get("properties", [])))),
                      h("td", {"cls": "num worth"}, money(worths[player["seat"]], tr.lang)
                        if player["seat"] in worths else "—") if worths else None))
    table = h("table", {"cls": "standings"},
              h("caption", {}, tr("ui.over.standings")),
              h("thead", {}, h("tr", {}, h("th", {"scope": "col"}, tr("ui.over.name")),
                               h("th", {"scope": "col", "cls": "num"}, tr("ui.over.cash")),
                               h("th", {"scope": "col", "cls": "num"}, tr("ui.over.props")),
                               h("th", {"scope": "col", "cls": "num"}, tr("ui.over.worth")) if worths else None)),
              h("tbody", {}, rows))
    buttons = h("div", {"cls": "over-buttons"},
                h("button", {"type": "button", "cls": "btn big go", "testid": "play-again",
                             "on_click": lambda _el: app.play_again()}, tr("ui.over.again")),
                h("button", {"type": "button", "cls": "btn big calm", "testid": "back-home",
                             "on_click": lambda _el: app.show_home()}, tr("ui.over.home")))
    note = h("p", {"cls": "over-note"}, tr("ui.over.worth_note")) if worths else None
    return h("section", {"cls": "game-over", "testid": "game-over", "aria-labelledby": "over-title"},
             h("h2", {"id": "over-title"}, tr("ui.over.title")), _reason(ctx, view.get("log") or []),
             headline, table, note, buttons)


def _reason(ctx, log: list):
    """Why the game ended: the round limit, or the bankruptcy that ended it."""
    for entry in reversed(log):
        if isinstance(entry, (list, tuple)) and len(entry) > 1 and entry[0] in ENDINGS:
            return render_message(ctx, ctx.event_key(entry[0]), entry[1], "p", "over-reason")
    return None


def final_worths(log: list) -> dict:
    """seat -> worth, from the "final_worth" events of a game the richest won."""
    found = {}
    for entry in log:
        if isinstance(entry, (list, tuple)) and len(entry) > 1 and entry[0] == "final_worth":
            params = entry[1]
            found[params.get("player")] = params.get("amount", 0)
    return found
