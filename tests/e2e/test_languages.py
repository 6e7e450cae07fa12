"""The four languages in the browser (issue 14): the first visit takes the browser's language and
the loading screen already speaks it; a switch mid-game in every game redraws in the new language
and changes nothing of the game; the en-XA pseudo-locale (longer, accented) clips or overflows no
text of the main screens; screenshots of the home screen and one game screen in every language
(tests/e2e/screenshots/lang-*.png, looked at for tofu: empty boxes where a font lacks a script).
"""

from __future__ import annotations

import pytest
from conftest import APP_READY_TIMEOUT_MS, open_app, wait_app_ready
from conftest import seat_and_start as seat_players
from test_phone import LAPTOP, OVERFLOWING
from ui.i18n import LANGUAGES, PSEUDO

THREE = [{"name": "Ann", "bot": False}, {"name": "Bot 1", "bot": True}, {"name": "Bot 2", "bot": True}]
HUMAN = """() => !!document.querySelector('[data-testid=status][data-mode=human]')
                || !!document.querySelector('[data-testid=pass-device]')"""
# What a game is, without its words: the log's event numbers, the choices offered (data-action is
# the engine's action, not its label), who is asked, each player's panel's figures (萬 counted out).
STATE = """() => ({
    log: [...document.querySelectorAll('[data-testid=log] [data-n]')].map(e => e.dataset.n),
    actions: [...document.querySelectorAll('[data-action]')].map(e => e.dataset.action).sort(),
    status: [...document.querySelectorAll('[data-testid=status], [data-testid=pass-device]')]
        .map(e => (e.dataset.mode || '') + ':' + (e.dataset.seat || '')),
    figures: [...document.querySelectorAll('[data-testid^=player-]')].map(e => (e.innerText
        .replace(/(\\d[\\d.,]*)萬/g, (_m, n) => String(Number(n.replace(/[.,]/g, '')) * 10000))  // $360萬 (Easy Money)
        .match(/\\d[\\d.,]*/g) || [])
        .map(n => n.replace(/[.,]/g, '')).join(' ')),
})"""
# Every button, label, heading and short text box whose words are cut or spill over its edge.
CLIPPED = """() => {
    const out = [];
    const selector = 'button, label, legend, h1, h2, h3, summary, .badge, .status-main, .meta, th, td, select';
    for (const el of document.querySelectorAll('#app ' + selector.split(', ').join(', #app '))) {
        const r = el.getBoundingClientRect(), style = getComputedStyle(el);
        if (!r.width || !r.height || style.visibility === 'hidden' || !el.innerText.trim()) continue;
        if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'auto' && style.overflowX !== 'scroll')
            out.push(`${el.tagName}.${el.className} "${el.innerText.slice(0, 40)}" ${el.scrollWidth}>${el.clientWidth}`);
    }
    return out.slice(0, 12);
}"""
WORDS = {"en": "Choose a game", "vi": "Chọn trò chơi", "th": None, "zh-Hant": "選擇遊戲"}


def game_state(page) -> dict:
    return page.evaluate(STATE)


def seat_and_start(page, variant: str) -> None:
    """From the home screen: `variant` with a human and bots, at the instant bot speed, until the
    human is asked (or the device is to be passed to them)."""
    seat_players(page, variant, THREE[:2] if variant in {"monopoly", "taiwan"} else THREE, HUMAN)


@pytest.mark.parametrize("variant", ["monopoly", "taiwan", "easymoney", "babylon", "rich"])
def test_switching_language_mid_game_changes_only_the_words(page, server, variant):
    open_app(page, server, "?seed=7")
    seat_and_start(page, variant)
    before = game_state(page)
    assert before["log"] and (before["actions"] or before["status"]), before
    for lang in [*[code for code in LANGUAGES if code != "en"], "en"]:
        page.get_by_test_id(f"lang-{lang}").click()
        page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
        page.get_by_test_id("game").wait_for()
        assert game_state(page) == before, f"switching to {lang} changed the game"
        text = page.locator("#app").inner_text()
        assert "{" not in text and "ui." not in text, f"{lang}: a placeholder or raw key shows"
        assert page.get_by_test_id(f"lang-{lang}").get_attribute("aria-pressed") == "true"
    assert page.console_errors == []


