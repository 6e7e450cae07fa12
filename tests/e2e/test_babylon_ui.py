"""The Richest Man in Babylon's own screens (py/ui/variants/babylon/).

In the browser (the screens on CPython, with the stand-in DOM: test_babylon_screens.py):

(a) One person against ten bots, played to the closing ceremony through the UI only: the ruby
    auction, the look step, Check/Secret/neither, the offer picker, each round's results, the
    reveal, the ranking and the chart; the person's clicks are counted (reported in the output).
(b) Two people and nine bots on one device: each private step comes after a "pass the device to
    NAME" screen; while it is one person's secret step, the page shows that person's secrets only
    — checked against everyone's gems and scores as the ceremony reveals them at the end — and
    no other seat's choices; the pass screens and the spectator's screens show nobody's secrets.

Screenshots, laptop (1366×768) and phone (390×844): tests/e2e/screenshots/babylon-*.png."""

from __future__ import annotations

import itertools
import re

from conftest import open_app
from test_game import _serious_violations
from test_phone import LAPTOP, PHONE, assert_nothing_overflows

SEED = 3  # seats 0 and 1 both hold a ruby (the "seed" rubies: 7 of 11 seats, at random)
BOTS = [f"Bot {i}" for i in range(1, 11)]
CHOICE = """() => !!document.querySelector('[data-testid=status][data-mode=human]')
                 || !!document.querySelector('[data-testid=pass-device]')
                 || !!document.querySelector('[data-testid=game-over]')"""
GEMS = ("pearl", "garnet", "amethyst", "emerald")


# ---- in the browser ---------------------------------------------------------------------------

def start(page, server: str, people: list) -> None:
    open_app(page, server, f"?seed={SEED}")
    page.get_by_test_id("variant-babylon").click()
    while page.locator("li[data-testid^='seat-']").count() < 11:
        page.get_by_test_id("add-seat").click()
    names = people + BOTS[: 11 - len(people)]
    for i, name in enumerate(names):
        page.get_by_test_id(f"seat-name-{i}").fill(name)
        page.get_by_test_id(f"seat-bot-{i}").set_checked(i >= len(people))
    page.get_by_test_id("start-game").click()
    page.get_by_test_id("game").wait_for()
    page.select_option("#speed", "instant")


def render_count(page) -> int:
    return int(page.locator(".centre").get_attribute("data-render") or 0)


def next_choice(page, before: int) -> None:
    page.wait_for_function(f"() => Number(document.querySelector('.centre').dataset.render) > {before}")
    page.wait_for_function(CHOICE, timeout=60_000)


def shoot(page, screenshot_dir, name: str, shots: set) -> None:
    """Laptop and phone screenshots of the screen now (once per name)."""
    if name in shots:
        return
    shots.add(name)
    page.set_viewport_size(LAPTOP)
    page.screenshot(path=str(screenshot_dir / f"babylon-laptop-{name}.png"))
    assert_nothing_overflows(page)
    assert _serious_violations(page) == [], name
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(screenshot_dir / f"babylon-phone-{name}.png"), full_page=True)
    assert_nothing_overflows(page)
    page.set_viewport_size(LAPTOP)


class Clicks:
    def __init__(self, page):
        self.page, self.count = page, 0

    def click(self, locator) -> None:
        locator.click()
        self.count += 1


def send(page, clicks: Clicks, screenshot_dir, shots: set) -> None:
    """The sealed answer just clicked shows what it says first: Send (issue 38 §5)."""
    seal = page.get_by_test_id("bb-seal")
    seal.wait_for()
    assert page.get_by_test_id("seal-what").inner_text().strip()
    shoot(page, screenshot_dir, "seal", shots)
    clicks.click(page.get_by_test_id("seal-send"))


def offer(page, clicks: Clicks, screenshot_dir, shots: set) -> str:
    """One price chip per gem (₩2,000,000 a ticket), Send the offer, Send again."""
    for gem in GEMS:
        chip = page.get_by_test_id(f"price-{gem}-4")  # 2.0 million each (one ticket, or all in round 4)
        if chip.count() and chip.is_enabled():
            clicks.click(chip)
    button = page.get_by_test_id("bb-send")
    assert button.is_enabled()
    assert re.search(r"Sell .* at ₩2,000,000", button.inner_text()), button.inner_text()
    shoot(page, screenshot_dir, "offer", shots)
    clicks.click(button)
    send(page, clicks, screenshot_dir, shots)
    return "offer"


