"""Files in and out of the page: export a text as a .json download (a Blob and a download link,
no request anywhere), read a picked or dropped file as bytes, and the page-wide drop target (a
file dropped anywhere never replaces the page, which would lose the game on screen)."""

import asyncio

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from .dom import absent

_proxies: list = []  # the drop listeners, kept alive


def download(name: str, text: str) -> None:
    blob = window.Blob.new(to_js([text]), to_js({"type": "application/json"}, dict_converter=window.Object.fromEntries))
    url = window.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href, link.download = url, name
    link.hidden = True
    document.body.appendChild(link)
    link.click()
    link.remove()
    window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(url)), 60_000)


def stamp() -> str:
    """2025-01-31-1042, the local time, for file names."""
    now = window.Date.new()
    parts = [now.getFullYear(), now.getMonth() + 1, now.getDate(), now.getHours(), now.getMinutes()]
    return "{:04d}-{:02d}-{:02d}-{:02d}{:02d}".format(*(int(p) for p in parts))


def now_ms() -> int:
    return int(window.Date.now())


async def read_bytes(file) -> bytes:
    buffer = await file.arrayBuffer()
    return bytes(buffer.to_py())


def first_file(files):
    if absent(files) or int(files.length) == 0:
        return None
    return files.item(0)


def install_drop(on_file) -> None:
    """on_file(file) for a file dropped anywhere on the page (once)."""
    if _proxies:
        return

    def over(event):
        event.preventDefault()
        if not absent(event.dataTransfer):
            event.dataTransfer.dropEffect = "copy"

    def drop(event):
        event.preventDefault()
        found = first_file(event.dataTransfer.files) if not absent(event.dataTransfer) else None
        if found is not None:
            on_file(found)

    for name, handler in (("dragover", over), ("drop", drop)):
        proxy = create_proxy(handler)
        _proxies.append(proxy)
        document.addEventListener(name, proxy)


def spawn(coroutine) -> None:
    asyncio.ensure_future(coroutine)


def tab_id() -> str:
    """This tab's own id for the lock of the game it plays (tab_lock.py)."""
    return format(int(window.Math.random() * 2**48), "x") + format(now_ms(), "x")
