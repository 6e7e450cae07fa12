"""The betting screens: the first stake in the Double box, Wall Street (the rumour on the top
card's back, Rise or Fall, and the expected value of each side from the view), Lucky Dice (the six
numbers with their printed odds and their chance of coming before a 7, from the view's
`lucky_odds`; the numbers already rolled this session; everyone's stakes). A newcomer reads what
each choice means on the screen itself; the chips (picker.py) offer only legal stakes."""

from fractions import Fraction

from ...dom import h
from ...format import money
from ...log import render_message
from . import picker
from .board import PRINTED


def _title(screen, kind: str, key: str):
    return h("h2", {"cls": "em-title"}, h("span", {"cls": "zh", "lang": "zh-Hant"}, PRINTED.get(kind, "")), " ",
             screen.ctx.tr(key))


def _seat(actions: list):
    return actions[0].seat if actions else None


def first_stake(screen, view: dict, actions: list):
    ctx, seat = screen.ctx, _seat(actions)
    stakes = picker.Stakes(actions)
    picked = picker.state(screen, seat, "stake", view, stakes, place="double")
    return h("section", {"cls": "em-bet em-stake", "testid": "stake-box"},
             _title(screen, "double", "ui.easymoney.stake_title"),
             h("p", {"cls": "em-help"}, ctx.tr("ui.easymoney.stake_help", fine=money(view.get("fine", 0), ctx.tr.lang))),
             picker.chips(screen, view, picked, stakes),
             picker.summary(screen, picked, stakes, lambda _p: ctx.tr("ui.easymoney.double_box")))


# ---- Wall Street ----------------------------------------------------------------------------
def expected(text, lang: str) -> str:
    """The view's expected gain per $1 (a fraction such as "1/2") as money: "+$0.50"."""
    try:
        value = Fraction(str(text))
    except (ValueError, ZeroDivisionError):
        return str(text)
    number = f"{float(abs(value)):.2f}"
    sign = "+" if value > 0 and number != "0.00" else ("−" if value < 0 and number != "0.00" else "±")
    return f"{sign}{number.replace('.', ',')} $" if lang == "vi" else f"{sign}${number}"


def wall_street(screen, view: dict, actions: list):
    tr = screen.ctx.tr
    rumour = view.get("rumour") or {}
    back = rumour.get("back", "")
    card = h("div", {"cls": f"em-ws-card back-{back}", "testid": "rumour"},
             h("p", {"cls": "em-ws-label"}, tr("ui.easymoney.rumour")),
             h("p", {"cls": "em-ws-back"}, tr(f"back.easymoney.{back}")),
             h("p", {"cls": "em-ws-ev", "testid": "expected"}, tr("ui.easymoney.expected")),
             h("div", {"cls": "em-ws-sides"},
               [h("span", {"cls": f"em-ev em-{side}", "testid": f"expected-{side}"},
                  h("span", {"cls": "em-arrow", "aria-hidden": "true"}, "▲" if side == "rise" else "▼"),
                  tr(f"side.easymoney.{side}"), " ", h("b", {}, expected(rumour.get(side, "0"), tr.lang)))
                for side in ("rise", "fall")]))
    parts = [_title(screen, "wall_street", "ui.easymoney.ws_title"),
             h("p", {"cls": "em-help"}, tr("ui.easymoney.ws_help")), card]
    stakes = picker.Stakes(actions)
    if stakes:
        seat = _seat(actions)
        picked = picker.state(screen, seat, "ws", view, stakes)
        sides = h("div", {"cls": "em-sides", "role": "group", "aria-label": tr("ui.easymoney.ws_side")},
                  [picker.place_button(screen, picked, side,
                                       [h("span", {"cls": "em-arrow", "aria-hidden": "true"},
                                          "▲" if side == "rise" else "▼"), " ", tr(f"side.easymoney.{side}")],
                                       f"btn big em-side em-{side}", f"side-{side}")
                   for side in ("rise", "fall")])
        parts += [h("p", {"cls": "em-step"}, tr("ui.easymoney.ws_step")), sides,
                  picker.chips(screen, view, picked, stakes),
                  h("div", {"cls": "em-choose"}, picker.summary(screen, picked, stakes, lambda p: tr(f"side.easymoney.{p}")),
                    picker.pass_button(screen, actions))]
    else:
        parts.append(_waiting(screen, view))
    return h("section", {"cls": "em-bet em-ws", "testid": "wall-street"}, parts)


