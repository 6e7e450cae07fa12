"""Every variant registers itself on import; this list is the one place that names them, in the
order the home screen offers them."""

from . import monopoly  # noqa: F401, I001
from . import taiwan  # noqa: F401
from . import easymoney  # noqa: F401
from . import babylon  # noqa: F401
from . import rich  # noqa: F401
