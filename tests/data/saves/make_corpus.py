"""Writes the corpus of broken and hostile saves (reject/), of odd but valid ones (accept/) and of
old ones the loader repairs (repair/), with expected.json naming the refusal each rejected file
must get (its SaveError code) and repaired.json the names each repaired one loads with.

    PYTHONPATH=py python3 tests/data/saves/make_corpus.py

Deterministic: the same engine writes the same files. Files too big for the repository as they
are (a million actions, a 5 MB name, a 13 MB file) are stored gzipped (name.json.gz); the tests
unzip them before loading. Run it again after a rule change that alters the base game.
"""

import gzip
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2] / "py"))

from tycoon.core import apply_action, bot_action, new_game, play_automatic
from tycoon.core.saves import build_save, canonical, checksum

EVIL = "<img src=x onerror=alert(1)>"
PLAYERS = [{"name": "Ann", "bot": False}, {"name": "Bot 1", "bot": True}]


def base_game(players=PLAYERS, seed=5, moves=60, options=None):
    """A short real game: the human seat plays as a bot would, `moves` human moves."""
    state = new_game("monopoly", players, seed, options or {"turn_limit": 20})
    for _ in range(moves):
        while play_automatic(state) is not None:
            pass
        if state.over:
            break
        apply_action(state, bot_action(state, state.actor))
    return state


def base_save(**kwargs) -> dict:
    players = kwargs.get("players", PLAYERS)
    return build_save(base_game(**kwargs), players)


def sealed(save: dict) -> dict:
    """The same save with its checksum made right again (a careful forger)."""
    save = dict(save)
    save["checksum"] = checksum(save)
    return save


def text(save) -> str:
    return json.dumps(save, indent=1, ensure_ascii=False)


def edit(save: dict, **changes) -> dict:
    return {**json.loads(json.dumps(save)), **changes}


def cash(save: dict, amount: int) -> dict:
    out = json.loads(json.dumps(save))
    out["snapshot"]["players"][0]["cash"] = amount
    return out


def named(save: dict, seat: int, name: str) -> dict:
    out = json.loads(json.dumps(save))
    out["players"][seat]["name"] = name
    return out


