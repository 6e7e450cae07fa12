"""The game screen's motion: tokens walking square by square, money chips flying between the
players' panels and the bank, and the sounds that go with them (ui/sound.py). Everything is read
from the events since the last redraw (their params: the square, the steps, the amount) and timed
by ui/pacing.py; nothing here changes the game, and the board's final drawing is always the
view's: a walk only shows a token on the squares before the one the view says, for a moment.

Skippable: the skip button and the Escape key finish every motion at once. Instant speed and
prefers-reduced-motion: no walk and no chip at all. A redraw whose view puts a token elsewhere
ends its walk (board.py)."""

import asyncio
import time

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from . import pacing
from .dom import absent
from .format import money

LEAD = 2  # steps' time a walk's road shows before the token sets off
LIMIT = 80  # events read per redraw (at the instant speed the driver redraws once per 25 actions)
CHIPS = 3  # money chips per redraw at most
# A token's move: event -> (what walks, direction); the event's params say the square it ends on
# and how many steps it took ("moved": forward on a loop; "moved_back": backward; Rich: along the
# track from "start"; Easy Money: the one shared money token, forward).
MOVES = {"moved": ("seat", 1), "moved_back": ("seat", -1), "rich_moved": ("seat", 0),
         "em_token_moved": ("piece", 1)}
# Money between two players: event -> (the payer's param, the payee's param).
TRANSFERS = {"rent_paid": ("payer", "owner"), "spy_rent": ("owner", "spy"), "card_paid_player": ("player", "payee"),
             "cash_traded": ("player", "partner"), "dump_sold": ("buyer", "player"),
             "rich_gift_paid": ("payer", "player"), "rich_gift_given": ("player", "payee"),
             "rich_collected": ("payer", "player"), "rich_helped": ("player", "debtor"), "rich_fee": ("player", "owner")}
# Money from the bank (or the centre's piles) to a player, and from a player to it.
INCOME = frozenset({"salary", "card_collected", "rich_salary", "rich_receive", "em_lottery_won", "em_boxes_returned",
                    "hotel_sold", "house_sold", "group_buildings_sold", "mortgaged", "dump_to_bank", "em_lucky_edge",
                    "em_make_money_stop", "em_make_money_pass", "em_mystery_paid", "em_ws_won", "em_double_paid",
                    "bb_reveal_player"})
SPENDING = frozenset({"card_paid", "jail_fine_paid", "tax_paid", "spy_jail_fine", "rich_pay", "rich_bought_insurance",
                      "rich_notes_repaid", "em_box_staked", "em_lucky_staked", "em_ws_staked", "em_paid_to_pot",
                      "em_empty_box_fined", "auction_won", "hotel_built", "house_built", "mortgage_lifted",
                      "mortgage_fee_paid", "bought"})
SPENDING_PREFIXES = ("income_tax_paid_", "auction_won_")
AMOUNT = {"bought": "price"}  # the events whose money is not their "amount" param
ROLLS = frozenset({"rolled", "rich_rolled", "em_rolled", "em_greed_rolled", "bb_room_roll"})
CARDS = frozenset({"card_drawn", "rich_card_drawn", "em_mystery_card", "em_ws_card", "em_ticket_drawn",
                   "rich_fliplock", "rich_flip_right"})

