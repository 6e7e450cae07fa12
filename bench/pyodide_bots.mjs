// Bot decision latency inside Pyodide under Node: runs bench/pyodide_bots.py --here in Pyodide.
//
//   node bench/pyodide_bots.mjs                 -> p50/p95 of bot decisions, ms (3 games, turn_limit 100)
//   node bench/pyodide_bots.mjs --json          -> the same as one JSON line (used by pyodide_bots.py)
//   node bench/pyodide_bots.mjs --seeds 5 --turn-limit 200
//
// Loads Pyodide and mounts the repository like tests/pyodide/run.mjs: NODEFS at /app, py/ on
// sys.path. `python3 bench/pyodide_bots.py` prints the CPython/Pyodide comparison table.

import path from "node:path";
import { bootPyodide, mountRepository, runBenchModule } from "../tools/pyodide_node.mjs";
import process from "node:process";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const started = performance.now();
const pyodide = await bootPyodide();
mountRepository(pyodide, root);
const args = process.argv.slice(2);
if (!args.includes("--json")) {
  console.log(`[pyodide ${pyodide.version}] booted in ${((performance.now() - started) / 1000).toFixed(1)}s`);
}
const code = runBenchModule(pyodide, "pyodide_bots", ["--here", ...args]);
process.exit(code);
