"""Saved games in the page (issue 13): reload and Continue resumes exactly (same board, same next
roll); export → clear storage → import gives the same game; a page whose localStorage throws
still plays, with the banner; a save whose names are HTML never runs any of it; a broken file is
refused in plain words and touches no slot; a full storage asks before deleting old games; undo
brings back the same dice; a loaded game with secrets shows nothing before the pass screen."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from conftest import after_frames, open_app, roll_buy_and_end, wait_app_ready
from tycoon.core import Action, apply_action, sample_chance, saves
from ui.slots import PREFIX, Slots

CORPUS = Path(__file__).resolve().parents[1] / "data" / "saves"
THROW_ON_ACCESS = """Object.defineProperty(window, 'localStorage', {configurable: true,
    get() { throw new DOMException('The operation is insecure.', 'SecurityError'); }});"""


class PageStorage:
    """The page's localStorage, copied out, as a slots backend (read only)."""

    def __init__(self, page):
        self.data = page.evaluate("Object.fromEntries(Object.entries(localStorage))")

    def get(self, key):
        return self.data.get(key)

    def names(self):
        return [k for k in self.data if k.startswith(PREFIX)]


def stored_game(page):
    """(slot id, save, state) of the one game in the page's storage, checked like the page does.
    Read two frames on: the page saves after the browser has drawn a move (dom.after_paint)."""
    after_frames(page, 2)
    slots = Slots(PageStorage(page))
    [pointer] = slots.summaries()
    save, state = saves.load_dict(slots.read(pointer["id"]))
    return pointer["id"], save, state


def panels(page) -> list:
    return [page.get_by_test_id(f"player-{seat}").inner_text() for seat in range(2)]


def last_roll(page) -> str:
    return page.locator("[data-testid='log'] .ev-rolled").first.inner_text()


def wait_roll_button(page) -> None:
    page.get_by_test_id("action-roll").wait_for(timeout=60_000)


def play_a_turn(page, undo: bool = False) -> None:
    """Monopoly against a bot at instant speed: roll, buy what can be bought, end the turn, and
    wait until it is the human's turn again."""
    page.get_by_test_id("variant-monopoly").click()
    if undo:
        page.get_by_test_id("option-undo").check()
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("speed").select_option("instant")
    wait_roll_button(page)
    roll_buy_and_end(page)
    wait_roll_button(page)


def test_reload_and_continue_resumes_exactly(page, server, screenshot_dir):
    open_app(page, server, "?seed=5")
    play_a_turn(page)
    before = panels(page)
    _slot, _save, state = stored_game(page)
    apply_action(state, Action(0, "roll"))
    expected = sample_chance(state)  # the dice the engine will give this seat next
    page.reload()
    wait_app_ready(page)
    page.get_by_test_id("continue").wait_for()
    assert page.get_by_test_id("saved-list").locator("li").count() == 1
    page.screenshot(path=str(screenshot_dir / "saves-home.png"), full_page=True)
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(screenshot_dir / "saves-home-phone.png"), full_page=True)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.get_by_test_id("continue").click()
    wait_roll_button(page)
    assert panels(page) == before
    page.get_by_test_id("action-roll").click()
    d1, d2 = expected.args
    page.locator("[data-testid='log'] .ev-rolled").filter(has_text=f"rolled {d1} + {d2} = {d1 + d2}").first.wait_for()
    assert last_roll(page).startswith(f"Player 1 rolled {d1} + {d2}")
    assert page.console_errors == []


def test_export_clear_import_gives_the_same_game(page, server, tmp_path):
    open_app(page, server, "?seed=5")
    play_a_turn(page)
    before = panels(page)
    _slot, save, _state = stored_game(page)
    with page.expect_download() as download:
        page.get_by_test_id("export").click()
    path = tmp_path / "game.json"
    download.value.save_as(path)
    assert download.value.suggested_filename.startswith("tycoon-monopoly-")
    exported, _ = saves.load(path.read_bytes())
    assert exported["actions"] == save["actions"] and exported["snapshot"] == save["snapshot"]
    page.evaluate("localStorage.clear()")
    page.reload()
    wait_app_ready(page)
    assert page.get_by_test_id("continue").count() == 0
    page.get_by_test_id("import-file").set_input_files(str(path))
    wait_roll_button(page)
    assert panels(page) == before
    _slot, again, _state = stored_game(page)  # the imported game is saved in a new slot
    assert again["actions"] == save["actions"]
    page.get_by_test_id("leave").click()
    page.get_by_test_id("leave-yes").click()
    row = page.get_by_test_id("saved-list").locator("li").first
    assert "game" in row.get_by_test_id("slot-name").inner_text()  # named after the file
    row.get_by_test_id("rename").click()
    page.get_by_test_id("rename-field").fill("Friday's class")
    page.get_by_test_id("rename-ok").click()
    assert row.get_by_test_id("slot-name").inner_text() == "Friday's class"
    row.get_by_test_id("rename").click()
    page.get_by_test_id("rename-field").fill("Friday's class 2")
    page.get_by_test_id("rename-field").press("Enter")  # Enter saves the name too (issue 38 §8)
    row.get_by_test_id("slot-name").filter(has_text="Friday's class 2").wait_for()
    assert page.get_by_test_id("rename-field").count() == 0
    row.get_by_test_id("rename").click()
    page.get_by_test_id("rename-field").fill("Friday's class")
    page.get_by_test_id("rename-ok").click()
    assert row.get_by_test_id("slot-name").inner_text() == "Friday's class"
    row.get_by_test_id("delete").click()
    assert "Delete “Friday's class” for good?" in row.inner_text()
    page.get_by_test_id("delete-no").click()
    assert page.get_by_test_id("saved-list").locator("li").count() == 1
    row.get_by_test_id("delete").click()
    page.get_by_test_id("delete-yes").click()
    page.get_by_test_id("no-saves").wait_for()
    assert PageStorage(page).names() == []
    assert page.console_errors == []


