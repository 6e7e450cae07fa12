"""The rules help: each game's rules page and the "why?" of its log lines.

Its words are each game's texts/help_<lang>.py (docs/languages.md). A package of its own, beside
ui/variants/: what is here is per-game content (which
sections a page has, which section names the rule behind each event), not a shared screen's logic,
so the shared screens (game.py, log.py, setup.py) stay free of any variant's words and only call
dialog.py. pages.py is pure Python (CPython tests read it); dialog.py draws the page in the DOM."""
