"""Bot tables end (issue 7): without a round limit, Quick games end at the first bankruptcy and
standard games with a last player standing; the simulator reports how and when games ended."""

from tycoon.__main__ import main
from tycoon.sim import CAPPED, FIRST_BANKRUPTCY, LAST_STANDING, ending, percentile, play_bot_game, simulate
from tycoon.variants.monopoly.options import QUICK_GAME

QUICK = {**QUICK_GAME, "turn_limit": 0}


def test_bot_quick_games_end_by_the_first_bankruptcy_without_a_round_limit():
    for seed in range(1, 9):
        state = play_bot_game("monopoly", 4, seed, QUICK, round_cap=200)
        assert ending(state) == FIRST_BANKRUPTCY and state.round <= 90


def test_bot_standard_games_end_with_a_last_player_standing():
    for seed in range(1, 5):
        state = play_bot_game("monopoly", 4, seed, {}, round_cap=400)
        assert ending(state) == LAST_STANDING and len(state.winners) == 1


def test_quick_preset_has_a_round_limit():
    assert QUICK_GAME["turn_limit"] == 60


def test_simulator_counts_a_game_past_the_safety_cap_as_a_failure():
    summary = simulate("monopoly", 2, 4, 1, {}, round_cap=3)
    assert summary.endings == {CAPPED: 2} and summary.rounds == [4, 4] and not summary.wins


def test_simulator_reports_rounds_percentiles_and_endings(capsys):
    main(["simulate", "monopoly", "--games", "3", "--seed", "2", "--preset", "quick", "--option", "turn_limit=0"])
    out = capsys.readouterr().out
    assert "rounds per game  median" in out and "p95" in out
    assert FIRST_BANKRUPTCY in out and "failures at cap  0 (0.0%)" in out


def test_percentile_is_nearest_rank():
    values = list(range(1, 101))
    assert percentile(values, 0.5) == 50 and percentile(values, 0.95) == 95 and percentile([7], 0.95) == 7
