"""The rules pages' figures and formulas are the engine's (docs/languages.md "The rules page").

Every figure a game's page quotes is a {field} filled from the engine (Variant.numbers: the data its
rules use), never typed into the text. Here: each figure is on the page and each field of the page
is a figure; the page shows them as the game shows money; and each formula the page states, worked
with the page's own figures, gives what the engine does at the positions of seeded bot games (rent
by railroads and utilities, taxes, salary, fines, interest, Rich's stock exchange and tickets, Easy
Money's payouts, Babylon's dice room and a gem's value). Pure Python."""

from __future__ import annotations

import random
from fractions import Fraction
from math import ceil

import pytest
from helpers import dealt
from playout import scaled
from tycoon.core import apply_action, find_variant, new_game, next_automatic
from ui.help.pages import page_values, params
from ui.i18n import Translator, catalog, set_variant, split_template

GAMES = ["monopoly", "taiwan", "rich", "easymoney", "babylon"]
LANGS = ["en", "vi", "th", "zh-Hant"]


def page_fields(variant: str) -> set:
    """Every {field} of the game's rules page in English (its sections and option lines)."""
    found = set()
    for key, text in catalog("en").items():
        if key.startswith(f"help.{variant}.") and key != f"help.{variant}.money":  # the unit: {n} is the amount
            found |= {part[0] for part in split_template(text) if not isinstance(part, str)}
    return found


@pytest.mark.parametrize("variant", GAMES)
def test_every_figure_is_on_the_page_and_every_field_is_a_figure(variant):
    figures = set(params(variant, dict(find_variant(variant).options)))
    assert page_fields(variant) <= figures, sorted(page_fields(variant) - figures)
    unused = figures - page_fields(variant) - {"houses", "spins", "deeds"}  # option figures of the other game
    assert not unused, f"{variant}: figures the page never quotes: {sorted(unused)}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("variant", GAMES)
def test_the_page_leaves_no_field_unfilled(variant, lang):
    set_variant(variant)
    try:
        tr, values = Translator(lang), page_values(variant, {}, lang)
        for key in catalog("en"):
            if key.startswith(f"help.{variant}.") and key != f"help.{variant}.money":
                shown = tr(key, **values)
                assert "{" not in shown and "}" not in shown, f"{lang} {key}: {shown}"
    finally:
        set_variant("")


def test_the_page_writes_money_as_the_game_does():
    assert page_values("monopoly", {}, "en")["start_cash"] == "$1,500"
    assert page_values("monopoly", {}, "vi")["start_cash"] == "1.500 $"
    assert page_values("taiwan", {}, "zh-Hant")["start_cash"] == "15,000 分"
    assert page_values("rich", {}, "en")["fliplock_win_amount"] == "฿300,000"
    assert page_values("babylon", {}, "vi")["example_tenths"] == "2,3"
    assert page_values("monopoly", {"hotel_after": 3}, "en")["houses"] == "3"
    tr = Translator("en")
    set_variant("monopoly")
    try:
        assert "2 to 8 players" in tr("help.monopoly.setup.body", **page_values("monopoly", {}, "en"))
    finally:
        set_variant("")


def bot_positions(variant: str, seeds: range, players: int = 4, look=lambda state: None):
    """(look(state) before the move, the move, the log entries it added, the state after) at every
    move of seeded bot games."""
    for seed in seeds:
        seats = [{"name": f"Bot {i}", "bot": True} for i in range(players)]
        state = dealt(new_game(variant, seats, seed, {}))
        for _ in range(4000):
            if state.over:
                break
            action = next_automatic(state)
            before = look(state)
            start = len(state.log)
            apply_action(state, action)
            yield before, action, [(entry[0], entry[1]) for entry in state.log[start:]], state


def figures(variant: str) -> dict:
    return params(variant, dict(find_variant(variant).options))