def _waiting(screen, view: dict):
    sealed = view.get("sealed") or {}
    waiting = sealed.get("waiting") or []
    if not waiting:
        return None
    return render_message(screen.ctx, "ui.easymoney.waiting", {"players": list(waiting)}, "p", "em-waiting")


# ---- Lucky Dice ------------------------------------------------------------------------------
def _stakes_on(view: dict, number: int) -> list:
    found = []
    for seat, player in enumerate(view.get("players") or []):
        for n, amount in player.get("numbers") or []:
            if n == number and amount:
                found.append((seat, amount))
    return found


def number_card(screen, view: dict, row: dict, rolled: list, picked, stakes):
    ctx, tr = screen.ctx, screen.ctx.tr
    number = row.get("number")
    pays, chance = row.get("pays") or [0, 1], row.get("chance") or [0, 1]
    done = number in rolled
    inside = [h("span", {"cls": "em-num"}, str(number)),
              h("span", {"cls": "em-pays"}, tr("ui.easymoney.pays", a=pays[0], b=pays[1])),
              h("span", {"cls": "em-chance"}, tr("ui.easymoney.before_seven"), " ",
                h("b", {"cls": "em-odds"}, tr("ui.easymoney.chance", n=chance[0], d=chance[1])))]
    if done:
        inside.append(h("span", {"cls": "em-rolled-tag"}, "✓ ", tr("ui.easymoney.rolled")))
    on = _stakes_on(view, number)
    if on:
        inside.append(h("span", {"cls": "em-on"},
                        [h("span", {"cls": f"em-stake-tag p{seat}", "title": ctx.name(seat)},
                           screen.labels[seat] if seat < len(screen.labels) else "", " ", money(amount, tr.lang))
                         for seat, amount in on]))
    cls = "em-number" + (" done" if done else "")
    testid = f"number-{number}"
    if picked is None:
        return h("div", {"cls": cls, "testid": testid}, inside)
    usable = any(stakes.can_add(picked["bundles"], (number, amount)) for amount in view.get("bundles") or []) \
        or any(b[0] == number for b in picked["bundles"])
    return picker.place_button(screen, picked, number, inside, cls, testid, usable)


def lucky(screen, view: dict, actions: list):
    tr = screen.ctx.tr
    rolled = list((view.get("lucky") or {}).get("rolled") or [])
    stakes = picker.Stakes(actions)
    picked = picker.state(screen, _seat(actions), "lucky", view, stakes) if stakes else None
    numbers = h("div", {"cls": "em-numbers", "testid": "lucky-numbers"},
                [number_card(screen, view, row, rolled, picked, stakes) for row in view.get("lucky_odds") or []])
    parts = [_title(screen, "lucky", "ui.easymoney.lucky_title"),
             h("p", {"cls": "em-help"}, tr("ui.easymoney.lucky_help"))]
    if picked is not None:
        parts.append(h("p", {"cls": "em-step"}, tr("ui.easymoney.lucky_step")))
    parts.append(numbers)
    parts.append(h("p", {"cls": "em-rolled", "testid": "lucky-rolled"},
                     tr("ui.easymoney.rolled_so_far", totals=", ".join(str(t) for t in rolled)) if rolled
                     else tr("ui.easymoney.rolled_none")))
    if picked is not None:
        parts += [picker.chips(screen, view, picked, stakes),
                  h("div", {"cls": "em-choose"}, picker.summary(screen, picked, stakes, lambda n: str(n)),
                    picker.pass_button(screen, actions))]
    elif view.get("phase") == "lucky_bets":
        parts.append(_waiting(screen, view))
    return h("section", {"cls": "em-bet em-lucky", "testid": "lucky-dice"}, parts)
