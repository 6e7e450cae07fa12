"""PyScript entry point (runs in the browser): hand over to the UI.

pyscript.toml unpacks app.zip (the whole py/ folder) into the interpreter's working directory, so
`tycoon` and `ui` import from there; boot.py first writes back the bytecode a visit before stored. When its first screen is drawn the UI calls the page's ready
hook, `window.tycoonReady()` (defined in index.html), which removes #loading and shows #app.
"""

import os
import sys

if os.getcwd() not in sys.path:
    sys.path.insert(0, os.getcwd())

import boot

await boot.restore(os.getcwd())  # noqa: F704, PLE1142 - PyScript runs this file as async code

from ui.app import start

start()
boot.keep(os.getcwd())
