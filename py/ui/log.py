"""The game log: every event of view["log"] in words, newest at the top, in an ARIA live region.
In an auction a new bid replaces the bot's bid before it, so bots raising a dollar at a time do not
push everything else off the log (people's bids stay)."""

from .dom import absent, h, text_node

LIMIT = 250  # entries kept on screen (the game keeps all of them)
COMPACT = {"bid_made"}  # runs of these keep only their latest entry


def render_message(ctx, key: str, params: dict, tag: str = "span", cls: str = ""):
    """A message as an element: plain text, with each player's name in that player's colour."""
    el = h(tag, {"cls": cls or None})
    for text, seat in ctx.segments(key, params):
        if seat is None:
            el.appendChild(text_node(text))
        else:
            el.appendChild(h("span", {"cls": f"pname p{seat}"}, text))
    return el


class LogView:
    def __init__(self, ctx, bots=()):
        self.ctx = ctx
        self.bots = {str(seat) for seat in bots}
        self.count = 0
        self.el = h("div", {"cls": "log", "testid": "log", "role": "log", "aria-live": "polite",
                            "aria-relevant": "additions", "tabindex": "0",
                            "aria-label": ctx.tr("ui.game.log")})

    def update(self, log: list) -> None:
        if len(log) < self.count:
            self.el.replaceChildren()
            self.count = 0
        start = max(self.count, len(log) - LIMIT)
        for number in range(start, len(log)):
            key, params = _entry(log[number])
            top = self.el.firstElementChild
            if key in COMPACT and not absent(top) and top.classList.contains(f"ev-{key}") \
                    and top.getAttribute("data-player") in self.bots:
                top.remove()  # a new bid replaces a bot's previous one
            event = self.ctx.event_key(key)
            item = render_message(self.ctx, event, params, "div", f"entry ev-{key.rsplit('.', 1)[-1]}")
            item.setAttribute("data-n", str(number))
            if "player" in params:
                item.setAttribute("data-player", str(params["player"]))
            self.el.prepend(item)
        self.count = len(log)
        while self.el.childElementCount > LIMIT:
            self.el.lastElementChild.remove()


def _entry(entry) -> tuple:
    """A log entry as (key, params), whatever shape the engine used."""
    if isinstance(entry, dict):
        return str(entry.get("key", "?")), dict(entry.get("params") or {})
    if isinstance(entry, (list, tuple)) and entry:
        params = entry[1] if len(entry) > 1 and isinstance(entry[1], dict) else {}
        return str(entry[0]), params
    return str(entry), {}