@pytest.mark.parametrize("locale,lang", [("zh-TW", "zh-Hant"), ("th-TH", "th"), ("vi-VN", "vi"), ("fr-FR", "en")])
def test_a_first_visit_speaks_the_browsers_language_and_a_choice_is_remembered(browser, server, locale, lang):
    context = browser.new_context(locale=locale, service_workers="block")
    try:
        page = context.new_page()
        page.goto(server)
        page.wait_for_function("() => !!document.getElementById('load-status')"
                               " || document.documentElement.hasAttribute('data-ready')")
        assert page.evaluate("document.documentElement.lang") == lang  # already on the loading screen
        page.wait_for_function("() => document.documentElement.hasAttribute('data-ready')",
                               timeout=APP_READY_TIMEOUT_MS)
        assert page.evaluate("document.documentElement.lang") == lang
        assert page.get_by_test_id(f"lang-{lang}").get_attribute("aria-pressed") == "true"
        if WORDS.get(lang):
            assert WORDS[lang] in page.locator("#app").inner_text()
        other = "en" if lang != "en" else "zh-Hant"
        page.get_by_test_id(f"lang-{other}").click()
        page.reload()
        wait_app_ready(page)
        assert page.evaluate("document.documentElement.lang") == other, "the choice was not remembered"
        assert page.get_by_test_id(PSEUDO).count() == 0 and page.get_by_test_id(f"lang-{PSEUDO}").count() == 0
    finally:
        context.close()


def assert_fits(page, where: str) -> None:
    found = page.evaluate(OVERFLOWING)
    assert found["scroll"] <= found["width"], f"{where}: the page scrolls sideways: {found}"
    assert not found["out"], f"{where}: elements past the screen's edge: {found['out']}"
    clipped = page.evaluate(CLIPPED)
    assert not clipped, f"{where}: text cut or spilling over: {clipped}"


@pytest.mark.parametrize("variant", ["monopoly", "taiwan", "easymoney", "babylon", "rich"])
def test_the_pseudo_locale_clips_nothing(page, server, variant, screenshot_dir):
    """en-XA is English ~40% longer, accented: the home, setup and game screens still fit."""
    page.set_viewport_size(LAPTOP)
    open_app(page, server, f"?lang={PSEUDO}&seed=7")
    assert page.evaluate("document.documentElement.lang") == PSEUDO
    assert "Çhöö" in page.locator("#app").inner_text()  # [Çhöößéé àà gààméé]
    assert page.locator(f"[data-testid=lang-{PSEUDO}]").count() == 0, "en-XA is not offered"
    assert_fits(page, "home")
    page.get_by_test_id(f"variant-{variant}").click()
    assert_fits(page, "setup")
    page.get_by_test_id("setup-back").click() if page.get_by_test_id("setup-back").count() else open_app(
        page, server, f"?lang={PSEUDO}&seed=7")
    seat_and_start(page, variant)
    page.screenshot(path=str(screenshot_dir / f"lang-{PSEUDO}-{variant}.png"))
    assert_fits(page, "game")


SHOTS = [("en", "monopoly"), ("vi", "babylon"), ("th", "easymoney"), ("zh-Hant", "taiwan"), ("zh-Hant", "monopoly"),
         ("zh-Hant", "easymoney"), ("th", "rich"), ("zh-Hant", "rich")]


def test_screenshots_in_every_language(page, server, screenshot_dir):
    """Home in the four languages, and a game screen each (Chinese: three games)."""
    page.set_viewport_size(LAPTOP)
    assert {lang for lang, _variant in SHOTS} == set(LANGUAGES)
    homes = set()
    for lang, variant in SHOTS:
        open_app(page, server, f"?lang={lang}&seed=7")
        if lang not in homes:
            homes.add(lang)
            page.screenshot(path=str(screenshot_dir / f"lang-{lang}-home.png"))
        seat_and_start(page, variant)
        page.screenshot(path=str(screenshot_dir / f"lang-{lang}-{variant}.png"))
        assert page.evaluate("document.documentElement.lang") == lang
    assert page.console_errors == []
