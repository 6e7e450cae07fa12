"""Every registered variant (the test toys included), TYCOON_PLAYOUTS seeded random games each (30 in
CI, 200 in the soak: tests/engine/playout.py), invariants after every action."""

import os
from fractions import Fraction
from itertools import product

import pytest
from playout import PLAYOUTS, bot_playout, random_playout
from tycoon.core import all_variants
from tycoon.core.building import level
from tycoon.core.estate import HOTEL, owned_by
from tycoon.variants.babylon.gems import value_won, values, won
from tycoon.variants.easymoney.piles import boxed as easymoney_boxed
from tycoon.variants.easymoney.piles import total as easymoney_total
from tycoon.variants.easymoney.tickets import TICKETS as EASYMONEY_TICKETS
from tycoon.variants.monopoly.board import GROUPS
from tycoon.variants.taiwan.board import SPY_SQUARE
from tycoon.variants.taiwan.rules import RULES as TAIWAN

GAMES = PLAYOUTS  # random games per variant
BOT_GAMES = int(os.environ.get("TYCOON_BOT_PLAYOUTS", "12"))  # bot games per variant


def monopoly_invariants(state, supply=(32, 12)):
    hotel_after = state.options.get("hotel_after", 4)
    houses = [h for h in state.board["houses"] if h != HOTEL]
    assert sum(houses) + state.board["bank_houses"] == supply[0], "houses lost or made"
    assert state.board["houses"].count(HOTEL) + state.board["bank_hotels"] == supply[1], "hotels lost or made"
    for group, members in GROUPS.items():  # Taiwan's board has Monopoly's groups
        levels = [level(state, i, hotel_after) for i in members]
        if not any(levels):
            continue
        if state.options.get("build_without_monopoly"):  # a lone street is its own "group"
            assert not any(state.board["mortgaged"][i] for i in members if state.board["houses"][i])
        else:
            assert not any(state.board["mortgaged"][i] for i in members), f"building on mortgaged {group}"
            assert max(levels) - min(levels) <= 1, f"uneven building on {group}: {levels}"
    for seat, player in enumerate(state.players):
        if player["out"]:
            assert not owned_by(state, seat), "a bankrupt player still owns a deed"
    if state.phase != "raise_cash":
        assert not state.board.get("debts"), "a debt left unpaid outside the raise-cash phase"


def taiwan_invariants(state):
    """rules/taiwan.md: 28 houses and 10 hotels; at most one Spy (one seat or None), a player still
    in the game and never in jail; the view shows the white pawn on its square exactly when nobody
    is the Spy; a player who just became the Spy stands on the Spy square."""
    monopoly_invariants(state, supply=(28, 10))
    spy = state.board["spy"]
    if spy is not None:
        assert not state.players[spy]["out"], "a bankrupt player is still the Spy"
        assert not state.players[spy]["in_jail"], "the Spy is in jail"
    if state.log and state.log[-1][0] == "became_spy":
        assert state.players[spy]["position"] == SPY_SQUARE
    pawn = TAIWAN.view(state, 0)["spy"]  # the rules' view alone: the log's window is checked elsewhere
    assert pawn == spy, "the view's white pawn disagrees with the Spy"


def easymoney_invariants(state):
    """rules/easymoney.md: $72,000,000 across the piles and boxes (also CLOSED_MONEY's check); no
    pile or box below zero; Rise/Fall boxes hold money only while Wall Street's stakes are out,
    Number boxes only in a Lucky Dice session; the ten tickets are exactly the deck plus the
    players' hands, each once, and nobody holds a ticket twice; at the end every box is back in
    its owner's own funds."""
    assert easymoney_total(state) == 72_000_000, "money made or lost"
    board = state.board
    assert board["bank"] >= 0 and board["pot"] >= 0, "a negative public or lottery pile"
    for player in state.players:
        boxes = [player["cash"], player["double"], player["rise"], player["fall"], *player["numbers"]]
        assert min(boxes) >= 0, f"a negative pile or box: {boxes}"
        if state.phase != "wall_street":
            assert player["rise"] == player["fall"] == 0, f"a Rise/Fall stake left in phase {state.phase}"
        if state.phase not in ("lucky_bets", "lucky_roll"):
            assert not any(player["numbers"]), f"a Number stake left in phase {state.phase}"
        assert len(set(player["tickets"])) == len(player["tickets"]), "a ticket held twice"
    held = [t for p in state.players for t in p["tickets"]]
    assert sorted(held + board["tickets"]) == sorted(EASYMONEY_TICKETS), "tickets lost or copied"
    if state.phase == "over":
        assert not any(easymoney_boxed(p) for p in state.players), "a box not returned at the end"


BABYLON_DICE = {}  # the game being checked and its cards, scores and values once everyone has rolled


