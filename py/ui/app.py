"""The app shell: screens (home, setup, game), the language, what a human may click now; the
driver loop (driver.py) rolls the dice and lets bots play, then waits for a human's click."""

import contextlib
from urllib.parse import parse_qs

from pyscript import document, window
from tycoon.core import (
    IllegalAction,
    apply_action,
    describe,
    find_variant,
    legal_actions,
    new_game,
    view,
)

from . import dom
from .actions import render_actions
from .chrome import SPEEDS
from .driver import Driver
from .format import Context
from .game import GameScreen
from .home import render_home
from .i18n import DEFAULT, LANGUAGES, Translator
from .setup import new_setup, player_list, render_setup

STORE_LANG = "tycoon-table.lang"
OUT_OF_TURN = ("trade_open", "claim_rent")


class App(Driver):
    def __init__(self, root):
        self.root = root
        self.tr = Translator(_initial_lang())
        self.screen = "home"
        self.setup = None
        self.setup_error = ""
        self.state = None
        self.players = []
        self.seed = 0
        self.squares = []
        self.variant_id = ""
        self.ctx = Context(self.tr)
        self.game = None
        self.speed = "normal"
        self.skip = False
        self.status = {"mode": "idle"}
        self.generation = 0

    # ---- screens -------------------------------------------------------------------------
    def show(self, element) -> None:
        dom.clear(self.root, element)
        dom.prune()
        document.documentElement.lang = self.tr.lang
        document.title = self.tr("ui.app.title")

    def show_home(self) -> None:
        self.generation += 1  # stops a running driver
        self.screen, self.game, self.state = "home", None, None
        self.show(render_home(self))
        dom.focus_first(self.root, ".variants button")

    def show_setup(self, variant_id: str | None = None, keep: bool = False, focus: str = "") -> None:
        if not keep or self.setup is None:
            self.setup = new_setup(variant_id)
            self.setup_error = ""
        self.screen = "setup"
        self.show(render_setup(self))
        dom.focus_first(self.root, f"[data-testid='{focus}']" if focus else "#seat-name-0")
        if focus and dom.absent(self.root.querySelector(f"[data-testid='{focus}']")):
            dom.focus_first(self.root, "[data-testid='start-game']")

    def set_lang(self, lang: str) -> None:
        if lang not in LANGUAGES:
            return
        self.tr.set_lang(lang)
        _store(STORE_LANG, lang)
        if self.screen == "game" and self.state is not None:
            self._build_game_screen()
            self.render()
            dom.focus_first(self.root, f"[data-testid='lang-{lang}']")
        elif self.screen == "setup":
            self.show_setup(keep=True, focus=f"lang-{lang}")
        else:
            self.show_home()
            dom.focus_first(self.root, f"[data-testid='lang-{lang}']")

    # ---- a game --------------------------------------------------------------------------
    def start_game(self) -> None:
        variant = find_variant(self.setup["variant"])
        self.players = player_list(self.tr, self.setup)
        self.seed = _seed_from_url()
        try:
            self.state = new_game(variant.id, self.players, self.seed, dict(self.setup["options"]))
        except (ValueError, KeyError) as error:
            self.setup_error = self.tr("ui.game.error", error=str(error))
            self.show_setup(keep=True, focus="start-game")
            return
        self.squares = variant.board
        self.variant_id = variant.id
        self.game = None  # a new game starts with no property dialog open
        self.status = {"mode": "idle"}
        self.screen = "game"
        self._build_game_screen()
        self.drive()

    def play_again(self) -> None:
        self.start_game()

    def _build_game_screen(self) -> None:
        names = [p["name"] for p in self.players]
        self.ctx = Context(self.tr, self.variant_id, names, self.squares)
        selected = self.game.selected if self.game is not None else None
        self.game = GameScreen(self, self._view())
        self.game.selected = selected  # a language switch keeps the property dialog open
        self.show(self.game.el)

    def _view(self) -> dict:
        """The acting human's view; otherwise the first human's (hotseat), else a spectator's."""
        seat = self.state.current_player()
        if not 0 <= seat < len(self.players) or self.players[seat]["bot"]:
            humans = [i for i, p in enumerate(self.players) if not p["bot"]]
            seat = humans[0] if humans else None
        return view(self.state, seat)

    def render(self) -> None:
        if self.game is not None and self.state is not None:
            self.game.render(self._view(), self.status)
            dom.prune()

    def actions(self) -> list:
        """The legal actions of the human whose move it is (none otherwise)."""
        seat = self.status.get("seat")
        if self.status.get("mode") != "human" or self.state is None or not isinstance(seat, int):
            return []
        return legal_actions(self.state, seat)

    def extras(self) -> dict:
        """Each human's out-of-turn choices (propose a trade, collect rent owed): seat -> actions."""
        state = self.state
        if state is None or state.over or state.chance is not None:
            return {}
        found = {}
        for seat, player in enumerate(self.players):
            if not player["bot"]:
                found[seat] = [a for a in legal_actions(state, seat) if a.kind in OUT_OF_TURN]
        return found

    def action_bar(self, actions: list, phase: str = "", manage_open: bool = False):
        shown = [a for a in actions if a.kind != "trade_open"]  # trades start from the players' panels
        return render_actions(self.ctx, shown, self.label, self.act, manage_open or phase == "raise_cash")

    def label(self, action) -> str:
        key, params = describe(self.state, action)
        return self.ctx.text(key, params)

    def complain(self, message: str) -> None:
        """Show a message about what the player typed (a bid, an amount) and keep the screen."""
        self.status = dict(self.status, error=message)
        self.render()

    def act(self, action) -> None:
        """A human clicked an action button."""
        if self.state is None:
            return
        try:
            apply_action(self.state, action)
        except IllegalAction as error:
            self.status = dict(self.status, error=self.tr("ui.game.illegal", reason=str(error)))
            self.render()
            return
        self.skip = False
        self.status = self._status_for(self.state)
        self.render()  # at once, so a second click cannot land on a stale button
        self.drive()

    def set_speed(self, speed: str) -> None:
        if speed in SPEEDS:
            self.speed = speed

    def skip_bots(self) -> None:
        self.skip = True

    def fail(self, error) -> None:
        self.status = dict(self.status, error=self.tr("ui.game.error", error=str(error)))
        if self.screen == "game":
            self.render()


