"""A variant's own screens (docs/design.md "UI"). The shared screens (app.py, game.py, driver.py,
panels.py, board.py, actions.py, log.py, over.py) know no variant: wherever a game differs they
ask its hooks, found here by variant id.

A variant with screens of its own is a package ``ui/variants/<id>/`` whose ``HOOKS`` is an instance
of a ``Hooks`` subclass; a variant without one gets these defaults, which show the board, the
status, one button per legal action and the log — enough to play any game.

Pure Python: nothing here imports js or pyscript (the variants' dialogs do, when they draw).
"""

import importlib

from ..results import NONE, ResultSpec


class Hooks:
    """What a variant may change in the shared screens. Every method reads only the view (or the
    legal actions it is given) and computes no rule."""

    # ---- the action bar (actions.py) --------------------------------------------------------
    manage_kinds: frozenset = frozenset()  # kinds grouped under a disclosure (with repeated kinds)
    manage_title: str = "ui.game.more"  # that disclosure's title
    main_first: tuple = ()  # kinds in the order their main buttons come (the others follow)
    always_main: frozenset = frozenset()  # repeated kinds that still get a big button each
    go_kinds: frozenset = frozenset()  # green buttons ("go on")
    calm_kinds: frozenset = frozenset()  # pale buttons (decline, pass, end); the rest are orange
    manage_go_kinds: frozenset = frozenset()  # green buttons inside the "Manage" disclosure (build)
    confirm_kinds: frozenset = frozenset()  # kinds that ask first (ui.confirm.<kind>.ask/.yes/.no): no undoing them

    def sent_first(self, app, action) -> list:
        """Legal actions of the same seat that a confirmed `action` brings with it, played just
        before it (Babylon: Secret, toggled in the offer picker). Shown in its Send / Change."""
        return []

    # ---- the log (log.py) and the end (over.py) ----------------------------------------------
    results: ResultSpec = NONE  # which events are a person's own result, kept on a card (results.py)
    worth_event: str = ""  # event (player, amount) giving each player's final worth

    def standings(self, app, view: dict) -> object | None:
        """The end's table in place of the shared one (cash, deeds, worth), e.g. a ceremony; None
        for the shared one."""
        return None

    # ---- how the game looks (game.py, board.py, panels.py) ---------------------------------
    money_key: str = ""  # message key of the game's money ("{n} points"), "" for dollars (format.py)

    def dice(self, screen, view: dict, rolling: bool) -> object | None:
        """The dice box of the centre (a game whose view has "dice"): by default two dice."""
        from ..chrome import dice_box

        return dice_box(screen.ctx.tr, screen._dice(view), rolling)

    def square_name(self, ctx, data: dict) -> object | None:
        """A square's name on the board and in the phone's "here" card, or None for the default
        (its name in the UI's language)."""
        return None

    def token_class(self, view: dict, seat: int) -> str:
        """Extra CSS classes of a seat's token on the board and in its panel ("" for none)."""
        return ""

    def ring(self, count: int) -> dict | None:
        """The board's rim as {"cols", "rows", "start": the corner of square 0} (layout.py), played
        clockwise; None for the square loop of `count` squares with GO bottom-right."""
        return None

    def path(self, count: int) -> list | None:
        """A board that is a path instead of a loop (Rich's winding track): for each of the `count`
        squares {"side": its css side-<side> class, "style": its CSS custom properties, at least
        "--r" and "--c", the grid cell, and any others the variant's css reads}; None for the loop
        of `ring`."""
        return None

    def token_square(self, player: dict):
        """The square a player's token stands on (None: not on the board)."""
        return None if player.get("out") else player.get("position")

    def square_marks(self, view: dict) -> dict:
        """Extra CSS classes of squares: {square: "classes"} (e.g. the square acting now)."""
        return {}

    def here_square(self, view: dict) -> int | None:
        """The square to highlight (and show in the phone's "here" card) when no player's token
        says where the turn is: None for none."""
        return None

    def pieces(self, view: dict) -> dict:
        """Pieces on the board that are no player's: {square: (name, …)}, drawn by `piece`."""
        return {}

    def piece(self, ctx, name: str) -> object | None:
        """The element of one such piece."""
        return None

    def panel_badges(self, screen, view: dict, seat: int) -> list:
        """Extra badges in a player's panel (e.g. a role the player holds now)."""
        return []

    def is_dialog_phase(self, view: dict) -> bool:
        """True when a dialog owns the centre (an auction, a trade): no title, no dice, no action
        bar; the dialog has the buttons."""
        return False

    def centre_top(self, screen, view: dict) -> object | None:
        """Facts shown above the dice (the bank's stock of houses), or None."""
        return None

    def centre_parts(self, screen, view: dict, actions: list, status: dict) -> list:
        """What goes under the status line: dialogs, the deed on offer, the debt to pay. When this
        is empty the centre shows the latest news instead (see `news`)."""
        return []

    def news(self, screen, view: dict) -> object | None:
        """The big-print news box, or None for the default (the last few events)."""
        return None

    def bar_actions(self, view: dict, actions: list) -> list:
        """The acting seat's actions that get a button on the action bar."""
        return list(actions)

    def panel_actions(self, actions: list) -> list:
        """Of the acting seat's own legal actions, those its player panel offers (the ones other
        seats may take out of turn too, e.g. proposing a trade)."""
        return []

    def manage_sections(self, ctx, squares: list, actions: list) -> list:
        """The "Manage" disclosure's actions as [(title or "", css group or "", [actions])]:
        by default one untitled section in the legal list's order."""
        return [("", "", list(actions))]

    # out-of-turn choices a bot's move waits for: while a person may still take one, the bot waits
    # until every such person said Ready or the countdown (ui/prefs.py ready_wait) ran out (holds.py)
    ready_kinds: frozenset = frozenset()

    def ready_parts(self, screen, view: dict, seat: int, actions: list) -> object | None:
        """The choice a person may still make while a bot waits for them (`actions`: theirs of
        ready_kinds), shown in the centre above their Ready button."""
        return None

    auto_answer_phases: frozenset = frozenset()  # the phases auto_answer may answer in (else not asked)

    def auto_answer(self, view: dict, actions: list, name: str) -> object | None:
        """An answer the page gives for a person who said they need not be asked (their own
        preference, ui/prefs.py): one of `actions`, or None to ask them."""
        return None

    def action_note(self, ctx, view) -> object | None:
        """A line at the top of the action bar (e.g. "you are $60 short" and Raise cash), or None."""
        return None

    def manage_note(self, ctx, squares: list, actions: list, view=None) -> object | None:
        """A line above the "Manage" disclosure (e.g. "you can build"), or None."""
        return None

    def manage_open(self, view: dict) -> bool:
        """Open the "Manage properties" disclosure at once (e.g. while raising cash)."""
        return False

    def manage_count(self, view, actions: list) -> int:
        """The number after the "Manage" disclosure's title: by default its buttons."""
        return len(actions)

    def pause(self, view: dict, actor: int, delay: float) -> float:
        """The pause before a bot's move, given the speed setting's `delay` (seconds)."""
        return delay

    def chance_seat(self, view: dict):
        """Whose dice are rolling (for "NAME rolls the dice…"), or None to say nothing of whom."""
        seat = view.get("turn_seat")
        return seat if isinstance(seat, int) and 0 <= seat < len(view.get("players") or []) else None

    def banded(self, data: dict) -> bool:
        """Whether a square of the board shows its group's colour band."""
        return bool(data.get("group"))

    tap_hint: str = "ui.here.tap"  # the phone's "here" card: how to read a square (when one opens a dialog)

    def inspectable(self, data: dict) -> bool:
        """Whether a square of the board opens a dialog when clicked."""
        return False

    def inspector(self, screen, view: dict, index: int, actions: list, seat) -> object | None:
        """The dialog of one square (opened from the board or a panel), or None."""
        return None

    def panel_extras(self, screen, seat: int, actions: list):
        """The buttons in a player's panel for what that player may do out of turn: by default,
        one small button each, labelled by the variant's describe()."""
        from ..panels import action_buttons

        return action_buttons(screen, seat, actions)


DEFAULT = Hooks()
_found: dict = {}


def hooks_for(variant_id: str) -> Hooks:
    """The hooks of a variant: ui.variants.<id>.HOOKS, or the defaults when it has none."""
    if variant_id not in _found:
        name = f"{__name__}.{variant_id.replace('-', '_')}"
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as error:
            if error.name != name:  # the package exists but something inside it is missing
                raise
            module = None
        _found[variant_id] = getattr(module, "HOOKS", DEFAULT)
    return _found[variant_id]
