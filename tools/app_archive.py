"""The game's Python as the page fetches it (build.py calls `write`; py/main.py and
ui/lang_files.py unpack it): app.zip.gz holds py/ with the English texts, and lang-<lang>.zip.gz
each other language's texts, every module without its comments and docstrings (tools/slim.py)."""

from __future__ import annotations

import gzip
import io
import re
import zipfile
from pathlib import Path

from tools.slim import slim

APP_ARCHIVE = "app.zip.gz"


# A language's texts but English's (docs/languages.md "Where the texts are"): each catalog module
# of that language (tycoon/**/texts/<lang>.py, help_<lang>.py …, ui/messages/<lang>.py …) goes
# into lang-<lang>.zip.gz instead of app.zip.gz, fetched when the language is first used.
LANG_TEXTS = re.compile(r"(?:^|/)(?:texts|messages)/(?:[a-z]+_)?(vi|th|zh_Hant)\.py$")


def lang_archive(code: str) -> str:
    return f"lang-{code}.zip.gz"


def write(py_root: Path, out: Path) -> None:
    """py/ -> dist/app.zip.gz (the code and the English texts) and dist/lang-<lang>.zip.gz (each other
    language's texts): zips that store their members (sorted, fixed timestamps: same sources give
    the same bytes), gzipped as one stream.

    Why not a deflated app.zip (issue 16, payload): a zip compresses each of its ~230 small files
    on its own, and gzip over the stored zip finds the repeats between them: 283 KB against 369 KB
    on 2026-12-01. Unpacking costs the same (a stored zip has nothing to inflate; the gzip is one
    zlib call), and a gzipped tar, as small, unpacked slowly: bench/archive_unpack.py. Why the
    languages apart (issue 40, payload): three languages a visit does not read were a third of it.
    """
    archives: dict[str, zipfile.ZipFile] = {}
    raws: dict[str, io.BytesIO] = {}
    for path in sorted(py_root.rglob("*")):
        skip = "__pycache__" in path.parts or path.suffix == ".pyc" or path.name.startswith(".")
        if skip or not path.is_file():
            continue
        rel = path.relative_to(py_root).as_posix()
        found = LANG_TEXTS.search(rel)
        name = lang_archive(found.group(1)) if found else APP_ARCHIVE
        if name not in archives:
            raws[name] = io.BytesIO()
            archives[name] = zipfile.ZipFile(raws[name], "w", zipfile.ZIP_STORED)
        info = zipfile.ZipInfo(rel, date_time=(2020, 1, 1, 0, 0, 0))
        info.external_attr = 0o644 << 16
        data = path.read_bytes()
        if path.suffix == ".py":  # comments and docstrings stay in py/ (tools/slim.py)
            data = slim(data.decode("utf-8")).encode("utf-8")
        archives[name].writestr(info, data)
    for name, archive in archives.items():
        archive.close()
        (out / name).write_bytes(pack(raws[name].getvalue()))


def pack(zip_bytes: bytes) -> bytes:
    """A zip as app.zip.gz holds it (tests use it to ship a changed game)."""
    return gzip.compress(zip_bytes, compresslevel=9, mtime=0)


def read(dist: Path) -> zipfile.ZipFile:
    """dist/app.zip.gz, opened as the zip it holds."""
    return zipfile.ZipFile(io.BytesIO(gzip.decompress((dist / APP_ARCHIVE).read_bytes())))
