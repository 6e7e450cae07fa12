"""The box of a bot's wait for Ready (holds.py): each waiting person's choice (the variant's
ready_parts) and Ready button, the countdown, and how long it runs (a setting of this device,
ui/prefs.py). In the board's centre, on a phone's first screen."""

import time

from . import prefs
from .dom import h
from .log import render_message


def ready_box(screen, view: dict, status: dict):
    app, ctx, tr, hooks = screen.app, screen.ctx, screen.ctx.tr, screen.hooks
    people, bot = status.get("people") or [], status.get("seat")
    extras = app.extras()
    box = h("section", {"cls": "ready-box", "testid": "ready-box", "aria-labelledby": "ready-title"})
    title = render_message(ctx, "ui.ready.title", {"player": bot}, "h2", "ready-title")
    title.setAttribute("id", "ready-title")
    box.appendChild(title)
    for number, seat in enumerate(people):
        own = [a for a in extras.get(seat, []) if a.kind in hooks.ready_kinds]
        go = h("button", {"type": "button", "cls": f"btn go ready-go p{seat}", "testid": f"ready-{seat}",
                          "data-autofocus": "true" if number == 0 else None,
                          "on_click": lambda _el, s=seat: app.say_ready(s)},
               ctx.text("ui.ready.go", {"player": seat}))
        box.appendChild(h("div", {"cls": "ready-person", "data-seat": seat}, hooks.ready_parts(screen, view, seat, own), go))
    deadline = app.ready_deadline
    seconds = None if deadline is None or deadline == float("inf") else max(1, int(deadline - time.perf_counter()) + 1)
    box.appendChild(h("p", {"cls": "ready-countdown", "testid": "ready-countdown", "aria-live": "off"},
                      countdown_text(ctx, bot, seconds)))
    wait = prefs.ready_wait()
    choose = h("select", {"id": "ready-wait", "testid": "ready-wait",
                          "on_change": lambda el: app.set_ready_wait(int(str(el.value)))},
               [h("option", {"value": str(n), "selected": n == wait},
                  tr.count("ui.ready.wait_n", n) if n else tr("ui.ready.wait_off")) for n in prefs.WAIT_CHOICES])
    box.appendChild(h("p", {"cls": "ready-setting"}, h("label", {"for": "ready-wait"}, tr("ui.ready.wait")), " ", choose))
    return box


def countdown_text(ctx, bot, seconds) -> str:
    """"Bot 1 rolls in 4 s.", or, with no countdown (None), that it waits for everyone's Ready."""
    if seconds is None:
        return ctx.text("ui.ready.forever", {"player": bot})
    return ctx.text("ui.ready.countdown", {"player": bot, "n": seconds})
