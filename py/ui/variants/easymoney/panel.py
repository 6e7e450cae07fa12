"""A player's panel: own funds (the shared panel's cash), then the boxes on the board — Double,
Rise/Fall, the numbers —, the lottery tickets (one's own numbers in a disclosure), a kept Shield;
and, for a human seat the engine lets change its Double box now, the control to do it: take it back,
or put one or two bundle chips in an empty box."""

from ...dom import h
from ...format import money
from . import picker
from .lottery_tickets import ticket_list


def boxes(screen, view: dict, seat: int) -> list:
    tr = screen.ctx.tr
    players = view.get("players") or []
    if not 0 <= seat < len(players):
        return []
    player, lang = players[seat], tr.lang
    double = player.get("double", 0)
    rows = [h("div", {"cls": "em-box em-double" + ("" if double else " empty"), "testid": f"double-box-{seat}",
                      "data-amount": double},
              h("span", {"cls": "em-box-name"}, tr("ui.easymoney.double_box")),
              h("span", {"cls": "em-box-amount"}, money(double, lang) if double else tr("ui.easymoney.empty")))]
    for side in ("rise", "fall"):
        if player.get(side):
            rows.append(h("div", {"cls": f"em-box em-{side}", "testid": f"{side}-box-{seat}"},
                          h("span", {"cls": "em-box-name"}, tr(f"side.easymoney.{side}")),
                          h("span", {"cls": "em-box-amount"}, money(player[side], lang))))
    for number, amount in player.get("numbers") or []:
        if amount:
            rows.append(h("div", {"cls": "em-box em-number", "testid": f"number-box-{seat}-{number}"},
                          h("span", {"cls": "em-box-name"}, tr("ui.easymoney.on_number", number=number)),
                          h("span", {"cls": "em-box-amount"}, money(amount, lang))))
    facts = [h("span", {"cls": "badge em-tickets", "testid": f"tickets-{seat}"},
               tr("ui.easymoney.tickets", n=player.get("ticket_count", 0)))]
    if "shield" in (player.get("kept") or []):
        facts.append(h("span", {"cls": "badge em-shield", "testid": f"shield-{seat}",
                                "title": tr("card.easymoney.shield")}, tr("ui.easymoney.shield")))
    mine = ticket_list(screen, view) if seat == view.get("me") and player.get("tickets") else None
    if view.get("over"):  # the boxes went back to their owners: only the cash counts now
        return []
    return [h("div", {"cls": "em-boxes"}, rows, h("div", {"cls": "em-facts"}, facts), mine)]


def box_control(screen, view: dict, seat: int, actions: list):
    """Take the Double box back, or stake one or two bundles into it (an empty box)."""
    if not actions:
        return None
    ctx = screen.ctx
    box = h("div", {"cls": "em-box-control", "testid": f"box-control-{seat}", "role": "group",
                    "aria-label": ctx.tr("ui.easymoney.box_control")})
    box.appendChild(h("p", {"cls": "em-control-hint"}, ctx.tr("ui.easymoney.box_hint")))
    take = next((a for a in actions if a.kind == "take"), None)
    if take is not None:
        box.appendChild(h("button", {"type": "button", "cls": "btn small warm", "data-action": str(take),
                                     "testid": f"take-{seat}", "on_click": lambda _el: screen.app.act(take)},
                          screen.app.label(take)))
        box.appendChild(h("p", {"cls": "em-control-hint warn", "testid": f"take-warn-{seat}"},
                          ctx.tr("ui.easymoney.take_warn", fine=money(view.get("fine", 0), ctx.tr.lang))))
    stakes = picker.Stakes(actions)
    if stakes:
        picked = picker.state(screen, seat, "box", view, stakes, place="double")
        what = f"box{seat}-"
        box.appendChild(picker.chips(screen, view, picked, stakes, f"box-chips-{seat}", what))
        box.appendChild(picker.summary(screen, picked, stakes, lambda _p: ctx.tr("ui.easymoney.double_box"), what))
    return box

