"""The end of a game: who won, why (the view's `ending`), everyone's final cash (and
worth, when the variant reports it) or the variant's own final table (hooks.standings), the
game's story (the engine's one `story` event: net worth over the game as a chart, and the notable
moments), and the ways on: the same players again, the game watched again (ui/replay.py), or home."""

from .chart import net_worth_chart
from .dom import h
from .format import money
from .log import render_message


def game_over(app, view: dict, hooks):
    ctx, tr = app.ctx, app.ctx.tr
    winners = list(view.get("winners") or [])
    if len(winners) == 1:
        headline = render_message(ctx, "ui.over.winner", {"player": winners[0]}, "p", "winner-line")
    elif winners:
        headline = render_message(ctx, "ui.over.winners", {"players": winners}, "p", "winner-line")
    else:
        headline = h("p", {"cls": "winner-line"}, tr("ui.over.nobody"))
    worths = final_worths(view.get("log") or [], hooks.worth_event)
    seats = list(enumerate(view["players"]))
    ranked = sorted(seats, key=lambda sp: (sp[0] not in winners, bool(sp[1].get("out")),
                                           -worths.get(sp[0], sp[1].get("cash", 0)), -sp[1].get("cash", 0)))
    rows = []
    for seat, player in ranked:
        won = seat in winners
        status = h("span", {"cls": "note"}, " — ", tr("ui.player.out")) if player.get("out") else None
        rows.append(h("tr", {"cls": "winner" if won else None},
                      h("th", {"scope": "row"}, "★ " if won else "",
                        h("span", {"cls": f"pname p{seat}", "dir": "auto"}, ctx.name(seat)), status),
                      h("td", {"cls": "num"}, money(player.get("cash", 0), tr.lang)),
                      h("td", {"cls": "num"}, str(len(player.get("properties", [])))),
                      h("td", {"cls": "num worth"}, money(worths[seat], tr.lang)
                        if seat in worths else "—") if worths else None))
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
                h("button", {"type": "button", "cls": "btn big calm", "testid": "watch-again",
                             "on_click": lambda _el: app.watch_game()}, "▶ ", tr("ui.over.watch")),
                h("button", {"type": "button", "cls": "btn big calm", "testid": "back-home",
                             "on_click": lambda _el: app.show_home()}, tr("ui.over.home")))
    note = h("p", {"cls": "over-note"}, tr("ui.over.worth_note")) if worths else None
    own = hooks.standings(app, view)  # a variant's own final table (and more) in place of cash and deeds
    if own is not None:
        table, note = own, None
    return h("section", {"cls": "game-over", "testid": "game-over", "aria-labelledby": "over-title"},
             h("h2", {"id": "over-title"}, tr("ui.over.title")), _reason(ctx, view.get("ending")),
             headline, table, note, story_part(ctx, view.get("log") or []), buttons)


def story_event(log: list) -> dict | None:
    """The params of the engine's story event among the view's recent events (the game's last)."""
    for entry in reversed(log):
        if isinstance(entry, (list, tuple)) and len(entry) > 1 and entry[0] == "story":
            return entry[1]
    return None


def story_part(ctx, log: list):
    """The notable moments that happened, then each player's net worth over the game."""
    story = story_event(log)
    if not story or not story.get("labels"):
        return None
    tr = ctx.tr
    moments = [render_message(ctx, key, params, "li", "moment")  # "1 turn": format.Context.segments
               for key, params in story.get("moments") or []]
    return h("section", {"cls": "story", "testid": "story", "aria-labelledby": "story-title"},
             h("h3", {"id": "story-title"}, tr("ui.story.title")),
             h("div", {"cls": "story-moments"}, h("h4", {}, tr("ui.story.moments")),
               h("ul", {"cls": "moments", "testid": "story-moments"}, moments)) if moments else None,
             net_worth_chart(ctx, story["series"], story["labels"]))


def _reason(ctx, ending: dict | None):
    """Why the game ended (the view's `ending`: the round limit, the last player standing …)."""
    reason = (ending or {}).get("reason")
    key = f"ui.over.why.{reason}"
    if not reason or not ctx.tr.has(key):
        return None
    return render_message(ctx, key, {"rounds": ending.get("rounds")}, "p", "over-reason")


def final_worths(log: list, key: str) -> dict:
    """seat -> worth, from the variant's worth events (a game the richest won)."""
    found = {}
    for entry in log:
        if key and isinstance(entry, (list, tuple)) and len(entry) > 1 and entry[0] == key:
            params = entry[1]
            found[params.get("player")] = params.get("amount", 0)
    return found