@pytest.mark.parametrize("variant", ["monopoly", "taiwan"])
def test_rent_tax_salary_fine_and_interest_follow_the_page(variant):
    """"Railroads ask 25, 50, 100 or 200 by how many the owner has; utilities ask 4 times the dice,
    or 10 times when the owner has both"; "Income Tax: pay $200, or 10% of everything"; GO's salary;
    the jail fine; lifting a mortgage costs its value plus 10% (Taiwan rounds up to 10 points)."""
    game, numbers = find_variant(variant), figures(variant)
    rules = game.new_state.__self__
    words = "rail" if variant == "monopoly" else "station"
    rents = [numbers[f"{n}_{words}_rent"] for n in ("one", "two", "three", "four")]
    times = [numbers[f"dice_times_{n}" if variant == "monopoly" else f"spin_times_{n}"] for n in ("one", "both")]
    kinds = {sq["index"]: sq["kind"] for sq in game.board}
    checked = dict.fromkeys(("railroad", "utility", "salary", "jail_fine_paid", "tax", "mortgage_lifted"), 0)
    for _before, _action, added, state in bot_positions(variant, range(1, 1 + scaled(40))):
        owner = state.board["owner"]
        for index, kind in kinds.items():
            if kind not in ("railroad", "utility") or owner[index] is None or state.board["mortgaged"][index]:
                continue
            held = sum(1 for i, k in kinds.items() if k == kind and owner[i] == owner[index])
            if kind == "railroad":
                assert rules.rent(state, index, 7) == rents[held - 1], (variant, index, held)
            else:
                for dice in (2, 7, 12):
                    assert rules.rent(state, index, dice) == times[held - 1] * dice, (variant, index, held)
            checked[kind] += 1
        for key, event in added:
            if key == "salary":
                assert event["amount"] == numbers["go_salary"]
                checked["salary"] += 1
            elif key == "jail_fine_paid":
                assert event["amount"] == numbers["jail_fine"]
                checked["jail_fine_paid"] += 1
            elif key == "tax_paid" or key == "income_tax_paid_flat":
                square = game.board[event["square"]]["kind"]
                name = {"income_tax": "income_tax", "luxury_tax": "luxury_tax", "property_tax": "property_tax"}[square]
                assert event["amount"] == numbers[name], (key, event)
                checked["tax"] += 1
            elif key == "mortgage_lifted":
                value = game.board[event["square"]]["mortgage"]
                interest = ceil(value * numbers["interest_percent"] / 100)
                if variant == "taiwan":
                    interest = ceil(interest / 10) * 10  # the deeds print the interest in whole tens
                assert event["amount"] == value + interest, event
                checked["mortgage_lifted"] += 1
    assert all(checked.values()), checked


def test_income_tax_by_percent_is_the_pages_share_of_everything():
    """"…or 10% of everything you own (cash, deeds at their price, buildings at their cost)":
    at each Income Tax square of seeded bot games, the percent choice takes worth × 10 // 100."""
    numbers, seen = figures("monopoly"), 0
    rules = find_variant("monopoly").new_state.__self__
    for seed in range(1, 1 + scaled(40)):
        seats = [{"name": f"P{i}", "bot": True} for i in range(4)]
        state = dealt(new_game("monopoly", seats, seed, {}))
        for _ in range(3000):
            if state.over:
                break
            if state.phase == "income_tax":
                seat = state.actor
                due = rules.worth(state, seat) * numbers["income_percent"] // 100
                start = len(state.log)
                apply_action(state, next(a for a in find_variant("monopoly").legal_actions(state, seat)
                                         if a.kind == "tax_percent"))
                paid = [e[1] for e in state.log[start:] if e[0] == "income_tax_paid_percent"]
                pending = [d for d in state.board.get("debts", []) if d["event"] == "income_tax_paid_percent"]
                assert [p["amount"] for p in paid] == [due] or [d["amount"] for d in pending] == [due]
                seen += 1
                continue
            apply_action(state, next_automatic(state))
    assert seen


def test_rich_stock_exchange_tickets_loans_and_numbers_follow_the_page():
    """"Above 5 … you receive (total − 5) × ฿20,000; below 5 … you pay (5 − total) × ฿30,000";
    "Traffic ticket: roll × ฿10,000; your second ticket costs ×3, later ones ×5"; a loan gives
    ฿180,000 for a ฿200,000 note; a personal number pays ฿50,000."""
    n = figures("rich")
    seen = dict.fromkeys(("rich_stock", "rich_ticket", "rich_loan", "rich_fee"), 0)
    for _before, _action, added, _state in bot_positions("rich", range(1, 1 + scaled(60)), players=6):
        for key, e in added:
            if key == "rich_stock":
                t, even = e["total"], n["stock_even"]
                want = (t - even) * n["stock_up_amount"] if t > even else (even - t) * n["stock_down_amount"]
                assert e["amount"] == want, e
            elif key == "rich_ticket":
                times = 1 if e["count"] == 1 else n["second_ticket_times"] if e["count"] == 2 else n["later_ticket_times"]
                assert e["times"] == times and e["amount"] == e["total"] * n["ticket_amount"] * times, e
            elif key in ("rich_loan", "rich_loan_auto"):
                assert e["amount"] == n["loan_amount"] and e["note_amount"] == n["note_amount"], e
                key = "rich_loan"
            elif key == "rich_fee":
                assert e["amount"] == n["number_fee"], e
            else:
                continue
            seen[key] += 1
    assert seen["rich_stock"] and seen["rich_ticket"] and seen["rich_fee"], seen
    state = dealt(new_game("rich", [{"name": "A", "bot": True}, {"name": "B", "bot": True}], 5, {}))
    while not any(a.kind == "borrow" for a in find_variant("rich").legal_actions(state, state.actor)):
        apply_action(state, next_automatic(state))
    cash, start = state.players[state.actor]["cash"], len(state.log)
    seat = state.actor
    apply_action(state, next(a for a in find_variant("rich").legal_actions(state, seat) if a.kind == "borrow"))
    assert state.players[seat]["cash"] == cash + n["loan_amount"] and state.players[seat]["notes"] == 1
    assert [(k, e["amount"], e["note_amount"]) for k, e, *_ in state.log[start:]] == [
        ("rich_loan", n["loan_amount"], n["note_amount"])]


