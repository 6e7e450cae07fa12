"""Engine texts (squares, groups, cards, events, actions, phases): the shared ones here, one module
per language (core/texts/<lang>.py), and each variant's own beside it (variants/<id>/texts/<lang>.py).

Templates use str.format. Parameter names carry their type (see ui/format.py): player, owner,
payer, creditor → a seat; square → a square index; amount, price, cash, debt → money.
"""

import importlib
import sys

from ..variant import game_ids, others

# The languages (code -> its own name), the one list: the UI imports it from here (ui/i18n.py).
LANGUAGES = {"en": "English", "vi": "Tiếng Việt", "th": "ภาษาไทย", "zh-Hant": "繁體中文"}


def _messages(module: str) -> dict:
    """A module's MESSAGES, or {} when that language (or that module) does not exist."""
    try:
        return dict(getattr(importlib.import_module(module), "MESSAGES", {}))
    except ModuleNotFoundError as error:
        if error.name and not module.startswith(error.name):  # a broken import inside: say so
            raise
        return {}


def catalog(lang: str) -> dict:
    """Every engine text of one language: core texts, then every registered variant's."""
    code = lang.replace("-", "_")
    merged = _messages(f"{__name__}.{code}")
    for package in text_packages():
        merged.update(_messages(f"{package}.texts.{code}"))
    return merged


def text_packages() -> list:
    """The packages whose texts/ the catalogs merge: every game's (without loading its rules: a
    game's texts sit beside it, tycoon/variants/<id>/texts/), then any other registered variant's
    (a test's toy)."""
    games = [f"tycoon.variants.{game_id}" for game_id in game_ids()]
    return list(dict.fromkeys(games + [_package_of(variant) for variant in others()]))


def _package_of(variant) -> str:
    """The package that defines a variant (its new_state's module if that is a package, else
    the package holding that module), so a variant registered from elsewhere (a test's toy) may
    carry texts beside it too."""
    module = getattr(variant.new_state, "__module__", "") or ""
    if hasattr(sys.modules.get(module), "__path__"):
        return module
    return module.rsplit(".", 1)[0] if "." in module else module
