"""A seat card's facts (the shared panel's badges): order number, rubies, earnings so far,
Secret used; at the end the Life Talisman and the Deathmatch. The shared panel's cash is hidden
(css/babylon.css): Babylon has no cash, only earnings."""

from ...dom import h
from .parts import won


def badges(screen, view: dict, seat: int) -> list:
    ctx, tr = screen.ctx, screen.ctx.tr
    players = view.get("players") or []
    if not 0 <= seat < len(players):
        return []
    player = players[seat]
    screen.el.setAttribute("data-phase", str(view.get("phase") or ""))  # css: the roller's card only in the room
    found = []
    if player.get("order") is not None:
        found.append(h("span", {"cls": "badge bb-order", "testid": f"order-{seat}",
                                "title": tr("ui.babylon.order_title")}, tr("ui.babylon.order", n=player["order"])))
    if player.get("rubies") and view.get("phase") == "auction":  # rubies count for nothing afterwards
        found.append(h("span", {"cls": "badge bb-ruby", "testid": f"rubies-{seat}"},
                       tr.count("ui.babylon.rubies", player["rubies"])))
    if view.get("results"):  # earnings so far, once a round has been settled
        found.append(h("span", {"cls": "badge bb-earned", "testid": f"earned-{seat}", "data-total": player.get("total", 0),
                                "title": tr("ui.babylon.earned", amount=won(ctx, player.get("total", 0)))},
                       won(ctx, player.get("total", 0))))
    if player.get("used_secret"):
        found.append(h("span", {"cls": "badge bb-secret"}, tr("ui.babylon.secret_used")))
    if player.get("talisman"):
        found.append(h("span", {"cls": "badge bb-talisman", "testid": f"talisman-{seat}"}, "✦ ", tr("ui.babylon.talisman")))
    if player.get("deathmatch"):
        found.append(h("span", {"cls": "badge bb-deathmatch", "testid": f"deathmatch-{seat}"}, "⚔ ",
                       tr("ui.babylon.deathmatch")))
    return found
