"""ริช รวยพลิกล็อค (Rich)'s own screens (docs/rules/rich.md):

- the 67-square track as a path that winds round the page (track.py): a spiral round the centre on
  a wide screen, a snake of rows of six on a phone; each square in the seed's colour with its
  picture, Thai name, translation and amount; money in baht (฿);
- each player's panel: profession (×2 when doubled) and salary, insurance, Rich Cards (public),
  notes, traffic tickets, personal numbers, resting / moving back (panel.py);
- the profession table (setup and change), the payday insurance offer, the Good / Bad luck choice,
  the personal-number grid (choices.py); Flip-Lock as a card game with the counting aid
  (fliplock.py); the Rich Card reaction window (reaction.py); the TYCOON ranking (ending.py).

Every figure shown comes from the view or the engine's describe(): the UI computes no rule (the one
exception, the Flip-Lock stakes, reads the engine's printed amounts: fliplock.py)."""

from ...results import ResultSpec
from .. import Hooks

OWN_PHASES = ("profession", "insure", "luck", "fliplock", "numbers", "react")  # drawn by this variant


class RichHooks(Hooks):
    money_key = "ui.rich.money"
    main_first = ("roll", "go")
    go_kinds = frozenset({"roll"})
    calm_kinds = frozenset({"borrow", "pass", "done"})
    always_main = frozenset({"go"})
    worth_event = "rich_final_worth"
    # a person's Flip-Lock, insurance paying out, ticket, stock and blue-square rolls, gifts, and the
    # Rich Cards played for or on them stay until they move or press OK; the Rich Card window and
    # Flip-Lock are sessions (the card grows until they end)
    results = ResultSpec(
        opens={"rich_fliplock": ("player",), "rich_flip_right": ("player",), "rich_flip_wrong": ("player",),
               "rich_fliplock_passed": ("player",), "rich_fliplock_failed": ("player",), "rich_insured": ("player",),
               "rich_ticket": ("player",), "rich_blue_roll": ("player",), "rich_stock": ("player",),
               "rich_gifts_total": ("player",), "rich_double_own": ("player",), "rich_double_other": ("other_player",),
               "rich_pay_played": ("other_player",), "rich_collected": ("player", "payer"),
               "rich_helped": ("debtor",), "rich_fee": ("player",)},
        follows={"rich_receive": ("player",), "rich_pay": ("player",), "rich_window": ("player",),
                 "rich_loan_auto": ("player",)},
        phases=frozenset({"luck", "fliplock", "react"}))

    # ---- the track -------------------------------------------------------------------------
    def path(self, count: int) -> list:
        from .track import path

        return path(count)

    def token_square(self, player: dict):
        return player.get("pos")

    def square_name(self, ctx, data: dict):
        from .track import square_name

        return square_name(ctx, data)

    def banded(self, data: dict) -> bool:
        return False

    def here_square(self, view: dict):
        seat, players = view.get("turn_seat"), view.get("players") or []
        if view.get("over") or not isinstance(seat, int) or not 0 <= seat < len(players):
            return None
        return players[seat].get("pos")

    def token_class(self, view: dict, seat: int) -> str:
        players = view.get("players") or []
        return "rich-done" if 0 <= seat < len(players) and players[seat].get("finished") else ""

    # ---- the panels ------------------------------------------------------------------------
    def panel_badges(self, screen, view: dict, seat: int) -> list:
        from .panel import badges

        return badges(screen, view, seat)

    # ---- the centre ------------------------------------------------------------------------
    def bar_actions(self, view: dict, actions: list) -> list:
        if view.get("phase") in OWN_PHASES:
            return []
        return list(actions)

    def centre_parts(self, screen, view: dict, actions: list, status: dict) -> list:
        from . import choices, fliplock, reaction

        phase = view.get("phase")
        finished = fliplock.finished_flip(screen, view)  # the result stays until the next move
        if phase == "profession":
            return [choices.profession_box(screen, view, actions)]
        if phase == "fliplock":
            return [fliplock.flip_box(screen, view, actions)]
        if phase == "insure":
            return [finished, choices.insure_box(screen, view, actions)]
        if phase == "luck":
            return [choices.luck_box(screen, view, actions)]
        if phase == "numbers":
            return [choices.numbers_box(screen, view, actions)]
        if phase == "react":
            return [finished, reaction.window_box(screen, view, actions)]
        if phase == "order" and view.get("last_job"):
            return [choices.job_result(screen, view)]
        return [finished] if finished is not None else []

    auto_answer_phases = frozenset({"react"})

    def auto_answer(self, view: dict, actions: list, name: str):
        """The Rich Card window passes by itself for a person who asked to be asked only above an
        amount it is below — unless a card would change who is richest near the end."""
        from tycoon.variants.rich.reaction import worth_asking

        from ...prefs import ask_above

        window = view.get("window")
        if view.get("phase") != "react" or not window or worth_asking(window, ask_above(name)):
            return None
        return next((a for a in actions if a.kind == "pass"), None)

    def pause(self, view: dict, actor: int, delay: float) -> float:
        """A finished Flip-Lock stays on screen a moment longer before the next player moves."""
        from .fliplock import fresh_result

        return delay * 3 if fresh_result(view) else delay

    def standings(self, app, view: dict):
        from .ending import standings

        return standings(app.game, view)


HOOKS = RichHooks()