def test_a_page_whose_storage_throws_still_plays_with_the_banner(page, server, screenshot_dir, tmp_path):
    page.context.add_init_script(THROW_ON_ACCESS)
    open_app(page, server, "?seed=5")
    banner = page.get_by_test_id("save-banner")
    assert banner.get_attribute("data-reason") == "forbidden"
    assert "Saves are off" in banner.inner_text()
    play_a_turn(page)
    assert page.get_by_test_id("save-banner").is_visible()
    page.screenshot(path=str(screenshot_dir / "saves-off-banner.png"))
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(screenshot_dir / "saves-off-banner-phone.png"))
    with page.expect_download() as download:
        page.get_by_test_id("export").click()
    download.value.save_as(tmp_path / "game.json")
    assert saves.load((tmp_path / "game.json").read_bytes())[1].players[0]["name"] == "Player 1"
    assert page.console_errors == []


def test_html_names_in_a_dropped_save_never_run(page, server):
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    open_app(page, server)
    text = (CORPUS / "accept" / "html_names.json").read_text(encoding="utf-8")
    page.evaluate("""(text) => {  // a file dropped on the page (drag and drop)
        const data = new DataTransfer();
        data.items.add(new File([text], 'evil.json', {type: 'application/json'}));
        document.body.dispatchEvent(new DragEvent('dragover', {dataTransfer: data, bubbles: true, cancelable: true}));
        document.body.dispatchEvent(new DragEvent('drop', {dataTransfer: data, bubbles: true, cancelable: true}));
    }""", text)
    page.get_by_test_id("board").wait_for()
    page.get_by_test_id("player-0").filter(has_text="<img src=x onerror=alert(1)>").wait_for()
    page.get_by_test_id("leave").click()
    page.get_by_test_id("leave-yes").click()
    page.get_by_test_id("saved-list").filter(has_text="<script>alert(2)</script>").wait_for()
    after_frames(page, 3)  # whatever the drawn list could have run has run
    assert dialogs == []
    assert page.locator("#app img, #app script").count() == 0


def test_a_broken_file_is_refused_in_words_and_no_slot_changes(page, server, screenshot_dir):
    open_app(page, server, "?seed=5")
    play_a_turn(page)
    page.get_by_test_id("leave").click()
    page.get_by_test_id("leave-yes").click()
    kept = PageStorage(page).data
    for name, words in [("checksum_mismatch_cash.json", "was changed after it was saved"),
                        ("illegal_at_step_k.json", "is not allowed at that point of the game"),
                        ("future_version.json", "saved by a newer Tycoon Table"),
                        ("truncated_half.json", "cut short")]:
        page.get_by_test_id("import-file").set_input_files(str(CORPUS / "reject" / name))
        problem = page.get_by_test_id("load-problem")
        problem.filter(has_text=words).wait_for()
        assert "Traceback" not in problem.inner_text() and "Nothing was changed" in problem.inner_text()
        if name.startswith("checksum"):
            page.screenshot(path=str(screenshot_dir / "saves-import-error.png"), full_page=True)
        page.get_by_test_id("problem-close").click()
    big = gzip.decompress((CORPUS / "reject" / "million_actions.json.gz").read_bytes())
    page.get_by_test_id("import-file").set_input_files(
        files=[{"name": "big.json", "mimeType": "application/json", "buffer": big}])
    page.get_by_test_id("load-problem").filter(has_text="1,000,000 moves").wait_for()
    assert PageStorage(page).data == kept
    assert page.console_errors == []


