"""How the property bot values things, from its view and its game's `BotData` only.

Board-derived values are remembered while the view's squares stay the same object: the engine
hands out the same (read-only) squares list until a deed, a mortgage or a building changes, so a
bot turn costs the same however long the game has run."""

from ...kept import keep
from .data import NOT_STREETS

BOARDS_KEPT = 256  # boards whose values are remembered (a Hard bot's copies go back and forth)
_boards: dict = {}  # id(squares) -> (squares, {key: value}); the squares are kept, so ids stay theirs


def _memo(view) -> dict:
    squares = view["squares"]
    found = _boards.get(id(squares))
    if found is None or found[0] is not squares:
        found = keep(_boards, id(squares), (squares, {}), BOARDS_KEPT)
    return found[1]


def remembered(view, key, compute):
    """compute(), or its value from an earlier call on the same board."""
    memo = _memo(view)
    if key not in memo:
        memo[key] = compute()
    return memo[key]


def remember(view, key, value) -> None:
    """Keep `value` under `key` for as long as the board stays the same."""
    _memo(view)[key] = value


def owners(view) -> list:
    """Each square's owner (a shared list: copy it before changing it)."""
    return remembered(view, "owners", lambda: [sq["owner"] for sq in view["squares"]])


def completes_group(data, view, seat: int, index: int, owner_list=None) -> bool:
    """Would `seat` own the whole colour group of `index` if it also had `index`?"""
    owner_list = owner_list or owners(view)
    group = data.squares[index]["group"]
    if group in NOT_STREETS:
        return False
    return all(owner_list[i] == seat for i in data.groups[group] if i != index)


def deed_value(data, view, seat: int, index: int) -> int:
    """Printed price, more if it completes our group or blocks a rival's, more for railroads held."""
    return remembered(view, ("deed", seat, index), lambda: _deed_value(data, view, seat, index))


def _deed_value(data, view, seat: int, index: int) -> int:
    price = data.squares[index]["price"]
    owner_list = owners(view)
    value = price
    if completes_group(data, view, seat, index, owner_list):
        value += price
    rivals = {o for o in owner_list if o not in (None, seat)}
    if any(completes_group(data, view, r, index, owner_list) for r in rivals):
        value += price // 2
    if data.squares[index]["kind"] == "railroad":
        value += data.money(25) * sum(1 for i in data.groups["railroad"] if owner_list[i] == seat)
    return value


def danger(data, view, seat: int) -> int:
    """The dearest rent a rival's deed could charge now (a railroad or utility counts $100)."""
    worst = remembered(view, "dearest", lambda: _dearest(data, view))
    return max((rent for owner, rent in worst.items() if owner != seat), default=0)


def _dearest(data, view) -> dict:
    """Owner -> the dearest rent one of its deeds charges now (the view's rent of a street)."""
    worst: dict = {}
    flat = data.money(100)
    for sq in view["squares"]:
        owner = sq["owner"]
        if owner is None or sq["mortgaged"]:
            continue
        rent = sq["rent"] if data.squares[sq["index"]]["kind"] == "street" else flat
        if rent > worst.get(owner, -1):
            worst[owner] = rent
    return worst


def reserve(data, view, seat: int) -> int:
    """Cash kept back: more as rivals' rents grow ($100, and up to $600 more), and any jail fine
    the variant keeps cash for."""
    return data.money(100) + min(danger(data, view, seat), data.money(600)) + jail_reserve(data, view, seat)


def jail_reserve(data, view, seat: int) -> int:
    return data.jail_reserve(data, view, seat) if data.jail_reserve else 0


def stop_rent(view, index: int, mean_roll: float) -> float:
    """What a stop on deed `index` costs now: its rent in the view (a utility: its multiplier × the
    mean roll)."""
    sq = view["squares"][index]
    return sq["rent_dice_multiplier"] * mean_roll if "rent_dice_multiplier" in sq else sq.get("rent", 0)


