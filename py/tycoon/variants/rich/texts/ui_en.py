"""English UI strings of ริช รวยพลิกล็อค (Rich)'s own screens (py/ui/variants/rich/); merged after
ui.messages.en. The engine's own texts (squares, jobs, cards, events, buttons) are in
py/tycoon/variants/rich/texts/."""

MESSAGES = {
    "ui.rich.money": "฿{n}",
    "ui.rich.per_point": "{amount}/pt",
    # ---- the panels ---------------------------------------------------------------------------
    "ui.rich.at": "Square {n}",
    "ui.rich.finished": "Finished ({square})",
    "ui.rich.job": "{job} · salary {salary}",
    "ui.rich.insured": "{cover} insurance: pays one accident's damage",
    "ui.rich.card_help.double": "Double ×2: on your own money you get twice; on another's payment they pay twice",
    "ui.rich.card_help.collect": "Collect: take half of what another player receives",
    "ui.rich.card_help.pay": "Pay: another player of your choice pays half of your payment to the bank",
    "ui.rich.notes": "Notes: {n} × {amount}",
    "ui.rich.tickets": "Traffic tickets: {n}",
    "ui.rich.numbers": "Personal numbers: {numbers}",
    "ui.rich.resting": "Rests next turn",
    "ui.rich.back_next": "Moves back next turn",
    "ui.rich.no_salary": "No salary until past square {n}",
    # ---- professions ----------------------------------------------------------------------------
    "ui.rich.job_title": "Choose a profession",
    "ui.rich.change_title": "Change profession",
    "ui.rich.job_help": "Roll one of the profession's numbers and you get it at double salary for as long as you keep it; "
                        "any other total gives the profession of that number.",
    "ui.rich.salary": "Salary {amount}",
    "ui.rich.double_salary": "×2 if you roll the profession's number",
    "ui.rich.expected": "On average {amount}",
    "ui.rich.expected_help": "“On average”: the salary to expect from naming it, over every total of two dice.",
    "ui.rich.job_got": "{player} named {named} and rolled {total}: {job}, salary {salary}.",
    "ui.rich.job_doubled": "{player} named {named} and rolled {total}: a match! {job} at double salary, {salary}.",
    # ---- insurance ----------------------------------------------------------------------------
    "ui.rich.insure_title": "Payday: buy insurance?",
    "ui.rich.insure_who": "{player} may buy insurance cards.",
    "ui.rich.insure_help": "{amount} each, at most one of each kind. A card pays the damage of one accident "
                           "of its kind, then goes back.",
    "ui.rich.covers.auto": "Car crash, car in a flood",
    "ui.rich.covers.fire": "House fire, flooded house",
    "ui.rich.covers.life": "Hospital, dengue fever",
    "ui.rich.held": "✓ You have it",
    "ui.rich.cannot_buy": "Not enough cash",
    # ---- Good luck / Bad luck ----------------------------------------------------------------
    "ui.rich.good_luck_title": "โชคดี Good luck!",
    "ui.rich.bad_luck_title": "โชคร้าย Bad luck!",
    "ui.rich.luck_who": "{player} chooses:",
    "ui.rich.luck_sure_good": "Take {amount} for sure,",
    "ui.rich.luck_sure_bad": "Pay {amount} for sure,",
    "ui.rich.luck_flip_good": "or play Flip-Lock: pass and get {win}, fail and get nothing.",
    "ui.rich.luck_flip_bad": "or play Flip-Lock: pass and pay nothing, fail and pay {lose}.",
    "ui.rich.for_sure": "Sure money",
    "ui.rich.luck_chance": "Chance to pass (counting the cards): {percent}",
    # ---- Flip-Lock ----------------------------------------------------------------------------
    "ui.rich.flip_title": "Flip-Lock",
    "ui.rich.flip_who": "{player} plays Flip-Lock ({context}).",
    "ui.rich.flip_help": "Is the next card higher or lower than the last one turned up? Five right guesses "
                         "pass; one wrong guess fails, and an equal card is wrong. The number cards: 1–9, a second 4 "
                         "and a second 5.",
    "ui.rich.if_pass": "Pass: {amount}",
    "ui.rich.if_fail": "Fail: {amount}",
    "ui.rich.nothing": "nothing",
    "ui.rich.flip_row": "Cards turned up: {cards}; {down} face down",
    "ui.rich.unseen": "Not seen yet ({n}):",
    "ui.rich.counts": "Than {last}: {higher} higher, {lower} lower, {equal} equal.",
    "ui.rich.pass_chance": "chance to pass {percent}",
    "ui.rich.passed": "Passed! {amount}",
    "ui.rich.failed": "Failed: {amount}",
    # ---- the Rich Card window ------------------------------------------------------------------
    "ui.rich.window_title": "Play a Rich Card?",
    "ui.rich.window_receive": "{player} will receive {amount} ({square}).",
    "ui.rich.window_receive_me": "You will receive {amount} ({square}).",
    "ui.rich.window_receive_all": "{player} will collect {amount} in all from the others ({square}).",
    "ui.rich.window_receive_me_all": "You will collect {amount} in all from the others ({square}).",
    "ui.rich.window_pay": "{player} must pay {amount} ({square}).",
    "ui.rich.window_pay_me": "You must pay {amount} ({square}).",
    "ui.rich.window_pay_all": "{player} must give {amount} in all to the others ({square}).",
    "ui.rich.window_pay_me_all": "You must give {amount} in all to the others ({square}).",
    "ui.rich.window_help": "Each player answers in secret; the cards played are shown together.",
    "ui.rich.ask_label": "Ask me about Rich Cards",
    "ui.rich.ask_always": "every time",
    "ui.rich.ask_above": "only from {amount}",
    "ui.rich.ask_note": "Counted as what a card would bring or save you. Below that your cards stay in your hand without a question — unless one would change who is richest near the end.",
    "ui.rich.window_waiting": "Waiting for {players} to answer.",
    "ui.rich.explain_double_own": "You get twice as much.",
    "ui.rich.explain_double_other": "{player} pays twice as much.",
    "ui.rich.explain_collect": "You take half of what {player} receives (shared if others play Collect too).",
    "ui.rich.explain_pay": "{helper_player} pays half of it for you.",
    # ---- personal numbers -----------------------------------------------------------------------
    "ui.rich.numbers_title": "Choose a personal number",
    "ui.rich.numbers_who": "{player} has finished. Personal numbers still to take: {n}.",
    "ui.rich.numbers_help": "From now on, whenever a player still on the track rolls one of your numbers, "
                            "they pay you {amount}.",
    "ui.rich.number_free": "free",
    # ---- the end -----------------------------------------------------------------------------------
    "ui.rich.tycoon": "♛ TYCOON: {players}",
    "ui.rich.final_worth": "Final worth",
    "ui.rich.unpaid": "Unpaid notes",
    "ui.rich.notes_left": "{n} × {amount}",
    "ui.rich.worth_note": "Final worth = cash − {amount} for each note that could not be repaid. "
                          "Insurance and Rich Cards count for nothing.",
    # the same words as every game: Thai alone has Rich's own (rich_th.py)
    "ui.dice.none@rich": "The dice have not been rolled yet",
    "ui.game.rolling@rich": "Rolling the dice…",
    "ui.game.rolling_for@rich": "{player} rolls the dice…",
    "ui.ready.countdown@rich": "{player} rolls in {n} s.",
    "ui.ready.forever@rich": "{player} rolls when everyone has pressed Ready.",
    "ui.ready.status@rich": "{player} waits for you before rolling…",
    "ui.ready.title@rich": "Before {player} rolls",
}