def secret_offer(page, clicks: Clicks, screenshot_dir, shots: set) -> str:
    """Secret toggled in the offer picker, then the offers: one Send / Change says both."""
    toggle = page.get_by_test_id("secret-toggle")
    clicks.click(toggle)
    assert toggle.get_attribute("aria-pressed") == "true"
    shoot(page, screenshot_dir, "secret-offer", shots)
    for gem in GEMS:
        chip = page.get_by_test_id(f"price-{gem}-4")
        if chip.count() and chip.is_enabled():
            clicks.click(chip)
    clicks.click(page.get_by_test_id("bb-send"))
    page.get_by_test_id("bb-seal").wait_for()
    said = page.get_by_test_id("seal-what").inner_text()
    assert "Secret" in said and "Sell" in said, said
    shoot(page, screenshot_dir, "seal-secret", shots)
    clicks.click(page.get_by_test_id("seal-send"))
    return "secret-offer"


def play_secret_step(page, clicks: Clicks, seat: int, screenshot_dir, shots: set) -> str:
    """One choice of the person at `seat` (auction, look, privilege, offer, talisman, deathmatch);
    returns the phase it was."""
    box = page.locator(".bb-box").first
    testid = box.get_attribute("data-testid")
    if testid == "bb-auction":
        shoot(page, screenshot_dir, "auction", shots)
        if "room" not in shots and page.locator("[data-testid=pass-device]").count() == 0:
            page.select_option("#speed", "slow")  # long enough to see the dice room
        clicks.click(page.locator(".bb-numbers button").first)
        send(page, clicks, screenshot_dir, shots)
        if "room" not in shots and page.locator("#speed").input_value() == "slow":
            page.locator("[data-testid=bb-room] .bb-room-row.done").nth(2).wait_for(timeout=60_000)
            shoot(page, screenshot_dir, "room", shots)
            page.select_option("#speed", "instant")
        return "auction"
    if testid == "bb-look":
        assert "These are your secrets" in box.inner_text()
        shoot(page, screenshot_dir, "look", shots)
        clicks.click(page.locator(f'[data-action="{seat} ready"]'))
        return "look"
    if testid == "bb-privilege":
        if page.get_by_test_id("bb-results").count():
            shoot(page, screenshot_dir, "results", shots)
        check = page.locator(f'[data-action^="{seat} check "]')
        secret = page.locator(f'[data-action="{seat} secret"]')
        below = page.get_by_test_id("bb-offer").count() > 0  # one visit: the offers on the same screen
        if check.count():
            shoot(page, screenshot_dir, "privilege", shots)
            clicks.click(check.first)
            send(page, clicks, screenshot_dir, shots)
        elif secret.count() and not below:
            clicks.click(secret)
            send(page, clicks, screenshot_dir, shots)
        elif page.get_by_test_id("secret-toggle").count():  # one visit: Secret goes with the offers
            return secret_offer(page, clicks, screenshot_dir, shots)
        elif not below:
            clicks.click(page.locator(f'[data-action="{seat} none"]'))  # the plain go-on: no question
        else:  # neither: the offers alone say so
            assert not page.locator(f'[data-action="{seat} none"]').count()
            return offer(page, clicks, screenshot_dir, shots)
        return "privilege"
    if testid == "bb-offer":
        if page.get_by_test_id("secret-toggle").count():
            return secret_offer(page, clicks, screenshot_dir, shots)
        return offer(page, clicks, screenshot_dir, shots)
    if testid == "bb-choice":
        shoot(page, screenshot_dir, "ceremony-choice", shots)
        clicks.click(page.locator(".bb-choose button").first)
        return "choice"
    raise AssertionError(f"an unknown choice: {testid}: {box.inner_text()}")


def ceremony_facts(page) -> dict:
    """seat -> {"gems": [...], "score": n} from the ranking of the ceremony (everything revealed)."""
    found = {}
    for row in page.locator("[data-testid^=rank-]").all():
        seat = int(row.get_attribute("data-testid").split("-")[1])
        cells = row.locator("td")
        gems = [g for g in GEMS if row.locator(f".gem-{g}").count()]
        doubles = {g: row.locator(f".gem-{g}").count() for g in gems}
        found[seat] = {"gems": sorted(g for g in gems for _ in range(doubles[g])),
                       "score": int(cells.nth(2).inner_text())}
    return found


