"""The setup screen's options (rules/taiwan.md "Turn"): `spins_per_turn` = 3 | 1, default 3, the
seed's text."""

from helpers import act
from taiwan_helpers import game, spin
from tycoon.core import find_variant


def test_spins_per_turn_offers_3_the_default_and_1_and_each_is_a_turns_spins():
    variant = find_variant("taiwan")
    assert variant.choices["spins_per_turn"] == (3, 1) and variant.options["spins_per_turn"] == 3
    for spins in variant.choices["spins_per_turn"]:
        state = game(spins_per_turn=spins)
        for value in (1, 2, 3)[:spins]:
            spin(state, 0, value)  # 1 萬華, 3 大龍峒, 6 三重埔 (all unowned): declined, no bid
            act(state, 0, "decline")
            while state.phase == "auction":
                act(state, state.actor, "pass")
        assert state.phase == "end"
