"""Engine texts (squares, groups, cards, events, actions, phases): the shared ones here, one module
per language (core/texts/<lang>.py), and each variant's own beside it (variants/<id>/texts/<lang>.py).

Templates use str.format. Parameter names carry their type (see ui/format.py): player, owner,
payer, creditor → a seat; square → a square index; amount, price, cash, debt → money.
"""

import importlib

from ..variant import all_variants

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
    for variant in all_variants():
        for package in dict.fromkeys((f"tycoon.variants.{variant.id}", _package_of(variant))):
            merged.update(_messages(f"{package}.texts.{code}"))
    return merged


def _package_of(variant) -> str:
    """The package that defines a variant (the module of its new_state, one level up), so a
    variant registered from elsewhere (a test's toy) may carry texts beside it too."""
    module = getattr(variant.new_state, "__module__", "") or ""
    return module.rsplit(".", 1)[0] if "." in module else module