def rent_per_move(data, view, owners_: set, mean_roll: float) -> float:
    """The rent one move of a pawn is expected to meet on the deeds of `owners_`: each deed's
    landing odds × what a stop there costs now."""
    odds = data.odds()
    return sum(odds[i] * stop_rent(view, i, mean_roll) for i in data.deeds if view["squares"][i]["owner"] in owners_)


def board_is_open(view) -> bool:
    """Few deeds owned and no rival houses: worth leaving jail early."""
    owned = sum(1 for sq in view["squares"] if sq["owner"] is not None)
    built = any(sq["houses"] for sq in view["squares"])
    return owned < 16 and not built


def estimate_worth(data, view, seat: int) -> int:
    me = view["players"][seat]
    total = me["cash"]
    for index in me["properties"]:
        sq = view["squares"][index]
        total += data.squares[index]["price"] // (2 if sq["mortgaged"] else 1)
        total += min(sq["houses"], 5) * data.squares[index].get("house_cost", 0)
    return total


# ---- what a position is worth to its owner (trades) ------------------------------------------------
# A seat's position = cash + deeds at their price (a mortgaged one at what is left after lifting
# it) + a bonus per colour group: the whole group is worth about half its rent at three houses,
# counted in full only when the owner has the cash (or lone deeds to mortgage) to build three
# houses on each street; a part of a group is worth a share of that bonus. Railroads and utilities
# gain by number held. A trade is judged by what it adds to one's own position minus a share of what
# it adds to the partner's (a rival's gain is paid by all the others, so the share is
# 1 / (rivals), somewhat less in a duel so that a stalled two-player game can still trade).

PARTIAL = {(1, 2): 0.15, (1, 3): 0.05, (2, 3): 0.3}  # (held, group size) -> share of the group bonus
UNBUILT_SHARE = 0.4  # of a whole group's bonus, when there is no cash at all to build on it


def threat_weight(view) -> float:
    """How much a rival's gain counts against us."""
    alive = sum(1 for p in view["players"] if not p["out"])
    return 0.8 if alive <= 2 else 1 / (alive - 1)


def position(data, view, seat: int, owner_list) -> tuple:
    """(static worth, liquid, whole unbuilt groups as (bonus, build cost)) of `seat` with the deeds
    owned as in `owner_list`; the cash is added by `worth`."""
    squares, board = view["squares"], data.squares
    static, liquid, unbuilt = 0.0, 0, []
    counts: dict = {}
    for i in data.deeds:
        if owner_list[i] != seat:
            continue
        sq, price = squares[i], board[i]["price"]
        group = board[i]["group"]
        counts[group] = counts.get(group, 0) + 1
        if sq["mortgaged"]:
            static += price - price // 2 - price // 20
        else:
            static += price
    for group, held in counts.items():
        if group == "railroad":
            static += data.rail_bonus[held]
        elif group == "utility":
            static += data.utility_bonus[held]
        elif held == len(data.street_groups[group]):
            members = data.street_groups[group]
            built = sum(min(squares[i]["houses"], 5) for i in members)
            if built:
                static += data.group_bonus[group] + built * board[members[0]]["house_cost"]
            else:
                unbuilt.append((data.group_bonus[group], data.build_cost[group]))
        else:
            static += data.group_bonus[group] * PARTIAL[(held, len(data.street_groups[group]))]
    for i in data.deeds:  # lone deeds could be mortgaged to build
        if owner_list[i] == seat and not squares[i]["mortgaged"] and \
                counts[board[i]["group"]] < len(data.groups[board[i]["group"]]):
            liquid += board[i]["price"] // 2
    return static, liquid, unbuilt


def worth(pos: tuple, cash: int) -> float:
    static, liquid, unbuilt = pos
    total = static + cash
    money = max(0, cash) + liquid
    for bonus, cost in unbuilt:
        total += bonus * (UNBUILT_SHARE + (1 - UNBUILT_SHARE) * min(1.0, money / cost))
    return total
