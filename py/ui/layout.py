"""Board geometry and player marks. Pure Python (CPython-testable)."""

SIDE_LENGTH = 10  # squares per side of an 11x11 loop board (40 squares)


def grid_position(index: int, count: int = 40) -> tuple:
    """(row, column), 1-based, of square index on the loop: GO bottom-right, play runs clockwise
    along the bottom to the left, up the left side, along the top, down the right side."""
    side = count // 4
    last = side + 1
    index %= count
    if index <= side:
        return last, last - index
    if index <= 2 * side:
        return last - (index - side), 1
    if index <= 3 * side:
        return 1, 1 + (index - 2 * side)
    return 1 + (index - 3 * side), last


def side_of(index: int, count: int = 40) -> str:
    side = count // 4
    index %= count
    if index % side == 0:
        return "corner"
    return ("bottom", "left", "top", "right")[index // side]


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


def short_name(name: str, limit: int = 14) -> str:
    name = str(name)
    return name if len(name) <= limit else name[: limit - 1] + "…"


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
