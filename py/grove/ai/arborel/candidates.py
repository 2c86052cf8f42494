"""The actions the tree considers at a node: every move of the Lord; building beside his Tower
while he is on it; the next piece each square of his way lacks and pieces that spoil the others'
ways (`on_ways`); what the level adds (the hard level: `covers`); a sample of the other building
near the Lords and Towers; and `end`. While the Lord is on his Tower, nothing that leaves him no
time to get down (`in_time`).

A turn offers hundreds to thousands of placements, too many for a tree of a few thousand playouts
to try each once; the ways say which few matter most, and the sample keeps the tree from being
blind to the rest.
"""

from __future__ import annotations

from bisect import bisect_left
from functools import cache

from grove.ai.arborel.sampling import sample
from grove.ai.arborel.tower import in_time
from grove.ai.arborel.ways import Way, next_piece, taken_back
from grove.games.arborel import STAIR, piece_text

# How far (in squares, either way, so a 5 x 5 square) from a Lord or a Tower building is
# considered: the Lord's next move and the pieces he needs beside him, and the squares beside a
# Tower that its Lord goes down by and an enemy climbs to it by, lie within two squares.
NEAR = 2
# Building actions the tree considers at a node, the ways' pieces included: at a few thousand
# playouts, a tree of sixty actions a node still tries each a few dozen times at the root.
BUILDS = 60


def candidates(state, rng, preferred: list[list[str]]) -> list[str]:
    """The tree's actions at `state` (see the module's notes); `preferred`: lists of building
    put before the sample, in order (the ways' pieces, then whatever the level adds)."""
    seat, grid = state.to_move, state.board.grid
    focus = around(grid.width, state.tower_of[seat])
    if state.lords[seat] is not None:
        focus |= around(grid.width, state.lords[seat])
    focus |= around(grid.width, state.tower_of[state.adversary(seat)])
    offer, runs = state.offer(), intervals(focus)
    groups = [(kind, source, within(spots, runs)) for kind, source, spots in offer.pieces]
    tower = state.tower_of[seat]
    first = []
    if state.lords[seat] == tower:
        # Still on the Tower: building beside it (the way down) comes first.
        beside = runs_of(j for j in state.board.step[tower] if j is not None)
        first = [piece_text(kind, grid.names[i], way) for kind, source, spots in groups
                 if source is None for i, way in within(spots, beside)]
        rng.shuffle(first)
    for texts in preferred:
        first += [text for text in texts if text not in first]
    # Other building near the Lords and Towers: a sample of them, drawn by number so that
    # only those drawn are spelt out (there are hundreds to thousands).
    picked = sample(groups, max(0, BUILDS - len(first)), rng, grid.names, set(first))
    lords = [f"lord@{grid.names[i]}" for i in offer.lords]
    rng.shuffle(lords)
    rest = ["end"] if state.done else []
    actions = (lords + first + picked + rest) or list(state.legal())
    if state.lords[seat] == tower:
        # Whatever leaves him no time to get down loses the game: the tree need not try it.
        # Early on, that is most building: the way down wants a Block and a Stair a turn.
        return in_time(state, actions)
    return actions


def on_ways(state, ways: list[Way | None]) -> list[str]:
    """Building on the ways: the next piece each square of the mover's own way lacks (from
    the reserve, or moved from a free piece of his), then pieces from his reserve that spoil
    the squares of the other ways: a Block, and a Stair one way only (any way but the one
    wanted there spoils it alike)."""
    seat, names = state.to_move, state.board.grid.names
    wanted, spoil = {}, {}
    for owner, way in enumerate(ways):
        if way is None or state.lords[owner] is None:
            continue
        for j, top in zip(way.squares, way.tops, strict=True):
            piece = next_piece(state.surface(j), top)
            if owner == seat:
                if piece:
                    wanted[j] = piece
            else:
                spoil[j] = piece
    own, others = [], []
    mine, all_ways = runs_of(wanted), runs_of(wanted.keys() | spoil.keys())
    for kind, source, spots in state.offer().pieces:
        origin = None if source is None else names[source]
        spoilt = None  # the last square given a spoiling Stair
        for j, way in within(spots, all_ways if source is None else mine):
            if wanted.get(j) == (kind, way):
                own.append(piece_text(kind, names[j], way, origin))
            elif source is None and j not in wanted and spoil[j] != (kind, way) \
                    and j != spoilt:
                others.append(piece_text(kind, names[j], way))
                if kind == STAIR:
                    spoilt = j
    return own + others


def covers(state) -> list[str]:
    """A piece of the mover's placed onto each free piece of another player's, one from each
    of his sources (the reserve, or a free piece of his): a piece covered can no longer be
    moved, to build or to spoil."""
    seat, names = state.to_move, state.board.grid.names
    free = runs_of(i for i in range(len(state.columns)) if taken_back(state, i, seat))
    found = []
    for kind, source, spots in state.offer().pieces:
        origin, covered = None if source is None else names[source], set()
        for i, way in within(spots, free):
            if i not in covered:
                covered.add(i)
                found.append(piece_text(kind, names[i], way, origin))
    return found


@cache
def around(size: int, i: int) -> frozenset[int]:
    x, y = i % size, i // size
    return frozenset(yy * size + xx for xx in range(max(0, x - NEAR), min(size, x + NEAR + 1))
                     for yy in range(max(0, y - NEAR), min(size, y + NEAR + 1)))


def runs_of(squares) -> list[tuple[int, int]]:
    """The squares as runs of consecutive numbers, (first, last + 1) each."""
    runs = []
    for i in sorted(squares):
        if runs and runs[-1][1] == i:
            runs[-1][1] = i + 1
        else:
            runs.append([i, i + 1])
    return [tuple(run) for run in runs]


@cache
def intervals(squares: frozenset[int]) -> tuple[tuple[int, int], ...]:
    """`runs_of`, kept: the squares near the Lords and Towers come back at every node."""
    return tuple(runs_of(squares))


def within(spots: list[tuple[int, str]], runs) -> list[tuple[int, str]]:
    """The spots (in square order) on the squares of the runs."""
    kept = []
    for first, after in runs:
        start = bisect_left(spots, (first,))
        kept += spots[start:bisect_left(spots, (after,), start)]
    return kept
