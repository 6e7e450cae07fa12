"""A tiny DOM helper: h(tag, attrs, *children) builds elements; text goes in as text nodes.

Nothing here ever parses HTML. Event handlers are not one proxy per element: one delegated
listener per event type on the document looks up data-on-<type> ids in a Python dict, and
prune() forgets the handlers whose elements have left the page.
"""

import traceback

from pyodide.ffi import create_proxy
from pyscript import document, window

_handlers: dict[str, object] = {}
_next = [0]
_listeners: list = []  # the few long-lived proxies, kept so they are never collected
EVENTS = ("click", "change", "input")
on_error = [None]  # set by the app: called with (exception) when a handler fails


def absent(value) -> bool:
    """True for Python None and for JavaScript null/undefined (Pyodide's JsNull is not None)."""
    return value is None or type(value).__name__ in ("JsNull", "JsUndefined")


def h(tag: str, attrs: dict | None = None, *children):
    el = document.createElement(tag)
    for name, value in (attrs or {}).items():
        set_attr(el, name, value)
    append(el, *children)
    return el


def set_attr(el, name: str, value) -> None:
    if value is None or value is False:
        return
    if name == "cls":
        el.className = value
    elif name == "text":
        el.textContent = str(value)
    elif name == "testid":
        el.setAttribute("data-testid", str(value))
    elif name.startswith("on_"):
        bind(el, name[3:], value)
    elif name == "style" and isinstance(value, dict):
        for prop, val in value.items():
            el.style.setProperty(prop, str(val))
    elif value is True:
        el.setAttribute(name, "")
    else:
        el.setAttribute(name, str(value))


def append(el, *children):
    for child in children:
        if child is None or child is False:
            continue
        if isinstance(child, (list, tuple)):
            append(el, *child)
        elif isinstance(child, (str, int, float)):
            el.appendChild(document.createTextNode(str(child)))
        else:
            el.appendChild(child)
    return el


def text_node(text) -> object:
    return document.createTextNode(str(text))


def clear(el, *children):
    """Remove every child, then append the new ones."""
    el.replaceChildren()
    return append(el, *children)


def bind(el, event: str, fn) -> None:
    """Call fn(element) on event (click/change/input) through the delegated listener."""
    _next[0] += 1
    key = f"h{_next[0]}"
    _handlers[key] = fn
    el.setAttribute(f"data-on-{event}", key)


def install(root=None) -> None:
    """Attach the delegated listeners once (to the document)."""
    if _listeners:
        return
    target = root or document
    for event in EVENTS:
        proxy = create_proxy(_dispatch)
        _listeners.append(proxy)
        target.addEventListener(event, proxy)


def _dispatch(evt) -> None:
    attr = f"data-on-{evt.type}"
    target = evt.target
    if absent(target) or not hasattr(target, "closest"):
        return
    el = target.closest(f"[{attr}]")
    if absent(el):
        return
    fn = _handlers.get(el.getAttribute(attr))
    if fn is None:
        return
    try:
        fn(el)
    except Exception as error:  # noqa: BLE001 - a handler must never break the page silently
        window.console.error(traceback.format_exc())
        if on_error[0]:
            on_error[0](error)


def prune() -> None:
    """Forget handlers whose elements are no longer in the document."""
    alive = set()
    for event in EVENTS:
        nodes = document.querySelectorAll(f"[data-on-{event}]")
        for i in range(nodes.length):
            alive.add(nodes.item(i).getAttribute(f"data-on-{event}"))
    for key in list(_handlers):
        if key not in alive:
            del _handlers[key]


def by_id(element_id: str):
    return document.getElementById(element_id)


def focus_first(root, selector: str = "button:not([disabled])") -> None:
    if absent(root):
        return
    el = root.querySelector(selector)
    if not absent(el):
        el.focus()
