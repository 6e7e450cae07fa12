"""The Lab's figures as text, to check a lesson or quote it (docs/lab.md):

    cd py && python3 -m tycoon.lab monopoly [--jail short] [--hotel-after 3]
    cd py && python3 -m tycoon.lab taiwan
"""

import argparse

from . import landing


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", choices=landing.GAMES)
    parser.add_argument("--jail", choices=landing.JAIL_POLICIES, default=landing.JAIL_POLICIES[0])
    parser.add_argument("--hotel-after", type=int, choices=landing.HOTEL_AFTER, default=None)
    args = parser.parse_args()
    options = {} if args.hotel_after is None else {"hotel_after": args.hotel_after}
    shares = landing.landing_shares(args.game, args.jail)
    print("square  share of moves")
    for index, share in enumerate(shares):
        print(f"{'jail' if index == len(shares) - 1 else index:>6}  {share * 100:6.2f}%")
    print(f"\n{'group':<11} {'level':>5} {'cost':>7} {'rent/move':>10} {'moves to pay back':>18}")
    for group in landing.earnings(args.game, options, args.jail):
        for level in group["levels"]:
            name = "hotel" if level["hotel"] else level["level"]
            mark = " *" if level["fastest"] else ""
            print(f"{group['group']:<11} {name:>5} {level['cost']:>7} {level['rent_per_roll']:>10.2f} "
                  f"{level['rolls_to_pay_back']:>18.1f}{mark}")
    best = next(group for group in landing.earnings(args.game, options, args.jail) if group["best"])
    print(f"\nfastest payback of all: {best['group']} (* marks each group's fastest level)")


if __name__ == "__main__":
    main()
