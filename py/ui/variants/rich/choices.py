"""The choices of Rich that are not Flip-Lock or the Rich Card window: the profession table (at
setup and on a change-profession square) and the roll's result, the payday insurance offer, Good
luck / Bad luck (sure money or Flip-Lock, with the chance to pass), and the personal numbers after
finishing. Only legal actions are buttons, each labelled by describe(); the words around them and
every figure come from the view."""

from ...dom import h
from ...format import money
from ...log import render_message
from .fliplock import percent
from .track import COVER_ICON


def _title(tr, key: str, **params):
    return h("h2", {"cls": "rich-title"}, tr(key, **params))


def _button(screen, action, cls: str = "btn big warm", inside=None, testid: str = ""):
    return h("button", {"type": "button", "cls": cls, "data-action": str(action),
                        "testid": testid or f"rich-{action.kind}-{'-'.join(str(a) for a in action.args)}".rstrip("-"),
                        "on_click": lambda _el: screen.app.act(action)},
             inside if inside is not None else screen.app.label(action))


def _borrow(screen, actions: list):
    action = next((a for a in actions if a.kind == "borrow"), None)
    return _button(screen, action, "btn small calm", testid="rich-borrow") if action is not None else None


# ---- professions -------------------------------------------------------------------------------
def profession_box(screen, view: dict, actions: list):
    tr = screen.ctx.tr
    info = view.get("profession") or {}
    change = info.get("why") == "change"
    by_job = {a.args[0]: a for a in actions if a.kind == "job"}
    rows = []
    for row in info.get("table") or []:
        job = row.get("job")
        numbers = h("span", {"cls": "rich-job-numbers"},
                    [h("span", {"cls": "rich-num"}, str(n)) for n in row.get("numbers") or []])
        inside = [h("span", {"cls": "rich-job-name"}, tr(f"job.rich.{job}")), numbers,
                  h("span", {"cls": "rich-job-salary"}, tr("ui.rich.salary", amount=money(row.get("salary", 0), tr.lang))),
                  h("span", {"cls": "rich-job-double"}, tr("ui.rich.double_salary")),
                  h("span", {"cls": "rich-job-expected"}, tr("ui.rich.expected",
                                                               amount=money(row.get("expected", 0), tr.lang)))]
        action = by_job.get(job)
        if action is not None:
            rows.append(_button(screen, action, "rich-job-row", inside, f"job-{job}"))
        else:
            rows.append(h("div", {"cls": "rich-job-row", "testid": f"job-{job}"}, inside))
    parts = [_title(tr, "ui.rich.change_title" if change else "ui.rich.job_title"),
             h("p", {"cls": "rich-help"}, tr("ui.rich.job_help")),
             h("div", {"cls": "rich-jobs", "role": "group", "aria-label": tr("ui.rich.job_title")}, rows),
             h("p", {"cls": "rich-small"}, tr("ui.rich.expected_help"))]
    if view.get("last_job"):
        parts.insert(1, job_result(screen, view))
    return h("section", {"cls": "rich-box rich-profession", "testid": "profession"}, parts)


def job_result(screen, view: dict):
    """The last profession roll: what was named, the total, the profession and salary it gave."""
    ctx = screen.ctx
    last = view.get("last_job") or {}
    seat = last.get("player")
    salary = last.get("salary", 0)
    key = "ui.rich.job_doubled" if last.get("doubled") else "ui.rich.job_got"
    params = {"player": seat, "named": ctx.tr(f"job.rich.{last.get('named')}"), "total": last.get("total"),
              "job": ctx.tr(f"job.rich.{last.get('job')}"), "salary": salary}
    return render_message(ctx, key, params, "p", "rich-job-result" + (" doubled" if last.get("doubled") else ""))


# ---- insurance at a payday -----------------------------------------------------------------------
def insure_box(screen, view: dict, actions: list):
    ctx, tr = screen.ctx, screen.ctx.tr
    seat = view.get("actor")
    players = view.get("players") or []
    held = set(players[seat].get("insurance") or []) if isinstance(seat, int) and seat < len(players) else set()
    by_cover = {a.args[0]: a for a in actions if a.kind == "insure"}
    cards = []
    for cover in ("auto", "fire", "life"):
        inside = [h("span", {"cls": "rich-ins-icon", "aria-hidden": "true"}, COVER_ICON[cover]),
                  h("span", {"cls": "rich-ins-name"}, tr(f"cover.rich.{cover}")),
                  h("span", {"cls": "rich-ins-covers"}, tr(f"ui.rich.covers.{cover}"))]
        if cover in by_cover:
            inside.append(h("span", {"cls": "rich-ins-buy"}, screen.app.label(by_cover[cover])))
            cards.append(_button(screen, by_cover[cover], f"rich-ins ins-{cover}", inside, f"insure-{cover}"))
        else:
            note = "ui.rich.held" if cover in held else "ui.rich.cannot_buy"
            inside.append(h("span", {"cls": "rich-ins-buy"}, tr(note)))
            cards.append(h("div", {"cls": f"rich-ins ins-{cover} off", "testid": f"insure-{cover}"}, inside))
    done = next((a for a in actions if a.kind == "done"), None)
    price = money((view.get("prices") or {}).get("insurance", 0), tr.lang)
    parts = [_title(tr, "ui.rich.insure_title"),
             render_message(ctx, "ui.rich.insure_who", {"player": seat}, "p", "rich-who") if isinstance(seat, int) else None,
             h("p", {"cls": "rich-help"}, tr("ui.rich.insure_help", amount=price)),
             h("div", {"cls": "rich-insurances"}, cards)]
    if actions:
        parts.append(h("div", {"cls": "rich-buttons"},
                       _button(screen, done, "btn big calm", testid="insure-done") if done else None,
                       _borrow(screen, actions)))
    return h("section", {"cls": "rich-box rich-insure", "testid": "insure"}, parts)


