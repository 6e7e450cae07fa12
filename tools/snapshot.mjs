/* Tycoon Table's start from a memory snapshot: PyScript's interpreter module (dist/pyscript.toml:
   interpreter = "./pyodide/snapshot.mjs"; build.py copies this file there and fills in KEY and
   IMPORTS). PyScript imports the module at that URL and calls its `loadPyodide` and reads its
   `version` (polyscript's interpreter/pyodide.js), so this module is Pyodide's own with one change:

   - A returning visit restores Pyodide from a snapshot of its memory, taken after its own start,
     the standard-library modules the app imports at start and the game engine (`tycoon`), instead
     of starting Python again: the home screen comes about three times sooner (docs/benchmarks.md,
     bench/RESULTS.md "Start-up from a snapshot").
   - The snapshot is made once per version of the site, in a Worker (snapshot-worker.mjs), after
     the home screen is up, the site is kept for offline play (offline.js: data-offline) and the
     page is idle; it is kept in Cache Storage under KEY (a hash of Pyodide, its standard library,
     the app's archive and these two files), so no other version's snapshot is ever restored.
   - Anything unexpected (no Cache Storage, a snapshot that does not load) starts Pyodide as usual.

   <html data-snapshot> says what happened, for tests and benchmarks: "restored", "failed" (a
   snapshot was there but did not load, and was deleted), "making", "made", "not-made". */

import * as pyodide from "./pyodide.mjs";

export const version = pyodide.version;

const KEY = "/*@key*/";
const IMPORTS = /*@imports*/[]/*@end*/;
// One cache for this site's folder (GitHub Pages serves a user's projects from one origin); its one
// entry is the snapshot of this version, under a URL that is never fetched.
const CACHE = "tycoon-table-snapshot " + new URL("../", import.meta.url).pathname;
const ENTRY = new URL("../snapshot/" + KEY, import.meta.url).href;

function say(what) {
  if (typeof document !== "undefined") document.documentElement.setAttribute("data-snapshot", what);
}

async function stored() {
  try {
    const hit = await caches.match(ENTRY, { cacheName: CACHE });  // creates no cache on a first visit
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
  } catch (error) {
    return null;
  }
}

export async function loadPyodide(options = {}) {
  const usable = typeof caches !== "undefined" && typeof Worker !== "undefined" && typeof document !== "undefined";
  const bytes = usable ? await stored() : null;
  if (bytes) {
    try {
      const py = await pyodide.loadPyodide({ ...options, _loadSnapshot: bytes, createPyodideModule: roomFor(bytes) });
      // The snapshot holds the state of `random` as it was made: every visit would draw the same.
      py.runPython("import random\nrandom.seed()");
      say("restored");
      return py;
    } catch (error) {
      console.warn("Tycoon Table: the start-up snapshot did not load; starting as usual.", error);
      try { await (await caches.open(CACHE)).delete(ENTRY); } catch (ignored) { /* starting anyway */ }
      say("failed");
    }
  } else if (usable) {
    makeLater(options.indexURL);
  }
  return pyodide.loadPyodide(options);
}

// Pyodide 314 sizes the heap for a snapshot with INITIAL_MEMORY, which its module never reads: the
// heap keeps its built-in 30 MiB, and a larger snapshot fails to load ("offset is out of bounds";
// pyodide/pyodide#6254). Ours grew to 37.7 MB with the Lab (it had restored before), so the module is made here, as
// Pyodide would make it, and its memory grown to the snapshot's size before Pyodide copies it in.
function roomFor(bytes) {
  return async (settings) => {
    const { default: createModule } = await import(new URL("./pyodide.asm.mjs", import.meta.url).href);
    const module = await createModule(settings);
    if (module.HEAP8.length < bytes.length && !module.growMemory(bytes.length)) {
      throw new Error(`the snapshot needs ${bytes.length} bytes of memory`);
    }
    return module;
  };
}

// Once the home screen is up and every file of the site is kept for offline play, and the page
// is idle: make the snapshot in a Worker. A visit that never gets there makes none.
function makeLater(indexURL) {
  const root = document.documentElement;
  const ready = () => root.hasAttribute("data-ready") && /^(ready|update)$/.test(root.getAttribute("data-offline") || "");
  const start = () => {
    observer.disconnect();
    const idle = window.requestIdleCallback || ((run) => setTimeout(run, 1000));
    idle(() => make(indexURL), { timeout: 10000 });
  };
  const observer = new MutationObserver(() => { if (ready()) start(); });
  if (ready()) start();
  else observer.observe(root, { attributes: true, attributeFilter: ["data-ready", "data-offline"] });
}

function make(indexURL) {
  say("making");
  const worker = new Worker(new URL("./snapshot-worker.mjs", import.meta.url), { type: "module" });
  worker.onmessage = (event) => {
    worker.terminate();
    if (!event.data.ok) console.warn("Tycoon Table: no start-up snapshot was made.", event.data.error);
    say(event.data.ok ? "made" : "not-made");
  };
  worker.onerror = (event) => {
    worker.terminate();
    console.warn("Tycoon Table: no start-up snapshot was made.", event.message);
    say("not-made");
  };
  worker.postMessage({ indexURL, imports: IMPORTS, archive: new URL("../app.zip.gz", import.meta.url).href,
                       cache: CACHE, entry: ENTRY });
}
