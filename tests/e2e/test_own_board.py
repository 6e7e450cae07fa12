"""A board of one's own on the page (docs/boards.md): a board file opened on the setup screen of
Cờ Tỷ Phú is kept in the browser and chosen; the game shows its street names, its currency and its
prices, and plays; the save holds the board, so after export, a cleared storage and import the
game is still on it; a bad board file is refused in words next to the choice, nothing else
touched; axe finds nothing serious."""

from __future__ import annotations

import json

from conftest import open_app, serious_violations, wait_app_ready
from tycoon.core import own_board, saves
from tycoon.variants.monopoly import board as monopoly_board

NAMES = {1: "Hàng Bạc", 3: "Hàng Đào", 39: "Hồ Hoàn Kiếm"}


def hanoi(tmp_path):
    board = {"format": "tycoon-table-board", "version": 1, "base": "monopoly", "title": "Phố cổ Hà Nội",
             "currency": "₫", "start_cash": 15_000_000, "groups": {"brown": "#6d3b1f"},
             "squares": [{"index": i, "name": n} for i, n in NAMES.items()]}
    board = own_board.check(own_board.scaled(board, 1_000_000, monopoly_board.SQUARES))
    path = tmp_path / "hanoi.json"
    path.write_text(json.dumps(board, ensure_ascii=False, indent=1), encoding="utf-8")
    return path, board


def test_custom_board_file_round_trips(page, server, tmp_path, screenshot_dir):
    path, board = hanoi(tmp_path)
    open_app(page, server, "?seed=7&lang=vi")
    page.get_by_test_id("variant-monopoly").click()
    page.get_by_test_id("board-file").set_input_files(str(path))
    page.wait_for_function("() => document.querySelector('#board-pick')?.selectedIndex === 1")
    assert "Phố cổ Hà Nội" in page.locator("#board-pick").inner_text()
    assert "500.000 ₫" in page.locator("#help-must_leave_jail_next_turn").inner_text()  # the board's jail fine
    assert serious_violations(page) == []
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("board").wait_for()
    assert "Hàng Bạc" in page.get_by_test_id("square-1").inner_text()
    assert "Hồ Hoàn Kiếm" in page.get_by_test_id("square-39").inner_text()
    assert "4.000.000 ₫" in page.get_by_test_id("square-39").inner_text()  # Boardwalk's $400 × 10,000
    assert "15.000.000 ₫" in page.get_by_test_id("player-0").inner_text()
    colour = page.get_by_test_id("game").evaluate("el => getComputedStyle(el).getPropertyValue('--g-brown').trim()")
    assert colour == "#6d3b1f"
    page.select_option("#speed", "instant")
    page.get_by_test_id("action-roll").click()
    page.wait_for_function("() => document.querySelector('[data-testid=action-end_turn], [data-testid=action-buy],"
                           " [data-testid=action-tax_flat]')")
    page.screenshot(path=str(screenshot_dir / "own-board-hanoi.png"))
    page.get_by_test_id("help-open").click()  # the rules page quotes the board's money
    assert "15.000.000 ₫" in page.get_by_test_id("help-body").inner_text()
    page.get_by_test_id("help-close").click()
    page.get_by_test_id("lab-open").click()  # the Lab: the board's names and prices
    page.get_by_test_id("lab-landing").wait_for()
    assert "Hàng Bạc" in page.locator("[data-testid=lab-landing] .lab-cell[data-square='1'] title").text_content()
    assert "₫" in page.get_by_test_id("lab-group-brown").inner_text()
    page.get_by_test_id("lab-group-brown").scroll_into_view_if_needed()
    page.screenshot(path=str(screenshot_dir / "own-board-lab.png"))
    page.keyboard.press("Escape")
    with page.expect_download() as download:
        page.get_by_test_id("export").click()
    saved = tmp_path / "game.json"
    download.value.save_as(saved)
    save, _state = saves.load(saved.read_bytes())
    assert save["options"]["board"] == own_board.text(board)  # the save holds the board itself
    page.evaluate("localStorage.clear()")
    page.reload()
    wait_app_ready(page)
    page.get_by_test_id("import-file").set_input_files(str(saved))
    page.get_by_test_id("board").wait_for()
    assert "Hàng Bạc" in page.get_by_test_id("square-1").inner_text()  # no board file needed
    assert "15.000.000 ₫" in page.get_by_test_id("board").inner_text() or "₫" in page.get_by_test_id("player-0").inner_text()
    before = page.get_by_test_id("log").inner_text()
    page.select_option("#speed", "instant")
    page.locator("[data-testid=action-buy], [data-testid=action-tax_flat], [data-testid=action-end_turn]").first.click()
    page.wait_for_function("text => document.querySelector('[data-testid=log]').innerText !== text", arg=before)
    assert "₫" in page.get_by_test_id("log").inner_text()  # and the game plays on, on the board
    assert page.console_errors == []


