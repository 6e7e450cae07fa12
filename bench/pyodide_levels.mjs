// The Hard bot's decision times inside Pyodide under Node: runs bench/levels.py --timing there.
//
//   node bench/pyodide_levels.mjs [--games 4] [--only monopoly,rich] [--json]
//
// Loads Pyodide and mounts the repository as pyodide_bots.mjs does.

import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { bootPyodide, mountRepository, runBenchModule } from "../tools/pyodide_node.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pyodide = await bootPyodide();
mountRepository(pyodide, root);
const code = runBenchModule(pyodide, "levels", ["--timing", ...process.argv.slice(2)]);
process.exit(code);
