"""The offer picker: for each gem held, a row of ticket chips (how many to sell this round) and a
row of price chips; only combinations in the legal list are clickable, and the button that sends
the offer is that legal action, labelled by describe(). "Sell nothing" is its own button (not in
round 4, when every ticket left must be offered). The picks live in the hooks, per seat and round,
so a redraw keeps them (hooks.picks_for)."""

from ...dom import h
from .parts import act_button, box, gem, hint, short, won


class Offers:
    """The legal offers of one seat, per gem: which (tickets, price) each gem may take."""

    def __init__(self, actions: list):
        self.by_args = {a.args: a for a in actions if a.kind == "offer"}
        first = next(iter(self.by_args), ())
        self.gems = list(first[0::3])
        self.options = [sorted({(args[3 * i + 1], args[3 * i + 2]) for args in self.by_args})
                        for i in range(len(self.gems))]

    def fits(self, picks: list) -> bool:
        """Some legal offer matches `picks` ([tickets, price or None] per gem; None: any price)."""
        for args in self.by_args:
            if all(args[3 * i + 1] == t and (p is None or args[3 * i + 2] == p) for i, (t, p) in enumerate(picks)):
                return True
        return False

    def action(self, picks: list):
        args = []
        for name, (t, p) in zip(self.gems, picks, strict=True):
            args += [name, t, p]
        return self.by_args.get(tuple(args))

    def nothing(self):
        return self.by_args.get(tuple(x for name in self.gems for x in (name, 0, 0)))


def _start(offers: Offers) -> list:
    picks = []
    for options in offers.options:
        counts = sorted({t for t, _ in options})
        picks.append([0, 0] if (0, 0) in options else [counts[0], None])
    return picks


def offer_box(hooks, screen, view: dict, actions: list):
    tr = screen.ctx.tr
    title = tr("ui.babylon.offer_title", round=view.get("round"), rounds=view.get("rounds"))
    offers = Offers(actions)
    if not offers.gems:
        return box("bb-offer", title, hint(tr("ui.babylon.offer_wait")), cls="bb-offer")
    seat = actions[0].seat
    key, found = (seat, view.get("round")), hooks.picks_for(screen.app.state)
    picks = found.get(key)
    if picks is None or len(picks) != len(offers.gems):
        picks = found[key] = _start(offers)
    steps = sorted({p for options in offers.options for _t, p in options if p})
    prices = dict(zip(steps, view.get("prices") or [], strict=False))  # half-million steps -> won (the view's)
    last = offers.nothing() is None
    rows = [_gem_row(hooks, screen, view, offers, picks, i, prices) for i in range(len(offers.gems))]
    send = offers.action(picks)
    if send is not None:
        confirm = act_button(screen, send, "✔ ", screen.app.label(send), cls="btn big go", testid="bb-send")
    else:
        confirm = h("button", {"type": "button", "cls": "btn big go", "disabled": True, "testid": "bb-send"},
                    tr("ui.babylon.pick_price"))
    nothing = offers.nothing()
    secret = secret_toggle(hooks, screen, view, actions, key)
    buttons = h("div", {"cls": "bb-row bb-send-row"}, confirm,
                act_button(screen, nothing, cls="btn big calm", testid="bb-nothing") if nothing is not None
                and send != nothing else None)
    rules = h("details", {"cls": "bb-rules"}, h("summary", {}, tr("ui.babylon.how_paid")),
              h("ul", {}, [h("li", {}, tr(f"ui.babylon.paid_{n}")) for n in range(1, 5)]))
    return box("bb-offer", title, hint(tr("ui.babylon.offer_last" if last else "ui.babylon.offer_help")),
               rows, secret, buttons, rules, cls="bb-offer")


def secret_toggle(hooks, screen, view: dict, actions: list, key: tuple):
    """In a one-visit round, Secret goes with the offers: a toggle here, sent with them after one
    Send / Change (hooks.sent_first), so hiding one's offers costs one click."""
    if not any(a.kind == "secret" for a in actions):
        return None
    tr, found = screen.ctx.tr, hooks.picks_for(screen.app.state)
    on = bool(found.get((*key, "secret")))

    def flip(_el):
        found[(*key, "secret")] = not on
        screen.app.render()

    return h("div", {"cls": "bb-option bb-secret-row", "testid": "bb-secret"},
             h("button", {"type": "button", "cls": "bb-chip bb-secret-chip" + (" on" if on else ""),
                          "testid": "secret-toggle", "aria-pressed": "true" if on else "false", "on_click": flip},
               "✓ " if on else "", tr("ui.babylon.secret_toggle")),
             hint(tr("ui.babylon.secret_help")))


def _gem_row(hooks, screen, view, offers: Offers, picks: list, i: int, prices: dict):
    ctx, tr = screen.ctx, screen.ctx.tr
    name, options = offers.gems[i], offers.options[i]
    if options == [(0, 0)]:  # every ticket of this gem is sold
        return h("p", {"cls": "bb-gem-row bb-sold", "testid": f"offer-{name}"}, gem(ctx, name), " — ",
                 tr("ui.babylon.sold_out"))
    t, p = picks[i]
    mine = view.get("mine") or {}
    left = (mine.get("tickets") or {}).get(name, 0)
    check = mine.get("check") or {}
    known = (h("span", {"cls": "bb-known", "testid": f"known-{name}"},
               tr("ui.babylon.known", amount=won(ctx, check.get("value"))))
             if check.get("gem") == name else None)
    counts = h("div", {"cls": "bb-chips", "role": "group", "aria-label": tr("ui.babylon.tickets_to_sell")},
               h("span", {"cls": "bb-chips-name"}, tr("ui.babylon.tickets_to_sell")))
    for n in sorted({c for c, _ in options}):
        new = [list(x) for x in picks]
        new[i] = [n, 0] if n == 0 else [n, p if p else None]
        counts.appendChild(_chip(hooks, screen, picks, new, str(n), n == t, offers.fits(new),
                                 f"tickets-{name}-{n}"))
    price_row = h("div", {"cls": "bb-chips bb-prices", "role": "group", "aria-label": tr("ui.babylon.price_each")},
                  h("span", {"cls": "bb-chips-name"}, tr("ui.babylon.price_each")))
    positive = sorted({c for c, _ in options if c})
    for step, amount in prices.items():
        new = [list(x) for x in picks]
        new[i] = [t if t else (positive[0] if positive else 0), step]
        price_row.appendChild(_chip(hooks, screen, picks, new, short(tr, amount), step == p and t > 0,
                                    offers.fits(new), f"price-{name}-{step}", won(ctx, amount)))
    return h("div", {"cls": "bb-gem-row", "testid": f"offer-{name}"},
             h("div", {"cls": "bb-gem-head"}, gem(ctx, name),
               h("span", {"cls": "bb-left"}, tr.count("ui.babylon.tickets_left", left)), known),
             counts, price_row)


def _chip(hooks, screen, picks: list, new: list, text: str, on: bool, legal: bool, testid: str, label=None):
    def pick(_el):
        picks[:] = new
        screen.app.render()

    return h("button", {"type": "button", "cls": "bb-chip" + (" on" if on else ""), "testid": testid,
                        "aria-pressed": "true" if on else "false", "disabled": not legal,
                        "title": label, "on_click": None if not legal else pick}, text)
