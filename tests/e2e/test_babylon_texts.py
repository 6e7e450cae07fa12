"""Người giàu có nhất thành Babylon in words: every event of Babylon bot games (3, 5 and 11 players,
both `rubies` options) and every button label offered along a game renders in English and
Vietnamese — no raw keys, no {placeholders}, seats shown as names, money in won (the game's own
unit, ui.variants.babylon's money_key), text params (a gem, an outcome) looked up as
"<param>.babylon.<value>". Private events are put into words too (their seat sees them). CPython
only."""

from __future__ import annotations

import pytest
import test_texts
from test_texts import assert_translated, check_text, events_in_words, every_button_label
from tycoon.core import new_game
from tycoon.sim import play_bot_game
from tycoon.variants.babylon.gems import GEMS
from tycoon.variants.babylon.texts import en, vi
from ui.format import Context, kind_of, set_unit
from ui.i18n import LANGUAGES, Translator, set_variant
from ui.variants import hooks_for

GAMES = [(3, 1, {"rubies": "seed"}), (3, 2, {"rubies": "one_each"}), (5, 3, {"rubies": "seed"}),
         (5, 4, {"rubies": "one_each"}), (11, 5, {"rubies": "seed"}), (11, 6, {"rubies": "one_each"})]
PLAIN = {"number", "rubies", "count", "round", "tickets", "points", "d1", "d2"}  # counts and faces
TEXT = {"gem", "outcome"}  # looked up as "<param>.babylon.<value>" ("other_gem" as a gem)
OTHER_GAMES_WORDS = ("GO", "Jail", "rent", "$", "doubles")


@pytest.fixture(autouse=True)
def babylon_wording(monkeypatch):
    set_variant("babylon")
    set_unit(hooks_for("babylon").money_key)  # as the game screen does
    monkeypatch.setattr(test_texts, "check_params", check_params)  # the buttons' params, as this game names them
    yield
    set_variant("")
    set_unit("")


def contexts(state):
    return [Context(Translator(lang), "babylon", [p["name"] for p in state.players]) for lang in LANGUAGES]


def check_params(key: str, params: dict, ctx: Context) -> None:
    if key == "story":  # the end's story: its params are the chart's data (ui/chart.py), not words of the line
        return
    for name, value in params.items():
        if (key, name) == ("bb_reveal_player", "hidden"):  # the lines Secret kept back: data the end's tables show
            continue
        tail = name.rsplit("_", 1)[-1]
        if tail in TEXT:
            assert ctx.tr.has(f"{tail}.babylon.{value}"), (key, name, value)
        elif name == "phase":
            assert ctx.tr.has(f"phase.{value}") or ctx.tr.has(f"phase.{value}@babylon"), (key, value)
        elif tail not in PLAIN:
            assert kind_of(name) != "plain", f"{key}: param {name!r} has no known kind (seat? money? gem?)"


def test_vietnamese_has_every_english_text_with_the_same_params():
    assert_translated(en.MESSAGES, vi.MESSAGES)


def test_the_gems_keep_the_seeds_vietnamese_names():
    vi_ctx = Context(Translator("vi"), "babylon", [])
    assert [vi_ctx.value("gem", g)[0] for g in GEMS] == ["Ngọc Trai", "Ngọc Hồng Lựu", "Thạch Anh Tím", "Ngọc Lục Bảo"]
    en_ctx = Context(Translator("en"), "babylon", [])
    assert en_ctx.value("other_gem", "emerald")[0] == "Emerald (Ngọc Lục Bảo)"


@pytest.mark.parametrize("players,seed,options", GAMES)
def test_every_event_of_a_babylon_bot_game_reads_as_words(players, seed, options):
    state = play_bot_game("babylon", players, seed, options)
    for ctx, key, params, text, fields in events_in_words(state, contexts(state), check_params, OTHER_GAMES_WORDS):
        for name, value in params.items():
            if name in fields and name.rsplit("_", 1)[-1] in TEXT:
                assert ctx.tr(f"{name.rsplit('_', 1)[-1]}.babylon.{value}") in text, (key, name, text)


def test_the_events_of_a_whole_game_appear_in_these_games():
    seen = set()
    for players, seed, options in GAMES:
        seen |= {key for key, *_rest in play_bot_game("babylon", players, seed, options).log}
    for key in ("bb_rubies_dealt", "bb_auction_open", "bb_bid_shown", "bb_number_won", "bb_order_number",
                "bb_gems_dealt", "bb_gems_dealt_public", "bb_room_roll", "bb_room_score", "bb_round_started",
                "bb_check_result", "bb_round_results", "bb_secret_used", "bb_gem_value", "bb_reveal_player",
                "bb_richest", "bb_deathmatch", "game_over"):
        assert key in seen, key


def test_the_rare_events_read_as_words():
    """Events the bots seldom cause: a gift, a tied number, a skipped round, everyone tied, the
    second talisman."""
    state = new_game("babylon", [{"name": n} for n in ("Minh", "Lan", "Hùng")], 1, {"rubies": "one_each"})
    samples = {"bb_ruby_given": {"player": 0, "receiver": 2}, "bb_number_tied": {"number": 2, "players": [0, 1]},
               "bb_round_skipped": {"round": 4}, "bb_all_tied": {},
               "bb_second_talisman": {"player": 1, "receiver": 2}}
    en_ctx, vi_ctx = contexts(state)[:2]  # en, vi (LANGUAGES order)
    for key, params in samples.items():
        for ctx in (en_ctx, vi_ctx):
            check_params(key, params, ctx)
            check_text(ctx.text(f"event.{key}", params), f"{ctx.tr.lang} {key}")
    assert en_ctx.text("event.bb_ruby_given", samples["bb_ruby_given"]) == "Minh gives a ruby to Hùng."
    assert vi_ctx.text("event.bb_ruby_given", samples["bb_ruby_given"]) == "Minh chuyển nhượng một Ruby cho Hùng."  # the original's word (docs/glossary/babylon.md)
    check = {"player": 0, "gem": "amethyst", "amount": 2_300_000}
    assert "Thạch Anh Tím" in vi_ctx.text("event.bb_check_result", check)
    assert "2.300.000" in vi_ctx.text("event.bb_check_result", check)
    assert "2,300,000" in en_ctx.text("event.bb_check_result", check)


@pytest.mark.parametrize("players,seed,options", [(4, 7, {"rubies": "seed"}),
                                                   (3, 8, {"rubies": "one_each", "look_step": True})])  # a saved game's look
def test_every_button_label_along_a_babylon_game_reads_as_words(players, seed, options):
    state = new_game("babylon", [{"name": f"Bot {i + 1}", "bot": True} for i in range(players)], seed, options)

    def in_its_own_words(ctx, text):
        if ctx.tr.lang == "en":
            assert not any(word in text for word in OTHER_GAMES_WORDS), f"another game's words: {text!r}"

    kinds = every_button_label(state, contexts(state), in_its_own_words)
    assert {"action.bb_bid", "action.bb_pass", "action.bb_check", "action.bb_secret",
            "action.bb_none", "action.bb_offer", "action.bb_offer_none"} <= kinds
    assert ("action.bb_ready" in kinds) == bool(options.get("look_step"))