def test_a_bad_board_file_is_refused_in_words(page, server, tmp_path):
    path, _board = hanoi(tmp_path)
    open_app(page, server, "?lang=en")
    page.get_by_test_id("variant-taiwan").click()
    page.get_by_test_id("board-file").set_input_files(str(path))  # a Monopoly board, for Taiwan
    page.wait_for_function("() => document.querySelector('[data-testid=board-error]').textContent.length > 0")
    assert "not for this game" in page.get_by_test_id("board-error").inner_text()
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "tycoon-table-board", "version": 1, "base": "taiwan",
                               "squares": [{"index": 1, "rents": [5, 4, 3, 2, 1, 0]}]}), encoding="utf-8")
    page.get_by_test_id("board-file").set_input_files(str(bad))
    page.wait_for_function("() => document.querySelector('[data-testid=board-error]').textContent.includes('squares.1')")
    assert page.locator("#board-pick").evaluate("el => el.selectedIndex") == 0  # still the game's own
    assert page.evaluate("localStorage.getItem('tycoon-table.boards')") is None  # nothing kept


def test_a_teacher_makes_a_board_and_plays_on_it(page, server, screenshot_dir):
    open_app(page, server, "?seed=9&lang=vi")
    page.get_by_test_id("make-board-monopoly").click()
    page.get_by_test_id("board-editor").wait_for()
    assert page.get_by_test_id("editor-title").evaluate("el => el === document.activeElement")
    page.get_by_test_id("editor-title").fill("Phố cổ Hà Nội")
    page.get_by_test_id("editor-currency").fill("₫")
    page.get_by_test_id("editor-factor").fill("1000000")
    page.get_by_test_id("editor-apply-factor").click()
    for index, name in NAMES.items():
        page.get_by_test_id(f"editor-name-{index}").fill(name)
        page.keyboard.press("Tab")
    page.get_by_test_id("editor-price-3").fill("-5")
    page.keyboard.press("Tab")
    page.get_by_test_id("editor-price-3-error").wait_for()  # told next to its field
    assert page.get_by_test_id("editor-price-3").get_attribute("aria-invalid") == "true"
    assert page.get_by_test_id("editor-play").is_disabled() and page.get_by_test_id("editor-save").is_disabled()
    assert serious_violations(page) == []
    page.screenshot(path=str(screenshot_dir / "own-board-editor.png"))
    page.get_by_test_id("editor-price-3").fill("600000")
    page.keyboard.press("Tab")
    page.wait_for_function("() => !document.querySelector('[data-testid=editor-play]').disabled")
    page.get_by_test_id("editor-save").click()
    page.wait_for_function("() => document.querySelector('[data-testid=editor-status]').textContent.length > 0")
    kept = json.loads(page.evaluate("localStorage.getItem('tycoon-table.boards')"))
    board = json.loads(kept[0])
    assert board["currency"] == "₫" and board["squares"][0]["name"] == "Hàng Bạc"
    page.get_by_test_id("editor-play").click()
    page.get_by_test_id("setup").wait_for()
    assert "Phố cổ Hà Nội" in page.locator("#board-pick option:checked").inner_text()
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("board").wait_for()
    assert "Hồ Hoàn Kiếm" in page.get_by_test_id("square-39").inner_text()
    assert "600.000 ₫" in page.get_by_test_id("square-3").inner_text()
    assert page.console_errors == []


def test_board_editing_by_keyboard_only(page, server):
    open_app(page, server, "?lang=en")
    page.get_by_test_id("make-board-taiwan").focus()
    page.keyboard.press("Enter")
    page.get_by_test_id("board-editor").wait_for()
    page.keyboard.press("Control+A")
    page.keyboard.type("Chiang Mai")
    page.keyboard.press("Tab")
    page.keyboard.press("Control+A")
    page.keyboard.type("฿")
    for _ in range(40):  # on through the fields to the first square's name
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == "editor-name-1":
            break
    page.keyboard.type("Nimman")
    for _ in range(200):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.dataset.testid") == "editor-save":
            break
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('[data-testid=editor-status]').textContent.includes('Kept')")
    board = json.loads(json.loads(page.evaluate("localStorage.getItem('tycoon-table.boards')"))[0])
    assert board["base"] == "taiwan" and board["title"] == "Chiang Mai" and board["currency"] == "฿"
    assert board["squares"] == [{"index": 1, "name": "Nimman"}]


