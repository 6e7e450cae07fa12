"""The game's Python as the browser gets it (build.py packs it into app.zip.gz): comments and
docstrings left out, every line where it was, so a traceback's line numbers still match py/.

The players' browsers download the code, and about a fifth of it is notes for its readers
(issue 16's payload budget: the app's own bytes <= 400 KB). Message texts are strings in
expressions and stay; only a string that is a whole statement (a docstring) goes.
"""

from __future__ import annotations

import io
import tokenize

SKIP = {tokenize.NL, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT}


def slim(source: str) -> str:
    lines = source.splitlines(keepends=True)
    tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    edits: list[tuple[int, int, int, int, str]] = []  # (row0, col0, row1, col1, replacement), 1-based rows
    statement_start = True
    for i, tok in enumerate(tokens):
        if tok.type == tokenize.COMMENT:
            edits.append((*tok.start, *tok.end, ""))
            continue
        if tok.type in SKIP:
            continue
        if tok.type == tokenize.STRING and statement_start:
            after = next((t for t in tokens[i + 1:] if t.type not in (tokenize.COMMENT, tokenize.NL)), None)
            if after is not None and after.type in (tokenize.NEWLINE, tokenize.ENDMARKER):
                newlines = tok.end[0] - tok.start[0]
                edits.append((*tok.start, *tok.end, '"""' + "\n" * newlines + '"""' if newlines else '""'))
        statement_start = tok.type in (tokenize.NEWLINE, tokenize.ENDMARKER) or (
            tok.type == tokenize.OP and tok.string == ";")
    for row0, col0, row1, col1, text in reversed(edits):
        first, last = lines[row0 - 1], lines[row1 - 1]
        joined = first[:col0] + text + last[col1:]
        if text == "":  # a comment: the spaces before it go too
            ending = joined[len(joined.rstrip("\r\n")):]
            joined = joined.rstrip("\r\n").rstrip() + ending
        lines[row0 - 1:row1] = joined.splitlines(keepends=True) or [""]
    return "".join(lines)
