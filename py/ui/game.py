"""The game screen: the board with its centre (title, dice, status, actions), the players'
panels and the log. It draws from view() and the status the driver gives; it never plays."""

from pyscript import document

from .board import Board
from .chrome import deed_card, dice_box, lang_switch, speed_select
from .dom import absent, clear, h
from .layout import token_labels
from .log import LogView, render_message
from .over import game_over
from .panels import render_panels

NEWS = 3
QUIET_EVENTS = {"turn_started", "turn_ended"}


def _pair(entry) -> tuple:
    params = entry[1] if len(entry) > 1 and isinstance(entry[1], dict) else {}
    return str(entry[0]), params


class GameScreen:
    def __init__(self, app, view: dict):
        self.app = app
        self.ctx = app.ctx
        self.squares = app.squares
        self.labels = token_labels([p["name"] for p in view["players"]])
        self.selected = None  # a square picked on the board or in a panel, to manage it
        self.board = Board(self.ctx, self.squares, self.labels, self.select)
        self.panels = h("div", {"cls": "panels-box", "role": "region",
                                "aria-label": self.ctx.tr("ui.game.players")})
        self.log = LogView(self.ctx)
        self.topbar = h("div", {"cls": "game-topbar"})
        self.confirm_leave = False
        self.manage_open = False
        self._topbar()
        side = h("aside", {"cls": "sidebar"}, self.topbar, self.panels,
                 h("section", {"cls": "log-box"},
                   h("h2", {"cls": "log-title"}, self.ctx.tr("ui.game.log")), self.log.el))
        self.el = h("div", {"cls": "screen game-screen", "testid": "game"},
                    h("div", {"cls": "board-area"}, self.board.el), side)

    def _topbar(self) -> None:
        tr, app = self.ctx.tr, self.app
        if self.confirm_leave:
            leave = h("div", {"cls": "leave-confirm", "role": "group", "aria-labelledby": "leave-q"},
                      h("span", {"id": "leave-q", "cls": "leave-q"}, tr("ui.game.leave_confirm")),
                      h("button", {"type": "button", "cls": "btn small warm", "testid": "leave-yes",
                                   "on_click": lambda _el: app.show_home()}, tr("ui.game.leave_yes")),
                      h("button", {"type": "button", "cls": "btn small calm", "testid": "leave-no",
                                   "on_click": lambda _el: self._leave(False)}, tr("ui.game.leave_no")))
        else:
            leave = h("button", {"type": "button", "cls": "btn small calm", "testid": "leave",
                                 "on_click": lambda _el: self._leave(True)}, "← ", tr("ui.game.home"))
        clear(self.topbar, leave, speed_select(tr, app.speed, app.set_speed),
              lang_switch(tr, app.set_lang))

    def _leave(self, ask: bool) -> None:
        self.confirm_leave = ask
        self._topbar()
        self.topbar.querySelector("button").focus()

    def render(self, view: dict, status: dict) -> None:
        turn_seat = view.get("turn_seat")
        position = None
        if 0 <= (turn_seat if isinstance(turn_seat, int) else -1) < len(view["players"]):
            position = view["players"][turn_seat]["position"]
        self.board.update(view, None if view.get("over") else position)
        clear(self.panels, render_panels(self.ctx, view, self.squares, self.labels, self.select))
        self._side_actions(view)
        self.log.update(view["log"])
        plan = self._focus_plan()
        manage = self.board.centre.querySelector("details.manage")
        self.manage_open = not absent(manage) and bool(manage.open)  # stays open while managing
        clear(self.board.centre, self._centre(view, status))
        if status.get("mode") in ("human", "over") and plan is not None:
            self._refocus(*plan)

    def select(self, index) -> None:
        """Show one square's deed and what may be done with it now (build, sell, mortgage…)."""
        self.selected = None if index == self.selected else index
        self.app.render()

    def _selected_box(self, view: dict, status: dict):
        index = self.selected
        if index is None or not 0 <= index < len(self.squares) or status.get("mode") != "human":
            return None
        ctx, tr = self.ctx, self.ctx.tr
        actions = [a for a in self.app.legal_for_actor() if a.args and a.args[0] == index]
        box = h("section", {"cls": "square-box", "testid": "square-box", "aria-label": ctx.square(index)},
                deed_card(ctx, self.squares[index], view["squares"][index].get("owner")))
        row = h("div", {"cls": "square-actions"})
        for action in actions:
            row.appendChild(h("button", {"type": "button", "cls": "btn small warm",
                                         "testid": "square-" + "-".join([action.kind, *map(str, action.args)]),
                                         "data-action": str(action), "on_click": lambda _el, a=action: self.app.act(a)},
                              self.app._label(action)))
        if not actions:
            row.appendChild(h("p", {"cls": "note"}, tr("ui.square.nothing_now")))
        row.appendChild(h("button", {"type": "button", "cls": "btn small calm", "testid": "square-close",
                                     "on_click": lambda _el: self.select(index)}, tr("ui.square.close")))
        box.appendChild(row)
        return box

    def _side_actions(self, view: dict) -> None:
        """Buttons in a human's panel for what they may do out of turn (trade, claim rent)."""
        for player in view["players"]:
            actions = self.app.side_actions(player["seat"])
            if not actions:
                continue
            panel = self.panels.querySelector(f'[data-testid="player-{player["seat"]}"]')
            row = h("div", {"cls": "side-actions"})
            for action in actions:
                testid = "side-" + "-".join([str(action.seat), action.kind, *(str(a) for a in action.args)])
                row.appendChild(h("button", {"type": "button", "cls": "btn small warm", "testid": testid,
                                             "data-action": str(action),
                                             "on_click": lambda _el, a=action: self.app.act(a)},
                                  self.app._label(action)))
            if not absent(panel):
                panel.appendChild(row)

    def _focus_plan(self):
        """Where focus should go after a redraw: None = leave it (it is outside the centre)."""
        active = document.activeElement
        if absent(active) or active == document.body:
            return False, ""
        if not self.board.centre.contains(active):
            return None
        action = active.getAttribute("data-action")
        return not absent(active.closest(".manage")), "" if absent(action) else str(action)

    def _refocus(self, in_manage: bool, action: str) -> None:
        centre = self.board.centre
        for selector in ([f'[data-action="{action}"]'] if action else []) + (
                [".manage button"] if in_manage else []) + [
                ".main-actions button, .manage button, .over-buttons button"]:
            target = centre.querySelector(selector)
            if not absent(target):
                target.focus()
                return

    def _centre(self, view: dict, status: dict) -> list:
        ctx, tr = self.ctx, self.ctx.tr
        mode, seat = status.get("mode"), status.get("seat")
        parts = [h("h1", {"cls": "board-title"}, tr("ui.app.title")),
                 h("p", {"cls": "board-sub"}, tr(f"variant.{ctx.variant}.name"), " · ",
                   tr("ui.game.round", round=max(1, view.get("round", 1))), " · ",
                   tr("ui.game.seed", seed=self.app.seed))]
        if mode == "over":
            parts.append(game_over(self.app, view))
            return parts
        dialog = view.get("phase") in ("auction", "trade")  # these need the room in the middle
        if not dialog:
            parts.append(dice_box(tr, view.get("dice"), mode == "chance"))
        parts.append(self._status(view, mode, seat))
        pending = view.get("pending") or {}
        square = pending.get("square")
        deed = not dialog and isinstance(square, int) and 0 <= square < len(self.squares) and \
            self.squares[square].get("price")
        if deed:
            parts.append(deed_card(ctx, self.squares[square]))
        debt = view.get("debt") or {}
        if view.get("phase") == "raise_cash" and debt:
            parts.append(render_message(ctx, "ui.game.debt", {
                "player": debt.get("debtor", view.get("actor")), "creditor": debt.get("creditor"),
                "debt": debt.get("amount", 0)}, "p", "debt-line"))
        if mode == "human" and not dialog:
            parts.append(self._selected_box(view, status))
        if mode == "human":
            parts.append(self.app.action_bar(view.get("phase", ""), self.manage_open))
        error = status.get("error")
        parts.append(h("p", {"cls": "error", "role": "alert", "testid": "error"}, error or ""))
        if not deed and not dialog:
            parts.append(self._news(view.get("log") or []))
        return parts

    def _news(self, log: list):
        """The last few events in big print (the log on the side says it all, for screen readers)."""
        recent = []
        for entry in reversed(log):
            key = entry[0] if isinstance(entry, (list, tuple)) and entry else ""
            if key in QUIET_EVENTS:
                continue
            recent.append(entry)
            if len(recent) == NEWS:
                break
        box = h("div", {"cls": "news", "aria-hidden": "true", "testid": "news"})
        for key, params in (_pair(e) for e in reversed(recent)):
            box.appendChild(render_message(self.ctx, self.ctx.event_key(key), params, "p", "news-item"))
        return box

    def _status(self, view: dict, mode: str, seat):
        ctx, tr = self.ctx, self.ctx.tr
        box = h("div", {"cls": "status", "testid": "status"})
        if mode == "bot":
            box.appendChild(render_message(ctx, "ui.game.thinking", {"player": seat}, "p", "status-main thinking"))
            box.appendChild(h("button", {"type": "button", "cls": "btn small calm", "testid": "skip",
                                         "on_click": lambda _el: self.app.skip_bots()}, tr("ui.game.skip"), " ⏩"))
        elif mode == "chance" and view.get("phase") != "order" and isinstance(view.get("turn_seat"), int):
            box.appendChild(render_message(ctx, "ui.game.rolling_for", {"player": view["turn_seat"]},
                                           "p", "status-main"))
        elif mode == "chance":
            box.appendChild(h("p", {"cls": "status-main"}, tr("ui.game.rolling")))
        elif mode == "human":
            box.appendChild(render_message(ctx, "ui.game.choose", {"player": seat}, "p", "status-main"))
        else:
            box.appendChild(h("p", {"cls": "status-main"}, tr("ui.game.waiting")))
        phase = f"phase.{view.get('phase')}"
        if tr.has(phase) and mode == "human":
            box.appendChild(h("p", {"cls": "status-phase"}, tr(phase)))
        return box
