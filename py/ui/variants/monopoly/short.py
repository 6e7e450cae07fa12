"""Short of money: what the player cannot pay now (the view's "short", worked out by the engine:
core/property/view.py), how much is missing, and a Raise cash button that opens "Manage
properties" at its first mortgage or sale — or, when even that would not be enough, says so."""

from ...dom import h
from ...log import render_message
from .manage import open_manage_at

RAISING = ("mortgage", "sell", "sell_group", "dump")


def short_note(ctx, short):
    if not isinstance(short, dict) or short.get("kind") not in ("buy", "debt", "build"):
        return None
    kind = short["kind"]
    if kind == "build":
        kind = "build_hotel" if short.get("hotel") else "build_house"
    params = {"cost": short.get("cost", 0), "cash": short.get("cash", 0), "amount": short.get("amount", 0)}
    if short.get("square") is not None and kind != "debt":
        params["square"] = short["square"]
    if short.get("group"):
        params["group"] = short["group"]  # said as its name (format.Context.value)
    box = h("div", {"cls": "short-note", "testid": "short-note", "data-kind": short["kind"], "role": "status"})
    line = render_message(ctx, f"ui.short.{kind}", params, "p", "short-line")
    box.appendChild(line)
    if short.get("raisable", 0) < short.get("amount", 0):
        box.appendChild(render_message(ctx, "ui.short.cannot", {"amount": short.get("raisable", 0)}, "p",
                                       "short-cannot"))
    elif short["kind"] != "debt":  # while in debt the list is open already, under its own heading
        box.appendChild(h("button", {"type": "button", "cls": "btn small warm raise-cash", "testid": "raise-cash",
                                     "on_click": _open_raising}, ctx.tr("ui.short.raise")))
    return box


def _open_raising(el) -> None:
    """Open "Manage properties" and put focus on its first mortgage or sale."""
    open_manage_at(el, tuple(f"button[data-action*=' {kind} ']" for kind in RAISING))
