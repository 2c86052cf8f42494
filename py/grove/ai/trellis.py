"""Trellis: connection distance.

A colour's distance is the fewest empty points it still needs to join its two sides, through its
own links (its stones cost nothing, enemy stones bar the way). Two stones a turn halve the gap, so
the evaluation weighs the difference of the two distances. The tree considers the points near the
stones (a stone far from the fight is rarely the best), the rollouts place stones there too.
"""

from __future__ import annotations

from functools import cache

from grove.ai.knowledge import Knowledge, duel, without_pass
from grove.core.pie import BLACK, WHITE
from grove.games.trellis import board_for

UNREACHABLE = 99  # the distance of a colour cut off: more than any way across any board
# How far from a stone (in points, either way) the tree looks: a stone links only to the points
# beside it, so two away is where a chain's next link goes; further off, a stone touches nothing.
REACH = 2
# Fewer points than this near the stones: an empty board, or a lone stone in a corner (which has
# eight). The tree then also looks at the middle of the board, a square of MIDDLE points a side.
FEW_NEAR = 12
MIDDLE = 5
# Draws of a random point in a rollout before it lists the empty ones: the board is rarely more
# than half full, and twenty misses running happen about once in a million there.
RANDOM_TRIES = 20
# The distance the side to move is worth, besides: the stones it is about to place. At the start
# of its turn a whole turn (two stones, which gain at least a point together); after its first
# stone, half that.
TEMPO = 1.0
# The evaluation's scale, in empty points: a lead of a point and a half (under a turn of two
# stones) is odds of e to one, a lead of a turn or more all but decided.
DISTANCE_SCALE = 1.5
OWN = {colour: {colour: "1", other: "0", None: "0"} for colour, other in ((BLACK, WHITE),
                                                                          (WHITE, BLACK))}
EMPTY = {BLACK: "0", WHITE: "0", None: "1"}


@cache
def nearby(size: int, reach: int = REACH) -> tuple[tuple[int, ...], ...]:
    """For each point, the points within `reach` steps in both directions (a square around it)."""
    grid = board_for(size).grid
    table = []
    for i in range(grid.size):
        x, y = grid.xy(i)
        table.append(tuple(j for dx in range(-reach, reach + 1) for dy in range(-reach, reach + 1)
                           if (j := grid.at(x + dx, y + dy)) is not None and j != i))
    return tuple(table)


class Links:
    """The links of one colour on one board as bit shifts: `spread(points)` is every point linked
    to one of `points`, in a few operations on whole boards (Python ints) whatever their number."""

    def __init__(self, size: int, colour: str):
        board, n = board_for(size), size
        self.n, self.full = n, (1 << n * n) - 1
        column = sum(1 << y * n for y in range(n))
        self.not_left, self.not_right = self.full & ~column, self.full & ~(column << n - 1)
        # A diagonal link crosses a square of the colour's own; each square by its lower-left point.
        self.squares = sum(1 << y * n + x for x in range(n - 1) for y in range(n - 1)
                           if board.home_colour(x, y) == colour)
        self.start, self.goal = (sum(1 << i for i in side) for side in board.goals[colour])

    def spread(self, m: int) -> int:
        n, q = self.n, self.squares
        return (((m & self.not_right) << 1 | (m & self.not_left) >> 1 | m << n | m >> n
                 | (m & q) << n + 1 | (m >> n + 1) & q
                 | (m & q << 1) << n - 1 | (m & q << n) >> n - 1) & self.full)


@cache
def links_of(size: int, colour: str) -> Links:
    return Links(size, colour)


def masks(state, colour: str) -> tuple[Links, int, int]:
    """The colour's links, its stones and the empty points, as masks (the last point is the
    highest bit)."""
    points = state.stones[::-1]
    own = int("".join(map(OWN[colour].__getitem__, points)), 2)
    empty = int("".join(map(EMPTY.__getitem__, points)), 2)
    return links_of(state.board.size, colour), own, empty


def layers(links: Links, own: int, empty: int, side: int):
    """Masks of the points reached from `side`, layer d holding those that need d empty points
    (their own included), own stones joining a layer for free: a breadth-first search in whole
    boards, where a queue of tuples point by point cost far more in Pyodide than in CPython.
    Ends when nothing more can be reached."""
    spread, seen, new = links.spread, 0, side & own
    for cost in range(links.n * links.n + 1):
        layer = frontier = new & ~seen
        if not layer and cost > 0:
            return
        seen |= layer
        while frontier:  # own stones linked to this layer belong to it
            frontier = spread(frontier) & own & ~seen
            seen |= frontier
            layer |= frontier
        yield layer
        new = (spread(layer) | (side if cost == 0 else 0)) & empty


