"""Random playouts per second under CPython, through the public engine contract.

Not a test: it prints a table. Run with `make bench`.
"""

import random
import statistics
import time

from grove.games import new_game

SECONDS = 3.0


def playouts(game_id: str, seconds: float = SECONDS, **options) -> tuple[float, float]:
    """(games per second, actions per game) for random games that never pass."""
    rng = random.Random(1)
    done, actions, start = 0, [], time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = new_game(game_id, **options)
        while not state.over:
            moves = [a for a in state.legal() if a != "pass"] or state.legal()
            state = state.play(rng.choice(moves))
        done += 1
        actions.append(len(state.history))
    return done / (time.perf_counter() - start), statistics.mean(actions)


def main() -> None:
    print("| game | board | playouts/s (CPython) | actions per game |")
    print("|---|---|---|---|")
    for size in (7, 11, 15):
        rate, length = playouts("trellis", size=size)
        print(f"| trellis | {size}x{size} | {rate:.1f} | {length:.0f} |")
    for size in (9, 16):
        rate, length = playouts("orbit", **{"size": size})
        print(f"| orbit | {size}x{size} | {rate:.1f} | {length:.0f} |")
    for players, board in ((2, "8x4"), (6, "hexagon")):
        rate, length = playouts("btt", players=players)
        print(f"| btt | {players} players, {board} | {rate:.1f} | {length:.0f} |")
    for size, limit in ((20, "forbid"), (18, "forbid")):
        rate, length = playouts("arbos", size=size, tree_limit=limit)
        print(f"| arbos ({limit}) | {size}x{size} | {rate:.1f} | {length:.0f} |")
    for size, rules in ((9, "seed"), (9, "revised"), (13, "seed")):
        rate, length = playouts("rumbo", size=size, rules=rules, komi=6)
        print(f"| rumbo ({rules}) | {size}x{size} | {rate:.1f} | {length:.0f} |")
    for players in (2, 4):
        rate, length = playouts("arborel", players=players)
        print(f"| arborel | {players} players, 10x10 | {rate:.1f} | {length:.0f} |")


if __name__ == "__main__":
    main()
