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


# One call into JavaScript per element: creating it, setting its attributes and appending its
# children one FFI crossing at a time cost ~40 ms per redraw of the game screen in Pyodide
# (bench/profile_click.py). The arguments are the tag, the number n of (name, value) pairs that
# follow, then the children (strings become text nodes). "class", "text" and "style:PROP" are
# set as properties; every other name with setAttribute.
BUILD_JS = """
const el = document.createElement(tag);
for (let i = 0; i < 2 * n; i += 2) {
  const k = rest[i], v = rest[i + 1];
  if (k === "class") el.className = v;
  else if (k === "text") el.textContent = v;
  else if (k.startsWith("style:")) el.style.setProperty(k.slice(6), v);
  else el.setAttribute(k, v);
}
if (rest.length > 2 * n) el.append(...rest.slice(2 * n));
return el;"""
# The handler ids of every element in the page, space-separated, in one call (see prune).
LIVE_JS = """
const out = [];
for (const ev of events.split(" ")) {
  for (const el of document.querySelectorAll(`[data-on-${ev}]`)) out.push(el.getAttribute(`data-on-${ev}`));
}
return out.join(" ");"""
NATIVE = hasattr(window, "Function")  # False on CPython (tests/e2e/fakedom.py): the same in Python


def _py_build(tag: str, n: int, *rest):
    el = document.createElement(tag)
    for k, v in zip(rest[: 2 * n : 2], rest[1 : 2 * n : 2], strict=True):
        if k == "class":
            el.className = v
        elif k == "text":
            el.textContent = v
        elif k.startswith("style:"):
            el.style.setProperty(k[6:], v)
        else:
            el.setAttribute(k, v)
    _py_append(el, rest[2 * n :])
    return el


def _py_append(el, children) -> None:
    for child in children:
        el.appendChild(document.createTextNode(child) if isinstance(child, str) else child)


def _py_live(events: str) -> str:
    return " ".join(str(el.getAttribute(f"data-on-{ev}")) for ev in events.split()
                    for el in document.querySelectorAll(f"[data-on-{ev}]"))


_build = window.Function.new("tag", "n", "...rest", BUILD_JS) if NATIVE else _py_build
_live = window.Function.new("events", LIVE_JS) if NATIVE else _py_live


def h(tag: str, attrs: dict | None = None, *children):
    args = []
    for name, value in (attrs or {}).items():
        if value is None or value is False:
            continue
        if name == "cls":
            args += ("class", str(value))
        elif name == "testid":
            args += ("data-testid", str(value))
        elif name.startswith("on_"):
            args += (f"data-on-{name[3:]}", _key(value))
        elif name == "style" and isinstance(value, dict):
            for prop, val in value.items():
                args += (f"style:{prop}", str(val))
        else:
            args += (name, "" if value is True and name != "text" else str(value))
    pairs = len(args) // 2
    _flatten(children, args)
    return _build(tag, pairs, *args)


def _flatten(children, out: list) -> list:
    """Children as DOM.append takes them: nodes, and text as strings; None/False left out."""
    for child in children:
        if child is None or child is False:
            continue
        if isinstance(child, (list, tuple)):
            _flatten(child, out)
        elif isinstance(child, (str, int, float)):
            out.append(str(child))
        else:
            out.append(child)
    return out


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
    flat = _flatten(children, [])
    if flat and NATIVE:
        el.append(*flat)
    elif flat:
        _py_append(el, flat)
    return el


def text_node(text) -> object:
    return document.createTextNode(str(text))


def clear(el, *children):
    """Remove every child, then append the new ones (one call)."""
    if NATIVE:
        el.replaceChildren(*_flatten(children, []))
        return el
    el.replaceChildren()
    return append(el, *children)


def _key(fn) -> str:
    _next[0] += 1
    key = f"h{_next[0]}"
    _handlers[key] = fn
    return key


def bind(el, event: str, fn) -> None:
    """Call fn(element) on event (click/change/input) through the delegated listener."""
    el.setAttribute(f"data-on-{event}", _key(fn))


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
    alive = set(str(_live(" ".join(EVENTS))).split())
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
