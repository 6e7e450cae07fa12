"""Where the Chance cards send a token, as the landing table counts them (issue 7, "The landing
table, as published"; rules/monopoly.md "Standard data": "Advance to the nearest Railroad" on 2
cards of 16, "Advance to the nearest Utility" on 1). The nearest one is the first ahead, going
round the board past GO when need be."""

import pytest
from tycoon.variants.monopoly.odds import resolve

# Chance square: (nearest railroad, the cards of 16 that rest there, nearest utility) ahead of it
NEAREST = {
    7: (15, 2, 12),  # Pennsylvania RR, Electric Company
    22: (25, 2, 28),  # B&O RR, Water Works
    36: (5, 3, 12),  # Reading RR (with "Take a trip to Reading Railroad") and Electric Company, past GO
}


def share_of(moves, square):
    return sum(p for p, where in moves if where == square)


@pytest.mark.parametrize(("chance", "railroad", "cards", "utility"), [(c, *n) for c, n in NEAREST.items()])
def test_the_nearest_railroad_and_utility_cards_go_to_the_first_one_ahead(chance, railroad, cards, utility):
    moves = resolve(chance)
    assert share_of(moves, railroad) == pytest.approx(cards / 16)
    assert share_of(moves, utility) == pytest.approx(1 / 16)
