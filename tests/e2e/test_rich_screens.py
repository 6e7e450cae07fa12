"""ริช รวยพลิกล็อค (Rich)'s own screens (py/ui/variants/rich/) drawn on CPython with the stand-in DOM
(fakedom.py) from real engine states: the track as a winding path (a spiral on a wide screen, a
snake on a phone), the squares' names, pictures and amounts, money in baht, the panels, the
profession table, the insurance offer, Good / Bad luck, Flip-Lock with its counting aid, the Rich
Card window, the personal numbers and the TYCOON ranking. Each screen shows no raw message key
and offers only legal actions as buttons. The same game in the browser: test_rich_ui.py, which
plays the game `pick_game` finds here."""

from __future__ import annotations

import functools
import itertools
import re
from fractions import Fraction

import fakedom  # noqa: F401 - first: it installs the stand-in pyscript that the ui modules import
import pytest
from stubs import StubApp, click
from tycoon.core import advance_chance, apply_action, find_variant, legal_actions, new_game, play_automatic, view
from ui.format import Context, money, set_unit
from ui.i18n import Translator, set_variant
from ui.variants import hooks_for
from ui.variants.rich import choices, ending, fliplock, panel, reaction, track

BOARD = find_variant("rich").board
HOOKS = hooks_for("rich")
PLAYERS = [{"name": "Ann", "bot": False}, {"name": "Bot 1", "bot": True}, {"name": "Bot 2", "bot": True}]
RAW = re.compile(r"\b(ui|action|event|square|job|cover|card|context|phase)\.[a-z_]+\.?[a-z_]*|\{[a-z_]+\}")
HUMAN_TURN = """() => !!document.querySelector('[data-testid=status][data-mode=human][data-seat="0"]')
                    || !!document.querySelector('[data-testid=game-over]')"""


# ---- the human's policy and the game both test modules play ---------------------------------------
def until_human(state) -> None:
    while play_automatic(state) is not None:
        pass


def choose(state):
    """Name the Actor; roll; buy Auto insurance once; play Flip-Lock on Good / Bad luck, guessing the
    side with the better chance; play the first Rich Card offered; take the first free number."""
    shown, actions = view(state, 0), legal_actions(state, 0)
    by_kind = {a.kind: a for a in actions}
    phase = shown["phase"]
    if phase == "profession":
        return next(a for a in actions if a.args == ("actor",))
    if phase == "insure":
        auto = next((a for a in actions if a.args == ("auto",)), None)
        return auto if auto is not None and not shown["players"][0]["insurance"] else by_kind["done"]
    if phase == "luck":
        return by_kind["fliplock"]
    if phase == "fliplock":
        chance = shown["flip"]["chance"]
        side = "higher" if Fraction(chance["higher"]) >= Fraction(chance["lower"]) else "lower"
        return next(a for a in actions if a.args == (side,))
    if phase == "react":
        return next(a for a in actions if a.kind == "play")
    return by_kind.get("roll") or actions[0]


def plan(seed: int) -> dict | None:
    """The human's moves to the end and where things first happen: a Flip-Lock whose result the
    human still sees (the next thing to answer comes before any roll), a Rich Card played, a
    profession roll, the personal numbers. None when one of them never happens."""
    state = new_game("rich", PLAYERS, seed, {})
    moves, first = [], {}
    while len(moves) < 80:
        until_human(state)
        if state.over:
            break
        shown = view(state, 0)
        if fliplock.finished_flip(_screen(state), shown) is not None and shown["flip"]["player"] == 0:
            first.setdefault("flip_result", len(moves))
        action = choose(state)
        first.setdefault(shown["phase"], len(moves))
        if shown["phase"] == "fliplock" and len(shown["flip"]["shown"]) == 3:
            first.setdefault("flip_mid", len(moves))
        moves.append(str(action))
        apply_action(state, action)
    if not state.over or not {"fliplock", "react", "flip_result", "numbers", "luck", "insure"} <= set(first):
        return None
    return {"seed": seed, "moves": moves, "first": first}


