"""The game's only source of chance: SplitMix64, whose whole state is one int.

The state lives in ``State.rng`` so a saved game resumes with the same future and
replays are exact (docs/design.md "The engine contract"). Rules code never imports ``random``.
"""

import hashlib

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int, stream: str = "dice") -> int:
    """A 64-bit generator state for one named stream of a game's seed.

    The seed goes through SHA-256 with the stream's name, so neighbouring seeds (and the streams
    of one seed: dice, decks, deeds) start at unrelated points: with a plain ``seed * GOLDEN``,
    seed 2 replayed seed 1's dice shifted by one roll."""
    digest = hashlib.sha256(f"tycoon-table:{stream}:{int(seed)}".encode()).digest()
    return int.from_bytes(digest[:8], "little")


def step(rng: int) -> tuple[int, int]:
    """Advance once: returns (new_state, 64-bit output)."""
    rng = (rng + GOLDEN) & MASK64
    z = rng
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return rng, z ^ (z >> 31)


def shuffled(rng: int, items: list) -> tuple[int, list]:
    """Fisher-Yates shuffle driven by the generator: returns (new_state, new_list)."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        rng, r = step(rng)
        j = r % (i + 1)
        out[i], out[j] = out[j], out[i]
    return rng, out


def skip(rng: int, n: int) -> int:
    """The state after `n` steps (each step adds GOLDEN, so this costs nothing)."""
    return (rng + n * GOLDEN) & MASK64
