"""The rolls that are not bets: the Greed run (the victim, the points so far, what stopping would
take — the view's `greed.claim` —, every roll of the run), the lottery draw (the red, white and
blue dice, the lottery pile, my tickets), the dice of the centre, and the news after a draw or a
turned Wall Street card."""

from ...chrome import dice_box, die
from ...dom import h
from ...format import money
from ...log import render_message
from .bets import _title
from .lottery_tickets import lottery_dice, ticket_list

LOTTERY_EVENTS = ("em_lottery_drawn", "em_final_drawn")
MOVE_START = "em_roll"  # the first event of a move: a draw or a turned card is news until the next move


def dice(screen, view: dict, rolling: bool):
    """Red, white and blue during a lottery draw; the one Greed die during a Greed run; else the
    two black dice of the last movement roll."""
    phase = view.get("phase")
    if phase in ("lottery", "final"):
        return lottery_dice(screen, view, rolling)
    if phase in ("greed", "greed_pick") and (view.get("greed") or {}).get("rolls") is not None:
        rolls = view["greed"]["rolls"]
        last = rolls[-1] if rolls and not rolling else 0
        label = screen.ctx.tr("ui.easymoney.greed_die", n=last) if last else screen.ctx.tr("ui.dice.none")
        return h("div", {"cls": "dice em-greed-die" + (" rolling" if rolling else ""), "testid": "dice",
                         "role": "img", "aria-label": label, "title": label}, die(last))
    if phase in ("lucky_bets", "lucky_roll"):
        return None  # the session's totals are on the numbers board
    return dice_box(screen.ctx.tr, view.get("dice"), rolling)


def greed(screen, view: dict):
    ctx, tr = screen.ctx, screen.ctx.tr
    run = view.get("greed") or {}
    parts = [_title(screen, "greed", "ui.easymoney.greed_title"),
             h("p", {"cls": "em-help"}, tr("ui.easymoney.greed_help"))]
    if "victim" in run:
        rolls = run.get("rolls") or []
        parts.append(render_message(ctx, "ui.easymoney.greed_victim", {"player": view.get("turn_seat"),
                                                                        "victim": run["victim"]}, "p", "em-victim"))
        parts.append(h("div", {"cls": "em-greed-score"},
                       h("span", {"cls": "em-points", "testid": "greed-points"},
                         tr("ui.easymoney.points", n=run.get("points", 0))),
                       h("span", {"cls": "em-claim", "testid": "greed-claim"},
                         tr("ui.easymoney.greed_claim", amount=money(run.get("claim", 0), tr.lang)))))
        parts.append(h("div", {"cls": "em-greed-rolls", "testid": "greed-rolls",
                               "aria-label": tr("ui.easymoney.greed_rolls",
                                                rolls=", ".join(str(r) for r in rolls) or "—")},
                       [h("span", {"cls": "em-greed-roll" + (" bust" if r == 1 else "")}, die(r)) for r in rolls]))
    return h("section", {"cls": "em-bet em-greed", "testid": "greed"}, parts)


def lottery(screen, view: dict):
    ctx, tr = screen.ctx, screen.ctx.tr
    final = view.get("phase") == "final"
    parts = [_title(screen, "lottery", "ui.easymoney.final_title" if final else "ui.easymoney.lottery_title"),
             h("p", {"cls": "em-help"}, tr("ui.easymoney.final_help" if final else "ui.easymoney.lottery_help")),
             h("p", {"cls": "em-pot-line"}, tr("ui.easymoney.pot_holds", amount=money(view.get("pot", 0), tr.lang)))]
    if final and view.get("final"):
        parts.append(render_message(ctx, "ui.easymoney.final_roller", {"player": view["final"].get("roller")},
                                    "p", "em-victim"))
    parts.append(ticket_list(screen, view, open_=True))
    return h("section", {"cls": "em-bet em-lottery", "testid": "lottery"}, parts)


def news(screen, view: dict):
    """After a lottery draw: the dice, what they drew and whether the number is on my tickets;
    after a Wall Street card turns: the card — until the next move starts. Otherwise None (the
    default news)."""
    log = [e for e in view.get("log") or [] if isinstance(e, (list, tuple)) and e]
    for i in range(len(log) - 1, -1, -1):
        key = log[i][0]
        if key in LOTTERY_EVENTS:
            return _drawn(screen, view, log[i:i + 2])
        if key == "em_ws_card" and view.get("last_card"):
            return _card(screen, view["last_card"])
        if key == MOVE_START:
            break
    return None


def _drawn(screen, view: dict, entries: list):
    """The red, white and blue dice and what the log says of the draw: the winning ticket, who holds
    it (the tickets may have been reshuffled since, so the current ones are not compared)."""
    ctx = screen.ctx
    said = [render_message(ctx, ctx.event_key(e[0]), e[1] if len(e) > 1 and isinstance(e[1], dict) else {}, "p",
                           "em-drawn-event") for e in entries if str(e[0]).startswith(("em_lottery", "em_final"))]
    return h("div", {"cls": "em-news em-drawn", "testid": "lottery-news"}, lottery_dice(screen, view), said)


def _card(screen, card: dict):
    tr = screen.ctx.tr
    result = card.get("result", "")
    return h("div", {"cls": f"em-news em-ws-card turned result-{result}", "testid": "turned-card"},
             h("p", {"cls": "em-ws-label"}, tr(f"back.easymoney.{card.get('back', '')}")),
             h("p", {"cls": "em-ws-back"}, tr(f"card.easymoney.{card.get('id', '')}")),
             h("p", {"cls": "em-ws-result"}, h("span", {"cls": "em-arrow", "aria-hidden": "true"},
                                                "▲" if result == "rise" else "▼"), " ",
               tr(f"result.easymoney.{result}"), " · ", tr("ui.easymoney.pays", a=card.get("odds", 1), b=1)))
