"""A tiny DOM helper: h(tag, attrs, *children) builds elements; text goes in as text nodes.

Nothing here ever parses HTML. Event handlers are not one proxy per element: one delegated
listener per event type on the document looks up data-on-<type> ids in a Python dict, and
prune() forgets the handlers whose elements have left the page.
"""

import json
import traceback

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from .node import Node, _building, _flatten, _named, building  # noqa: F401 - building: the screens' import

_handlers: dict[str, object] = {}
_next = [0]
_listeners: list = []  # the few long-lived proxies, kept so they are never collected
EVENTS = ("click", "change", "input", "submit", "toggle")  # a submit never leaves the page (_dispatch)
CAPTURED = ("toggle",)  # events that do not bubble (a <details> opened): heard on their way down
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
const svg = tag.startsWith("svg:");
const el = svg ? document.createElementNS("http://www.w3.org/2000/svg", tag.slice(4)) : document.createElement(tag);
for (let i = 0; i < 2 * n; i += 2) {
  const k = rest[i], v = rest[i + 1];
  if (k === "class" && !svg) el.className = v;
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
SVG = "http://www.w3.org/2000/svg"  # the XML namespace name of svg() elements, never fetched
NATIVE = hasattr(window, "Function")  # False on CPython (tests/e2e/fakedom.py): the same in Python


def _py_build(tag: str, n: int, *rest):
    svg = tag.startswith("svg:")
    el = document.createElementNS(SVG, tag[4:]) if svg else document.createElement(tag)
    for k, v in zip(rest[: 2 * n : 2], rest[1 : 2 * n : 2], strict=True):
        if k == "class" and not svg:
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
    # The attributes go into one dict, in order (a name given twice keeps its last value, as
    # setting it twice would): a redraw calls h() ~100 times, so the checks are kept cheap.
    named = {}
    for name, value in (attrs.items() if attrs else ()):
        if value is None or value is False:
            continue
        if name == "cls" or name == "class":
            named["class"] = value if type(value) is str else str(value)
        elif name == "testid":
            named["data-testid"] = str(value)
        elif name.startswith("on_"):
            named[f"data-on-{name[3:]}"] = _key(value)
        elif name == "style" and isinstance(value, dict):
            for prop, val in value.items():
                named[f"style:{prop}"] = str(val)
        elif value is True and name != "text":
            named[name] = ""
        else:
            named[name] = value if type(value) is str else str(value)
    kids = _flatten(children, []) if children else []
    if _building[0]:
        return Node(tag, named, kids)
    return _build(tag, len(named), *[x for pair in named.items() for x in pair], *kids)


def svg(tag: str, attrs: dict | None = None, *children):
    """An SVG element (its attributes all set with setAttribute; "cls" is its class)."""
    named = {("class" if name == "cls" else name): value for name, value in (attrs or {}).items()}
    return h(f"svg:{tag}", {name: value for name, value in named.items() if value is not None}, *children)


def append(el, *children):
    flat = realize(*children)
    if flat and NATIVE:
        el.append(*flat)
    elif flat:
        _py_append(el, flat)
    return el


def text_node(text) -> object:
    return str(text) if _building[0] else document.createTextNode(str(text))


def clear(el, *children):
    """Remove every child, then append the new ones (one call)."""
    if NATIVE:
        el.replaceChildren(*realize(*children))
        return el
    el.replaceChildren()
    return append(el, *children)


# morphdom (npm, vendored as vendor/morphdom.js by build.py): the new children are built off-page,
# then the page's children are changed to match, node by node. Nodes that are equal stay as they
# are, so the browser restyles, lays out and paints only what changed, focus stays on a button that
# is still there, and a CSS animation does not replay on every redraw. A node's key (which old node
# a new one continues) is its data-key, else its id: give a new card a new data-key to show it anew.
MORPH_JS = """
const active = document.activeElement;
const key = active && active !== document.body && el.contains(active)
  && (active.getAttribute("data-key") || active.id || active.getAttribute("data-action"));
// The same tree as this part's last one (keys included: ui/node.py building(name)) and no real
// element in it: nothing to change, nothing to make.
if (!reals.length && el.__tycoonTree === tree) return el;
el.__tycoonTree = reals.length ? null : tree;
const next = el.cloneNode(false);
next.append(...__tycoonMake(tree, reals));
// Chromium lays the page out again when a focused element leaves it: let go of the focus first,
// while the page is still clean (~1 ms instead of ~7), unless the same button comes back.
if (active && el.contains(active) && !(key && next.querySelector(`[data-key="${CSS.escape(key)}"], [id="${CSS.escape(key)}"], [data-action="${CSS.escape(key)}"]`))) active.blur();
morphdom(el, next, {childrenOnly: true,
  getNodeKey: node => node.nodeType === 1 ? (node.getAttribute("data-key") || node.id || undefined) : undefined,
  onBeforeElUpdated: (from, to) => !from.isEqualNode(to)});
return el;"""
# Nodes (below) -> DOM nodes: the tree comes as one JSON string, so a whole redraw crosses from
# Python to JavaScript once (each crossing costs ~35 us in the browser: bench/profile_click.py).
# A node is [tag, [name, value, ...], child, ...]; a child is text, a node, or {"$": i}: reals[i], an
# element that already exists.
MAKE_JS = """
const make = (d) => {
  if (typeof d === "string") return d;
  if (!Array.isArray(d)) return reals[d.$];
  const tag = d[0], a = d[1], svg = tag.startsWith("svg:");
  const el = svg ? document.createElementNS("http://www.w3.org/2000/svg", tag.slice(4)) : document.createElement(tag);
  for (let i = 0; i < a.length; i += 2) {
    const k = a[i], v = a[i + 1];
    if (k === "class" && !svg) el.className = v;
    else if (k === "text") el.textContent = v;
    else if (k.startsWith("style:")) el.style.setProperty(k.slice(6), v);
    else el.setAttribute(k, v);
  }
  for (let i = 2; i < d.length; i++) el.append(make(d[i]));
  return el;
};
return JSON.parse(tree).map(make);"""
_morph = window.Function.new("el", "tree", "reals", MORPH_JS) if NATIVE else None
if NATIVE:
    window.__tycoonMake = window.Function.new("tree", "reals", MAKE_JS)


def _tree(children) -> tuple[str, list]:
    reals: list = []
    kids = [kid if isinstance(kid, str) else kid.tree(reals) if isinstance(kid, Node) else _real(kid, reals)
            for kid in _flatten(children, [])]
    return json.dumps(kids, separators=(",", ":")), reals


def _real(kid, reals: list) -> dict:
    reals.append(kid)
    return {"$": len(reals) - 1}


def realize(*children) -> list:
    """Nodes (and anything else) as DOM nodes."""
    flat = _flatten(children, [])
    if not any(isinstance(kid, Node) for kid in flat):
        return flat
    if not NATIVE:
        return [_py_realize(kid) for kid in flat]
    tree, reals = _tree(flat)
    return list(window.__tycoonMake(tree, to_js(reals)))


def _py_realize(kid):
    if not isinstance(kid, Node):
        return kid
    args = [x for pair in kid.attrs.items() for x in pair]
    return _py_build(kid.tag, len(kid.attrs), *args, *[_py_realize(k) for k in kid.kids])


def morph(el, *children):
    """Make el's children equal to `children` (as clear() would), changing only what differs."""
    if _morph is None or absent(getattr(window, "morphdom", None)):
        return clear(el, *children)
    tree, reals = _tree(children)
    return _morph(el, tree, to_js(reals))


# after_paint(fn): fn runs once the browser has shown the current changes (the next frame, then a
# task): the work a click needs but the screen does not (the autosave, forgetting old handlers).
AFTER_PAINT_JS = "requestAnimationFrame(() => setTimeout(run, 0));"
_after: list = []
_after_js = window.Function.new("run", AFTER_PAINT_JS) if NATIVE else None
_after_proxy: list = []


def after_paint(fn) -> None:
    if _after_js is None:
        fn()
        return
    if fn in _after:  # once per paint is enough
        return
    _after.append(fn)
    if len(_after) == 1:
        if not _after_proxy:
            _after_proxy.append(create_proxy(run_after_paint))
        _after_js(_after_proxy[0])


def run_after_paint(*_args) -> None:
    """Run what waits for the paint now (also when the page is hidden or left)."""
    while _after:
        fn = _after.pop(0)
        try:
            fn()
        except Exception as error:  # noqa: BLE001 - as a handler: reported, never silent
            window.console.error(traceback.format_exc())
            if on_error[0]:
                on_error[0](error)


def _key(fn) -> str:
    if _named and _building[0]:  # a named build: the same place gets the same key (ui/node.py)
        name = _named[-1]
        key, name[1] = f"{name[0]}{name[1]}", name[1] + 1
    else:
        _next[0] += 1
        key = f"h{_next[0]}"
    _handlers[key] = fn
    return key


def install(root=None) -> None:
    """Attach the delegated listeners once (to the document)."""
    if _listeners:
        return
    target = root or document
    for event in EVENTS:
        proxy = create_proxy(_dispatch)
        _listeners.append(proxy)
        target.addEventListener(event, proxy, event in CAPTURED)
    if not NATIVE:
        return
    # A page hidden or left does not paint: what waits for the paint (the autosave) runs now.
    hidden = create_proxy(lambda *_: run_after_paint() if str(document.visibilityState) == "hidden" else None)
    left = create_proxy(run_after_paint)
    _listeners.extend([hidden, left])
    document.addEventListener("visibilitychange", hidden)
    window.addEventListener("pagehide", left)


def _dispatch(evt) -> None:
    attr = f"data-on-{evt.type}"
    if str(evt.type) == "submit":
        evt.preventDefault()  # a form (Enter in a field) runs its handler, the page stays
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


# focus() scrolls the element into view, and for that the browser lays the page out at once, in the
# middle of a redraw: focus without scrolling now, and scroll it into view (if it is not) after the
# frame, when the layout is done anyway. A choice on the board comes into view with its question
# above it (a phone shows "Ann, what will you do?", the buttons and the latest event together).
# A dialog in the board's centre (an auction, a trade; a variant's own box such as Rich's
# .rich-box) that does not fit is scrolled, once, to show its buttons rather than what is above.
SCROLL_JS = """requestAnimationFrame(() => setTimeout(() => {
  if (document.activeElement !== el) return;
  const card = el.closest(".centre .result-card");
  if (card) {  // a person's result (ui/result_card.py): all of it, from its title
    const centre = card.closest(".centre"), c = centre.getBoundingClientRect(), r = card.getBoundingClientRect();
    if (r.top < c.top || r.bottom > c.bottom) centre.scrollTop += r.top - c.top - 8;
    card.scrollIntoView({block: "nearest", inline: "nearest"});
    return;
  }
  const box = el.closest(".centre .dialog-box, .centre .rich-box");
  if (box && !box.shownOnce) {  // a new dialog in the board's centre shows its buttons, not the title above
    box.shownOnce = true;  // once: a redraw of the same dialog leaves the scroll where the player put it
    const centre = box.closest(".centre"), c = centre.getBoundingClientRect(), b = box.getBoundingClientRect();
    const below = b.bottom + 8 - c.bottom, above = b.top - 8 - c.top;
    if (below > 1 && above > 1) centre.scrollTop += Math.min(below, above);
  }
  const question = el.closest(".centre") && document.querySelector("[data-testid='status']");
  if (question) {
    const top = question.getBoundingClientRect().top, bottom = el.getBoundingClientRect().bottom;
    if ((top < 0 || bottom > innerHeight) && bottom - top + 16 <= innerHeight) {
      window.scrollBy(0, top - 8);
      return;
    }
  }
  el.scrollIntoView({block: "nearest", inline: "nearest"});
}, 0));"""
_scroll_soon = window.Function.new("el", SCROLL_JS) if NATIVE else None


def focus_soon(el) -> None:
    """Focus el (a redraw's next choice) without making the browser lay out the page mid-redraw."""
    if _scroll_soon is None:
        el.focus()
        return
    el.focus(to_js({"preventScroll": True}, dict_converter=window.Object.fromEntries))
    _scroll_soon(el)


def focus_first(root, selector: str = "button:not([disabled])") -> None:
    if absent(root):
        return
    el = root.querySelector(selector)
    if not absent(el):
        el.focus()


# A box that scrolls on its own (the players' panels on a laptop) says when there is more below:
# data-more is set while its end is out of sight (css: a fade and "▼" at its foot), as it scrolls,
# resizes or is redrawn — an overlay scrollbar (a phone, macOS) shows nothing until touched.
MORE_JS = """if (!el.moreWatched) {
  el.moreWatched = () => el.toggleAttribute("data-more", el.scrollTop + el.clientHeight < el.scrollHeight - 2);
  el.addEventListener("scroll", el.moreWatched, {passive: true});
  new ResizeObserver(el.moreWatched).observe(el);
}
requestAnimationFrame(el.moreWatched);"""
_more = window.Function.new("el", MORE_JS) if NATIVE else None


def mark_more_below(el) -> None:
    if _more is not None:
        _more(el)

