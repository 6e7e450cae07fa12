"""The bundle chips: a stake is one or two bundles ($100,000, $200,000, $500,000, $1,000,000 — the
view's `bundles`), put on a place (the Double box, Rise or Fall, a number). The player clicks a
place, then one or two chips, then the button that says the whole stake in words (describe()).

Only what the engine's legal list holds can be picked: a chip is clickable when the stake picked
so far plus that chip is part of some legal action; the button is the legal action itself. So a
stake over one's own funds, or a second place for Rise/Fall, is never offered — the UI computes
no rule, it reads the legal list. The first thing to press (a place, else a chip) is marked
data-autofocus, so a new box takes the focus and a phone scrolls to its question (ui/game.py). What has been picked so far lives in the hooks (`picks`), per
seat, purpose and moment, so a redraw (a bot's move) keeps it."""

from ...dom import h
from ...format import money

STAKE_KINDS = ("double", "rise", "fall", "luck")


def bundles_of(action) -> list | None:
    """[(place, amount)] of a stake action: the place is the kind (double, rise, fall) or the number."""
    kind, args = action.kind, action.args
    if kind == "luck":
        if len(args) == 4:
            return [(args[0], args[1]), (args[2], args[3])]
        return [(args[0], amount) for amount in args[1:]]
    if kind in STAKE_KINDS:
        return [(kind, amount) for amount in args]
    return None


def key_of(bundles) -> tuple:
    return tuple(sorted(bundles, key=lambda b: (str(b[0]), b[1])))


class Stakes:
    """The legal stakes among `actions`: exact ones (key -> action) and every part of one."""

    def __init__(self, actions: list):
        self.exact, self.parts = {}, set()
        for action in actions:
            bundles = bundles_of(action)
            if not bundles:
                continue
            self.exact[key_of(bundles)] = action
            for i in range(len(bundles)):
                self.parts.add(key_of([bundles[i]]))
            self.parts.add(key_of(bundles))

    def can_add(self, picked: list, bundle: tuple) -> bool:
        return key_of([*picked, bundle]) in self.parts

    def action(self, picked: list):
        return self.exact.get(key_of(picked)) if picked else None

    def __bool__(self) -> bool:
        return bool(self.exact)


def state(screen, seat: int, what: str, view: dict, stakes: Stakes, place=None) -> dict:
    """The picks of `seat` for `what` at this moment: {"place", "bundles"} (kept in the hooks)."""
    picks = screen.hooks.picks
    moment = (seat, what, view.get("turn"), len(view.get("route") or []), view.get("phase"))
    if moment not in picks:
        if len(picks) > 40:
            picks.clear()
        picks[moment] = {"place": place, "bundles": []}
    found = picks[moment]
    if found["bundles"] and key_of(found["bundles"]) not in stakes.parts:  # own funds changed meanwhile
        found["bundles"] = []
    return found


def redraw(screen) -> None:
    screen.app.render()


def place_button(screen, picked: dict, place, content, cls: str, testid: str, enabled: bool = True):
    """A place to stake on (Rise, Fall, a number): pressed when it is the place the chips go to."""
    def choose(_el):
        picked["place"] = place
        redraw(screen)

    return h("button", {"type": "button", "cls": f"{cls} em-place", "testid": testid,
                        "aria-pressed": "true" if picked["place"] == place else "false",
                        "data-autofocus": "true" if picked["place"] is None and enabled else None,
                        "disabled": not enabled, "on_click": choose}, content)


def chips(screen, view: dict, picked: dict, stakes: Stakes, testid: str = "chips", what: str = ""):
    """The four bundle chips, a chip clickable only when the stake so far plus it is legal."""
    lang = screen.ctx.tr.lang
    row = h("div", {"cls": "em-chips", "role": "group", "testid": testid,
                    "aria-label": screen.ctx.tr("ui.easymoney.chips")})
    for amount in view.get("bundles") or []:
        bundle = (picked["place"], amount)
        ok = picked["place"] is not None and len(picked["bundles"]) < 2 and stakes.can_add(picked["bundles"], bundle)

        def add(_el, b=bundle):
            picked["bundles"].append(b)
            redraw(screen)

        row.appendChild(h("button", {"type": "button", "cls": f"em-chip v{amount}", "disabled": not ok,
                                     "data-autofocus": "true" if ok and not picked["bundles"] else None,
                                     "testid": f"{what}chip-{amount}", "data-amount": amount, "on_click": add},
                          h("span", {"cls": "em-chip-face"}, money(amount, lang))))
    return row


def summary(screen, picked: dict, stakes: Stakes, place_name, what: str = ""):
    """What is picked so far ("$500,000 on Rise + $100,000 on Rise"), a button to start again, and
    the legal stake it makes, as the button that plays it."""
    ctx = screen.ctx
    bundles = picked["bundles"]
    if not bundles:
        hint = "ui.easymoney.pick_hint" if picked["place"] is not None else "ui.easymoney.pick_place"
        return h("p", {"cls": "em-picked none", "testid": f"{what}picked"}, ctx.tr(hint))

    def again(_el):
        picked["bundles"] = []
        redraw(screen)

    words = [ctx.tr("ui.easymoney.bundle_on", amount=money(amount, ctx.tr.lang), place=place_name(place))
             for place, amount in bundles]
    action = stakes.action(bundles)
    confirm = None
    if action is not None:
        confirm = h("button", {"type": "button", "cls": "btn big go em-confirm", "testid": f"{what}confirm",
                               "data-action": str(action), "data-autofocus": "true",
                               "on_click": lambda _el: _play(screen, picked, action)}, screen.app.label(action))
    return h("div", {"cls": "em-picked", "testid": f"{what}picked"},
             h("p", {"cls": "em-picked-words"}, " + ".join(words)),
             h("div", {"cls": "em-picked-buttons"}, confirm,
               h("button", {"type": "button", "cls": "btn small calm", "testid": f"{what}clear", "on_click": again},
                 ctx.tr("ui.easymoney.clear"))))


def _play(screen, picked: dict, action) -> None:
    picked["bundles"] = []
    screen.app.act(action)


def pass_button(screen, actions: list, testid: str = "em-pass"):
    action = next((a for a in actions if a.kind == "pass"), None)
    if action is None:
        return None
    return h("button", {"type": "button", "cls": "btn big calm", "testid": testid, "data-action": str(action),
                        "on_click": lambda _el: screen.app.act(action)}, screen.app.label(action))