def distance(state, colour: str) -> int:
    """Empty points `colour` still needs to join its sides."""
    links, own, empty = masks(state, colour)
    for cost, layer in enumerate(layers(links, own, empty, links.start)):
        if layer & links.goal:
            return cost
    return UNREACHABLE


def shortcut(state, colour: str, stones: int) -> int:
    """The empty points on some way that joins `colour`'s sides with at most `stones` more
    stones: a point needing a empty points from one side (itself included) and b from the
    other lies on a way of a + b - 1."""
    links, own, empty = masks(state, colour)
    ways = []
    for side in (links.start, links.goal):
        near = []
        for layer in layers(links, own, empty, side):
            near.append(layer)
            if len(near) > stones:
                break
        ways.append(near + [0] * (stones + 1 - len(near)))
    from_start, from_goal = ways
    found = 0
    for a in range(1, stones + 1):
        for b in range(1, stones + 2 - a):
            found |= from_start[a] & from_goal[b]
    return found & empty


class TrellisKnowledge(Knowledge):
    rollout_depth = 2
    easy_sample = 60

    def near_points(self, state, rng) -> list[int]:
        stones, size = state.stones, state.board.size
        table = nearby(size)
        near = {j for i, s in enumerate(stones) if s is not None for j in table[i]
                if stones[j] is None}
        if len(near) < FEW_NEAR:  # an empty or nearly empty board: the middle
            low = size // 2 - MIDDLE // 2
            grid = state.board.grid
            near |= {grid.at(x, y) for x in range(low, low + MIDDLE)
                     for y in range(low, low + MIDDLE) if stones[grid.at(x, y)] is None}
        points = sorted(near)
        rng.shuffle(points)
        return points

    def candidates(self, state, rng) -> list[str]:
        legal = state.legal()
        if state.choosing_colour or state.first_stone is not None:
            actions = list(legal)
            rng.shuffle(actions)
            return actions
        names = state.board.grid.names
        actions = [names[i] for i in self.near_points(state, rng)]
        actions += [a for a in legal if a in ("swap",)]
        return actions or list(legal)

    def rollout_action(self, state, rng) -> str:
        if state.choosing_colour:
            return rng.choice(state.legal())
        if state.first_stone is not None:
            return rng.choice(without_pass(state.legal()))
        stones = state.stones
        for _ in range(RANDOM_TRIES):  # a random empty point, without listing them all
            i = rng.randrange(len(stones))
            if stones[i] is None:
                return state.board.grid.names[i]
        return rng.choice(without_pass(state.legal()))

    def evaluate(self, state):
        if state.choosing_colour:
            return (0.5, 0.5)
        black, white = distance(state, BLACK), distance(state, WHITE)
        margin = white - black  # Black's lead
        if state.colour == BLACK:
            margin += TEMPO if state.first_stone is None else TEMPO / 2
        elif state.colour == WHITE:
            margin -= TEMPO if state.first_stone is None else TEMPO / 2
        black_seat = state.seat_of(BLACK)
        rewards = duel(margin, DISTANCE_SCALE)
        return rewards if black_seat == 0 else rewards[::-1]

    def winning_candidates(self, state) -> list[str]:
        # A turn is one or two stones, two only three points apart. A win this turn lies on a
        # way that needs no more stones than the turn has left; or a first stone goes anywhere
        # three points from one that wins alone.
        if state.choosing_colour:
            return []
        names, partners, first = state.board.grid.names, state.board.partners, state.first_stone
        if first is not None:
            zone = shortcut(state, state.colour, 1)
            return [names[j] for j in partners[first] if zone >> j & 1]
        zone = shortcut(state, state.colour, 2)
        alone = shortcut(state, state.colour, 1)
        for i in range(len(names)):
            if alone >> i & 1:
                zone |= sum(1 << j for j in partners[i] if state.stones[j] is None)
        return [names[i] for i in range(len(names)) if zone >> i & 1]


KNOWLEDGE = TrellisKnowledge()
