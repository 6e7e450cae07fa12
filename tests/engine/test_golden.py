"""Golden playthroughs: a fixed seed of bot play whose event log is checked in, so any rule
change shows up as a diff. Regenerate deliberately with:  TYCOON_GOLDEN=write pytest tests/engine/test_golden.py"""

import json
import os
from pathlib import Path

import pytest
from tycoon.core import replay
from tycoon.sim import play_bot_game

GOLDEN = Path(__file__).parent / "golden"
CASES = {"monopoly": {"players": 3, "seed": 2026, "options": {"turn_limit": 12}},
         "taiwan": {"players": 3, "seed": 2028, "options": {"turn_limit": 12}},  # two Spies, reversed rents
         # until the bank runs dry: a tied order roll, Greed paid and bust, Lucky Dice wins, 7s and
         # repeats, a lottery win, the Shield, a Mystery jump, Wall Street won and lost, a final
         # lottery of several rolls
         "easymoney": {"players": 3, "seed": 2080, "options": {}},
         # the seed's 11 players, 7 rubies: the auction, the dice room, Checks and Secrets, lowest and
         # equal-price sales, one richest who gives the second talisman, a partner named for the Deathmatch
         "babylon": {"players": 11, "seed": 2066, "options": {"rubies": "seed"}},
         # four players to the finish: paydays passed and landed, insurance bought and paid out,
         # Flip-Locks won and lost, Double, Collect and Pay cards, moves back without salary, a change
         # of profession, an automatic loan and a note repaid, personal-number fees, Finish 1 and 2
         "rich": {"players": 4, "seed": 2076, "options": {}}}


@pytest.mark.parametrize("variant", sorted(CASES))
def test_golden_playthrough(variant):
    case = CASES[variant]
    state = play_bot_game(variant, case["players"], case["seed"], case["options"])
    record = {**case, "variant": variant, "actions": state.history, "log": state.log}
    path = GOLDEN / f"{variant}.json"
    if os.environ.get("TYCOON_GOLDEN") == "write":
        path.write_text(json.dumps(record, indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
    expected = json.loads(path.read_text(encoding="utf-8"))
    assert record["actions"] == expected["actions"]
    assert record["log"] == expected["log"]
    players = [{"name": f"Bot {i + 1}", "bot": True} for i in range(case["players"])]
    assert replay(variant, players, case["seed"], case["options"], expected["actions"]) == state
