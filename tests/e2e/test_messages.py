"""Every event and every button label that real games produce reads as words in both languages:
no raw message key, no {placeholder} left (CPython, no browser: ui.format and ui.i18n are pure)."""

import pytest
from tycoon.core import (
    CHANCE,
    acting_seats,
    apply_action,
    bot_action,
    bot_interjection,
    describe,
    find_variant,
    legal_actions,
    new_game,
    sample_chance,
)
from ui.format import Context
from ui.i18n import Translator

QUICK = {"starting_deeds": 3, "hotel_after": 3, "must_leave_jail_next_turn": True, "end_at_first_bankruptcy": True}
GAMES = [({"turn_limit": 80}, 1), ({"turn_limit": 80, "rent_must_be_claimed": True}, 2), ({**QUICK, "turn_limit": 60}, 3)]


def _played(options: dict, seed: int):
    """A bot game, with every legal action's label collected on the way."""
    seats = [{"name": f"P{i}", "bot": True} for i in range(4)]
    state = new_game("monopoly", seats, seed, options)
    labels = set()
    while not state.over:
        if state.current_player() == CHANCE:
            apply_action(state, sample_chance(state))
            continue
        for seat in range(4):
            labels.update(describe_all(state, legal_actions(state, seat)))
        aside = bot_interjection(state)
        apply_action(state, aside or bot_action(state, acting_seats(state)[0]))
    return state, labels


def describe_all(state, actions):
    for action in actions:
        key, params = describe(state, action)
        yield key, tuple(sorted(params.items(), key=lambda kv: kv[0])) if all(
            not isinstance(v, (list, dict)) for v in params.values()) else ()


@pytest.mark.parametrize("lang", ["en", "vi"])
@pytest.mark.parametrize("options,seed", GAMES)
def test_every_event_and_label_reads_as_words(lang, options, seed):
    state, labels = _played(options, seed)
    ctx = Context(Translator(lang), "monopoly", [p["name"] for p in state.players], find_variant("monopoly").board)
    seen = set()
    for key, params in state.log:
        seen.add(key)
        text = ctx.text(ctx.event_key(key), params)
        assert "{" not in text and not text.startswith("event."), f"{key}: {text}"
    for key, params in labels:
        text = ctx.text(key, dict(params))
        assert ctx.tr.has(key) and "{" not in text, f"{key}: {text}"
    assert {"bought", "rent_paid", "card_drawn"} <= seen