@functools.cache
def pick_game() -> dict:
    found = [p for p in (plan(seed) for seed in range(1, 80)) if p]
    assert found, "no seed gives the human a Flip-Lock with its result, a Rich Card, Good/Bad luck and numbers"
    return min(found, key=lambda p: (len(p["moves"]), p["seed"]))


def replay(seed: int, moves: list):
    state = new_game("rich", PLAYERS, seed, {})
    for move in moves:
        until_human(state)
        action = next(a for a in legal_actions(state, 0) if str(a) == move)
        apply_action(state, action)
    until_human(state)
    return state


# ---- drawing on CPython ------------------------------------------------------------------------
class StubScreen:
    def __init__(self, state, lang: str = "en"):
        self.ctx = Context(Translator(lang), "rich", [p["name"] for p in state.players], BOARD)
        self.app = StubApp(state, self.ctx)
        self.squares, self.labels, self.selected, self.hooks = BOARD, ["A", "B1", "B2"], None, HOOKS


def _screen(state, lang: str = "en"):
    return StubScreen(state, lang)


@pytest.fixture(autouse=True)
def rich_wording():
    set_variant("rich")
    set_unit(HOOKS.money_key)
    yield
    set_variant("")
    set_unit("")


@pytest.fixture(scope="module")
def game() -> dict:
    return pick_game()


def assert_words(el) -> None:
    text = el.textContent
    assert not RAW.search(text), f"a raw key or placeholder: {RAW.search(text).group(0)!r} in {text!r}"


def buttons(el) -> list:
    return [b for b in el.walk() if b.tagName == "BUTTON"]


def assert_only_legal(el, state, seat: int = 0) -> None:
    legal = {str(a) for a in legal_actions(state, seat)}
    for button in buttons(el):
        action = button.getAttribute("data-action")
        assert action in legal, (action, legal)


def _state_at(game, phase: str, key: str | None = None):
    index = game["first"][key or phase]
    state = replay(game["seed"], game["moves"][:index])
    assert state.phase == phase or key, (state.phase, phase)
    return state


def centre(state, lang: str = "en") -> list:
    screen = _screen(state, lang)
    shown = view(state, 0)
    parts = [p for p in HOOKS.centre_parts(screen, shown, legal_actions(state, 0), {"mode": "human", "seat": 0})
             if p is not None]
    return screen, shown, parts


def test_the_track_winds_as_a_spiral_on_a_wide_screen_and_a_snake_on_a_phone():
    cells = track.path(len(BOARD))
    assert len(cells) == 67 == len(BOARD)
    wide = [(c["style"]["--r"], c["style"]["--c"]) for c in cells]
    phone = [(c["style"]["--pr"], c["style"]["--pc"]) for c in cells]
    assert len(set(wide)) == 67 and len(set(phone)) == 67
    for a, b in itertools.pairwise(wide):  # each square touches the next: a path, never a jump
        assert abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1, (a, b)
    for a, b in itertools.pairwise(phone):
        assert abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1, (a, b)
    assert wide[0] == (1, 1) and all(1 <= r <= track.ROWS and 1 <= c <= track.COLS for r, c in wide)
    # the centre (rows 3–8, columns 3–10 of css/rich.css) is free of squares
    assert not [rc for rc in wide if 3 <= rc[0] <= 8 and 3 <= rc[1] <= 10]
    assert max(c for _r, c in phone) == 6 and phone[6] == (2, 6), "the second row runs right to left"
    # the other games' boards are what they were
    assert hooks_for("monopoly").path(40) is None and hooks_for("easymoney").path(30) is None


