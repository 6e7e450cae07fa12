"""A small static file server for dist/ (stdlib only).

Used by `build.py serve`, the e2e fixtures (tests/e2e/conftest.py) and bench/startup.py, so the
site is always served the same way: correct MIME types for .mjs/.wasm, no caching surprises,
quiet logs.
"""

from __future__ import annotations

import functools
import http.server
import threading
from pathlib import Path
from typing import ClassVar

MIME_TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".zip": "application/zip",
    ".css": "text/css",
    ".html": "text/html; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".woff2": "font/woff2",
    ".webmanifest": "application/manifest+json",
}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves one directory; `quiet` silences the per-request log lines."""

    extensions_map: ClassVar[dict[str, str]] = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    quiet = True
    cache_control = "no-cache"

    def end_headers(self) -> None:
        # Default: revalidate every time (a rebuilt dist/ shows on reload; unchanged files
        # still answer 304). The benchmark asks for max-age, like a real host would send.
        self.send_header("Cache-Control", self.cache_control)
        super().end_headers()

    def log_message(self, format: str, *args) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def make_server(
    root: Path, host: str = "127.0.0.1", port: int = 0, quiet: bool = True, cache_control: str = "no-cache"
) -> SiteServer:
    """Bind a server for `root` (port 0 = any free port); call serve_forever() or use start_in_thread()."""
    handler = type("Handler", (SiteHandler,), {"quiet": quiet, "cache_control": cache_control})
    return SiteServer((host, port), functools.partial(handler, directory=str(root)))


def start_in_thread(
    root: Path, host: str = "127.0.0.1", port: int = 0, cache_control: str = "no-cache"
) -> tuple[SiteServer, str]:
    """Serve `root` from a daemon thread; returns (server, base URL ending in '/')."""
    server = make_server(root, host, port, cache_control=cache_control)
    threading.Thread(target=server.serve_forever, name=f"serve {root}", daemon=True).start()
    bound_host, bound_port = server.server_address[:2]
    return server, f"http://{bound_host}:{bound_port}/"
