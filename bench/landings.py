"""The Monopoly landing table checked two ways: the exact Markov-chain odds beside 2 million rolls
of the real engine, for each jail policy (issue 7). A benchmark, not a test: it takes minutes.

    python3 bench/landings.py [--rolls 2000000] [--seed 1]
Exit status 1 if any square's simulated share is more than 3 standard errors from the exact one."""

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tycoon import landings


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rolls", type=int, default=2_000_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    failed = 0
    for jail in ("short", "long"):
        started = time.process_time()
        failed += landings.main(["--jail", jail, "--rolls", str(args.rolls), "--seed", str(args.seed)])
        print(f"({time.process_time() - started:.0f} s CPU)\n", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
