"""Playing the page like the policy in quick_policy.py: read the buttons and the board, wait for
the next choice, and carry a decision out with clicks (and typing where an amount is asked)."""

from quick_policy import parse

READ_PAGE = """() => {
    const acts = new Set();
    for (const el of document.querySelectorAll('#app [data-action]')) {
        const text = el.getAttribute('data-action');
        if (text.startsWith('0 ')) acts.add(text);
    }
    const squares = [];
    for (let i = 0; i < 40; i++) {
        const cell = document.querySelector(`[data-testid="square-${i}"]`);
        let owner = null;
        for (let s = 0; s < 11; s++) if (cell.classList.contains('owned-p' + s)) owner = s;
        const houses = cell.querySelector('.hotel') ? 5 : cell.querySelectorAll('.house').length;
        squares.push({owner, houses, mortgaged: cell.classList.contains('mortgaged')});
    }
    const panel = document.querySelector('[data-testid="player-0"]');
    return {acts: [...acts], squares, cash: Number(panel.dataset.cash)};
}"""

SETTLED = """n => {
    const centre = document.querySelector('.centre');
    if (!centre || Number(centre.dataset.render) <= n) return false;
    return !!(document.querySelector('[data-testid="game-over"]')
              || document.querySelector('[data-testid="status"][data-mode="human"][data-seat="0"]'));
}"""


def render_count(page) -> int:
    return int(page.locator(".centre").get_attribute("data-render") or 0)


def perform(page, decision: tuple) -> None:
    how, what = decision
    if how == "bid":
        page.get_by_test_id("bid-amount").fill(str(what))
        page.get_by_test_id("bid-custom").click()
    elif how == "cash":
        page.get_by_test_id("trade-amount").fill(str(what))
        page.get_by_test_id("trade-cash-mine").click()
    elif how == "open":
        page.get_by_test_id("player-0").locator(f'[data-action="{what}"]').click()
    elif how == "inspect":
        _kind, args = parse(what)
        page.get_by_test_id(f"square-{args[0]}").click()  # the board square opens its dialog
        page.get_by_test_id("inspector").locator(f'[data-action="{what}"]').click()
    else:
        button = page.locator(f'#app [data-action="{what}"]:visible').first
        if button.count() == 0:  # a property action inside the closed "Manage properties" box
            page.locator("details.manage summary").click()
            button = page.locator(f'#app [data-action="{what}"]:visible').first
        button.click()
