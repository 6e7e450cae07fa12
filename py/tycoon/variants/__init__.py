"""Every variant registers itself on import; this list is the one place that names them."""

from . import monopoly, taiwan  # noqa: F401
