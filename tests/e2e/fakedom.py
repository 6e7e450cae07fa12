"""Just enough of a DOM to draw the UI's dialogs on CPython (no browser): the `pyscript` and
`pyodide.ffi` modules the UI imports are replaced by stand-ins, so a test can render a dialog
from a real view and read what it says. Import this module before any ui module that draws."""

from __future__ import annotations

import sys
import types


class ClassList:
    def __init__(self, el: Element):
        self.el = el

    def _names(self) -> list:
        return self.el.className.split()

    def contains(self, name: str) -> bool:
        return name in self._names()

    def add(self, name: str) -> None:
        if not self.contains(name):
            self.el.className = " ".join([*self._names(), name])

    def remove(self, name: str) -> None:
        self.el.className = " ".join(n for n in self._names() if n != name)

    def toggle(self, name: str, on: bool | None = None) -> None:
        on = not self.contains(name) if on is None else on
        (self.add if on else self.remove)(name)


class Style:
    def __init__(self):
        self.props = {}

    def setProperty(self, name: str, value: str) -> None:
        self.props[name] = value


class Text:
    def __init__(self, text: str):
        self.textContent = text
        self.parent = None


class Element:
    def __init__(self, tag: str):
        self.tagName = tag.upper()
        self.attrs: dict[str, str] = {}
        self.children: list = []
        self.className = ""
        self.classList = ClassList(self)
        self.style = Style()
        self.parent = None
        self.value = ""

    # -- tree ------------------------------------------------------------------------------
    def appendChild(self, child):
        child.parent = self
        self.children.append(child)
        return child

    def prepend(self, child) -> None:
        child.parent = self
        self.children.insert(0, child)

    def replaceChildren(self, *children) -> None:
        self.children = []
        for child in children:
            self.appendChild(child)

    def remove(self) -> None:
        if self.parent is not None:
            self.parent.children.remove(self)
            self.parent = None

    @property
    def childElementCount(self) -> int:
        return sum(isinstance(c, Element) for c in self.children)

    @property
    def firstElementChild(self):
        return next((c for c in self.children if isinstance(c, Element)), None)

    @property
    def lastElementChild(self):
        return next((c for c in reversed(self.children) if isinstance(c, Element)), None)

    @property
    def lastChild(self):
        return self.children[-1] if self.children else None

    # -- attributes and text ---------------------------------------------------------------
    def setAttribute(self, name: str, value) -> None:
        self.attrs[name] = str(value)

    def getAttribute(self, name: str):
        if name == "class":
            return self.className
        return self.attrs.get(name)

    @property
    def textContent(self) -> str:
        return "".join(c.textContent for c in self.children)

    @textContent.setter
    def textContent(self, text: str) -> None:
        self.children = [Text(text)]

    # -- finding ---------------------------------------------------------------------------
    def walk(self):
        for child in self.children:
            if isinstance(child, Element):
                yield child
                yield from child.walk()

    def by_testid(self, testid: str) -> list:
        return [el for el in self.walk() if el.attrs.get("data-testid") == testid]

    def querySelector(self, selector: str):  # only "#id" and "[data-testid=x]"
        if selector.startswith("#"):
            return next((el for el in self.walk() if el.attrs.get("id") == selector[1:]), None)
        if selector.startswith("[data-testid="):
            found = self.by_testid(selector.split("=", 1)[1].strip("]'\""))
            return found[0] if found else None
        raise NotImplementedError(selector)


class Document:
    def __init__(self):
        self.body = Element("body")
        self.documentElement = Element("html")
        self.activeElement = self.body
        self.title = ""

    def createElement(self, tag: str) -> Element:
        return Element(tag)

    def createElementNS(self, _namespace: str, tag: str) -> Element:  # SVG (ui/chart.py)
        return Element(tag)

    def createTextNode(self, text: str) -> Text:
        return Text(text)

    def querySelectorAll(self, _selector: str) -> list:
        return []


def install() -> Document:
    """Put the stand-ins in sys.modules (once) and return the fake document."""
    if "pyscript" in sys.modules and hasattr(sys.modules["pyscript"], "fake_document"):
        return sys.modules["pyscript"].fake_document
    document = Document()
    pyscript = types.ModuleType("pyscript")
    pyscript.document = document
    pyscript.window = types.SimpleNamespace(console=types.SimpleNamespace(error=print))
    pyscript.fake_document = document
    pyodide = types.ModuleType("pyodide")
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_proxy = lambda fn: fn
    ffi.to_js = lambda value, **_options: value
    pyodide.ffi = ffi
    sys.modules.update({"pyscript": pyscript, "pyodide": pyodide, "pyodide.ffi": ffi})
    return document


install()
