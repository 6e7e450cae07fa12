"""Option `rent_must_be_claimed` (rules/monopoly.md "Rent"): the owner must ask for each rent before
the next player's roll. Squares: 6 Oriental Avenue (rent $6), 9 Connecticut Avenue (rent $8)."""

from helpers import act, roll, two_player_game


def test_claiming_one_rent_takes_that_rent_and_leaves_the_other_owed():
    """Ann rolls doubles onto Bo's Oriental Avenue, then onto his Connecticut Avenue: two rents are
    owed. Bo claims Connecticut's $8; Oriental's $6 is still his to claim."""
    state = two_player_game({"rent_must_be_claimed": True})
    state.board["owner"][6] = state.board["owner"][9] = 1
    roll(state, 0, 3, 3)  # Oriental Avenue, doubles: Ann rolls again
    roll(state, 0, 1, 2)  # Connecticut Avenue
    assert state.phase == "end"
    act(state, 1, "claim_rent", 9)
    assert [p["cash"] for p in state.players] == [1500 - 8, 1500 + 8]
    assert [(c["square"], c["amount"]) for c in state.board["claims"]] == [(6, 6)]
