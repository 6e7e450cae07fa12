"""From a USB stick in Firefox ESR: Debian's firefox-esr, driven by puppeteer-core over WebDriver
BiDi (tools/firefox_file.mjs), with Firefox's default security.fileuri.strict_origin_policy=true
(puppeteer turns it off; the script turns it back on and a probe shows that one file:// page
cannot read a sibling file). dist/index.html switches to the standalone page, the game starts
and a turn is played, and after a reload Continue resumes the saved game; no request leaves the
machine, no CSP violation, no console error (errors the driver's own hand-over logs in index.html's
realm, with no stack and never seen by the page, are kept apart: tools/firefox_file.mjs)."""

from __future__ import annotations

import json
import subprocess

import pytest
from conftest import build


def run_firefox(*args: str) -> dict:
    if not build.FIREFOX.exists():
        pytest.fail(f"{build.FIREFOX} is missing: python3 build.py test installs Debian's firefox-esr")
    done = subprocess.run(["node", str(build.ROOT / "tools" / "firefox_file.mjs"), *args],
                          check=False, capture_output=True, text=True, timeout=400, cwd=build.ROOT)
    lines = done.stdout.strip().splitlines()
    assert done.returncode == 0 and lines, f"exit {done.returncode}\n{done.stdout}\n{done.stderr}"
    return json.loads(lines[-1])


def test_firefox_file_url_plays_with_strict_origin_policy(site_dir):
    report = run_firefox("play", (site_dir / "index.html").as_uri() + "?seed=5")
    assert "error" not in report, report.get("error")
    assert report["browser"].startswith("firefox/")
    assert report["strictPref"] is True
    assert report["probe"] == "blocked: SecurityError", report["probe"]
    assert report["url"].endswith("/standalone/index.html?seed=5")
    assert "rolled" in report["log"] and "It is" in report["log"]
    assert report["banner"] == [], report["banner"]  # saves are on from file:// too
    assert report["resumed"] == report["panels"] and len(report["panels"]) == 2
    assert report["external"] == []
    assert report["csp"] == []
    assert report["console"] == []


def test_firefox_a_name_with_a_direction_override_survives_reload_and_continue(site_dir):
    """Issue 35: a name typed with U+202E (RIGHT-TO-LEFT OVERRIDE) played and saved, then Continue
    refused the game after a reload. The engine keeps the name without it, and the game opens."""
    report = run_firefox("play", (site_dir / "index.html").as_uri() + "?seed=5", "\u202eAnna")
    assert "error" not in report, report.get("error")
    assert report["names"][0] == "Anna" and report["problem"] is None
    assert report["resumedNames"] == report["names"] and report["resumed"] == report["panels"]
    assert not any("\u202e" in text for text in report["listed"] + report["panels"])
    assert report["console"] == [] and report["external"] == []
