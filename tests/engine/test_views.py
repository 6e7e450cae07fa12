"""A property game's view shares the squares list while the board is unchanged and redoes only
the changed squares' groups: it must always equal a view computed from scratch."""

from tycoon.core import find_variant, new_game, play_automatic, view


def test_the_shared_squares_view_always_equals_a_fresh_one():
    rules = find_variant("monopoly").view.__self__
    for seed in range(1, 5):
        options = {"turn_limit": 60, "build_without_monopoly": seed % 2 == 0, "starting_deeds": 3 * (seed % 2)}
        state = new_game("monopoly", [{"name": f"B{i}", "bot": True} for i in range(4)], seed, options)
        while not state.over:
            play_automatic(state)
            shared = view(state, 0)["squares"]
            assert shared == [rules.square_view(state, i) for i in range(len(shared))]


def test_a_view_costs_the_same_late_in_a_game_it_carries_no_whole_log():
    state = new_game("monopoly", [{"name": "A", "bot": True}, {"name": "B", "bot": True}], 3, {"turn_limit": 30})
    while not state.over:
        play_automatic(state)
    seen = view(state, 0)
    assert len(state.log) > 200 and len(seen["log"]) == 30 and seen["log_end"] == len(state.log)
    assert seen["log"] == [list(entry[:2]) for entry in state.log[-30:]]


def test_recent_events_read_a_bounded_window_of_the_log():
    from tycoon.core.events import LOOK_BACK, recent
    log = [["public", {"n": 0}]] + [["secret", {"n": i}, [1]] for i in range(1, 5000)]
    assert recent(log, 1, 3) == [["secret", {"n": 4997}], ["secret", {"n": 4998}], ["secret", {"n": 4999}]]
    assert recent(log, None, 3) == []  # the one public event lies beyond the window
    assert recent(log[:3 * LOOK_BACK], None, 3) == [["public", {"n": 0}]]
