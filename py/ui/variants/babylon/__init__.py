"""The Richest Man in Babylon's own screens (docs/rules/babylon.md): a table without a board.

- eleven compact seat cards (the shared panels): order number, rubies, earnings so far, Secret
  used, and at the end the Life Talisman and the Deathmatch (seats.py);
- "my secrets", only in the seat's own view: gems, tickets left, dice score, the scores watched,
  the Check result (secrets.py);
- the ruby auction of order numbers and the dice room (auction.py); the look step and the choice
  of Check, Secret or neither (choices.py); the offer picker, one row of ticket and price chips
  per gem, only legal combinations clickable (picker.py); each round's public results, a table per
  gem (results.py); the closing ceremony: the reveal, the ranking, the talisman and Deathmatch
  choices and a chart of everyone's earnings by round (ceremony.py);
- money in won, and a look of its own (css/babylon.css, under .variant-babylon).

Every figure shown comes from the view or the engine's describe(): the UI computes no rule.
Privacy on a shared device is the shared screens' (ui/turns.py): every private step here is a
sealed phase, so each person gets "pass the device to NAME" first, and between answers the screen
draws a spectator's view, which has no "mine"."""

import weakref

from .. import Hooks

CHOICE_PHASES = ("auction", "look", "privilege", "offer", "talisman", "deathmatch")
PRIVILEGES = ("check", "secret", "none")  # said first in a round's one secret step


class BabylonHooks(Hooks):
    money_key = "ui.babylon.money"
    calm_kinds = frozenset({"pass", "none"})
    # every sealed answer first shows what it says, with Send and Change (a tap on an
    # order number sent the bid); the look at one's gems ("ready") seals nothing worth asking
    # ("none", the plain go-on, sends at once: it reveals nothing and a round stays within 6 clicks)
    confirm_kinds = frozenset({"bid", "pass", "check", "secret", "offer"})

    def __init__(self):
        self.picks = {}  # (seat, round) -> [[tickets, price] per gem] of the offer picker (picker.py)
        self._game = None  # the game those picks belong to (a weak reference to its state)

    def picks_for(self, state) -> dict:
        """The picks of this game: a new game (or an undo, which replays into a new state) starts
        with none."""
        if self._game is None or self._game() is not state:
            self.picks, self._game = {}, weakref.ref(state)
        return self.picks

    # ---- the table ---------------------------------------------------------------------------
    def is_dialog_phase(self, view: dict) -> bool:
        return view.get("phase") in CHOICE_PHASES or bool(view.get("over"))

    def chance_seat(self, view: dict):
        return super().chance_seat(view) if view.get("phase") == "room" else None

    def panel_badges(self, screen, view: dict, seat: int) -> list:
        from .seats import badges

        return badges(screen, view, seat)

    def panel_actions(self, actions: list) -> list:
        return []  # giving a ruby is part of the auction screen

    def panel_extras(self, screen, seat: int, actions: list):
        # only the seat whose screen it is: whether another seat may still give a ruby would tell
        # whether its sealed bid committed its rubies
        if seat != screen.app.viewer():
            return None
        return super().panel_extras(screen, seat, actions)

    def centre_top(self, screen, view: dict):
        from .secrets import my_secrets

        if view.get("phase") in ("look", "auction") or view.get("revealed"):
            return None
        first = view.get("phase") == "offer" and view.get("round") == 1  # the look at them is round 1's
        return my_secrets(screen, view, first=first)

    def centre_parts(self, screen, view: dict, actions: list, status: dict) -> list:
        from . import auction, ceremony, choices, picker, results

        phase = view.get("phase")
        asked = screen.app.confirming
        sending = next((a for a in actions if str(a) == asked), None) if asked else None
        if sending is not None:
            return [choices.seal_box(screen, sending)]
        if phase == "auction":
            return [auction.auction_box(screen, view, actions)]
        if phase == "room":
            return [auction.room_box(screen, view)]
        if phase == "look":
            return [choices.look_box(screen, view, actions)]
        if phase == "offer" and any(a.kind in PRIVILEGES for a in actions):  # one visit: Check or Secret, or offer
            return [choices.privilege_box(screen, view, actions, offers_below=True),
                    picker.offer_box(self, screen, view, actions), results.latest(screen, view)]
        if phase == "privilege":  # a two-step round (a game saved before the one-step rounds)
            return [choices.privilege_box(screen, view, actions), results.latest(screen, view)]
        if phase == "offer":
            return [picker.offer_box(self, screen, view, actions), results.latest(screen, view)]
        if phase in ("talisman", "deathmatch"):
            return [ceremony.choice_box(screen, view, actions), ceremony.ceremony(screen, view)]
        return []

    def bar_actions(self, view: dict, actions: list) -> list:
        return []  # every choice is drawn by this variant's screens

    def sent_first(self, app, action) -> list:
        """Secret, toggled in the offer picker (picker.secret_toggle), goes just before the offers
        it hides, after their one Send / Change."""
        if action.kind != "offer" or app.state is None:
            return []
        key = (action.seat, app.state.round, "secret")
        if not self.picks_for(app.state).get(key):
            return []
        return [a for a in app.actions() if a.kind == "secret" and a.seat == action.seat][:1]

    auto_answer_phases = frozenset({"auction"})

    def auto_answer(self, view: dict, actions: list, name: str):
        """A person who gave their last ruby away has nothing left to bid: "No bid" is given for
        them, not asked of them after a pass of the device."""
        if actions and all(a.kind == "pass" for a in actions):
            return actions[0]
        return None

    def standings(self, app, view: dict):
        from .ceremony import ceremony

        return ceremony(app.game, view)


HOOKS = BabylonHooks()
