"""The Rich Card window (phase react, sealed: each human seat answers behind the shared "pass the
device" screen): what the money is (the view's `window`: a receipt or a payment, whose, how much,
for which square), then one button per card this seat may play (`window.mine`, the legal list),
each saying what it does, and "Keep my cards"."""

from ...dom import h
from ...log import render_message

CARD_ICON = {"double": "×2", "collect": "½", "pay": "⇆"}


def _explain(screen, window: dict, action) -> str:
    ctx, card = screen.ctx, action.args[0]
    me = action.seat
    if card == "double":
        key = "ui.rich.explain_double_own" if window.get("seat") == me else "ui.rich.explain_double_other"
        return ctx.text(key, {"player": window.get("seat")})
    if card == "collect":
        return ctx.text("ui.rich.explain_collect", {"player": window.get("seat")})
    return ctx.text("ui.rich.explain_pay", {"helper_player": action.args[1]})


# (a receipt?, mine?, from or to every other player?) -> the prompt above the cards
PROMPTS = {
    (True, False, False): "ui.rich.window_receive", (True, True, False): "ui.rich.window_receive_me",
    (True, False, True): "ui.rich.window_receive_all", (True, True, True): "ui.rich.window_receive_me_all",
    (False, False, False): "ui.rich.window_pay", (False, True, False): "ui.rich.window_pay_me",
    (False, False, True): "ui.rich.window_pay_all", (False, True, True): "ui.rich.window_pay_me_all",
}


def _prompt(screen, view: dict, window: dict):
    ctx = screen.ctx
    receipt = window.get("kind") == "receipt"
    mine = window.get("seat") == view.get("me")
    key = PROMPTS[(receipt, mine, bool(window.get("others")))]
    return render_message(ctx, key, {"player": window.get("seat"), "amount": window.get("amount", 0),
                                     "square": window.get("square")}, "p", "rich-window-prompt")


def window_box(screen, view: dict, actions: list):
    ctx, tr = screen.ctx, screen.ctx.tr
    window = view.get("window") or {}
    plays = [a for a in actions if a.kind == "play"]
    keep = next((a for a in actions if a.kind == "pass"), None)
    parts = [h("h2", {"cls": "rich-title"}, tr("ui.rich.window_title")), _prompt(screen, view, window)]
    if plays or keep is not None:
        parts.append(h("p", {"cls": "rich-help"}, tr("ui.rich.window_help")))
        row = h("div", {"cls": "rich-plays", "role": "group", "aria-label": tr("ui.rich.window_title")})
        for action in plays:
            card = action.args[0]
            row.appendChild(h("button", {"type": "button", "cls": f"rich-play card-{card}", "data-action": str(action),
                                         "testid": "play-" + "-".join(str(a) for a in action.args),
                                         "on_click": lambda _el, a=action: screen.app.act(a)},
                              h("span", {"cls": "rich-play-icon", "aria-hidden": "true"}, CARD_ICON.get(card, "")),
                              h("span", {"cls": "rich-play-head"}, screen.app.label(action)),
                              h("span", {"cls": "rich-play-note"}, _explain(screen, window, action))))
        parts.append(row)
        if keep is not None:
            parts.append(h("div", {"cls": "rich-buttons"},
                           h("button", {"type": "button", "cls": "btn big calm", "data-action": str(keep),
                                        "testid": "keep-cards", "on_click": lambda _el: screen.app.act(keep)},
                             screen.app.label(keep))))
        parts.append(_ask_setting(screen, view))
    else:
        waiting = list((view.get("sealed") or {}).get("waiting") or [])
        if waiting:
            parts.append(render_message(ctx, "ui.rich.window_waiting", {"players": waiting}, "p", "rich-help"))
    return h("section", {"cls": "rich-box rich-window", "testid": "reaction"}, parts)


def _ask_setting(screen, view: dict):
    """"Ask me about Rich Cards: every time / only from ฿50,000 …": this person's own choice
    (ui/prefs.py), kept under their name on this device; the page passes below it for them."""
    from ...prefs import ASK_CHOICES, ask_above, set_ask_above

    ctx, tr = screen.ctx, screen.ctx.tr
    me, players = view.get("me"), view.get("players") or []
    if not isinstance(me, int) or not 0 <= me < len(players):
        return None
    name = players[me].get("name", "")
    current = ask_above(name)
    select = h("select", {"id": "rich-ask", "testid": "rich-ask",
                          "on_change": lambda el: set_ask_above(name, int(str(el.value)))})
    for amount in ASK_CHOICES:
        words = tr("ui.rich.ask_always") if amount == 0 else ctx.text("ui.rich.ask_above", {"amount": amount})
        select.appendChild(h("option", {"value": str(amount), "selected": amount == current}, words))
    return h("div", {"cls": "rich-ask"},
             h("label", {"for": "rich-ask"}, tr("ui.rich.ask_label"), " "), select,
             h("p", {"cls": "rich-ask-note"}, tr("ui.rich.ask_note")))

