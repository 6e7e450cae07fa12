"""The home screen: Continue (the last unfinished game), the games that exist, each with its name
and blurb, the saved games (saved_list.py) and the language switch."""

from tycoon.core.variant import listed

from .chrome import lang_switch
from .dom import h
from .lab.buttons import home_section
from .saved_list import render_continue, render_problem, render_saves

# Each game's strip of colours on its card, from its own board (every card had Monopoly's groups).
ART = {
    "": tuple(f"var(--g-{g})" for g in ("brown", "light_blue", "pink", "orange", "red", "yellow", "green",
                                        "dark_blue")),  # Monopoly's colour groups
    "taiwan": ("#1f3b8c", "#b3262a", "#f3ead2", "#1f3b8c", "#b3262a", "#f3ead2", "#1f3b8c", "#b3262a"),
    "easymoney": ("#ef6c00", "#6a1b9a", "#2e7d32", "#f9a825", "#1565c0", "#c62828", "#00796b", "#455a64"),
    "babylon": ("#2b2140", "#b8860b", "#a3162b", "#137a4a", "#6a2fa0", "#5f6368", "#b8860b", "#2b2140"),
    "rich": ("#ffd54a", "#2e7d32", "#d1c4e9", "#bbdefb", "#ffcc80", "#c8e6c9", "#ffcdd2", "#ffc400"),
}


def render_home(app):
    tr = app.tr
    cards = h("ul", {"cls": "variants"})
    for game_id, fewest, most in listed():  # no game's rules loaded: a first visit's home compiles none
        name = tr(f"variant.{game_id}.name")
        cards.appendChild(h(
            "li", {"cls": f"variant-card v-{game_id}"},
            h("div", {"cls": "variant-art", "aria-hidden": "true"},
              [h("span", {"cls": "art-band", "style": {"--c": colour}}) for colour in ART.get(game_id, ART[""])]),
            h("h3", {}, name),
            h("p", {"cls": "blurb"}, tr(f"variant.{game_id}.blurb")),
            h("p", {"cls": "meta"}, tr("ui.home.players", min=fewest, max=most)),
            h("button", {"type": "button", "cls": "btn big go", "testid": f"variant-{game_id}",
                         "aria-label": tr("ui.home.play", variant=name),
                         "on_click": lambda _el, vid=game_id: app.show_setup(vid)},
              tr("ui.home.play_short"), h("span", {"aria-hidden": "true"}, " ▶"))))
    slots = app.saved_slots()
    return h("div", {"cls": "screen home", "testid": "home"},
             header(app), render_problem(app), render_continue(app, slots),
             h("section", {"cls": "home-body", "aria-labelledby": "choose-title"},
               h("h2", {"id": "choose-title"}, tr("ui.home.choose")), cards),
             home_section(app), boards_section(app), render_saves(app, slots))


def boards_section(app):
    """Boards of one's own (docs/boards.md): make one, or edit one kept in this browser. The
    editor (~30 KB of Python) is imported when one is opened, not to draw its buttons."""
    from .boards import stored, title

    tr = app.tr
    kept = [h("li", {"cls": "kept-board"}, h("span", {"dir": "auto"}, title(tr, board)), " ",
              h("span", {"cls": "meta"}, tr(f"variant.{board['base']}.name")), " ",
              h("button", {"type": "button", "cls": "btn small calm", "testid": f"edit-board-{i}",
                           "on_click": lambda _el, b=board: open_editor(app, b["base"], b)}, tr("ui.editor.edit")))
            for i, (_text, board) in enumerate(stored())]
    return h("section", {"cls": "boards-body", "testid": "boards", "aria-labelledby": "boards-title"},
             h("h2", {"id": "boards-title"}, tr("ui.editor.home_title")),
             h("p", {"cls": "meta"}, tr("ui.editor.home_hint")),
             h("div", {"cls": "board-makers"},
               [h("button", {"type": "button", "cls": "btn calm", "testid": f"make-board-{base}",
                             "on_click": lambda _el, b=base: open_editor(app, b)},
                  tr("ui.editor.make", game=tr(f"variant.{base}.name"))) for base in ("monopoly", "taiwan")]),
             h("ul", {"cls": "kept-boards"}, kept) if kept else None)


def header(app):
    tr = app.tr
    return h("header", {"cls": "app-header"},
             h("div", {"cls": "brand"},
               h("span", {"cls": "logo", "aria-hidden": "true"}, "$"),
               h("div", {},
                 h("h1", {"cls": "app-title"}, tr("ui.app.title")),
                 h("p", {"cls": "tagline"}, tr("ui.app.tagline")))),
             lang_switch(tr, app.set_lang))


def open_editor(app, base: str, board: dict | None = None) -> None:
    from .board_editor import open_editor as editor

    editor(app, base, board)
