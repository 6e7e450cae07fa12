"""The start-up snapshot's two modules in the built site (tools/snapshot.mjs, the interpreter module
PyScript loads, and tools/snapshot_worker.mjs, which makes the snapshot), and the site's
pyscript.toml pointed at the first. build.py calls `write(out)` once Pyodide and app.zip.gz are in
`out`; the standalone copy (file://, no Cache Storage) keeps Pyodide's own module (`plain`)."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
PLAIN = 'interpreter = "./pyodide/pyodide.mjs"'
SNAPSHOT = 'interpreter = "./pyodide/snapshot.mjs"'
# Standard-library modules that the app, PyScript and Pyodide import on the way to the home screen
# (listed from sys.modules at the home screen against a bare Pyodide start): imported before the
# snapshot is taken, so a restored start skips them too. One that a later Pyodide lacks only makes
# the Worker fail, and the page then starts without a snapshot.
IMPORTS = ["_blake2", "_md5", "_sha1", "_sha2", "_sha3", "encodings.cp437", "fractions", "hashlib", "html",
           "html.entities", "ipaddress", "numbers", "unicodedata", "urllib", "urllib.parse"]
# What a snapshot depends on: Pyodide's build (its memory layout), its standard library (zipimport
# keeps the zip's directory), the app's archive (the engine's code) and these modules.
KEYED = ["pyodide/pyodide.asm.wasm", "pyodide/pyodide.asm.mjs", "pyodide/python_stdlib.zip", "app.zip.gz"]


def key(out: Path) -> str:
    digest = hashlib.sha256()
    for rel in KEYED:
        digest.update((out / rel).read_bytes())
    for name in ("snapshot.mjs", "snapshot_worker.mjs"):
        digest.update((HERE / name).read_bytes())
    digest.update(json.dumps(IMPORTS).encode())
    return digest.hexdigest()[:24]


def write(out: Path) -> str:
    """dist/pyodide/snapshot.mjs and snapshot-worker.mjs, and dist/pyscript.toml using them; the key."""
    found = key(out)
    code = (HERE / "snapshot.mjs").read_text(encoding="utf-8")
    code, keys = re.subn(r'"/\*@key\*/"', json.dumps(found), code)
    code, lists = re.subn(r"/\*@imports\*/\[\]/\*@end\*/", json.dumps(IMPORTS), code)
    if keys != 1 or lists != 1:
        raise SystemExit("tools/snapshot.mjs: expected one /*@key*/ and one /*@imports*/ marker")
    (out / "pyodide" / "snapshot.mjs").write_text(code, encoding="utf-8")
    (out / "pyodide" / "snapshot-worker.mjs").write_text((HERE / "snapshot_worker.mjs").read_text(encoding="utf-8"),
                                                         encoding="utf-8")
    toml = out / "pyscript.toml"
    text = toml.read_text(encoding="utf-8")
    if PLAIN not in text:
        raise SystemExit(f"pyscript.toml: expected the line {PLAIN}")
    toml.write_text(text.replace(PLAIN, SNAPSHOT), encoding="utf-8")
    return found


def plain(toml_bytes: bytes) -> bytes:
    """The site's pyscript.toml with Pyodide's own module again (for the standalone copy)."""
    return toml_bytes.replace(SNAPSHOT.encode(), PLAIN.encode())
