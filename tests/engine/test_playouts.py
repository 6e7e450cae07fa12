"""Every registered variant, 200 seeded random games each, invariants after every action."""

import pytest
from playout import random_playout

from tycoon.core import all_variants
from tycoon.core.estate import owned_by

GAMES = 200


def monopoly_invariants(state):
    for seat, player in enumerate(state.players):
        if player["out"]:
            assert not owned_by(state, seat), "a bankrupt player still owns a deed"
    if state.phase != "raise_cash":
        assert not state.board.get("debts"), "a debt left unpaid outside the raise-cash phase"


def poor_start(state):
    """Every other monopoly game starts with little cash, so debts, raise-cash and bankruptcy happen."""
    if state.seed % 2:
        for player in state.players:
            player["cash"] = 120


EXTRA = {"monopoly": monopoly_invariants}
SETUP = {"monopoly": poor_start}


@pytest.mark.parametrize("variant", [v for v in all_variants()], ids=lambda v: v.id)
def test_random_playouts_keep_invariants_and_end(variant):
    for game in range(GAMES):
        players = variant.min_players + game % (variant.max_players - variant.min_players + 1)
        options = {"turn_limit": 8 + game % 3 * 6}
        state = random_playout(variant.id, players, seed=game, options=options, extra=EXTRA.get(variant.id),
                               setup=SETUP.get(variant.id))
        assert state.over and state.winners
