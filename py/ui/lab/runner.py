"""Where "Simulate a table" plays its games (docs/lab.md "Simulate a table").

- In a worker (lab_worker.py, a PyScript worker on the same vendored Pyodide): the page only asks
  how many games are done, a few times a second, so it answers clicks as if nothing ran. The worker
  takes about two seconds to start; it is started at the first Start and ended when the Lab closes.
- On the page, in slices of about 8 ms between which the browser answers clicks and paints, when
  a worker cannot start: a page opened from a file (file:// lets a page start no worker from its
  folder), or a worker that failed.

Both run the same tycoon/lab/simulate.py Table with the same seed, so they find the same results.
"""

import asyncio
import json
import time

from tycoon.lab.simulate import Table

SLICE = 0.008  # seconds of play on the page between two turns of the browser
POLL = 0.15  # seconds between two questions to the worker
READY_TIMEOUT = 90  # seconds for the worker to start (a slow classroom PC), else the page plays


class Slices:
    """The games on the page's own thread."""

    where = "page"

    def __init__(self):
        self.table = None

    async def start(self, variant: str, players: int, games: int, seed: int, options: dict) -> None:
        self.table = Table(variant, players, games, seed, options)

    async def step(self) -> int:
        started = time.perf_counter()
        while not self.table.done and time.perf_counter() - started < SLICE:
            self.table.play(20)
        await asyncio.sleep(0)  # the browser's turn: clicks, paints
        return self.table.played

    async def stop(self) -> None:
        pass

    async def summary(self) -> dict:
        return self.table.summary()


class Worker:
    """The games in lab_worker.py; `await Worker.open()` is None where no worker starts."""

    where = "worker"
    _shared = None  # the running worker, kept between simulations while the Lab is open

    def __init__(self, worker):
        self.worker = worker

    @classmethod
    async def open(cls):
        if cls._shared is not None:
            return cls._shared
        import js

        if js.location.protocol not in ("http:", "https:"):
            return None
        try:
            from pyscript import PyWorker

            def url(path):
                return js.URL.new(path, js.location.href).href

            # Absolute URLs: the worker runs from a blob: URL, against which "./" means nothing.
            worker = PyWorker(url("./lab_worker.py"), type="pyodide", version=url("./pyodide/pyodide.mjs"),
                              config={"sync_main_only": True, "files": {url("./app.zip.gz"): "./app.zip.gz"}})
            await asyncio.wait_for(_awaitable(worker.ready), READY_TIMEOUT)
        except Exception as error:  # noqa: BLE001 - any failure: the page plays the games itself
            js.console.warn("Tycoon Table: the Lab's worker did not start; simulating on the page:", str(error))
            return None
        cls._shared = cls(worker)
        return cls._shared

    async def start(self, variant: str, players: int, games: int, seed: int, options: dict) -> None:
        await self.worker.sync.start(variant, players, games, seed, json.dumps(options))

    async def step(self) -> int:
        await asyncio.sleep(POLL)
        return int(await self.worker.sync.played())

    async def stop(self) -> None:
        await self.worker.sync.stop()

    async def summary(self) -> dict:
        return json.loads(await self.worker.sync.summary())

    @classmethod
    def end(cls) -> None:
        """The Lab closed: the worker and its Pyodide go (a classroom PC's memory)."""
        if cls._shared is not None:
            cls._shared.worker.terminate()
            cls._shared = None


async def _awaitable(promise):
    return await promise


async def open_runner():
    """The worker where one starts, else the page's slices."""
    return await Worker.open() or Slices()
