"""PyScript entry point (runs in the browser): hand over to the UI.

pyscript.toml fetches app.zip.gz (py/ with the English texts, tools/app_archive.py) into the
interpreter's working directory; it is unpacked there first, so `tycoon` and `ui` import from
there. boot.py then writes back the bytecode a visit before stored. When its first screen is
drawn the UI calls the page's ready hook, `window.tycoonReady()` (defined in index.html), which
removes #loading and shows #app. Each step leaves a User Timing mark ("tycoon:unpacked" …), which
bench/boot_marks.py reads.
"""

import io
import os
import sys
import zipfile
import zlib

from pyscript import window

window.performance.mark("tycoon:main")


def unpack(name: str = "app.zip.gz") -> None:
    with open(name, "rb") as file:
        data = file.read()
    os.remove(name)
    if data[:2] == b"\x1f\x8b":  # gzip; a server that sent it as Content-Encoding: gzip has unzipped it
        data = zlib.decompress(data, zlib.MAX_WBITS | 16)  # zlib, not gzip.py: one import less at start
    # Names read as UTF-8 (they are ASCII: tools/app_archive.py); zipfile's default, cp437, would
    # compile one more module of the standard library, which comes as source.
    with zipfile.ZipFile(io.BytesIO(data), metadata_encoding="utf-8") as archive:
        folders, view = set(), memoryview(data)
        for info in archive.infolist():
            if info.is_dir():
                continue
            path = os.path.join(os.getcwd(), info.filename)
            if os.path.dirname(path) not in folders:
                os.makedirs(os.path.dirname(path), exist_ok=True)
                folders.add(os.path.dirname(path))
            with open(path, "wb") as file:
                file.write(_stored(data, view, info) if info.compress_type == zipfile.ZIP_STORED else archive.read(info))


def _stored(data: bytes, view: memoryview, info) -> memoryview:
    """A stored member's bytes, read where they lie: after its local header (30 bytes, then its
    name and extra field). `python3 bench/archive_unpack.py` (Pyodide under Node, a page's first
    unpack): 66 and 90 ms in two runs against extractall's 85 and 113."""
    head = info.header_offset
    start = head + 30 + int.from_bytes(data[head + 26:head + 28], "little") + int.from_bytes(data[head + 28:head + 30], "little")
    return view[start:start + info.file_size]


unpack()
window.performance.mark("tycoon:unpacked")
if os.getcwd() not in sys.path:
    sys.path.insert(0, os.getcwd())

from ui import lang_files

# The page's language's texts, unless English (index.html picked it and fetched them): before the
# restore, so that their compiled code is restored with the rest.
await lang_files.first(window)  # noqa: F704, PLE1142
window.performance.mark("tycoon:texts")

import boot

await boot.restore(os.getcwd())  # noqa: F704, PLE1142 - PyScript runs this file as async code
window.performance.mark("tycoon:restored")

from ui.page_start import initial_lang

await lang_files.ensure(initial_lang())  # noqa: F704, PLE1142 - the same language: here already

from ui.app import start

window.performance.mark("tycoon:imported")
start()
window.performance.mark("tycoon:home")
boot.keep(os.getcwd())
