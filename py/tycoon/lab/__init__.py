"""The Lab: lessons in chance and money drawn from the games themselves (docs/lab.md). Every
figure is computed here from the engine's own data and rules (the boards, the decks, the rent the
rules charge), never typed in; the UI (ui/lab/) only lays the figures out."""
