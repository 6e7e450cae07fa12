"""The loading screen's plain words when the game cannot start: a browser without WebAssembly (or
too old) is told so in its language at once instead of hanging; a failed download says which file;
loading that takes very long gets a friendly hint. (Real progress: test_offline.py.)"""

from __future__ import annotations

import gzip

from conftest import after_frames, build, wait_app_ready
from test_offline import throttle

NO_WASM = {
    "en": "This browser cannot run Tycoon Table: it has no WebAssembly. Try a recent Chrome, Edge, Firefox or Safari.",
    "th": "เบราว์เซอร์นี้เล่นโต๊ะเศรษฐีไม่ได้ เพราะไม่มี WebAssembly ลองใช้ Chrome, Edge, Firefox หรือ Safari รุ่นใหม่",
}


def _without_webassembly(page, server, query: str, screenshot_dir, name: str) -> None:
    page.add_init_script("delete window.WebAssembly;")
    requested = []
    page.on("request", lambda request: requested.append(request.url))
    page.goto(server + query)
    page.locator("#loading[data-state='error']").wait_for()
    page.wait_for_load_state("networkidle")  # nothing else happens after it (no late script
    after_frames(page, 3)                     # replaces the words)
    status = page.locator("#load-status").inner_text()
    assert page.locator("#loading").get_attribute("data-state") == "error"
    assert page.locator("#load-progress").is_hidden()
    assert page.locator("#app").is_hidden()
    assert not any("pyodide" in url or "core.js" in url or "app.zip" in url for url in requested), requested
    page.screenshot(path=str(screenshot_dir / name))
    return status


def test_a_browser_without_webassembly_is_told_plainly_in_english(page, server, screenshot_dir):
    status = _without_webassembly(page, server, "", screenshot_dir, "loading-no-wasm-en.png")
    assert status == NO_WASM["en"]
    assert page.locator("html").get_attribute("data-unsupported") == "wasm"


def test_a_browser_without_webassembly_is_told_plainly_in_thai(page, server, screenshot_dir):
    status = _without_webassembly(page, server, "?lang=th", screenshot_dir, "loading-no-wasm-th.png")
    assert status == NO_WASM["th"]
    assert page.locator("html").get_attribute("lang") == "th"


def test_a_browser_too_old_for_pyodide_is_told_so(page, server):
    page.add_init_script("delete window.BigInt64Array;")
    page.goto(server + "?lang=en")
    page.locator("#loading[data-state='error']").wait_for()
    assert page.locator("#load-status").inner_text().startswith("This browser is too old to run Tycoon Table.")


def test_a_failed_download_says_which_file(page, server):
    page.route("**/app.zip.gz", lambda route: route.fulfill(status=404, body="gone"))
    page.goto(server)
    page.locator("#loading[data-state='error']").wait_for(timeout=60_000)
    status = page.locator("#load-status").inner_text()
    assert status.startswith("Tycoon Table could not start:"), status
    assert "app.zip.gz" in status and "404" in status, status


def test_a_server_that_unzips_the_game_on_the_way_still_starts(page, server, site_dir):
    """A server may send app.zip.gz with Content-Encoding: gzip; the browser then hands over the
    zip inside it. main.py unpacks either (it looks at the first bytes)."""
    inner = gzip.decompress((site_dir / build.APP_ARCHIVE).read_bytes())
    assert inner[:2] == b"PK"
    page.route("**/app.zip.gz", lambda route: route.fulfill(status=200, body=inner, content_type="application/zip"))
    page.goto(server)
    wait_app_ready(page)
    assert page.get_by_test_id("variant-monopoly").is_visible()


def test_loading_that_takes_long_gets_a_friendly_hint_and_still_finishes(page, server):
    page.add_init_script("window.tycoonSlowMs = 300;")
    throttle(page, 4)
    page.goto(server)
    hint = page.locator("#load-hint")
    hint.wait_for(state="visible")
    assert "taking longer than usual" in hint.inner_text()
    assert page.locator("#loading").get_attribute("data-state") != "error"
    wait_app_ready(page)
