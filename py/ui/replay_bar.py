"""The replay's controls (ui/replay.py), at the top of the game screen's side bar: where the
replay stands, start / turn back / step back / play / step / next turn / end, the timeline (one
stop per turn), the pace, the story's moments to jump to, whose view, the net-worth chart with a
cursor at the step, and "Play from here". It reads the timeline and the view; it plays nothing."""

from .chart import cursor_at, net_worth_chart
from .dom import absent, h
from .log import render_message
from .replay import PACES


def replay_bar(app, view: dict):
    replay, tr, ctx = app.replay, app.tr, app.ctx
    timeline, step = replay.timeline, replay.step
    header = view.get("header") or {}
    turn = timeline.turn_of(step)
    where = h("p", {"cls": "replay-where", "testid": "replay-where", "data-step": step, "aria-live": "polite"},
              tr("ui.replay.where", step=step, steps=replay.length, round=max(1, header.get("round", 1))))
    seat = view.get("turn_seat")
    together = len(view.get("acting") or ()) > 1  # a choice everyone makes at once: nobody's turn
    if isinstance(seat, int) and 0 <= seat < len(view["players"]) and not view.get("over") and not together:
        where.appendChild(h("span", {}, " · "))
        where.appendChild(render_message(ctx, "ui.replay.turn_of", {"player": seat}))
    elif view.get("over"):
        where.appendChild(h("span", {}, " · ", tr("ui.replay.the_end")))
    at_start, at_end = step <= 0, step >= replay.length
    controls = h("div", {"cls": "replay-controls", "role": "group", "aria-label": tr("ui.replay.controls")},
                 _button("replay-start", "|◀", tr("ui.replay.start"), lambda _el: app.replay_go(0), at_start),
                 _button("replay-turn-back", "◀◀", tr("ui.replay.turn_back"), lambda _el: app.replay_turn(-1), at_start),
                 _button("replay-back", "◀", tr("ui.replay.back"), lambda _el: app.replay_go(replay.step - 1), at_start),
                 h("button", {"type": "button", "cls": "btn small go replay-play", "id": "replay-play",
                              "testid": "replay-play", "aria-pressed": "true" if replay.playing else "false",
                              "on_click": lambda _el: app.replay_toggle()},
                   "❙❙ " if replay.playing else "▶ ", tr("ui.replay.pause" if replay.playing else "ui.replay.play")),
                 _button("replay-forward", "▶", tr("ui.replay.forward"),
                         lambda _el: app.replay_go(replay.step + 1, walk=True), at_end),
                 _button("replay-turn-forward", "▶▶", tr("ui.replay.turn_forward"), lambda _el: app.replay_turn(1), at_end),
                 _button("replay-end", "▶|", tr("ui.replay.end"), lambda _el: app.replay_go(replay.length), at_end))
    slider = h("label", {"cls": "replay-slider", "for": "replay-turn"}, tr("ui.replay.turn"), " ",
               h("input", {"type": "range", "id": "replay-turn", "testid": "replay-turn", "min": 0,
                           "max": max(0, len(timeline.turns) - 1), "step": 1, "value": turn,
                           "aria-valuetext": tr("ui.replay.turn_n", turn=turn + 1, turns=len(timeline.turns)),
                           "on_input": app.replay_to_turn}))
    pace = h("select", {"id": "replay-pace", "testid": "replay-pace", "on_change": app.replay_pace},
             [h("option", {"value": code, "selected": code == replay.pace}, tr(f"ui.speed.{code}")) for code in PACES])
    options = h("div", {"cls": "replay-options"}, slider,
                h("label", {"cls": "replay-pace", "for": "replay-pace"}, tr("ui.replay.pace"), " ", pace),
                _watch_as(app, replay))
    return h("section", {"cls": "replay-box", "testid": "replay", "aria-labelledby": "replay-title",
                         "data-step": step, "data-steps": replay.length},
             h("h2", {"id": "replay-title", "cls": "replay-title"}, tr("ui.replay.title")),
             h("div", {"cls": "replay-dock"}, where, controls), options, _asking(app, replay), _moments(app, replay),
             _chart(app, replay, view), _branch(app, replay),
             h("p", {"cls": "meta replay-keys", "id": "replay-keys"}, tr("ui.replay.keys")))


def _button(testid: str, icon: str, label: str, on_click, disabled: bool):
    return h("button", {"type": "button", "cls": f"btn small calm {testid}", "id": testid, "testid": testid,
                        "aria-label": label, "title": label, "disabled": disabled, "on_click": on_click},
             h("span", {"aria-hidden": "true"}, icon))