# One absolutely positioned chip, flying from one element's centre to another's by a CSS
# animation (css/motion.css), removed when it ends (or by a timer, if the animation never runs).
# It starts after the frame that shows the action: measuring where the panels are would make the
# browser lay the page out before it can show the click's result. Escape (CLEAR_JS) cancels it.
CHIP_JS = """
const gen = window.__chipGen || 0;
requestAnimationFrame(() => setTimeout(() => {
if ((window.__chipGen || 0) !== gen) return;
const seen = (els) => {  // the first of the candidates on screen (a panel, else the token, else the centre)
  for (const el of els) {
    const r = el && el.getBoundingClientRect();
    if (r && r.width && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth) return r;
  }
  return els[els.length - 1].getBoundingClientRect();
};
const a = seen(from), b = seen(to);
const chip = document.createElement("div");
chip.className = "money-chip " + cls;
chip.textContent = text;
chip.setAttribute("aria-hidden", "true");
chip.setAttribute("data-testid", "money-chip");
const x0 = a.left + a.width / 2, y0 = a.top + Math.min(a.height / 2, 40);
const x1 = b.left + b.width / 2, y1 = b.top + Math.min(b.height / 2, 40);
const clamp = (v, hi) => Math.max(8, Math.min(hi - 8, v));
const sx = clamp(x0, innerWidth), sy = clamp(y0, innerHeight);
chip.style.left = sx + "px";
chip.style.top = sy + "px";
chip.style.setProperty("--dx", (clamp(x1, innerWidth) - sx) + "px");
chip.style.setProperty("--dy", (clamp(y1, innerHeight) - sy) + "px");
chip.style.animationDuration = ms + "ms";
chip.style.animationDelay = wait + "ms";
document.body.appendChild(chip);
const done = () => chip.remove();
chip.addEventListener("animationend", done, {once: true});
setTimeout(done, wait + ms + 250);
}, 0));"""
CLEAR_JS = 'window.__chipGen = (window.__chipGen || 0) + 1; document.querySelectorAll(".money-chip").forEach((el) => el.remove());'
_chip = window.Function.new("from", "to", "text", "cls", "ms", "wait", CHIP_JS) if hasattr(window, "Function") else None
_clear = window.Function.new(CLEAR_JS) if hasattr(window, "Function") else None
_keys: list = []  # the one keydown listener (Escape skips), kept so it is never collected
_current: list = [None]  # the Motion of the game screen on show


def reduced_motion() -> bool:
    """The visitor asked the system for less motion (prefers-reduced-motion: reduce)."""
    try:
        return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)
    except Exception:  # noqa: BLE001 - an old browser without matchMedia: motion as usual
        return False


def walk_squares(kind_dir: int, params: dict, count: int) -> list:
    """The squares a token passes, the last one where it stops (the event's square); [] when the
    event does not say (a jump: go to jail)."""
    target, steps = params.get("square"), params.get("steps")
    if not isinstance(target, int) or not isinstance(steps, int) or count <= 0:
        return []
    if kind_dir == 0:  # a track (Rich): from the event's start, forward or back
        start = params.get("start")
        if not isinstance(start, int) or start == target:
            return []
        step = 1 if target > start else -1
        return list(range(start + step, target + step, step))
    steps = abs(steps)
    if steps == 0 or steps >= count:
        return []
    start = (target - kind_dir * steps) % count
    return [(start + kind_dir * i) % count for i in range(1, steps + 1)]


def money_flow(key: str, params: dict):
    """(payer, payee, amount) of a money event; a seat is an int, the bank None; None when the
    event moves no money (or says nothing of the amount)."""
    amount = params.get(AMOUNT.get(key, "amount"))
    if not isinstance(amount, int) or isinstance(amount, bool) or amount <= 0:
        return None
    if key in TRANSFERS:
        payer, payee = (params.get(name) for name in TRANSFERS[key])
    elif isinstance(params.get("payer"), int) and isinstance(params.get("payee"), int):
        payer, payee = params["payer"], params["payee"]
    elif key in INCOME:
        payer, payee = None, params.get("player")
    elif key in SPENDING or key.startswith(SPENDING_PREFIXES):
        payer, payee = params.get("player"), None
    else:
        return None
    if not all(s is None or (isinstance(s, int) and not isinstance(s, bool)) for s in (payer, payee)) or payer == payee:
        return None
    return payer, payee, amount


