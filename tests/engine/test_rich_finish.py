"""ริช รวยพลิกล็อค (Rich), one test per line of rules/rich.md "Finishing" and "End": landing exactly
on Finish 1 or 2, the count-back, personal numbers and their 50,000 fee, notes repaid, the count,
ties, `turn_limit`, and Clarification 6 (unpaid notes count against the player)."""

import pytest
from helpers import act, dice, events
from rich_helpers import at, cash, game, hands, move, rests
from tycoon.core import IllegalAction, legal_actions
from tycoon.variants.rich.board import FINISH_1, FINISH_2, landing_after


def numbers_left(state, seat=0):
    return sorted(a.args[0] for a in legal_actions(state, seat) if a.kind == "number")


def finish(state, seat, which, pos=None):
    """Mark `seat` as finished on Finish `which` (as if it had got there)."""
    state.players[seat].update(finished=which, pos=pos or (FINISH_1 if which == 1 else FINISH_2))


# ---- Finishing (#23) ----------------------------------------------------------------------------
def test_finish_exactly_on_finish_1_one_personal_number():
    state = game()
    at(state, 0, 60)
    move(state, 2, 3)
    assert state.players[0]["finished"] == 1 and state.phase == "numbers" and state.pending["left"] == 1
    assert numbers_left(state) == list(range(2, 13))
    act(state, 0, "number", 7)
    assert state.players[0]["numbers"] == [7] and state.turn_seat == 1
    assert events(state, "rich_finished") == [{"player": 0, "finish": 1, "square": 65}]


def test_finish_exactly_on_finish_2_two_personal_numbers():
    state = game()
    at(state, 0, 60)
    move(state, 3, 3)
    assert state.players[0]["finished"] == 2 and state.pending["left"] == 2
    act(state, 0, "number", 6)
    assert state.phase == "numbers" and 6 not in numbers_left(state)
    act(state, 0, "number", 8)
    assert state.players[0]["numbers"] == [6, 8] and state.turn_seat == 1


def test_overshoot_counts_back_from_finish_2():
    assert [landing_after(60, n) for n in range(2, 13)] == [62, 63, 64, 65, 66, 65, 64, 63, 62, 61, 60]
    state = game()
    at(state, 0, 60)
    move(state, 4, 5)  # 69: three past Finish 2, counted back to 63 (condo rent)
    assert state.players[0]["pos"] == 63 and not state.players[0]["finished"]
    assert state.players[0]["cash"] == 245_000


def test_overshoot_counts_back_from_finish_2_landing_square_resolved():
    state = game()
    at(state, 0, 56)
    move(state, 6, 6)  # 68: counted back to 64 (dentist, 10,000)
    assert state.players[0]["pos"] == 64 and state.players[0]["cash"] == 190_000
    at(state, 1, 3)
    move(state, 2, 2)
    move(state, 1, 1)  # next turn: tries again, exactly onto Finish 2
    assert state.players[0]["finished"] == 2


def test_landing_on_finish_1_by_count_back_finishes():
    state = game()
    at(state, 0, 60)
    move(state, 3, 4)  # 67 → 65
    assert state.players[0]["pos"] == FINISH_1 and state.players[0]["finished"] == 1


def test_count_back_never_crosses_a_payday_clarification_8():
    for pos in range(54, FINISH_2):
        for steps in range(2, 13):
            target = landing_after(pos, steps)
            assert target > 51 and (target <= FINISH_2)


# ---- personal numbers (#24) ---------------------------------------------------------------------
def test_personal_numbers_are_unique():
    state = game(3)
    state.players[1].update(finished=2, pos=66, numbers=[7, 8])
    at(state, 0, 60)
    move(state, 3, 3)
    assert 7 not in numbers_left(state) and 8 not in numbers_left(state)
    with pytest.raises(IllegalAction):
        act(state, 0, "number", 7)


def test_personal_numbers_when_only_one_is_left_finish_2_takes_one():
    state = game(2)
    state.players[1].update(finished=2, pos=66, numbers=list(range(2, 12)))
    at(state, 0, 60)
    move(state, 3, 3)
    assert numbers_left(state) == [12]
    act(state, 0, "number", 12)
    assert state.over  # both have finished