def test_each_square_shows_its_picture_thai_name_translation_and_amount():
    ctx = Context(Translator("en"), "rich", [], BOARD)
    for data in BOARD:
        name = HOOKS.square_name(ctx, data)
        assert_words(name)
        thai = [el for el in name.walk() if el.className == "th"]
        assert thai and thai[0].textContent, data
        assert track.icon(data), data
    side_job = HOOKS.square_name(ctx, BOARD[2]).textContent
    assert "รับงานพิเศษตอนเย็น" in side_job and "Evening side job" in side_job and "+฿40,000" in side_job
    assert "−฿40,000" in HOOKS.square_name(ctx, BOARD[4]).textContent
    assert "−฿150,000" in HOOKS.square_name(ctx, BOARD[8]).textContent  # the car crash's damage
    assert "฿4,000/pt" in HOOKS.square_name(ctx, BOARD[5]).textContent
    assert track.split_name("เส้นชัย 1 Finish 1") == ("เส้นชัย 1", "Finish 1")
    assert track.split_name("หยุดพัก") == ("หยุดพัก", "")
    vi = HOOKS.square_name(Context(Translator("vi"), "rich", [], BOARD), BOARD[10]).textContent
    assert "พลิกล็อค" in vi and "Lật kèo" in vi


def test_money_is_baht():
    assert money(240_000, "en") == "฿240,000"
    assert money(240_000, "vi") == "240.000 ฿"


def test_the_profession_screen_offers_the_six_with_numbers_salary_and_expected(game):
    state = new_game("rich", PLAYERS, game["seed"], {})
    advance_chance(state)  # the deck is dealt and each player draws a card: then the professions
    screen, _, parts = centre(state)
    box = parts[0]
    assert box.getAttribute("data-testid") == "profession"
    assert_words(box)
    assert_only_legal(box, state)
    assert len(buttons(box)) == 6
    actor = box.by_testid("job-actor")[0]
    assert "6" in actor.textContent and "10" in actor.textContent and "฿90,000" in actor.textContent
    assert "On average ฿101,666" in actor.textContent
    click(actor)
    assert [str(a) for a in screen.app.acted] == ["0 job actor"]
    until = replay(game["seed"], game["moves"][:1])  # the human's roll is done; the bots named theirs
    parts = centre(until)[2]
    result = view(until, 0)["last_job"]
    assert result is not None
    words = choices.job_result(_screen(until), view(until, 0)).textContent
    assert f"rolled {result['total']}" in words
    assert all(not RAW.search(p.textContent) for p in parts)


def test_the_panel_shows_job_insurance_cards_and_marks(game):
    state = _state_at(game, "react")
    shown = view(state, 0)
    screen = _screen(state)
    for seat, player in enumerate(shown["players"]):
        found = panel.badges(screen, shown, seat)
        text = " ".join(b.textContent for b in found)
        assert not RAW.search(text), text
        for card in player["cards"]:
            assert Translator("en")(f"card.rich.{card}") in text
        if player["job"]:
            assert money(player["salary"]) in text
            job = next(b for b in found if b.getAttribute("data-testid") == f"job-{seat}").textContent
            assert ("×2" in job) == player["doubled"]
        for cover in player["insurance"]:
            assert Translator("en")(f"cover.rich.{cover}") in text


def test_insurance_offers_the_three_covers_and_no_more(game):
    state = _state_at(game, "insure")
    _, _, parts = centre(state)
    box = next(p for p in parts if p.getAttribute("data-testid") == "insure")
    assert_words(box)
    assert_only_legal(box, state)
    text = box.textContent
    assert "Car crash" in text and "House fire" in text and "Hospital" in text
    assert box.by_testid("insure-done")[0].textContent == "No more insurance"
    assert box.by_testid("rich-borrow")[0].textContent.startswith("Borrow ฿180,000")


def test_good_or_bad_luck_is_two_big_choices_with_the_chance(game):
    state = _state_at(game, "luck")
    _, shown, parts = centre(state)
    box = parts[0]
    assert_words(box)
    assert_only_legal(box, state)
    assert fliplock.percent(shown["luck"]["chance"]) == "22%"
    assert "22%" in box.by_testid("luck-flip")[0].textContent
    assert money(shown["luck"]["sure"]) in box.by_testid("luck-sure")[0].textContent


