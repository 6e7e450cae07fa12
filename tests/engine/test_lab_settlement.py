"""The Lab's settlement calculator of Babylon (issue 42, docs/lab.md "Pricing under uncertainty"):
the original rules' worked example, a short sale feeding the pool, every offer short, and the
values a gem can have, each worked out here from the rules' words."""

from fractions import Fraction

from tycoon.lab import settlement

M = 1_000_000


def test_the_original_example_pays_the_lowest_seller_the_average():
    """3, 2.5, 1.5 and 1 million on a gem worth 3 million: the 1-million seller earns 2.0 million."""
    found = settlement.settle(Fraction(3), [(1, 3 * M), (1, 5 * M // 2), (1, 3 * M // 2), (1, M)])
    assert [line["outcome"] for line in found["lines"]] == ["not_lowest"] * 3 + ["lowest"]
    assert [line["earned"] for line in found["lines"]] == [0, 0, 0, 2 * M]
    assert found["average"] == 2 * M and found["pool"] == 0


def test_a_short_sale_feeds_the_pool_shared_by_the_offers_that_earned():
    """Worth 2 million: the 3-million offer is short (pool 3 million); the valid 2.0 × 2 tickets and
    1.5 × 1 average (4 + 1.5) / 3; the lowest earns that for its one ticket, plus the pool."""
    found = settlement.settle(Fraction(2), [(1, 3 * M), (2, 2 * M), (1, 3 * M // 2)])
    short, high, low = found["lines"]
    assert short["outcome"] == "short" and short["earned"] == 0 and found["pool"] == 3 * M
    assert high["outcome"] == "not_lowest" and high["earned"] == 0
    average = Fraction(2 * 2 + Fraction(3, 2), 3)
    assert found["average"] == round(average * M, -4)
    assert low["outcome"] == "lowest" and low["pool"] == 3 * M and low["earned"] == round((average + 3) * M, -4)


def test_equal_prices_earn_their_price_and_an_all_short_round_loses_the_pool():
    equal = settlement.settle(Fraction(5, 2), [(1, 2 * M), (3, 2 * M), (0, 3 * M)])
    assert [(line["seller"], line["outcome"], line["earned"]) for line in equal["lines"]] == [
        (1, "equal", 2 * M), (2, "equal", 6 * M)]  # seller 3 made no offer
    assert equal["average"] is None
    lost = settlement.settle(Fraction(1), [(1, 3 * M // 2), (2, 2 * M)])
    assert all(line["outcome"] == "short" and line["earned"] == 0 for line in lost["lines"])
    assert lost["pool"] == 3 * M // 2 + 4 * M


def test_a_gems_value_is_points_over_cards():
    values = settlement.possible_values()
    assert values[0] == 1 and values[-1] == 3 and Fraction(7, 3) in values and Fraction(11, 6) in values
    assert all(v.denominator <= settlement.MOST_CARDS for v in values)
    assert settlement.prices() == [M, 3 * M // 2, 2 * M, 5 * M // 2, 3 * M]
