"""Boards of one's own on the page (docs/boards.md): kept in this browser, opened from a file and
chosen on the setup screen of Cờ Tỷ Phú and 如何做個大富翁; a game on one shows the board's colours and
currency (its names come with its squares: format.Context.square). The board's checks and its one
normal form are the engine's (tycoon/core/own_board.py, imported where a board is read, so that
a home screen without boards of one's own compiles none of it): this module only stores texts."""

import contextlib
import json

from pyscript import window
from tycoon.core.save_check import SaveError
from tycoon.core.variant import variant_of

from . import files
from .dom import absent, h
from .format import Context, set_currency

STORE = "tycoon-table.boards"  # JSON: [board text, ...], the newest first
KEPT = 20
PARSE = ("too_big", "not_utf8", "empty", "truncated", "not_json", "too_deep", "bad_number", "duplicate_key")


def stored() -> list:
    """The boards kept in this browser, each (its text, the board), the newest first; nothing that
    fails the engine's checks (a board written by hand into the storage) is offered."""
    from tycoon.core import own_board

    try:
        value = window.localStorage.getItem(STORE)
        texts = json.loads(str(value)) if not absent(value) else []
    except Exception:  # noqa: BLE001 - storage off, or not a list of texts: no boards
        return []
    found = []
    for text in texts if isinstance(texts, list) else []:
        with contextlib.suppress(ValueError):
            board = json.loads(text)
            found.append((own_board.text(own_board.check(board)), board))
    return found


def keep(text: str) -> None:
    """Keep a board in this browser (first in the list; the same board once)."""
    texts = [text] + [t for t, _b in stored() if t != text]
    with contextlib.suppress(Exception):  # storage off or full: the board is still chosen for this game
        window.localStorage.setItem(STORE, json.dumps(texts[:KEPT], ensure_ascii=False))


def board_of(options: dict):
    """The board a game's options hold, or None (the game's own)."""
    text = (options or {}).get("board")
    return json.loads(text) if text else None


def dress(app, element=None) -> None:
    """A game on a board of one's own: its currency for every amount (before anything is drawn),
    then on the game screen's element its groups' colours."""
    board = board_of(app.state.options if app.state is not None else {})
    set_currency((board or {}).get("currency", ""))
    app.board_title = title(app.tr, board) if board else ""  # beside the game's name in the centre
    for group, colour in ((board or {}).get("groups") or {}).items() if element is not None else ():
        element.style.setProperty(f"--g-{group}", colour)


def context(app, names: list) -> Context:
    """The words of the game on screen: its players' names, its board's squares, and its cards'
    texts with what they name on this board (the engine's Variant.card_words; a board of one's
    own's own texts for them)."""
    variant = variant_of(app.state)
    board = board_of(app.state.options) or {}
    return Context(app.tr, app.variant_id, names, app.squares,
                   cards=variant.card_words() if variant.card_words else None,
                   card_names=board.get("cards"), printed_cards=not board)


def title(tr, board: dict) -> str:
    found = board.get("title")
    if isinstance(found, dict):
        found = found.get(tr.lang) or next(iter(found.values()))
    return found or tr("ui.board.untitled")


def chooser(app, variant):
    """The setup screen's choice of board: the game's own, a board kept in this browser, or a file."""
    if "board" not in variant.options:
        return None
    tr, options = app.tr, app.setup["options"]
    mine = [(text, board) for text, board in stored() if board["base"] == variant.id]
    chosen = options.get("board") or ""
    if chosen and chosen not in [t for t, _b in mine]:
        mine.insert(0, (chosen, json.loads(chosen)))
    select = h("select", {"id": "board-pick", "testid": "board-pick",
                          "on_change": lambda el: _pick(app, str(el.value))},
               h("option", {"value": "", "selected": not chosen}, tr("ui.board.own")),
               [h("option", {"value": str(i), "selected": text == chosen}, title(tr, board))
                for i, (text, board) in enumerate(mine)])
    app.board_texts = [t for t, _b in mine]
    picker = h("input", {"type": "file", "id": "board-file", "testid": "board-file", "cls": "file-input",
                         "accept": ".json,application/json", "on_change": lambda el: _opened(app, el)})
    return h("fieldset", {"cls": "board-choice", "testid": "board-choice"},
             h("legend", {}, tr("ui.board.legend")),
             h("label", {"for": "board-pick"}, tr("ui.board.pick")), " ", select, " ",
             h("label", {"for": "board-file", "cls": "btn small calm import-label"}, tr("ui.board.open")), picker,
             h("p", {"cls": "error", "role": "alert", "testid": "board-error"}, getattr(app, "board_error", "") or ""))


def _pick(app, value: str) -> None:
    texts = getattr(app, "board_texts", [])
    app.setup["options"]["board"] = texts[int(value)] if value.isdigit() and int(value) < len(texts) else ""
    app.board_error = ""
    app.show_setup(keep=True, focus="board-pick")


def _opened(app, el) -> None:
    found = files.first_file(el.files)
    if found is not None:
        files.spawn(_read(app, found))


async def _read(app, file) -> None:
    """A board file: checked by the engine; a board of this game is kept and chosen, anything else
    is refused in words, nothing else touched."""
    from tycoon.core import own_board

    try:
        data = await files.read_bytes(file)
        board = own_board.read(data)
        if board["base"] != app.setup["variant"]:
            raise SaveError("wrong_game", game=board["base"])
    except SaveError as error:
        app.board_error = explain(app.tr, error)
        app.show_setup(keep=True, focus="board-file")
        return
    text = own_board.text(board)
    keep(text)
    app.setup["options"]["board"], app.board_error = text, ""
    app.show_setup(keep=True, focus="board-pick")


def explain(tr, error: SaveError) -> str:
    """A refused board file in words: what is wrong, and where (a board's field, in words)."""
    from tycoon.core import own_board

    code = "unreadable" if error.code in PARSE and error.code != "too_big" else error.code
    key = f"ui.board.error.{code}"
    params = {k: v for k, v in error.params.items() if k != "field"}
    if code == "wrong_game":
        params["game"] = tr(f"variant.{params.get('game')}.name")
    if code == "too_big":
        params = {"kb": own_board.MAX_KB}
    text = tr(key, **params) if tr.has(key) else tr("ui.board.error.unreadable")
    field = error.params.get("field")
    return tr("ui.board.error.at", field=field, text=text) if field else text
