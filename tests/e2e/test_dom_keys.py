"""ui/node.py building(name): a part of the screen drawn the same way twice is the same tree, handler
keys included, so morph() can leave it alone (ui/dom.py MORPH_JS); each key calls the newest
handler. CPython with the stand-in DOM (fakedom.py); no browser needed."""

from __future__ import annotations

import re

import fakedom  # noqa: F401 - first: it installs the stand-in pyscript that the ui modules import
from ui import dom
from ui.dom import building, h


def draw(calls: list, label: str):
    return [h("button", {"data-action": "0 roll", "on_click": lambda _el: calls.append(f"{label} roll")}, "Roll"),
            h("p", {}, h("button", {"on_click": lambda _el: calls.append(f"{label} help")}, "?"))]


def tree(children) -> str:
    return dom._tree(children)[0]


def test_a_part_drawn_again_the_same_is_the_same_tree_and_its_keys_call_the_newest_handlers():
    calls: list = []
    with building("c"):
        first = tree(draw(calls, "old"))
    with building("c"):
        second = tree(draw(calls, "new"))
    assert first == second
    assert '"data-on-click","c0"' in second and '"data-on-click","c1"' in second
    dom._handlers["c0"](None)
    dom._handlers["c1"](None)
    assert calls == ["new roll", "new help"]


def test_two_parts_and_unnamed_builds_never_share_a_key():
    calls: list = []
    with building("p"):
        panels = tree(draw(calls, "p"))
    with building("c"):
        centre = tree(draw(calls, "c"))
    with building():
        loose = tree(draw(calls, "loose"))
    again = [h("button", {"on_click": lambda _el: None}, "x")]  # made at once, not described
    keys = {part: set(re.findall(r'"data-on-click","(\w+)"', text))
            for part, text in (("p", panels), ("c", centre), ("loose", loose))}
    assert keys["p"] == {"p0", "p1"} and keys["c"] == {"c0", "c1"}
    assert all(key.startswith("h") for key in keys["loose"])
    assert str(again[0].getAttribute("data-on-click")).startswith("h")
