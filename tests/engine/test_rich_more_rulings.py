"""ริช รวยพลิกล็อค (Rich), more cases of rules/rich.md the other test_rich_*.py files left open:
the profession table's average salaries ("Setup", #4), a payday landing whose Rich Card needs the
used pile shuffled back ("Squares" 1.2, "Rich Cards"), a Go-to-nearest-player square reached by
going back to the nearest player (6.4), and the one Double when the seat order after the payer
wraps round the table (Clarification 2)."""

from fractions import Fraction

from helpers import deal, events, new_dealt
from rich_helpers import LAWYER, NAMES, at, cash, game, hands, move, no_insurance, react
from tycoon.core import view


# ---- Setup: professions (#4) --------------------------------------------------------------------
def test_profession_table_shows_the_average_salary_of_naming_each_profession():
    """Name one, roll two dice: each of the 36 rolls gives the profession of its total (2 to 12),
    doubled when it is one of the named profession's numbers. The table shows what naming each
    is worth on average over the 36 rolls (the actor: 101,666, the best)."""
    numbers = {"businessman": (2, 12), "doctor": (3, 11), "lawyer": (7,), "actor": (6, 10), "soldier": (5, 9),
               "teacher": (4, 8)}
    salaries = {"businessman": 150_000, "doctor": 100_000, "lawyer": 80_000, "actor": 90_000,
                "soldier": 60_000, "teacher": 70_000}
    of_total = {n: job for job, nums in numbers.items() for n in nums}

    def average(named):
        rolls = [a + b for a in range(1, 7) for b in range(1, 7)]
        return sum(Fraction(salaries[of_total[t]] * (2 if t in numbers[named] else 1), 36) for t in rolls)

    state = new_dealt("rich", [{"name": n} for n in NAMES[:3]], 5)
    assert state.phase == "profession"
    table = {row["job"]: row["expected"] for row in view(state, 0)["profession"]["table"]}
    assert table == {job: int(average(job)) for job in numbers}
    assert table == {"businessman": 90_000, "doctor": 92_777, "lawyer": 95_000, "actor": 101_666,
                     "soldier": 95_000, "teacher": 97_222}


# ---- 1.2 Payday landed exactly, Rich Cards: the used pile reshuffled ----------------------------
def test_payday_landing_card_from_the_reshuffled_used_pile_then_the_insurance_offer_then_fliplock():
    """Landing exactly on a payday: salary, a Rich Card, the insurance offer, the Flip-Lock, in that
    order. When the deck has run out the used pile is shuffled back first; the card is drawn from
    it and only then comes the insurance offer."""
    state = game()
    hands(state, {1: ["double"] * 8 + ["pay"] * 8})  # no card that applies to seat 0's salary
    state.board["used"], state.board["deck"] = state.board["deck"], []  # the 8 Collect cards, used
    at(state, 0, 9)
    move(state, 1, 1)  # 11: payday
    assert cash(state)[0] == 200_000 + LAWYER
    assert state.chance["why"] == "reshuffle" and state.players[0]["cards"] == []
    deal(state, *["collect"] * 8)
    assert state.players[0]["cards"] == ["collect"] and len(state.board["deck"]) == 7
    assert state.phase == "insure" and state.actor == 0  # the offer is still made, after the card
    no_insurance(state)
    assert state.chance["why"] == "fliplock"  # then the compulsory Flip-Lock


# ---- 6.4 Go to the nearest player (#12) ---------------------------------------------------------
def test_nearest_player_square_reached_backwards_by_going_to_the_nearest_player_does_not_send_on_again():
    """Going back to the nearest player onto the other Go-to-nearest-player square: resolve the
    square you reach, which does not send the token on again to the next player."""
    state = game(3)
    state.players[0]["insurance"] = ["auto", "fire", "life"]  # no insurance offer at the paydays
    at(state, 1, 15)  # on the other Go-to-nearest-player square, 27 behind 42
    at(state, 2, 7)  # farther behind; the nearest to 15, though
    at(state, 0, 40)
    move(state, 1, 1)  # 42: go to the nearest player, back to 15
    assert state.players[0]["pos"] == 15
    assert events(state, "rich_nearest_again") == [{"player": 0}]
    assert cash(state) == [200_000 + LAWYER, 200_000, 200_000]  # salary passing 41 forward, nothing more
    assert state.phase == "roll" and state.turn_seat == 1


# ---- Clarification 2: two Doubles on one event --------------------------------------------------
def test_one_double_first_in_seat_order_after_the_payer_round_the_table_clarification_2():
    """Seat 2 (the last seat) pays; seats 0 and 1 both play Double: after seat 2 the seat order goes
    round the table to seat 0, which plays it; seat 1 keeps its card."""
    state = game(3, first=2)
    hands(state, {0: ["double"], 1: ["double"]})
    at(state, 2, 2)
    move(state, 1, 1)  # 4: fix the roof, seat 2 pays 40,000
    react(state, {0: "double", 1: "double"})
    assert events(state, "rich_double_other") == [{"player": 0, "other_player": 2}]
    assert [p["cards"] for p in state.players] == [[], ["double"], []]
    assert events(state, "rich_double_kept") == [{"player": 1}]
    assert cash(state) == [200_000, 200_000, 120_000]
