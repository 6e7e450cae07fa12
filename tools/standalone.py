"""The standalone copy of the site for file:// (a USB stick): dist/standalone/.

Browsers refuse module scripts and fetch() on file:// pages, in Chromium and in Firefox (with its
default security.fileuri.strict_origin_policy=true). Classic <script src> files from the page's
own folder do run, so this page:

1. bundles PyScript's ES modules into one module (npm `esbuild`), so no module imports another
   by a relative URL (a blob: URL has no folder to be relative to);
2. wraps every file the game loads as assets/NAME.js, a classic script that registers the file's
   bytes as base64 (standalone_registry.js receives them and shims window.fetch for their paths);
3. turns the three ES modules into blob: URLs and adds an import map that points their file://
   URLs at them (standalone_start.js), then starts PyScript from an inline module script.

The page is the built index.html without its start-up script (the file:// redirect, the
preloads and PyScript's entry module) and its service worker, with a Content-Security-Policy that adds blob: (the modules) to script-src. Styles
(pyscript/core.css, css/*.css) are plain files: stylesheets load from file:// as they are.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

from tools import offline_scan, snapshot

HERE = Path(__file__).resolve().parent

# path in the site -> MIME type, in the order the page loads them (each becomes assets/*.js).
EMBEDDED = {
    "pyscript/core.js": "text/javascript",  # the esbuild bundle, not the vendored entry file
    "pyodide/pyodide.mjs": "text/javascript",
    "pyodide/pyodide.asm.mjs": "text/javascript",
    "pyscript.toml": "text/plain",
    "main.py": "text/plain",
    "app.zip.gz": "application/gzip",
    "pyodide/pyodide-lock.json": "application/json",
    "pyodide/python_stdlib.zip": "application/zip",
    "pyodide/pyodide.asm.wasm": "application/wasm",
}

START_MODULE = 'import "tycoon-pyscript";'


def _fail(message: str) -> None:
    sys.exit(f"standalone build: {message}")


def bundle_pyscript(dist: Path, esbuild: Path, out: Path) -> None:
    """dist/pyscript/core.js and the chunks it imports -> one minified ES module."""
    cmd = [str(esbuild), str(dist / "pyscript" / "core.js"), "--bundle", "--format=esm", "--minify",
           "--log-level=warning", f"--outfile={out}"]
    if subprocess.call(cmd) != 0:
        _fail("esbuild failed to bundle PyScript")


def _subn(pattern: str, replacement: str, text: str, expected: int = 1, flags: int = re.DOTALL) -> str:
    text, count = re.subn(pattern, lambda _: replacement, text, flags=flags)
    if count != expected:
        _fail(f"pattern {pattern!r} matched {count}x in index.html (expected {expected})")
    return text


def make_page(html: str, asset_files: list[str]) -> str:
    """The standalone index.html from the built index.html (before its CSP hashes were written)."""
    registry = (HERE / "standalone_registry.js").read_text(encoding="utf-8")
    start = (HERE / "standalone_start.js").read_text(encoding="utf-8")
    # The file:// redirect (this page is where it leads) and the http-only parts.
    html = _subn(r"<script>\n/\* Start-up\. Opened from a file.*?</script>\n", "", html)
    html = _subn(r'<script src="\./offline\.js" defer></script>\n', "", html)
    html = _subn(r'<div id="offline-status"[^>]*></div>\n', "", html)
    # The registry runs before the loading screen's script, so that script's fetch wrapper sees
    # the embedded responses (its progress bar then counts them like downloads).
    html = _subn(r"(<title>)", f"<script>\n{registry}</script>\n<title>", html)
    scripts = "".join(f'<script src="./{name}"></script>\n' for name in asset_files)
    # At the end of the body: the loading screen shows while the browser reads the 19 MB of assets.
    html = _subn(r'(<script type="py")', f"{scripts}<script>\n{start}</script>\n<script type=\"module\">{START_MODULE}"
                 '</script>\n<script type="py"', html)
    # CSP: the modules are blob: URLs.
    html = _subn(r"(script-src 'self')", "script-src 'self' blob:", html)
    return html


def build(dist: Path, html: str, esbuild: Path, folder: str, hash_scripts) -> Path:
    """Write dist/<folder>/ (the standalone site). `html` is the built index.html before hashing;
    `hash_scripts(html)` writes the inline scripts' hashes into its CSP."""
    out = dist / folder
    (out / "assets").mkdir(parents=True)
    bundle = out / "pyscript-bundle.mjs"
    bundle_pyscript(dist, esbuild, bundle)
    problems: list[str] = []  # the base64 below hides URLs from dist/'s scan: scan the bundle now
    offline_scan._check(f"{folder}/pyscript bundle", "core.js", bundle.read_bytes(), problems)
    if problems:
        _fail("remote URLs in the PyScript bundle:\n" + "\n".join(problems))
    asset_files = []
    languages = {path.name: "application/gzip" for path in sorted(dist.glob("lang-*.zip.gz"))}  # ui/lang_files.py
    for path, mime in (EMBEDDED | languages).items():
        source = bundle if path == "pyscript/core.js" else dist / path
        raw = source.read_bytes()
        if path == "pyscript.toml":  # no Cache Storage on file://: Pyodide's own module, no snapshot
            raw = snapshot.plain(raw)
        data = base64.b64encode(raw).decode("ascii")
        name = f"assets/{path.replace('/', '_')}.js"
        (out / name).write_text(f"__tycoonAsset({json.dumps(path)},{json.dumps(mime)},\"{data}\");\n",
                                encoding="ascii")
        asset_files.append(name)
    bundle.unlink()
    for rel in ["pyscript/core.css", "css", "vendor"]:  # vendor/: classic scripts run from file://
        source = dist / rel
        if source.is_dir():
            shutil.copytree(source, out / rel)
        elif source.exists():
            (out / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, out / rel)
    page = make_page(html, asset_files)
    nonce = base64.b64encode(hashlib.sha256(page.encode()).digest()[:18]).decode()
    page = page.replace("/*@nonce*/", nonce)
    page = _subn(r"(script-src 'self' blob:)", f"script-src 'self' blob: 'nonce-{nonce}'", page)
    (out / "index.html").write_text(hash_scripts(page), encoding="utf-8")
    return out
