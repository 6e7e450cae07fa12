"""Static check that nothing in dist/ would make a request to another host.

Every text file in dist/ (and every text member of app.zip.gz) is searched for absolute http(s)
URLs. A URL to a local host is fine. Any other URL fails the scan unless it is listed in
INERT_URLS below with the reason it can never be requested by this site. The list is matched by
URL prefix and kept deliberately exact, so upgrading a vendored package that adds a new remote
URL fails the build until someone has looked at it.

The CDN defaults of Pyodide and PyScript are not listed here: build.py patches them to local
paths while copying (see VENDOR_PATCHES there). The page's Content-Security-Policy and the
Playwright test that blocks and records non-local requests are the other two safety nets.
"""

from __future__ import annotations

import ast
import gzip
import io
import re
import zipfile
from pathlib import Path

LOCAL_HOSTS = {"localhost", "127.0.0.1", "0.0.0.0", "[::1]"}

# URL prefix -> why it is never fetched by the built site.
INERT_URLS = {
    "http://www.w3.org/2000/svg": "XML namespace name (createElementNS), not a request",
    "http://www.w3.org/1999/xhtml": "XML namespace name morphdom compares with namespaceURI, not a request",
    "https://developer.mozilla.org/en-US/docs/Web/HTML/Element/": "docstring text in pyscript.web",
    "https://docs.pyscript.net/latest/faq/#sharedarraybuffer": "text of a PyScript worker warning",
    "https://pyscript.github.io/docs/2023.11.2/user-guide/workers/": "text of PyScript's input() error",
    "https://github.com/pyscript/pyscript/issues/257#issuecomment-1119595062": (
        "link inside PyScript's file:// error message (a user click, never an automatic request)"
    ),
    "https://packages.pyscript.net/?q=": "console.warn text, only when [packages] is configured (it is not)",
    "https://micropython.org/pi/v2": "MicroPython mip index; only used by the mpy interpreter, never loaded",
    "https://raw.githubusercontent.com/": "MicroPython mip URL rewrite; same, mpy only",
    "https://www.jsdelivr.com/using-sri-with-dynamic-files": "comment in xterm.css",
}

# Not scanned: binaries, and the unmodified CPython standard library (its docstrings name many
# hosts; stdlib code only makes requests when app code asks it to, and app code is scanned).
SKIP_NAMES = {"python_stdlib.zip", "pyodide.asm.wasm"}

URL_RE = re.compile(r"https?:\\?/\\?/(\[::1\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)[^\s\"'`<>)\\]*")


def _urls_in_text(text: str):
    for match in URL_RE.finditer(text):
        yield match.group(1).lower(), match.group(0).replace("\\/", "/")


def _python_strings(source: str) -> str:
    """The string constants of a module that are not docstrings (comments/docs may cite URLs)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return source
    docstrings = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        first = body[0] if isinstance(body, list) and body else None
        if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
            docstrings.add(id(first.value))
    return "\n".join(
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
    )


def _as_text(data: bytes) -> str | None:
    if b"\0" in data[:8192]:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _check(label: str, name: str, data: bytes, problems: list[str]) -> None:
    text = _as_text(data)
    if text is None:
        return
    if name.endswith(".py"):
        text = _python_strings(text)
    for host, url in _urls_in_text(text):
        if host in LOCAL_HOSTS:
            continue
        if not any(url.startswith(prefix) for prefix in INERT_URLS):
            problems.append(f"{label}: {url}")


def scan(dist: Path) -> list[str]:
    """Return one line per remote URL that is not known to be inert; empty list = offline-clean."""
    problems: list[str] = []
    for path in sorted(p for p in dist.rglob("*") if p.is_file()):
        rel = path.relative_to(dist).as_posix()
        if path.name in SKIP_NAMES:
            continue
        if path.name.endswith((".zip", ".zip.gz")):
            data = path.read_bytes()
            if path.suffix == ".gz":
                data = gzip.decompress(data)
            with zipfile.ZipFile(io.BytesIO(data)) as archive:
                for info in archive.infolist():
                    if not info.is_dir():
                        _check(f"{rel}!{info.filename}", info.filename, archive.read(info), problems)
            continue
        _check(rel, path.name, path.read_bytes(), problems)
    return problems


if __name__ == "__main__":
    import sys

    found = scan(Path(sys.argv[1] if len(sys.argv) > 1 else "dist"))
    print("\n".join(found) or "offline scan: clean")
    sys.exit(1 if found else 0)
