""""My secrets": what only this seat knows — its gems and the tickets left of each, its dice
score, the scores it watched in the dice room and whose, its Check result. Drawn only from the
view's "mine", which only the seat's own view has (a spectator's view, drawn whenever several
people share the device and nobody is choosing, has none)."""

from ...dom import h
from .parts import gem, who, won


def my_secrets(screen, view: dict, big: bool = False, first: bool = False):
    """`first`: the seat's first look at them (round 1's visit): what a gem's value is, under them."""
    mine = view.get("mine")
    if not mine or not mine.get("gems"):
        return None
    ctx, tr = screen.ctx, screen.ctx.tr
    me = view.get("me")
    tickets = mine.get("tickets") or {}
    gems = h("ul", {"cls": "bb-my-gems"})
    for name in dict.fromkeys(mine["gems"]):  # two of one gem: one line, six tickets
        held = mine["gems"].count(name)
        gems.appendChild(h("li", {"testid": f"my-gem-{name}"}, gem(ctx, name),
                           h("span", {"cls": "bb-held"}, " ×2") if held > 1 else None,
                           h("span", {"cls": "bb-left"}, tr.count("ui.babylon.tickets_left", tickets.get(name, 0)))))
    facts = [h("div", {"cls": "bb-fact"}, h("span", {"cls": "bb-fact-name"}, tr("ui.babylon.my_gems")), gems)]
    order = (view.get("players") or [{}] * (me + 1))[me].get("order") if isinstance(me, int) else None
    if order is not None:
        facts.append(h("div", {"cls": "bb-fact"}, h("span", {"cls": "bb-fact-name"}, tr("ui.babylon.my_order")),
                       h("strong", {"testid": "my-order"}, str(order))))
    if mine.get("score") is not None:
        facts.append(h("div", {"cls": "bb-fact"}, h("span", {"cls": "bb-fact-name"}, tr("ui.babylon.my_score")),
                       h("strong", {"testid": "my-score"}, tr.count("ui.babylon.points", mine["score"]))))
    watched = mine.get("watched") or []
    if watched:
        items = h("ul", {"cls": "bb-watched", "testid": "my-watched"})
        for seen in watched:
            items.appendChild(h("li", {}, who(ctx, seen["player"]), ": ",
                                h("strong", {}, tr.count("ui.babylon.points", seen["points"]))))
        facts.append(h("div", {"cls": "bb-fact"}, h("span", {"cls": "bb-fact-name"}, tr("ui.babylon.watched")), items))
    check = mine.get("check")
    if check:
        facts.append(h("div", {"cls": "bb-fact bb-check", "testid": "my-check"},
                       h("span", {"cls": "bb-fact-name"}, tr("ui.babylon.check_result", round=check["round"])),
                       h("span", {}, gem(ctx, check["gem"]), " = ", h("strong", {}, won(ctx, check["value"])))))
    if mine.get("secret_used"):
        facts.append(h("div", {"cls": "bb-fact"}, h("span", {"cls": "bb-fact-name"}, tr("ui.babylon.secret_name")),
                       h("span", {}, tr("ui.babylon.secret_used_mine"))))
    title = h("h2", {"cls": "bb-secrets-title"}, tr("ui.babylon.secrets_of", player=ctx.name(me)))
    return h("section", {"cls": "bb-secrets" + (" big" if big else ""), "testid": "my-secrets",
                         "aria-label": tr("ui.babylon.secrets_of", player=ctx.name(me))}, title,
             h("div", {"cls": "bb-facts"}, facts),
             h("p", {"cls": "bb-hint", "testid": "secrets-help"}, tr("ui.babylon.look_help")) if first else None)
