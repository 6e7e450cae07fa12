"""A player's facts in their panel (the shared panel's badges): where the token stands, the
profession (×2 when doubled) and its salary, insurance cards, Rich Cards (hands are public), notes,
traffic tickets, personal numbers, and whether the player rests, moves back next turn or gets no
salary for now. All read from the view."""

from ...dom import h
from ...format import money
from .track import COVER_ICON

CARD_ICON = {"double": "×2", "collect": "½", "pay": "⇆"}


def badges(screen, view: dict, seat: int) -> list:
    ctx, tr = screen.ctx, screen.ctx.tr
    players = view.get("players") or []
    if not 0 <= seat < len(players):
        return []
    player, lang = players[seat], tr.lang
    found = [_where(ctx, player, seat)]
    if player.get("job"):
        job = tr(f"job.rich.{player['job']}") + (" ×2" if player.get("doubled") else "")
        found.append(h("span", {"cls": "badge rb-job" + (" doubled" if player.get("doubled") else ""),
                                "testid": f"job-{seat}"},
                       tr("ui.rich.job", job=job, salary=money(player.get("salary", 0), lang))))
    for cover in player.get("insurance") or []:
        words = tr("ui.rich.insured", cover=tr(f"cover.rich.{cover}"))
        found.append(h("span", {"cls": f"badge rb-ins ins-{cover}", "testid": f"insurance-{seat}-{cover}",
                                "title": words}, h("span", {"aria-hidden": "true"}, COVER_ICON.get(cover, "")), " ",
                       tr(f"cover.rich.{cover}")))
    for card in player.get("cards") or []:
        found.append(h("span", {"cls": f"badge rb-card card-{card}", "testid": f"card-{seat}-{card}",
                                "title": tr(f"ui.rich.card_help.{card}")},
                       h("span", {"cls": "rb-card-mark", "aria-hidden": "true"}, CARD_ICON.get(card, "")), " ",
                       tr(f"card.rich.{card}")))
    if player.get("notes"):
        found.append(h("span", {"cls": "badge rb-notes", "testid": f"notes-{seat}"},
                       tr("ui.rich.notes", n=player["notes"], amount=money((view.get("prices") or {}).get("note", 0),
                                                                             lang))))
    if player.get("tickets"):
        found.append(h("span", {"cls": "badge rb-tickets", "testid": f"tickets-{seat}"},
                       tr("ui.rich.tickets", n=player["tickets"])))
    if player.get("numbers"):
        found.append(h("span", {"cls": "badge rb-numbers", "testid": f"numbers-{seat}"},
                       tr("ui.rich.numbers", numbers=", ".join(str(n) for n in player["numbers"]))))
    if player.get("resting"):
        found.append(h("span", {"cls": "badge rb-rest", "testid": f"resting-{seat}"}, "☕ ", tr("ui.rich.resting")))
    if player.get("back_next"):
        found.append(h("span", {"cls": "badge rb-back", "testid": f"back-{seat}"}, "⇦ ", tr("ui.rich.back_next")))
    if player.get("back_from") is not None:
        found.append(h("span", {"cls": "badge rb-nosalary", "testid": f"no-salary-{seat}"},
                       tr("ui.rich.no_salary", n=player["back_from"])))
    return found


def _where(ctx, player: dict, seat: int):
    tr = ctx.tr
    if player.get("finished"):
        return h("span", {"cls": "badge rb-finished", "testid": f"finished-{seat}"}, "★ ",
                 tr("ui.rich.finished", square=ctx.square(player.get("pos"))))
    return h("span", {"cls": "badge rb-where", "testid": f"where-{seat}", "title": ctx.square(player.get("pos"))},
             tr("ui.rich.at", n=player.get("pos", 0)))
