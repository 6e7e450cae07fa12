"""Start-up's bytecode cache: a returning visitor's browser does not compile the
game's Python again.

Pyodide compiles every module from source on every page load (~0.3-0.5 s of the start on the
2-core test machine, bench/README.md) and writes no __pycache__. Here, on a first visit, imports
write their .pyc files in the in-memory file system; once the home screen is up and the page is
idle, they are stored in IndexedDB as hash-checked .pyc files (PEP 552). On the next visit they
are written back before the first import. Python checks each one against the hash of the source
it sits beside, so a new version of the game can never run old bytecode: it is compiled again
and the cache is rewritten. No IndexedDB (some file:// pages, private modes): every visit
compiles, as before.
"""

import marshal
import os
import sys
from importlib.util import MAGIC_NUMBER, source_hash

from pyodide.ffi import create_proxy, to_js
from pyscript import window

ROOTS = ("tycoon", "ui")
HASH_FLAGS = (0b11).to_bytes(4, "little")  # hash-based, checked (PEP 552)

IDB_JS = """
return new Promise((resolve) => {
  setTimeout(() => resolve(null), 2000);  // a storage that never answers must not stop the start
  let open;
  try { open = indexedDB.open("tycoon-table-bytecode", 1); } catch (error) { resolve(null); return; }
  open.onupgradeneeded = () => open.result.createObjectStore("pyc");
  open.onerror = () => resolve(null);
  open.onsuccess = () => {
    const db = open.result;
    try {
      const tx = db.transaction("pyc", value == null ? "readonly" : "readwrite");
      const store = tx.objectStore("pyc");
      if (value == null) {
        const got = store.get(tag);
        got.onsuccess = () => resolve(got.result || null);
        got.onerror = () => resolve(null);
      } else {
        store.clear();
        store.put(value, tag);
        tx.oncomplete = () => resolve(true);
        tx.onerror = () => resolve(null);
      }
    } catch (error) { resolve(null); }
  };
});"""
IDLE_JS = "(window.requestIdleCallback || ((f) => setTimeout(f, 200)))(() => run(), {timeout: 5000});"

_idb = window.Function.new("tag", "value", IDB_JS)
_state = {"restored": 0}


def _cached(path: str) -> str:
    head, name = os.path.split(path)
    return os.path.join(head, "__pycache__", f"{name[:-3]}.{sys.implementation.cache_tag}.pyc")


def _source_of(pyc: str) -> str:
    folder, name = os.path.split(pyc)
    return os.path.join(os.path.dirname(folder), name.split(".", 1)[0] + ".py")


def _sources(base: str):
    for root in ROOTS:
        for folder, dirs, files in os.walk(os.path.join(base, root)):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            for name in files:
                if name.endswith(".py"):
                    yield os.path.join(folder, name)


async def restore(base: str) -> None:
    """Before the first import: write back the .pyc files a visit stored, then let imports write
    theirs (the first visit's become the cache once the page is idle: keep())."""
    try:
        found = await _idb(sys.implementation.cache_tag, None)
        files = marshal.loads(found.to_bytes()) if found is not None else {}
    except Exception:  # noqa: BLE001 - no cache is the first visit's start, never an error
        files = {}
    _write(base, files)
    sys.dont_write_bytecode = False


def _write(base: str, files: dict) -> None:
    for rel, data in files.items():
        path = os.path.join(base, rel)
        if not os.path.exists(_source_of(path)):
            continue
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as out:
            out.write(data)
        _state["restored"] += 1


def keep(base: str) -> None:
    """When the page is idle, 1 s, 30 s and 2 min after the start (a first game imports its own
    screens): store every module's .pyc, hash-checked, if any was compiled on this visit."""
    for seconds in (1, 30, 120):
        window.setTimeout(create_proxy(lambda: _keep_when_idle(base)), seconds * 1000)


def _keep_when_idle(base: str) -> None:
    window.Function.new("run", IDLE_JS)(create_proxy(lambda *_: _store(base)))


def _store(base: str) -> None:
    files, fresh = {}, 0
    for source in _sources(base):
        pyc = _cached(source)
        if not os.path.exists(pyc):
            continue
        with open(pyc, "rb") as f:
            data = f.read()
        if data[:4] != MAGIC_NUMBER:
            continue
        if data[4:8] != HASH_FLAGS:  # written by this visit's imports (timestamp-checked)
            fresh += 1
            with open(source, "rb") as f:
                data = MAGIC_NUMBER + HASH_FLAGS + source_hash(f.read()) + data[16:]
            with open(pyc, "wb") as f:  # stored: the next look does not count it as new
                f.write(data)
        files[os.path.relpath(pyc, base)] = data
    if fresh:
        _idb(sys.implementation.cache_tag, to_js(marshal.dumps(files)))
