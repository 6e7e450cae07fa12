"""Hotseat with secrets, in the page: three people share the device in a sealed phase. Each gets
a "pass the device to NAME" screen that shows nothing private, then their own choices and their
own secret (never another's), then the device goes to the next; the reveal ends the game.

The game is toy_secret (toy_secret.py), which the shipped app does not have: this test serves
the page an app.zip.gz with the toy added as tycoon/variants/toy_secret/. It has no board, no dice
and no screens of its own, so it also shows the shared screens need none of them."""

from __future__ import annotations

import io
import re
import zipfile
from pathlib import Path

import toy_secret
from conftest import build, open_app

NAMES = ["Ann", "Ben", "Cat"]
SEED = 4
NUMBERS = [(SEED * 7 + seat * 5) % 12 + 1 for seat in range(3)]  # as toy_secret deals them


def app_zip_with_toy(site_dir: Path) -> bytes:
    """The site's app.zip.gz with toy_secret added (gzipped as build.py ships it)."""
    out = io.BytesIO()
    with build.read_app(site_dir) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as dst:
        for item in src.infolist():
            data = src.read(item.filename)
            if item.filename == "tycoon/variants/__init__.py":
                data += b"\nfrom . import toy_secret  # noqa: F401 - added by tests/e2e/test_hotseat.py\n"
            dst.writestr(item, data)
        source = Path(toy_secret.__file__).read_text(encoding="utf-8")
        dst.writestr("tycoon/variants/toy_secret/__init__.py", source + "\n\nregister_toy()\n")
        dst.writestr("tycoon/variants/toy_secret/texts/__init__.py", "")
        dst.writestr("tycoon/variants/toy_secret/texts/en.py", f"MESSAGES = {toy_secret.TEXTS['en']!r}\n")
    return build.pack_app(out.getvalue())


def dealt(seat: int) -> str:
    return f"{NAMES[seat]} is dealt the secret number {NUMBERS[seat]}."


def test_three_people_pass_the_device_for_a_sealed_answer(page, server, site_dir, screenshot_dir):
    body = app_zip_with_toy(site_dir)
    page.route("**/app.zip.gz", lambda route: route.fulfill(status=200, body=body, content_type="application/gzip"))
    open_app(page, server, f"?seed={SEED}")
    page.get_by_test_id("variant-toy_secret").click()
    for seat, name in enumerate(NAMES):
        page.get_by_test_id(f"seat-name-{seat}").fill(name)
        page.get_by_test_id(f"seat-bot-{seat}").set_checked(False)
    page.get_by_test_id("start-game").click()
    log = page.get_by_test_id("log")
    for seat in range(3):
        curtain = page.get_by_test_id("pass-device")
        curtain.wait_for()
        assert curtain.get_attribute("data-seat") == str(seat)
        assert f"Pass the device to {NAMES[seat]}" in curtain.inner_text()
        assert "secret number" not in log.inner_text()  # nobody's secret behind the curtain
        assert page.locator("[data-action]").count() == 0
        if seat == 0:
            page.screenshot(path=str(screenshot_dir / "hotseat-pass.png"))
        page.get_by_test_id("pass-ready").click()
        page.get_by_test_id("status").filter(has_text=f"{NAMES[seat]}, what will you do?").wait_for()
        text = log.inner_text()
        assert dealt(seat) in text
        assert not any(dealt(other) in text for other in range(3) if other != seat)
        if seat == 1:
            assert page.get_by_test_id("answered-0").is_visible()  # Ann has answered, sealed
            assert "Ann has answered." in text
            page.screenshot(path=str(screenshot_dir / "hotseat-choose.png"))
        bids = page.locator(f'[data-action^="{seat} bid "]')
        assert bids.count() >= 2
        bids.nth(1).click()
    page.get_by_test_id("game-over").wait_for()
    text = log.inner_text()
    assert all(re.search(rf"{NAMES[s]} had {NUMBERS[s]} and bid \$\d+\.", text) for s in range(3))
    assert all(dealt(s) not in text for s in range(3))  # the spectator's log after the game: public only
    assert page.console_errors == []
    assert page.external_requests == []
