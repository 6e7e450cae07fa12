"""The app shell: screens (home, setup, game), the language, what a human may click now; the
driver loop (driver.py) plays chance and the bots, then waits for a human's click. It knows no
variant: a game's own screens come from its hooks (ui/variants/)."""

import asyncio
import contextlib
import gc
from collections import deque

from pyodide.ffi import create_proxy
from pyscript import document, window
from tycoon import core  # its rules import on first use (core/__init__.py): not for the home screen
from tycoon.core.variant import variant_of

from . import boards, dom, files, lang_files, warm
from .autosave import Autosave
from .chrome import SPEEDS
from .driver import Driver
from .format import Context, set_currency, set_unit
from .holds import Holds
from .home import render_home
from .i18n import LANGUAGES, Translator, set_variant
from .page_start import initial_lang, remember_lang, seed_from_url
from .replay import Replaying
from .results import Results
from .saving import Saving
from .slot_health import heal
from .slots import StorageError
from .storage import open_storage
from .turns import viewer
from .variants import DEFAULT as DEFAULT_HOOKS
from .variants import hooks_for

GC_EVERY = 500  # redraws between full collections of Python's cycles


class App(Driver, Holds, Saving, Replaying):
    def __init__(self, root):
        self.root = root
        self.tr = Translator(initial_lang())
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
        self.revealed = None  # the seat that said "I am NAME" for the secret choice on screen
        self.hooks = DEFAULT_HOOKS
        self.generation = 0
        self.autosave = Autosave(*open_storage(), tab=files.tab_id())
        self.settings = {}  # the table's house rules that are not the variant's ({"undo": bool})
        self.curtain = False  # a loaded game with secrets: nothing shows until a player says who they are
        self.home_note = None  # a save that could not be opened: {"code", "text", "slot" | "import"}
        self.home_edit = {}  # slot id -> "rename" | "delete" (the saved-games list's open question)
        self.repairs = []  # what the loader repaired in the game on screen, in words (saving.show_repairs)
        self.undo_question = None  # (whose, which move, the game without it): Undo's question (saving.ask_undo)
        self.export_question = False  # Save to file asks first in a game with secrets (saving.export_game)
        self.confirming = None  # the text of a clicked action that asks first (hooks.confirm_kinds)
        self.checked = {}  # (slot, generation) -> its problem or None (saving.saved_slots)
        self.autosaves, self.autosave_ms = 0, 0.0
        self.drawn = None  # drawing() at the last redraw
        self.collected = 0  # the game screen's render count at the last full collection (_tidy)
        self.bot_ms = deque(maxlen=20_000)  # the bots' latest decision times (ms): driver.py
        self.results = Results()  # the people's own results, kept on cards until OK (results.py)
        self.ready_said, self.ready_deadline = set(), None  # who let the waiting bot move on (driver.py)
        self.sent = None  # the seat whose secret answer went in with the last click
        self.shown = 0  # screens shown so far (show)

    # ---- screens -------------------------------------------------------------------------
    def show(self, element) -> None:
        first = self.shown == 0
        self.shown += 1
        dom.clear(self.root, element)
        self.refresh_banner()
        dom.prune()
        # The screen left behind (a whole game's board, panels and log) is a cycle of Python objects
        # holding JavaScript proxies of its elements: collect it now, or those elements stay alive
        # until Python's oldest generation happens to be collected (measured: ~4,600 DOM nodes kept
        # per game played in the same page). The page's first screen leaves nothing behind (and
        # a collection then took 14 ms of the start).
        if not first:
            gc.collect()
        document.documentElement.lang = self.tr.lang
        document.title = self.tr("ui.app.title")

    def show_home(self, focus: str = ".variants button") -> None:
        self.generation += 1  # stops a running driver
        if self.state is not None:
            self.autosave.flush()
            self.autosave.leave()  # this tab no longer plays it: another tab may open it at once
        self.screen, self.game, self.state, self.replay = "home", None, None, None
        set_currency("")  # no board of one's own on screen: the games' own money
        self.repairs, self.undo_question, self.export_question = [], None, False
        self.show(render_home(self))
        if focus:  # "": the page's first screen, still hidden (start() focuses it once shown)
            dom.focus_first(self.root, focus)
        warm.home()  # the games, compiled while the page is idle: Play finds them ready

    def show_setup(self, variant_id: str | None = None, keep: bool = False, focus: str = "") -> None:
        from .setup import new_setup, render_setup  # here: a first visit's home screen imports no set-up (warm.home)

        if not keep or self.setup is None:
            self.setup = new_setup(variant_id)
            self.setup_error = ""
        set_variant(self.setup["variant"])  # the game's own wording (Easy Money's round limit): i18n.py
        set_currency("")
        self.screen = "setup"
        self.show(render_setup(self))
        dom.focus_first(self.root, f"[data-testid='{focus}']" if focus else "#seat-name-0")
        if focus and dom.absent(self.root.querySelector(f"[data-testid='{focus}']")):
            dom.focus_first(self.root, "[data-testid='start-game']")

    def set_lang(self, lang: str) -> None:
        if lang not in LANGUAGES:
            return
        remember_lang(lang)
        if not lang_files.present(lang):  # its texts are fetched first (ui/lang_files.py)
            asyncio.ensure_future(self._fetch_lang(lang))
            return
        self.tr.set_lang(lang)
        if self.screen == "game" and self.state is not None:
            self._build_game_screen()
            self.render()
            dom.focus_first(self.root, f"[data-testid='lang-{lang}']")
        elif self.screen == "setup":
            self.show_setup(keep=True, focus=f"lang-{lang}")
        else:
            self.show_home()
            dom.focus_first(self.root, f"[data-testid='lang-{lang}']")

    async def _fetch_lang(self, lang: str) -> None:
        if await lang_files.ensure(lang):  # else (offline without them) the page stays as it is
            self.set_lang(lang)

    # ---- a game --------------------------------------------------------------------------
    def start_game(self) -> None:
        from .options import ensure_limit
        from .setup import player_list

        variant = core.find_variant(self.setup["variant"])
        ensure_limit(self.setup, variant)  # a table of bots only always has a round limit
        self.players = player_list(self.tr, self.setup)
        self.seed = seed_from_url()
        try:
            self.state = core.new_game(variant.id, self.players, self.seed, dict(self.setup["options"]))
        except (ValueError, KeyError) as error:
            self.setup_error = self.tr("ui.game.error", error=str(error))
            self.show_setup(keep=True, focus="start-game")
            return
        self.settings = dict(self.setup.get("settings") or {})
        self._enter(variant.id)
        self.autosave.begin(self.state, self.players, self.settings, self._slot_name(), files.now_ms())
        self.refresh_banner()
        self.drive()

    def _enter(self, variant_id: str, curtain: bool = False) -> None:
        """Show the game in self.state (new or loaded) from its first screen."""
        self.squares = variant_of(self.state).board  # a board of the table's own: its prices (docs/boards.md)
        self.variant_id = variant_id
        self.hooks = hooks_for(variant_id)
        self.game = None  # a game starts with no property dialog open
        self.status = {"mode": "idle"}
        self.revealed = self.confirming = None
        self.ready_said, self.ready_deadline = set(), None
        self.curtain = curtain
        self.screen, self.replay = "game", None  # a game played; ui/replay.py sets its own after this
        self._build_game_screen()

    def play_again(self) -> None:
        """A new game (a new seed) with the same seats, names, bots, options and house rules as the
        one that ended, whatever the setup screen or the language says now."""
        if self.state is not None:
            self.setup = {"variant": self.state.variant, "seats": [dict(p) for p in self.players],
                          "options": dict(self.state.options), "settings": dict(self.settings)}
        self.start_game()

    def _build_game_screen(self) -> None:
        names = [p["name"] for p in self.players]
        set_unit(self.hooks.money_key)  # dollars, or the variant's own money (points)
        boards.dress(self)  # a board of the table's own: its currency (docs/boards.md)
        set_variant(self.variant_id)  # its own wording first ("Spin the top"): i18n.py
        self.ctx = boards.context(self, names)
        selected = self.game.selected if self.game is not None else None
        from .game import GameScreen  # here: a first visit's home screen imports no game (warm.home)

        self.game = GameScreen(self, self._view())
        self.collected = 0
        self.game.selected = selected  # a language switch keeps the property dialog open
        boards.dress(self, self.game.el)  # and its groups' colours
        self.show(self.game.el)
        warm.up(self.variant_id)  # the screens' parts not imported yet, while the page is idle

    def viewer(self):
        """The seat whose screen it is (see turns.viewer), or None for what everyone may see."""
        return viewer(self.players, self.status)

    def _view(self) -> dict:
        """The view of the seat whose screen it is: never another seat's."""
        return core.view(self.state, self.viewer())

    def events_since(self, seat, since: int, limit: int) -> dict:
        return core.events_since(self.state, seat, since, limit)

    def render(self, shown: dict | None = None) -> None:
        """Redraw the game screen (from `shown`, when the caller has just built the view)."""
        if self.game is not None and self.state is not None:
            self.game.render(shown if shown is not None else self._view(), self.status)
            self.drawn = self.drawing()
            dom.after_paint(self._tidy)

    def _tidy(self) -> None:
        """After the paint: forget the handlers of elements gone, and now and then free cycles."""
        dom.prune()
        if self.game is not None and self.game.renders - self.collected >= GC_EVERY:  # redrawn parts are cycles too
            self.collected = self.game.renders
            gc.collect()

    def drawing(self) -> tuple:
        """What a redraw now would show: the game, how far it is, and the status (see driver.py)."""
        return id(self.state), len(self.state.history), repr(self.status)

    def actions(self) -> list:
        """The legal actions of the human whose move it is (none otherwise)."""
        seat = self.status.get("seat")
        if self.status.get("mode") != "human" or self.state is None or not isinstance(seat, int):
            return []
        return core.legal_actions(self.state, seat)

    def extras(self) -> dict:
        """Each human's out-of-turn choices, for their panel: seat -> actions. A seat that must
        answer now gets the part of its legal list its variant puts in the panel."""
        state = self.state
        if state is None or state.over or state.chance is not None or self.status.get("mode") in ("pass", "replay"):
            return {}
        acting, found = core.acting_seats(state), {}
        for seat, player in enumerate(self.players):
            if player["bot"]:
                continue
            if seat not in acting:
                found[seat] = core.optional_actions(state, seat)
            elif self.status.get("mode") == "human" and self.status.get("seat") == seat:
                found[seat] = self.hooks.panel_actions(core.legal_actions(state, seat))
        return found

    def action_bar(self, actions: list, manage_open: bool = False, view=None):
        from .actions import render_actions  # imported with the game screen (warm.home)

        return render_actions(self.ctx, self.hooks, actions, self.label, self.act, manage_open, self.squares, view,
                              self.confirming, self.answer_confirm)

    def accepts(self, action) -> bool:
        """Whether the engine takes an action with a typed amount (a bid, money in a trade)."""
        return self.state is not None and core.accepts(self.state, action)

    def reveal(self, seat: int) -> None:
        """The player at the device said who they are: show that seat's secret choices."""
        if self.status.get("mode") == "pass" and self.status.get("seat") == seat:
            self.revealed, self.curtain = seat, False
            self.status = {"mode": "human", "seat": seat}
            self.render()

    def label(self, action) -> str:
        key, params = core.describe(self.state, action)
        return self.ctx.text(key, params)

    def complain(self, message: str) -> None:
        """Show a message about what the player typed (a bid, an amount) and keep the screen."""
        self.status = dict(self.status, error=message)
        self.render()

    def act(self, action) -> None:
        """A human clicked an action button."""
        if self.state is None:
            return
        if action.kind in self.hooks.confirm_kinds and self.confirming != str(action):
            self.confirming = str(action)  # ask first (actions.confirm_box), focus on "No"
            self.render()
            dom.focus_first(self.root, "[data-testid='actions'] [data-autofocus]")
            return
        self.confirming = None
        self.results.moved(action.seat, self.state.phase, self.hooks.results)  # their move closes their cards
        before = self.state.sealed
        owed = before is not None and action.seat in before["waiting"]
        try:
            core.apply_action(self.state, action)
        except core.IllegalAction as error:
            self.status = dict(self.status, error=self.tr("ui.game.illegal", reason=str(error)))
            self.render()
            return
        self.saved()
        sealed = self.state.sealed
        # a secret answer now in: the next pass-the-device screen says so ("Ann's answer is in")
        self.sent = action.seat if owed and (sealed is None or action.seat not in sealed["waiting"]) else None
        self.skip = False
        self.undo_question, self.export_question = None, False
        if not (owed and sealed is before and action.seat in sealed["waiting"]):
            self.revealed = None  # the next secret choice starts with the device handed over
        # (a step said before the seat's answer in the same secret step — Babylon's Check, then the
        # offers — is the same visit; a new step always starts with the device handed over)
        self.status = self._status_for(self.state)
        self.render()  # at once, so a second click cannot land on a stale button
        self.drive()

    def answer_confirm(self, yes: bool) -> None:
        """The answer to an action that asked first: Yes sends it; No (or Escape) puts its button
        back, with focus on it."""
        asked, self.confirming = self.confirming, None
        if asked is None or self.state is None:
            return
        found = [a for a in self.actions() if str(a) == asked] if self.status.get("mode") == "human" else []
        if yes and found:
            for first in self.hooks.sent_first(self, found[0]):  # e.g. Babylon's Secret with the offers
                core.apply_action(self.state, first)
            self.confirming = asked
            self.act(found[0])
            return
        self.render()
        dom.focus_first(self.root, f'[data-action="{asked}"]')

    def set_speed(self, speed: str) -> None:
        if speed in SPEEDS:
            self.speed = speed
            self.wake()  # a wait for a person ends at the Instant speed (holds.py)

    def skip_bots(self) -> None:
        self.skip = True

    def fail(self, error) -> None:
        self.status = dict(self.status, error=self.tr("ui.game.error", error=str(error)))
        if self.screen == "game":
            self.render()


_app: list = []


def start() -> None:
    """Entry point (py/main.py): draw the home screen, then reveal the app."""
    root = document.getElementById("app")
    app = App(root)
    _app.append(app)
    dom.install()
    dom.on_error[0] = app.fail
    # For bench/latency.py: the bots' decision times in this page, as "0.123,0.456,…" (ms).
    window.tycoonBotMs = create_proxy(lambda: ",".join(f"{ms:.3f}" for ms in app.bot_ms))
    files.install_drop(app.dropped)
    app.watch_other_tabs()
    with contextlib.suppress(StorageError):
        if app.autosave.slots is not None:
            heal(app.autosave.slots)  # first: a slot whose pointer is lost is made whole, not swept away
            app.autosave.slots.sweep()  # parts left by a write that was cut off
    app.show_home(focus="")
    ready = getattr(window, "tycoonReady", None)
    if not dom.absent(ready):
        ready()
    else:
        loading = document.getElementById("loading")
        if not dom.absent(loading):
            loading.remove()
        root.hidden = False
    # now that #app is shown it can take focus: on Continue when a game is waiting, else on Play
    saved = root.querySelector("[data-testid='continue']")
    dom.focus_first(root, ".variants button" if dom.absent(saved) else "[data-testid='continue']")
