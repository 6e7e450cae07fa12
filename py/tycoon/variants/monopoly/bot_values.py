"""How the Monopoly bot values things, from its view only.

Board-derived values are remembered while the view's squares stay the same object: the engine
hands out the same (read-only) squares list until a deed, a mortgage or a building changes, so a
bot turn costs the same however long the game has run."""

from .board import GROUPS, SQUARES

_memo: dict = {"squares": None}


def remembered(view, key, compute):
    """compute(), or its value from an earlier call on the same board."""
    if _memo["squares"] is not view["squares"]:
        _memo.clear()
        _memo["squares"] = view["squares"]
    if key not in _memo:
        _memo[key] = compute()
    return _memo[key]


def owners(view) -> list:
    """Each square's owner (a shared list: copy it before changing it)."""
    return remembered(view, "owners", lambda: [sq["owner"] for sq in view["squares"]])


def completes_group(view, seat: int, index: int, owner_list=None) -> bool:
    """Would `seat` own the whole colour group of `index` if it also had `index`?"""
    owner_list = owner_list or owners(view)
    group = SQUARES[index]["group"]
    if group in ("railroad", "utility"):
        return False
    return all(owner_list[i] == seat for i in GROUPS[group] if i != index)


def whole_groups(owner_list, seat: int) -> set:
    return {g for g, members in GROUPS.items() if g not in ("railroad", "utility")
            and all(owner_list[i] == seat for i in members)}


def deed_value(view, seat: int, index: int) -> int:
    """Printed price, more if it completes our group or blocks a rival's, more for railroads held."""
    return remembered(view, ("deed", seat, index), lambda: _deed_value(view, seat, index))


def _deed_value(view, seat: int, index: int) -> int:
    price = SQUARES[index]["price"]
    owner_list = owners(view)
    value = price
    if completes_group(view, seat, index, owner_list):
        value += price
    rivals = {o for o in owner_list if o not in (None, seat)}
    if any(completes_group(view, r, index, owner_list) for r in rivals):
        value += price // 2
    if SQUARES[index]["kind"] == "railroad":
        value += 25 * sum(1 for i in GROUPS["railroad"] if owner_list[i] == seat)
    return value


def danger(view, seat: int) -> int:
    """The dearest rent a rival's deed could charge now."""
    return remembered(view, ("danger", seat), lambda: _danger(view, seat))


def _danger(view, seat: int) -> int:
    worst = 0
    owner_list = owners(view)
    wholes: dict = {}
    for sq in view["squares"]:
        owner = sq["owner"]
        if owner in (None, seat) or sq["mortgaged"]:
            continue
        data = SQUARES[sq["index"]]
        if data["kind"] == "street":
            if owner not in wholes:
                wholes[owner] = whole_groups(owner_list, owner)
            doubled = 2 if sq["houses"] == 0 and data["group"] in wholes[owner] else 1
            worst = max(worst, data["rents"][sq["houses"]] * doubled)
        else:
            worst = max(worst, 100)
    return worst


def reserve(view, seat: int) -> int:
    """Cash kept back: more as rivals' rents grow."""
    return 100 + min(danger(view, seat), 600)


def board_is_open(view) -> bool:
    """Few deeds owned and no rival houses: worth leaving jail early."""
    owned = sum(1 for sq in view["squares"] if sq["owner"] is not None)
    built = any(sq["houses"] for sq in view["squares"])
    return owned < 16 and not built


def estimate_worth(view, seat: int) -> int:
    me = view["players"][seat]
    total = me["cash"]
    for index in me["properties"]:
        sq = view["squares"][index]
        total += SQUARES[index]["price"] // (2 if sq["mortgaged"] else 1)
        total += min(sq["houses"], 5) * SQUARES[index].get("house_cost", 0)
    return total
