"""Tycoon Table's engine: five get-rich board games as pure-Python rules."""
