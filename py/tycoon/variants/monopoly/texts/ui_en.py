"""English texts of Cờ Tỷ Phú (Monopoly)'s own screens and its own wording of shared UI messages
("<key>@monopoly"); merged after ui/messages/en.py by ui/i18n.py."""

MESSAGES = {
    "ui.game.variant.monopoly": "Monopoly",
    "ui.option.starting_deeds@monopoly": "Deal {n} free deeds to everyone",
    "ui.preset.rule.starting_deeds@monopoly": "{n} deeds dealt",
    "ui.help.starting_deeds@monopoly": "At the start the bank shuffles the deeds and gives each player {n} for free.",
    "ui.auction.printed@monopoly": "Printed price: {price}",
    "ui.here.tap@monopoly": "Tap a property on the board to see its deed",
    "ui.deed.railroad_any@monopoly": "Rent grows with the number of railroads the owner has.",
    "ui.setup.options@monopoly": "House rules",
    "ui.preset.name.quick@monopoly": "Quick game",
    "ui.over.why.first_bankruptcy@monopoly": "A player went bankrupt, and that ends the quick game: the richest wins.",
}
