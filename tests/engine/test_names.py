"""The one rule for names (core/names.py, docs/saves.md "Names"): what setup accepts, the loader
accepts, with the same names; a save written before names were cleaned is repaired on loading,
with a notice, never refused."""

import json
import unicodedata

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_saves import CORPUS, corpus_file
from tycoon.core import new_game, saves
from tycoon.core.names import NAME_LETTERS, clean_name, clusters, right_to_left

BIDI_CONTROLS = set("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")
# Any code point (lone surrogates too), with the awkward ones drawn often.
AWKWARD = st.sampled_from(sorted(BIDI_CONTROLS) + ["\u200b", "\u200c", "\u200d", "\ufeff", "\u00ad", "\t", "\n", " ",
                                                  "\u0301", "\U0001f468", "\U0001f3fd", "\U0001f1fb", "\U000e0067",
                                                  "\ud800", "\x00", "\u0e33", "ש", "ع", "1"])
NAMES = st.text(alphabet=st.one_of(st.characters(codec=None, exclude_categories=()), AWKWARD), max_size=48)
REPAIRED = json.loads((CORPUS / "repaired.json").read_text(encoding="utf-8"))


def players(first: str, second: str = "Bot 1") -> list:
    return [{"name": first, "bot": False}, {"name": second, "bot": True}]


def old_save(raw: str) -> dict:
    """A save as the game wrote it before new_game cleaned names: the name as typed."""
    save = saves.build_save(new_game("monopoly", players("Ann"), 7), players("Ann"))
    save["players"][0]["name"] = save["snapshot"]["players"][0]["name"] = raw
    save["checksum"] = saves.checksum(save)
    return json.loads(json.dumps(save))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(NAMES, NAMES)
def test_whatever_setup_accepts_save_then_load_accepts_with_the_same_names(first, second):
    state = new_game("monopoly", players(first, second), 3)
    text = saves.dumps(saves.build_save(state, players(first, second)))
    notes = []
    save, loaded = saves.load(text.encode("utf-8"), notes)
    names = [p["name"] for p in state.players]
    assert [p["name"] for p in save["players"]] == [p["name"] for p in loaded.players] == names
    assert notes == []  # a save of today's game needs no repair


@settings(max_examples=300, deadline=None)
@given(NAMES)
def test_a_clean_name_holds_nothing_that_can_disguise_it(raw):
    name = clean_name(raw)
    assert clean_name(name) == name
    assert name == name.strip() and "  " not in name
    assert not any(unicodedata.category(c) in ("Cc", "Cs") or c in BIDI_CONTROLS for c in name)
    assert not any(unicodedata.category(c) == "Cf" and c not in "\u200c\u200d" and not 0xE0020 <= ord(c) < 0xE0080
                   for c in name)
    assert len(clusters(name)) <= NAME_LETTERS
    assert unicodedata.is_normalized("NFC", name)


@settings(max_examples=100, deadline=None)
@given(NAMES)
def test_a_name_saved_before_the_rule_loads_repaired_with_a_notice(raw):
    notes = []
    save, state = saves.load_dict(old_save(raw), notes)
    expected = clean_name(raw) or "#1"
    assert save["players"][0]["name"] == state.players[0]["name"] == expected
    assert notes == ([] if expected == raw else [("name_repaired", {"seat": 0, "name": expected})])
    assert saves.load_dict(json.loads(json.dumps(save)))[1] == state  # and saved again, as it is now


@pytest.mark.parametrize("name", sorted(REPAIRED))
def test_each_old_save_with_a_bad_name_is_repaired(name):
    notes = []
    save, state = saves.load(corpus_file(CORPUS / "repair" / name), notes)
    assert [p["name"] for p in save["players"]] == [p["name"] for p in state.players] == REPAIRED[name]
    assert [code for code, _params in notes] == ["name_repaired"]


def test_the_direction_override_that_lost_games_is_taken_out():
    """Issue 35: "\u202eannA" passed setup, then Continue refused the game after a reload."""
    assert clean_name("\u202eannA") == "annA"
    assert clean_name("\u2066Ann\u2069 \u2067Lan\u2069") == "Ann Lan"


def test_letters_of_every_script_stay_as_typed():
    for name in ("Nguyễn Thị Lan", "ริช รวยพลิกล็อค", "如何做個大富翁", "שרה", "سارا", "👨\u200d👩\u200d👧\u200d👦 Family",
                 "🇻🇳", "میرزا\u200cعلی"):
        assert clean_name(name) == unicodedata.normalize("NFC", name)


def test_spaces_are_collapsed_and_joiners_kept_only_inside_a_word():
    assert clean_name("  Ann \t\n  Lan  ") == "Ann Lan"
    assert clean_name("\u200dAnn\u200d Lan\u200c") == "Ann Lan"
    assert clean_name("a\u200b\u00adb\ufeff") == "ab"


def test_a_name_is_cut_at_32_letters_never_inside_one():
    family = "👨\u200d👩\u200d👧\u200d👦"
    assert clean_name(family * 40) == family * 32
    assert clean_name("e\u0301" * 40) == "é" * 32


def test_a_name_with_nothing_visible_becomes_its_seat_number():
    state = new_game("monopoly", players("\u202e\u2066", "  "), 1)
    assert [p["name"] for p in state.players] == ["#1", "#2"]


def test_right_to_left_names_are_known():
    assert right_to_left("שרה") and right_to_left("Ann سارا") and not right_to_left("Ann 12")


def test_a_long_thai_name_is_cut_between_letters_not_inside_one():
    """Issue 37 §7: the field used to cut "…มหานค" inside a letter (a vowel or tone mark left
    behind). A Thai letter with its marks is one grapheme cluster: the cut falls between them."""
    import unicodedata

    name = "กรุงเทพมหานคร อมรรัตนโกสินทร์ มหินทรายุธยา มหาดิลกภพ นพรัตนราชธานีบูรีรมย์"
    for end in range(1, len(name) + 1):
        kept = clean_name(name[:end] + "ก" * 40)
        rest = (name[:end] + "ก" * 40)[len(kept):]
        assert (name[:end] + "ก" * 40).startswith(kept)
        assert not rest or not unicodedata.category(rest[0]).startswith("M"), (end, kept, rest[:3])
