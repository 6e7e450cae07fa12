// Pyodide under Node for the engine tests and benchmarks: boot, send Python's output to this
// process's stdout/stderr, and mount a folder (the repository) at /app with NODEFS.

import { loadPyodide } from "pyodide";
import process from "node:process";

export async function bootPyodide() {
  const pyodide = await loadPyodide();
  const write = (stream) => ({
    write: (bytes) => {
      stream.write(bytes);
      return bytes.length;
    },
  });
  pyodide.setStdout(write(process.stdout));
  pyodide.setStderr(write(process.stderr));
  return pyodide;
}

export function mountRepository(pyodide, root) {
  pyodide.FS.mkdirTree("/app");
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root }, "/app");
}

// Run bench/<module>.py's main(args) in Pyodide (the repository mounted at /app); its exit code.
export function runBenchModule(pyodide, module, args) {
  pyodide.globals.set("bench_args", pyodide.toPy(args));
  return pyodide.runPython(`
import sys
sys.dont_write_bytecode = True  # no __pycache__ written into the mounted repository
sys.path.insert(0, "/app/bench")
import ${module}
${module}.main(list(bench_args))
`);
}