def test_fliplock_shows_the_cards_turned_up_the_counting_aid_and_the_chances(game):
    state = _state_at(game, "fliplock")
    _, shown, parts = centre(state)
    box = parts[0]
    flip = shown["flip"]
    assert_words(box)
    assert_only_legal(box, state)
    cards = [el for el in box.walk() if "rich-fcard" in el.className.split()]
    assert len(cards) == 6
    assert [c.getAttribute("data-card") for c in cards if "up" in c.className.split()] == [str(c) for c in flip["shown"]]
    assert len([c for c in cards if "down" in c.className.split()]) == flip["down"]
    counts = box.by_testid("flip-counts")[0].textContent
    assert f"{flip['higher']} higher" in counts and f"{flip['lower']} lower" in counts and f"{flip['equal']} equal" in counts
    for side in ("higher", "lower"):
        assert fliplock.percent(flip["chance"][side]) in box.by_testid(f"guess-{side}")[0].textContent
    assert "Pass: +฿" in box.by_testid("flip-stakes")[0].textContent
    assert fliplock.percent("1/300") == "0.3%" and fliplock.percent("1/2", "vi") == "50%"


def test_the_fliplock_result_stays_until_the_next_move(game):
    state = _state_at(game, view_phase(game), "flip_result")
    shown = view(state, 0)
    box = fliplock.finished_flip(_screen(state), shown)
    assert box is not None and box.by_testid("flip-result")
    assert ("Passed" in box.textContent) == (shown["flip"]["result"] == "pass")
    assert not buttons(box)


def view_phase(game) -> str:
    state = replay(game["seed"], game["moves"][:game["first"]["flip_result"]])
    return state.phase


def test_the_rich_card_window_says_whose_money_and_what_each_card_does(game):
    state = _state_at(game, "react")
    _, shown, parts = centre(state)
    box = next(p for p in parts if p.getAttribute("data-testid") == "reaction")
    window = shown["window"]
    assert_words(box)
    assert_only_legal(box, state)
    assert money(window["amount"]) in box.textContent
    plays = [b for b in buttons(box) if b.getAttribute("data-action").split()[1] == "play"]
    assert len(plays) == len(window["mine"]) >= 1
    assert box.by_testid("keep-cards")[0].textContent == "Keep my cards"
    for el in plays:
        note = next(c for c in el.walk() if c.className == "rich-play-note")
        assert note.textContent


def test_personal_numbers_show_owners_and_offer_the_free_ones(game):
    state = _state_at(game, "numbers")
    _, shown, parts = centre(state)
    box = parts[0]
    assert_words(box)
    assert_only_legal(box, state)
    free = {a.args[0] for a in legal_actions(state, 0) if a.kind == "number"}
    assert {int(b.getAttribute("data-action").split()[2]) for b in buttons(box)} == free
    for number, seat in shown["owners"].items():
        assert shown["players"][seat]["name"] in box.by_testid(f"number-{number}")[0].textContent


def test_the_end_crowns_the_tycoon_and_ranks_by_final_worth(game):
    state = replay(game["seed"], game["moves"])
    assert state.over
    shown = view(state, 0)
    table = ending.standings(_screen(state), shown)
    assert_words(table)
    winners = shown["winners"]
    assert "TYCOON" in table.textContent
    first = table.by_testid(f"rank-{winners[0]}")[0]
    assert money(shown["players"][winners[0]]["worth"]) in first.textContent
    assert HOOKS.worth_event == "rich_final_worth"


def test_every_screen_reads_in_vietnamese(game):
    for phase in ("profession", "insure", "luck", "fliplock", "react", "numbers"):
        state = replay(game["seed"], game["moves"][:game["first"][phase]])
        assert state.phase == phase
        screen, shown, parts = centre(state, "vi")
        for part in parts:
            assert_words(part)
        for seat in range(3):
            for badge in panel.badges(screen, shown, seat):
                assert_words(badge)
        if phase == "fliplock":
            assert "Lật kèo" in parts[0].textContent
        if phase == "react":
            assert "Giữ thẻ lại" in parts[-1].textContent and reaction.CARD_ICON
