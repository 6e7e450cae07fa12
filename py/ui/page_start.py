"""What the page's address and this device say when the app starts: the language (?lang=, the one
picked before, the browser's) and the game's seed (?seed=, else the clock)."""

import contextlib

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
    """The address's ?name=value pairs (a name given twice: the last), read by the browser's own
    URLSearchParams: urllib.parse and the ipaddress module it imports took ~40 ms to compile at a
    first visit's start (the standard library comes as source)."""
    try:
        params = window.URLSearchParams.new(window.location.search)
        pairs = [(str(pair[0]), str(pair[1])) for pair in params.entries()]
    except Exception:  # noqa: BLE001 - no usable query string (a test's stand-in window): no options
        return {}
    return {name: value for name, value in pairs if value}


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
