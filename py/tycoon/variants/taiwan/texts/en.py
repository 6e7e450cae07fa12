"""English texts of 如何做個大富翁. Keys ending in "@taiwan" are this game's wording of a shared
message (the UI looks "<key>@<variant>" up first: ui/i18n.py), e.g. Start instead of GO."""

from .names_en import MESSAGES as NAMES

MESSAGES = {
    **NAMES,
    "variant.taiwan.name": "如何做個大富翁 (How to Become a Tycoon)",
    "variant.taiwan.blurb": "Taiwan, 1960s: spin the top three times a turn, buy Taipei's streets — and beware the "
                            "Industrial Spy, who collects rent instead of paying it.",
    "phase.order@taiwan": "Spinning the top to see who starts", "phase.roll@taiwan": "Spin the top",
    "action.roll@taiwan": "Spin the top", "action.jail_card@taiwan": "Use a Prison Release Permit",
    "action.dump": "Dump {square}: the others may bid, or the bank pays {amount}",
    "action.trade_card_give@taiwan": "Offer my Prison Release Permit",
    "action.trade_card_take@taiwan": "Ask for their Prison Release Permit",
    "action.trade_card_remove@taiwan": "Keep my Prison Release Permit",
    "event.order_spin": "{player} spun {spin} to see who starts.",
    "event.order_tie@taiwan": "A tie at {total}: the tied players spin again.",
    "event.first_player@taiwan": "{player} spun highest and starts.",
    "event.spun": "{player} spun the top: {spin}.",
    "event.spin_again": "{player} spins again ({left} left this turn).",
    "event.three_same_spins": "{player} spun {spin} three times in a row: straight to jail, without moving!",
    "event.salary@taiwan": "{player} passed Start and collected {amount}.",
    "event.became_spy": "{player} stopped on the Industrial Spy square and becomes the Spy (產業間諜): owners "
                        "now pay {player} the rent!",
    "event.spy_returned": "{player} came round to the Spy square again and is an ordinary player once more; "
                          "the white pawn goes back to its square.",
    "event.spy_taken": "{player} stopped on the Spy square, but {spy} is already the Spy: nothing happens.",
    "event.spy_exempt": "Spy {player} ignores {square}.",
    "event.spy_passes_deed": "Spy {player} may not buy {square}: nothing happens.",
    "event.spy_mortgaged": "{square} is mortgaged: Spy {player} collects nothing from {owner}.",
    "event.spy_rent": "Spy {spy} collects {amount} from {owner}, the owner of {square} (rent reversed!).",
    "event.spy_jail_fine": "Spy {player} stopped on {square} and pays a fine of {amount}.",
    "event.spy_pawn_back": "{player} was the Spy: the white pawn goes back to its square.",
    "event.jail_stay@taiwan": "No 12: {player} stays in jail (turn {tries} of {turns}).",
    "event.jail_twelve": "A 12! {player} leaves jail and moves 12.",
    "event.jail_term_over": "{player} has sat out three turns and leaves jail.",
    "event.jail_card_used@taiwan": "{player} shows a Prison Release Permit and leaves jail.",
    "event.card_traded@taiwan": "{player} gave a Prison Release Permit to {partner}.",
    "event.dumped": "{player} dumps {square}: if nobody bids, the bank pays {amount}.",
    "story.roll@taiwan": "Luckiest spin: {faces} brought {player} {amount}.",
    "event.auction_opened_dump": "The other players may now bid for {square} (printed price {price}).",
    "event.dump_sold": "{buyer} buys {square} from {player} for {amount}.",
    "event.dump_to_bank": "Nobody bid: the bank buys {square} from {player} for {amount}.",
    "event.sent_to_jail@taiwan": "{player} goes to jail.",
    "event.left_jail@taiwan": "{player} leaves jail.",
    "action.jail_pay@taiwan": "Pay a fine of {amount} to leave jail",
    "event.jail_fine_paid@taiwan": "{player} paid a fine of {amount} to the bank to leave jail.",
    "event.just_visiting@taiwan": "{player} is just visiting the jail.",
    "action.lift@taiwan": "Lift mortgage on {square} (−{amount})",
    "event.mortgage_lifted@taiwan": "{player} paid {amount} to lift the mortgage on {square}.",
    "event.house_sold@taiwan": "{player} sold a house on {square} back to the bank for {amount}.",
    "event.hotel_sold@taiwan": "{player} sold the hotel on {square} back to the bank for {amount}.",
}
