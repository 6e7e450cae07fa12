"""Every event of long bot games, and every button label offered along the way, renders in words
in English and Vietnamese: no raw keys, no {placeholders}, no bare seat numbers. CPython only."""

from __future__ import annotations

import re

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
from tycoon.sim import play_bot_game
from tycoon.variants.monopoly.options import QUICK_GAME
from ui.format import Context, kind_of
from ui.i18n import LANGUAGES, Translator

RAW_KEY = re.compile(r"\b(?:event|group|card|action|phase|ui|square|option)\.[a-z_]+")
PLAIN_NUMBERS = {"d1", "d2", "total", "steps", "tries", "rounds", "spin", "number", "left", "turns"}  # counts, not seats or money
TRANSLATED_TEXT = {"card", "group"}  # text values looked up as "<param>.<value>"
GAMES = [
    (4, 0, {}),
    (4, 1, {**QUICK_GAME, "turn_limit": 40}),
    (4, 4, dict(QUICK_GAME)),
    (3, 0, {"rent_must_be_claimed": True, "build_without_monopoly": True, "turn_limit": 40}),
    (2, 5, {"turn_limit": 60}),
]


def check_text(text: str, where: str) -> None:
    assert "{" not in text and "}" not in text, f"{where}: placeholder left in {text!r}"
    assert not RAW_KEY.search(text), f"{where}: raw key in {text!r}"


def check_params(key: str, params: dict, ctx: Context) -> None:
    if key == "story":  # the end's story: its params are the chart's data (ui/chart.py), not words of the line
        return
    for name, value in params.items():
        if name in TRANSLATED_TEXT:
            assert ctx.tr.has(f"{name}.{value}") or ctx.tr.has(f"{name}.monopoly.{value}"), (key, name, value)
        elif name not in PLAIN_NUMBERS:
            assert kind_of(name) != "plain", f"{key}: param {name!r} has no known kind (seat? money? square?)"


@pytest.mark.parametrize("players,seed,options", GAMES)
def test_every_event_of_a_bot_game_reads_as_words(players, seed, options):
    state = play_bot_game("monopoly", players, seed, options)
    board = find_variant("monopoly").board
    names = [p["name"] for p in state.players]
    for lang in LANGUAGES:
        ctx = Context(Translator(lang), "monopoly", names, board)
        for key, params in state.log:
            assert ctx.tr.has(f"event.{key}"), f"no text for event {key!r} in {lang}"
            check_params(key, params, ctx)
            text = ctx.text(ctx.event_key(key), params)
            check_text(text, f"{lang} event {key}")
            fields = {part[0] for part in ctx.tr.parts(ctx.event_key(key)) if not isinstance(part, str)}
            for name, value in params.items():
                if name in fields and kind_of(name) == "player" and isinstance(value, int):
                    assert names[value] in text, f"{lang} {key}: {name}={value} not shown as a name: {text!r}"


def test_events_that_matter_for_this_issue_appear():
    """The simulated games above really cover auctions, trades, buildings and final worths."""
    seen = set()
    for players, seed, options in GAMES:
        seen |= {key for key, _ in play_bot_game("monopoly", players, seed, options).log}
    for key in ("auction_opened_deed", "bid_made", "auction_won", "trade_offered", "house_built",
                "mortgaged", "final_worth", "deed_dealt", "card_drawn"):
        assert key in seen, key


def assert_translated(english: dict, vietnamese: dict) -> None:
    """A game's Vietnamese catalog has every English key, with the same params, and translates it."""
    assert set(vietnamese) == set(english)
    for key, text in english.items():
        assert {p[0] for p in Translator("vi").parts(key) if not isinstance(p, str)} == {
            p[0] for p in Translator("en").parts(key) if not isinstance(p, str)}, key
        assert vietnamese[key] != text, f"{key} is not translated"


def events_in_words(state, contexts, check_params=check_params, foreign_words=()):
    """Every event of a finished game put into words in each context, with the checks every game
    shares: a text exists, each param has a known kind, no raw key or placeholder is left, no
    other game's words in English, and each seat param shows as the player's name. Yields (ctx,
    key, params, text, fields) for a game's own checks."""
    for ctx in contexts:
        for key, params, *_audience in state.log:
            assert ctx.tr.has(f"event.{key}"), f"no text for event {key!r} in {ctx.tr.lang}"
            check_params(key, params, ctx)
            text = ctx.text(ctx.event_key(key), params)
            check_text(text, f"{ctx.tr.lang} event {key}")
            if ctx.tr.lang == "en":
                assert not any(word in text for word in foreign_words), f"another game's words in {key}: {text!r}"
            fields = {part[0] for part in ctx.tr.parts(ctx.event_key(key)) if not isinstance(part, str)}
            for name, value in params.items():
                if name in fields and kind_of(name) == "player" and isinstance(value, int):
                    assert state.players[value]["name"] in text, f"{key}: {name} not shown as a name: {text!r}"
            yield ctx, key, params, text, fields


def every_button_label(state, contexts, check=None) -> set:
    """Play a bot game to its end; at every step, put every legal action of every seat into words
    in each context (and `check(ctx, text)` it). Returns the message keys seen."""
    kinds = set()
    for _step in range(20_000):
        if state.over:
            break
        if state.current_player() == CHANCE:
            apply_action(state, sample_chance(state))
            continue
        for seat in range(len(state.players)):
            for action in legal_actions(state, seat):
                key, params = describe(state, action)
                kinds.add(key)
                for ctx in contexts:
                    assert ctx.tr.has(key), f"no text for {key} in {ctx.tr.lang}"
                    check_params(key, params, ctx)
                    text = ctx.text(key, params)
                    check_text(text, f"{ctx.tr.lang} {key}")
                    if check:
                        check(ctx, text)
        aside = bot_interjection(state)
        apply_action(state, aside if aside is not None else bot_action(state, acting_seats(state)[0]))
    assert state.over
    return kinds


@pytest.mark.parametrize("seed", [2, 3])
def test_every_button_label_along_a_game_reads_as_words(seed):
    """Every legal action of every seat, at every step of a bot game, as its button says it."""
    options = {**QUICK_GAME, "turn_limit": 30, "rent_must_be_claimed": True}
    state = new_game("monopoly", [{"name": f"Bot {i + 1}", "bot": True} for i in range(4)], seed, options)
    board = find_variant("monopoly").board
    contexts = [Context(Translator(lang), "monopoly", [p["name"] for p in state.players], board)
                for lang in LANGUAGES]
    kinds = every_button_label(state, contexts)
    assert {"action.trade_open", "action.mortgage", "action.roll", "action.end_turn"} <= kinds