def test_personal_number_fee_50000_every_matching_movement_roll():
    state = game(3)
    finish(state, 1, 1)
    state.players[1]["numbers"] = [4]
    rests(state, 2)
    at(state, 0, 3)
    move(state, 2, 2)  # rolls 4
    rests(state, 2)
    at(state, 0, 3)
    move(state, 1, 3)  # rolls 4 again
    assert [e["amount"] for e in events(state, "rich_fee")] == [50_000, 50_000]
    assert cash(state)[1] == 300_000 and cash(state)[0] == 200_000 + 2 * 30_000 - 100_000


def test_personal_number_fee_on_the_finishing_roll_clarification_9():
    state = game()
    finish(state, 1, 2)
    state.players[1]["numbers"] = [4, 9]
    at(state, 0, 61)
    move(state, 2, 2)  # 65: finishes, and pays for the 4 first
    assert events(state, "rich_fee") == [{"player": 0, "owner": 1, "number": 4, "amount": 50_000}]
    assert state.players[0]["finished"] == 1


def test_personal_number_fee_on_free_move_and_move_back_rolls():
    state = game()
    finish(state, 1, 1)
    state.players[1]["numbers"] = [6]
    at(state, 0, 22)
    move(state, 1, 1)  # 24: free move
    dice(state, 3, 3)  # a movement roll of 6
    assert len(events(state, "rich_fee")) == 1
    at(state, 0, 40)
    state.players[0]["back_next"] = True
    move(state, 2, 4)  # a backward movement roll of 6 (to 34)
    assert len(events(state, "rich_fee")) == 2


def test_personal_number_fee_not_on_dice_that_do_not_move():
    state = game()
    finish(state, 1, 1)
    state.players[1]["numbers"] = [6]
    at(state, 0, 7)
    move(state, 1, 1)  # 9: stock exchange
    dice(state, 3, 3)
    at(state, 0, 3)
    move(state, 1, 1)  # 5: wedding
    dice(state, 3, 3)
    at(state, 0, 4)
    move(state, 1, 1)  # 6: traffic
    dice(state, 3, 3)
    at(state, 0, 17)
    move(state, 1, 1)  # 19: change profession
    act(state, 0, "job", "actor")
    dice(state, 3, 3)
    assert not events(state, "rich_fee")


# ---- notes at finishing, the end (#21, #26) -------------------------------------------------------
def test_notes_repaid_at_finishing_what_cash_covers():
    state = game()
    state.players[0].update(cash=450_000, notes=3)
    at(state, 0, 60)
    move(state, 2, 3)
    assert state.players[0]["notes"] == 1 and state.players[0]["cash"] == 50_000
    assert events(state, "rich_notes_repaid") == [{"player": 0, "count": 2, "amount": 400_000, "notes": 1}]


def test_finished_players_skip_their_turns_and_keep_money_and_cards():
    state = game(3)
    finish(state, 1, 1)
    hands(state, {1: ["double"]})
    at(state, 0, 3)
    move(state, 2, 2)
    assert state.turn_seat == 2
    assert state.players[1]["cards"] == ["double"] and state.players[1]["cash"] == 200_000


def test_game_ends_when_everyone_has_finished_repay_and_count_cash_only():
    state = game(3)
    finish(state, 1, 1)
    finish(state, 2, 2)
    state.players[1].update(insurance=["auto", "fire", "life"], notes=1, cash=300_000)
    hands(state, {2: ["double", "pay"]})
    at(state, 0, 60)
    move(state, 2, 3)
    act(state, 0, "number", 7)
    assert state.over and events(state, "rich_count") == [{"why": "finished"}]
    worths = {e["player"]: e["amount"] for e in events(state, "rich_final_worth")}
    assert worths == {0: 200_000, 1: 100_000, 2: 200_000}  # insurance and Rich Cards count nothing
    assert state.winners == [0, 2] and events(state, "rich_tycoon") == [{"players": [0, 2], "amount": 200_000}]


