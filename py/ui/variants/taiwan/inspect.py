"""The property dialog of 如何做個大富翁: Monopoly's (ui/variants/monopoly/inspect.py) with the deed
and title as printed, and dumping (拋售) in its own box under a line that says what dumping does.
The rent by the spin is this game's wording of the shared line ("ui.inspect.rent_dice@taiwan")."""

from ...dom import h
from ..monopoly.inspect import SQUARE_KINDS, button
from ..monopoly.inspect import inspector as property_dialog
from .deed import deed_card
from .names import square_name


def inspector(screen, view: dict, index: int, actions: list, seat):
    """actions: the human actor's legal actions for this square (empty for a spectator)."""
    ctx = screen.ctx
    title = square_name(ctx, screen.squares[index], "inspect-name")
    return property_dialog(screen, view, index, actions, seat, title=title, deed=deed_card, cls="tw-inspect",
                           kinds=SQUARE_KINDS + ("dump",), boxed={"dump": lambda app, a: _dump_box(ctx.tr, app, a)})


def _dump_box(tr, app, action):
    return h("div", {"cls": "tw-dump-box"}, h("p", {"cls": "tw-dump-head"}, tr("ui.taiwan.dump.title")),
             button(app, action, "warm tw-dump"))
