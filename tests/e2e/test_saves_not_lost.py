"""Saves that cannot be lost, in the page (issue 35; docs/saves.md): a name with a direction
override survives reload and Continue; right-to-left names cannot turn the text around them; the
saved-games list marks a broken slot and Continue passes over it; a damaged pointer is made again
and opens; two tabs on one game never both write; hotseat Undo takes back only the asker's move."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import after_frames, finish_turn, open_app, roll_buy_and_end, wait_app_ready
from test_saves import PageStorage, wait_roll_button
from ui.slots import PREFIX, Slots

SLOTS = Path(__file__).resolve().parents[1] / "data" / "saves" / "slots"
CORPUS_SLOT = "19a2b3c4d5e"


def seat(page, names: list, bots: list) -> None:
    page.get_by_test_id("variant-monopoly").click()
    for i, (name, bot) in enumerate(zip(names, bots, strict=True)):
        page.get_by_test_id(f"seat-name-{i}").fill(name)
        page.get_by_test_id(f"seat-bot-{i}").set_checked(bot)


def panel_names(page) -> list:
    return page.locator(".panel-name").all_text_contents()


def put_slot(page, name: str, slot: str, newest: bool = False) -> None:
    """A slot of the corpus (a dump of localStorage) stored under the id `slot`."""
    data = json.loads((SLOTS / name).read_text(encoding="utf-8"))
    data = {k.replace(CORPUS_SLOT, slot): v.replace(CORPUS_SLOT, slot) for k, v in data.items()}
    pointer = f"{PREFIX}slot.{slot}"
    if newest and pointer in data:
        found = json.loads(data[pointer])
        data[pointer] = json.dumps(dict(found, updated=4_000_000_000_000))
    page.evaluate("(data) => { for (const [k, v] of Object.entries(data)) localStorage.setItem(k, v); }", data)


def test_a_name_with_a_direction_override_survives_reload_and_continue(page, server, screenshot_dir):
    open_app(page, server, "?seed=5")
    seat(page, ["\u202eAnna", "Bot 1"], [False, True])
    page.get_by_test_id("start-game").click()
    wait_roll_button(page)
    assert panel_names(page)[0] == "Anna"
    roll_buy_and_end(page)
    wait_roll_button(page)
    before = [page.get_by_test_id(f"player-{s}").inner_text() for s in range(2)]
    page.reload()
    wait_app_ready(page)
    assert "\u202e" not in page.get_by_test_id("saved-list").inner_text()
    page.get_by_test_id("continue").click()
    wait_roll_button(page)
    assert panel_names(page)[0] == "Anna"
    assert [page.get_by_test_id(f"player-{s}").inner_text() for s in range(2)] == before
    assert "\u202e" not in page.get_by_test_id("log").inner_text()
    assert page.console_errors == []


def test_an_old_slot_with_a_direction_override_opens_repaired_with_a_notice(page, server, screenshot_dir):
    """A slot written before names were cleaned (its name held U+202E) opens, says what changed,
    and is stored repaired."""
    open_app(page, server, "?seed=5")
    put_slot(page, "bidi_names.json", "1a0000000")
    page.reload()
    wait_app_ready(page)
    page.get_by_test_id("continue").click()
    notice = page.get_by_test_id("repaired")
    notice.wait_for()
    assert "Player 1's name held invisible characters" in notice.inner_text() and "“annA”" in notice.inner_text()
    assert panel_names(page)[0] == "annA"
    page.screenshot(path=str(screenshot_dir / "saves-repaired-name.png"))
    page.get_by_test_id("repaired-close").click()
    assert page.get_by_test_id("repaired").count() == 0
    slots = Slots(PageStorage(page))
    assert slots.read("1a0000000")["players"][0]["name"] == "annA"  # stored repaired at once


def text_left(page, locator, needle: str) -> float:
    """Where `needle` starts on screen, inside the element's first text node holding it."""
    return locator.evaluate("""(el, needle) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.data.indexOf(needle);
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(node, at); range.setEnd(node, at + needle.length);
            return range.getBoundingClientRect().left;
        }
        return null;
    }""", needle)


def test_the_page_text_around_a_right_to_left_name_keeps_its_order(page, server, screenshot_dir):
    """Two Hebrew names side by side ("שרה, דנה, Bot 1") would run together right to left and swap
    places; isolated, each stays where the sentence puts it."""
    open_app(page, server, "?seed=5")
    page.get_by_test_id("variant-monopoly").click()
    page.get_by_test_id("add-seat").click()
    for i, (name, bot) in enumerate([("שרה", False), ("דנה", True), ("Bot 1", True)]):
        page.get_by_test_id(f"seat-name-{i}").fill(name)
        page.get_by_test_id(f"seat-bot-{i}").set_checked(bot)
    page.get_by_test_id("start-game").click()
    wait_roll_button(page)
    page.get_by_test_id("leave").click()
    confirm = page.get_by_test_id("leave-yes")
    if confirm.count():
        confirm.click()
    meta = page.get_by_test_id("saved-list").locator(".meta").first
    meta.wait_for()
    first, second, bot = (text_left(page, meta, n) for n in ("שרה", "דנה", "Bot 1"))
    assert first < second < bot, (first, second, bot)
    name = page.get_by_test_id("slot-name").first
    assert text_left(page, name, "שרה") < text_left(page, name, "דנה")
    page.screenshot(path=str(screenshot_dir / "saves-rtl-names.png"))


