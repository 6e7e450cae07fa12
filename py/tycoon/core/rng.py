"""The game's only source of chance: SplitMix64, whose whole state is one int.

The state lives in ``State.rng`` so a saved game resumes with the same future and
replays are exact (DESIGN.md §2). Rules code never imports ``random``.
"""

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """Turn any integer seed into a 64-bit generator state."""
    return (seed * GOLDEN + 0x632BE59BD9B4E019) & MASK64


def step(rng: int) -> tuple[int, int]:
    """Advance once: returns (new_state, 64-bit output)."""
    rng = (rng + GOLDEN) & MASK64
    z = rng
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return rng, z ^ (z >> 31)


def peek_below(rng: int, n: int) -> int:
    """The number in [0, n) that the next step would give, without advancing."""
    return step(rng)[1] % n


def shuffled(rng: int, items: list) -> tuple[int, list]:
    """Fisher-Yates shuffle driven by the generator: returns (new_state, new_list)."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        rng, r = step(rng)
        j = r % (i + 1)
        out[i], out[j] = out[j], out[i]
    return rng, out
