"""The loop board: a CSS grid of squares round the rim of a rectangle (Monopoly's 11x11 of 40
squares by default; a variant may give another ring: hooks.ring) around a centre area.

Static parts (band, name, price) are built once per game and language; update() redraws only
the squares whose owner, buildings, mortgage or tokens changed (all read from the view: owner,
mortgaged, hotel, house_count). A square the variant calls inspectable is also a button that
opens its dialog. The centre comes first in the page, so the keyboard reaches the choices before
the squares. Any number of seats: tokens and owner marks carry the seat's letters, not only its
colour.
"""

from .dom import append, clear, h
from .format import money
from .layout import grid_position, side_of, soft_hyphens


class Board:
    def __init__(self, ctx, squares: list, labels: list, on_inspect=None, hooks=None):
        self.ctx = ctx
        self.squares = squares
        self.labels = labels  # token label per seat
        self.on_inspect = on_inspect
        # the here-card's "Tap a property …": only on a board where a tap opens something
        self.tappable = on_inspect is not None and hooks is not None and any(hooks.inspectable(sq) for sq in squares)
        self.hooks = hooks
        self.el = h("div", {"cls": "board", "testid": "board", "role": "region",
                            "aria-label": ctx.tr(f"variant.{ctx.variant}.name")})
        self.centre = h("div", {"cls": "centre"})
        self.el.appendChild(self.centre)
        # On a phone the centre goes above the loop (css/board.css) and the loop's middle shows
        # the square the player whose turn it is stands on, in print big enough to read.
        self.here = h("div", {"cls": "here-card", "testid": "here", "aria-hidden": "true"})
        self.el.appendChild(self.here)
        self.here_signature = None
        self.marks = {}  # seat -> extra class of its token (hooks.token_class)
        self.ring = hooks.ring(len(squares)) if hooks is not None else None  # None: the square board
        self.path = hooks.path(len(squares)) if hooks is not None else None  # a winding track
        self.square_marks = {}  # square -> extra classes (hooks.square_marks: e.g. "acting now")
        # A walk under way (ui/motion.py): ("seat", s) or ("piece", name) -> [square shown now, the
        # square the view puts it on]. A view that puts it elsewhere ends the walk (update).
        self.walking = {}
        self.last = None  # update()'s arguments, so a step of a walk redraws from the same view
        self.cells = []
        self.signatures = [None] * len(squares)
        for square in squares:
            cell, dynamic = self._cell(square)
            self.cells.append((cell, dynamic))
            self.el.appendChild(cell)

    def _cell(self, square: dict):
        index, kind = square["index"], square["kind"]
        if self.path:
            spot = self.path[index]
            style, side = dict(spot["style"]), spot.get("side", "path")
        else:
            row, col = grid_position(index, len(self.squares), self.ring)
            style, side = {"--r": row, "--c": col}, side_of(index, len(self.squares), self.ring)
        classes = ["sq", f"kind-{kind}", f"key-{square.get('key', index)}", f"side-{side}"]
        if square.get("group"):
            classes.append(f"g-{square['group']}")
        cell = h("div", {"cls": " ".join(classes), "testid": f"square-{index}", "role": "group",
                         "style": style})
        if self.hooks is not None and self.hooks.banded(square):
            cell.appendChild(h("div", {"cls": "band", "aria-hidden": "true"}))
        name = self.hooks.square_name(self.ctx, square) if self.hooks is not None else None
        body = h("div", {"cls": "sq-body"},
                 h("span", {"cls": "sq-icon", "aria-hidden": "true"}),
                 name or square_words(self.ctx.square(index)))
        cell.appendChild(body)
        dynamic = h("div", {"cls": "sq-dyn"})
        body.appendChild(dynamic)
        if self.on_inspect is not None and self.hooks is not None and self.hooks.inspectable(square):
            cell.appendChild(h("button", {"type": "button", "cls": "sq-hit",
                                          "aria-label": self.ctx.tr("ui.square.open", square=self.ctx.square(index)),
                                          "on_click": lambda _el, i=index: self.on_inspect(i)}))
        return cell, dynamic

    def place(self, key: tuple, square: int | None) -> None:
        """Show a walking token (key: ("seat", s) or ("piece", name)) on `square` for now; None:
        where the view says again. Redraws only the squares that change."""
        if square is None:
            self.walking.pop(key, None)
        elif key in self.walking:
            self.walking[key][0] = square
        if self.last is not None:
            self.update(*self.last)

    def update(self, view: dict, highlight: int | None = None, selected: int | None = None) -> None:
        hooks = self.hooks
        self.last = (view, highlight, selected)
        self.marks = {s: hooks.token_class(view, s) for s in range(len(self.labels))} if hooks else {}
        pieces = hooks.pieces(view) if hooks is not None else {}
        pieces = self._walk_pieces(pieces)
        marks = hooks.square_marks(view) if hooks is not None else {}
        if highlight is None and hooks is not None:
            highlight = hooks.here_square(view)
        here = {}
        for seat, player in enumerate(view["players"]):
            where = hooks.token_square(player) if hooks is not None else player.get("position")
            where = self._walked(("seat", seat), where)
            if where is not None and not player.get("out"):
                here.setdefault(where, []).append(seat)
        for square in _states(view, len(self.cells)):
            index = square["index"]
            seats = tuple(here.get(index, ()))
            signature = (square.get("owner"), square.get("mortgaged"), square.get("hotel"), square.get("house_count"),
                         seats, index == highlight, index == selected, tuple(self.marks.get(s) for s in seats),
                         tuple(pieces.get(index, ())), marks.get(index, ""))
            if signature != self.signatures[index]:
                self.signatures[index] = signature
                self._draw(index, square, seats, index == highlight, pieces.get(index, ()))
                self.cells[index][0].classList.toggle("selected", index == selected)
                self._mark(index, marks.get(index, ""))
        self._here(view, self._walk_here(highlight), here)

    def _walk_here(self, highlight):
        """The phone's "here" card follows a token walking to the highlighted square."""
        for key, (now, target) in self.walking.items():
            if key[0] == "seat" and target == highlight:
                return now
        return highlight

    def _walked(self, key: tuple, where):
        """Where a token is shown: the square of its walk, else the view's (a walk whose end the
        view no longer says is over)."""
        walk = self.walking.get(key)
        if walk is None:
            return where
        if walk[1] != where:
            del self.walking[key]
            return where
        return walk[0]

    def _walk_pieces(self, pieces: dict) -> dict:
        """The variant's pieces with the walking ones moved to the square of their walk."""
        if not any(key[0] == "piece" for key in self.walking):
            return pieces
        moved = {}
        for square, names in pieces.items():
            for name in names:
                where = self._walked(("piece", name), square)
                moved.setdefault(where, []).append(name)
        for key in [k for k in self.walking if k[0] == "piece"]:
            if not any(key[1] in names for names in pieces.values()):
                del self.walking[key]  # the piece left the board
        return {square: tuple(names) for square, names in moved.items()}

    def _mark(self, index: int, classes: str) -> None:
        """The variant's extra classes of one square (hooks.square_marks), replacing the last ones."""
        cell = self.cells[index][0]
        for old in self.square_marks.get(index, "").split():
            cell.classList.remove(old)
        for new in classes.split():
            cell.classList.add(new)
        self.square_marks[index] = classes

    def _here(self, view: dict, index, here: dict) -> None:
        """The compact view of the current square (shown on narrow screens only)."""
        squares = _states(view, len(self.cells))
        if not isinstance(index, int) or not 0 <= index < len(squares):
            if self.here_signature is not None:
                self.here.replaceChildren()
                self.here_signature = None
            return
        square, data, ctx = squares[index], self.squares[index], self.ctx
        seats = tuple(here.get(index, ()))
        signature = (index, square.get("owner"), square.get("mortgaged"), square.get("houses"), seats, ctx.tr.lang,
                     tuple(self.marks.get(s) for s in seats))
        if signature == self.here_signature:
            return
        self.here_signature = signature
        group = f" g-{data['group']}" if data.get("group") else ""
        owner = square.get("owner")
        facts = []
        if owner is not None:
            facts.append(h("span", {"cls": f"owner-tag p{owner}"}, self.labels[owner]))
            facts.append(h("span", {"cls": "here-owner"}, ctx.tr("ui.square.owner", player=ctx.name(owner))))
        elif data.get("price"):
            facts.append(h("span", {"cls": "sq-price"}, money(data["price"], ctx.tr.lang)))
        if square.get("hotel"):
            facts.append(h("span", {}, ctx.tr("ui.square.hotel")))
        elif square.get("house_count"):
            facts.append(h("span", {}, ctx.tr.count("ui.square.houses", square["house_count"])))
        if square.get("mortgaged"):
            facts.append(h("span", {"cls": "mortgage-tag"}, ctx.tr("ui.square.mortgaged")))
        tokens = h("span", {"cls": "tokens"}, [self._token(s) for s in seats])
        clear(self.here, h("div", {"cls": f"here-inner kind-{data['kind']}{group}"},
                           h("div", {"cls": "here-band"}) if self.hooks is not None and self.hooks.banded(data) else None,
                           h("p", {"cls": "here-name"}, self._name(data)),
                           h("p", {"cls": "here-facts"}, facts), tokens,
                           # the tiny squares carry no names on a phone: say how to read one
                           h("p", {"cls": "here-hint"}, ctx.tr(self.hooks.tap_hint)) if self.tappable else None))

    def _name(self, data: dict):
        """A square's name as the variant draws it (e.g. a printed name above its translation)."""
        name = self.hooks.square_name(self.ctx, data) if self.hooks is not None else None
        return name or self.ctx.square(data["index"])

    def _token(self, seat: int):
        mark = self.marks.get(seat) or ""
        if ("seat", seat) in self.walking:
            mark += " walking"  # a hop on each square of its walk (css/motion.css)
        return h("span", {"cls": f"token p{seat} {mark}".strip(), "title": self.ctx.name(seat)}, self.labels[seat])

    def _draw(self, index: int, square: dict, seats: tuple, highlighted: bool, pieces: tuple = ()) -> None:
        cell, dynamic = self.cells[index]
        data = self.squares[index]
        tr, ctx = self.ctx.tr, self.ctx
        owner, hotel, houses = square.get("owner"), bool(square.get("hotel")), square.get("house_count", 0)
        words = [ctx.square(index)]
        parts = []
        if owner is not None:
            parts.append(h("span", {"cls": f"owner-tag p{owner}", "title": ctx.name(owner)},
                           self.labels[owner]))
            words.append(tr("ui.square.owner", player=ctx.name(owner)))
        elif data.get("price"):
            parts.append(h("span", {"cls": "sq-price"}, money(data["price"], tr.lang)))
            words.append(money(data["price"], tr.lang))
        if hotel or houses:
            parts.append(_houses(hotel, houses))
            words.append(tr("ui.square.hotel") if hotel else tr.count("ui.square.houses", houses))
        if square.get("mortgaged"):
            parts.append(h("span", {"cls": "mortgage-tag", "title": tr("ui.square.mortgaged")},
                           tr("ui.square.mortgaged_short")))
            words.append(tr("ui.square.mortgaged"))
        drawn = [el for el in (self.hooks.piece(ctx, name) for name in pieces) if el is not None]
        if seats or drawn:  # overlapping discs, so several fit in one square
            parts.append(h("span", {"cls": "tokens" + (" many" if len(seats) + len(drawn) > 3 else "")},
                           drawn, [self._token(seat) for seat in seats]))
        words.extend(str(el.getAttribute("title")) for el in drawn if el.getAttribute("title"))
        if seats:
            words.append(tr("ui.square.here", players=ctx.join([ctx.name(s) for s in seats])))
        clear(dynamic, parts)
        cell.classList.toggle("owned", owner is not None)
        cell.classList.toggle("mortgaged", bool(square.get("mortgaged")))
        cell.classList.toggle("current", highlighted)
        for seat in range(len(self.labels)):
            cell.classList.toggle(f"owned-p{seat}", owner == seat)
        cell.setAttribute("aria-label", ", ".join(words))
        cell.setAttribute("title", ", ".join(words))


