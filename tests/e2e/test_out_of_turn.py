"""What players do besides rolling: a hotseat trade between two people with a counter-offer, the
property dialog, and rent that must be asked for (a person clicks it in their panel; a bot asks
on its own). Clicks only."""

from __future__ import annotations

from conftest import open_app
from pageplay import SETTLED, perform, render_count
from quick_policy import choose, new_memory, parse, play
from test_game import _axe_source, _serious_violations

CLAIM_PLAYERS = [{"name": "Ann", "bot": False}, {"name": "Bot 1", "bot": True}]
CLAIM_OPTIONS = {"rent_must_be_claimed": True, "starting_deeds": 3, "turn_limit": 8}
READ = """() => {
    const acts = new Set();
    for (const el of document.querySelectorAll('#app [data-action]')) {
        if (el.getAttribute('data-action').startsWith('0 ')) acts.add(el.getAttribute('data-action'));
    }
    const squares = [...Array(40).keys()].map(i => {
        const cell = document.querySelector(`[data-testid="square-${i}"]`);
        let owner = null;
        for (let s = 0; s < 11; s++) if (cell.classList.contains('owned-p' + s)) owner = s;
        return {owner, houses: cell.querySelectorAll('.house').length, mortgaged: cell.classList.contains('mortgaged')};
    });
    return {acts: [...acts], squares, cash: Number(document.querySelector('[data-testid="player-0"]').dataset.cash)};
}"""


def _claim_memory() -> dict:
    memory = new_memory()
    memory.update(bid=True, mortgaged=True, traded=True)  # buy, no auction, no mortgage, no trade
    return memory


def _both_claimed(state) -> bool:
    rents = [params for key, params in state.log if key == "rent_paid"]
    return any(p["owner"] == 0 for p in rents) and any(p["payer"] == 0 for p in rents)


def find_claim_seed() -> int:
    for seed in range(1, 200):
        report = play(seed, CLAIM_OPTIONS, CLAIM_PLAYERS, memory=_claim_memory(), until=_both_claimed)
        if _both_claimed(report["state"]):
            return seed
    raise AssertionError("no seed where both the human and the bot collect rent")


def _setup(page, names: list[str], bots: list[bool], checks: list[str], turn_limit: int) -> None:
    page.get_by_test_id("variant-monopoly").click()
    for i, (name, bot) in enumerate(zip(names, bots, strict=True)):
        page.get_by_test_id(f"seat-name-{i}").fill(name)
        page.get_by_test_id(f"seat-bot-{i}").set_checked(bot)
    for option in checks:
        page.get_by_test_id(f"option-{option}").check()
    page.get_by_test_id("option-turn_limit").fill(str(turn_limit))
    page.get_by_test_id("start-game").click()


def test_rent_is_asked_for_from_the_panel_and_bots_ask_on_their_own(page, server):
    seed = find_claim_seed()
    open_app(page, server, f"?seed={seed}")
    _setup(page, ["Ann", "Bot 1"], [False, True], ["rent_must_be_claimed", "starting_deeds"], 8)
    page.get_by_test_id("speed").select_option("instant")
    memory, clicked = _claim_memory(), []
    for _ in range(120):
        page.wait_for_function(SETTLED, arg=-1, timeout=60_000)
        log = page.get_by_test_id("log").inner_text()
        if clicked and "Ann paid" in log and "rent to Bot 1" in log:
            break
        assert not page.get_by_test_id("game-over").count(), "the game ended before both rents were asked for"
        facts = page.evaluate(READ)
        decision = choose(facts["acts"], facts["squares"], facts["cash"], memory)
        before = render_count(page)
        if parse(decision[1])[0] == "claim_rent":
            square = parse(decision[1])[1][0]
            button = page.get_by_test_id(f"claim-0-{square}")  # in Ann's own panel
            assert "Collect" in button.inner_text() and "Bot 1" in button.inner_text()
            assert "must ask for it" in log
            cash = int(page.get_by_test_id("player-0").get_attribute("data-cash"))
            button.click()
            clicked.append(square)
            page.wait_for_function(SETTLED, arg=before, timeout=60_000)
            assert int(page.get_by_test_id("player-0").get_attribute("data-cash")) > cash
            assert page.get_by_test_id(f"claim-0-{square}").count() == 0
        else:
            perform(page, decision)
            page.wait_for_function(SETTLED, arg=before, timeout=60_000)
    log = page.get_by_test_id("log").inner_text()
    assert clicked, "Ann never had rent to ask for"
    assert "Bot 1 paid" in log and "rent to Ann" in log
    assert "Ann paid" in log and "rent to Bot 1" in log  # the bot asked on its own (bot_interjection)
    assert page.console_errors == []