def _watch_as(app, replay):
    seats = replay.seats_to_watch()
    if not seats:
        return None
    tr, ctx = app.tr, app.ctx
    chosen = replay.asking if replay.asking is not None else replay.seat
    select = h("select", {"id": "replay-watch-as", "testid": "replay-watch-as", "on_change": app.replay_watch_as},
               h("option", {"value": "", "selected": chosen is None}, tr("ui.replay.everyone")),
               [h("option", {"value": str(seat), "selected": seat == chosen}, ctx.name(seat)) for seat in seats])
    return h("label", {"cls": "replay-watch", "for": "replay-watch-as"}, tr("ui.replay.watch_as"), " ", select)


def _asking(app, replay):
    """A game not finished that keeps secrets: one person's view only once they hold the device."""
    seat = replay.asking
    if seat is None:
        return None
    ctx = app.ctx
    return h("div", {"cls": "replay-ask", "role": "group", "testid": "replay-ask"},
             render_message(ctx, "ui.pass.title", {"player": seat}, "p", "replay-ask-title"),
             render_message(ctx, "ui.pass.hint", {"player": seat}, "p", "meta"),
             h("button", {"type": "button", "cls": f"btn small go p{seat}", "testid": "replay-reveal",
                          "on_click": lambda _el: app.replay_reveal()}, ctx.text("ui.replay.reveal", {"player": seat})))


def _moments(app, replay):
    """The story's moments (the biggest payment, the Spy's take …), each a jump to the step it
    happened at; in a game not finished that keeps secrets, none (the story is told at the end)."""
    story = replay.timeline.story()
    found = sorted((step, name) for name, step in (story or {}).get("steps", {}).items())
    if not found:
        return None
    items = []
    for step, name in found:
        text = render_message(app.ctx, f"story.{name}", story["moments"][name], "span")
        items.append(h("li", {}, h("button", {"type": "button", "cls": "btn small calm moment-jump",
                                              "testid": f"moment-{name}", "data-step": step,
                                              "aria-current": "step" if step == replay.step else None,
                                              "on_click": lambda _el, s=step: app.replay_go(s)}, text)))
    return h("details", {"cls": "replay-moments", "open": _still_open(app, ".replay-moments", True)},
             h("summary", {}, app.tr("ui.replay.moments")), h("ul", {"testid": "replay-moments"}, items))


def _chart(app, replay, view: dict):
    """The game's net worth (its story), with a line where the replay stands: a finished game's
    whole story, or a game without secrets as far as it went."""
    story = replay.timeline.story()
    if story is None or len(story["labels"]) < 2:
        return None
    series, labels = story["series"], story["labels"]
    header = view.get("header") or {}
    cursor = cursor_at(labels, int(header.get("round") or 1), replay.over and replay.step >= replay.length)
    return h("details", {"cls": "replay-chart", "testid": "replay-chart", "open": _still_open(app, ".replay-chart", False)},
             h("summary", {}, app.tr("ui.story.chart")), net_worth_chart(app.ctx, series, labels, "replay", cursor))


def _still_open(app, selector: str, first: bool) -> bool:
    """Whether a part the player may open or close (moments, chart) is open now: it stays so."""
    found = app.game.replay_box.querySelector(selector) if app.game is not None else None
    return first if absent(found) else bool(found.open)


def _branch(app, replay):
    tr, ctx = app.tr, app.ctx
    if not replay.branching:
        ended = replay.over and replay.step >= replay.length  # nothing left to play from the very end
        return h("button", {"type": "button", "cls": "btn small warm replay-branch", "id": "replay-branch",
                            "testid": "replay-branch", "disabled": ended,
                            "title": tr("ui.replay.branch_none") if ended else None,
                            "on_click": lambda _el: app.replay_branching(True)}, tr("ui.replay.branch"))
    seats = [h("li", {}, h("label", {"cls": "branch-seat"},
                           h("input", {"type": "checkbox", "testid": f"branch-seat-{seat}", "checked": bot,
                                       "on_change": lambda el, s=seat: app.replay_seat_bot(s, el)}),
                           " ", ctx.text("ui.replay.seat_bot", {"player": seat})))
             for seat, bot in enumerate(replay.bots)]
    return h("fieldset", {"cls": "replay-branch-box", "testid": "branch-box"},
             h("legend", {}, tr("ui.replay.branch_title", step=replay.step)),
             h("p", {"cls": "meta"}, tr("ui.replay.branch_hint")), h("ul", {"cls": "branch-seats"}, seats),
             h("div", {"cls": "dialog-buttons"},
               h("button", {"type": "button", "cls": "btn small go", "testid": "branch-start",
                            "on_click": lambda _el: app.branch_here()}, tr("ui.replay.branch_start")),
               h("button", {"type": "button", "cls": "btn small calm", "testid": "branch-cancel",
                            "on_click": lambda _el: app.replay_branching(False)}, tr("ui.replay.cancel"))))
