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


def remember(view, key, value) -> None:
    """Keep `value` under `key` for as long as the board stays the same."""
    remembered(view, key, lambda: value)
    _memo[key] = value


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
    """The dearest rent a rival's deed could charge now (a railroad or utility counts 100)."""
    worst = remembered(view, "dearest", lambda: _dearest(view))
    return max((rent for owner, rent in worst.items() if owner != seat), default=0)


def _dearest(view) -> dict:
    """Owner -> the dearest rent one of its deeds charges now (the view's rent of a street)."""
    worst: dict = {}
    for sq in view["squares"]:
        owner = sq["owner"]
        if owner is None or sq["mortgaged"]:
            continue
        rent = sq["rent"] if SQUARES[sq["index"]]["kind"] == "street" else 100
        if rent > worst.get(owner, -1):
            worst[owner] = rent
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


# ---- what a position is worth to its owner (trades) ------------------------------------------------
# A seat's position = cash + deeds at their price (a mortgaged one at what is left after lifting
# it) + a bonus per colour group: the whole group is worth about half its rent at three houses,
# counted in full only when the owner has the cash (or lone deeds to mortgage) to build three
# houses on each street; a part of a group is worth a share of that bonus. Railroads and utilities
# gain by number held. A trade is judged by what it adds to one's own position minus a share of what
# it adds to the partner's (a rival's gain is paid by all the others, so the share is
# 1 / (rivals), somewhat less in a duel so that a stalled two-player game can still trade).

STREET_GROUPS = {g: tuple(m) for g, m in GROUPS.items() if g not in ("railroad", "utility")}
GROUP_BONUS = {g: sum(SQUARES[i]["rents"][3] for i in m) // 2 for g, m in STREET_GROUPS.items()}
BUILD_COST = {g: SQUARES[m[0]]["house_cost"] * len(m) * 3 for g, m in STREET_GROUPS.items()}
PARTIAL = {(1, 2): 0.15, (1, 3): 0.05, (2, 3): 0.3}  # (held, group size) -> share of the group bonus
RAIL_BONUS = (0, 0, 50, 150, 300)
UTILITY_BONUS = (0, 0, 60)
UNBUILT_SHARE = 0.4  # of a whole group's bonus, when there is no cash at all to build on it
DEEDS = [i for i, sq in enumerate(SQUARES) if "price" in sq]


def threat_weight(view) -> float:
    """How much a rival's gain counts against us."""
    alive = sum(1 for p in view["players"] if not p["out"])
    return 0.8 if alive <= 2 else 1 / (alive - 1)


def position(view, seat: int, owner_list) -> tuple:
    """(static worth, liquid, whole unbuilt groups as (bonus, build cost)) of `seat` with the deeds
    owned as in `owner_list`; the cash is added by `worth`."""
    squares = view["squares"]
    static, liquid, unbuilt = 0.0, 0, []
    counts: dict = {}
    for i in DEEDS:
        if owner_list[i] != seat:
            continue
        sq, price = squares[i], SQUARES[i]["price"]
        group = SQUARES[i]["group"]
        counts[group] = counts.get(group, 0) + 1
        if sq["mortgaged"]:
            static += price - price // 2 - price // 20
        else:
            static += price
    for group, held in counts.items():
        if group == "railroad":
            static += RAIL_BONUS[held]
        elif group == "utility":
            static += UTILITY_BONUS[held]
        elif held == len(STREET_GROUPS[group]):
            members = STREET_GROUPS[group]
            built = sum(min(squares[i]["houses"], 5) for i in members)
            if built:
                static += GROUP_BONUS[group] + built * SQUARES[members[0]]["house_cost"]
            else:
                unbuilt.append((GROUP_BONUS[group], BUILD_COST[group]))
        else:
            static += GROUP_BONUS[group] * PARTIAL[(held, len(STREET_GROUPS[group]))]
    for i in DEEDS:  # lone deeds could be mortgaged to build
        if owner_list[i] == seat and not squares[i]["mortgaged"] and \
                counts[SQUARES[i]["group"]] < len(GROUPS[SQUARES[i]["group"]]):
            liquid += SQUARES[i]["price"] // 2
    return static, liquid, unbuilt


def worth(pos: tuple, cash: int) -> float:
    static, liquid, unbuilt = pos
    total = static + cash
    money = max(0, cash) + liquid
    for bonus, cost in unbuilt:
        total += bonus * (UNBUILT_SHARE + (1 - UNBUILT_SHARE) * min(1.0, money / cost))
    return total
