#!/usr/bin/env python3
"""Tycoon Table's one entry point (stdlib only).

    python3 build.py build   vendor Pyodide + PyScript from node_modules, zip py/, write dist/
    python3 build.py serve   build, then serve dist/ on http://localhost:8000
    python3 build.py test    install test deps, build, run engine (CPython), engine (Pyodide/Node), e2e
                             (Chromium via Playwright; Firefox ESR via puppeteer-core for file://;
                             pytest-xdist workers); --stress: the e2e layer twice more under CPU hogs
    python3 build.py bench   build, then run the benchmarks of issue 16 and write bench/RESULTS.md
                             (--only NAME: one bench/NAME.py; --minutes N: memory.py's bot play)
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
NODE_MODULES = ROOT / "node_modules"
WHEELS = ROOT / ".cache" / "wheels"
CHROMIUM = Path("/usr/bin/chromium")
FIREFOX = Path("/usr/bin/firefox-esr")
# The site ships no font: Thai and Chinese text is drawn with the system's. Screenshot tests need
# them (else empty boxes, "tofu"): Debian's fonts-thai-tlwg and fonts-noto-cjk, found by these folders.
FONTS = [(Path("/usr/share/fonts/truetype/tlwg"), "fonts-thai-tlwg"),
         (Path("/usr/share/fonts/opentype/noto"), "fonts-noto-cjk")]
ESBUILD = NODE_MODULES / ".bin" / "esbuild"
STANDALONE_DIR = "standalone"  # dist/standalone/: the copy for file:// (a USB stick)

sys.path.insert(0, str(ROOT))
from tools import app_archive, devserver, offline_scan, snapshot, standalone

# What pyodide.mjs loads at start-up (checked against 314.0.7: it imports pyodide.asm.mjs and
# fetches pyodide-lock.json, pyodide.asm.wasm and python_stdlib.zip from its own folder).
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"]

# CDN defaults baked into the vendored JS, replaced by local paths while copying.
# (file pattern, regex, replacement, expected number of matches). A count mismatch fails the
# build: it means a package upgrade moved the string and this table needs a look.
VENDOR_PATCHES = [
    # Pyodide's package CDN (only used under Node; the site sets no packages) -> its own folder.
    ("pyodide/pyodide.mjs", r"https://cdn\.jsdelivr\.net/pyodide/v\$\{\w+\}/full/", "./", 1),
    # PyScript's default interpreters (pyscript.toml overrides pyodide's; mpy is never used).
    ("pyscript/core-*.js", r"https://cdn\.jsdelivr\.net/pyodide/v\$\{\w+\}/full/pyodide\.mjs",
     "../pyodide/pyodide.mjs", 2),
    ("pyscript/core-*.js",
     r"https://cdn\.jsdelivr\.net/npm/@micropython/micropython-webassembly-pyscript@\$\{\w+\}/micropython\.mjs",
     "../micropython/micropython.mjs", 2),
]

# The game's Python as the page fetches it (main.py unpacks it): tools/app_archive.py.
APP_ARCHIVE = app_archive.APP_ARCHIVE
pack_app = app_archive.pack  # a zip as app.zip.gz holds it (tests use it to ship a changed game)

# Sizes the loading screen's progress bar expects (file name -> path in dist/).
PROGRESS_FILES = {name: f"pyodide/{name}" for name in PYODIDE_FILES[1:]} | {APP_ARCHIVE: APP_ARCHIVE}


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def run(cmd: list[str], **kwargs) -> int:
    print("$ " + " ".join(str(c) for c in cmd), flush=True)
    return subprocess.call(cmd, cwd=kwargs.pop("cwd", ROOT), **kwargs)


# --------------------------------------------------------------------------- npm packages

def npm_packages_current() -> bool:
    """True when node_modules holds exactly the versions that package-lock.json pins."""
    lock = json.loads((ROOT / "package-lock.json").read_text())
    root = lock["packages"][""]
    for name in {**root.get("dependencies", {}), **root.get("devDependencies", {})}:
        installed = NODE_MODULES / name / "package.json"
        if not installed.exists():
            return False
        if json.loads(installed.read_text())["version"] != lock["packages"][f"node_modules/{name}"]["version"]:
            return False
    return True


def ensure_npm() -> None:
    if not npm_packages_current():
        log("node_modules missing or stale: npm ci")
        if run(["npm", "ci", "--no-audit", "--no-fund"]) != 0:
            sys.exit("npm ci failed")


# --------------------------------------------------------------------------- build

def copy_vendor(out: Path) -> None:
    pyodide_src = NODE_MODULES / "pyodide"
    (out / "pyodide").mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide_src / name, out / "pyodide" / name)
    pyscript_src = NODE_MODULES / "@pyscript" / "core" / "dist"
    (out / "pyscript").mkdir()
    for path in sorted(pyscript_src.iterdir()):
        if path.suffix in {".js", ".css"}:
            shutil.copy2(path, out / "pyscript" / path.name)
    # morphdom (ui/dom.py morph): a redraw changes only the nodes that differ, as a classic script.
    (out / "vendor").mkdir()
    shutil.copy2(NODE_MODULES / "morphdom" / "dist" / "morphdom-umd.min.js", out / "vendor" / "morphdom.js")
    for pattern, regex, replacement, expected in VENDOR_PATCHES:
        files = sorted(out.glob(pattern))
        total = 0
        for path in files:
            text = path.read_text(encoding="utf-8")
            text, count = re.subn(regex, replacement, text)
            total += count
            if count:
                path.write_text(text, encoding="utf-8")
        if total != expected:
            sys.exit(f"vendor patch {regex!r} matched {total}x in {pattern} (expected {expected})")


def read_app(dist: Path = DIST) -> zipfile.ZipFile:
    """dist/app.zip.gz, opened as the zip it holds."""
    return app_archive.read(dist)


INLINE_SCRIPT_RE = re.compile(r"<script(?![^>]*\bsrc=)(?![^>]*type=\"py\")[^>]*>(.*?)</script>", re.DOTALL)


def with_script_hashes(html: str) -> str:
    """Write the hash of every inline script in place of the CSP's 'sha256-BOOT_SCRIPT_HASH'."""
    inline = INLINE_SCRIPT_RE.findall(html)
    if not inline or html.count("'sha256-BOOT_SCRIPT_HASH'") != 1:
        sys.exit("index.html: expected inline <script>s and one CSP hash placeholder")
    digests = " ".join(
        f"'sha256-{base64.b64encode(hashlib.sha256(code.encode('utf-8')).digest()).decode()}'" for code in inline
    )
    return html.replace("'sha256-BOOT_SCRIPT_HASH'", digests)


