"""An element described in Python while a redraw builds (ui/dom.py morph): the DOM methods the
screens use on a new element work on it, and the whole tree becomes real in one call."""

def _flatten(children, out: list) -> list:
    """Children as DOM.append takes them: nodes, and text as strings; None/False left out."""
    for child in children:
        kind = type(child)
        if kind is str or kind is Node:  # the usual children first: a redraw flattens ~3000
            out.append(child)
        elif child is None or child is False:
            continue
        elif isinstance(child, (list, tuple)):
            _flatten(child, out)
        elif isinstance(child, (str, int, float)):
            out.append(str(child))
        else:
            out.append(child)
    return out


class _ClassList:
    __slots__ = ("node",)

    def __init__(self, node):
        self.node = node

    def _set(self, names: list) -> None:
        self.node.attrs["class"] = " ".join(names)

    def _names(self) -> list:
        return self.node.attrs.get("class", "").split()

    def add(self, *names) -> None:
        self._set(self._names() + [n for n in names if n not in self._names()])

    def remove(self, *names) -> None:
        self._set([n for n in self._names() if n not in names])

    def contains(self, name) -> bool:
        return name in self._names()

    def toggle(self, name, force=None) -> bool:
        on = (not self.contains(name)) if force is None else bool(force)
        (self.add if on else self.remove)(name)
        return on


class _Style:
    __slots__ = ("node",)

    def __init__(self, node):
        self.node = node

    def setProperty(self, prop, value) -> None:
        self.node.attrs[f"style:{prop}"] = str(value)


class Node:
    """An element described in Python, built while a redraw is `building()`: the DOM methods the
    screens use on a new element (append, setAttribute, classList, textContent …) work on it, and
    morph() makes the whole tree real in one call."""

    __slots__ = ("attrs", "kids", "tag")

    def __init__(self, tag: str, attrs: dict, kids: list):
        self.tag, self.attrs, self.kids = tag, attrs, kids

    def appendChild(self, child):
        self.kids.append(child)
        return child

    def append(self, *children) -> None:
        self.kids.extend(_flatten(children, []))

    def prepend(self, *children) -> None:
        self.kids[:0] = _flatten(children, [])

    def setAttribute(self, name, value) -> None:
        self.attrs[str(name)] = str(value)

    def getAttribute(self, name):
        return self.attrs.get(name)

    @property
    def className(self) -> str:
        return self.attrs.get("class", "")

    @className.setter
    def className(self, value) -> None:
        self.attrs["class"] = str(value)

    @property
    def classList(self) -> _ClassList:
        return _ClassList(self)

    @property
    def style(self) -> _Style:
        return _Style(self)

    @property
    def textContent(self) -> str:
        return "".join(k if isinstance(k, str) else k.textContent for k in self.kids if isinstance(k, (str, Node)))

    @textContent.setter
    def textContent(self, value) -> None:
        self.attrs.pop("text", None)
        self.kids = [str(value)]

    @property
    def lastElementChild(self):
        return next((k for k in reversed(self.kids) if not isinstance(k, str)), None)

    @property
    def firstElementChild(self):
        return next((k for k in self.kids if not isinstance(k, str)), None)

    @property
    def childElementCount(self) -> int:
        return sum(not isinstance(k, str) for k in self.kids)

    @property
    def lastChild(self):
        return self.kids[-1] if self.kids else None

    def tree(self, reals: list) -> list:
        out = [self.tag, [x for pair in self.attrs.items() for x in pair]]
        for kid in self.kids:
            if isinstance(kid, str):
                out.append(kid)
            elif isinstance(kid, Node):
                out.append(kid.tree(reals))
            else:
                reals.append(kid)
                out.append({"$": len(reals) - 1})
        return out


_building = [0]
_named: list = []  # [name, handlers counted so far] of the named builds under way, innermost last


class building:
    """While inside, h() and svg() describe elements (Node) instead of making them.

    building(name) is the build of one part of the screen that morph() then changes in place (the
    panels, the centre): its handlers get the keys name0, name1 … in order, so a part drawn the same
    as last time is the same tree, and morph() leaves it alone (ui/dom.py). A named build's nodes
    must all go into that one part: the next build of the name gives its keys to new handlers."""

    def __init__(self, name: str | None = None):
        self.name = name

    def __enter__(self):
        _building[0] += 1
        if self.name is not None:
            _named.append([self.name, 0])

    def __exit__(self, *_exc):
        _building[0] -= 1
        if self.name is not None:
            _named.pop()