def test_hotseat_trade_with_a_counter_offer(page, server, screenshot_dir):
    open_app(page, server, "?seed=5")
    _setup(page, ["Ann", "Ben"], [False, False], ["starting_deeds"], 0)
    status = page.locator("[data-testid='status'][data-mode='human']")
    status.wait_for(timeout=30_000)
    first = int(status.get_attribute("data-seat"))
    other = 1 - first
    names = ["Ann", "Ben"]
    assert page.get_by_test_id(f"trade-open-{other}-{first}").is_visible()  # everyone may propose

    page.get_by_test_id(f"trade-open-{first}-{other}").click()
    trade = page.get_by_test_id("trade")
    assert f"{names[first]}, make your offer to {names[other]}" in trade.inner_text()
    assert not page.get_by_test_id("action-trade_send").count()  # nothing in it yet
    wanted = trade.get_by_test_id("trade-side-take").locator("button[data-action*=' trade_take ']").first
    index = int(wanted.get_attribute("data-action").split()[-1])
    wanted.click()
    assert page.get_by_test_id(f"trade-deed-{index}").get_attribute("aria-pressed") == "true"
    page.get_by_test_id("trade-amount").fill("50")
    page.get_by_test_id("trade-cash-mine").click()
    assert f"{names[first]} also pays {names[other]} $50." in page.get_by_test_id("trade-cash").inner_text()
    page.get_by_test_id("trade-amount").fill("999999")
    page.get_by_test_id("trade-cash-mine").click()
    assert "Type a whole number" in page.get_by_test_id("error").inner_text()
    page.get_by_test_id("action-trade_send").click()

    offer = page.get_by_test_id("trade")
    assert f"{names[other]}, {names[first]} offers you a trade!" in offer.inner_text()
    assert status.get_attribute("data-seat") == str(other)
    if _axe_source() is not None:
        assert _serious_violations(page) == [], "trade offer"
    page.get_by_test_id("action-trade_counter").click()
    assert f"{names[other]}, make your offer to {names[first]}" in page.get_by_test_id("trade").inner_text()
    page.get_by_test_id("trade-amount").fill("100")
    page.get_by_test_id("trade-cash-theirs").click()
    assert f"{names[first]} also pays {names[other]} $100." in page.get_by_test_id("trade-cash").inner_text()
    page.get_by_test_id("action-trade_send").click()

    assert f"{names[first]}, {names[other]} offers you a trade!" in page.get_by_test_id("trade").inner_text()
    cash = [int(page.get_by_test_id(f"player-{s}").get_attribute("data-cash")) for s in (0, 1)]
    page.get_by_test_id("action-trade_accept").click()
    assert page.get_by_test_id("trade").count() == 0
    assert page.get_by_test_id(f"player-{first}").get_by_test_id(f"chip-{index}").count() == 1
    after = [int(page.get_by_test_id(f"player-{s}").get_attribute("data-cash")) for s in (0, 1)]
    assert after[first] == cash[first] - 100 and after[other] == cash[other] + 100
    log = page.get_by_test_id("log").inner_text()
    assert f"{names[first]} accepted the trade with {names[other]}." in log

    # The deed's property dialog, from the panel: owner, and what may be done with it (priced).
    page.get_by_test_id(f"player-{first}").get_by_test_id(f"chip-{index}").click()
    inspector = page.get_by_test_id("inspector")
    assert f"Owner: {names[first]}" in inspector.inner_text()
    mortgage = inspector.get_by_test_id("inspect-mortgage")
    assert "Mortgage" in mortgage.inner_text() and "(+$" in mortgage.inner_text()
    page.screenshot(path=str(screenshot_dir / "property.png"))
    if _axe_source() is not None:
        assert _serious_violations(page) == [], "property dialog"
    mortgage.click()
    assert "Lift mortgage" in inspector.get_by_test_id("inspect-lift").inner_text()
    assert "mortgaged" in page.get_by_test_id(f"square-{index}").get_attribute("class")
    page.get_by_test_id("inspect-close").click()
    assert page.get_by_test_id("inspector").count() == 0
    assert page.console_errors == []
