/* Makes the start-up snapshot that snapshot.mjs restores (build.py copies this file to
   dist/pyodide/snapshot-worker.mjs). A Pyodide started to be snapshotted cannot run the page (its
   `js` is a recording stand-in), so a throwaway one in this Worker does the work, off the page's
   thread: Pyodide's own start, the standard-library modules the app imports at start, and the game
   engine from the app's archive, unpacked and imported as py/main.py does, with every game (a first
   visit's home screen loads none) and the English texts (the others come in files of their own,
   fetched after the restore: ui/lang_files.py). Only pure Python goes in: the rest
   of the UI and PyScript hold browser objects, and they import after the restore as usual.
   The memory (about 30 MB) is stored as it is, in this site's snapshot cache, whose older entries
   (other versions) are deleted first. Replies {ok: true, bytes} or {ok: false, error}. */

import * as pyodide from "./pyodide.mjs";

const UNPACK = `
import io, os, sys, zipfile, zlib
with open("app.zip.gz", "rb") as file:
    data = file.read()
os.remove("app.zip.gz")
if data[:2] == b"\\x1f\\x8b":
    data = zlib.decompress(data, zlib.MAX_WBITS | 16)
with zipfile.ZipFile(io.BytesIO(data)) as archive:
    archive.extractall(os.getcwd())
if os.getcwd() not in sys.path:
    sys.path.insert(0, os.getcwd())
import tycoon, tycoon.core
tycoon.core.all_variants()  # every game's rules: a first visit's home loads none (core/variant.py)
import ui.format, ui.help.pages, ui.i18n, ui.node  # the UI's pure-Python modules (no browser objects)
ui.i18n.catalog(ui.i18n.DEFAULT)  # the English texts, merged once (the others are not in this archive)
del data, file, archive
`;

onmessage = async ({ data }) => {
  try {
    const py = await pyodide.loadPyodide({ indexURL: data.indexURL, _makeSnapshot: true });
    py.runPython(data.imports.map((name) => `import ${name}`).join("\n"));
    const response = await fetch(data.archive);
    if (!response.ok) throw new Error(`app.zip.gz: HTTP ${response.status}`);
    py.FS.writeFile("app.zip.gz", new Uint8Array(await response.arrayBuffer()));
    py.runPython(UNPACK);
    const bytes = py.makeMemorySnapshot();
    const cache = await caches.open(data.cache);
    for (const request of await cache.keys()) await cache.delete(request);
    await cache.put(data.entry, new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }));
    postMessage({ ok: true, bytes: bytes.byteLength });
  } catch (error) {
    postMessage({ ok: false, error: String((error && error.stack) || error) });
  }
};
