"""A returning visitor starts from the start-up snapshot (tools/snapshot.mjs): made once the site
is kept for offline play, restored on the next visit, and never in the way — a damaged one is
dropped and the game starts as usual, the file:// copy has none, and another version's is never
read. The time it saves is a benchmark's (bench/startup.py "app home warm, snapshot"), not a test's."""

from __future__ import annotations

import base64
import re
import shutil

from conftest import build, play_a_turn, wait_app_ready

from tools import snapshot

STATE = "document.documentElement.dataset.snapshot || ''"
DONE = "['made', 'not-made'].includes(document.documentElement.dataset.snapshot)"
ENTRIES = """async () => {
  const name = (await caches.keys()).find((n) => n.startsWith('tycoon-table-snapshot '));
  return name ? (await (await caches.open(name)).keys()).map((r) => r.url) : [];
}"""
DAMAGE = """async () => {
  const name = (await caches.keys()).find((n) => n.startsWith('tycoon-table-snapshot '));
  const cache = await caches.open(name);
  const [request] = await cache.keys();
  await cache.put(request, new Response(new Uint8Array(4096)));
}"""


def visit_until_made(page, url: str) -> None:
    """A first visit: the home screen, the offline copy, then the snapshot made in the background."""
    page.goto(url)
    wait_app_ready(page)
    page.wait_for_function(DONE, timeout=180_000)
    assert page.evaluate(STATE) == "made", page.console_errors


def test_a_returning_visit_starts_from_the_snapshot_and_plays(sw_page, server):
    page = sw_page
    visit_until_made(page, server + "?seed=5")
    entries = page.evaluate(ENTRIES)
    assert len(entries) == 1 and re.search(r"/snapshot/[0-9a-f]{24}$", entries[0]), entries
    page.reload()
    wait_app_ready(page)
    assert page.evaluate(STATE) == "restored"
    play_a_turn(page)  # the restored Python plays: Monopoly, a roll, a purchase, the bot's turn
    assert page.console_errors == []


def test_a_damaged_snapshot_is_dropped_and_the_next_visit_makes_a_new_one(sw_page, server):
    page = sw_page
    visit_until_made(page, server + "?seed=5")
    page.evaluate(DAMAGE)
    page.reload()
    wait_app_ready(page)
    assert page.evaluate(STATE) == "failed"
    assert page.evaluate(ENTRIES) == []  # deleted, not tried again
    play_a_turn(page)
    page.reload()
    wait_app_ready(page)
    page.wait_for_function(DONE, timeout=180_000)
    assert page.evaluate(STATE) == "made" and len(page.evaluate(ENTRIES)) == 1


def test_the_snapshot_is_keyed_by_pyodide_and_the_apps_archive(tmp_path):
    """A new version of the app (or of Pyodide) has a new key: an old snapshot holds the old
    engine's code, and is never restored by a new page."""
    site = tmp_path / "site"
    for rel in snapshot.KEYED:
        (site / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(build.DIST / rel, site / rel)
    before = snapshot.key(site)
    assert re.fullmatch(r"[0-9a-f]{24}", before) and snapshot.key(site) == before
    for rel in snapshot.KEYED:
        original = (site / rel).read_bytes()
        (site / rel).write_bytes(original + b"\0")
        assert snapshot.key(site) != before, rel
        (site / rel).write_bytes(original)


def test_the_built_site_starts_through_the_snapshot_module_and_the_file_copy_does_not(site_dir):
    assert 'interpreter = "./pyodide/snapshot.mjs"' in (site_dir / "pyscript.toml").read_text()
    module = (site_dir / "pyodide" / "snapshot.mjs").read_text()
    assert "/*@key*/" not in module and re.search(r'const KEY = "[0-9a-f]{24}";', module)
    assert (site_dir / "pyodide" / "snapshot-worker.mjs").is_file()
    embedded = (site_dir / "standalone" / "assets" / "pyscript.toml.js").read_text()
    toml = base64.b64decode(re.search(r'"([A-Za-z0-9+/=]{40,})"', embedded).group(1)).decode()
    assert 'interpreter = "./pyodide/pyodide.mjs"' in toml and "snapshot" not in toml
