"""Fixtures for the Playwright end-to-end tests of the built site (dist/).

Fixtures
    site_dir    (session)  Path to dist/, built (rebuilt when a source is newer than it).
    server      (session)  base URL "http://127.0.0.1:PORT/" of a thread serving dist/.
    browser     (session)  Playwright Chromium (Debian's /usr/bin/chromium, headless).
    page        (function) fresh context + page (service workers blocked, so that no test
                           precaches the site in the background). Every request to a host other
                           than 127.0.0.1/localhost is aborted and its URL appended to
                           `page.external_requests`; every Content-Security-Policy violation is
                           appended to `page.csp_violations`; console errors and uncaught page
                           errors are collected in `page.console_errors`. After the test, both
                           `external_requests` and `csp_violations` must be empty (a test that
                           provokes one on purpose clears the list).
    sw_page     (function) the same, with service workers allowed (the offline tests).
    screenshot_dir (session) tests/e2e/screenshots/ (git-ignored) for PNGs.

Helpers (import them: `from conftest import wait_app_ready, open_app`)
    wait_app_ready(page)    until #loading is gone and #app is visible (60 s), or fail fast
                            with PyScript's error text when Python raised.
    open_app(page, server)  goto + wait_app_ready.
    pick_lang(page, lang)   a language's button clicked, until the page speaks it.
    after_frames(page, n)   until the browser has drawn n more frames, each followed by a task
                            (what a click or a redraw schedules "after the frame" has run).
    settled(page)           after_frames(2), then until every finite CSS animation and
                            transition under way has finished: the layout a screenshot shows.
    No test sleeps: every wait is on a condition (docs/testing.md).

When a test fails, a screenshot of its page is saved as screenshots/FAILED-<test>.png.
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from tools import devserver

# The repository's build.py, loaded by path (a PyPI package named `build` may be installed).
_spec = importlib.util.spec_from_file_location("tycoon_build", ROOT / "build.py")
build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build)

CHROMIUM = os.environ.get("TYCOON_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
]
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1", "[::1]"}
LOCAL_SCHEMES = {"blob", "data", "file", "about", "chrome", "chrome-extension", "devtools"}
APP_READY_TIMEOUT_MS = 60_000
SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"

_SOURCES = ["py", "css", "index.html", "sw.js", "offline.js", "pyscript.toml", "package-lock.json", "build.py",
            "tools"]

# Reports every CSP violation of every document of the context to the Python side (init scripts
# and exposed bindings are not subject to the page's CSP).
CSP_LISTENER = """
document.addEventListener("securitypolicyviolation", (event) => {
  window.__tycoonCspViolation(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`
                              + ` (${event.sourceFile || location.href}:${event.lineNumber})`);
}, true);
"""


def is_external(url: str) -> bool:
    parts = urlsplit(url)
    if parts.scheme in LOCAL_SCHEMES:
        return False
    return (parts.hostname or "") not in LOCAL_HOSTS


def _dist_is_stale(dist: Path) -> bool:
    index = dist / "index.html"
    if not index.exists() or not (dist / "pyodide" / "pyodide.asm.wasm").exists():
        return True
    built = index.stat().st_mtime
    for name in _SOURCES:
        path = ROOT / name
        files = [path] if path.is_file() else (path.rglob("*") if path.exists() else [])
        if any(f.is_file() and "__pycache__" not in f.parts and f.stat().st_mtime > built for f in files):
            return True
    return False


@pytest.fixture(autouse=True)
def fresh_wording():
    """The UI's money unit and game wording are module state (set by a game screen, or by a test
    drawing one on CPython): each test starts and ends with the defaults, so one game's won or
    points never leak into the next test's dollars."""
    from ui.format import set_unit
    from ui.i18n import set_variant

    set_unit("")
    set_variant("")
    yield
    set_unit("")
    set_variant("")


@pytest.fixture(scope="session")
def site_dir() -> Path:
    if _dist_is_stale(build.DIST):  # xdist: the first worker builds, the others find it fresh
        build.build(when=lambda: _dist_is_stale(build.DIST))
    assert (build.DIST / "index.html").is_file(), "dist/ is not built: run python3 build.py build"
    assert (build.DIST / build.APP_ARCHIVE).is_file()
    return build.DIST


@pytest.fixture(scope="session")
def server(site_dir: Path):
    httpd, url = devserver.start_in_thread(site_dir)
    yield url
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture(scope="session")
def screenshot_dir() -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"rep_{report.when}", report)


def _open_page(browser, request, service_workers: str):
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-US",
                                  service_workers=service_workers)
    page = context.new_page()
    page.external_requests = []
    page.csp_violations = []
    page.console_errors = []

    def guard(route):
        if is_external(route.request.url):
            page.external_requests.append(route.request.url)
            route.abort()
        else:
            route.continue_()

    context.route("**/*", guard)
    context.expose_binding("__tycoonCspViolation", lambda _source, text: page.csp_violations.append(text))
    context.add_init_script(CSP_LISTENER)
    page.on("websocket", lambda ws: is_external(ws.url) and page.external_requests.append(ws.url))
    page.on("console", lambda msg: msg.type == "error" and page.console_errors.append(msg.text))
    page.on("pageerror", lambda error: page.console_errors.append(f"pageerror: {error}"))
    page.set_default_timeout(30_000)
    page.set_default_navigation_timeout(APP_READY_TIMEOUT_MS)
    yield page
    failed = getattr(request.node, "rep_call", None)
    if failed is not None and failed.failed:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in request.node.name)
        try:
            page.screenshot(path=str(SCREENSHOTS / f"FAILED-{safe}.png"), full_page=True)
        except Exception as error:  # noqa: BLE001 - best effort only
            print(f"could not save the failure screenshot: {error}")
    context.close()
    if failed is not None and failed.passed:
        assert page.external_requests == [], f"requests to other hosts: {page.external_requests}"
        assert page.csp_violations == [], f"Content-Security-Policy violations: {page.csp_violations}"


@pytest.fixture
def page(browser, request):
    yield from _open_page(browser, request, "block")


@pytest.fixture
def sw_page(browser, request):
    yield from _open_page(browser, request, "allow")


_READY_OR_ERROR = """() => {
    const error = document.querySelector('.py-error');
    if (error) return 'error: ' + error.textContent;
    const app = document.getElementById('app');
    return !document.getElementById('loading') && app && !app.hidden && 'ready';
}"""


def wait_app_ready(page, timeout: float = APP_READY_TIMEOUT_MS) -> None:
    """Wait until the UI has taken over (#loading removed, #app shown); fail on a Python error."""
    state = page.wait_for_function(_READY_OR_ERROR, timeout=timeout).json_value()
    if state != "ready":
        raise AssertionError(f"the app failed to start: {state}\nconsole errors: {page.console_errors}")


def ask_every_rich_card_window(page, names=("Player 1", "Player 2", "Ann", "Ben")) -> None:
    """Moves worked out on CPython meet every Rich Card window of the person; the page asks a
    person only from ฿50,000 unless they said otherwise (ui/prefs.py): these names say "every
    time", from the page's first script on."""
    people = json.dumps(dict.fromkeys(names, 0))
    page.add_init_script(f"localStorage.setItem('tycoon-table.prefs', JSON.stringify({{rich_ask_above: {people}}}))")


def open_app(page, server: str, path: str = "") -> None:
    page.goto(server + path)
    wait_app_ready(page)


# n frames, each followed by a task: the order the page itself uses (requestAnimationFrame, then
# setTimeout 0, as motion.py's chips and the driver's redraws) so whatever was scheduled by then ran.
_FRAMES = """(n) => new Promise((done) => {
  const next = (left) => left ? requestAnimationFrame(() => setTimeout(() => next(left - 1), 0)) : done();
  next(n);
})"""
# Every finite animation (the card flip, a chip, a hop) finished; infinite ones and the current
# square's pulse (css/board.css "glow": three pulses, ~4 s, changing only a veil's opacity) are left.
_ANIMATIONS_DONE = """async () => {
  const finite = document.getAnimations().filter((a) => a.playState === 'running' && a.animationName !== 'glow'
      && a.effect && a.effect.getComputedTiming().endTime !== Infinity);
  await Promise.all(finite.map((a) => a.finished.catch(() => null)));
}"""


def pick_lang(page, lang: str) -> None:
    """Click a language's button and wait until the page speaks it: a language's texts but English's
    are fetched the first time it is used (ui/lang_files.py)."""
    page.get_by_test_id(f"lang-{lang}").click()
    page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)


def after_frames(page, n: int = 2) -> None:
    page.evaluate(_FRAMES, n)


def settled(page) -> None:
    """The page as it will stay: two frames drawn (a resize's layout), then no finite animation
    running (a flip, a chip, a token's hop), then one more frame."""
    after_frames(page, 2)
    page.evaluate(_ANIMATIONS_DONE)
    after_frames(page, 1)


def start_seated_game(page, server: str, variant: str, seed: int, players: list, ready: str) -> None:
    """From the home page: pick `variant`, seat `players` ({"name", "bot"}) in order, start with
    `seed` at the instant bot speed, and wait until the JavaScript condition `ready` holds."""
    open_app(page, server, f"?seed={seed}")
    seat_and_start(page, variant, players, ready)


def seat_and_start(page, variant: str, players: list, ready: str) -> None:
    """From the home page already open: pick `variant`, seat `players`, start at the instant bot
    speed and wait until the JavaScript condition `ready` holds."""
    page.get_by_test_id(f"variant-{variant}").click()
    while page.locator("li[data-testid^='seat-']").count() < len(players):
        page.get_by_test_id("add-seat").click()
    for i, player in enumerate(players):
        page.get_by_test_id(f"seat-name-{i}").fill(player["name"])
        page.get_by_test_id(f"seat-bot-{i}").set_checked(player["bot"])
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("game").wait_for()
    page.select_option("#speed", "instant")
    page.wait_for_function(ready, timeout=60_000)


def roll_buy_and_end(page) -> None:
    """The human's Monopoly turn: roll, buy what can be bought, roll again after doubles, end."""
    page.get_by_test_id("action-roll").click()
    finish_turn(page)


def finish_turn(page) -> None:
    """The rest of a Monopoly turn after a roll: buy what can be bought, roll again after doubles, end."""
    for _ in range(10):  # doubles roll again; a property may be bought before the turn can end
        choice = page.locator('[data-testid="action-buy"], [data-testid="action-end_turn"], '
                              '[data-testid="action-roll"]').first
        choice.wait_for()
        testid = choice.get_attribute("data-testid")
        choice.click()
        if testid == "action-end_turn":
            break


def play_a_turn(page, seed: int = 5) -> str:
    """From the home screen: Monopoly, Start (a human and a bot), roll, buy what can be bought,
    end the turn, and wait until the bot has played and it is the human's turn again.
    Returns the game log."""
    page.get_by_test_id("variant-monopoly").click()
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("board").wait_for()
    roll_buy_and_end(page)
    page.get_by_test_id("action-roll").wait_for(timeout=60_000)  # the bot has played its turn
    log = page.get_by_test_id("log").inner_text()
    assert "rolled" in log and "It is" in log, log
    return log


# ---- accessibility helpers (issue 15): axe-core, pinned in package.json ------------------------

AXE_PATH = Path(os.environ.get("TYCOON_AXE", ROOT / "node_modules" / "axe-core" / "axe.min.js"))

_AXE_RUN = """async () => (await axe.run(document, {resultTypes: ['violations']})).violations
    .filter(v => v.impact === 'serious' || v.impact === 'critical')
    .map(v => v.id + ' (' + v.impact + '): ' + v.nodes.slice(0, 3)
        .map(n => n.target.join(' ') + ' — ' + (n.failureSummary || '').replace(/\\s+/g, ' ').slice(0, 200)).join(' | '))"""


def axe_source() -> str | None:
    """The text of axe.min.js (node_modules/axe-core, or $TYCOON_AXE), or None when it is missing."""
    return AXE_PATH.read_text(encoding="utf-8") if AXE_PATH.is_file() else None


def serious_violations(page) -> list:
    """axe-core's serious and critical violations on the page as it is now: 'rule (impact): where —
    why' per rule. axe is injected once per document."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        source = axe_source()
        assert source is not None, f"axe-core is missing at {AXE_PATH}: run npm ci"
        page.evaluate(source)
    return page.evaluate(_AXE_RUN)
