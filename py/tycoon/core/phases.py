"""Phase names shared by the variants (``state.phase``), as constants rather than bare strings.
A variant adds its own in its rules module (e.g. monopoly's INCOME_TAX)."""

START = "start"
ORDER = "order"  # rolling to see who starts
ROLL = "roll"
BUY = "buy"
AUCTION = "auction"
TRADE = "trade"
RAISE_CASH = "raise_cash"
PLACE_HOUSE = "place_house"
END = "end"
OVER = "over"
