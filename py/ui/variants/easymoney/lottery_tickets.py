"""Lottery tickets and the red, white and blue dice. A ticket lists red-white-blue numbers: 351 is
red 3, white 5, blue 1 (the view's `my_ticket_numbers`). No number is marked as drawn: after a win
the tickets are reshuffled, so the last roll says nothing about the tickets held now."""

from ...chrome import die
from ...dom import h

COLOURS = ("red", "white", "blue")


def number_chip(number: int):
    digits = f"{number:03d}"
    return h("span", {"cls": "em-lotto", "data-number": number},
             [h("span", {"cls": f"em-digit {colour}"}, digit) for colour, digit in zip(COLOURS, digits, strict=True)])


def ticket_card(screen, ticket: str, numbers: list):
    tr = screen.ctx.tr
    return h("div", {"cls": "em-ticket", "testid": f"ticket-{ticket}"},
             h("p", {"cls": "em-ticket-head"}, tr("ui.easymoney.ticket", ticket=ticket)),
             h("div", {"cls": "em-ticket-numbers"}, [number_chip(n) for n in numbers]))


def ticket_list(screen, view: dict, open_: bool = False):
    """My tickets in a disclosure ("My lottery tickets: No. 3, No. 7"), numbers inside."""
    tr = screen.ctx.tr
    mine = view.get("my_ticket_numbers") or {}
    if not mine:
        return None
    names = ", ".join(tr("ui.easymoney.ticket", ticket=t) for t in mine)
    return h("details", {"cls": "em-my-tickets", "testid": "my-tickets", "open": open_},
             h("summary", {}, tr("ui.easymoney.my_tickets", tickets=names)),
             h("p", {"cls": "em-ticket-how"}, tr("ui.easymoney.ticket_how")),
             [ticket_card(screen, t, numbers) for t, numbers in mine.items()])


def lottery_dice(screen, view: dict, rolling: bool = False):
    tr = screen.ctx.tr
    dice = view.get("lottery_dice") or []
    shown = dice if len(dice) == 3 and not rolling else [0, 0, 0]
    if len(dice) == 3 and not rolling:
        label = tr("ui.easymoney.lottery_dice", red=dice[0], white=dice[1], blue=dice[2])
    else:
        label = tr("ui.easymoney.lottery_rolling" if rolling else "ui.easymoney.lottery_none")
    faces = [h("span", {"cls": f"em-die {colour}"}, die(value)) for colour, value in zip(COLOURS, shown, strict=True)]
    return h("div", {"cls": "dice em-lottery-dice" + (" rolling" if rolling else ""), "testid": "lottery-dice",
                     "role": "img", "aria-label": label, "title": label}, faces)
