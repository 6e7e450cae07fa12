"""The built site starts with a real progress bar and never talks to another host."""

from __future__ import annotations

import re

from conftest import after_frames, build, open_app, wait_app_ready

from tools import offline_scan

# Records every (progress value, status text) pair the loading screen shows, from the first
# script on: the status text's setter is wrapped, so each show() of the page is recorded when it
# happens (the bar is set just before the text), however busy the machine is. (A 10 ms poll missed
# every download step when the reads ran back to back under load.) Playwright's init scripts are
# not subject to the page's CSP.
RECORD_PROGRESS = """
window.__progress = [];
const text = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent');
Object.defineProperty(Node.prototype, 'textContent', {
  configurable: true, enumerable: text.enumerable,
  get() { return text.get.call(this); },
  set(value) {
    text.set.call(this, value);
    if (this.id !== 'load-status') return;
    const bar = document.getElementById('load-progress');
    const now = [bar ? bar.value : 0, String(value)];
    const last = window.__progress[window.__progress.length - 1];
    if (!last || last[0] !== now[0] || last[1] !== now[1]) window.__progress.push(now);
  },
});
"""


def throttle(page, megabytes_per_second: float) -> None:
    """Slow this page's network (Chrome DevTools Protocol) so that loading takes visible time."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    rate = megabytes_per_second * 1024 * 1024
    cdp.send("Network.emulateNetworkConditions",
             {"offline": False, "latency": 20, "downloadThroughput": rate, "uploadThroughput": rate})


def test_loads_with_progress_and_becomes_ready(page, server, screenshot_dir):
    throttle(page, 4)  # ~13 MB at 4 MB/s: the download lasts ~3 s, so even a busy machine shows its bytes
    page.add_init_script(RECORD_PROGRESS)
    page.goto(server)
    assert page.title() == "Tycoon Table"
    assert page.locator("html").get_attribute("lang") == "en"
    page.wait_for_function("() => /Starting Python|Loading the game/.test("
                           "document.getElementById('load-status')?.textContent || 'x')")
    page.screenshot(path=str(screenshot_dir / "offline-loading.png"))
    wait_app_ready(page)
    page.screenshot(path=str(screenshot_dir / "offline-ready.png"))

    steps = page.evaluate("window.__progress")
    values = [value for value, _ in steps]
    texts = [text for _, text in steps]
    assert values == sorted(values), f"progress went backwards: {steps}"
    assert any(0 < value < 85 for value in values), f"no byte progress while downloading: {steps}"
    assert any(re.search(r"Downloading Python runtime .* [\d.]+ of [\d.]+ MB", t) for t in texts), steps
    assert "Starting Python" in texts, "\n".join(map(str, steps))
    assert "Loading the game" in texts, steps
    assert page.evaluate("typeof window.tycoonReadyAt === 'number' || !document.getElementById('loading')")
    assert page.console_errors == []


def test_no_request_leaves_the_machine(page, server):
    open_app(page, server)
    # anything lazy (fonts, late imports) gets its chance: no request for 0.5 s, the fonts loaded
    page.wait_for_load_state("networkidle")
    page.evaluate("document.fonts.ready.then(() => true)")
    after_frames(page, 3)
    assert page.external_requests == []
    assert page.console_errors == []


def test_csp_blocks_remote_fetch(page, server):
    """The page's CSP stops a remote request before it reaches the network."""
    open_app(page, server)
    outcome = page.evaluate(
        "() => fetch('https://example.invalid/phone-home').then(() => 'sent', e => 'blocked: ' + e)"
    )
    assert outcome.startswith("blocked"), outcome
    assert page.external_requests == []
    for _ in range(1800):  # the violation event is dispatched in a task of its own: a poll paced by frames
        if page.csp_violations:
            break
        after_frames(page, 1)
    assert any("connect-src blocked https://example.invalid" in v for v in page.csp_violations), page.csp_violations
    page.console_errors.clear()  # the CSP violation report is expected here
    page.csp_violations.clear()


def test_guard_records_external_requests(page):
    """The `page` fixture's network guard itself works (a page without our CSP)."""
    page.set_content('<img src="https://example.invalid/pixel.png">')
    page.wait_for_function("() => document.images[0].complete")  # refused: the image is broken
    assert page.external_requests == ["https://example.invalid/pixel.png"]
    page.console_errors.clear()
    page.external_requests.clear()


def test_dist_references_no_remote_host(site_dir):
    assert offline_scan.scan(site_dir) == []
    html = (site_dir / "index.html").read_text(encoding="utf-8")
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html)
    assert csp, "index.html has no Content-Security-Policy"
    assert "http" not in csp.group(1) and "*" not in csp.group(1), csp.group(1)
    assert "'sha256-BOOT_SCRIPT_HASH'" not in html
    assert re.search(r"default-src 'self'", csp.group(1))


def test_vendored_runtime_is_the_pinned_one(site_dir):
    lock = (build.ROOT / "package-lock.json").read_text(encoding="utf-8")
    assert '"version": "314.0.7"' in lock
    assert (site_dir / "pyodide" / "pyodide.asm.wasm").stat().st_size > 5_000_000
    toml = (site_dir / "pyscript.toml").read_text(encoding="utf-8")
    assert 'interpreter = "./pyodide/snapshot.mjs"' in toml  # Pyodide's own module, with the snapshot
    assert 'import * as pyodide from "./pyodide.mjs"' in (site_dir / "pyodide" / "snapshot.mjs").read_text()
