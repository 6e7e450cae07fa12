"""The rules page and the Lab on a board of one's own (docs/boards.md "Playing on it"): the page
quotes the board's amounts in its money, and the Lab's colour groups cost and earn by the board's
prices and rents, with its names on the heat map. Pure Python."""

from __future__ import annotations

import pytest
from tycoon.core import own_board
from tycoon.core.variant import find_variant
from tycoon.lab import landing
from ui.help.pages import page_values


def board_options(base: str, percent: int, **fields) -> dict:
    board = own_board.scaled({"format": own_board.FORMAT, "version": own_board.VERSION, "base": base, **fields},
                             percent, find_variant(base).board)
    return {"board": own_board.text(own_board.check(board))}


def test_the_rules_page_quotes_the_boards_amounts_in_its_money():
    own = page_values("monopoly", {}, "en")
    mine = page_values("monopoly", board_options("monopoly", 1000, currency="₫"), "vi")
    assert own["start_cash"] == "$1,500" and own["go_salary"] == "$200"
    assert mine["start_cash"] == "15.000 ₫" and mine["go_salary"] == "2.000 ₫" and mine["jail_fine"] == "500 ₫"
    taiwan = page_values("taiwan", board_options("taiwan", 200), "en")
    assert taiwan["start_cash"] == "30,000 points"  # no sign of its own: the game's points


@pytest.mark.parametrize("base", ["monopoly", "taiwan"])
def test_the_labs_groups_cost_and_earn_by_the_boards_prices(base):
    own = landing.earnings(base)
    mine = landing.earnings(base, board_options(base, 1000))
    assert [g["group"] for g in own] == [g["group"] for g in mine]
    for ours, theirs in zip(own, mine):
        for a, b in zip(ours["levels"], theirs["levels"]):
            assert b["cost"] == 10 * a["cost"]
            assert b["rent_per_roll"] == pytest.approx(10 * a["rent_per_roll"])
            assert b["rolls_to_pay_back"] == pytest.approx(a["rolls_to_pay_back"])  # the same lesson

