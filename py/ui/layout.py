"""Board geometry and player marks. Pure Python (CPython-testable)."""

SIDES = ("bottom", "left", "top", "right")  # a clockwise walk round the rim, from the bottom-right corner
STARTS = {"bottom-right": 0, "bottom-left": 1, "top-left": 2, "top-right": 3}  # the corner square 0 is on


def square_ring(count: int = 40) -> dict:
    """The ring of a square loop board of `count` squares (Monopoly's 11x11): GO bottom-right."""
    side = count // 4 + 1
    return {"cols": side, "rows": side, "start": "bottom-right"}


def rim(cols: int, rows: int, start: str = "bottom-right") -> list:
    """[(row, column, side)], 1-based, of a cols x rows rectangle's rim walked clockwise from the
    corner `start`; a side's first cell is its corner."""
    walk = {"bottom": [(rows, c) for c in range(cols, 1, -1)],  # from the bottom-right, leftwards
            "left": [(r, 1) for r in range(rows, 1, -1)],  # from the bottom-left, upwards
            "top": [(1, c) for c in range(1, cols)],  # from the top-left, rightwards
            "right": [(r, cols) for r in range(1, rows)]}  # from the top-right, downwards
    first = STARTS.get(start, 0)
    cells = []
    for side in SIDES[first:] + SIDES[:first]:
        cells.extend((r, c, "corner" if k == 0 else side) for k, (r, c) in enumerate(walk[side]))
    return cells


_rims: dict = {}


def _cell(index: int, count: int, ring) -> tuple:
    ring = ring or square_ring(count)
    key = (ring["cols"], ring["rows"], ring.get("start", "bottom-right"))
    if key not in _rims:
        _rims[key] = rim(*key)
    cells = _rims[key]
    return cells[index % len(cells)]


def grid_position(index: int, count: int = 40, ring: dict | None = None) -> tuple:
    """(row, column), 1-based, of square index on the loop, played clockwise round the rim of
    `ring` ({"cols", "rows", "start": the corner of square 0}); by default a square board of
    `count` squares with GO bottom-right: along the bottom to the left, up the left side, along
    the top, down the right side."""
    row, col, _side = _cell(index, count, ring)
    return row, col


def side_of(index: int, count: int = 40, ring: dict | None = None) -> str:
    """"corner", or the side ("bottom", "left", "top", "right") square index is on."""
    return _cell(index, count, ring)[2]


def initials(name: str) -> str:
    """'Ann' -> 'A', 'Player 1' -> 'P1', 'Bot 2' -> 'B2', '' -> '?'."""
    words = ["".join(c for c in w if c.isalnum()) or w for w in str(name).split()]
    if not words:
        return "?"
    if len(words) == 1:
        return words[0][0].upper()
    last = words[-1]
    tail = last if last.isdigit() and len(last) <= 2 else last[0].upper()
    return (words[0][0].upper() + tail)[:3]


def token_labels(names: list) -> list:
    """Short, distinct labels for tokens; a clash gets the seat number added."""
    labels = [initials(n) for n in names]
    clashes = {label for label in labels if labels.count(label) > 1}
    return [f"{label}{seat + 1}" if label in clashes else label for seat, label in enumerate(labels)]


VOWELS = set("aeiouyAEIOUY")


def soft_hyphens(text: str, longer_than: int = 8) -> str:
    """Put soft hyphens (U+00AD) into long words at likely syllable breaks, so a narrow square
    can wrap 'Mediterranean' as 'Mediter-ranean' instead of at any letter."""
    return " ".join(_hyphenate(w) if len(w) > longer_than else w for w in text.split(" "))


def _hyphenate(word: str) -> str:
    out = []
    for i, char in enumerate(word):
        if 3 <= i <= len(word) - 3 and _breaks_before(word, i):
            out.append("\u00ad")
        out.append(char)
    return "".join(out)


def _breaks_before(word: str, i: int) -> bool:
    before, here, after = word[i - 1], word[i], word[i + 1]
    if not (before.isalpha() and here.isalpha() and after.isalpha()):
        return False
    if here in VOWELS:
        return False
    if before in VOWELS and after in VOWELS:  # V|CV: Connecti-cut
        return True
    return before == here and after in VOWELS  # double consonant: Com-munity