def write_index(out: Path) -> str:
    """index.html with the CSS links, the expected download sizes and the inline scripts' CSP hashes.
    Returns the page before hashing (the standalone page is made from it)."""
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    css_files = sorted((ROOT / "css").glob("*.css"))  # empty when css/ does not exist
    links = "".join(f'<link rel="stylesheet" href="./css/{path.name}">\n' for path in css_files)
    html = re.sub(r"<!-- @css:[^>]*-->\n", links, html, count=1)
    sizes = {name: (out / rel).stat().st_size for name, rel in PROGRESS_FILES.items()}
    html, n = re.subn(r"/\*@sizes\*/.*?/\*@end\*/", json.dumps(sizes, sort_keys=True), html, count=1)
    if n != 1:
        sys.exit("index.html: expected one /*@sizes*/ marker")
    (out / "index.html").write_text(with_script_hashes(html), encoding="utf-8")
    return html


# --------------------------------------------------------------------------- service worker

def sri(data: bytes) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode()


def write_service_worker(out: Path) -> str:
    """dist/sw.js: the precache list (every file of the site, with its SRI hash) and the version.
    The standalone/ folder is for file:// and is not precached. Returns the version."""
    skip = {"sw.js", ".nojekyll"}
    files = sorted(
        p.relative_to(out).as_posix() for p in out.rglob("*")
        if p.is_file() and p.name not in skip and p.relative_to(out).parts[0] != STANDALONE_DIR
    )
    listed = [[path, sri((out / path).read_bytes())] for path in files]
    version = hashlib.sha256(json.dumps(listed).encode()).hexdigest()[:16]
    code = (ROOT / "sw.js").read_text(encoding="utf-8")
    code, n1 = re.subn(r"/\*@files\*/.*?/\*@end\*/", lambda _: "[\n" + ",\n".join(map(json.dumps, listed)) + "\n]", code, count=1,
                       flags=re.DOTALL)
    code, n2 = re.subn(r"/\*@version\*/", version, code, count=1)
    if (n1, n2) != (1, 1):
        sys.exit("sw.js: expected the /*@files*/ and /*@version*/ markers")
    (out / "sw.js").write_text(code, encoding="utf-8")
    return version


