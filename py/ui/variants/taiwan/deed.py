"""The title deed of 如何做個大富翁: Monopoly's card (ui/variants/monopoly/deed.py) with the printed
Chinese name in the colour band and its translation under it, the price in points and the printed
rents — all board data, nothing computed. A station's rent by stations owned (車站) and an
enterprise's (營利事業) as multiples of the spin are this game's wording of the shared lines
("ui.deed.railroad@taiwan", "ui.deed.utility@taiwan")."""

from ..monopoly.deed import deed_card as printed_deed
from .names import square_name


def deed_card(ctx, data: dict):
    return printed_deed(ctx, data, name=square_name(ctx, data, "deed-name"), cls="tw-deed")
