"""搶錢一族's Hard bot stakes by the exact expectation of the outcome to come (docs/bots.md
"Levels"; variants/easymoney/stakes.py): the most the rules allow where the odds favour it, Normal's
choice elsewhere. Each test plays a seeded game of bots to the moment and asks the Hard seat."""

from fractions import Fraction

from tycoon.core import find_variant, new_game, play_automatic
from tycoon.core.game import acting_seats, bot_action, bot_view, legal_actions
from tycoon.variants.easymoney.bot import landing_odds

HARD = 1


def moments(found, seeds=range(1, 40)):
    """(state, view, legal) of the Hard seat wherever found(state, view, legal) holds."""
    for seed in seeds:
        state = new_game("easymoney", [{"name": f"B{i}", "bot": True, **({"level": "hard"} if i == HARD else {})}
                                       for i in range(4)], seed)
        for _ in range(3000):
            if state.over:
                break
            if state.chance is None and HARD in acting_seats(state):
                legal = legal_actions(state, HARD)
                view = bot_view(state, HARD)
                if len(legal) > 1 and found(state, view, legal):
                    yield state, view, legal
            play_automatic(state)


def largest(actions):
    return max(sum(a.args) for a in actions)


def test_hard_bot_stakes_the_most_allowed_on_the_side_the_rumour_favours():
    seen = 0
    for state, view, legal in moments(lambda s, v, legal: s.phase == "wall_street"):
        values = {side: Fraction(view["rumour"][side]) for side in ("rise", "fall")}
        side = max(values, key=lambda s: (values[s], s == "rise"))
        choice = bot_action(state, HARD)
        if values[side] > 0:
            assert choice.kind == side
            assert sum(choice.args) == largest([a for a in legal if a.kind == side])
            normal = find_variant("easymoney").bot(view, legal)
            assert sum(choice.args) >= sum(normal.args)
        else:
            assert choice.kind == "pass"
        seen += 1
        if seen == 12:
            return
    raise AssertionError(f"only {seen} Wall Street moments")


def test_hard_bot_fills_an_empty_double_box_when_double_is_the_likelier_stop():
    """From most squares Double is the likelier stop; from square 7 Nothing is (then Normal's choice)."""
    def empty_box(state, view, legal):
        return any(a.kind == "double" for a in legal) and not view["players"][HARD]["double"]

    for state, view, legal in moments(empty_box):
        p_double, p_nothing = landing_odds(view["token"])
        assert p_double > p_nothing
        choice = bot_action(state, HARD)
        assert choice.kind == "double" and sum(choice.args) == largest([a for a in legal if a.kind == "double"])
        state.board["token"] = 7
        p_double, p_nothing = landing_odds(7)
        assert p_double < p_nothing
        assert bot_action(state, HARD) == find_variant("easymoney").bot(bot_view(state, HARD), legal)
        return
    raise AssertionError("the Hard seat never had an empty Double box")


def test_hard_bot_fills_its_empty_double_box_before_another_players_roll_too():
    """Out of turn (bot.aside), before anyone's roll, the same rule."""
    seen = 0
    for seed in range(1, 30):
        state = new_game("easymoney", [{"name": f"B{i}", "bot": True, **({"level": "hard"} if i == HARD else {})}
                                       for i in range(4)], seed)
        for _ in range(3000):
            if state.over:
                break
            me = state.players[HARD]
            if state.phase == "roll" and state.chance is None and state.actor != HARD and not me["double"] \
                    and not me["changed"] and state.sealed is None:
                legal = legal_actions(state, HARD)
                p_double, p_nothing = landing_odds(state.board["token"])
                choice = find_variant("easymoney").bot_aside(state, HARD)
                if p_double > p_nothing:
                    assert choice.kind == "double" and sum(choice.args) == largest([a for a in legal
                                                                                      if a.kind == "double"])
                    seen += 1
                    if seen == 3:
                        return
            play_automatic(state)
    raise AssertionError(f"only {seen} such moments")


def test_hard_bot_as_roller_stakes_its_largest_pair_on_six_and_eight():
    def rolling(state, view, legal):
        return state.phase == "lucky_bets" and view["turn_seat"] == HARD and any(a.kind == "luck" for a in legal)

    for state, _view, legal in moments(rolling):
        choice = bot_action(state, HARD)
        pairs = [a for a in legal if a.kind == "luck" and len(a.args) == 4 and (a.args[0], a.args[2]) == (6, 8)]
        assert choice.kind == "luck" and (choice.args[0], choice.args[2]) == (6, 8)
        assert choice.args[1] == choice.args[3] == max(a.args[1] for a in pairs if a.args[1] == a.args[3])
        return
    raise AssertionError("the Hard seat never rolled at Lucky Dice")
