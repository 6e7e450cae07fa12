"""The Lab's texts ("ui.lab.*" keys), one module per language, each with a MESSAGES dict; ui/i18n.py
merges them after ui/messages/<lang>.py."""