def test_names_per_language_rents_one_by_one_and_cards_in_the_editor(page, server, screenshot_dir):
    """A teacher writes Hàng Bạc in Vietnamese and Silver Street in English, raises Boardwalk's hotel
    rent (a rent lower than the one before is refused next to its field), sets the dark blue houses'
    cost once for the group, words a card, and looks at the board at 1366×768 before playing."""
    page.set_viewport_size({"width": 1366, "height": 768})
    open_app(page, server, "?seed=9&lang=vi")
    page.get_by_test_id("make-board-monopoly").click()
    page.get_by_test_id("board-editor").wait_for()
    page.get_by_test_id("editor-title").fill("Phố cổ Hà Nội")
    page.get_by_test_id("editor-currency").fill("₫")
    page.get_by_test_id("editor-factor").fill("1000")
    page.get_by_test_id("editor-apply-factor").click()
    page.select_option("#editor-name-lang", "vi")
    page.get_by_test_id("editor-name-1").fill("Hàng Bạc")
    page.keyboard.press("Tab")
    page.select_option("#editor-name-lang", "en")
    assert page.get_by_test_id("editor-name-1").input_value() == ""  # no English name yet
    page.get_by_test_id("editor-name-1").fill("Silver Street")
    page.keyboard.press("Tab")
    page.get_by_test_id("editor-rents-39").click()
    page.get_by_test_id("editor-rent-39-5").fill("100")  # below four houses' rent
    page.keyboard.press("Tab")
    page.get_by_test_id("editor-rents-39-error").wait_for()
    assert page.get_by_test_id("editor-play").is_disabled()
    page.get_by_test_id("editor-rent-39-5").fill("25000")
    page.keyboard.press("Tab")
    page.wait_for_function("() => !document.querySelector('[data-testid=editor-rents-39-error]')")
    page.get_by_test_id("editor-house-39").fill("3000")
    page.keyboard.press("Tab")
    page.select_option("#editor-name-lang", "")  # one text for every language again
    assert page.get_by_test_id("editor-name-1").input_value() == "Hàng Bạc"  # of several, the page's language's
    page.get_by_test_id("editor-cards").click()
    assert "500 ₫" in page.locator("label[for=editor-card-doctor_fee]").inner_text()  # $50 at 1,000 %
    page.get_by_test_id("editor-card-doctor_fee").fill("Khám răng: nộp 500 ₫")
    page.keyboard.press("Tab")
    page.get_by_test_id("editor-preview").click()
    preview = page.get_by_test_id("editor-preview-board")
    preview.wait_for()
    assert "Hàng Bạc" in preview.get_by_test_id("square-1").inner_text()  # the page is in Vietnamese
    assert "4.000 ₫" in preview.get_by_test_id("square-39").inner_text()
    assert "15.000 ₫" in preview.inner_text()  # the starting money at the price factor
    assert serious_violations(page) == []
    preview.scroll_into_view_if_needed()
    page.screenshot(path=str(screenshot_dir / "own-board-preview-1366.png"))
    page.get_by_test_id("editor-save").click()
    page.wait_for_function("() => document.querySelector('[data-testid=editor-status]').textContent.length > 0")
    board = json.loads(json.loads(page.evaluate("localStorage.getItem('tycoon-table.boards')"))[0])
    squares = {sq["index"]: sq for sq in board["squares"]}
    assert squares[1]["name"] == {"en": "Silver Street", "vi": "Hàng Bạc"}
    assert squares[39]["rents"][5] == 25000 and squares[37]["house_cost"] == squares[39]["house_cost"] == 3000
    assert board["cards"] == {"doctor_fee": "Khám răng: nộp 500 ₫"}
    assert page.console_errors == []


def test_the_board_preview_on_a_phone(page, server, screenshot_dir):
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, server, "?lang=en")
    page.get_by_test_id("make-board-taiwan").click()
    page.get_by_test_id("board-editor").wait_for()
    page.get_by_test_id("editor-name-1").fill("Nimman Road")
    page.keyboard.press("Tab")
    page.get_by_test_id("editor-preview").click()
    preview = page.get_by_test_id("editor-preview-board")
    preview.wait_for()
    assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    box = preview.get_by_test_id("board").bounding_box()
    assert box["width"] <= 390 and box["height"] > 300  # the phone's own board, the width of the screen
    preview.scroll_into_view_if_needed()
    page.screenshot(path=str(screenshot_dir / "own-board-preview-390.png"))
    assert page.console_errors == []


def test_a_card_drawn_on_a_board_of_ones_own_says_what_the_engine_pays(page, server, tmp_path):
    """Bots play a few rounds on a board at 1,000 %: every card drawn is written in the log with the
    board's amounts, the very text the engine's card_words give (ui.format.Context.card)."""
    from test_story import seat_bots, stored_games
    from tycoon.core.variant import variant_of
    from ui.format import Context, set_currency
    from ui.i18n import Translator

    path, _board = hanoi(tmp_path)
    open_app(page, server, "?seed=3&lang=en")
    page.get_by_test_id("variant-monopoly").click()
    page.get_by_test_id("board-file").set_input_files(str(path))
    page.wait_for_function("() => document.querySelector('#board-pick')?.selectedIndex === 1")
    seat_bots(page, rounds="8")
    [(_save, state)] = stored_games(page)
    rules = variant_of(state)
    ctx = Context(Translator("en"), "monopoly", [], rules.board, cards=rules.card_words())
    drawn = [params["card"] for key, params, *_ in state.log if key == "card_drawn"]
    assert drawn, "no card was drawn in eight rounds"
    log = page.get_by_test_id("log").inner_text()
    set_currency("₫")
    try:
        for card in drawn:
            assert ctx.card(card) in log, card
    finally:
        set_currency("")
