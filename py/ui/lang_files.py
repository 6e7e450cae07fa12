"""Each language's texts but English's come in a file of their own, lang-<lang>.zip.gz (tools/app_archive.py,
docs/languages.md "Where the texts are on the page"): a visit downloads the code, English and the
language it shows, not four languages. The page's language (index.html picks it, as
page_start.initial_lang does, and fetches its file with the rest of the start) is unpacked by
py/main.py (`first`) before the bytecode kept from the last visit is restored, so its compiled texts are restored with the rest; a language
picked later is fetched then (`ensure`). Without the file (a failed download), English stands in.
Imports nothing of the UI at the top: main.py calls it before anything else is imported.
"""

import importlib
import importlib.util
import io
import os
import zipfile
import zlib

ENGLISH = ("en", "en-XA")  # English and its pseudo-locale: their texts come with the code


def archive(lang: str) -> str:
    return f"lang-{lang.replace('-', '_')}.zip.gz"


def present(lang: str) -> bool:
    """Whether the language's texts are here."""
    return lang in ENGLISH or importlib.util.find_spec(f"ui.messages.{lang.replace('-', '_')}") is not None


def unpack(data: bytes, where: str) -> None:
    if data[:2] == b"\x1f\x8b":  # gzip; a server that sent it as Content-Encoding: gzip has unzipped it
        data = zlib.decompress(data, zlib.MAX_WBITS | 16)
    with zipfile.ZipFile(io.BytesIO(data), metadata_encoding="utf-8") as found:
        found.extractall(where)
    importlib.invalidate_caches()


async def fetch(lang: str) -> bool:
    """Fetch and unpack the language's texts (English's are here); True when that worked."""
    if not lang or lang in ENGLISH:
        return True
    from pyodide.http import pyfetch  # here: only a visit in another language fetches

    try:
        response = await pyfetch(f"./{archive(lang)}")
        if not response.ok:
            return False
        unpack(await response.bytes(), os.getcwd())
    except Exception:  # noqa: BLE001 - offline without the file, or a broken one: English stands in
        return False
    return True


async def first(window) -> None:
    """The page's language's texts, which index.html has fetched already (window.tycoonTexts: a
    promise of their bytes, or null); else (the USB-stick page) fetched here."""
    fetched = getattr(window, "tycoonTexts", None)
    lang = str(getattr(window, "tycoonLang", "") or "")
    if fetched is None or lang in ENGLISH:
        await fetch(lang)
        return
    data = await fetched
    if data is None:
        return  # not downloaded: English stands in (and page_start asks again)
    unpack(bytes(data.to_py()), os.getcwd())


async def ensure(lang: str) -> bool:
    """The language's texts here (fetched unless they are); True when they are."""
    if present(lang):
        return True
    await fetch(lang)
    from .i18n import forget

    forget(lang)  # a catalog read before the texts came is read again
    return present(lang)
