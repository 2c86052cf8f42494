"""The keyboard cursor on a board: which cell an arrow key moves to.

Boards differ (square grids, wedges joined round a centre, an isometric view that can be turned),
so the cursor goes by what the player sees: from the centres of the cells on screen, an arrow
moves to the nearest cell that lies in its direction, within 45 degrees either side of it. One
rule serves every board, and "up" always means up on the screen.
"""

from __future__ import annotations

DIRECTIONS = {"ArrowUp": (0, -1), "ArrowDown": (0, 1), "ArrowLeft": (-1, 0), "ArrowRight": (1, 0)}
SIDEWAYS = 2.0  # a step aside costs this much more than a step ahead: keep to the row or column


def step(centres: dict[str, tuple[float, float]], current: str, key: str) -> str:
    """The cell the arrow `key` moves to from `current`; `current` itself at the board's edge."""
    if current not in centres or key not in DIRECTIONS:
        return current
    dx, dy = DIRECTIONS[key]
    x0, y0 = centres[current]
    best, best_cost = current, None
    for name, (x, y) in centres.items():
        ahead = (x - x0) * dx + (y - y0) * dy
        aside = abs((x - x0) * dy - (y - y0) * dx)
        if ahead <= 0.5 or aside > ahead:  # not in the arrow's direction
            continue
        cost = ahead + SIDEWAYS * aside
        if best_cost is None or cost < best_cost:
            best, best_cost = name, cost
    return best


def middle(centres: dict[str, tuple[float, float]], playable: frozenset[str]) -> str | None:
    """Where the cursor starts on a fresh board: on the playable cell nearest the middle of the
    board (any cell if none is playable), so that the first arrow key starts somewhere sensible."""
    pool = [n for n in centres if n in playable] or list(centres)
    if not pool:
        return None
    xs = [x for x, _ in centres.values()]
    ys = [y for _, y in centres.values()]
    mx, my = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    return min(pool, key=lambda n: (centres[n][0] - mx) ** 2 + (centres[n][1] - my) ** 2)
