"""The Lab's "Where tokens land" figures (issue 42, docs/lab.md), each against a computation
made here from the printed deeds: a group's cost is its deeds' prices plus a house cost per
building step (a hotel is one more step after the last house), and an opponent's move pays, on
average, each street's landing share times the rent its deed prints (bare land doubled in a whole
group)."""

import pytest
from tycoon.lab import landing
from tycoon.variants.monopoly.board import SQUARES as MONOPOLY
from tycoon.variants.monopoly.odds import landing_odds
from tycoon.variants.taiwan.board import SQUARES as TAIWAN


def printed(squares, group, shares, hotel_after=4):
    """[(cost, rent per opponent move)] from bare land to a hotel, from the deeds alone."""
    streets = [sq for sq in squares if sq["kind"] == "street" and sq["group"] == group]
    found = []
    for level in range(hotel_after + 2):
        cost = sum(sq["price"] + level * sq["house_cost"] for sq in streets)
        column = 0 if level == 0 else 5 if level == hotel_after + 1 else level
        rent = sum(shares[sq["index"]] * sq["rents"][column] * (2 if level == 0 else 1) for sq in streets)
        found.append((cost, rent))
    return found


@pytest.mark.parametrize("jail", ["long", "short"])
@pytest.mark.parametrize("hotel_after", [4, 3])
def test_monopoly_groups_cost_and_earn_what_the_deeds_print(jail, hotel_after):
    shares = landing_odds(jail)
    groups = landing.earnings("monopoly", {"hotel_after": hotel_after}, jail)
    assert [g["group"] for g in groups] == ["brown", "light_blue", "pink", "orange", "red", "yellow", "green",
                                           "dark_blue"]
    for group in groups:
        expected = printed(MONOPOLY, group["group"], shares, hotel_after)
        assert len(group["levels"]) == hotel_after + 2 and group["levels"][-1]["hotel"]
        for level, (cost, rent) in zip(group["levels"], expected):
            assert level["cost"] == cost
            assert level["rent_per_roll"] == pytest.approx(rent, rel=1e-12)
            assert level["rolls_to_pay_back"] == pytest.approx(cost / rent, rel=1e-12)


def test_taiwan_groups_use_the_tops_odds_and_the_boards_points():
    shares = landing.landing_shares("taiwan")
    for group in landing.earnings("taiwan"):
        for level, (cost, rent) in zip(group["levels"], printed(TAIWAN, group["group"], shares)):
            assert level["cost"] == cost and level["rent_per_roll"] == pytest.approx(rent, rel=1e-12)


def test_orange_pays_back_soonest_in_monopoly_and_each_house_to_the_third_pays_back_sooner():
    """The lessons players quote: orange pays back soonest, and building up to three houses a street
    always shortens the payback."""
    groups = {g["group"]: g for g in landing.earnings("monopoly")}
    assert [g for g in groups.values() if g["best"]] == [groups["orange"]]
    for group in groups.values():
        assert sum(level["fastest"] for level in group["levels"]) == 1
        payback = [level["rolls_to_pay_back"] for level in group["levels"]]
        assert payback[0] > payback[1] > payback[2] > payback[3]
    fastest = min(groups["orange"]["levels"], key=lambda level: level["rolls_to_pay_back"])
    assert fastest["fastest"] and fastest["level"] >= 3


def test_the_shares_are_the_chains_and_the_what_if_choices_are_the_rules_options():
    assert landing.landing_shares("monopoly", "short") == landing_odds("short")
    assert abs(sum(landing.landing_shares("taiwan")) - 1) < 1e-9
    assert landing.what_if("monopoly") == {"jail": ("long", "short"), "hotel_after": (4, 3)}
    assert landing.what_if("taiwan") == {}
    with pytest.raises(ValueError):
        landing.earnings("rich")
