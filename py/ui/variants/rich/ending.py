"""The end: the TYCOON (the richest when everyone has finished, or at the round limit) and the
ranking by final worth — cash less the unpaid notes — with each player's cash and notes, read from
the view (each player's `worth`, `cash`, `notes`) and the view's winners."""

from ...dom import h
from ...format import money
from ...log import render_message


def standings(screen, view: dict):
    ctx, tr = screen.ctx, screen.ctx.tr
    players = view.get("players") or []
    winners = list(view.get("winners") or [])
    note = money((view.get("prices") or {}).get("note", 0), tr.lang)
    ranked = sorted(range(len(players)), key=lambda s: (s not in winners, -players[s].get("worth", 0)))
    rows = []
    for place, seat in enumerate(ranked, 1):
        player = players[seat]
        won = seat in winners
        rows.append(h("tr", {"cls": "winner" if won else None, "testid": f"rank-{seat}"},
                      h("td", {"cls": "num"}, "♛" if won else str(place)),
                      h("th", {"scope": "row"}, h("span", {"cls": f"pname p{seat}", "dir": "auto"}, ctx.name(seat))),
                      h("td", {"cls": "num worth"}, money(player.get("worth", 0), tr.lang)),
                      h("td", {"cls": "num"}, money(player.get("cash", 0), tr.lang)),
                      h("td", {"cls": "num"}, tr("ui.rich.notes_left", n=player.get("notes", 0), amount=note)
                        if player.get("notes") else "—")))
    crown = render_message(ctx, "ui.rich.tycoon", {"players": winners}, "p", "rich-tycoon") if winners else None
    table = h("table", {"cls": "standings rich-standings"},
              h("caption", {}, tr("ui.over.standings")),
              h("thead", {}, h("tr", {}, h("th", {"scope": "col", "cls": "num"}, "#"),
                               h("th", {"scope": "col"}, tr("ui.over.name")),
                               h("th", {"scope": "col", "cls": "num"}, tr("ui.rich.final_worth")),
                               h("th", {"scope": "col", "cls": "num"}, tr("ui.over.cash")),
                               h("th", {"scope": "col", "cls": "num"}, tr("ui.rich.unpaid")))),
              h("tbody", {}, rows))
    return h("div", {"cls": "rich-end", "testid": "tycoon"}, crown, table,
             h("p", {"cls": "over-note"}, tr("ui.rich.worth_note", amount=note)))
