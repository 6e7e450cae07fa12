"""The game screen: the board with its centre (title, dice, status, actions), the players'
panels and the log. It draws from view() and the status the driver gives; it never plays. It
knows no variant: dialogs, the action bar's layout and the property dialog come from the
variant's hooks (ui/variants/). Hotseat: before a seat's secret choice, a "pass the device"
screen shows nothing private until that player says who they are."""

from pyscript import document

from .board import Board
from .chrome import lang_switch, skip_icon, sound_toggle, speed_select
from .dom import absent, building, clear, focus_soon, h, mark_more_below, morph
from .dom import focus_first as dom_focus
from .help.dialog import log_why, rules_button
from .lab.buttons import lab_button
from .layout import token_labels
from .log import LogView, render_message
from .motion import Motion
from .over import game_over
from .panels import render_panels
from .ready_box import countdown_text, ready_box
from .result_card import result_card

NEWS = 3
QUIET_EVENTS = {"turn_started", "turn_ended"}


def _pair(entry) -> tuple:
    params = entry[1] if len(entry) > 1 and isinstance(entry[1], dict) else {}
    return str(entry[0]), params


class GameScreen:
    def __init__(self, app, view: dict):
        self.app = app
        self.ctx = app.ctx
        self.hooks = app.hooks
        self.squares = app.squares
        self.labels = token_labels([p["name"] for p in view["players"]])
        self.board = Board(self.ctx, self.squares, self.labels, self.inspect, self.hooks)
        self.selected = None  # the square whose property dialog is open
        self.renders = 0  # counted on the centre (data-render), so tests can wait for a redraw
        self.panels = h("div", {"cls": "panels-box", "role": "region",
                                "aria-label": self.ctx.tr("ui.game.players")})
        self.log = LogView(self.ctx, why=log_why(app))
        self.topbar = h("div", {"cls": "game-topbar"})
        self.tools = h("div", {"cls": "game-tools", "role": "group"})  # undo, save to file: redrawn each render
        self.confirm_leave = False
        self.manage_open = False
        self._topbar()
        self.notice = h("div", {"cls": "notice-box"})  # the saves banner, on a wide screen (app.refresh_banner)
        self.replay_box = h("div", {"cls": "replay-holder"})  # a replay's controls (ui/replay_bar.py)
        side = h("aside", {"cls": "sidebar"}, self.notice, self.topbar, self.replay_box, self.panels,
                 h("section", {"cls": "log-box"},
                   h("h2", {"cls": "log-title"}, self.ctx.tr("ui.game.log")), self.log.el))
        # variant-<id>: a variant's own look (css/<id>.css) is scoped under this class
        self.el = h("div", {"cls": f"screen game-screen variant-{self.ctx.variant}", "testid": "game"},
                    h("div", {"cls": "board-area"}, self.board.el), side)
        self.motion = Motion(self, view)  # walks, money chips and sounds after each redraw

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
        bots = any(p.get("bot") for p in app.players)  # no bots: the speed of the animations only
        clear(self.topbar, leave, speed_select(tr, app.speed, app.set_speed, bots),
              sound_toggle(tr, app.sound.on, app.set_sound),
              rules_button(app, self.ctx.variant, lambda: app.state.options), lab_button(app, self.ctx.variant),
              lang_switch(tr, app.set_lang), self.tools)
        self._tools()

    def _tools(self) -> None:
        with building("t"):
            self._draw_tools()

    def _draw_tools(self) -> None:
        tr, app = self.ctx.tr, self.app
        if getattr(app, "replay", None) is not None:  # watching: nothing to undo or save
            morph(self.tools)
            return
        undo = ask = None
        if app.settings.get("undo"):
            able = app.can_undo()
            undo = h("button", {"type": "button", "cls": "btn small warm", "testid": "undo",
                                "aria-label": tr("ui.game.undo_label"), "disabled": not able,
                                "title": None if able else tr("ui.game.undo_none"),
                                "on_click": lambda _el: app.ask_undo()}, "↶ ", tr("ui.game.undo"))
            question = getattr(app, "undo_question", None)
            if question and able:  # which move Undo takes back, before it does (saving.ask_undo)
                ask = h("div", {"cls": "undo-ask", "role": "group", "aria-labelledby": "undo-q"},
                        h("span", {"cls": "confirm-q", "id": "undo-q", "testid": "undo-ask"},
                          tr("ui.undo.ask", player=question[0], move=question[1])),
                        h("button", {"type": "button", "cls": "btn small warm", "testid": "undo-yes",
                                     "on_click": lambda _el: app.answer_undo(True)}, tr("ui.undo.yes")),
                        h("button", {"type": "button", "cls": "btn small calm", "testid": "undo-no",
                                     "on_click": lambda _el: app.answer_undo(False)}, tr("ui.undo.no")))
        export = h("button", {"type": "button", "cls": "btn small calm", "testid": "export",
                              "aria-expanded": "true" if getattr(app, "export_question", False) else None,
                              "on_click": lambda _el: app.export_game()}, "⤓ ", tr("ui.game.export"))
        morph(self.tools, undo, ask, export, self._export_ask())  # a focused button that stays keeps its focus

    def _export_ask(self):
        """Save to file in a game that keeps secrets: what the file holds, then yes or no."""
        if not getattr(self.app, "export_question", False):
            return None
        tr, app = self.ctx.tr, self.app
        return h("div", {"cls": "undo-ask export-ask", "role": "group", "aria-labelledby": "export-q"},
                 h("span", {"cls": "confirm-q", "id": "export-q", "testid": "export-ask"}, tr("ui.export.secret_ask")),
                 h("button", {"type": "button", "cls": "btn small warm", "testid": "export-yes",
                              "on_click": lambda _el: app.answer_export(True)}, tr("ui.export.secret_yes")),
                 h("button", {"type": "button", "cls": "btn small calm", "testid": "export-no",
                              "on_click": lambda _el: app.answer_export(False)}, tr("ui.export.secret_no")))

    def _leave(self, ask: bool) -> None:
        self.confirm_leave = ask
        self._topbar()
        self.topbar.querySelector("button").focus()

    def render(self, view: dict, status: dict) -> None:
        turn_seat = view.get("turn_seat")
        position = None
        if 0 <= (turn_seat if isinstance(turn_seat, int) else -1) < len(view["players"]):
            position = view["players"][turn_seat].get("position")
        plan = self._focus_plan()
        manage = self.board.centre.querySelector("details.manage")
        self.manage_open = not absent(manage) and bool(manage.open)  # stays open while managing
        # The centre first: the button just clicked is usually there, and when it goes, the browser
        # brings style and layout up to date as focus leaves it (ui/dom.py MORPH_JS). Done before
        # any other part has changed, that costs ~1 ms; after the board, the panels and the log
        # had changed, 3-6 ms (a scratch CDP trace of Monopoly and Taiwan clicks).
        with building("c"):  # described in Python, made real in one call each (ui/dom.py morph)
            morph(self.board.centre, self._centre(view, status))
        self.board.update(view, None if view.get("over") else position, self.selected)
        with building("p"):
            extras = self.app.extras()
            for seat in status.get("people") or () if status.get("mode") == "ready" else ():
                extras.pop(seat, None)  # their choice is in the centre, next to their Ready button
            morph(self.panels, render_panels(self, view, extras))
        mark_more_below(self.panels)
        self._tools()
        if status.get("mode") == "replay":
            from .replay_bar import replay_bar  # a replay's only: not imported for play

            self.panels.setAttribute("tabindex", "0")  # no button in them to scroll them by keys

            with building("r"):
                morph(self.replay_box, replay_bar(self.app, view))
        self.log.update(self.app.events_since, self.app.viewer())
        self.renders += 1
        self.el.toggleAttribute("data-over", status.get("mode") == "over")  # a variant's css may give the end a page
        self.board.centre.setAttribute("data-render", str(self.renders))
        self._refocus(plan, status.get("mode") in ("human", "over", "pass", "read", "ready"))
        self.motion.after_render(view)

    def inspect(self, index) -> None:
        """Open (index) or close (None) the property dialog, then put focus in it or back."""
        previous, self.selected = self.selected, index
        self.app.render()
        if index is not None:
            dom_focus(self.board.centre, "[data-testid='inspector'] button")
        elif previous is not None:
            dom_focus(self.board.el, f"[data-testid='square-{previous}'] button")

    def _focus_plan(self):
        """What has focus before a redraw, so it can be found again after: None = leave it (it is
        in a part that is not redrawn: top bar, squares, log)."""
        active = document.activeElement
        if absent(active) or active == document.body:
            return {"where": "none", "manage": False, "action": "", "testid": ""}
        in_centre = self.board.centre.contains(active)
        if not in_centre and not self.panels.contains(active):
            return None
        action, testid = active.getAttribute("data-action"), active.getAttribute("data-testid")
        return {"where": "centre" if in_centre else "panels", "manage": not absent(active.closest(".manage")),
                "action": "" if absent(action) else str(action), "testid": "" if absent(testid) else str(testid)}

    def _refocus(self, plan, choosing: bool) -> None:
        """The same button again if it is still there; else, when a human must choose, the next
        thing to do."""
        if plan is None:
            return
        selectors = ([f'[data-action="{plan["action"]}"]'] if plan["action"] else []) + (
            [f'[data-testid="{plan["testid"]}"]'] if plan["testid"] else [])
        if choosing and plan["where"] != "panels":
            selectors += ([".manage button"] if plan["manage"] else []) + [
                ".result-ok[data-autofocus]", ".ready-go[data-autofocus]",
                ".dialog-box:not(.inspect-box) [data-autofocus]", "[data-testid='pass-ready']",
                ".main-actions button, .dialog-box button, .manage button, .over-buttons button",
                ".centre [data-autofocus]:not([disabled])",  # a variant's own first step (Easy Money's chips)
                ".centre [data-action]:not([disabled])"]  # a variant's own choice box (Rich's insurance, ...)
        for selector in selectors:
            target = self.el.querySelector(selector)
            if not absent(target) and not target.matches(":disabled"):  # a chip used up is not the next thing
                if target != document.activeElement:
                    focus_soon(target)
                return

    def _centre(self, view: dict, status: dict) -> list:
        hooks, tr = self.hooks, self.ctx.tr
        mode, seat = status.get("mode"), status.get("seat")
        dialog = mode not in ("over", "pass") and hooks.is_dialog_phase(view)
        parts = [] if dialog or self.selected is not None else [h("h1", {"cls": "board-title"}, tr("ui.app.title"))]
        parts.append(h("p", {"cls": "board-sub"}, self._variant_name(), " · ",
                       h("span", {"testid": "round"}, tr("ui.game.round", round=max(1, _header(view).get("round", 1))),
                         self._limit(view)), " ",
                       h("span", {"cls": "seed", "testid": "seed"}, tr("ui.game.seed", seed=self.app.seed))))
        card = self.app.results.first() if mode != "replay" else None
        if card is not None:  # a person's own result, until they press OK or move (results.py)
            parts.append(result_card(self.ctx, card, self.app.result_ok, mode == "read"))
        if mode == "over":
            parts.append(game_over(self.app, view, hooks))
            return parts
        if mode == "pass":
            parts.append(self._pass_device(seat, status.get("error")))
            return parts
        parts.append(hooks.centre_top(self, view))
        actions = self.app.actions() if mode == "human" else []
        if not dialog and "dice" in view:  # a game with dice (maybe not rolled yet)
            parts.append(hooks.dice(self, view, mode == "chance"))
        if mode != "replay":  # a replay says where it stands in its own bar (ui/replay_bar.py)
            parts.append(self._status(view, mode, seat))
        extra = [part for part in hooks.centre_parts(self, view, actions, status) if part is not None]
        if mode == "ready":  # a bot waits for people who may still change something (driver.py)
            extra.append(ready_box(self, view, status))
        parts.extend(extra)
        if mode == "human" and not dialog:
            parts.append(self.app.action_bar(hooks.bar_actions(view, actions), hooks.manage_open(view) or self.manage_open,
                                             view))
        parts.append(h("p", {"cls": "error", "role": "alert", "testid": "error"}, status.get("error") or ""))
        if self.selected is not None and not dialog:
            parts.append(hooks.inspector(self, view, self.selected, actions, seat if mode == "human" else None))
        elif not extra and not dialog:
            news = self.news(view)
            parts.append(news)
            if "news" not in str(news.className):  # the variant's news (a card): say the latest too
                parts.append(self._last_event(view))
        if not dialog and (self.selected is not None or extra):
            last = self._last_event(view)
            parts.insert(parts.index(extra[0]) if extra and self.selected is None else len(parts), last)
        return parts

    def _variant_name(self) -> str:
        """The game's name in the UI's language ("Monopoly" in English, "Cờ Tỷ Phú" in Vietnamese)."""
        tr, variant = self.ctx.tr, self.ctx.variant
        key = f"ui.game.variant.{variant}"
        name = tr(key) if tr.has(key) else tr(f"variant.{variant}.name")
        own = getattr(self.app, "board_title", "")  # a board of one's own: "Cờ Tỷ Phú: Phố cổ Hà Nội"
        return tr("ui.board.on", game=name, board=own) if own else name

    def _limit(self, view: dict):
        """" of 60" after "Round 12" when the game has a round limit (the view's header)."""
        limit = _header(view).get("round_limit")
        if isinstance(limit, int) and limit > 0:
            return self.ctx.tr("ui.game.round_of", limit=limit)
        return None

    def _dice(self, view: dict):
        """The dice to show: the view's roll of this turn (none before the player has rolled)."""
        return view.get("dice")

    def _last_event(self, view: dict):
        """The latest event, in one line near the actions (always visible, on a phone too)."""
        for entry in reversed(view.get("log") or []):
            key, params = _pair(entry)
            if key not in QUIET_EVENTS:
                return render_message(self.ctx, self.ctx.event_key(key), params, "p", "last-event")
        return None

    def _pass_device(self, seat: int, error):
        """The privacy screen of hotseat play: whose turn it is to choose in secret, and the button
        that shows that player's choices. Nothing on screen is private until it is pressed."""
        ctx = self.ctx
        box = h("section", {"cls": "dialog-box pass-box", "role": "dialog", "aria-labelledby": "pass-title",
                            "testid": "pass-device", "data-seat": seat})
        sent = getattr(self.app, "sent", None)
        if isinstance(sent, int) and sent != seat:  # the last person's answer went in: say so first
            box.appendChild(render_message(ctx, "ui.pass.sent", {"player": sent}, "p", "pass-sent"))
        title = render_message(ctx, "ui.pass.title", {"player": seat}, "h2", "dialog-title")
        title.setAttribute("id", "pass-title")
        box.appendChild(title)
        box.appendChild(render_message(ctx, "ui.pass.hint", {"player": seat}, "p", "dialog-hint"))
        button = h("button", {"type": "button", "cls": f"btn big go p{seat}", "testid": "pass-ready",
                              "data-autofocus": "true", "on_click": lambda _el: self.app.reveal(seat)},
                   h("span", {"cls": f"token p{seat}", "aria-hidden": "true"}, self.labels[seat]), " ",
                   ctx.text("ui.pass.ready", {"player": seat}))
        box.appendChild(h("div", {"cls": "dialog-buttons"}, button))
        box.appendChild(h("p", {"cls": "error", "role": "alert", "testid": "error"}, error or ""))
        return box

    def news(self, view: dict):
        """The variant's news (the card just drawn), else the last few events in big print."""
        return self.hooks.news(self, view) or self._news(view.get("log") or [])

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
        if recent:
            box.lastElementChild.classList.add("last-event")
        return box

    def _status(self, view: dict, mode: str, seat):
        ctx, tr = self.ctx, self.ctx.tr
        box = h("div", {"cls": "status", "testid": "status", "data-mode": mode or "", "data-seat": seat})
        if mode == "bot":
            box.appendChild(render_message(ctx, "ui.game.thinking", {"player": seat}, "p", "status-main thinking"))
            box.appendChild(h("button", {"type": "button", "cls": "btn small calm", "testid": "skip",
                                         "on_click": lambda _el: self.app.skip_bots()}, tr("ui.game.skip"), skip_icon()))
        elif mode == "chance" and self.hooks.chance_seat(view) is not None:
            box.appendChild(render_message(ctx, "ui.game.rolling_for", {"player": self.hooks.chance_seat(view)},
                                           "p", "status-main"))
        elif mode == "chance":
            box.appendChild(h("p", {"cls": "status-main"}, tr("ui.game.rolling")))
        elif mode == "human":
            box.appendChild(render_message(ctx, "ui.game.choose", {"player": seat}, "p", "status-main"))
        elif mode == "ready":
            box.appendChild(render_message(ctx, "ui.ready.status", {"player": seat}, "p", "status-main"))
        elif mode == "read":
            box.appendChild(render_message(ctx, "ui.result.status", {"player": seat}, "p", "status-main"))
        else:
            box.appendChild(h("p", {"cls": "status-main"}, tr("ui.game.waiting")))
        phase = f"phase.{view.get('phase')}"
        if tr.has(phase) and mode == "human":
            box.appendChild(h("p", {"cls": "status-phase"}, tr(phase)))
        return box


    def countdown(self, seconds: int) -> None:
        """The countdown's number, without a redraw (holds._hold_ready, each second)."""
        found = self.board.centre.querySelector("[data-testid='ready-countdown']")
        if not absent(found):
            found.textContent = countdown_text(self.ctx, self.app.status.get("seat"), seconds)


def _header(view: dict) -> dict:
    """The part of every game's view that says where it stands (core/turn_order.py header)."""
    return view.get("header") or {}
