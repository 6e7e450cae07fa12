"""Engine message catalogs (squares, groups, events, actions, phases), one module per language.

Templates use str.format. Parameter names carry their type (see ui/i18n.py): player, owner,
payer, creditor → a seat; square → a square index; amount, price, cash, debt → money.
"""

from . import en, vi

CATALOGS = {"en": en.MESSAGES, "vi": vi.MESSAGES}
LANGUAGES = {"en": "English", "vi": "Tiếng Việt"}
