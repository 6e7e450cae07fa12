"""Tycoon Table's DOM renderer (runs in the browser under PyScript).

Pure modules (i18n, format, layout, messages) import nothing from js/pyscript so they can be
tested on CPython; the rest build the page with document.createElement + textContent only.
"""
