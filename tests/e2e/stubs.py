"""What a variant's screens need of the app when a test draws them on CPython with the stand-in DOM
(fakedom.py): button labels from the engine's describe(), the actions clicked, the redraws asked
for; and a click that runs an element's handler."""

from __future__ import annotations

from tycoon.core import describe


class StubApp:
    def __init__(self, state, ctx, viewer: int = 0):
        self.state, self.ctx, self.acted, self.renders, self._viewer = state, ctx, [], 0, viewer

    def label(self, action) -> str:
        key, params = describe(self.state, action)
        return self.ctx.text(key, params)

    def act(self, action) -> None:
        self.acted.append(action)

    def render(self) -> None:
        self.renders += 1

    def viewer(self):
        return self._viewer


def click(el) -> None:
    """Run an element's click handler (the stand-in DOM keeps them in ui.dom's table)."""
    from ui import dom

    dom._handlers[el.getAttribute("data-on-click")](el)
