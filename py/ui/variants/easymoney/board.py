"""The board's own parts: each square's printed Chinese name above its translation and the mark
saying when it acts (the board data's `acts`), the shared money token, the squares the move still
has to resolve, and the two piles in the centre."""

from ...dom import h
from ...format import money

PRINTED = {"make_money": "賺錢", "lottery": "樂透", "greed": "貪財", "lucky": "幸運擲骰", "mystery": "神秘大獎",
           "double": "雙倍", "nothing": "歸零", "wall_street": "股票市場"}  # as printed, in every language
ACTS_MARK = {"pass": "»", "stop": "■"}


def translation(ctx, data: dict) -> str:
    """The square's name in the UI's language, without the printed Chinese the texts start with."""
    name = ctx.tr(f"square.{ctx.variant}.{data.get('key', data.get('index'))}")
    printed = PRINTED.get(data.get("kind"), "")
    return name[len(printed):].strip() if printed and name.startswith(printed) else name


def acts_mark(ctx, acts: str):
    words = ctx.tr(f"acts.easymoney.{acts}")
    return h("span", {"cls": f"em-acts em-acts-{acts}", "title": words, "aria-label": words, "role": "img"},
             ACTS_MARK.get(acts, ""))


def square_name(ctx, data: dict, cls: str = "sq-name"):
    """<span class=sq-name><span class=zh>雙倍</span><span class=latin>Double</span>
    <span class=em-acts>■</span></span>"""
    return h("span", {"cls": f"{cls} em-name"},
             h("span", {"cls": "zh", "lang": "zh-Hant"}, PRINTED.get(data.get("kind"), "")),
             h("span", {"cls": "latin"}, translation(ctx, data)),
             acts_mark(ctx, data.get("acts", "stop")))


def money_token(ctx):
    words = ctx.tr("ui.easymoney.token")
    return h("span", {"cls": "em-token", "testid": "money-token", "title": words, "role": "img",
                      "aria-label": words}, "$")


def acting_square(view: dict):
    """The square resolving now (the view's `acting_square`), or None between moves."""
    value = view.get("acting_square")
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def square_marks(view: dict) -> dict:
    """em-acting on the square acting now; em-road on the squares of the move still to act (the
    square the token stops on also em-stop)."""
    marks = {}
    for step in view.get("route") or []:
        if isinstance(step, (list, tuple)) and step and isinstance(step[0], int):
            marks[step[0]] = "em-road em-stop" if len(step) > 1 and step[1] else "em-road"
    acting = acting_square(view)
    if acting is not None:
        marks[acting] = "em-acting"
    return marks


def piles(screen, view: dict):
    """The public pile and the lottery pile, big; and how the marks on the squares read."""
    tr = screen.ctx.tr
    lang = tr.lang

    def pile(cls: str, testid: str, title: str, amount, note: str):
        return h("div", {"cls": f"em-pile {cls}", "testid": testid},
                 h("span", {"cls": "em-pile-name"}, tr(title)),
                 h("span", {"cls": "em-pile-amount"}, money(amount, lang)),
                 h("span", {"cls": "em-pile-note"}, tr(note)))

    legend = h("p", {"cls": "em-legend", "testid": "legend"},
               h("span", {"cls": "em-acts em-acts-pass", "aria-hidden": "true"}, ACTS_MARK["pass"]), " ",
               tr("acts.easymoney.pass"), " · ",
               h("span", {"cls": "em-acts em-acts-stop", "aria-hidden": "true"}, ACTS_MARK["stop"]), " ",
               tr("acts.easymoney.stop"))
    road = None
    if view.get("route"):
        road = h("p", {"cls": "em-road-line", "testid": "road"}, tr.count("ui.easymoney.road", len(view["route"])))
    return h("div", {"cls": "em-top"},
             h("div", {"cls": "em-piles"},
               pile("em-bank", "bank", "ui.easymoney.bank", view.get("bank", 0), "ui.easymoney.bank_note"),
               pile("em-pot", "pot", "ui.easymoney.pot", view.get("pot", 0), "ui.easymoney.pot_note")),
             legend, road)