def build(when=None) -> None:
    """Write dist/ (with `when`, a callable: only if it still returns true once the lock is held). The site is built into a fresh folder beside it and renamed into place, under a
    lock (.cache/build.lock): a test worker or a server never sees a half-built site, and two
    builds at once (pytest-xdist workers finding dist/ stale) take turns."""
    started = time.perf_counter()
    ensure_npm()
    with build_lock():
        if when is not None and not when():
            return
        out = DIST.with_name(f".dist-building-{os.getpid()}")
        if out.exists():
            shutil.rmtree(out)
        out.mkdir()
        try:
            version = write_site(out)
            old = DIST.with_name(f".dist-old-{os.getpid()}")
            if DIST.exists():
                DIST.rename(old)
            out.rename(DIST)
            shutil.rmtree(old, ignore_errors=True)
        finally:
            shutil.rmtree(out, ignore_errors=True)
    print_sizes(DIST)
    folder = sum(p.stat().st_size for p in (DIST / STANDALONE_DIR).rglob("*") if p.is_file())
    log(f"service worker version {version}; {STANDALONE_DIR}/ (file://) is {folder / 1024 / 1024:.1f} MiB")
    log(f"dist/ built and offline-clean in {time.perf_counter() - started:.1f}s")


@contextlib.contextmanager
def build_lock():
    """An exclusive lock on .cache/build.lock for as long as the block runs (one build at a time)."""
    import fcntl

    path = ROOT / ".cache" / "build.lock"
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def write_site(out: Path) -> str:
    """Every file of the site into the empty folder `out`; returns the service worker's version."""
    copy_vendor(out)
    app_archive.write(ROOT / "py", out)
    shutil.copy2(ROOT / "py" / "main.py", out / "main.py")
    shutil.copy2(ROOT / "py" / "lab_worker.py", out / "lab_worker.py")  # the Lab's simulation worker
    shutil.copy2(ROOT / "pyscript.toml", out / "pyscript.toml")
    snapshot.write(out)  # pyscript.toml now starts Pyodide through the snapshot module
    if (ROOT / "css").is_dir():
        shutil.copytree(ROOT / "css", out / "css", ignore=shutil.ignore_patterns("*.map", ".*"))
    shutil.copy2(ROOT / "offline.js", out / "offline.js")
    page = write_index(out)
    (out / ".nojekyll").write_text("")  # GitHub Pages: serve the files as they are, no Jekyll
    version = write_service_worker(out)
    standalone.build(out, page, ESBUILD, STANDALONE_DIR, with_script_hashes)
    problems = offline_scan.scan(out)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        sys.exit(f"offline scan FAILED: {len(problems)} reference(s) to remote hosts in dist/ (see above)")
    return version


def print_sizes(out: Path) -> None:
    files = sorted((p for p in out.rglob("*") if p.is_file()), key=lambda p: -p.stat().st_size)
    total = sum(p.stat().st_size for p in files)
    for path in files[:12]:
        print(f"  {path.stat().st_size / 1024:10.1f} KiB  {path.relative_to(out).as_posix()}")
    if len(files) > 12:
        rest = sum(p.stat().st_size for p in files[12:])
        print(f"  {rest / 1024:10.1f} KiB  ({len(files) - 12} smaller files)")
    print(f"  {total / 1024 / 1024:10.2f} MiB  total, {len(files)} files")


# --------------------------------------------------------------------------- serve

