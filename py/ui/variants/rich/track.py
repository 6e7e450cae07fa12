"""The track of ริช รวยพลิกล็อค drawn as a path (docs/rules/rich.md "Board": "a track that bends round
the page like a real board"): on a wide screen a spiral of two turns round the centre, Start at
the top left and the two Finish squares at the heart of the board; on a phone a snake of rows of
six that alternate direction (css/rich.css picks which with its media query). Each square shows
its seed colour, a small picture for its kind, its Thai name with the translation beneath, its
amount (+฿ received, −฿ paid, the damage of an accident, the rate of a family square) and the
tokens. Pure Python: the geometry is tested on CPython."""

import re

from ...dom import h
from ...format import money

COLS, ROWS = 12, 10  # the spiral (a wide screen): 40 squares round the rim, the rest one turn inside
PHONE_COLS = 6  # the snake (a phone)
STEPS = {"e": (0, 1), "s": (1, 0), "w": (0, -1), "n": (-1, 0)}
TURN = {"e": "s", "s": "w", "w": "n", "n": "e"}  # clockwise
ANGLE = {"e": 0, "s": 90, "w": 180, "n": 270}  # the arrow to the next square
COVER_ICON = {"auto": "⚙", "fire": "♨", "life": "✚"}  # the three insurances (and their accidents)
BLUE_ICON = {"wedding": "❤", "housewarming": "⌂", "baby_daughter": "✿", "new_year": "✉"}
ICON = {"start": "⚑", "finish": "★", "payday": "฿", "traffic": "⚠", "good_luck": "☘", "bad_luck": "⚡",
        "fliplock": "♠", "move_back": "⇦", "rest": "☕", "free_move": "⇨", "nearest": "⇄", "stock": "⇅",
        "change": "↻"}
THAI = re.compile(r"^[\u0e00-\u0e7f0-9 ]+")


def spiral(count: int, cols: int = COLS, rows: int = ROWS) -> list:
    """[(row, col, heading)] of `count` cells walked clockwise from the top-left corner, turning
    inwards at each wall or visited cell; heading: where the next cell is."""
    cells, seen, (r, c), heading = [], set(), (1, 1), "e"
    for _ in range(count):
        cells.append([r, c, heading])
        seen.add((r, c))
        for _turn in range(4):
            dr, dc = STEPS[heading]
            if 1 <= r + dr <= rows and 1 <= c + dc <= cols and (r + dr, c + dc) not in seen:
                break
            heading = TURN[heading]
            cells[-1][2] = heading
        r, c = r + STEPS[heading][0], c + STEPS[heading][1]
    return [tuple(cell) for cell in cells]


def snake(count: int, cols: int = PHONE_COLS) -> list:
    """[(row, col, heading)]: rows of `cols` read left to right, then right to left, and so on."""
    found = []
    for i in range(count):
        row, step = divmod(i, cols)
        forward = row % 2 == 0
        col = step + 1 if forward else cols - step
        heading = "s" if step == cols - 1 else ("e" if forward else "w")
        found.append((row + 1, col, heading))
    return found


def path(count: int) -> list:
    """Each square's place on both layouts, as the board's path hook gives it (ui/variants)."""
    wide, narrow = spiral(count), snake(count)
    found = []
    for (r, c, heading), (pr, pc, phone_heading) in zip(wide, narrow, strict=True):
        found.append({"side": "path", "style": {"--r": r, "--c": c, "--pr": pr, "--pc": pc,
                                                 "--a": f"{ANGLE[heading]}deg", "--pa": f"{ANGLE[phone_heading]}deg"}})
    return found  # the last square's arrow is hidden by css/rich.css


def split_name(text: str) -> tuple:
    """("ไทย", "translation") of an engine text that starts with the Thai name (en, vi); a text in
    Thai alone gives ("ไทย", "")."""
    found = THAI.match(text)
    if not found:
        return "", text
    return found.group(0).strip(), text[found.end():].strip()


def icon(data: dict) -> str:
    kind = data.get("kind")
    if kind == "purple":
        return COVER_ICON.get(data.get("cover"), "!")
    if kind == "blue":
        return BLUE_ICON.get(data.get("key"), "♥")
    if kind == "ordinary":
        return "+" if data.get("amount", 0) > 0 else "−"
    return ICON.get(kind, "")


def amount_text(ctx, data: dict) -> str:
    """What the square says it pays: +฿40,000, −฿40,000, the damage, a family square's rate."""
    kind, amount, tr = data.get("kind"), data.get("amount", 0), ctx.tr
    if kind == "ordinary" and amount:
        return ("+" if amount > 0 else "") + money(amount, tr.lang)
    if kind == "purple":
        return money(-amount, tr.lang)
    if kind == "blue":
        return tr("ui.rich.per_point", amount=money(amount, tr.lang))
    return ""


def square_name(ctx, data: dict):
    """<span class=sq-name rich-name><span class=rich-no>1</span><span class=rich-top><span class=rich-icon>฿
    </span><span class=rich-amount>…</span></span><span class=th>เงินเดือน</span><span class=latin>Payday
    </span></span>: the amount comes first after the picture, so a long name never hides it."""
    thai, rest = split_name(ctx.tr(f"square.rich.{data.get('key', data.get('index'))}"))
    kind = data.get("kind")
    amount = amount_text(ctx, data)
    sign = "plus" if kind == "ordinary" and data.get("amount", 0) > 0 else ("minus" if amount else "")
    return h("span", {"cls": "sq-name rich-name"},
             h("span", {"cls": "rich-no", "aria-hidden": "true"}, str(data.get("index", ""))),
             h("span", {"cls": "rich-top"},
               h("span", {"cls": f"rich-icon icon-{kind}", "aria-hidden": "true"}, icon(data)),
               h("span", {"cls": f"rich-amount {sign}".strip()}, amount) if amount else None),
             h("span", {"cls": "th", "lang": "th"}, thai) if thai else None,
             h("span", {"cls": "latin"}, rest) if rest else None)