def rejects(good: dict) -> dict:
    """file name -> (contents: str | bytes, expected code)."""
    whole = text(good)
    illegal = json.loads(json.dumps(good))
    step = next(i for i, a in enumerate(illegal["actions"]) if a.startswith("0 ") and i > 10)
    illegal["actions"][step] = "1 buy"
    cut = json.loads(json.dumps(good))
    cut["actions"] = cut["actions"][:-5]
    nine = [{"name": f"P{i}", "bot": True} for i in range(9)]
    deep = "[" * 5_000 + "]" * 5_000
    return {
        "truncated_half.json": (whole[: len(whole) // 2], "truncated"),
        "truncated_last_brace.json": (whole.rstrip()[:-1], "truncated"),
        "empty.json": ("", "empty"),
        "only_spaces.json": ("  \n\t\n", "empty"),
        "plain_text.json": ("hello, this is not a save\n", "not_json"),
        "html_page.json": ("<html><script>alert(1)</script></html>\n", "not_json"),
        "trailing_garbage.json": (whole + "<script>alert(1)</script>", "not_json"),
        "top_level_array.json": ("[1, 2, 3]\n", "not_object"),
        "top_level_string.json": ('"tycoon-table-save"\n', "not_object"),
        "package_json.json": ('{"name": "tycoon-table", "version": "1.0.0"}\n', "not_a_save"),
        "wrong_format.json": (text(edit(good, format="monopoly-save")), "not_a_save"),
        "version_as_text.json": (text(edit(good, version="1")), "wrong_type"),
        "future_version.json": (text(sealed(edit(good, version=99))), "future_version"),
        "version_zero.json": (text(sealed(edit(good, version=0))), "unknown_version"),
        "missing_snapshot.json": (text({k: v for k, v in good.items() if k != "snapshot"}), "missing_field"),
        "missing_checksum.json": (text({k: v for k, v in good.items() if k != "checksum"}), "missing_field"),
        "missing_actions.json": (text({k: v for k, v in good.items() if k != "actions"}), "missing_field"),
        "unknown_field_proto.json": (text(edit(good, __proto__={"admin": True})), "unknown_field"),
        "seed_as_text.json": (text(edit(good, seed="5")), "wrong_type"),
        "seed_float.json": (text(edit(good, seed=5.5)), "wrong_type"),
        "seed_bool.json": (text(edit(good, seed=True)), "wrong_type"),
        "seed_huge.json": (text(edit(good, seed=10**30)), "bad_seed"),
        "seed_5000_digits.json": (whole.replace(f'"seed": {good["seed"]}', '"seed": ' + "9" * 5000), "bad_number"),
        "seed_nan.json": (whole.replace(f'"seed": {good["seed"]}', '"seed": NaN'), "bad_number"),
        "duplicate_key.json": (whole.replace('"seed":', '"seed": 1, "seed":', 1), "duplicate_key"),
        "players_object.json": (text(edit(good, players={"0": "Ann"})), "wrong_type"),
        "no_players.json": (text(edit(good, players=[])), "no_players"),
        "twenty_players.json": (text(edit(good, players=[{"name": f"P{i}", "bot": True} for i in range(20)])),
                                "too_many_players"),
        "player_without_bot.json": (text(edit(good, players=[{"name": "Ann"}, good["players"][1]])), "bad_player"),
        "player_bot_as_text.json": (text(edit(good, players=[{"name": "Ann", "bot": "no"}, good["players"][1]])),
                                    "bad_player"),
        "name_5mb.json.gz": (text(named(good, 0, "A" * 5_000_000)), "name_too_long"),
        "name_html_5mb.json.gz": (text(named(good, 1, (EVIL * 200_000)[:5_000_000])), "name_too_long"),
        "actions_as_text.json": (text(edit(good, actions="0 roll")), "wrong_type"),
        "action_number.json": (text(edit(good, actions=[1, 2, 3])), "bad_action"),
        "action_script.json": (text(edit(good, actions=["<script>alert(1)</script>"])), "bad_action"),
        "action_too_long.json": (text(edit(good, actions=["0 roll " + "x" * 300])), "bad_action"),
        "million_actions.json.gz": (text(edit(good, actions=["0 roll"] * 1_000_000)), "too_many_actions"),
        "snapshot_list.json": (text(edit(good, snapshot=[1, 2])), "wrong_type"),
        "settings_bad.json": (text(sealed(edit(good, settings={"undo": "yes"}))), "bad_setting"),
        "checksum_mismatch_cash.json": (text(cash(good, 99_999)), "checksum_mismatch"),
        "checksum_mismatch_action.json": (text(edit(good, actions=good["actions"][:-1])), "checksum_mismatch"),
        "checksum_malformed.json": (text(edit(good, checksum="md5:1234")), "bad_checksum_text"),
        "negative_cash.json": (text(sealed(cash(good, -500))), "snapshot_mismatch"),
        "actions_cut_short.json": (text(sealed(cut)), "snapshot_mismatch"),
        "other_seed.json": (text(sealed(edit(good, seed=good["seed"] + 1))), "illegal_action"),
        "illegal_at_step_k.json": (text(sealed(illegal)), "illegal_action"),
        "unknown_variant.json": (text(sealed(edit(good, variant="babylon2"))), "unknown_variant"),
        "variant_script.json": (text(sealed(edit(good, variant="<script>alert(1)</script>"))), "unknown_variant"),
        "nine_players_monopoly.json": (text(sealed(edit(good, players=nine))), "player_count"),
        "unknown_option.json": (text(sealed(edit(good, options={**good["options"], "free_parking_jackpot": True}))),
                                "unknown_option"),
        "option_wrong_type.json": (text(sealed(edit(good, options={**good["options"], "turn_limit": "20"}))),
                                   "bad_option"),
        "deep_nesting.json": (whole.replace('"snapshot": {', '"snapshot": {"x": ' + deep + ",", 1), "too_deep"),
        "latin1_bytes.json": (whole.replace('"Ann"', '"Ann\u00e9"', 1).encode("latin-1"), "not_utf8"),
        "thirteen_mb.json.gz": (whole + " " * (13 * 1024 * 1024), "too_big"),
    }


def accepts() -> dict:
    """Odd but valid saves: they load, and their names show as plain text."""
    evil = [{"name": EVIL, "bot": False}, {"name": "<script>alert(2)</script>", "bot": True}]
    over = base_game(seed=3, moves=400, options={"turn_limit": 3})
    assert over.over
    return {
        "html_names.json": text(base_save(players=evil, moves=8)),
        "unicode_names.json": text(base_save(players=[{"name": "Nguyễn Thị Lan 🎲", "bot": False},
                                                      {"name": "如何做個大富翁", "bot": True}], moves=8)),
        "byte_order_mark.json": "\ufeff" + text(base_save(moves=4)),
        "compact.json": canonical(base_save(moves=4)),
        "game_over.json": text(build_save(over, PLAYERS)),
        "new_game.json": text(base_save(moves=0)),
    }


# Names the setup screen of 2026-11 let through, which the loader then refused (issue 35), and
# what the one rule for names (tycoon.core.names) makes of them on loading.
OLD_NAMES = {
    "name_rtl_override.json": ("\u202eannA", "annA"),
    "name_isolates.json": ("\u2066Ann\u2069 \u2067Lan\u2069", "Ann Lan"),
    "name_control_chars.json": ("Ann\u0000\u0007", "Ann"),
    "name_only_override.json": ("\u202e", "#1"),
    "name_empty.json": ("   ", "#1"),
    "name_lone_surrogate.json": ("An\ud800n", "Ann"),
    "name_40_letters.json": ("Anna" * 10, "Anna" * 8),
}


def old_named(save: dict, seat: int, name: str) -> dict:
    """A save as the game wrote it before names were cleaned: the name as typed, in the players
    and in the snapshot, with a right checksum."""
    out = named(save, seat, name)
    out["snapshot"]["players"][seat]["name"] = name
    return sealed(out)


def repairs(good: dict) -> dict:
    """file name -> (contents, the names after loading)."""
    names = [p["name"] for p in good["players"]]
    return {file: (json.dumps(old_named(good, 0, raw), indent=1), [clean, *names[1:]])  # escaped: a lone surrogate
            for file, (raw, clean) in OLD_NAMES.items()}


def write(folder: Path, name: str, contents) -> None:
    data = contents.encode("utf-8", "surrogatepass") if isinstance(contents, str) else contents
    if name.endswith(".gz"):
        data = gzip.compress(data, compresslevel=9, mtime=0)
    (folder / name).write_bytes(data)


def main() -> None:
    good = base_save()
    for sub in ("reject", "accept", "repair"):
        (HERE / sub).mkdir(exist_ok=True)
        for old in (HERE / sub).iterdir():
            old.unlink()
    expected = {}
    for name, (contents, code) in rejects(good).items():
        write(HERE / "reject", name, contents)
        expected[name] = code
    for name, contents in accepts().items():
        write(HERE / "accept", name, contents)
    repaired = {}
    for name, (contents, names) in repairs(good).items():
        write(HERE / "repair", name, contents)
        repaired[name] = names
    (HERE / "repaired.json").write_text(json.dumps(repaired, indent=1, sort_keys=True, ensure_ascii=False) + "\n",
                                        encoding="utf-8")
    (HERE / "expected.json").write_text(json.dumps(expected, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{len(expected)} rejected and {len(accepts())} accepted saves written to {HERE}")


if __name__ == "__main__":
    main()
