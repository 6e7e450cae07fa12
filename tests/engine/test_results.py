"""Result cards (ui/results.py, issue 37 §1): which events become a person's card, when a card
grows, when the game holds for it and when it closes. Scripted events first, one test per rule;
then seeded games of every variant read step by step as the driver reads them."""

import pytest
from tycoon.core import apply_action, bot_action, events_since, human_seats_to_answer, new_game, next_automatic
from ui.results import LINES, Results, ResultSpec
from ui.turns import status_for
from ui.variants import hooks_for

SPEC = ResultSpec(opens={"won": ("player",), "picked": ("player",), "paid": ("payee",)},
                  follows={"turned": (), "mine": ("player",)}, phases=frozenset({"session"}))


class Game:
    """A log the Results reader reads through events_since's shape."""

    def __init__(self):
        self.log = []

    def events_since(self, _seat, since, limit):
        return {"events": [[i, k, p] for i, (k, p) in enumerate(self.log) if i >= since][-limit:],
                "next": len(self.log)}


def step(results, game, events, phase="roll", humans=(0,), on=True):
    game.log.extend(events)
    return results.read(game, game.events_since, len(game.log), humans, phase, SPEC, on)


def fresh():
    game, results = Game(), Results()
    step(results, game, [])  # the first read starts at the game's end
    return game, results


def test_a_persons_own_result_opens_a_card_and_a_bots_does_not():
    game, results = fresh()
    assert step(results, game, [("won", {"player": 1, "amount": 5})]) is False
    assert results.first() is None
    assert step(results, game, [("won", {"player": 0, "amount": 5})]) is True
    assert results.first().seat == 0 and results.first().lines == [["won", {"player": 0, "amount": 5}]]


def test_the_past_of_a_loaded_game_is_no_card():
    game, results = Game(), Results()
    game.log.append(("won", {"player": 0}))
    results.read(game, game.events_since, 1, (0,), "roll", SPEC)
    assert results.first() is None
    other = Game()  # a new game object (an undo, a load): starts again from its end
    other.log.append(("won", {"player": 0}))
    results.read(other, other.events_since, 1, (0,), "roll", SPEC)
    assert results.first() is None


def test_the_param_that_names_whose_result_it_is():
    game, results = fresh()
    step(results, game, [("paid", {"payer": 0, "payee": 1})])
    assert results.first() is None  # Ann paid a bot: the bot's result, not hers
    step(results, game, [("paid", {"payer": 1, "payee": 0})])
    assert results.first().seat == 0


def test_what_came_just_before_in_the_same_move_leads_the_card():
    game, results = fresh()
    step(results, game, [("turned", {}), ("other", {}), ("turned", {"n": 2}), ("won", {"player": 0})])
    assert [key for key, _ in results.first().lines] == ["turned", "won"]  # "other" cut the older lead


def test_a_card_grows_through_a_session_and_the_game_holds_only_after_it():
    game, results = fresh()
    step(results, game, [("picked", {"player": 0})], phase="session")
    assert not results.waiting("session", SPEC)
    step(results, game, [("turned", {}), ("mine", {"player": 1}), ("mine", {"player": 0})], phase="session")
    step(results, game, [("won", {"player": 0})], phase="roll")
    assert [key for key, _ in results.first().lines] == ["picked", "turned", "mine", "won"]
    assert results.waiting("roll", SPEC)
    step(results, game, [("turned", {})], phase="roll")  # the session is over: the card stops growing
    assert len(results.first().lines) == 4


def test_a_card_closes_on_ok():
    game, results = fresh()
    step(results, game, [("won", {"player": 0})])
    results.close(results.first().number)
    assert results.first() is None and not results.waiting("roll", SPEC)


def test_a_persons_next_move_closes_their_card_but_not_inside_a_session():
    game, results = fresh()
    step(results, game, [("won", {"player": 0}), ("won", {"player": 1})], humans=(0, 1))
    results.moved(1, "roll", SPEC)
    assert [c.seat for c in results.cards] == [0]  # Ben's move closes Ben's card only
    step(results, game, [("picked", {"player": 0})], phase="session", humans=(0, 1))
    results.moved(0, "session", SPEC)  # a roll inside Greed: the card stays
    assert results.cards
    results.moved(0, "roll", SPEC)
    assert not results.cards


def test_at_the_instant_speed_nothing_is_kept():
    game, results = fresh()
    step(results, game, [("won", {"player": 0})], on=False)
    assert results.first() is None
    step(results, game, [("turned", {})])
    assert results.first() is None  # and what was skipped is not read again later


def test_a_long_session_keeps_its_start_and_its_newest_lines():
    game, results = fresh()
    step(results, game, [("picked", {"player": 0})], phase="session")
    for n in range(30):
        step(results, game, [("turned", {"n": n})], phase="session")
    lines = results.first().lines
    assert len(lines) == LINES and lines[0][0] == "picked" and lines[-1] == ["turned", {"n": 29}]


@pytest.mark.parametrize("variant", ["easymoney", "rich", "monopoly", "taiwan", "babylon"])
def test_seeded_games_the_way_the_driver_reads_them(variant):
    """Seat 0 a person (played by the bot): every card is seat 0's, opens with one of its own
    results or with what led to one, and the game holds only where the driver would."""
    spec = hooks_for(variant).results
    holds = 0
    for seed in range(3):
        seats = 5 if variant == "babylon" else 3
        players = [{"name": "Ann", "bot": False}] + [{"name": f"Bot {i}", "bot": True} for i in range(1, seats)]
        state = new_game(variant, players, seed, {})
        results = Results()
        for _ in range(3000):
            results.read(state, lambda s, c, n, st=state: events_since(st, s, c, n), len(state.log), [0],
                         state.phase, spec)
            for card in results.cards:
                assert card.seat == 0
                assert any(key in spec.opens and 0 in [p.get(n) for n in spec.opens[key]] for key, p in card.lines)
            mode = status_for(state, players).get("mode")
            if results.waiting(state.phase, spec) and mode in ("bot", "chance"):
                holds += 1
                results.close(results.first().number)
                continue
            if state.over:
                break
            move = next_automatic(state)
            if move is None:
                seat = human_seats_to_answer(state)[0]
                move = bot_action(state, seat)
                results.moved(seat, state.phase, spec)
            apply_action(state, move)
    if variant in ("easymoney", "rich"):  # Monopoly's cards mostly close on the person's next move
        assert holds > 0, "a person's result never held the game"
