"""Doubles in the landing table (issue 7), counted the way the rules count them (rules/monopoly.md
"Turn": doubles roll again, "Third doubles in a row: go straight to jail (do not move the third
time)"; "Jail": pay $50 before rolling, then roll as usual). A state of the chain is the token
before a roll: ("free", square, doubles rolled this turn) or ("jail", misses)."""

from tycoon.variants.monopoly.odds import IN_JAIL, transitions

TO_JAIL = (1 / 36, IN_JAIL, ("jail", 0))  # one roll of 36, straight to jail


def test_third_doubles_in_a_row_go_straight_to_jail_without_moving():
    for jail in ("short", "long"):
        moves = transitions(("free", 0, 2), jail)  # on GO, two doubles already rolled this turn
        assert moves.count(TO_JAIL) == 6  # each of the six doubles
        assert all(after == ("jail", 0) or after[2] == 0 for _p, _where, after in moves)  # no fourth roll


def test_paying_out_of_jail_starts_the_turn_with_no_doubles_rolled():
    """The short stay: the token pays and rolls as usual, so a double is the turn's first."""
    moves = transitions(("jail", 0), "short")
    assert (1 / 36, 12, ("free", 12, 1)) in moves  # 1-1 from Jail: Electric Company, roll again
    assert TO_JAIL not in moves
