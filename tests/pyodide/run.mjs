// Runs the engine test suite inside Pyodide (CPython compiled to WebAssembly) under Node, to prove
// that the engine works on the runtime the browser uses. Same tests, same pytest.ini as CPython.
//
//   node tests/pyodide/run.mjs                  -> pytest tests/engine -q
//   node tests/pyodide/run.mjs -k dice -x       -> extra pytest arguments (paths relative to root)
//   node tests/pyodide/run.mjs --root DIR ...   -> mount DIR instead of the repository
//   node tests/pyodide/run.mjs --playouts 200   -> TYCOON_PLAYOUTS=200 inside (the soak)
//
// pytest and its pure-Python dependencies come from wheels in .cache/wheels/ (downloaded by
// `python3 build.py test`, pinned in tests/pyodide/requirements.txt); nothing is fetched here.
// Exit code = pytest's exit code.
//
// The whole repository is mounted, so tests/engine/conftest.py registers the test-only toy variants
// (tests/engine/toys/) here as on CPython: test_toy.py, test_sealed.py, test_audience.py and the
// playouts run them on WASM too. The run fails if that registration did not happen.

import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { bootPyodide, mountRepository } from "../../tools/pyodide_node.mjs";
import process from "node:process";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
let root = path.resolve(here, "..", "..");
const wheelDir = process.env.TYCOON_WHEELS || path.join(root, ".cache", "wheels");

let pytestArgs = process.argv.slice(2);
const rootFlag = pytestArgs.indexOf("--root");
if (rootFlag >= 0) {
  root = path.resolve(pytestArgs[rootFlag + 1]);
  pytestArgs.splice(rootFlag, 2);
}
// --playouts N: TYCOON_PLAYOUTS inside Pyodide (tests/engine/playout.py; Pyodide does not see
// Node's environment). Default: $TYCOON_PLAYOUTS if set, else playout.py's own default.
let playouts = process.env.TYCOON_PLAYOUTS || "";
const playoutsFlag = pytestArgs.indexOf("--playouts");
if (playoutsFlag >= 0) {
  playouts = pytestArgs[playoutsFlag + 1];
  pytestArgs.splice(playoutsFlag, 2);
}
if (!pytestArgs.some((arg) => !arg.startsWith("-"))) pytestArgs = ["tests/engine", ...pytestArgs];
if (!pytestArgs.includes("-q") && !pytestArgs.includes("-v")) pytestArgs.push("-q");

const started = performance.now();
const pyodide = await bootPyodide();

// Install the wheels into site-packages (unpackArchive needs a Uint8Array, not a Buffer).
if (!existsSync(wheelDir)) {
  console.error(`no wheel cache at ${wheelDir}: run "python3 build.py test" (it downloads them)`);
  process.exit(2);
}
const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
const wheels = (await readdir(wheelDir)).filter((name) => name.endsWith(".whl")).sort();
for (const name of wheels) {
  const buffer = await readFile(path.join(wheelDir, name));
  pyodide.unpackArchive(new Uint8Array(buffer), "wheel", { extractDir: sitePackages });
}

// Mount the repository (read-write: pytest's tmp_path and hypothesis' database live elsewhere or
// are git-ignored), run from its root with py/ importable like `pythonpath = py` in pytest.ini.
mountRepository(pyodide, root);
pyodide.globals.set("pytest_args", pyodide.toPy(["-p", "no:cacheprovider", ...pytestArgs]));
pyodide.globals.set("playouts", playouts);
console.log(
  `[pyodide ${pyodide.version}] ${wheels.length} wheels, booted in ` +
    `${((performance.now() - started) / 1000).toFixed(1)}s; pytest ${pytestArgs.join(" ")}`,
);
const code = pyodide.runPython(`
import os, sys
sys.dont_write_bytecode = True  # no __pycache__ written into the mounted repository
os.chdir("/app")
sys.path.insert(0, "/app/py")
if playouts:
    os.environ["TYCOON_PLAYOUTS"] = playouts
import pytest
code = int(pytest.main(list(pytest_args)))
from tycoon.core import VARIANTS
if code == 0 and any(a.startswith("tests/engine") for a in pytest_args) and "toy_sealed" not in VARIANTS:
    print("tests/engine ran without the toy variants (tests/engine/toys): conftest did not register them")
    code = 1
code
`);
process.exit(code);
