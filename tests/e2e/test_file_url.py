"""From a USB stick: dist/ opened as file:// (no server, no browser flags) switches to the
standalone page, which starts the game and plays a turn; the game survives a reload (Continue).
Chromium here (Playwright); Firefox ESR in test_file_url_firefox.py."""

from __future__ import annotations

import re

from conftest import build, play_a_turn, wait_app_ready

from tools import standalone


def test_file_url_switches_to_standalone_and_plays(page, site_dir):
    page.goto((site_dir / "index.html").as_uri() + "?seed=5")
    page.wait_for_url(re.compile(r"/standalone/index\.html\?seed=5$"))
    wait_app_ready(page)
    assert page.title() == "Tycoon Table"
    assert page.evaluate("location.protocol") == "file:"
    assert page.evaluate("!('__tycoonAsset' in window) || typeof window.fetch === 'function'")
    play_a_turn(page)
    panels = [page.get_by_test_id(f"player-{seat}").inner_text() for seat in range(2)]
    page.reload()
    wait_app_ready(page)
    page.get_by_test_id("continue").click()
    page.get_by_test_id("action-roll").wait_for()
    assert [page.get_by_test_id(f"player-{seat}").inner_text() for seat in range(2)] == panels
    assert page.get_by_test_id("save-banner").count() == 0
    assert page.console_errors == []


def test_standalone_folder_is_self_contained(site_dir):
    folder = site_dir / build.STANDALONE_DIR
    html = (folder / "index.html").read_text(encoding="utf-8")
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html).group(1)
    assert "http" not in csp and "*" not in csp and "'unsafe-inline'" not in csp.split("style-src")[0], csp
    assert "'sha256-BOOT_SCRIPT_HASH'" not in html and "/*@nonce*/" not in html
    for ref in re.findall(r'(?:src|href)="\./([^"]+)"', html):
        embedded = ref in standalone.EMBEDDED  # main.py: served from assets/main.py.js
        assert embedded or (folder / ref).is_file(), f"standalone/index.html refers to a missing {ref}"
    assert "location.replace(" not in html  # no redirect loop
