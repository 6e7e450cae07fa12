"""Babylon's Hard bot (variants/babylon/hard.py, docs/bots.md "Levels"): the copies it plays are
deals that agree with everything its seat has seen, and it weighs Normal's offer against its
neighbours only."""

from tycoon.core import find_variant, new_game, play_automatic
from tycoon.core.game import bot_view, legal_actions
from tycoon.core.search import sample
from tycoon.variants.babylon.gems import tenths, values
from tycoon.variants.babylon.hard import moments

HARD = 1


def _table(count: int = 4) -> list:
    return [{"name": f"Bot {i + 1}", "bot": True, **({"level": "hard"} if i == HARD else {})} for i in range(count)]


def _offer_moments(seed: int, count: int = 4):
    """Each moment of one game where the Hard seat makes its offers (a state to copy)."""
    state = new_game("babylon", _table(count), seed)
    while not state.over:
        if state.phase == "offer" and state.sealed and HARD in state.sealed["waiting"] and state.board["round"] > 1:
            legal = legal_actions(state, HARD)
            if all(a.kind == "offer" for a in legal):
                yield state
        play_automatic(state)


def test_babylon_hard_bot_copies_agree_with_every_public_result_and_its_check():
    variant = find_variant("babylon")
    checked = 0
    for seed in (3, 8, 13):
        for state in _offer_moments(seed):
            seen = bot_view(state, HARD)
            for r in range(3):
                copy = sample(variant, state, HARD, 1000 + r)
                true = values(copy.players)
                for result in seen["results"]:
                    for entry in result["gems"]:
                        value = true[entry["gem"]] * 1_000_000
                        for line in entry["lines"]:
                            assert (value < line["price"]) == (line["outcome"] == "short"), (seed, line)
                            checked += 1
                check = seen["mine"]["check"]
                if check:
                    assert tenths(true[check["gem"]]) * 100_000 == check["value"]
                assert copy.players[HARD]["gems"] == state.players[HARD]["gems"]
                assert sum(sum(p["tickets"].values()) for p in copy.players) > 0
    assert checked > 50


def test_babylon_hard_bot_gives_the_others_the_gems_they_were_seen_selling():
    variant = find_variant("babylon")
    for state in _offer_moments(5, count=5):
        seen = bot_view(state, HARD)
        copy = sample(variant, state, HARD, 7)
        for result in seen["results"]:
            for entry in result["gems"]:
                for line in entry["lines"]:
                    assert entry["gem"] in copy.players[line["player"]]["gems"]


def test_babylon_hard_bot_weighs_normals_offer_against_a_step_either_way_and_a_ticket_more():
    state = next(_offer_moments(4))
    view, legal = bot_view(state, HARD), legal_actions(state, HARD)
    normal = find_variant("babylon").bot(view, legal)
    found = moments(view, legal, normal)
    assert found[0] == normal and len(found) > 1 and all(a in legal for a in found)
    for action in found[1:]:
        before = [normal.args[i:i + 3] for i in range(0, len(normal.args), 3)]
        after = [action.args[i:i + 3] for i in range(0, len(action.args), 3)]
        moved = [(b, a) for b, a in zip(before, after, strict=True) if b != a]
        assert len(moved) == 1, action  # one gem's offer moved
        (gem, tickets, price), (_, tickets2, price2) = moved[0]
        assert (tickets2 == tickets and abs(price2 - price) == 1) or (tickets2 == tickets + 1), (gem, moved)
