"""The board editor (docs/boards.md "The editor"): a teacher makes a Cờ Tỷ Phú or 如何做個大富翁 board
of their own town. Every field is checked by the engine (own_board.check) as it changes, and each
problem is shown next to its field; the board is kept in this browser, exported as a file, or
played at once. The editor stores a draft in the board file's own shape; it computes no rule: the
price factor is own_board.scaled, the checks own_board.check."""

import json

from pyscript import document, window
from tycoon.core import own_board
from tycoon.core.variant import find_variant

from . import boards, dom, files
from .board_editor_parts import cards_section, in_language, language_choice, preview, rents_cell, with_language
from .dom import h, morph
from .format import Context, money, set_currency, set_unit
from .variants import hooks_for

BASES = own_board.BASES


class BoardEditor:
    def __init__(self, app, base: str, board: dict | None = None):
        self.app, self.base = app, base
        self.variant = find_variant(base)
        self.squares = self.variant.board
        self.lang = ""  # the language the names are written in ("": one text for every language)
        self.opened = set()  # the squares whose rents are unfolded
        self.previewing = False
        self.cards_open = False  # the cards' texts unfolded
        self.draft = dict(board or {"format": own_board.FORMAT, "version": own_board.VERSION, "base": base,
                                    "title": app.tr("ui.editor.new_title")})  # the game's own money
        self.draft.setdefault("squares", [])
        self.saved = ""  # the text last kept in this browser
        self.el = h("div", {"cls": "screen editor", "testid": "board-editor"})

    # ---- the draft -------------------------------------------------------------------------
    def square(self, index: int) -> dict:
        for entry in self.draft["squares"]:
            if entry["index"] == index:
                return entry
        entry = {"index": index}
        self.draft["squares"].append(entry)
        return entry

    def set_field(self, name: str, el, number: bool = False) -> None:
        value = str(el.value).strip()
        if number:
            value = _whole(value)
        elif name == "title":
            value = with_language(self.draft.get("title"), self.lang, value) or ""
        if value in ("", None) and name not in ("title",):
            self.draft.pop(name, None)
        else:
            self.draft[name] = value
        self.render()  # focus stays where the player moved it (a Tab fires the change)

    def set_square(self, index: int, name: str, el, number: bool = False) -> None:
        value = str(el.value).strip()
        entry = self.square(index)
        if number:
            value = _whole(value)
        elif name == "name":
            value = with_language(entry.get("name"), self.lang, value)
        if value in ("", None):
            entry.pop(name, None)
        else:
            entry[name] = value
        self.draft["squares"] = [e for e in self.draft["squares"] if len(e) > 1]
        self.render()  # focus stays where the player moved it (a Tab fires the change)

    def set_rent(self, index: int, k: int, el) -> None:
        """One rent of a street (unimproved, 1–4 houses, hotel) or a railroad (1–4 owned)."""
        entry = self.square(index)
        rents = list(entry.get("rents") or self.squares[index]["rents"])
        value = _whole(str(el.value).strip())
        rents[k] = value if value is not None else rents[k]
        entry["rents"] = rents
        self.opened.add(index)
        self.render()

    def set_house_cost(self, index: int, el) -> None:
        """A house's cost, set on every street of the group at once (the rules build evenly)."""
        value = _whole(str(el.value).strip())
        for street in own_board.same_houses(self.squares, index):
            entry = self.square(street)
            if value is None:
                entry.pop("house_cost", None)
            else:
                entry["house_cost"] = value
        self.draft["squares"] = [e for e in self.draft["squares"] if len(e) > 1]
        self.opened.add(index)
        self.render()

    def toggled(self, index: int, el) -> None:
        (self.opened.add if el.open else self.opened.discard)(index)

    def set_card(self, card_id: str, el) -> None:
        cards = self.draft.setdefault("cards", {})
        text = with_language(cards.get(card_id), self.lang, str(el.value).strip())
        if text is None:
            cards.pop(card_id, None)
        else:
            cards[card_id] = text
        if not cards:
            self.draft.pop("cards")
        self.render()

    def set_language(self, lang: str) -> None:
        self.lang = lang if lang in own_board.LANGS else ""
        self.render("#editor-name-lang")

    def deck_of(self, card_id: str) -> str:
        return own_board.deck_of(self.base, card_id)

    def toggle_preview(self) -> None:
        self.previewing = not self.previewing
        self.render("[data-testid='editor-preview']")

    def set_colour(self, group: str, el) -> None:
        self.draft.setdefault("groups", {})[group] = str(el.value)
        self.render()  # focus stays where the player moved it (a Tab fires the change)

    def apply_factor(self) -> None:
        field = self.el.querySelector("#editor-factor")
        percent = _whole(str(field.value)) if not dom.absent(field) else None
        if percent is None or not 1 <= percent <= own_board.MAX_PERCENT:
            self.factor_error = self.app.tr("ui.board.error.bad_amount", max=own_board.MAX_PERCENT)
        else:
            self.factor_error = ""
            self.draft = own_board.scaled(self.draft, percent, self.squares)
        self.render("#editor-factor")

    def problems(self) -> tuple:
        """(the board in normal form or None, {field: words})."""
        try:
            return own_board.check(self.draft), {}
        except own_board.BoardError as error:
            found = {}
            for field, code, params in error.problems:
                found.setdefault(field, boards.explain(self.app.tr, own_board.BoardError([("", code, params)])))
            return None, found
        except ValueError:
            return None, {"": self.app.tr("ui.board.error.unreadable")}

    # ---- what the buttons do ---------------------------------------------------------------
    def keep(self) -> None:
        board, _problems = self.problems()
        if board is not None:
            self.saved = own_board.text(board)
            boards.keep(self.saved)
        self.render("[data-testid='editor-save']")

    def export(self) -> None:
        board, _problems = self.problems()
        if board is not None:
            files.download(f"board-{self.base}-{files.stamp()}.json", json.dumps(board, ensure_ascii=False, indent=1) + "\n")

    def play(self) -> None:
        board, _problems = self.problems()
        if board is None:
            return
        text = own_board.text(board)
        boards.keep(text)
        self.app.show_setup(self.base)
        self.app.setup["options"]["board"] = text
        self.app.show_setup(keep=True, focus="board-pick")

    # ---- drawing ---------------------------------------------------------------------------
    def render(self, focus: str = "") -> None:
        morph(self.el, *self._parts())
        if focus:
            found = self.el.querySelector(focus)
            if not dom.absent(found) and found != document.activeElement:
                found.focus()

    def _parts(self) -> list:
        app, tr = self.app, self.app.tr
        board, problems = self.problems()
        ctx = Context(tr, self.base, [], self.squares)
        set_unit(hooks_for(self.base).money_key)  # dollars, or the game's points, as its game shows them
        set_currency((board or {}).get("currency", self.draft.get("currency") if "currency" not in problems else ""))
        head = h("div", {"cls": "editor-head"},
                 h("h2", {"id": "editor-heading"}, tr("ui.editor.title", game=tr(f"variant.{self.base}.name"))),
                 h("p", {"cls": "meta"}, tr("ui.editor.hint")))
        general = h("fieldset", {"cls": "editor-general"}, h("legend", {}, tr("ui.editor.general")),
                    language_choice(self),
                    self._field("title", tr("ui.editor.board_name"), in_language(self.draft.get("title", ""), self.lang, tr.lang),
                                problems),
                    self._field("currency", tr("ui.editor.currency"), self.draft.get("currency", ""), problems),
                    self._field("start_cash", tr("ui.editor.start_cash"), self.draft.get("start_cash", ""), problems,
                                number=True),
                    h("div", {"cls": "editor-field"},
                      h("label", {"for": "editor-factor"}, tr("ui.editor.factor")),
                      h("input", {"type": "number", "id": "editor-factor", "testid": "editor-factor", "min": 1,
                                  "value": self.draft.get("amounts_percent", 100), "inputmode": "numeric"}),
                      h("button", {"type": "button", "cls": "btn small calm", "testid": "editor-apply-factor",
                                   "on_click": lambda _el: self.apply_factor()}, tr("ui.editor.apply")),
                      h("p", {"cls": "meta"}, tr("ui.editor.factor_hint")),
                      h("p", {"cls": "error", "role": "alert"}, getattr(self, "factor_error", ""))))
        colours = h("fieldset", {"cls": "editor-colours"}, h("legend", {}, tr("ui.editor.colours")),
                    [self._colour(group, problems) for group in own_board.colour_groups(self.squares)])
        rows = [self._row(square, ctx, problems) for square in self.squares]
        table = h("table", {"cls": "editor-squares", "testid": "editor-squares"},
                  h("caption", {}, tr("ui.editor.squares")),
                  h("thead", {}, h("tr", {}, h("th", {"scope": "col"}, "#"),
                                   h("th", {"scope": "col"}, tr("ui.editor.printed")),
                                   h("th", {"scope": "col"}, tr("ui.editor.name")),
                                   h("th", {"scope": "col"}, tr("ui.editor.price")))),
                  h("tbody", {}, rows))
        state = tr("ui.editor.saved") if board is not None and own_board.text(board) == self.saved else ""
        buttons = h("div", {"cls": "editor-buttons"},
                    h("button", {"type": "button", "cls": "btn big calm", "testid": "editor-back",
                                 "on_click": lambda _el: app.show_home()}, "← ", tr("ui.setup.back")),
                    h("button", {"type": "button", "cls": "btn big calm", "testid": "editor-save",
                                 "disabled": board is None, "on_click": lambda _el: self.keep()}, tr("ui.editor.save")),
                    h("button", {"type": "button", "cls": "btn big calm", "testid": "editor-export",
                                 "disabled": board is None, "on_click": lambda _el: self.export()}, "⤓ ",
                      tr("ui.editor.export")),
                    h("button", {"type": "button", "cls": "btn big go", "testid": "editor-play",
                                 "disabled": board is None, "on_click": lambda _el: self.play()}, tr("ui.editor.play"),
                      " ▶"),
                    h("p", {"cls": "meta", "role": "status", "testid": "editor-status"},
                      state or (tr("ui.editor.fix") if board is None else "")))
        look = h("fieldset", {"cls": "editor-look"}, h("legend", {}, tr("ui.editor.preview")),
                 h("button", {"type": "button", "cls": "btn small calm", "testid": "editor-preview",
                              "aria-expanded": "true" if self.previewing else "false",
                              "on_click": lambda _el: self.toggle_preview()},
                   tr("ui.editor.preview_hide" if self.previewing else "ui.editor.preview_show")),
                 preview(self, board) if self.previewing else None)
        return [head, general, colours, look, table, cards_section(self, board, problems), buttons]

    def _field(self, name: str, label: str, value, problems: dict, number: bool = False):
        fid = f"editor-{name}"
        error = problems.get(name)
        return h("div", {"cls": "editor-field"},
                 h("label", {"for": fid}, label),
                 h("input", {"type": "number" if number else "text", "id": fid, "testid": fid, "value": value,
                             "aria-invalid": "true" if error else None,
                             "aria-describedby": f"{fid}-error" if error else None, "dir": "auto",
                             "on_change": lambda el: self.set_field(name, el, number)}),
                 h("p", {"cls": "field-error", "id": f"{fid}-error", "testid": f"{fid}-error"}, error) if error else None)

    def _colour(self, group: str, problems: dict):
        fid = f"editor-colour-{group}"
        shown = (self.draft.get("groups") or {}).get(group) or _css_colour(group)
        error = problems.get(f"groups.{group}")
        return h("div", {"cls": "editor-colour"},
                 h("input", {"type": "color", "id": fid, "testid": fid, "value": shown,
                             "on_change": lambda el: self.set_colour(group, el)}),
                 h("label", {"for": fid}, self.app.tr(f"group.{group}") if self.app.tr.has(f"group.{group}") else group),
                 h("p", {"cls": "field-error", "id": f"{fid}-error"}, error) if error else None)

    def _row(self, square: dict, ctx, problems: dict):
        index = square["index"]
        entry = next((e for e in self.draft["squares"] if e["index"] == index), {})
        name = in_language(entry.get("name", ""), self.lang, self.app.tr.lang)
        where = f"squares.{index}"
        mine = {field: text for field, text in problems.items() if field == where or field.startswith(where + ".")}
        errors = [text for field, text in mine.items() if field.startswith(where + ".name") or field == where]
        price_errors = [text for field, text in mine.items() if field.startswith(where + ".price")]
        price = None
        if "price" in square:
            pid = f"editor-price-{index}"
            price = [h("input", {"type": "number", "id": pid, "testid": pid, "min": 1, "inputmode": "numeric",
                                 "value": entry.get("price", square["price"]), "cls": "editor-price",
                                 "aria-label": self.app.tr("ui.editor.price_of", square=ctx.square(index)),
                                 "aria-invalid": "true" if price_errors else None,
                                 "aria-describedby": f"{pid}-error" if price_errors else None,
                                 "on_change": lambda el, i=index: self.set_square(i, "price", el, number=True)}),
                     h("p", {"cls": "field-error", "id": f"{pid}-error", "testid": f"{pid}-error"},
                       " ".join(price_errors)) if price_errors else None]
        nid = f"editor-name-{index}"
        return h("tr", {"cls": f"g-{square['group']}" if square.get("group") else None},
                 h("td", {"cls": "num"}, str(index)),
                 h("th", {"scope": "row", "cls": "printed"}, ctx.square(index),
                   h("span", {"cls": "meta"}, " · ", money(entry.get("price", square["price"]), self.app.tr.lang))
                   if "price" in square else None),
                 h("td", {}, h("input", {"type": "text", "id": nid, "testid": nid, "value": name, "dir": "auto",
                                         "placeholder": ctx.square(index), "maxlength": 64,
                                         "aria-label": self.app.tr("ui.editor.name_of", square=ctx.square(index)),
                                         "aria-invalid": "true" if errors else None,
                                         "aria-describedby": f"{nid}-error" if errors else None,
                                         "on_change": lambda el, i=index: self.set_square(i, "name", el)}),
                   h("p", {"cls": "field-error", "id": f"{nid}-error", "testid": f"{nid}-error"}, " ".join(errors))
                   if errors else None),
                 h("td", {}, price, rents_cell(self, square, entry, ctx, problems)))


def open_editor(app, base: str, board: dict | None = None) -> None:
    """The editor's screen (from the home screen's "Make a board" or a kept board's Edit)."""
    app.generation += 1
    app.screen, app.state, app.game = "editor", None, None
    editor = BoardEditor(app, base if base in BASES else BASES[0], board)
    app.editor = editor
    app.show(editor.el)
    editor.render()
    dom.focus_first(app.root, "#editor-title")


def _css_colour(group: str) -> str:
    value = str(window.getComputedStyle(document.documentElement).getPropertyValue(f"--g-{group}")).strip()
    return value if len(value) == 7 and value.startswith("#") else "#888888"


def _whole(text: str):
    try:
        value = float(text)
    except ValueError:
        return text or None  # the checker says what is wrong with it
    return int(value) if value == int(value) else value
