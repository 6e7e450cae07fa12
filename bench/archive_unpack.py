"""How long Pyodide takes to unpack the game's Python, in three packings of the same files, under
Node:

- "zip.gz" (what ships, dist/app.zip.gz): a stored zip gzipped as one stream, unpacked by
  py/main.py's own `unpack` (zlib.decompress, then each stored file written from where it lies);
- "extractall": the same file through zipfile's extractall (what main.py did until 2026-12-06);
- "zip": a zip that deflates each file on its own (what shipped until 2026-12-01, as app.zip),
  through Pyodide's unpackArchive, as PyScript's "./app.zip" = "./*" did;
- "tar.gz": a gzipped tar, through unpackArchive (tried on 2026-12-01 and reverted: slow).

    python3 bench/archive_unpack.py [--rounds 4]     # needs a built dist/ and node_modules/pyodide

Each packing is timed in its own Node process (a fresh Pyodide), round by round; round 1 is what
every page start pays (Python's zipfile, gzip or tarfile module is imported then). Sizes are printed too. A diagnosis for bench/README.md's
payload section, not part of `build.py bench`.
"""

from __future__ import annotations

import argparse
import ast
import importlib.util
import io
import json
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("tycoon_build", ROOT / "build.py")
build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build)

SCRIPT = """
import { loadPyodide } from "%(pyodide)s";
import { readFileSync } from "fs";
const py = await loadPyodide();
const format = "%(format)s";
const bytes = new Uint8Array(readFileSync("%(path)s"));
const UNPACK = %(unpack)s;  // py/main.py's unpack and _stored
const MAIN_PY = (r) => format === "zip.gz" ? `
import io, os, zipfile, zlib
os.makedirs("/tmp/unpack${r}", exist_ok=True)
os.chdir("/tmp/unpack${r}")
${UNPACK}
unpack("/tmp/app${r}.zip.gz")
` : `
import io, zipfile, zlib
with open("/tmp/app${r}.zip.gz", "rb") as f:
    data = zlib.decompress(f.read(), zlib.MAX_WBITS | 16)
with zipfile.ZipFile(io.BytesIO(data)) as archive:
    archive.extractall("/tmp/unpack${r}zipgz")
`;
const line = [];
for (let r = 1; r <= %(rounds)d; r++) {
  const t = performance.now();
  if (format === "zip.gz" || format === "extractall") {
    py.FS.writeFile(`/tmp/app${r}.zip.gz`, bytes);  // PyScript writes the fetched file
    py.runPython(MAIN_PY(r));
  } else {
    py.unpackArchive(bytes, format, { extractDir: `/tmp/unpack${r}` });
  }
  line.push((performance.now() - t).toFixed(1));
}
console.log(`${format.padEnd(6)} rounds 1..%(rounds)d: ${line.join(", ")} ms`);
"""


def main_unpack() -> str:
    """The source of py/main.py's unpack and _stored, as they run in the page."""
    source = (ROOT / "py" / "main.py").read_text()
    return "\n\n".join(ast.get_source_segment(source, node) for node in ast.parse(source).body
                        if isinstance(node, ast.FunctionDef) and node.name in ("unpack", "_stored"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=4)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, build.read_app() as source:
        members = [(info.filename, source.read(info)) for info in source.infolist()]
        deflated, tarred = io.BytesIO(), io.BytesIO()
        with zipfile.ZipFile(deflated, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
            for name, data in members:
                archive.writestr(zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0)), data,
                                 compress_type=zipfile.ZIP_DEFLATED)
        with tarfile.open(fileobj=tarred, mode="w:gz") as tar:
            for name, data in members:
                member = tarfile.TarInfo(name)
                member.size = len(data)
                tar.addfile(member, io.BytesIO(data))
        paths = {"zipgz": build.DIST / build.APP_ARCHIVE, "extractall": build.DIST / build.APP_ARCHIVE, "zip": Path(tmp) / "app.zip", "tgz": Path(tmp) / "app.tar.gz"}
        paths["zip"].write_bytes(deflated.getvalue())
        paths["tgz"].write_bytes(tarred.getvalue())
        print(", ".join(f"{key} {path.stat().st_size / 1000:.1f} KB" for key, path in paths.items() if key != "extractall"))
        script = Path(tmp) / "unpack.mjs"
        for key, format in (("zipgz", "zip.gz"), ("extractall", "extractall"), ("zip", "zip"), ("tgz", "tar.gz")):
            script.write_text(SCRIPT % {"pyodide": ROOT / "node_modules" / "pyodide" / "pyodide.mjs",
                                        "rounds": args.rounds, "format": format, "path": paths[key],
                                        "unpack": json.dumps(main_unpack())})
            if subprocess.call(["node", str(script)]) != 0:
                return 1
        return 0


if __name__ == "__main__":
    sys.exit(main())
