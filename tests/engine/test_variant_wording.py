"""A shared message in a game's own words ("<key>@<variant>", ui/i18n.py): Taiwan has no dice but
a spinning top, so its undo help speaks of the top (issue 36). Pure Python."""

from __future__ import annotations

import pytest
from ui.i18n import LANGUAGES, Translator, set_variant


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_undo_help_of_taiwan_speaks_of_the_top_and_monopolys_of_the_dice(lang):
    tr = Translator(lang)
    try:
        set_variant("monopoly")
        dice = tr("ui.help.undo")
        set_variant("taiwan")
        top = tr("ui.help.undo")
    finally:
        set_variant("")
    assert top != dice
    word = {"en": ("top", "dice"), "vi": ("con quay", "xúc xắc"), "th": ("ลูกข่าง", "ลูกเต๋า"),
            "zh-Hant": ("陀螺", "骰子")}[lang]
    assert word[0] in top and word[1] not in top and word[1] in dice
