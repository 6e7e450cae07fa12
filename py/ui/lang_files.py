"""Each language's texts but English's come in a file of their own, lang-<lang>.zip.gz (build.py,
docs/languages.md "Where the texts are"): a visit downloads the code, English and the language it
shows, not four languages. The file is fetched when the language is first used (at start, the
page has already asked for it: index.html preloads it), unpacked where app.zip.gz was, and the
language's catalog is read again. Without it (a failed download), the English texts stand in.
"""

import importlib
import importlib.util
import io
import os
import zipfile
import zlib

from .i18n import DEFAULT, PSEUDO, forget


def archive(lang: str) -> str:
    return f"lang-{lang.replace('-', '_')}.zip.gz"


def present(lang: str) -> bool:
    """Whether the language's texts are here (English's always are: they come with the code)."""
    if lang in (DEFAULT, PSEUDO):
        return True
    return importlib.util.find_spec(f"ui.messages.{lang.replace('-', '_')}") is not None


def unpack(data: bytes, where: str) -> None:
    if data[:2] == b"\x1f\x8b":  # gzip; a server that sent it as Content-Encoding: gzip has unzipped it
        data = zlib.decompress(data, zlib.MAX_WBITS | 16)
    with zipfile.ZipFile(io.BytesIO(data)) as found:
        found.extractall(where)
    importlib.invalidate_caches()


async def ensure(lang: str) -> bool:
    """Fetch and unpack the language's texts unless they are here; True when they are."""
    if present(lang):
        return True
    from pyodide.http import pyfetch  # here: only a visit in another language fetches

    try:
        response = await pyfetch(f"./{archive(lang)}")
        if not response.ok:
            return False
        unpack(await response.bytes(), os.getcwd())
    except Exception:  # noqa: BLE001 - offline without the file, or a broken one: English stands in
        return False
    forget(lang)  # a catalog read before the texts came is read again
    return present(lang)
