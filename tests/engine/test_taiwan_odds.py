"""Where a pawn comes to rest, for the bot (variants/taiwan/odds.py; rules/taiwan.md "Chance and
Fate", "Jail"): a stop on 命運 Fate draws one of its 15 cards; the Arrest Warrant (拘票) sends the
pawn to jail, the cards that move it (前進至…) take it on, every other card leaves it there."""

from tycoon.variants.taiwan.odds import IN_JAIL, resolve


def test_a_stop_on_fate_rests_in_jail_one_time_in_15_and_moves_on_with_the_moving_cards():
    rest = {}
    for p, where in resolve(2):  # 2 命運
        rest[where] = rest.get(where, 0) + p
    assert set(rest) == {2, IN_JAIL, 0, 37, 20}  # 起點, 西門町, 產業間諜
    assert abs(rest[IN_JAIL] - 1 / 15) < 1e-12 and abs(rest[37] - 1 / 15) < 1e-12
    assert abs(rest[2] - 11 / 15) < 1e-12
