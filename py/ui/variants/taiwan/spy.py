"""The Industrial Spy (產業間諜), unmistakable (docs/rules/taiwan.md rule 8): the white pawn standing on
its own square while nobody is the Spy; the Spy's token drawn as the white pawn (with the player's
letters) wherever the Spy stands; a banner across the centre naming the Spy; a badge in the Spy's
panel. Who the Spy is comes from the view ("spy": a seat or None; "spy_square")."""

from ...dom import h
from ...log import render_message
from . import PRINTED
from .top import svg


def pawn_svg():
    """A pawn's outline (head, collar, body, base), white with a black rim, the seal 諜 on its body."""
    seal = svg("text", {"x": 12, "y": 27.5, "text-anchor": "middle", "class": "tw-pawn-seal"})
    seal.textContent = PRINTED["pawn"]
    return svg("svg", {"viewBox": "0 0 24 34", "class": "tw-pawn-svg", "aria-hidden": "true", "focusable": "false"},
                svg("path", {"class": "tw-pawn-shape",
                              "d": "M12,1.5 a5.5,5.5 0 0 1 3.2,10 h2.3 v2.6 h-2.6 C15.5,19 18.5,23 19.5,28.5 "
                                   "h1.5 v4 H3 v-4 h1.5 C5.5,23 8.5,19 9.1,14.1 H6.5 v-2.6 h2.3 A5.5,5.5 0 0 1 12,1.5 Z"}),
                seal)


def white_pawn(ctx):
    """The white pawn at home, on the Spy square."""
    return h("span", {"cls": "tw-pawn", "testid": "spy-pawn", "title": ctx.tr("ui.taiwan.spy.pawn"),
                      "role": "img", "aria-label": ctx.tr("ui.taiwan.spy.pawn")}, pawn_svg())


def spy_badge(ctx):
    return h("span", {"cls": "badge tw-spy-badge", "testid": "spy-badge"},
             h("span", {"lang": "zh-Hant"}, PRINTED["spy"]), " ", ctx.tr("ui.taiwan.spy.badge"))


def spy_banner(screen, view: dict):
    """"產業間諜 Industrial Spy: NAME — collects rent instead of paying", with the white pawn."""
    seat = view.get("spy")
    labels = getattr(screen, "labels", None) or []
    letters = labels[seat] if isinstance(seat, int) and 0 <= seat < len(labels) else ""
    words = render_message(screen.ctx, "ui.taiwan.spy.banner", {"player": seat}, "span", "tw-banner-words")
    return h("div", {"cls": f"tw-spy-banner p{seat}", "testid": "spy-banner", "role": "status"},
             h("span", {"cls": f"token p{seat} spy", "aria-hidden": "true"}, letters),
             h("span", {"cls": "tw-banner-zh", "lang": "zh-Hant", "aria-hidden": "true"}, PRINTED["spy"]),
             words)


def spy_free(screen, view: dict):
    """While nobody is the Spy: where the white pawn waits, in one small line."""
    if "spy" not in view:
        return None
    return h("p", {"cls": "tw-spy-free", "testid": "spy-free"},
             h("span", {"cls": "tw-pawn", "aria-hidden": "true"}, pawn_svg()), " ",
             screen.ctx.tr("ui.taiwan.spy.free", square=screen.ctx.square(view.get("spy_square"))))
