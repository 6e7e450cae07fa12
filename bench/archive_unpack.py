"""How long Pyodide takes to unpack the game's Python as a zip (what ships: dist/app.zip) and as
a gzipped tar of the same files (smaller: one compressed stream), under Node.

    python3 bench/archive_unpack.py [--rounds 4]     # needs a built dist/ and node_modules/pyodide

Both archives hold the same members (dist/app.zip's). Pyodide's unpackArchive, which PyScript
calls for "./app.zip" = "./*", is timed round by round; round 1 is what every page start pays
(Python's zipfile or tarfile module is imported then). A diagnosis for bench/README.md's payload
section, not part of `build.py bench`.
"""

from __future__ import annotations

import argparse
import io
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SCRIPT = """
import { loadPyodide } from "%(pyodide)s";
import { readFileSync } from "fs";
const py = await loadPyodide();
const archives = [["zip", "%(zip)s"], ["tar.gz", "%(tgz)s"]].map(([f, p]) => [f, new Uint8Array(readFileSync(p))]);
for (let r = 1; r <= %(rounds)d; r++) {
  const line = [];
  for (const [format, bytes] of archives) {
    const t = performance.now();
    py.unpackArchive(bytes, format, { extractDir: `/tmp/unpack${r}${format}` });
    line.push(`${format} ${(performance.now() - t).toFixed(1)} ms`);
  }
  console.log(`round ${r}: ` + line.join(", "));
}
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=4)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, zipfile.ZipFile(ROOT / "dist" / "app.zip") as source:
        raw = io.BytesIO()
        with tarfile.open(fileobj=raw, mode="w:gz") as tar:
            for info in source.infolist():
                data = source.read(info)
                member = tarfile.TarInfo(info.filename)
                member.size = len(data)
                tar.addfile(member, io.BytesIO(data))
        tgz = Path(tmp) / "app.tar.gz"
        tgz.write_bytes(raw.getvalue())
        print(f"app.zip {(ROOT / 'dist' / 'app.zip').stat().st_size / 1000:.1f} KB, "
              f"the same as tar.gz {tgz.stat().st_size / 1000:.1f} KB")
        script = Path(tmp) / "unpack.mjs"
        script.write_text(SCRIPT % {"pyodide": ROOT / "node_modules" / "pyodide" / "pyodide.mjs",
                                    "zip": ROOT / "dist" / "app.zip", "tgz": tgz, "rounds": args.rounds})
        return subprocess.call(["node", str(script)])


if __name__ == "__main__":
    sys.exit(main())