def test_easy_money_payouts_follow_the_page():
    """Make Money pays $1,000,000 passing and $2,000,000 stopping; Greed pays points × $100,000
    (at most the victim's money); an empty Double box is fined $500,000; a 2, 3, 11 or 12 in
    Lucky Dice gives the roller $100,000 — each as much as the pile it comes from holds."""
    n = figures("easymoney")
    seen = dict.fromkeys(("make_money", "greed", "fine", "edge"), 0)
    look = lambda state: (state.board["bank"], [player["cash"] for player in state.players])
    for (bank, cash), _action, added, _state in bot_positions("easymoney", range(1, 1 + scaled(60)), look=look):
        for key, e in added:
            if key in ("em_make_money_pass", "em_make_money_stop"):
                want = n["make_money_stop_amount" if key.endswith("stop") else "make_money_pass_amount"]
                assert e["amount"] == min(want, bank), e
                seen["make_money"] += 1
            elif key == "em_greed_paid":
                assert e["amount"] == min(e["points"] * n["step_amount"], cash[e["payer"]]), e
                seen["greed"] += 1
            elif key == "em_empty_box_fined":
                assert e["amount"] == min(n["empty_box_fine"], cash[e["player"]]), e
                seen["fine"] += 1
            elif key == "em_lucky_edge":
                assert e["total"] in (2, 3, 11, 12) and e["amount"] == min(n["step_amount"], bank), e
                seen["edge"] += 1
    assert seen["make_money"] and seen["greed"], seen
    from tycoon.variants.easymoney.money_squares import double

    state = dealt(new_game("easymoney", [{"name": "A", "bot": True}, {"name": "B", "bot": True}], 3, {}))
    for player in state.players:
        state.board["bank"] += player["double"]  # the boxes emptied back to the pile: money is kept whole
        player["double"] = 0
    cash, pot = [player["cash"] for player in state.players], state.board["pot"]
    double(state)
    assert [player["cash"] for player in state.players] == [c - n["empty_box_fine"] for c in cash]
    assert state.board["pot"] == pot + 2 * n["empty_box_fine"]


def test_babylon_dice_room_and_ticket_counts_follow_the_page():
    """"Both dice 1 or 6 give 1 point, one die 1 or 6 gives 2 points, neither gives 3 points";
    "6 tickets to sell (3 for each gem, or 6 if both cards are the same gem)"."""
    from tycoon.variants.babylon.gems import score, tickets_for

    n = figures("babylon")
    edges = {n["edge_low"], n["edge_high"]}
    for d1 in range(1, 7):
        for d2 in range(1, 7):
            on_edge = (d1 in edges) + (d2 in edges)
            want = {2: n["both_edges_points"], 1: n["one_edge_points"], 0: n["no_edge_points"]}[on_edge]
            assert score(d1, d2) == want, (d1, d2)
    assert tickets_for(["pearl", "garnet"]) == {"pearl": n["tickets_per_gem"], "garnet": n["tickets_per_gem"]}
    assert tickets_for(["pearl", "pearl"]) == {"pearl": n["tickets_each"]}


def test_a_gems_value_is_the_pages_per_card_average_on_random_tables():
    """"A gem's value … is the average over its cards of their holders' scores: each card counts
    once": the page's formula, worked by hand, against gems.values on random tables; and the page's
    worked example is the engine's own."""
    from tycoon.variants.babylon.gems import GEMS, tenths, values

    chooser = random.Random(20261204)
    for _ in range(500):
        players = [{"gems": chooser.choices(GEMS, k=2), "score": chooser.choice((1, 2, 3))}
                   for _ in range(chooser.randint(3, 6))]
        for gem, value in values(players).items():
            cards = [player["score"] for player in players for held in player["gems"] if held == gem]
            assert value == Fraction(sum(cards), len(cards)), (gem, players)
    n = figures("babylon")
    assert Fraction(2 * n["example_ann"] + n["example_ben"], n["example_cards"]) == Fraction(n["example_value"])
    assert Fraction(tenths(Fraction(n["example_value"])), 10) == n["example_tenths"]
