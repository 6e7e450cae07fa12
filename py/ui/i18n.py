"""The translator: one catalog per language, merged from
- the engine's texts: tycoon/core/texts/<lang>.py (shared) and each game's variants/<id>/texts/<lang>.py
  (squares, cards, log events, buttons);
- the UI's shared texts: ui/messages/<lang>.py, and the Lab's: ui/lab/texts/<lang>.py;
- each game's own UI texts beside the game: variants/<id>/texts/ui_<lang>.py (its screens, its own
  wording of shared keys) and help_<lang>.py (its rules page).
See docs/languages.md.

Lookup order: the chosen language, then English, then the key itself, so a missing text is
visible (never a crash). In each language, "<key>@<variant>" (the game on screen's own wording of a
shared message: Taiwan's top is spun, not rolled) comes before "<key>". Pure Python: no js
imports, testable on CPython.
"""

import importlib
from functools import lru_cache
from string import Formatter

from tycoon.core.texts import (
    LANGUAGES,  # the one list of languages (the UI's modules import it from here)
    text_packages,
)
from tycoon.core.texts import catalog as engine_catalog

DEFAULT = "en"
PSEUDO = "en-XA"  # English with accents, ~40% longer, in [brackets]: ?lang=en-XA only (layout tests), never listed
# A browser language (navigator.languages) -> ours, by its first subtag. Every Chinese tag (zh-TW, zh-HK,
# zh-Hant, and zh-CN too: the nearest we have) reads Traditional Chinese.
BROWSER = {"en": "en", "vi": "vi", "th": "th", "zh": "zh-Hant"}
_cache: dict[str, dict] = {}
VARIANT = [""]  # the game on screen (set_variant), whose "<key>@<variant>" texts come first
# Params that count things: a message with one of them at 1 reads "<key>_one" where the language has
# it (English "1 square"; Vietnamese, Thai and Chinese say it the same way for 1 and for 2).
COUNT_PARAMS = ("n", "count", "steps", "turns", "points", "notes", "tickets")


def set_variant(variant: str) -> None:
    VARIANT[0] = variant or ""


def _load(module: str) -> dict:
    """A module's MESSAGES, or {} when that module does not exist (a game with no help page yet)."""
    try:
        return dict(getattr(importlib.import_module(module), "MESSAGES", {}))
    except ModuleNotFoundError as error:
        if error.name and not module.startswith(error.name):  # a broken import inside: say so
            raise
        return {}


def pick_language(preferred) -> str:
    """The language of a first visit: the first of the browser's languages (navigator.languages, most
    wanted first) that we have, by its first subtag (th-TH -> th, zh-TW -> zh-Hant); else English."""
    for tag in preferred or ():
        found = BROWSER.get(str(tag).strip().replace("_", "-").split("-")[0].lower())
        if found:
            return found
    return DEFAULT


_ACCENTS = str.maketrans("aceinosuyAEIOUCDNSYZ", "àçéîñöšûýÅÉÎÖÛÇÐÑŠÝŽ")


def pseudo(template: str) -> str:
    """An English template in the pseudo-locale: accented, vowels doubled, padded with ~ to 140% of its
    words' length, in [brackets] so a clipped end shows; its {fields} kept as they are."""
    out, words, grown = [], 0, 2  # the brackets
    for part in split_template(template):
        if isinstance(part, str):
            words += len(part)
            grown += sum(c in "aeiouAEIOU" for c in part)
            text = "".join(c + c if c in "aeiouAEIOU" else c for c in part).translate(_ACCENTS)
            out.append(text.replace("{", "{{").replace("}", "}}"))
        else:
            out.append("{" + part[0] + (":" + part[1] if part[1] else "") + "}")
    if not template:
        return template
    return "[" + "".join(out) + "~" * max(0, -(-words * 2 // 5) - grown) + "]"


def forget(lang: str) -> None:
    """Read a language's catalog again next time (its texts have just arrived: ui/lang_files.py)."""
    _cache.pop(lang, None)


def catalog(lang: str) -> dict:
    """Every message of one language: the engine's texts, then the UI's (UI keys win)."""
    if lang == PSEUDO and lang not in _cache:
        _cache[lang] = {key: pseudo(text) for key, text in catalog(DEFAULT).items()}
    if lang not in _cache:
        code = lang.replace("-", "_")
        merged = engine_catalog(lang)
        merged.update(_load(f"ui.messages.{code}"))
        merged.update(_load(f"ui.messages.boards_{code}"))
        merged.update(_load(f"ui.lab.texts.{code}"))
        for package in text_packages():
            for part in ("ui", "help"):
                merged.update(_load(f"{package}.texts.{part}_{code}"))
        _cache[lang] = merged
    return _cache[lang]


class Translator:
    def __init__(self, lang: str = DEFAULT):
        self.lang = lang if lang in LANGUAGES or lang == PSEUDO else DEFAULT

    def set_lang(self, lang: str) -> None:
        if lang in LANGUAGES or lang == PSEUDO:
            self.lang = lang

    def catalog_keys(self):
        """The keys this language's catalog has (English's are the fallback: has() checks both)."""
        return catalog(self.lang).keys()

    def has(self, key: str) -> bool:
        return key in catalog(self.lang) or key in catalog(DEFAULT)

    def template(self, key: str) -> str:
        """The raw template of key, or the key itself when no catalog has it."""
        own = f"{key}@{VARIANT[0]}" if VARIANT[0] else None
        for lang in (self.lang, DEFAULT):
            found = catalog(lang)
            if own in found:
                return found[own]
            if key in found:
                return found[key]
        return key

    def parts(self, key: str) -> tuple:
        """Split the template into literal strings and (field, spec) pairs."""
        return split_template(self.template(key))

    def count(self, key: str, n, **params) -> str:
        """A message about n things: key + "_one" when n is 1 and that text exists ("1 house")."""
        return self(self.counted(key, {"n": n}), n=n, **params)

    def counted(self, key: str, params: dict) -> str:
        """The key to show for these params: key + "_one" ("moved 1 square") when a param that
        counts things (COUNT_PARAMS: n, count, steps, …) is 1 and this language has that text;
        else key. A "_one" text is for a message with one such param (tests/engine/test_plurals.py)."""
        one = f"{key}_one"
        if one not in catalog(self.lang):
            return key
        return one if any(params.get(name) == 1 for name in COUNT_PARAMS) else key

    def __call__(self, key: str, **params) -> str:
        """Translate with params already turned into text (missing fields stay as {name})."""
        out = []
        for part in split_template(self.template(key)):
            if isinstance(part, str):
                out.append(part)
            else:
                out.append(str(params.get(part[0], "{" + part[0] + "}")))
        return "".join(out)


@lru_cache(maxsize=4096)
def split_template(template: str) -> tuple:
    """'Pay {amount} to {owner}' -> ('Pay ', ('amount', ''), ' to ', ('owner', '')).

    A malformed template comes back whole as one literal, so it shows instead of crashing. Kept:
    a redraw translates ~50 texts from a few hundred templates."""
    try:
        parsed = list(Formatter().parse(template))
    except (ValueError, TypeError):
        return (template,)
    out = []
    for literal, field, spec, _conversion in parsed:
        if literal:
            out.append(literal)
        if field is not None:
            out.append((field, spec or ""))
    return tuple(out)
