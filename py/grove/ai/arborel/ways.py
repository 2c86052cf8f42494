"""A Lord's way to the enemy Tower, and what it still costs him in turns.

A way is the cheapest path found from where the Lord stands to the enemy Tower over the building
as it is, with the pieces it still lacks: each square on it must have a given top (flat at a
height, or a Stair rising one way), and the Lord walks, climbs and descends it as the rules let
him (`find_way`). What a way still costs, in turns, is what it lacks (one Block and one Stair a
turn) or its steps (three a turn), whichever takes longer (`turns_to_go`).

The ways are worked out once, at the position a search or a look starts from (`Root`), and the
positions below it are measured against them: a piece that the opponent nests onto one of the
Stairs a way uses, or a Block that raises a square it needs lower, breaks it. Worked out anew at
every position, a way would go round each such piece, and spoiling would look free.
"""

from __future__ import annotations

from functools import cache
from heapq import heappop, heappush
from typing import NamedTuple

from grove.games.arborel import (
    BLOCK,
    DIRECTIONS,
    GROUND,
    MOVE_STEPS,
    STAIR,
    TOWER_HEIGHT,
    opposite,
)

# While a way is searched it is priced in sixths of a turn, so that both prices are whole: a turn
# places two pieces (a Block and a Stair, 3 sixths each) and walks three steps (2 sixths each).
PIECE_PRICE, STEP_PRICE = 3, 2
# Steps added to go round a square of the way that can no longer be built: the detour round one
# square on a grid is two steps longer than the straight line.
DETOUR = 2
# Turns counted per step still to walk, on top of the turns the way takes: of two ways equally long
# in turns, the one with fewer steps left is nearer, and a Lord who goes ahead gains. Small beside
# a turn, so that it only breaks ties: a whole move of three steps counts under half a turn.
AHEAD = 0.15
# Turns lost by a Lord who has left his way (he stands on no square of it): about what the way
# back costs, a move and some building.
OFF_WAY = 1.0
# Turns counted for a Lord with no way at all: three times the way across the bare board (from
# one Tower down to the ground and up to the other, a dozen pieces: six turns), so that a way,
# however long, counts for more than none. It is also the scale of a seat's value (`seat_value`).
NO_WAY = 18.0
# Turns counted, where the supply is counted (the hard level's), for each piece a way lacks beyond
# those its player can place: he must first free it, from under another piece or from behind his
# Lord once he has passed, which takes about a turn of his.
UNSUPPLIED = 1.0
# Turns counted, where the supply is counted, per piece lacking on the square nearest the Lord,
# falling to nothing at the Tower: he builds the part of his way he can walk first, so that the
# pieces behind him can be moved on. Under a turn a piece, so that it orders the building of a way
# without outweighing its length.
NEAR_FIRST = 0.6
FLAT = -1  # the heading of a Lord standing on a flat top (not on a run of Stairs)


class Way(NamedTuple):
    """A Lord's way to the enemy Tower from `start`: the squares he passes, in order, the top
    each must have ((height, rise), as `surface` gives it), and the steps walked by each."""

    start: int
    squares: tuple[int, ...]
    tops: tuple[tuple[int, int | None], ...]
    steps: tuple[int, ...]


class Root:
    """The position a search or a look starts from, and the Lords' ways there, worked out when
    first asked for and then kept for every position below it."""

    def __init__(self, state):
        self.state = state
        self._ways: list[Way | None] | None = None

    @property
    def ways(self) -> list[Way | None]:
        if self._ways is None:
            self._ways = ways_from(self.state)
            LAST_WORKED_OUT.clear()
            LAST_WORKED_OUT[position_key(self.state)] = self
        return self._ways


# The Root whose ways were worked out last, by the position they were worked out at: a caller
# often asks each level in turn about one position, and the ways are the same for all.
LAST_WORKED_OUT: dict = {}


def position_key(state) -> tuple:
    return state.players, state.position()


def root_at(state) -> Root:
    """A Root for `state`: the last one whose ways were worked out, if at the same position."""
    return LAST_WORKED_OUT.get(position_key(state)) or Root(state)


def ways_from(state) -> list[Way | None]:
    """Each seat's way from `state` (None for a Lord out of the game, or with no way)."""
    return [None if lord is None else find_way(state, seat)
            for seat, lord in enumerate(state.lords)]


def find_way(state, seat: int) -> Way | None:
    """The cheapest way for the Lord of `seat` to the enemy Tower (fewest pieces to place, then
    fewest steps), or None if there is none. Building is counted wherever it is needed, on
    anyone's pieces; a square that would need a piece taken away, or holds another Lord, is
    closed (but the enemy Tower: its Lord must soon leave it)."""
    step = state.board.step
    now = [state.surface(i) for i in range(len(state.columns))]
    start, goal = state.lords[seat], state.tower_of[state.adversary(seat)]
    others = {square for s, square in enumerate(state.lords) if s != seat} - {None, goal}
    first = (start, now[start][0], FLAT)  # (square, height, heading on a run of Stairs)
    price, came = {first: 0}, {}
    queue = [(0, 0, first)]
    while queue:
        paid, steps, node = heappop(queue)
        if paid > price[node]:
            continue
        i, height, heading = node
        if i == goal:
            return trace(start, came, node)
        walked = steps + (heading == FLAT)  # a run of Stairs is one step, however long
        for d in range(4) if heading == FLAT else (heading,):
            j = step[i][d]
            if j is None or j in others:
                continue
            # Onto j: flat at this height, a Stair climbed (rising towards d), or one descended.
            for top, after_height in tops_to_walk(height, d):
                after = (j, after_height, FLAT if top[1] is None else d)
                need = pieces_for(now[j], top)
                if need is None:
                    continue
                cost = paid + PIECE_PRICE * sum(need) + STEP_PRICE * (walked - steps)
                if cost < price.get(after, cost + 1):
                    price[after] = cost
                    came[after] = (node, top, walked)
                    heappush(queue, (cost, walked, after))
    return None


