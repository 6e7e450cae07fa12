"""The rules help in the browser (issue 15): in every game, "Rules" in the top bar opens a dialog
(role=dialog, labelled by its title, focus inside) with the game's sections and a contents list, in
the language of the screen (English, then another language); Escape closes it and gives focus back to
the button; a "why?" on a real log line opens the page at the section of its rule, marked and in view,
and each log line reaches the live region once, its "why?" already inside. The setup screen opens
the same page. Screenshots: tests/e2e/screenshots/help-<variant>-laptop.png and -phone.png."""

from __future__ import annotations

import pytest
from conftest import open_app, seat_and_start
from test_phone import LAPTOP
from ui.help.pages import section_ids, title_key
from ui.i18n import Translator

PHONE_SMALL = {"width": 375, "height": 667}
HUMAN = """() => !!document.querySelector('[data-testid=status][data-mode=human]')
                || !!document.querySelector('[data-testid=pass-device]')"""
THREE = [{"name": "Ann", "bot": False}, {"name": "Bot 1", "bot": True}, {"name": "Bot 2", "bot": True}]
OTHER = {"monopoly": "vi", "taiwan": "zh-Hant", "rich": "th", "easymoney": "zh-Hant", "babylon": "vi"}
FOCUS_IN_DIALOG = "() => !!document.activeElement && !!document.activeElement.closest('[role=dialog][data-testid=help]')"
# Every node added to the log, as it arrives: is it one entry, and is its "why?" (if it has a rule)
# already inside it? A button added later would be a second announcement of the same line.
WATCH_LOG = """() => {
    window.__logAdds = [];
    const log = document.querySelector('[data-testid=log]');
    new MutationObserver(records => {
        for (const r of records) for (const n of r.addedNodes) {
            window.__logAdds.push({target: r.target === log, entry: n.nodeType === 1 && n.classList.contains('entry'),
                                   why: n.nodeType === 1 && (!n.dataset.why || !!n.querySelector('button.why'))});
        }
    }).observe(log, {childList: true, subtree: true});
}"""


def titles(variant: str, lang: str) -> list:
    tr = Translator(lang)
    return [tr(title_key(variant, section)) for section in section_ids(variant)]


def check_page(page, variant: str, lang: str) -> None:
    dialog = page.locator("[role=dialog][data-testid=help]")
    dialog.wait_for()
    assert dialog.get_attribute("aria-modal") == "true"
    label = page.locator("#" + dialog.get_attribute("aria-labelledby"))
    assert Translator(lang)(f"variant.{variant}.name") in label.inner_text()
    assert dialog.get_attribute("lang") == lang
    page.wait_for_function(FOCUS_IN_DIALOG)
    shown = page.locator("[data-testid^=help-section-] h3").all_inner_texts()
    assert shown == titles(variant, lang), f"{variant} in {lang}: sections {shown}"
    toc = page.locator("[data-testid^=help-toc-]").all_inner_texts()
    assert toc == titles(variant, lang)
    bodies = page.locator("[data-testid^=help-section-] p").all_inner_texts()
    text = " ".join(bodies)
    assert len(bodies) >= len(shown) and "{" not in text and "help." not in text, text[:300]


def close_with_escape(page, back_to: str) -> None:
    page.keyboard.press("Escape")
    page.locator("[data-testid=help]").wait_for(state="detached")
    assert page.evaluate(f"() => document.activeElement.matches({back_to!r})"), \
        page.evaluate("() => document.activeElement.outerHTML.slice(0, 200)")