def test_one_person_plays_eleven_seats_to_the_ceremony(page, server, screenshot_dir):
    page.set_viewport_size(LAPTOP)
    start(page, server, ["Ann"])
    clicks, shots, phases = Clicks(page), set(), []
    page.wait_for_function(CHOICE, timeout=60_000)
    while not page.get_by_test_id("game-over").count():
        assert not page.get_by_test_id("pass-device").count()  # one person: no privacy screen
        before = render_count(page)
        phases.append(play_secret_step(page, clicks, 0, screenshot_dir, shots))
        next_choice(page, before)
    over = page.get_by_test_id("game-over")
    assert page.get_by_test_id("bb-ceremony").is_visible()
    assert page.locator("[data-testid^=rank-]").count() == 11
    assert page.locator("[data-testid^=value-]").count() == 4
    assert page.locator(".bb-chart-svg polyline").count() == 11
    # a run of "X has answered" is one line of the log (issue 38 §8: eleven lines per secret step)
    answered = page.evaluate("""() => [...document.querySelectorAll('[data-testid=log] .entry')]
        .map((el) => el.hasAttribute('data-answered') ? JSON.parse(el.dataset.answered).length : 0)""")
    assert max(answered) >= 5 and all(a == 0 or b == 0 for a, b in itertools.pairwise(answered))
    assert page.locator("[data-testid^=talisman-]").count() >= 1  # the seat cards carry the marks
    text = over.inner_text()
    assert "Ranking" in text and "Earnings by round" in text and "₩" in text
    page.evaluate("document.querySelector('[data-testid=game-over]').scrollIntoView()")
    shoot(page, screenshot_dir, "ceremony", shots)
    page.get_by_test_id("lang-vi").click()  # the same ceremony in Vietnamese
    page.get_by_test_id("bb-ceremony").filter(has_text="Bảng xếp hạng").wait_for()
    assert "₩" in page.get_by_test_id("bb-ceremony").inner_text()
    page.evaluate("document.querySelector('[data-testid=game-over]').scrollIntoView()")
    shoot(page, screenshot_dir, "ceremony-vi", shots)
    # The Lab from the finished game: what each player could have worked out, beside the truth
    values = {g: page.get_by_test_id(f"value-{g}").locator("strong").inner_text() for g in GEMS}
    page.get_by_test_id("lab-open").click()
    inferred = page.get_by_test_id("lab-inferred")
    assert inferred.locator("tbody tr").count() == 12  # the true values, then the eleven players
    assert {td.get_attribute("data-gem"): td.inner_text() for td in inferred.locator("tr[data-truth] td").all()} \
        == values
    inferred.scroll_into_view_if_needed()
    shoot(page, screenshot_dir, "lab-inferred-vi", shots)
    page.get_by_test_id("lab-close").click()
    print(f"\nBabylon, 1 person + 10 bots: {clicks.count} clicks in the game ({len(phases)} choices: {phases})")
    assert phases.count("offer") + phases.count("secret-offer") >= 3 and "privilege" in phases and "look" not in phases
    assert clicks.count <= 30
    assert page.console_errors == []


def _private_snapshot(page) -> dict:
    """What the screen shows now that could be private."""
    gems = [g for g in GEMS for el in page.locator(f"[data-testid=my-gem-{g}]").all()
            for _ in range(2 if "×2" in el.inner_text() else 1)]
    score = page.get_by_test_id("my-score")
    watched = page.get_by_test_id("my-watched")
    return {
        "secrets": page.get_by_test_id("my-secrets").count(),
        "owner": page.get_by_test_id("my-secrets").first.inner_text() if page.get_by_test_id("my-secrets").count() else "",
        "gems": sorted(gems),
        "score": int(score.inner_text().split()[0]) if score.count() else None,
        "watched": watched.inner_text() if watched.count() else "",
        "actions": sorted({a.split(" ")[0] for a in page.eval_on_selector_all(
            "#app [data-action]", "els => els.map(e => e.getAttribute('data-action'))")}),
        "log": page.get_by_test_id("log").inner_text(),
        "room_scores": page.locator(".bb-room-score").count(),
    }