@cache
def tops_to_walk(height: int, d: int) -> list[tuple[tuple[int, int | None], int]]:
    """The tops a square may have for a Lord at `height` heading towards d to walk onto it, each
    with his height there: flat at his height (to stop on), a Stair rising towards d (climbed),
    or one rising back towards him (gone down)."""
    tops = [((height, None), height)]
    if height < TOWER_HEIGHT:
        tops.append(((height + 1, d), height + 1))
    if height > 0:
        tops.append(((height, opposite(d)), height - 1))
    return tops


def trace(start: int, came, node) -> Way:
    squares, tops, steps = [], [], []
    while node in came:
        before, top, walked = came[node]
        squares.append(node[0])
        tops.append(top)
        steps.append(walked)
        node = before
    return Way(start, tuple(reversed(squares)), tuple(reversed(tops)), tuple(reversed(steps)))


@cache
def pieces_for(now, top) -> tuple[int, int] | None:
    """(Blocks, Stairs) that turn a square's top `now` into `top`, None if that needs a piece
    taken away. A bare slope is first made flat by a nested Stair; Blocks raise a flat top."""
    if now == top:
        return 0, 0
    (height, rise), (wanted, slope) = now, top
    base = wanted if slope is None else wanted - 1  # the flat top the last piece goes on
    if height > base:
        return None
    return base - height, (rise is not None) + (slope is not None)


def next_piece(now, top) -> tuple[str, str] | None:
    """The piece (kind, way) to place first on a square whose top is `now` to give it `top`."""
    need = pieces_for(now, top)
    if need is None or need == (0, 0):
        return None
    if now[1] is not None:
        return STAIR, "nest"
    if need[0]:
        return BLOCK, ""
    return STAIR, DIRECTIONS[top[1]]


def turns_to_go(state, seat: int, way: Way | None, have: list[int] | None = None) -> float:
    """The turns the Lord of `seat` still needs along `way`: what the rest of it lacks, a Block
    and a Stair a turn, or its steps, three a turn, whichever takes longer. Given `have`, the Blocks
    and Stairs he can place (`supply`), also the pieces it lacks beyond those (`UNSUPPLIED`), and
    what it lacks nearest him (`NEAR_FIRST`)."""
    if way is None:
        return NO_WAY
    lord = state.lords[seat]
    start, lost = 0, 0.0
    if lord != way.start:
        flat = (state.surface(lord)[0], None)
        here = [k for k, (j, top) in enumerate(zip(way.squares, way.tops, strict=True))
                if j == lord and top == flat]
        if here:
            start = here[-1] + 1
        else:
            lost = OFF_WAY
    blocks = stairs = detours = 0
    nearness = 0  # the pieces lacking, each counted once per square of the way from it on
    placed = [0, 0]  # his free Blocks and Stairs already on the rest of the way
    goal, left = way.squares[-1], len(way.squares) - start  # its Lord is bound to leave it
    for k, (j, top) in enumerate(zip(way.squares[start:], way.tops[start:], strict=True)):
        need = pieces_for(state.surface(j), top)
        if need is None or (j in state.lords and j not in (lord, goal)):
            # Closed: the way goes round it, on a square that must be built up from the ground.
            need, detours = pieces_for(GROUND, top), detours + 1
        elif need == (0, 0) and taken_back(state, j, seat):
            # Its top piece is another player's, free: he can take it away at will.
            need = (1, 0) if state.piece_kind(j) == BLOCK else (0, 1)
        blocks, stairs = blocks + need[0], stairs + need[1]
        if have is not None:
            nearness += (left - k) * (need[0] + need[1])
            if state.movable(j, seat):
                placed[state.piece_kind(j) != BLOCK] += 1
    steps = way.steps[-1] - (way.steps[start - 1] if start else 0) + DETOUR * detours
    turns = max(blocks, stairs, steps / MOVE_STEPS) + AHEAD * steps + lost
    if have is not None:
        spare = [count - used for count, used in zip(have, placed, strict=True)]
        unsupplied = max(0, blocks - spare[0]) + max(0, stairs - spare[1])
        turns += UNSUPPLIED * unsupplied + NEAR_FIRST * nearness / max(left, 1)
    return turns


def taken_back(state, i: int, seat: int) -> bool:
    """Whether the top piece on i is another player's, free to be moved away by him."""
    column = state.columns[i]
    return bool(column) and column[-1][1] != seat and state.movable(i, column[-1][1])


def supply(state, seat: int) -> list[int]:
    """The Blocks and the Stairs `seat` can place: in his reserve, and his free pieces."""
    have = list(state.reserve[seat])
    for i in range(len(state.columns)):
        if state.movable(i, seat):
            have[state.piece_kind(i) != BLOCK] += 1
    return have
