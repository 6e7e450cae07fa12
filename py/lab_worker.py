"""The Lab's simulation worker (PyScript worker, started by ui/lab/runner.py when a class presses
Start in "Simulate a table"): the same Pyodide and the same app.zip.gz as the page, so the games are
the engine's own (tycoon/lab/simulate.py's Table), played here off the page's thread.

It touches neither `window` nor `document` (no SharedArrayBuffer on GitHub Pages or a plain
server): the page calls its three functions and awaits their answers (`sync_main_only`).
Between slices of ~50 ms it yields (asyncio.sleep(0)) so that a call to status() or stop() is
answered while games are being played.
"""

import asyncio
import io
import json
import os
import sys
import time
import zipfile
import zlib

from pyscript import sync

SLICE = 0.05  # seconds of play between two looks at the page's calls


def unpack(name: str = "app.zip.gz") -> None:
    with open(name, "rb") as file:
        data = file.read()
    os.remove(name)
    if data[:2] == b"\x1f\x8b":  # see main.py
        data = zlib.decompress(data, zlib.MAX_WBITS | 16)
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        archive.extractall(os.getcwd())


unpack()
if os.getcwd() not in sys.path:
    sys.path.insert(0, os.getcwd())

from tycoon.lab.simulate import Table  # after the unpack

RUN = {"table": None, "on": False}


async def _play(table) -> None:
    while RUN["on"] and RUN["table"] is table and not table.done:
        started = time.perf_counter()
        while not table.done and time.perf_counter() - started < SLICE:
            table.play(50)
        await asyncio.sleep(0)


def start(variant: str, players: int, games: int, seed: int, options: str) -> bool:
    """A new table (options: a JSON object); the games start at once."""
    RUN["table"] = Table(variant, int(players), int(games), int(seed), json.loads(options))
    RUN["on"] = True
    asyncio.ensure_future(_play(RUN["table"]))
    return True


def played() -> int:
    table = RUN["table"]
    return 0 if table is None else table.played


def stop() -> bool:
    RUN["on"] = False
    return True


def summary() -> str:
    """What the table has found so far, as JSON (Table.summary())."""
    table = RUN["table"]
    return "null" if table is None else json.dumps(table.summary())


sync.start = start
sync.played = played
sync.stop = stop
sync.summary = summary