class Motion:
    def __init__(self, screen, view: dict):
        self.screen = screen
        self.cursor = view.get("log_end", 0)  # a new screen (or language) replays nothing
        self.walks = {}  # key -> (task, when it ends: perf_counter seconds)
        self.roads = {}  # key -> the squares its walk lights (_road)
        self.over = bool(view.get("over"))
        self.speed = None  # the speed last written on the screen (data-speed)
        _current[0] = self
        _install_keys()

    # ---- after every redraw ----------------------------------------------------------------
    def after_render(self, view: dict) -> None:
        app = self.screen.app
        found = app.events_since(app.viewer(), self.cursor, LIMIT)
        self.cursor = found["next"]
        events = [(str(key), params if isinstance(params, dict) else {}) for _i, key, params in found["events"]]
        # skipping (the skip button, Escape): what the bots do until the person's next click is
        # drawn at once, like the instant speed
        speed, reduced = ("instant" if getattr(app, "skip", False) else app.speed), reduced_motion()
        if self.speed != app.speed:  # css/motion.css: the instant speed stops the CSS animations too
            self.speed = app.speed
            self.screen.el.setAttribute("data-speed", str(app.speed))
        sound = getattr(app, "sound", None)
        walk = self._walks(events, speed, reduced)
        self._chips(events, speed, reduced, walk, sound)
        if sound is not None:
            if any(key in ROLLS for key, _p in events):
                sound.play("dice")
            if any(key in CARDS for key, _p in events):
                sound.play("card")
            if view.get("over") and not self.over:
                sound.play("fanfare", walk)
        self.over = bool(view.get("over"))

    def _walks(self, events: list, speed, reduced: bool) -> float:
        """Start a walk for each token the events moved; returns the longest walk's seconds."""
        count = len(self.screen.board.cells)
        paths = {}
        for key, params in events:
            move = MOVES.get(key)
            if move is None:
                continue
            what, direction = move
            token = ("piece", "money") if what == "piece" else ("seat", params.get("player"))
            squares = walk_squares(direction, params, count)
            if not squares:
                paths.pop(token, None)  # a jump: the token is drawn where the view says
                continue
            paths.setdefault(token, []).extend(squares)
        longest = 0.0
        for token, squares in paths.items():
            step = pacing.step_time(speed, len(squares), reduced)
            if step > 0 and len(squares) > 1:
                start = self._start(token, squares, events)
                if start is not None:
                    self._walk(token, start, squares, step)
                    longest = max(longest, step * len(squares))
        return longest

    def _start(self, token: tuple, squares: list, events: list):
        """The square a walk starts from: the one before its first step (the event's start on a
        track, else one step back along the direction of the first move)."""
        for key, params in events:
            move = MOVES.get(key)
            if move is None:
                continue
            if (("piece", "money") if move[0] == "piece" else ("seat", params.get("player"))) != token:
                continue
            if move[1] == 0:
                return params.get("start")
            return (squares[0] - move[1]) % len(self.screen.board.cells)
        return None

    def _walk(self, token: tuple, start: int, squares: list, step: float) -> None:
        board = self.screen.board
        self._stop(token)
        board.walking[token] = [start, squares[-1]]
        board.place(token, start)
        if token not in board.walking:  # the view does not put it at the walk's end
            return
        self._road(token, squares)
        task = asyncio.ensure_future(self._steps(token, squares, step))
        self.walks[token] = (task, time.perf_counter() + step * (len(squares) + LEAD))
        self._mark_walks()

    async def _steps(self, token: tuple, squares: list, step: float) -> None:
        board = self.screen.board
        try:
            await asyncio.sleep(step * LEAD)  # the road lit, the token still: where it is going
            for square in squares:
                await asyncio.sleep(step)
                if token not in board.walking:
                    return
                board.place(token, square)
                self._cell(square, "on-road", False)  # the road ahead shrinks as the token walks
        finally:
            self._road(token, [])
            if token in board.walking and self.walks.get(token, (None,))[0] is asyncio.current_task():
                board.place(token, None)
            if self.walks.get(token, (None,))[0] is asyncio.current_task():
                del self.walks[token]
                self._mark_walks()

    def _road(self, token: tuple, squares: list) -> None:
        """Light the squares a walk will cross (on-road) and the one it ends on (road-end) before
        the token sets off: Easy Money's css shows the road the shared token takes."""
        for square in self.roads.pop(token, []):
            self._cell(square, "on-road", False)
            self._cell(square, "road-end", False)
        if squares:
            self.roads[token] = list(squares)
            for square in squares:
                self._cell(square, "on-road", True)
            self._cell(squares[-1], "road-end", True)

    def _cell(self, square: int, cls: str, on: bool) -> None:
        cells = self.screen.board.cells
        if 0 <= square < len(cells):
            cells[square][0].classList.toggle(cls, on)

    def _stop(self, token: tuple) -> None:
        self._road(token, [])
        walk = self.walks.pop(token, None)
        if walk is not None:
            walk[0].cancel()
        self.screen.board.walking.pop(token, None)
        self._mark_walks()

    def _mark_walks(self) -> None:
        """The walks under way, on the screen as data-walks: what a test waits on (never a clock)."""
        self.screen.el.setAttribute("data-walks", str(len(self.walks)))

    def _chips(self, events: list, speed, reduced: bool, walk: float, sound) -> None:
        flows = [flow for flow in (money_flow(key, params) for key, params in events) if flow is not None]
        seconds = pacing.chip_time(speed, reduced)
        if flows and sound is not None:
            sound.play("coin", walk)
        if seconds <= 0 or _chip is None:
            return
        lang = self.screen.ctx.tr.lang
        for payer, payee, amount in flows[-CHIPS:]:
            source, target = self._spot(payer), self._spot(payee)
            if payer is None:
                text, cls = "+" + money(amount, lang), "income"
            elif payee is None:
                text, cls = "\u2212" + money(amount, lang), "spending"
            else:
                text, cls = money(amount, lang), "transfer"
            _chip(to_js(source), to_js(target), text, cls, int(seconds * 1000), int(walk * 1000))

    def _spot(self, seat):
        """Where a seat's money is, best first: its panel, its token on the board (a phone shows
        the panels below the board), the board's centre; the bank is the centre."""
        centre = self.screen.board.centre
        if seat is None:
            return [centre]
        found = [self.screen.panels.querySelector(f"[data-testid='player-{seat}']"),
                 self.screen.board.el.querySelector(f".sq .token.p{seat}"), centre]
        return [el for el in found if not absent(el)]

    # ---- skipping ------------------------------------------------------------------------------
    def remaining(self) -> float:
        """Seconds until the last walk under way ends (0: none)."""
        now = time.perf_counter()
        return max([end - now for _task, end in self.walks.values()] + [0.0])

    def finish(self) -> None:
        """Every motion at its end at once: tokens where the view says, no chip left."""
        for token in list(self.walks):
            self._stop(token)
        board = self.screen.board
        if board.walking:
            board.walking.clear()
        if board.last is not None:
            board.update(*board.last)
        if _clear is not None:
            _clear()


def _on_key(event) -> None:
    if str(getattr(event, "key", "")) != "Escape":
        return
    motion = _current[0]
    if motion is None or motion.screen.app.game is not motion.screen:
        return
    app = motion.screen.app
    if getattr(app, "confirming", None) is not None:  # an action that asks first: Escape says No
        app.answer_confirm(False)
        return
    if app.status.get("mode") in ("bot", "chance"):
        app.skip = True  # the bots' pauses too, as the skip button does
    motion.finish()


def _install_keys() -> None:
    if _keys or not hasattr(document, "addEventListener"):
        return
    proxy = create_proxy(_on_key)
    _keys.append(proxy)
    document.addEventListener("keydown", proxy)
