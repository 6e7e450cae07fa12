"""A person's result card (results.py) as an element: whose it is, the events in the log's own
words (the amount and why), and OK. It sits at the top of the board's centre, on a phone's first
screen too, above whatever the centre shows next."""

from .dom import h
from .log import render_message


def result_card(ctx, card, on_ok, holding: bool):
    """`holding`: the game waits for this OK (the button takes focus)."""
    title = render_message(ctx, "ui.result.title", {"player": card.seat}, "h2", "result-title")
    title.setAttribute("id", f"result-{card.number}")
    lines = h("ul", {"cls": "result-lines"},
              [render_message(ctx, ctx.event_key(key), params, "li", "result-line") for key, params in card.lines])
    ok = h("button", {"type": "button", "cls": "btn go result-ok", "testid": "result-ok",
                      "data-autofocus": "true" if holding else None,
                      "on_click": lambda _el: on_ok(card.number)}, ctx.tr("ui.result.ok"))
    hint = h("p", {"cls": "result-hint"}, ctx.tr("ui.result.waits" if holding else "ui.result.goes"))
    return h("section", {"cls": f"result-card p{card.seat}", "testid": "result-card", "data-seat": card.seat,
                         "data-card": card.number, "aria-labelledby": f"result-{card.number}"},
             title, lines, h("div", {"cls": "result-foot"}, hint, ok))