def serve(host: str, port: int) -> None:
    build()
    server = devserver.make_server(DIST, host, port, quiet=False)
    shown = "localhost" if host in {"127.0.0.1", "0.0.0.0"} else host
    print(f"\nServing dist/ on http://{shown}:{server.server_address[1]}/  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


# --------------------------------------------------------------------------- test

def install_test_deps() -> None:
    if run([sys.executable, "-m", "pip", "install", "-q", "--root-user-action=ignore", "-r", "requirements-dev.txt"]) != 0:
        sys.exit("pip install -r requirements-dev.txt failed")
    # Debian's browsers: Chromium (Playwright) and Firefox ESR (puppeteer-core, the file:// test), and
    # the Thai and CJK system fonts the screenshots in four languages need.
    missing = [package for path, package in [(CHROMIUM, "chromium"), (FIREFOX, "firefox-esr"), *FONTS]
               if not path.exists()]
    if missing:
        if os.geteuid() != 0:
            sys.exit(f"missing: install Debian's {' and '.join(missing)} (apt-get install {' '.join(missing)})")
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        if run(["apt-get", "update"], env=env) != 0 or run(["apt-get", "install", "-y", *missing], env=env) != 0:
            sys.exit(f"apt-get install {' '.join(missing)} failed")
    ensure_npm()  # puppeteer-core drives Firefox
    fetch_pyodide_wheels()


def fetch_pyodide_wheels() -> None:
    """Pure-Python wheels of pytest (+ hypothesis) for the Pyodide runner, cached in .cache/wheels."""
    pins = [line.split("#")[0].strip() for line in (ROOT / "tests/pyodide/requirements.txt").read_text().splitlines()]
    pins = [pin for pin in pins if pin]
    have = {p.name.lower() for p in WHEELS.glob("*.whl")} if WHEELS.exists() else set()

    def cached(pin: str) -> bool:
        name, version = pin.split("==")
        prefix = f"{name.replace('-', '_')}-{version}-".lower()
        return any(w.startswith(prefix) for w in have)

    missing = [pin for pin in pins if not cached(pin)]
    if not missing:
        return
    WHEELS.mkdir(parents=True, exist_ok=True)
    cmd = [sys.executable, "-m", "pip", "download", "-q", "--only-binary=:all:", "--no-deps",
           "--python-version", "3.14", "--platform", "any", "--implementation", "py", "-d", str(WHEELS), *missing]
    if run(cmd) != 0:
        sys.exit("pip download of the Pyodide test wheels failed")


# e2e workers: one browser each (pytest-xdist), a test file per worker at a time (its module fixtures
# are computed once). TYCOON_E2E_WORKERS overrides; 1 runs them in this process.
E2E_WORKERS = int(os.environ.get("TYCOON_E2E_WORKERS", "0")) or min(4, os.cpu_count() or 1)


# The Pyodide layer runs what can differ there: every engine test reaches every rule's code on
# Pyodide's interpreter (another Python version, 32-bit WebAssembly, a smaller stack), and the
# golden games check that a seeded game plays move for move the same. What the full CPython layer
# already covers by volume runs lighter: the seeded playouts at a third of CI's share
# (TYCOON_PLAYOUTS=10, tests/engine/playout.py) and no `statistics` test (frequency checks over
# thousands of plays of code the rule tests run). docs/testing.md.
PYODIDE_LAYER = ["node", "tests/pyodide/run.mjs", "tests/engine", "--playouts", "10", "-m", "not statistics"]


def e2e_command() -> list[str]:
    cmd = [sys.executable, "-m", "pytest", "tests/e2e", "-q"]
    return cmd + (["-n", str(E2E_WORKERS), "--dist", "loadfile"] if E2E_WORKERS > 1 else [])


def test(stress: bool = False) -> None:
    """Every layer once; with `stress`, the e2e layer twice more with a CPU hog on every core (the
    flake check of issue 34: no test may depend on how fast the machine is)."""
    install_test_deps()
    build()
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    layers = [
        ("lint (ruff)", [sys.executable, "-m", "ruff", "check", "py", "tests", "bench", "tools", "build.py"]),
        ("engine tests, CPython", [sys.executable, "-m", "pytest", "tests/engine", "-q"]),
        ("engine tests, Pyodide under Node", PYODIDE_LAYER),
        ("e2e tests, Chromium + Firefox", e2e_command()),
    ]
    if stress:
        layers += [(f"e2e tests with {os.cpu_count()} CPU hogs, run {n}", e2e_command()) for n in (1, 2)]
    results = []
    for title, cmd in layers:
        print(f"\n===== {title} =====", flush=True)
        started = time.perf_counter()
        with cpu_hogs(os.cpu_count() or 1) if "CPU hogs" in title else contextlib.nullcontext():
            code = run(cmd, env=env)
        results.append((title, code, time.perf_counter() - started))
    print("\n===== summary =====")
    for title, code, seconds in results:
        verdict = "ok" if code == 0 else ("FAILED (no tests collected)" if code == 5 else f"FAILED (exit {code})")
        print(f"  {title:<40} {verdict:<28} {seconds:6.1f}s")
    failed = [title for title, code, _ in results if code != 0]
    print("all layers passed" if not failed else f"FAILED: {', '.join(failed)}")
    print(f"layers: {len(results) - len(failed)} passed, {len(failed)} failed")
    sys.exit(1 if failed else 0)


@contextlib.contextmanager
def cpu_hogs(count: int):
    """`count` processes that each keep a core busy (a tight loop) while the block runs."""
    hogs = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(count)]
    try:
        yield
    finally:
        for hog in hogs:
            hog.kill()
            hog.wait()