def babylon_invariants(state):
    """rules/babylon.md: six tickets a player, never negative, each sold at most once (sold + left
    = 6) and all sold by the end; once everyone has rolled, the cards, the scores and so the gem
    values never change (and the reveal shows those values); every earning is non-negative and its
    shown amount is the exact one rounded (Clarification 2). Rubies: playout.CLOSED_MONEY."""
    sold = [0] * len(state.players)
    for result in state.board["results"]:
        for entry in result["gems"]:
            for line in entry["lines"]:
                sold[line["seat"]] += line["tickets"]
                assert Fraction(line["earned"]) >= 0 and line["won"] == won(Fraction(line["earned"])), line
    for seat, player in enumerate(state.players):
        left = player["tickets"].values()
        assert all(n >= 0 for n in left), f"negative tickets: {player['tickets']}"
        assert sold[seat] <= 6 and (not player["tickets"] or sold[seat] + sum(left) == 6), (sold[seat], player["tickets"])
        for exact, shown in zip(player["earned"], player["earned_won"]):
            assert Fraction(exact) >= 0 and shown == won(Fraction(exact)), (exact, shown)
    if state.over or state.phase in ("talisman", "deathmatch"):
        assert sold == [6] * len(state.players), f"tickets left unsold at the end: {sold}"
    if BABYLON_DICE.get("state") is not state:
        BABYLON_DICE.clear()
        BABYLON_DICE["state"] = state
    if any(p["score"] is None for p in state.players):
        assert "dice" not in BABYLON_DICE, "a score was unset after the dice"
        return
    now = ([(p["gems"], p["score"]) for p in state.players], values(state.players))
    BABYLON_DICE.setdefault("dice", now)
    assert now == BABYLON_DICE["dice"], "cards, scores or gem values changed after the dice"
    if state.board["values"] is not None:
        assert state.board["values"] == {g: str(v) for g, v in now[1].items()}
        assert all(value_won(v) > 0 for v in now[1].values())


def poor_start(state):
    """Every other monopoly game starts with little cash, so debts, raise-cash and bankruptcy happen."""
    if state.seed % 2:
        for player in state.players:
            player["cash"] = 120


EXTRA = {"monopoly": monopoly_invariants, "taiwan": taiwan_invariants, "easymoney": easymoney_invariants,
         "babylon": babylon_invariants}

# Every combination of the variant's option values worth trying, cycled through by the games.
OPTION_VALUES = {
    "monopoly": {"starting_deeds": (0, 3), "hotel_after": (4, 3), "must_leave_jail_next_turn": (False, True),
                 "end_at_first_bankruptcy": (False, True), "build_without_monopoly": (False, True),
                 "rent_must_be_claimed": (False, True)},
    "taiwan": {"spins_per_turn": (3, 1), "starting_deeds": (0, 3), "end_at_first_bankruptcy": (False, True)},
    "easymoney": {"turn_limit": (0, 3)},  # no limit (the bank runs dry) or a short lesson
    "babylon": {"rubies": ("seed", "one_each")},
}


def option_mix(variant, game: int) -> dict:
    values = OPTION_VALUES.get(variant.id, {})
    combos = list(product(*values.values()))
    return dict(zip(values, combos[game % len(combos)])) if combos else {}


SETUP = {"monopoly": poor_start, "taiwan": poor_start}
ROUNDS_SHARE = {"taiwan": 2}  # a Taiwan round is up to three spins a player: half the rounds, as many moves


def turn_limit(variant, turns: int) -> dict:
    """The turn_limit option, for the variants that have one (a one-round toy has none)."""
    turns = max(2, turns // ROUNDS_SHARE.get(variant.id, 1))
    return {"turn_limit": turns} if "turn_limit" in variant.options else {}


@pytest.mark.parametrize("variant", [v for v in all_variants()], ids=lambda v: v.id)
def test_random_playouts_keep_invariants_and_end(variant):
    for game in range(GAMES):
        players = variant.min_players + game % (variant.max_players - variant.min_players + 1)
        options = {**turn_limit(variant, 8 + game % 3 * 6), **option_mix(variant, game)}
        state = random_playout(variant.id, players, seed=game, options=options, extra=EXTRA.get(variant.id),
                               setup=SETUP.get(variant.id))
        assert state.over and state.winners


@pytest.mark.parametrize("variant", [v for v in all_variants()], ids=lambda v: v.id)
def test_bot_playouts_keep_invariants_and_end(variant):
    """Bots against bots over the option combinations, 2–4 seats, with a turn limit."""
    for game in range(BOT_GAMES):
        players = variant.min_players + game % (min(variant.max_players, 4) - variant.min_players + 1)
        options = {**turn_limit(variant, 40), **option_mix(variant, game)}
        state = bot_playout(variant.id, players, seed=1000 + game, options=options, extra=EXTRA.get(variant.id))
        assert state.over and state.winners
