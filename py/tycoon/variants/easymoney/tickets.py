"""The ten lottery tickets (docs/rules/easymoney.md "D. Lottery", #8): together they list all 216
red-white-blue numbers exactly once — six tickets of 22 numbers and four of 21 — so every draw has
exactly one winning ticket. A number is written as three digits, red first: 351 is red 3, white 5,
blue 1.

The numbers are spread over the tickets by a fixed stride through the 216 (61 is prime to 216),
so a ticket's numbers look scattered, as printed lottery cards do; the table never changes.
"""

NUMBERS = [r * 100 + w * 10 + b for r in range(1, 7) for w in range(1, 7) for b in range(1, 7)]
SIZES = (22, 22, 22, 22, 22, 22, 21, 21, 21, 21)
STRIDE = 61


def _tickets() -> dict:
    order = [NUMBERS[(k * STRIDE) % len(NUMBERS)] for k in range(len(NUMBERS))]
    tickets, start = {}, 0
    for ticket, size in enumerate(SIZES, start=1):
        tickets[ticket] = sorted(order[start:start + size])
        start += size
    return tickets


TICKETS = _tickets()  # ticket id (1–10) -> its sorted numbers
WINNER = {number: ticket for ticket, numbers in TICKETS.items() for number in numbers}


def number_of(red: int, white: int, blue: int) -> int:
    return red * 100 + white * 10 + blue
