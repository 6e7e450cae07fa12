"""New-game setup: 2–8 seats with names and human/bot, the variant's house rules (options.py), Start."""

from tycoon.core import find_variant
from tycoon.core.levels import NORMAL, offered
from tycoon.core.names import clean_name

from .boards import chooser
from .dom import h
from .help.dialog import rules_button
from .home import header
from .options import bots_only, ensure_limit, render_options

NAME_MAX = 128  # UTF-16 units the field takes; the engine keeps 32 letters of it (core/names.py)


def new_setup(variant_id: str) -> dict:
    variant = find_variant(variant_id)
    seats = [{"name": None, "bot": i > 0} for i in range(max(2, variant.min_players))]
    return {"variant": variant.id, "seats": seats, "options": dict(variant.options), "settings": {"undo": False}}


def default_name(tr, seats: list, index: int) -> str:
    """'Player 2' or 'Bot 1': humans and bots are counted separately, in seat order."""
    bot = bool(seats[index]["bot"])
    number = sum(1 for seat in seats[: index + 1] if bool(seat["bot"]) == bot)
    return tr("ui.setup.default_bot" if bot else "ui.setup.default_name", n=number)


def player_list(tr, setup: dict) -> list:
    """The players for new_game: each name as the engine keeps it (core/names.py: the same rule
    the loader applies), a blank one the default."""
    out = []
    for i, seat in enumerate(setup["seats"]):
        name = clean_name(str(seat["name"] or "")) or default_name(tr, setup["seats"], i)
        level = seat.get("level", NORMAL) if seat["bot"] else NORMAL
        out.append({"name": name, "bot": bool(seat["bot"]), **({"level": level} if level != NORMAL else {})})
    return out


def render_setup(app):
    tr, setup = app.tr, app.setup
    variant = find_variant(setup["variant"])
    name = tr(f"variant.{variant.id}.name")
    seats = setup["seats"]
    rows = h("ol", {"cls": "seats"})
    for i in range(len(seats)):
        rows.appendChild(_seat_row(app, i, len(seats) > variant.min_players))
    more = None
    if len(seats) < variant.max_players:
        more = h("button", {"type": "button", "cls": "btn small calm", "testid": "add-seat",
                            "on_click": lambda _el: _add(app)}, "+ ", tr("ui.setup.add"))
    body = h("section", {"cls": "setup-body", "aria-labelledby": "setup-title"},
             h("div", {"cls": "setup-head"}, h("h2", {"id": "setup-title"}, tr("ui.setup.title", variant=name)),
               rules_button(app, variant.id, lambda: app.setup["options"])),
             h("p", {"cls": "meta"}, tr("ui.setup.count", n=len(seats), min=variant.min_players,
                                        max=variant.max_players)),
             rows, more, _levels_note(app), render_options(app, variant), chooser(app, variant),
             h("div", {"cls": "setup-buttons"},
               h("button", {"type": "button", "cls": "btn big calm", "testid": "setup-back",
                            "on_click": lambda _el: app.show_home()}, "← ", tr("ui.setup.back")),
               h("button", {"type": "button", "cls": "btn big go", "testid": "start-game",
                            "on_click": lambda _el: app.start_game()}, tr("ui.setup.start"), " ▶")),
             h("p", {"cls": "error", "role": "alert", "testid": "setup-error"}, app.setup_error or ""))
    return h("div", {"cls": "screen setup", "testid": "setup"}, header(app), body)


def _seat_row(app, i: int, removable: bool):
    tr, seat = app.tr, app.setup["seats"][i]
    name_id, bot_id = f"seat-name-{i}", f"seat-bot-{i}"
    name_input = h("input", {"type": "text", "id": name_id, "testid": name_id, "maxlength": NAME_MAX,
                             "dir": "auto", "autocomplete": "off", "spellcheck": "false",
                             "placeholder": default_name(tr, app.setup["seats"], i),
                             "on_input": lambda el: _rename(app, i, el)})
    name_input.value = seat["name"] if seat["name"] is not None else default_name(tr, app.setup["seats"], i)
    bot_box = h("input", {"type": "checkbox", "id": bot_id, "testid": bot_id, "checked": seat["bot"],
                          "on_change": lambda el: _toggle_bot(app, i, el)})
    remove = None
    if removable:
        remove = h("button", {"type": "button", "cls": "btn small warm", "testid": f"remove-seat-{i}",
                              "aria-label": tr("ui.setup.remove_seat", n=i + 1),
                              "on_click": lambda _el: _remove(app, i)}, "✕ ", tr("ui.setup.remove"))
    return h("li", {"cls": f"seat-row p{i}", "testid": f"seat-{i}"},
             h("span", {"cls": f"token p{i}", "aria-hidden": "true"}, str(i + 1)),
             h("label", {"for": name_id, "cls": "seat-label"}, tr("ui.setup.seat", n=i + 1)),
             name_input,
             h("span", {"cls": "seat-bot"},  # one cell of the row: the toggle and a bot's level
               h("label", {"cls": "bot-toggle", "for": bot_id}, bot_box, " ", tr("ui.setup.bot")),
               _level(app, i) if seat["bot"] else None),
             remove)


def _levels_note(app):
    """What the levels mean, under the seats while a seat is a bot (docs/bots.md "Levels")."""
    if not any(seat["bot"] for seat in app.setup["seats"]):
        return None
    return h("p", {"cls": "meta levels-note", "testid": "levels-note"}, app.tr("ui.setup.levels_note"))


def _level(app, i: int):
    """A bot seat's level (core/levels.py): Easy, Normal, and Hard where the game has one."""
    tr, seat = app.tr, app.setup["seats"][i]
    level_id = f"seat-level-{i}"
    select = h("select", {"id": level_id, "testid": level_id, "cls": "seat-level",
                          "aria-label": tr("ui.setup.level_of", n=i + 1),
                          "on_change": lambda el: seat.__setitem__("level", str(el.value))})
    for level in offered(find_variant(app.setup["variant"])):
        select.appendChild(h("option", {"value": level, "selected": seat.get("level", NORMAL) == level},
                             tr(f"ui.level.{level}")))
    return select


def _rename(app, i: int, el) -> None:
    app.setup["seats"][i]["name"] = str(el.value)


def _toggle_bot(app, i: int, el) -> None:
    """The seat becomes a bot or a person: the rows are drawn again (a bot's row has its level,
    default names renumber: "Bot 1", "Player 2"…), and the round limit and its note follow."""
    seats = app.setup["seats"]
    was = bots_only(app.setup)
    seats[i]["bot"] = bool(el.checked)
    if ensure_limit(app.setup, find_variant(app.setup["variant"])) or was != bots_only(app.setup):
        app.setup_error = ""
    app.show_setup(keep=True, focus=f"seat-bot-{i}")


def _add(app) -> None:
    app.setup["seats"].append({"name": None, "bot": True})
    app.show_setup(keep=True, focus="add-seat")


def _remove(app, i: int) -> None:
    del app.setup["seats"][i]
    app.show_setup(keep=True, focus="add-seat")
