"""搶錢一族 Easy Money's own screens (docs/rules/easymoney.md):

- the 30-square loop as a 9 × 8 ring, Make Money ($) at the lower left, the Lottery at the lower
  right; each kind of square its own shape, colour and picture, a mark saying whether it acts when
  the token passes or only when it stops, the one shared money token, the square acting now and
  the squares of the road still to act (board.py);
- the public pile and the lottery pile big in the centre (board.py);
- each player's boxes (Double, Rise/Fall, the numbers), tickets and kept Shield in the panel, and a
  Double box control for each human seat whenever the engine lets them change it (panel.py);
- the betting screens with bundle chips (picker.py): the first stake, Wall Street's rumour card and
  its expected value, Lucky Dice's six numbers with their odds and chance of coming before a 7
  (bets.py); the Greed run and the lottery draw (runs.py).

Every figure shown comes from the view or the engine's describe(): the UI computes no rule."""

from ...results import ResultSpec
from .. import Hooks

PICKED_PHASES = ("stake", "wall_street", "lucky_bets")  # the chips in the centre are the choice
BOX_KINDS = ("take", "double")  # the Double box change, open before every movement roll


class EasyMoneyHooks(Hooks):
    money_key = "ui.easymoney.money"  # dollars, counted in 萬 in Chinese ($100萬) as the game prints them
    main_first = ("roll", "greed_roll", "greed_stop", "greed")
    go_kinds = frozenset({"roll", "greed_roll"})
    calm_kinds = frozenset({"pass"})
    always_main = frozenset({"greed"})  # the victims: one big button each
    worth_event = ""  # the boxes go back to their owners first: the final own funds are the worth
    # a person's Greed run, Lucky Dice session, Wall Street payout, lottery win, Double box, Mystery
    # Jackpot and Make Money stop stay until they move or press OK (Greed and Lucky Dice are
    # sessions: the card grows until they end)
    results = ResultSpec(
        opens={"em_greed_picked": ("player",), "em_greed_rolled": ("player",), "em_greed_bust": ("player",),
               "em_greed_paid": ("payee",), "em_lucky_staked": ("player",), "em_lucky_won": ("player",),
               "em_lucky_edge": ("player",), "em_lucky_seven": ("player",), "em_ws_won": ("player",),
               "em_ws_lost": ("player",), "em_lottery_won": ("player",), "em_double_paid": ("player",),
               "em_double_lost": ("player",), "em_shield_used": ("player",), "em_empty_box_fined": ("player",),
               "em_mystery_card": ("player",), "em_mystery_paid": ("player",), "em_make_money_stop": ("player",)},
        follows={"em_lucky_hit": (), "em_lucky_repeat": (), "em_lucky_seven": (), "em_lucky_done": (),
                 "em_ws_card": (), "em_double_square": (), "em_nothing_square": (), "em_lottery_drawn": ()},
        phases=frozenset({"greed_pick", "greed", "lucky_bets", "lucky_roll"}))

    def __init__(self):
        self.picks = {}  # (seat, what, moment) -> the bundles picked so far (picker.py)
        self.shown = {}  # the view the panels are drawn from (panel_badges comes before panel_extras)

    # ---- the board ------------------------------------------------------------------------
    def ring(self, count: int) -> dict:
        return {"cols": 9, "rows": 8, "start": "bottom-left"}

    def square_name(self, ctx, data: dict):
        from .board import square_name

        return square_name(ctx, data)

    def pieces(self, view: dict) -> dict:
        token = view.get("token")
        return {token: ("money",)} if isinstance(token, int) else {}

    def piece(self, ctx, name: str):
        from .board import money_token

        return money_token(ctx) if name == "money" else None

    def square_marks(self, view: dict) -> dict:
        from .board import square_marks

        return square_marks(view)

    def here_square(self, view: dict):
        from .board import acting_square

        if view.get("over"):
            return None
        acting = acting_square(view)
        return acting if acting is not None else view.get("token")

    def banded(self, data: dict) -> bool:
        return False

    def centre_top(self, screen, view: dict):
        from .board import piles

        return piles(screen, view)

    def dice(self, screen, view: dict, rolling: bool):
        from .runs import dice

        return dice(screen, view, rolling)

    # ---- the panels ------------------------------------------------------------------------
    def panel_badges(self, screen, view: dict, seat: int) -> list:
        from .panel import boxes

        self.shown = view
        return boxes(screen, view, seat)

    def panel_actions(self, actions: list) -> list:
        return []  # the seat to roll changes its box in the centre, next to the roll button

    def panel_extras(self, screen, seat: int, actions: list):
        from .panel import box_control

        return box_control(screen, self.shown, seat, [a for a in actions if a.kind in BOX_KINDS])

    tap_hint = "ui.easymoney.tap"

    def inspectable(self, data: dict) -> bool:
        return True  # every square says what it does (inspect.py)

    def inspector(self, screen, view: dict, index: int, actions: list, seat):
        from .inspect import inspector

        return inspector(screen, view, index)

    ready_kinds = frozenset(BOX_KINDS)  # a bot's movement roll waits for the people's Double boxes

    def ready_parts(self, screen, view: dict, seat: int, actions: list):
        from .panel import box_control

        return box_control(screen, view, seat, actions)

    # ---- the centre ------------------------------------------------------------------------
    def bar_actions(self, view: dict, actions: list) -> list:
        if view.get("phase") in PICKED_PHASES:
            return []
        return [a for a in actions if a.kind not in BOX_KINDS]

    def centre_parts(self, screen, view: dict, actions: list, status: dict) -> list:
        from . import bets, runs

        phase = view.get("phase")
        if phase == "roll":  # the news of the last move (a draw, a turned card) above the box control
            from .panel import box_control

            own = [a for a in actions if a.kind in BOX_KINDS]
            return [runs.news(screen, view), box_control(screen, view, status.get("seat"), own)] if own else []
        if phase == "stake":
            return [bets.first_stake(screen, view, actions)] if actions else []
        if phase == "wall_street":
            return [bets.wall_street(screen, view, actions)]
        if phase in ("lucky_bets", "lucky_roll"):
            return [bets.lucky(screen, view, actions)]
        if phase in ("greed_pick", "greed"):
            return [runs.greed(screen, view)]
        if phase in ("lottery", "final"):
            return [runs.lottery(screen, view)]
        return []

    def news(self, screen, view: dict):
        from .runs import news

        return news(screen, view)


HOOKS = EasyMoneyHooks()