# --------------------------------------------------------------------------- bench

# The five benchmarks of issue 16, in this order; each writes its part of bench/RESULTS.md.
# The other bench/*.py (engine, growth, pyodide_bots, saves, bots, landings, ...) run with --only.
BENCHMARKS = ["startup", "latency", "throughput", "payload", "memory"]


def bench(extra: list[str], only: str | None = None, minutes: float | None = None) -> None:
    names = [only] if only else BENCHMARKS
    scripts = [ROOT / "bench" / f"{name}.py" for name in names]
    missing = [s.name for s in scripts if not s.exists()]
    if missing:
        sys.exit(f"no benchmark bench/{', '.join(missing)}")
    build()
    failed = 0
    for script in scripts:
        if '__name__ == "__main__"' not in script.read_text(encoding="utf-8"):
            continue
        print(f"\n===== bench/{script.name} =====", flush=True)
        args = list(extra) if (only or script.name == "startup.py") else []  # e.g. --runs 9
        if script.name == "memory.py" and minutes is not None:
            args += ["--minutes", str(minutes)]
        failed += run([sys.executable, str(script.relative_to(ROOT)), *args]) != 0
    if not only:
        print("\nbench/RESULTS.md:\n" + (ROOT / "bench" / "RESULTS.md").read_text(encoding="utf-8"))
    sys.exit(1 if failed else 0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("build", help="build dist/")
    serve_parser = sub.add_parser("serve", help="build and serve dist/ on http://localhost:8000")
    serve_parser.add_argument("--host", default="127.0.0.1")
    serve_parser.add_argument("--port", type=int, default=8000)
    test_parser = sub.add_parser("test", help="install test deps, build, run all test layers")
    test_parser.add_argument("--stress", action="store_true",
                             help="then run the e2e layer twice more with a CPU hog on every core")
    bench_parser = sub.add_parser("bench", help="build and run the benchmarks")
    bench_parser.add_argument("--only", metavar="NAME",
                              help="run only bench/NAME.py (startup, latency, throughput, payload, memory, engine, ...)")
    bench_parser.add_argument("--minutes", type=float, help="bench/memory.py: minutes of bot play (default 3)")
    bench_parser.add_argument("extra", nargs=argparse.REMAINDER,
                              help="passed on to bench/NAME.py with --only, else to bench/startup.py")
    args, unknown = parser.parse_known_args()  # bench: options after --only NAME go to that script
    if unknown and args.command != "bench":
        parser.error(f"unrecognized arguments: {' '.join(unknown)}")
    if unknown:
        args.extra = [*unknown, *args.extra]
    if args.command == "build":
        build()
    elif args.command == "serve":
        serve(args.host, args.port)
    elif args.command == "test":
        test(args.stress)
    else:
        bench(args.extra, args.only, args.minutes)


if __name__ == "__main__":
    main()