def test_two_people_pass_the_device_and_never_see_each_others_secrets(page, server, screenshot_dir):
    page.set_viewport_size(LAPTOP)
    people = ["Ann", "Ben"]
    start(page, server, people)
    page.wait_for_function(CHOICE, timeout=60_000)
    shots = {"room", "auction", "look", "privilege", "offer", "results", "ceremony-choice"}  # test (a) takes those
    clicks, steps, passes, spectator, handed, done = Clicks(page), [], 0, [], None, []
    while not page.get_by_test_id("game-over").count():
        curtain = page.get_by_test_id("pass-device")
        if curtain.count():
            seat = int(curtain.get_attribute("data-seat"))
            seen = _private_snapshot(page)
            assert f"Pass the device to {people[seat]}" in curtain.inner_text()
            assert seen["secrets"] == 0 and seen["actions"] == [] and seen["room_scores"] == 0
            assert "Your gems:" not in seen["log"] and "In the dice room" not in seen["log"]
            assert "Check: your" not in seen["log"]
            if passes == 0:
                page.screenshot(path=str(screenshot_dir / "babylon-laptop-pass.png"))
            passes += 1
            handed = seat
            before = render_count(page)
            clicks.click(page.get_by_test_id("pass-ready"))
            page.wait_for_function(f"() => Number(document.querySelector('.centre').dataset.render) > {before}")
            continue
        status = page.get_by_test_id("status")
        seat = int(status.get_attribute("data-seat"))
        seen = _private_snapshot(page)
        phase = page.locator(".bb-box").first.get_attribute("data-testid")
        if phase != "bb-choice":  # every secret step comes in its own person's visit (after a pass screen)
            assert handed == seat, (seat, phase, handed)
        page.screenshot(path=str(screenshot_dir / f"babylon-2p-{len(steps):02d}-{people[seat]}-{phase}.png"))
        steps.append((seat, phase, seen))
        assert seen["actions"] in ([str(seat)], []), seen["actions"]  # nobody else's buttons
        before = render_count(page)
        done.append(play_secret_step(page, clicks, seat, screenshot_dir, shots))
        next_choice(page, before)
        if not page.get_by_test_id("pass-device").count() and not page.get_by_test_id("game-over").count() \
                and page.get_by_test_id("status").get_attribute("data-mode") != "human":
            spectator.append(_private_snapshot(page))
    facts = ceremony_facts(page)
    assert len(facts) == 11
    names = {name: seat for seat, name in enumerate(people + BOTS)}
    private = [(seat, phase, seen) for seat, phase, seen in steps if phase != "bb-auction"]
    assert {seat for seat, _p, _s in private} == {0, 1}
    for seat, phase, seen in private:
        other = 1 - seat
        assert seen["secrets"] == 1 and people[seat] in seen["owner"], (seat, phase)
        assert seen["gems"] == facts[seat]["gems"], (seat, phase, seen["gems"], facts[seat])
        assert seen["score"] == facts[seat]["score"]
        assert people[other] not in seen["owner"]
        for line in filter(None, seen["watched"].splitlines()):  # a watched score is that player's score
            name, points = line.split(":")
            assert int(points.split()[0]) == facts[names[name.strip()]]["score"], line
        dealt = re.findall(r"Your gems: (.+?) and (.+?)\.", seen["log"])
        assert len(dealt) <= 1  # only one's own deal in one's own log
    for seen in spectator:  # between answers, bots playing: a spectator's view
        assert seen["secrets"] == 0 and seen["room_scores"] == 0 and "Your gems:" not in seen["log"]
    # one visit per person per round (issue 38 §2): a round's Check or Secret and its offers are one
    # visit, the look at one's secrets is part of round 1's; and one for the auction
    assert "look" not in done and done.count("offer") >= 2 and done.count("privilege") >= 2, done
    assert done.count("secret-offer") == 2, done  # each person's Secret went with their offers
    assert passes == done.count("auction") + done.count("offer") + done.count("secret-offer"), (passes, done)
    print(f"\nBabylon, 2 people + 9 bots: {passes} pass-the-device screens, {clicks.count} clicks, "
          f"{done.count('offer')} offers")
    assert page.console_errors == []
