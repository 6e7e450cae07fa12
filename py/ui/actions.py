"""The action bar: one real <button> per legal action, labelled by describe() in words.

Nothing else is clickable. Actions of a kind that comes several times (build on this street,
mortgage that one…) go into a "Manage properties" disclosure so the main choices stay big.
"""

from .dom import h

MANAGE_KINDS = {"build", "sell_house", "sell_building", "mortgage", "unmortgage", "lift_mortgage",
                "lift", "sell", "sell_group", "trade"}
MAIN_FIRST = ("roll", "buy", "pay", "pay_fine", "use_card", "claim_rent", "place", "end_turn")
ALWAYS_MAIN = {"place", "place_skip", "claim_rent"}  # repeated, but each one is a main choice


def test_id(action, repeated: bool) -> str:
    if not repeated or not action.args:
        return f"action-{action.kind}"
    return "action-" + "-".join([action.kind, *(str(a) for a in action.args)])


def split(actions: list) -> tuple:
    """(main, manage): manage = the repeated kinds and the property-management kinds."""
    counts = {}
    for action in actions:
        counts[action.kind] = counts.get(action.kind, 0) + 1
    main, manage = [], []
    for action in actions:
        managed = action.kind in MANAGE_KINDS or (counts[action.kind] > 1 and action.kind not in ALWAYS_MAIN)
        (manage if managed else main).append(action)
    main.sort(key=lambda a: MAIN_FIRST.index(a.kind) if a.kind in MAIN_FIRST else len(MAIN_FIRST))
    return main, manage, counts


def render_actions(ctx, actions: list, label, on_act, open_manage: bool = False):
    """actions: legal Actions; label(action) -> text; on_act(action) is called on click."""
    bar = h("div", {"cls": "action-bar", "testid": "actions"})
    main, manage, counts = split(actions)
    if main:
        row = h("div", {"cls": "main-actions"})
        for action in main:
            row.appendChild(_button(action, label, on_act, counts, "btn big " + _tone(action.kind)))
        bar.appendChild(row)
    if manage:
        box = h("details", {"cls": "manage", "open": open_manage or not main},
                h("summary", {}, ctx.tr("ui.game.manage"), f" ({len(manage)})"))
        grid = h("div", {"cls": "manage-actions"})
        for action in manage:
            grid.appendChild(_button(action, label, on_act, counts, "btn small"))
        box.appendChild(grid)
        bar.appendChild(box)
    return bar


def _tone(kind: str) -> str:
    if kind in ("roll", "buy", "use_card", "jail_card", "claim_rent", "place"):
        return "go"
    if kind in ("decline", "pass", "end_turn", "place_skip"):
        return "calm"
    return "warm"


def _button(action, label, on_act, counts: dict, classes: str):
    return h("button", {"type": "button", "cls": classes,
                        "testid": test_id(action, counts.get(action.kind, 0) > 1),
                        "data-action": str(action), "on_click": lambda _el: on_act(action)},
             label(action))