def test_the_richest_is_the_tycoon():
    state = game(2)
    finish(state, 1, 1)
    state.players[1]["cash"] = 900_000
    at(state, 0, 60)
    move(state, 2, 3)
    act(state, 0, "number", 7)
    assert state.winners == [1]


def test_unpaid_notes_count_200000_each_against_the_player_clarification_6():
    state = game(2)
    finish(state, 1, 1)
    state.players[1].update(cash=350_000, notes=3)  # repays one, two stay: 150,000 − 400,000
    at(state, 0, 60)
    move(state, 2, 3)
    act(state, 0, "number", 7)
    final = events(state, "rich_final_worth")[1]
    assert final == {"player": 1, "amount": -250_000, "cash": 150_000, "notes": 2} and state.winners == [0]


def test_turn_limit_unfinished_players_stop_where_they_are_and_the_count_is_made():
    state = game(2, turn_limit=2)
    state.players[1].update(cash=500_000, notes=2)
    for _round in range(2):
        for seat in (0, 1):
            assert state.turn_seat == seat and not state.over
            at(state, seat, 3)
            move(state, 2, 2)
    assert state.over and events(state, "rich_count") == [{"why": "turn_limit"}]
    assert [p["pos"] for p in state.players] == [7, 7] and not any(p["finished"] for p in state.players)
    assert state.players[1]["notes"] == 0 and state.players[1]["cash"] == 560_000 - 400_000  # repaid at the count
    assert state.winners == [0]


def test_turn_limit_unpaid_notes_count_after_repaying_what_can_be_clarification_6():
    state = game(2, turn_limit=1)
    state.players[1].update(cash=250_000, notes=2)
    at(state, 0, 3)
    move(state, 2, 2)
    at(state, 1, 3)
    move(state, 2, 2)
    worth = events(state, "rich_final_worth")[1]
    assert worth == {"player": 1, "amount": 80_000 - 200_000, "cash": 80_000, "notes": 1}


def test_last_finisher_with_nobody_left_is_not_asked():
    """Personal numbers tax the others' rolls; when the last player finishes nobody rolls any more,
    so they are not asked (issue 37 §6): the driver takes the lowest free number for them."""
    from tycoon.core import next_automatic, play_automatic

    state = game()
    for seat in range(1, len(state.players)):
        finish(state, seat, 1)
    at(state, 0, 60)
    move(state, 2, 3)
    assert state.phase == "numbers"
    assert next_automatic(state) is not None, "the page would wait for the last finisher's pick"
    play_automatic(state)
    assert state.over and state.players[0]["numbers"] == [2]


def test_a_finisher_with_someone_still_on_the_track_is_asked():
    from tycoon.core import next_automatic

    state = game()
    at(state, 0, 60)
    move(state, 2, 3)
    assert state.phase == "numbers" and not state.players[0]["bot"]
    assert next_automatic(state) is None


def test_the_last_finisher_may_still_pick_a_number_so_older_saves_replay():
    """Saved before issue 37, a game's last finisher picked 7 themselves: still legal."""
    state = game()
    for seat in range(1, len(state.players)):
        finish(state, seat, 1)
    at(state, 0, 60)
    move(state, 2, 3)
    act(state, 0, "number", 7)
    assert state.over and state.players[0]["numbers"] == [7]


def test_a_game_whose_last_finisher_chose_their_number_replays():
    """The golden game's end as saved before issue 37: the last finisher (a bot then, asked like
    anyone) took 9, not the lowest free number; the replay accepts it."""
    import json
    from pathlib import Path

    from tycoon.core import replay

    golden = json.loads((Path(__file__).parent / "golden" / "rich.json").read_text(encoding="utf-8"))
    *actions, last = golden["actions"]
    seat, kind, _number = last.split()
    assert kind == "number"
    players = [{"name": f"Bot {i + 1}", "bot": True} for i in range(golden["players"])]
    state = replay("rich", players, golden["seed"], golden["options"], [*actions, f"{seat} number 9"])
    assert state.over and 9 in state.players[int(seat)]["numbers"]
