"""Flip-Lock (พลิกล็อค) as a card game: six cards in a row, the ones turned up showing their
numbers (the view's `flip.shown`; the face-down ones are never in any view), the newest one
flipping over (css/rich.css: a short 3D turn, none with prefers-reduced-motion), the guesses made
so far, Higher ▲ / Lower ▼ each with its chance to pass (`flip.chance`), and the counting aid: the
cards not seen yet (`flip.left`) and how many of them are higher, lower or equal (`flip.higher`,
`lower`, `equal`). After the last card the result (`flip.result`) stays until the next move.
What passing and failing are worth is the view's `flip.win` and `flip.lose`."""

from fractions import Fraction

from ...dom import h
from ...format import money
from ...log import render_message

RESULT_EVENTS = ("rich_fliplock_passed", "rich_fliplock_failed")
MOVE_EVENTS = ("rich_roll", "rich_roll_back", "rich_rests", "rich_job_named", "rich_free_move", "rich_fliplock")
CARDS = 6


def percent(text, lang: str = "en") -> str:
    """A chance from the view ("64/297") as a percentage: "22%"; under 10% with one decimal."""
    try:
        value = Fraction(str(text)) * 100
    except (ValueError, ZeroDivisionError):
        return str(text)
    shown = f"{float(value):.1f}" if 0 < value < 10 else f"{round(float(value))}"
    return (shown.replace(".", ",") if lang == "vi" else shown) + "%"


def stake_text(tr, amount: int) -> str:
    if amount > 0:
        return "+" + money(amount, tr.lang)
    if amount < 0:
        return money(amount, tr.lang)
    return tr("ui.rich.nothing")


def fresh_result(view: dict) -> bool:
    """Whether the log's newest Flip-Lock result came after the last move (a roll, a rest …)."""
    for entry in reversed(view.get("log") or []):
        key = entry[0] if isinstance(entry, (list, tuple)) and entry else ""
        if key in RESULT_EVENTS:
            return True
        if key in MOVE_EVENTS:
            return False
    return False


def finished_flip(screen, view: dict):
    """The Flip-Lock just played, with its result, until the next move; else None."""
    flip = view.get("flip") or {}
    if flip.get("result") is None or not fresh_result(view):
        return None
    return flip_box(screen, view, [], compact=True)


def _card(number, index: int, newest: bool, mark: str = ""):
    up = number is not None
    cls = "rich-fcard" + (" up" if up else " down") + (" newest" if newest else "") + (f" {mark}" if mark else "")
    return h("div", {"cls": cls, "testid": f"flip-card-{index}", "data-card": number if up else ""},
             h("div", {"cls": "rich-fcard-inner"},
               h("div", {"cls": "rich-fcard-face front"}, str(number) if up else ""),
               h("div", {"cls": "rich-fcard-face back", "aria-hidden": "true"})))


def _row(tr, flip: dict):
    shown, guesses, result = list(flip.get("shown") or []), list(flip.get("guesses") or []), flip.get("result")
    row = h("div", {"cls": "rich-flip-row", "testid": "flip-row", "role": "img",
                    "aria-label": tr("ui.rich.flip_row", cards=", ".join(str(c) for c in shown),
                                     down=flip.get("down", CARDS - len(shown)))})
    for i in range(CARDS):
        if i > 0:
            guess = guesses[i - 1] if i - 1 < len(guesses) else None
            wrong = result == "fail" and i - 1 == len(guesses) - 1  # one wrong guess ends the play
            arrow = "▲" if guess == "higher" else ("▼" if guess == "lower" else "")
            row.appendChild(h("span", {"cls": "rich-flip-guess" + (" wrong" if wrong else (" right" if guess else "")),
                                       "aria-hidden": "true"}, arrow))
        number = shown[i] if i < len(shown) else None
        mark = ""
        if result == "fail" and i == len(shown) - 1 and i > 0:
            mark = "wrong"
        row.appendChild(_card(number, i, i == len(shown) - 1, mark))
    return row


def _aid(tr, flip: dict):
    left = list(flip.get("left") or [])
    shown = list(flip.get("shown") or [])
    last = shown[-1] if shown else ""
    unseen = h("span", {"cls": "rich-unseen"}, [h("span", {"cls": "rich-mini"}, str(c)) for c in sorted(left)])
    return h("div", {"cls": "rich-aid", "testid": "flip-aid"},
             h("p", {"cls": "rich-aid-line"}, tr("ui.rich.unseen", n=len(left)), " ", unseen),
             h("p", {"cls": "rich-aid-line", "testid": "flip-counts"},
               tr("ui.rich.counts", last=last, higher=flip.get("higher", 0), lower=flip.get("lower", 0),
                  equal=flip.get("equal", 0))))


def _guesses(screen, flip: dict, actions: list):
    tr = screen.ctx.tr
    chance = flip.get("chance") or {}
    row = h("div", {"cls": "rich-guesses"})
    for side in ("higher", "lower"):
        action = next((a for a in actions if a.kind == "guess" and a.args[0] == side), None)
        inside = [h("span", {"cls": "rich-guess-head"}, screen.app.label(action) if action is not None
                    else tr(f"action.rich_guess_{side}")),
                  h("span", {"cls": "rich-guess-chance"}, tr("ui.rich.pass_chance",
                                                              percent=percent(chance.get(side, "0"), tr.lang)))]
        if action is None:
            row.appendChild(h("div", {"cls": f"rich-guess guess-{side}", "testid": f"guess-{side}"}, inside))
        else:
            row.appendChild(h("button", {"type": "button", "cls": f"rich-guess guess-{side}", "data-action": str(action),
                                         "testid": f"guess-{side}", "on_click": lambda _el, a=action: screen.app.act(a)},
                              inside))
    return row


def flip_box(screen, view: dict, actions: list, compact: bool = False):
    ctx, tr = screen.ctx, screen.ctx.tr
    flip = view.get("flip") or {}
    context = flip.get("context", "square")
    win, lose = flip.get("win", 0), flip.get("lose", 0)
    result = flip.get("result")
    head = h("h2", {"cls": "rich-title"}, h("span", {"lang": "th"}, "พลิกล็อค"), " ", tr("ui.rich.flip_title"))
    parts = [head,
             render_message(ctx, "ui.rich.flip_who", {"player": flip.get("player"),
                                                      "context": tr(f"context.rich.{context}")}, "p", "rich-who"),
             h("p", {"cls": "rich-stakes", "testid": "flip-stakes"},
               h("span", {"cls": "rich-stake pass"}, tr("ui.rich.if_pass", amount=stake_text(tr, win))),
               h("span", {"cls": "rich-stake fail"}, tr("ui.rich.if_fail", amount=stake_text(tr, lose))))]
    if not compact:
        parts.append(h("p", {"cls": "rich-help"}, tr("ui.rich.flip_help")))
    parts.append(_row(tr, flip))
    if result is None:
        parts += [_aid(tr, flip), _guesses(screen, flip, actions)]
    else:
        passed = result == "pass"
        parts.append(h("p", {"cls": "rich-flip-result " + ("passed" if passed else "failed"), "testid": "flip-result",
                             "role": "status"},
                       tr("ui.rich.passed" if passed else "ui.rich.failed", amount=stake_text(tr, win if passed else lose))))
    return h("section", {"cls": "rich-box rich-flip" + (" compact" if compact else ""), "testid": "fliplock"}, parts)