@pytest.mark.parametrize("variant", ["monopoly", "taiwan", "rich", "easymoney", "babylon"])
def test_rules_from_the_game_in_two_languages_and_why_on_a_log_line(page, server, screenshot_dir, variant):
    page.set_viewport_size(LAPTOP)
    open_app(page, server, "?seed=7")
    seat_and_start(page, variant, THREE[:2] if variant in {"monopoly", "taiwan"} else THREE, HUMAN)
    page.evaluate(WATCH_LOG)

    # "Rules" in the top bar: the page in English; Escape gives focus back to the button
    page.get_by_test_id("help-open").click()
    check_page(page, variant, "en")
    page.get_by_test_id("help-toc-end").click()
    assert page.evaluate("() => document.activeElement.dataset.section") == "end"
    page.screenshot(path=str(screenshot_dir / f"help-{variant}-laptop.png"))
    close_with_escape(page, "[data-testid=help-open]")

    # another language: the same sections, in its words
    lang = OTHER[variant]
    page.get_by_test_id(f"lang-{lang}").click()
    page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
    page.evaluate(WATCH_LOG)  # the game screen was rebuilt in the new language
    page.get_by_test_id("help-open").click()
    check_page(page, variant, lang)
    close_with_escape(page, "[data-testid=help-open]")

    # a "why?" on a real log line opens its rule's section, marked, in view and focused
    why = page.locator("[data-testid=log] .entry[data-why] button.why").first
    why.wait_for()
    section = why.get_attribute("data-section")
    entry = why.locator("xpath=..")
    assert entry.get_attribute("data-why") == section
    assert Translator(lang)("ui.rules.why") not in entry.inner_text()  # the line's text is the event's alone
    assert why.is_visible() and why.bounding_box()["width"] >= 24
    rule = Translator(lang)(title_key(variant, section))
    assert why.get_attribute("aria-label") == Translator(lang)("ui.rules.why_label", rule=rule)
    why.click()
    target = page.get_by_test_id(f"help-section-{section}")
    target.wait_for()
    assert "highlight" in target.get_attribute("class")
    assert page.locator(".help-section.highlight").count() == 1
    assert page.evaluate("() => document.activeElement.dataset.section") == section
    assert target.locator("h3").inner_text() == rule
    box, view = target.bounding_box(), page.get_by_test_id("help-body").bounding_box()
    assert box["y"] >= view["y"] - 2 and box["y"] < view["y"] + view["height"] - 20, (box, view)
    page.set_viewport_size(PHONE_SMALL)
    page.get_by_test_id(f"help-toc-{section}").click()
    page.screenshot(path=str(screenshot_dir / f"help-{variant}-phone.png"))
    fits = page.evaluate("() => [document.documentElement.scrollWidth, innerWidth]")
    box = page.locator("[data-testid=help]").bounding_box()
    assert box["width"] <= PHONE_SMALL["width"] and box["height"] <= PHONE_SMALL["height"], box
    assert fits[0] <= fits[1], fits
    close_with_escape(page, "button.why")

    # every line reached the live region once, as one entry with its "why?" already in it
    adds = page.evaluate("() => window.__logAdds")
    assert all(a["target"] and a["entry"] and a["why"] for a in adds), adds[:10]
    assert page.console_errors == []


def test_rules_from_the_setup_screen_with_the_tables_options(page, server):
    open_app(page, server)
    page.get_by_test_id("variant-monopoly").click()
    page.get_by_test_id("help-open").click()
    check_page(page, "monopoly", "en")
    tr = Translator("en")
    assert tr("help.table.none") in page.get_by_test_id("help-section-table").inner_text()
    assert "With 4 houses" in page.get_by_test_id("help-section-building").inner_text()
    # Tab and Shift+Tab stay in the dialog
    for key in ["Tab"] * (len(section_ids("monopoly")) + 4) + ["Shift+Tab"] * 4:
        page.keyboard.press(key)
        assert page.evaluate(FOCUS_IN_DIALOG), key
    page.get_by_test_id("help-close").click()
    page.locator("[data-testid=help]").wait_for(state="detached")
    assert page.evaluate("() => document.activeElement.dataset.testid") == "help-open"

    # the Quick game's options: the page says what they change, with the options' own numbers
    page.get_by_test_id("quick-game").click()
    page.get_by_test_id("help-open").click()
    table = page.get_by_test_id("help-section-table").inner_text()
    assert tr("help.monopoly.opt.hotel_after", houses=3) in table
    assert tr("help.monopoly.opt.turn_limit", rounds=60) in table
    assert tr("help.monopoly.opt.end_at_first_bankruptcy") in table
    assert "With 3 houses" in page.get_by_test_id("help-section-building").inner_text()
    close_with_escape(page, "[data-testid=help-open]")
    assert page.console_errors == []
