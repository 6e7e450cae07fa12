"""A language's texts but English's come in a file of their own (ui/lang_files.py, build.py
LANG_TEXTS): a visit downloads the code, English and the language it shows, and a language is
fetched the first time it is picked; the USB-stick page carries every language; a language that
cannot be fetched leaves the page as it was."""

from __future__ import annotations

import re

from conftest import open_app, pick_lang, wait_app_ready

LANG_FILE = re.compile(r"/lang-([A-Za-z_]+)\.zip\.gz")


def fetched_languages(page) -> list:
    found = []
    page.on("request", lambda request: found.extend(LANG_FILE.findall(request.url)))
    return found


def test_an_english_visit_fetches_a_language_only_when_it_is_picked(page, server):
    fetched = fetched_languages(page)
    open_app(page, server, "?lang=en")
    assert fetched == []
    pick_lang(page, "th")
    assert set(fetched) == {"th"}
    assert "ภาษาไทย" in page.locator("#app").inner_text() and "Choose a game" not in page.locator("#app").inner_text()
    pick_lang(page, "en")
    pick_lang(page, "th")  # once here, never fetched again
    assert set(fetched) == {"th"}
    assert page.console_errors == []


def test_a_visit_in_vietnamese_fetches_only_vietnamese(page, server):
    fetched = fetched_languages(page)
    open_app(page, server, "?lang=vi")
    assert "Chọn trò chơi" in page.locator("#app").inner_text()
    assert set(fetched) == {"vi"}
    page.get_by_test_id("variant-monopoly").click()
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("game").wait_for()
    assert "Diễn biến ván chơi" in page.locator("#app").inner_text()  # the game's texts came with it too
    assert set(fetched) == {"vi"}
    assert page.console_errors == []


def test_the_usb_stick_page_speaks_every_language(page, site_dir):
    page.goto((site_dir / "index.html").as_uri())
    page.wait_for_url(re.compile(r"/standalone/index\.html$"))
    wait_app_ready(page)
    pick_lang(page, "zh-Hant")
    assert "選擇遊戲" in page.locator("#app").inner_text()
    pick_lang(page, "vi")
    assert "Chọn trò chơi" in page.locator("#app").inner_text()
    assert page.console_errors == []


def test_a_language_that_cannot_be_fetched_leaves_the_page_as_it_was(page, server):
    open_app(page, server, "?lang=en")
    page.route("**/lang-th.zip.gz", lambda route: route.fulfill(status=404, body="gone"))
    page.get_by_test_id("lang-th").click()
    page.get_by_test_id("lang-vi").wait_for()  # the page still answers
    pick_lang(page, "vi")  # and another language still comes
    assert "Chọn trò chơi" in page.locator("#app").inner_text()
    page.console_errors.clear()  # the refused download's own line in the console


def test_a_returning_visit_in_thai_from_the_snapshot_speaks_thai_and_switches_offline(sw_page, server):
    """The start-up snapshot holds the English texts only: a Thai visitor's texts are unpacked after
    the restore, and another language comes from the offline copy."""
    from test_snapshot import STATE, visit_until_made

    page = sw_page
    visit_until_made(page, server + "?lang=th")
    page.reload()
    wait_app_ready(page)
    assert page.evaluate(STATE) == "restored"
    assert page.evaluate("document.documentElement.lang") == "th"
    assert "Choose a game" not in page.locator("#app").inner_text()
    page.context.set_offline(True)
    pick_lang(page, "zh-Hant")  # from the service worker's copy
    assert "選擇遊戲" in page.locator("#app").inner_text()
    page.context.set_offline(False)
    assert page.console_errors == []
