"""The game log: the events the screen's seat may see, in words, newest at the top, in an ARIA
live region. It asks the engine only for what is new (core.events_since with a cursor), never
for the whole log; when the seat whose screen it is changes (hotseat), it starts again for that
seat, so nobody's screen shows events meant for another seat. Every event gets its own entry:
the log once kept only the newest of a run of bots' bids, and since that run could hold two
bots' bids, an auction read as the leader raising itself ("Bot 2 bids $140", "You drop
out", "Bot 2 bids $180" — Bot 3's $150 and $170 and Bot 2's $160 were gone).

An entry whose event has a rule behind it (help/pages.py) ends with a small "why?" button that opens
the rules page at that rule. The entry goes into the live region whole, button included, in one
insertion, so a screen reader announces it once; the button's name ("Why? — Rent") is its aria-label,
and its visible "why?" is drawn by the style sheet, so the line's text is the event's words alone."""

import json

from .dom import absent, h, text_node
from .help.dialog import why_button
from .help.pages import section_for

LIMIT = 250  # entries kept on screen (the game keeps all of them)


def render_message(ctx, key: str, params: dict, tag: str = "span", cls: str = ""):
    """A message as an element: plain text, with each player's name in that player's colour."""
    el = h(tag, {"cls": cls or None})
    for text, seat in ctx.segments(key, params):
        if seat is None:
            el.appendChild(text_node(text))
        else:
            el.appendChild(h("span", {"cls": f"pname p{seat}", "dir": "auto"}, text))
    return el


ANSWERED = "answer_sealed"  # "Ann has answered": a run of them is one line


class LogView:
    def __init__(self, ctx, why=None):
        self.ctx = ctx
        self.why = why  # why(section, button): open the rules at a section (None: no "why?" buttons)
        self.cursor = 0
        self.seat = None
        self.limit = LIMIT  # entries asked for when the log starts again (restart: fewer)
        self.el = h("div", {"cls": "log", "testid": "log", "role": "log", "aria-live": "polite",
                            "aria-relevant": "additions", "tabindex": "0",
                            "aria-label": ctx.tr("ui.game.log")})

    def update(self, events_since, seat) -> None:
        """events_since(seat, cursor, limit) -> {"events": [[index, key, params]…], "next": cursor}."""
        if seat != self.seat or self.cursor == 0:
            self.el.replaceChildren()
            self.seat, self.cursor = seat, 0
        found = events_since(seat, self.cursor, self.limit)
        self.limit = LIMIT
        for index, key, params in found["events"]:
            self._add(index, str(key), params if isinstance(params, dict) else {})
        self.cursor = found["next"]
        while self.el.childElementCount > LIMIT:
            self.el.lastElementChild.remove()

    def restart(self, limit: int = LIMIT) -> None:
        """Start again at the next update, with the newest `limit` entries (a replay's jump: the
        game shown is another one; ui/replay.py)."""
        self.cursor, self.limit = 0, limit

    def _add(self, index: int, key: str, params: dict) -> None:
        if key == ANSWERED and self._answered(index, params):
            return
        item = render_message(self.ctx, self.ctx.event_key(key), params, "div", f"entry ev-{key.rsplit('.', 1)[-1]}")
        if key == ANSWERED:
            item.setAttribute("data-answered", json.dumps([params.get("player")]))
        item.setAttribute("data-n", str(index))
        section = section_for(self.ctx.variant, key) if self.why else None
        if section:
            item.setAttribute("data-why", section)
            item.appendChild(why_button(self.ctx.tr, self.ctx.variant, section, self.why))
        self.el.prepend(item)

    def _answered(self, index: int, params: dict) -> bool:
        """Fold "X has answered" into the newest line when that one says who has answered already:
        "Ann, Ben and Cleo have answered." (eleven players made eleven lines per secret step)."""
        top = self.el.firstElementChild
        seat = params.get("player")
        told = None if absent(top) else top.getAttribute("data-answered")
        if absent(told) or not isinstance(seat, int):
            return False
        seats = [*json.loads(str(told)), seat]
        item = render_message(self.ctx, "ui.log.answered", {"players": seats}, "div", "entry ev-answer_sealed")
        item.setAttribute("data-answered", json.dumps(seats))
        item.setAttribute("data-n", str(index))
        top.remove()
        self.el.prepend(item)
        return True
