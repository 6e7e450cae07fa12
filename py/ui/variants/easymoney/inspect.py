"""A square's dialog, opened by tapping (or focusing and pressing) a square of the board: its name,
whether it acts when the token passes or only when it stops, and what it does, in the words of
the rules page's section for it (help/pages.py), so a newcomer on a phone can read the road."""

from ...dom import h
from ...help.pages import params
from .board import ACTS_MARK, square_name

SECTION = {"make_money": "makemoney", "double": "double", "nothing": "double", "lottery": "lottery",
           "greed": "greed", "wall_street": "wallstreet", "lucky": "lucky", "mystery": "mystery"}


def inspector(screen, view: dict, index: int):
    ctx, tr = screen.ctx, screen.ctx.tr
    data = screen.squares[index]
    acts = data.get("acts", "stop")
    box = h("section", {"cls": "dialog-box inspect-box em-inspect", "role": "dialog",
                        "aria-labelledby": "inspect-title", "testid": "inspector"})
    title = h("h2", {"cls": "dialog-title", "id": "inspect-title"}, square_name(ctx, data, "em-inspect-name"))
    box.appendChild(title)
    box.appendChild(h("p", {"cls": "em-inspect-acts", "testid": "inspect-acts"},
                      h("span", {"cls": f"em-acts em-acts-{acts}", "aria-hidden": "true"}, ACTS_MARK.get(acts, "")),
                      " ", tr(f"acts.easymoney.{acts}")))
    section = SECTION.get(data.get("kind"))
    if section:
        text = tr(f"help.easymoney.{section}.body", **params("easymoney", screen.app.state.options))
        box.appendChild(h("div", {"cls": "em-inspect-body", "testid": "inspect-what"},
                          [h("p", {}, line) for line in text.split("\n") if line.strip()]))
    if view.get("token") == index:
        box.appendChild(h("p", {"cls": "dialog-hint"}, tr("ui.easymoney.token_here")))
    box.appendChild(h("div", {"cls": "dialog-buttons"},
                      h("button", {"type": "button", "cls": "btn small calm", "testid": "inspect-close",
                                   "data-autofocus": "true", "on_click": lambda _el: screen.inspect(None)},
                        tr("ui.inspect.close"))))
    return box