# ---- Good luck / Bad luck --------------------------------------------------------------------------
def luck_box(screen, view: dict, actions: list):
    ctx, tr = screen.ctx, screen.ctx.tr
    luck = view.get("luck") or {}
    good = luck.get("square_kind") == "good_luck"
    seat = view.get("actor")
    sure = next((a for a in actions if a.kind in ("take", "pay")), None)
    flip = next((a for a in actions if a.kind == "fliplock"), None)
    lang = tr.lang
    sure_words = tr("ui.rich.luck_sure_good" if good else "ui.rich.luck_sure_bad", amount=money(luck.get("sure", 0), lang))
    flip_words = tr("ui.rich.luck_flip_good" if good else "ui.rich.luck_flip_bad",
                    win=money(luck.get("win", 0), lang), lose=money(luck.get("lose", 0), lang))
    chance = tr("ui.rich.luck_chance", percent=percent(luck.get("chance", "0"), lang))
    choices = [
        ("sure", sure, [h("span", {"cls": "rich-choice-head"}, screen.app.label(sure) if sure else sure_words),
                        h("span", {"cls": "rich-choice-note"}, tr("ui.rich.for_sure"))]),
        ("flip", flip, [h("span", {"cls": "rich-choice-head"}, "♠ ", screen.app.label(flip) if flip else flip_words),
                        h("span", {"cls": "rich-choice-note"}, chance)]),
    ]
    row = h("div", {"cls": "rich-choices"})
    for name, action, inside in choices:
        cls = f"rich-choice choice-{name}"
        row.appendChild(_button(screen, action, cls, inside, f"luck-{name}") if action is not None
                        else h("div", {"cls": cls, "testid": f"luck-{name}"}, inside))
    parts = [_title(tr, "ui.rich.good_luck_title" if good else "ui.rich.bad_luck_title"),
             render_message(ctx, "ui.rich.luck_who", {"player": seat}, "p", "rich-who") if isinstance(seat, int) else None,
             h("p", {"cls": "rich-help"}, sure_words, " ", flip_words), row,
             h("div", {"cls": "rich-buttons"}, _borrow(screen, actions))]
    return h("section", {"cls": "rich-box rich-luck" + (" good" if good else " bad"), "testid": "luck"}, parts)


# ---- personal numbers -----------------------------------------------------------------------------
def numbers_box(screen, view: dict, actions: list):
    ctx, tr = screen.ctx, screen.ctx.tr
    owners = view.get("owners") or {}
    by_number = {a.args[0]: a for a in actions if a.kind == "number"}
    seat = view.get("actor")
    grid = h("div", {"cls": "rich-numbers", "role": "group", "aria-label": tr("ui.rich.numbers_title")})
    for number in range(2, 13):
        owner = owners.get(str(number))
        if number in by_number:
            grid.appendChild(_button(screen, by_number[number], "rich-number free",
                                     [h("span", {"cls": "rich-number-n"}, str(number)),
                                      h("span", {"cls": "rich-number-who"}, tr("ui.rich.number_free"))],
                                     f"number-{number}"))
            continue
        who = (h("span", {"cls": f"token p{owner}", "aria-hidden": "true"}, screen.labels[owner]),
               h("span", {"cls": f"pname p{owner}", "dir": "auto"}, ctx.name(owner))) if isinstance(owner, int) else tr("ui.rich.number_free")
        grid.appendChild(h("div", {"cls": "rich-number" + (" taken" if isinstance(owner, int) else ""),
                                   "testid": f"number-{number}"},
                           h("span", {"cls": "rich-number-n"}, str(number)), h("span", {"cls": "rich-number-who"}, who)))
    left = (view.get("numbers") or {}).get("left", 0)
    fee = money((view.get("prices") or {}).get("fee", 0), tr.lang)
    parts = [_title(tr, "ui.rich.numbers_title"),
             render_message(ctx, "ui.rich.numbers_who", {"player": seat, "n": left}, "p", "rich-who")
             if isinstance(seat, int) else None,
             h("p", {"cls": "rich-help"}, tr("ui.rich.numbers_help", amount=fee)), grid]
    return h("section", {"cls": "rich-box rich-personal", "testid": "personal-numbers"}, parts)