def test_a_stored_game_that_was_tampered_with_is_kept_and_can_be_exported(page, server, tmp_path):
    open_app(page, server, "?seed=5")
    play_a_turn(page)
    page.get_by_test_id("leave").click()
    page.get_by_test_id("leave-yes").click()
    page.evaluate("""() => { for (const k of Object.keys(localStorage)) if (k.includes('.save.'))
        localStorage.setItem(k, localStorage.getItem(k).replace('"cash":', '"cash":7')); }""")
    kept = PageStorage(page).data
    page.reload()
    wait_app_ready(page)
    page.get_by_test_id("continue").click()
    problem = page.get_by_test_id("load-problem")
    problem.filter(has_text="was changed after it was saved").wait_for()
    with page.expect_download() as download:
        page.get_by_test_id("problem-export").click()
    download.value.save_as(tmp_path / "broken.json")
    assert '"cash": 7' in (tmp_path / "broken.json").read_text(encoding="utf-8")
    assert PageStorage(page).data == kept


def test_undo_takes_back_a_move_and_the_same_dice_come_back(page, server):
    open_app(page, server, "?seed=5")
    page.get_by_test_id("variant-monopoly").click()
    page.get_by_test_id("option-undo").check()
    page.get_by_test_id("start-game").click()
    wait_roll_button(page)
    assert page.get_by_test_id("undo").is_disabled()  # no human move yet
    page.get_by_test_id("action-roll").click()
    page.get_by_test_id("status").and_(page.locator("[data-mode='human']")).wait_for()
    first = last_roll(page)
    page.get_by_test_id("undo").click()
    asked = page.get_by_test_id("undo-ask").inner_text()
    assert asked.startswith("Take back ") and asked.endswith("'s last move: Roll the dice?"), asked
    page.get_by_test_id("undo-yes").click()
    wait_roll_button(page)
    assert page.locator("[data-testid='log'] .ev-rolled").count() == 0 or last_roll(page) != first
    page.get_by_test_id("action-roll").click()
    page.get_by_test_id("status").and_(page.locator("[data-mode='human']")).wait_for()
    assert last_roll(page) == first
    assert page.console_errors == []


def test_a_full_storage_asks_before_deleting_old_games(page, server):
    """localStorage limited to what the page holds plus a little: the game goes on, the banner
    asks; with a yes the oldest saved game goes and saving goes on."""
    open_app(page, server, "?seed=5")
    play_a_turn(page)  # an old game in storage
    page.get_by_test_id("leave").click()
    page.get_by_test_id("leave-yes").click()
    page.evaluate("""() => {
        const used = () => Object.entries(localStorage).reduce((n, [k, v]) => n + k.length + v.length, 0);
        const limit = used() + 4000, set = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
            const old = this.getItem(key);
            if (used() - (old === null ? 0 : key.length + old.length) + key.length + value.length > limit)
                throw new DOMException('full', 'QuotaExceededError');
            return set.call(this, key, value);
        };
    }""")
    page.get_by_test_id("variant-monopoly").click()
    page.get_by_test_id("start-game").click()
    banner = page.get_by_test_id("save-banner")
    banner.wait_for()
    assert banner.get_attribute("data-reason") == "prune"
    assert "Delete the 1 oldest saved games" in banner.inner_text()
    assert len(Slots(PageStorage(page)).summaries()) == 2  # nothing deleted without a yes
    page.get_by_test_id("speed").select_option("instant")
    wait_roll_button(page)  # the game goes on
    page.get_by_test_id("prune-yes").click()
    assert page.get_by_test_id("save-banner").count() == 0
    [pointer] = Slots(PageStorage(page)).summaries()  # the old game went, the new one is saved
    assert pointer["round"] >= 1 and not pointer["over"]
    assert page.console_errors == []


def test_a_loaded_game_with_secrets_shows_nothing_before_the_pass_screen(page, server, site_dir):
    from test_hotseat import NAMES, app_zip_with_toy, dealt

    body = app_zip_with_toy(site_dir)
    page.route("**/app.zip.gz", lambda route: route.fulfill(status=200, body=body, content_type="application/gzip"))
    open_app(page, server, "?seed=4")
    page.get_by_test_id("variant-toy_secret").click()
    for seat, name in enumerate(NAMES):
        page.get_by_test_id(f"seat-name-{seat}").fill(name)
        page.get_by_test_id(f"seat-bot-{seat}").set_checked(False)
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("pass-ready").click()
    page.locator('[data-action^="0 bid "]').nth(1).click()  # Ann answers; Ben is next
    page.get_by_test_id("pass-device").wait_for()
    page.reload()
    wait_app_ready(page)
    page.get_by_test_id("continue").click()
    curtain = page.get_by_test_id("pass-device")
    curtain.wait_for()
    assert curtain.get_attribute("data-seat") == "1"
    log = page.get_by_test_id("log").inner_text()
    assert not any(dealt(seat) in log for seat in range(3)) and "secret number" not in log
    assert page.locator("[data-action]").count() == 0
    page.get_by_test_id("pass-ready").click()
    page.get_by_test_id("status").filter(has_text="Ben, what will you do?").wait_for()
    log = page.get_by_test_id("log").inner_text()
    assert dealt(1) in log and dealt(0) not in log and dealt(2) not in log
    assert json.dumps(page.console_errors) == "[]"
