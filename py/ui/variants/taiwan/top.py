"""The spinning top (陀螺) that stands in for the dice: numbers 1–12, drawn as inline SVG in the
board's two print colours, with the number of the last spin on its body ("?" while it spins), and
the turn's spins so far beside it — "Spin 2 of 3" — from the view's `spins` and `spins_left`.
The short spin (css/taiwan.css) runs only while chance is playing, and not at all for people who
ask for reduced motion."""

from ...dom import h, svg


def top_svg(number):
    """The top: a blue handle, a red body with cream and blue bands, the number on a cream disc."""
    label = svg("text", {"x": 50, "y": 64, "text-anchor": "middle", "class": "tw-top-number"})
    label.textContent = str(number)
    spinner = svg("g", {"class": "tw-top-spin"},
                   svg("path", {"class": "tw-top-body", "d": "M8,32 C8,54 30,82 50,104 C70,82 92,54 92,32 Z"}),
                   svg("g", {"class": "tw-top-bands"},
                        svg("path", {"class": "tw-band-a", "d": "M13,46 Q50,62 87,46"}),
                        svg("path", {"class": "tw-band-b", "d": "M25,72 Q50,84 75,72"}),
                        svg("path", {"class": "tw-band-a", "d": "M38,90 Q50,95 62,90"})),
                   svg("ellipse", {"class": "tw-top-face", "cx": 50, "cy": 32, "rx": 42, "ry": 12}),
                   svg("rect", {"class": "tw-top-handle", "x": 45, "y": 2, "width": 10, "height": 30, "rx": 3}),
                   svg("circle", {"class": "tw-top-disc", "cx": 50, "cy": 57, "r": 16}),
                   label)
    return svg("svg", {"viewBox": "0 0 100 112", "class": "tw-top-svg", "aria-hidden": "true",
                        "focusable": "false"},
                svg("ellipse", {"class": "tw-top-shadow", "cx": 50, "cy": 106, "rx": 20, "ry": 4}),
                spinner)


def _whole(value):
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def spins_row(ctx, view: dict, rolling: bool):
    """This turn's spins as small numbered discs and what they say: "Spin 2 of 3" (or, before
    the first, "Up to 3 spins this turn"); None when the view keeps no count of spins."""
    spins = [s for s in (view.get("spins") or []) if _whole(s) is not None]
    left = _whole(view.get("spins_left"))
    if left is None or (not spins and not left):
        return None
    total = len(spins) + left
    marks = [h("span", {"cls": "tw-spin done"}, str(s)) for s in spins]
    if rolling and left:
        marks.append(h("span", {"cls": "tw-spin now"}, "?"))
    marks += [h("span", {"cls": "tw-spin"}, "") for _ in range(left - (1 if rolling and left else 0))]
    if rolling and left:
        words = ctx.tr("ui.taiwan.spin_of", n=len(spins) + 1, total=total)
    elif spins:
        words = ctx.tr("ui.taiwan.spin_of", n=len(spins), total=total)
    else:
        words = ctx.tr.count("ui.taiwan.spins_up_to", total)
    return h("div", {"cls": "tw-spins", "testid": "spins"},
             h("span", {"cls": "tw-spin-marks", "aria-hidden": "true"}, marks),
             h("span", {"cls": "tw-spin-words"}, words))


def top_box(ctx, view: dict, rolling: bool = False):
    dice = view.get("dice") or []
    last = _whole(dice[-1]) if dice else None
    if rolling:
        label, shown = ctx.tr("ui.taiwan.top.spinning"), "?"
    elif last is not None:
        label, shown = ctx.tr("ui.taiwan.top.shows", n=last), last
    else:
        label, shown = ctx.tr("ui.taiwan.top.none"), "·"
    top = h("div", {"cls": "tw-top-pic" + (" rolling" if rolling else "") + (" idle" if last is None else ""),
                    "testid": "top", "role": "img", "aria-label": label, "title": label,
                    "data-value": "" if last is None or rolling else str(last)},
            top_svg(shown))
    return h("div", {"cls": "dice tw-top" + (" rolling" if rolling else ""), "testid": "dice"},
             top, spins_row(ctx, view, rolling))