def test_broken_slot_is_flagged_in_the_list_and_continue_skips_it(page, server, screenshot_dir):
    open_app(page, server, "?seed=5")
    seat(page, ["Ann", "Bot 1"], [False, True])
    page.get_by_test_id("start-game").click()
    wait_roll_button(page)
    played = PageStorage(page)
    [good] = [k.split(".")[-1] for k in played.names() if k.startswith(f"{PREFIX}slot.")]
    put_slot(page, "chunk_truncated.json", "1b0000000", newest=True)  # newer than the game played
    page.reload()
    wait_app_ready(page)
    broken = page.get_by_test_id("slot-1b0000000")
    assert broken.get_attribute("data-problem") == "moves_damaged"
    assert "Cannot be opened: Moves 1–200 of this saved game are damaged" in broken.inner_text()
    assert broken.get_by_test_id("open").count() == 0
    assert broken.get_by_test_id("export").inner_text() == "Save to file for inspection"
    assert broken.get_by_test_id("delete").is_visible()
    page.screenshot(path=str(screenshot_dir / "saves-broken-slot.png"), full_page=True)
    assert page.get_by_test_id("saved-list").locator("li").first.get_attribute("data-slot") == "1b0000000"
    page.get_by_test_id("continue").click()  # the newest that opens: the game played
    wait_roll_button(page)
    assert panel_names(page) == ["Ann", "Bot 1"]
    assert page.evaluate(f"JSON.parse(localStorage.getItem('{PREFIX}lock.{good}')).tab") is not None
    assert page.console_errors == []


@pytest.mark.parametrize("stored", ["pointer_garbage.json", "pointer_missing.json"])
def test_a_damaged_pointer_is_made_again_and_the_game_opens(page, server, screenshot_dir, stored):
    """Issue 35: a row "1a236fae155 · Round 1 · 1 KB" with no Open button; a lost pointer must not
    get the game swept away as left-over parts either."""
    open_app(page, server, "?seed=5")
    put_slot(page, stored, "1c0000000")
    page.reload()
    wait_app_ready(page)
    row = page.get_by_test_id("slot-1c0000000")
    assert "Its entry in this list was damaged and was made again from the game." in row.inner_text()
    assert "Ann, Bot 1, Bot 2" in row.inner_text()
    page.screenshot(path=str(screenshot_dir / "saves-rebuilt-slot.png"), full_page=True)
    row.get_by_test_id("open").click()
    page.get_by_test_id("board").wait_for()
    assert panel_names(page) == ["Ann", "Bot 1", "Bot 2"]


def test_two_tabs_never_both_write(page, server, screenshot_dir):
    """Tab A plays; tab B opens the same game, is asked, takes it over: A stops saving and says
    so; A's next move is not written; a third tab opens a copy instead (a slot of its own)."""
    open_app(page, server, "?seed=5")
    seat(page, ["Ann", "Bot 1"], [False, True])
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("speed").select_option("instant")
    wait_roll_button(page)
    second = page.context.new_page()
    open_app(second, server, "?seed=5")
    second.get_by_test_id("continue").click()
    question = second.get_by_test_id("tabs-question")
    question.wait_for()
    assert "is being played in another tab" in question.inner_text()
    second.screenshot(path=str(screenshot_dir / "saves-two-tabs.png"))
    second.get_by_test_id("tabs-take").click()
    wait_roll_button(second)
    banner = page.locator("[data-testid='save-banner'][data-reason='elsewhere']")
    banner.wait_for()
    assert "stopped saving" in banner.inner_text()
    kept = PageStorage(page).data
    roll_buy_and_end(page)  # tab A plays on: nothing of it is written
    wait_roll_button(page)
    after_frames(page, 3)
    assert PageStorage(page).data == kept
    roll_buy_and_end(second)  # tab B's move is
    wait_roll_button(second)
    assert PageStorage(second).data != kept
    third = page.context.new_page()
    open_app(third, server, "?seed=5")
    third.get_by_test_id("continue").click()
    third.get_by_test_id("tabs-copy").click()
    wait_roll_button(third)
    after_frames(third, 3)
    assert len([k for k in PageStorage(third).names() if k.startswith(f"{PREFIX}slot.")]) == 2
    assert page.console_errors == []


def test_hotseat_undo_takes_back_only_the_askers_move(page, server, screenshot_dir):
    open_app(page, server, "?seed=5")
    seat(page, ["Ann", "Ben"], [False, False])
    page.get_by_test_id("option-undo").check()
    page.get_by_test_id("start-game").click()
    wait_roll_button(page)
    first = page.get_by_test_id("status").inner_text()
    starter = "Ann" if "Ann" in first else "Ben"
    other = "Ben" if starter == "Ann" else "Ann"
    page.get_by_test_id("action-roll").click()
    page.locator('[data-testid="action-buy"], [data-testid="action-end_turn"], [data-testid="action-roll"]').first.wait_for()
    page.get_by_test_id("undo").click()
    ask = page.get_by_test_id("undo-ask")
    ask.wait_for()
    assert ask.inner_text().startswith(f"Take back {starter}'s last move: ")
    page.screenshot(path=str(screenshot_dir / "undo-ask.png"))
    page.get_by_test_id("undo-no").click()
    assert page.get_by_test_id("undo-ask").count() == 0
    finish_turn(page)
    page.get_by_test_id("status").filter(has_text=other).wait_for()
    wait_roll_button(page)
    undo = page.get_by_test_id("undo")
    assert undo.is_disabled()  # the last move is the other person's
    assert "only your own last move" in undo.get_attribute("title")
    page.get_by_test_id("action-roll").click()
    page.locator('[data-testid="action-buy"], [data-testid="action-end_turn"], [data-testid="action-roll"]').first.wait_for()
    page.get_by_test_id("undo").click()
    assert page.get_by_test_id("undo-ask").inner_text().startswith(f"Take back {other}'s last move: ")
    page.get_by_test_id("undo-yes").click()
    wait_roll_button(page)
    assert other in page.get_by_test_id("status").inner_text()  # back to the start of the asker's turn
    assert page.console_errors == []
