"""Where tokens land, and what a colour group earns (docs/lab.md "Where tokens land").

The share of rolls (spins, in 如何做個大富翁) that end on each square is the stationary
distribution of one token's Markov chain (variants/<id>/odds.py). What a group earns is read from
the engine: the group is given to one seat of a fresh game and built up level by level with the
rules' own build (core/building.py), which charges what a player would pay; after each level the
rules' own rent is asked for each street. An opponent's roll then pays, on average, the sum over
the group's streets of (landing share × rent), and the cost is paid back after cost ÷ that many
opponent rolls."""

from functools import lru_cache

from ..core import new_game
from ..core.building import build
from ..core.estate import group_members
from ..core.variant import variant_for

GAMES = ("monopoly", "taiwan")
MOVER = {"monopoly": "roll", "taiwan": "spin"}  # what moves a token: two dice, the spinning top
JAIL_POLICIES = ("long", "short")  # Monopoly's two ways out of jail (variants/monopoly/odds.py)
HOTEL_AFTER = (4, 3)  # Monopoly's standard rule and its Quick rule (variants/monopoly/options.py)
RICH = 10**9  # the seat the group is given to can pay for every building


def _rules(variant_id: str, options: dict | None = None):
    """The game's rules object; on the board of options["board"], that board's (PropertyGame.with_board:
    its prices, rents and houses; the squares and their odds stay the game's)."""
    if options and options.get("board"):
        return variant_for(variant_id, options).apply.__self__
    if variant_id == "monopoly":
        from ..variants.monopoly.rules import RULES
    elif variant_id == "taiwan":
        from ..variants.taiwan.rules import RULES
    else:
        raise ValueError(f"the Lab's landing odds are for {GAMES}, not {variant_id!r}")
    return RULES


def landing_shares(variant_id: str, jail: str = "long") -> list[float]:
    """The share of rolls that end on each square, and In Jail last (index = number of squares).
    Taiwan's pawn leaves jail one way only (variants/taiwan/odds.py), so `jail` is Monopoly's.
    Worked out once per game and jail rule (a chain takes ~0.1 s in CPython, more in the page,
    and the Lab asks again at each switch)."""
    return list(_shares(variant_id, jail))


@lru_cache(maxsize=8)
def _shares(variant_id: str, jail: str) -> tuple:
    return tuple(_solve(variant_id, jail))


def _solve(variant_id: str, jail: str) -> list[float]:
    if variant_id == "monopoly":
        from ..variants.monopoly.odds import landing_odds
        return landing_odds(jail)
    if variant_id == "taiwan":
        from ..variants.taiwan.odds import landing_odds
        return landing_odds()
    _rules(variant_id)  # says which games have odds
    return []


def groups(variant_id: str) -> list[str]:
    """The colour groups in board order."""
    found = []
    for square in _rules(variant_id).squares:
        if square["kind"] == "street" and square["group"] not in found:
            found.append(square["group"])
    return found


def group_earnings(variant_id: str, group: str, options: dict | None = None, jail: str = "long",
                   shares: list | None = None) -> dict:
    """One colour group from bare land to hotels: {"group", "streets", "levels": [{"level",
    "hotel", "cost", "rent_per_roll", "rolls_to_pay_back"}]}. `level` counts the houses on each
    street (the last level is a hotel: `hotel_after` houses plus one more build). `cost` is the
    deeds' price plus every building so far; rents are what the rules charge a visitor."""
    rules = _rules(variant_id, options)
    state = new_game(variant_id, [{"name": "A", "bot": True}, {"name": "B", "bot": True}], 1, options or {})
    streets = group_members(rules.squares, group)
    if not streets or rules.squares[streets[0]]["kind"] != "street":
        raise ValueError(f"{group!r} is not a colour group of {variant_id}")
    shares = shares or landing_shares(variant_id, jail)
    board, player = state.board, state.players[0]
    for index in streets:
        board["owner"][index] = 0
        board["houses"][index] = 0
    board["bank_houses"], board["bank_hotels"] = 10**6, 10**6  # a lesson is not short of buildings
    player["cash"] = RICH
    cost = sum(rules.squares[index]["price"] for index in streets)
    hotel_after = rules.hotel_after(state)
    levels = []
    for level in range(hotel_after + 2):
        if level:
            for index in streets:  # the rules' own build: what a player pays for this level
                before = player["cash"]
                build(state, rules.squares, 0, index, hotel_after)
                cost += before - player["cash"]
        per_roll = sum(shares[index] * rules.rent(state, index, 7) for index in streets)
        levels.append({"level": level, "hotel": level == hotel_after + 1, "cost": cost,
                       "rent_per_roll": per_roll, "rolls_to_pay_back": cost / per_roll if per_roll else None})
    return {"group": group, "streets": streets, "levels": levels}


def earnings(variant_id: str, options: dict | None = None, jail: str = "long") -> list[dict]:
    """group_earnings for every colour group, in board order; each group's level that pays back
    soonest is marked "fastest", and the group and level that pay back soonest of all "best"."""
    shares = landing_shares(variant_id, jail)
    found = [group_earnings(variant_id, group, options, jail, shares) for group in groups(variant_id)]
    for group in found:
        fastest = min(group["levels"], key=lambda level: level["rolls_to_pay_back"])
        for level in group["levels"]:
            level["fastest"] = level is fastest
    best = min((level["rolls_to_pay_back"], group["group"], level["level"]) for group in found
                for level in group["levels"])
    for group in found:
        group["best"] = group["group"] == best[1]
    return found


def what_if(variant_id: str) -> dict:
    """The house rules that change these figures, each with its choices (the standard one first)."""
    _rules(variant_id)
    return {"jail": JAIL_POLICIES, "hotel_after": HOTEL_AFTER} if variant_id == "monopoly" else {}
