"""A save that cannot be opened, in plain words: a SaveError's (or a slot's) code and params as a
sentence of the player's language (ui.load.<code>). Pure Python (CPython-testable)."""

import re

from .format import SEPARATORS

PLAYER_FIELD = re.compile(r"^players\[(\d+)\]\.(.+)$")

NUMBERS = ("count", "limit", "length", "step", "total", "version", "newest", "min", "max", "line", "column")


def number(value, lang: str) -> str:
    if isinstance(value, int) and not isinstance(value, bool):
        return f"{value:,}".replace(",", SEPARATORS.get(lang, ","))
    return str(value)


def megabytes(size, lang: str) -> str:
    text = f"{size / 1024 / 1024:.1f}"
    return (text.replace(".", ",") if lang == "vi" else text) + " MB"


def explain(tr, code: str, params: dict) -> str:
    key = f"ui.load.{code}"
    if not tr.has(key):
        key, params = "ui.load.internal", {}
    shown = {}
    for name, value in params.items():
        shown[name] = number(value, tr.lang) if name in NUMBERS else str(value)
    if "seat" in params:
        shown["n"] = number(int(params["seat"]) + 1, tr.lang)
    if code == "too_big":
        shown["size"], shown["limit"] = megabytes(params["size"], tr.lang), megabytes(params["limit"], tr.lang)
    found = PLAYER_FIELD.match(str(params.get("where", "")))
    if found:  # players[0].cash -> player 1's cash
        shown["where"] = tr("ui.load.where_player", n=int(found.group(1)) + 1, field=found.group(2))
    if "expected" in params:
        shown["expected"] = tr(f"ui.load.kind_{params['expected']}")
    return tr(key, **shown)
