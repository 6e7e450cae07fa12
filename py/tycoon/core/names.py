"""Player names: the one rule for what a name may hold (docs/saves.md, "Names"). `new_game` puts
every name through `clean_name`, and the loader puts an old save's names through the same
function (saves.repair_names), so whatever setup accepted, a save of it loads.

A name keeps what a person can see and type in any script: letters with their accents, emoji
(with their joiners, skin tones and flag tags), Thai, Vietnamese, Chinese, Arabic, Hebrew. It
loses what can disguise it or the text around it: control characters, lone surrogates, the
direction overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the other invisible format
characters (zero-width spaces, direction marks, the byte order mark...). A zero-width joiner or
non-joiner stays only inside a word, where a script or an emoji needs it. Runs of spaces become
one; a name is at most NAME_LETTERS letters (grapheme clusters), each of at most
CLUSTER_CHARS characters (a family emoji is 7 to 11, a flag with tags 7).
"""

import unicodedata

NAME_LETTERS = 32
CLUSTER_CHARS = 16
ZWNJ, ZWJ = "\u200c", "\u200d"
JOINERS = (ZWNJ, ZWJ)
TAGS = range(0xE0020, 0xE0080)  # the tags of a subdivision flag (🏴 + tags + U+E007F)
SPACING_MARKS = "\u0e33\u0eb3"  # Thai and Lao SARA AM: letters by category, marks when counting


def clean_name(text: str, letters: int = NAME_LETTERS) -> str:
    """The name as the game keeps it: the same for a name already clean (`clean_name(clean_name(x))
    == clean_name(x)`); "" when nothing visible is left (`clean_names` then gives "#<seat>")."""
    text = str(text)
    for _ in range(4):  # each pass only removes; a second one finds nothing more to remove
        cleaned = _once(text, letters)
        if cleaned == text:
            break
        text = cleaned
    return text


def clean_names(players: list) -> list:
    """The players with their names cleaned; a name with nothing left becomes "#<seat number>"
    (the same in every language)."""
    out = []
    for seat, player in enumerate(players):
        name = clean_name(player.get("name") or "") or f"#{seat + 1}"
        out.append(dict(player, name=name))
    return out


def _once(text: str, letters: int) -> str:
    kept = []
    for char in text:
        kind = unicodedata.category(char)
        if kind == "Cc":
            if char.isspace():  # a tab or a new line: a space
                kept.append(" ")
        elif kind == "Cs" or (kind == "Cf" and char not in JOINERS and ord(char) not in TAGS):
            continue
        else:
            kept.append(char)
    text = unicodedata.normalize("NFC", " ".join("".join(kept).split()))
    text = _joiners_in_words(text)
    text = " ".join(_cut(text, letters).split())
    return unicodedata.normalize("NFC", text)


def _joiners_in_words(text: str) -> str:
    """Joiners between two letters of a word, tags after one; the others go."""
    out: list[str] = []
    for index, char in enumerate(text):
        after = text[index + 1] if index + 1 < len(text) else " "
        before = out[-1] if out else " "
        if char in JOINERS:
            if before == " " or before in JOINERS or after == " " or after in JOINERS:
                continue
        elif ord(char) in TAGS and before == " ":
            continue
        out.append(char)
    return "".join(out)


def clusters(text: str) -> list[str]:
    """The text as user-perceived letters (grapheme clusters), near enough for cutting a name: a
    letter with its combining marks, variation selectors and emoji modifiers; anything joined by
    a zero-width joiner; a pair of regional indicators (a flag)."""
    out: list[str] = []
    for char in text:
        if out and (_extends(char) or out[-1].endswith(ZWJ) or _second_flag_half(out[-1], char)):
            out[-1] += char
        else:
            out.append(char)
    return out


def _extends(char: str) -> bool:
    code = ord(char)
    return (unicodedata.category(char) in ("Mn", "Mc", "Me") or char in JOINERS or char in SPACING_MARKS
            or code in TAGS or 0x1F3FB <= code <= 0x1F3FF or 0xFE00 <= code <= 0xFE0F)


def _regional(char: str) -> bool:
    return 0x1F1E6 <= ord(char) <= 0x1F1FF


def _second_flag_half(cluster: str, char: str) -> bool:
    return _regional(char) and len(cluster) == 1 and _regional(cluster)


def _cut(text: str, letters: int) -> str:
    found = clusters(text)
    if len(found) <= letters and all(len(c) <= CLUSTER_CHARS for c in found):
        return text
    return "".join(c[:CLUSTER_CHARS].rstrip(ZWJ) for c in found[:letters])


STRONG_RTL = ("R", "AL")


def right_to_left(text: str) -> bool:
    """Whether a name holds a letter of a right-to-left script (Hebrew, Arabic...)."""
    return any(unicodedata.bidirectional(c) in STRONG_RTL for c in text)