def _initial_lang() -> str:
    query = _query()
    if query.get("lang") in LANGUAGES:
        return query["lang"]
    stored = _load(STORE_LANG)
    return stored if stored in LANGUAGES else DEFAULT


def _query() -> dict:
    try:
        parsed = parse_qs(str(window.location.search).lstrip("?"))
    except Exception:  # noqa: BLE001 - no usable query string: no options
        return {}
    return {k: v[-1] for k, v in parsed.items() if v}


def _seed_from_url() -> int:
    text = _query().get("seed", "")
    if text.lstrip("-").isdigit():
        return int(text)
    return int(window.Date.now()) % 2_147_483_647


def _store(key: str, value: str) -> None:
    with contextlib.suppress(Exception):  # storage off or full: the language is not remembered
        window.localStorage.setItem(key, value)


def _load(key: str):
    try:
        value = window.localStorage.getItem(key)
    except Exception:  # noqa: BLE001 - storage forbidden (file://, privacy settings)
        return None
    return None if dom.absent(value) else str(value)


_app: list = []


def start() -> None:
    """Entry point (py/main.py): draw the home screen, then reveal the app."""
    root = document.getElementById("app")
    app = App(root)
    _app.append(app)
    dom.install()
    dom.on_error[0] = app.fail
    app.show_home()
    ready = getattr(window, "tycoonReady", None)
    if not dom.absent(ready):
        ready()
    else:
        loading = document.getElementById("loading")
        if not dom.absent(loading):
            loading.remove()
        root.hidden = False
    dom.focus_first(root, ".variants button")  # now that #app is shown it can take focus
