"""The game's Python as one download: dist/app.tar.gz, a gzipped tar of py/ that pyscript.toml
unpacks into the interpreter's working directory ("./app.tar.gz" = "./*": Pyodide's
unpackArchive). One compressed stream for all ~230 files: 283 KB where a zip, which compresses
each file alone and adds a directory, took 366 KB (issue 16's payload budget; bench/README.md).

Same members in, same bytes out: sorted names, no timestamps, no owners.
"""

from __future__ import annotations

import gzip
import io
import tarfile

NAME = "app.tar.gz"


def pack(members: dict[str, bytes]) -> bytes:
    """{path inside py/: bytes} -> the archive's bytes."""
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for name in sorted(members):
            info = tarfile.TarInfo(name)
            info.size, info.mode, info.mtime = len(members[name]), 0o644, 0
            tar.addfile(info, io.BytesIO(members[name]))
    return gzip.compress(raw.getvalue(), compresslevel=9, mtime=0)


def unpack(data: bytes) -> dict[str, bytes]:
    """The archive's bytes -> {path: bytes} (its regular files)."""
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        return {info.name: tar.extractfile(info).read() for info in tar.getmembers() if info.isfile()}
