"""Small pieces the screens share: a gem's name with its colour mark, a player's name in their
colour, money in won, a titled box."""

from ...dom import h
from ...format import money

GEM_MARK = {"pearl": "○", "garnet": "◆", "amethyst": "▲", "emerald": "■"}  # not colour alone


def gem(ctx, name: str, cls: str = ""):
    return h("span", {"cls": f"bb-gem gem-{name} {cls}".strip()},
             h("span", {"cls": "bb-gem-mark", "aria-hidden": "true"}, GEM_MARK.get(name, "•")),
             ctx.tr(f"gem.babylon.{name}"))


def who(ctx, seat):
    return h("span", {"cls": f"pname p{seat}", "dir": "auto"}, ctx.name(seat))


def won(ctx, amount) -> str:
    return money(amount, ctx.tr.lang)


def short(tr, amount) -> str:
    """A price of whole half-millions of won as "₩1.5M" (small chips and columns; the full amount
    is their title)."""
    number = f"{(amount or 0) / 1_000_000:.1f}"
    return tr("ui.babylon.million", n=number.replace(".", ",") if tr.lang == "vi" else number)


def box(testid: str, title, *children, cls: str = ""):
    return h("section", {"cls": f"bb-box {cls}".strip(), "testid": testid},
             h("h2", {"cls": "bb-title"}, title) if title else None, *children)


def hint(text, cls: str = ""):
    return h("p", {"cls": f"bb-hint {cls}".strip()}, text)


def act_button(screen, action, *label, cls: str = "btn big warm", **attrs):
    """A button that plays one legal action (data-action carries its text, for tests)."""
    app = screen.app
    return h("button", {"type": "button", "cls": cls, "data-action": str(action),
                        "on_click": lambda _el: app.act(action), **attrs},
             *(label or (app.label(action),)))
