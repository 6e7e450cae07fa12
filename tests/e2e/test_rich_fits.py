"""Rich fits (issue 37 §4): on a laptop the board's centre is a box inside the spiral, and its
choices ran below it, under the track ("ไม่ซื้อประกันเพิ่ม" and Borrow half under the bottom row: a
click on a button's middle landed on the board; the professions' second row cut off). Now a choice
box that does not fit is scrolled to show its buttons. Checked at each of four sizes: every
control whose middle is in sight (inside the window and every box that clips it) is what the
browser finds at its middle — nothing lies over it — and, on a laptop, every control of the
choice box lies wholly inside the centre."""

from __future__ import annotations

import pytest
from bot_saves import save_when
from conftest import after_frames, open_app

SIZES = {"1366x768": (1366, 768), "1280x720": (1280, 720), "390x844": (390, 844), "1920x1080": (1920, 1080)}
PHASES = ("profession", "insure", "fliplock")
NAMES = ["Ann", "Bot 1", "Bot 2", "Bot 3"]

COVERED = """() => [...document.querySelectorAll('#app button, #app select, #app input')].filter(b => {
    const r = b.getBoundingClientRect();
    if (!(r.width > 0 && r.height > 0)) return false;
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
    for (let a = b.parentElement; a; a = a.parentElement) {  // scrolled out of a box: not in sight
        const style = getComputedStyle(a);
        if (/(auto|scroll|hidden)/.test(style.overflowX + style.overflowY)) {
            const c = a.getBoundingClientRect();
            if (x < c.left || x > c.right || y < c.top || y > c.bottom) return false;
        }
    }
    return true;
}).filter(b => {
    const r = b.getBoundingClientRect(), at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !(at && (at === b || b.contains(at)));
}).map(b => b.dataset.testid || b.getAttribute('data-action') || b.textContent.trim().slice(0, 40))"""


CUT = """() => {
    const centre = document.querySelector('.centre').getBoundingClientRect();
    return [...document.querySelectorAll('.centre .rich-box button, .centre .rich-box select')].filter(b => {
        const r = b.getBoundingClientRect();
        return r.width > 0 && (r.top < centre.top - 1 || r.bottom > centre.bottom + 1);
    }).map(b => b.dataset.testid || b.getAttribute('data-action') || b.textContent.trim().slice(0, 40));
}"""


@pytest.fixture(scope="module")
def saves_by_phase(tmp_path_factory) -> dict:
    folder = tmp_path_factory.mktemp("rich-fits")
    found = {}
    for phase in PHASES:
        path = folder / f"{phase}.json"
        save_when(path, lambda state, p=phase: state.chance is None and state.phase == p and state.actor == 0, 4,
                  variant="rich", seats=4, limit=20_000, names=NAMES)
        found[phase] = path
    return found


@pytest.mark.parametrize("size", SIZES)
def test_buttons_hit_test_at_four_sizes(page, server, screenshot_dir, saves_by_phase, size):
    width, height = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    for phase in PHASES:
        open_app(page, server, "?lang=th")
        page.get_by_test_id("import-file").set_input_files(str(saves_by_phase[phase]))
        page.locator("[data-testid='status'][data-mode='human']").wait_for(timeout=60_000)
        page.evaluate("document.getElementById('offline-status').hidden = true")  # a passing toast
        after_frames(page, 3)  # the choice box scrolled into view after the frame (ui/dom.py)
        choices = page.locator(".centre [data-action]")
        assert choices.count(), f"{phase}: no choice on screen"
        assert page.evaluate(COVERED) == [], f"{phase} at {size}: covered controls"
        first = choices.first.bounding_box()
        assert first["y"] >= 0 and first["y"] + first["height"] <= height, f"{phase} at {size}: the choice is out of sight"
        if width > 640:  # the centre is a box in the spiral: all of the choice box's controls in it
            assert page.evaluate(CUT) == [], f"{phase} at {size}: controls cut by the board's centre"
        page.screenshot(path=str(screenshot_dir / f"rich-fits-{phase}-{size}.png"))
    assert page.console_errors == []


@pytest.mark.parametrize("size", ["1366x768", "1280x720", "390x844"])
def test_the_end_is_a_page_of_its_own(page, server, screenshot_dir, tmp_path, size):
    """The end (the count, the standings, the story chart) takes the whole board on a laptop — not
    a 1,620 px scroll inside the spiral's centre — and nothing lies over its buttons."""
    width, height = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    save_when(tmp_path / "over.json", lambda state: state.over, 4, variant="rich", seats=4, limit=20_000, names=NAMES)
    open_app(page, server, "?lang=th")
    page.get_by_test_id("import-file").set_input_files(str(tmp_path / "over.json"))
    page.get_by_test_id("game-over").wait_for(timeout=60_000)
    page.evaluate("document.getElementById('offline-status').hidden = true")
    after_frames(page, 3)
    if width > 640:
        board = page.get_by_test_id("board").bounding_box()
        centre = page.locator(".centre").bounding_box()
        assert centre["width"] >= board["width"] - 20 and centre["height"] >= board["height"] - 20, (centre, board)
    assert page.evaluate(COVERED) == [], f"the end at {size}: covered controls"
    page.screenshot(path=str(screenshot_dir / f"rich-fits-over-{size}.png"))
    assert page.console_errors == []
