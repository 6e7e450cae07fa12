"""The ruby auction of order numbers, and the dice room.

Auction: a ruby holder picks a number (1…N) — with more than one ruby, first how many rubies to
bid — or no bid; meanwhile they may give a ruby to someone else. Every button is one legal action.
The dice room: everyone in order-number order, who has rolled, who is rolling now, who watched
(the public event of each roll), and a score only where the view has it (one's own, or watched)."""

from ...dom import h
from .parts import act_button, box, hint, who


def _picked(screen, seat: int, most: int) -> int:
    picked = screen.hooks.picks_for(screen.app.state).get(("rubies", seat), 1)
    return picked if 1 <= picked <= most else 1


def _pick(screen, seat: int, k: int) -> None:
    screen.hooks.picks_for(screen.app.state)[("rubies", seat)] = k
    screen.app.render()


def auction_box(screen, view: dict, actions: list):
    ctx, tr = screen.ctx, screen.ctx.tr
    bids = [a for a in actions if a.kind == "bid"]
    passes = [a for a in actions if a.kind == "pass"]
    gifts = [a for a in actions if a.kind == "give"]
    parts = [hint(tr("ui.babylon.auction_help", n=len(view.get("players") or [])))]
    if not actions:
        holders = [s for s, p in enumerate(view.get("players") or []) if p.get("rubies")]
        parts.append(hint(tr("ui.babylon.auction_wait", players=ctx.join([ctx.name(s) for s in holders]))
                          if holders else tr("ui.babylon.auction_none")))
        return box("bb-auction", tr("ui.babylon.auction_title"), parts, cls="bb-auction")
    seat = actions[0].seat
    if bids:
        most = max(a.args[1] for a in bids)
        parts.append(h("p", {"cls": "bb-lead"}, tr.count("ui.babylon.you_hold", most)))
        k = _picked(screen, seat, most)
        if most > 1:
            steps = h("div", {"cls": "bb-chips", "role": "group", "aria-label": tr("ui.babylon.how_many")},
                      h("span", {"cls": "bb-chips-name"}, tr("ui.babylon.how_many")))
            for n in range(1, most + 1):
                steps.appendChild(h("button", {"type": "button", "cls": "bb-chip" + (" on" if n == k else ""),
                                               "aria-pressed": "true" if n == k else "false", "testid": f"rubies-pick-{n}",
                                               "on_click": lambda _el, n=n: _pick(screen, seat, n)}, str(n)))
            parts.append(steps)
        parts.append(h("p", {"cls": "bb-step"}, tr("ui.babylon.pick_number")))
        grid = h("div", {"cls": "bb-numbers", "testid": "bb-numbers"})
        for action in bids:
            number, rubies = action.args
            if rubies == k:
                grid.appendChild(act_button(screen, action, str(number), cls="btn bb-number warm",
                                            **{"aria-label": screen.app.label(action), "title": screen.app.label(action)}))
        parts.append(grid)
    if passes:
        parts.append(h("div", {"cls": "bb-row"}, act_button(screen, passes[0], cls="btn big calm")))
    if gifts:
        give = h("details", {"cls": "bb-give", "testid": "bb-give"},
                 h("summary", {}, tr("ui.babylon.give_title")), hint(tr("ui.babylon.give_help")))
        row = h("div", {"cls": "bb-give-list"})
        for action in gifts:
            row.appendChild(act_button(screen, action, who(ctx, action.args[0]), cls="btn small calm"))
        give.appendChild(row)
        parts.append(give)
    return box("bb-auction", tr("ui.babylon.auction_title"), parts, cls="bb-auction")


def _watchers(view: dict) -> dict:
    """roller -> (watcher, other watcher), as the view gives them once order numbers are dealt."""
    return {seat: pair for seat, pair in enumerate(view.get("watchers") or []) if pair}


def room_box(screen, view: dict):
    ctx, tr = screen.ctx, screen.ctx.tr
    players = view.get("players") or []
    rolled = {r.get("player") for r in view.get("room") or []}
    watchers = _watchers(view)
    now = view.get("turn_seat")
    rows = h("ol", {"cls": "bb-room", "testid": "bb-room"})
    for seat in sorted(range(len(players)), key=lambda s: players[s].get("order") or 0):
        player = players[seat]
        if seat in rolled:
            state = tr("ui.babylon.rolled")
        elif seat == now:
            state = tr("ui.babylon.rolling")
        else:
            state = tr("ui.babylon.waits")
        seen = watchers.get(seat)
        watched = (h("span", {"cls": "bb-room-watch"}, tr("ui.babylon.watched_by", a=ctx.name(seen[0]), b=ctx.name(seen[1])))
                   if seen else None)
        score = player.get("score")
        shown = (h("strong", {"cls": "bb-room-score"}, tr.count("ui.babylon.points", score)) if score is not None
                 else h("span", {"cls": "bb-room-secret"}, tr("ui.babylon.score_hidden")) if seat in rolled else None)
        rows.appendChild(h("li", {"cls": "bb-room-row" + (" now" if seat == now and seat not in rolled else "")
                                  + (" done" if seat in rolled else ""), "testid": f"room-{seat}"},
                           h("span", {"cls": "bb-room-no"}, str(player.get("order") or "")),
                           who(ctx, seat), h("span", {"cls": "bb-room-state"}, state), watched, shown))
    return box("bb-room-box", tr("ui.babylon.room_title"), hint(tr("ui.babylon.room_help")), rows, cls="bb-room-box")
