"""What the page's address and this device say when the app starts: the language (?lang=, the one
picked before, the browser's) and the game's seed (?seed=, else the clock)."""

import contextlib
from urllib.parse import parse_qs

from pyscript import window

from . import dom
from .i18n import LANGUAGES, PSEUDO, pick_language

STORE_LANG = "tycoon-table.lang"


def remember_lang(lang: str) -> None:
    """The language picked, for the next visit."""
    _store(STORE_LANG, lang)


def initial_lang() -> str:
    """?lang= (also the en-XA pseudo-locale, for layout tests), else the language picked before, else
    the first of the browser's languages we have (index.html's loading screen picks the same way)."""
    query = _query()
    if query.get("lang") in LANGUAGES or query.get("lang") == PSEUDO:
        return query["lang"]
    stored = _load(STORE_LANG)
    return stored if stored in LANGUAGES else pick_language(_browser_languages())


def _browser_languages() -> list:
    try:
        found = window.navigator.languages
        return [str(tag) for tag in found] if not dom.absent(found) else [str(window.navigator.language)]
    except Exception:  # noqa: BLE001 - no navigator (a test's stand-in window): English
        return []


def _query() -> dict:
    try:
        parsed = parse_qs(str(window.location.search).lstrip("?"))
    except Exception:  # noqa: BLE001 - no usable query string: no options
        return {}
    return {k: v[-1] for k, v in parsed.items() if v}


def seed_from_url() -> int:
    text = _query().get("seed", "")
    if text.lstrip("-").isdigit():
        return int(text)
    return int(window.Date.now()) % 2_147_483_647


def _store(key: str, value: str) -> None:
    with contextlib.suppress(Exception):  # storage off or full: the language is not remembered
        window.localStorage.setItem(key, value)


def _load(key: str):
    try:
        value = window.localStorage.getItem(key)
    except Exception:  # noqa: BLE001 - storage forbidden (file://, privacy settings)
        return None
    return None if dom.absent(value) else str(value)