def _states(view: dict, count: int) -> list:
    """Each square's state in the view ("squares"); a board with nothing on its squares but
    pieces (no owners, no houses) has none in the view, so each square is just its index."""
    return (view.get("squares") or [{"index": i} for i in range(count)])[:count]


def _houses(hotel: bool, count: int):
    box = h("span", {"cls": "houses"})
    if hotel:
        return append(box, h("span", {"cls": "hotel", "aria-hidden": "true"}, "H"))
    for _ in range(count):
        box.appendChild(h("span", {"cls": "house", "aria-hidden": "true"}))
    return box


WORD_BREAK = "\u200b"


def square_words(text: str):
    """A square's name on the board. A catalog marks the words of a name written without spaces
    with a zero-width space ("ถนน\u200bอินดีแอนา"): each word is kept whole on its line if it fits
    (an inline-block), so a narrow square wraps between words, not inside a transliterated name
    the browser's dictionary does not know. Other names get soft hyphens (layout.soft_hyphens)."""
    if WORD_BREAK not in text:
        return h("span", {"cls": "sq-name", "text": soft_hyphens(text)})
    parts = []
    for word in text.split(WORD_BREAK):
        if parts:
            parts.append(WORD_BREAK)
        parts.append(h("span", {"cls": "sq-word"}, word))
    return h("span", {"cls": "sq-name"}, parts)

