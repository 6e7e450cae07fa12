"""The games, by id, in the order the home screen offers them: the one place that names them.

A game's package (variants/<id>/__init__.py) holds only what the home screen shows without loading
the game (its player range); its texts are beside it (texts/); importing variants/<id>/game.py
registers it. core/variant.py does that on the first find_variant(id) or all_variants(), so the
home screen of a first visit compiles no game's rules (docs/design.md "Start-up")."""

GAMES = ("monopoly", "taiwan", "easymoney", "babylon", "rich")
