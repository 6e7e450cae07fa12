"""The board editor's longer parts (docs/boards.md "Make one"): the language its names are written
in, a deed's rents one by one, the cards' texts, and the preview of the board as the players will
see it (the game screen's own Board, at the screen's size). They draw the editor's draft; the
checks stay the engine's (own_board.check), the amounts its (own_board.squares_of)."""

from tycoon.core import new_game, own_board, view
from tycoon.core.variant import variant_for, variant_of

from .board import Board
from .dom import h
from .format import Context, money
from .i18n import LANGUAGES
from .layout import token_labels
from .variants import hooks_for

LANGS = own_board.LANGS


def in_language(text, lang: str, page: str = "") -> str:
    """What a name field shows: the text for every language when `lang` is "" (of several, the
    page's language's, else the first), else that language's text ("" when it has none)."""
    if isinstance(text, str):
        return text
    text = text or {}
    return text.get(page) or next(iter(text.values()), "") if not lang else text.get(lang, "")


def with_language(text, lang: str, value: str):
    """The name after a field of `lang` ("": every language) is set to `value` ("": cleared). A
    name for every language that gets one language's text keeps the old one in the others."""
    if not lang:
        return value or None
    found = dict(text) if isinstance(text, dict) else ({other: text for other in LANGS} if text else {})
    if value:
        found[lang] = value
    else:
        found.pop(lang, None)
    return found or None


def language_choice(editor):
    tr = editor.app.tr
    return h("div", {"cls": "editor-field"},
             h("label", {"for": "editor-name-lang"}, tr("ui.editor.names_in")),
             h("select", {"id": "editor-name-lang", "testid": "editor-name-lang",
                          "on_change": lambda el: editor.set_language(str(el.value))},
               h("option", {"value": "", "selected": editor.lang == ""}, tr("ui.editor.every_language")),
               [h("option", {"value": lang, "selected": editor.lang == lang, "lang": lang}, LANGUAGES.get(lang, lang))
                for lang in LANGS]),
             h("p", {"cls": "meta"}, tr("ui.editor.names_in_hint")))


def rents_cell(editor, square: dict, entry: dict, ctx, problems: dict):
    """A street's or a railroad's rents (and a street's house cost), each its own field, folded."""
    kind, index = square["kind"], square["index"]
    if kind not in own_board.RENTS:
        return None
    tr = editor.app.tr
    rents = entry.get("rents") or square["rents"]
    where = f"squares.{index}"
    errors = [text for field, text in problems.items() if field.startswith((f"{where}.rents", f"{where}.house_cost"))]
    fields = []
    for k, rent in enumerate(rents):
        fid = f"editor-rent-{index}-{k}"
        fields.append(h("label", {"cls": "editor-rent", "for": fid}, tr(f"ui.editor.rent.{kind}.{k}"),
                        h("input", {"type": "number", "id": fid, "testid": fid, "min": 1, "inputmode": "numeric",
                                    "value": rent, "aria-invalid": "true" if errors else None,
                                    "on_change": lambda el, k=k: editor.set_rent(index, k, el)})))
    if "house_cost" in square:
        fid = f"editor-house-{index}"
        fields.append(h("label", {"cls": "editor-rent", "for": fid}, tr("ui.editor.house_cost"),
                        h("input", {"type": "number", "id": fid, "testid": fid, "min": 1, "inputmode": "numeric",
                                    "value": entry.get("house_cost", square["house_cost"]),
                                    "on_change": lambda el: editor.set_house_cost(index, el)})))
    rid = f"editor-rents-{index}"
    return h("details", {"cls": "editor-rents", "open": bool(errors) or index in editor.opened,
                         "on_toggle": lambda el: editor.toggled(index, el)},
             h("summary", {"testid": rid, "aria-label": tr("ui.editor.rents_of", square=ctx.square(index))},
               tr("ui.editor.rents")),
             h("div", {"cls": "editor-rent-fields"}, fields,
               h("p", {"cls": "meta"}, tr("ui.editor.house_hint")) if "house_cost" in square else None),
             h("p", {"cls": "field-error", "testid": f"{rid}-error"}, " ".join(dict.fromkeys(errors))) if errors else None)


def cards_section(editor, board, problems: dict):
    """Each card's text, deck by deck: the game's own (with the board's amounts and names when the
    board is good, as it will be drawn) and a field for the board's own words for it; its effect
    stays."""
    tr = editor.app.tr
    variant = variant_for(editor.base, {"board": own_board.text(board)} if board is not None else None)
    ctx = Context(tr, editor.base, [], variant.board, cards=variant.card_words())
    own = editor.draft.get("cards") or {}
    decks = {}
    for card_id in sorted(variant.card_words()):
        decks.setdefault(editor.deck_of(card_id), []).append(card_id)
    parts = []
    for deck, cards in decks.items():
        home = next((sq["index"] for sq in variant.board if sq.get("kind") == deck), None)
        parts.append(h("h3", {"cls": "editor-deck"}, ctx.square(home) if home is not None else deck))
        for card_id in cards:
            fid = f"editor-card-{card_id}"
            error = next((text for field, text in problems.items() if field.startswith(f"cards.{card_id}")), "")
            parts.append(h("div", {"cls": "editor-card"},
                           h("label", {"for": fid}, ctx.card(card_id)),
                           h("input", {"type": "text", "id": fid, "testid": fid, "dir": "auto", "maxlength": 240,
                                       "value": in_language(own.get(card_id, ""), editor.lang, tr.lang),
                                       "aria-invalid": "true" if error else None,
                                       "on_change": lambda el, c=card_id: editor.set_card(c, el)}),
                           h("p", {"cls": "field-error"}, error) if error else None))
    return h("details", {"cls": "editor-cards", "open": editor.cards_open or any(k.startswith("cards") for k in problems),
                         "on_toggle": lambda el: setattr(editor, "cards_open", bool(el.open))},
             h("summary", {"testid": "editor-cards"}, tr("ui.editor.cards")),
             h("p", {"cls": "meta"}, tr("ui.editor.cards_hint")), parts)


def preview(editor, board):
    """The board as the players will see it, drawn by the game screen's own Board at this screen's
    size (a phone shows the phone's board): names, colours, prices in the board's money."""
    tr = editor.app.tr
    if board is None:
        return h("p", {"cls": "meta", "testid": "editor-preview-fix"}, tr("ui.editor.preview_fix"))
    names = ["1", "2"]
    state = new_game(editor.base, [{"name": name, "bot": True} for name in names], 1, {"board": own_board.text(board)})
    shown = view(state, None)  # a new game on the board: what the players see first
    squares = variant_of(state).board
    ctx = Context(tr, editor.base, names, squares)
    drawn = Board(ctx, squares, token_labels(names), hooks=hooks_for(editor.base))
    drawn.update(shown)
    drawn.centre.appendChild(h("div", {"cls": "editor-preview-centre"},
                               h("p", {"cls": "editor-preview-title", "dir": "auto"}, ctx.own_text(board.get("title", ""))),
                               h("p", {}, tr("ui.editor.preview_cash",
                                             cash=money(shown["players"][0]["cash"], tr.lang)))))
    for group, colour in (board.get("groups") or {}).items():
        drawn.el.style.setProperty(f"--g-{group}", colour)
    return h("div", {"cls": f"editor-preview variant-{editor.base}", "testid": "editor-preview-board"},
             h("div", {"cls": "board-area"}, drawn.el))
