"""Leaving the Tower: a Lord still on his own Tower must get off by the end of his third turn.

The plainest way down is a flat column beside the Tower as high as it: a Lord who can no longer
build one in the turns he has left is as good as lost (`turns_down`, `stuck`), and the tree does
not consider what leaves him so (`in_time`).
"""

from __future__ import annotations

from functools import cache

from grove.ai.search import advance
from grove.games.arborel import ACTION, BLOCK, LEAVE_BY_TURN, STAIR, TOWER_HEIGHT

ORDERS = ((), (BLOCK,), (STAIR,), (BLOCK, STAIR), (STAIR, BLOCK))  # what one turn may build


def last_turn_on_tower(state, seat: int) -> bool:
    return (state.lords[seat] == state.tower_of[seat]
            and state.turns_played[seat] == LEAVE_BY_TURN - 1)


def in_time(state, actions: list[str]) -> list[str]:
    """The actions after which the mover's Lord, on his Tower, still has time to get down
    (`stuck`), or all of them if none has. Only a piece placed beside the Tower, or taken from
    there, changes the columns he may go down by; any other piece of a kind spends the reserve
    and the turn's piece alike, so one stands for all. (A piece further off could still change
    where a run of Stairs from beside the Tower lands him, and so whether his turn goes on: too
    rare to pay an action each for.)"""
    seat, grid = state.to_move, state.board.grid
    beside = set(state.board.step[state.tower_of[seat]])
    verdicts, kept = {}, []
    for action in actions:
        key = action
        match = ACTION.fullmatch(action)
        if match and grid.index(match["first"]) not in beside and not (
                match["second"] and grid.index(match["second"]) in beside):
            key = match["kind"], match["second"] is None
        if key not in verdicts:
            verdicts[key] = action.startswith("lord@") or not stuck(advance(state, action), seat)
        if verdicts[key]:
            kept.append(action)
    return kept or actions


def stuck(state, seat: int) -> bool:
    """Whether the Lord of `seat` is on his Tower with no time left to build his way down."""
    if state.over or state.lords[seat] != state.tower_of[seat]:
        return False
    need = turns_down(state, seat)
    return need is None or need > LEAVE_BY_TURN - state.turns_played[seat]


def turns_down(state, seat: int) -> int | None:
    """How many turns of `seat`'s, the one under way included, his Lord needs to step off his
    Tower the plainest way: onto a flat column beside it as high as the Tower, built by him from
    his reserve alone; None if that cannot be done by his third turn. Other ways down, and what
    other players may build or take back meanwhile, are left aside."""
    blocks, stairs = state.reserve[seat]
    kinds = (BLOCK, STAIR)
    if state.to_move == seat:  # (a Lord who has moved is off his Tower)
        kinds = tuple(kind for kind in kinds if kind not in state.done)
    best = None
    for j in state.board.step[state.tower_of[seat]]:
        if j is None or j in state.lords or j in state.tower_at:
            continue
        height, rise = state.surface(j)
        need = column_turns(height, rise is not None, blocks, stairs, kinds)
        if need is not None and (best is None or need < best):
            best = need
    return best


@cache
def column_turns(height: int, slope: bool, blocks: int, stairs: int, kinds) -> int | None:
    """The fewest turns that raise a column (`height`, a bare slope on top or not) to a flat top
    at the Tower's height with `blocks` and `stairs`, one of each a turn (only `kinds` in the
    first): a Block goes on a flat top, a Stair on a flat top makes a slope one higher, and a
    Stair nested on a slope makes it flat. None beyond LEAVE_BY_TURN turns."""
    if height == TOWER_HEIGHT and not slope:
        return 1
    frontier = {(height, slope, blocks, stairs)}
    for turn in range(1, LEAVE_BY_TURN + 1):
        following = {build(column, order) for column in frontier for order in ORDERS
                     if all(kind in kinds for kind in order)} - {None}
        if any(h == TOWER_HEIGHT and not s for h, s, _, _ in following):
            return turn
        frontier, kinds = following, (BLOCK, STAIR)
    return None


def build(column, order):
    """The column (height, slope, Blocks and Stairs left) after one turn's pieces in `order`, or
    None if the rules do not allow them there."""
    height, slope, blocks, stairs = column
    for kind in order:
        if kind == BLOCK and blocks and not slope and height < TOWER_HEIGHT:  # on a flat top
            height, blocks = height + 1, blocks - 1
        elif kind == STAIR and stairs and slope:  # nested: the slope becomes flat
            slope, stairs = False, stairs - 1
        elif kind == STAIR and stairs and height < TOWER_HEIGHT:  # on a flat top: a new slope
            height, slope, stairs = height + 1, True, stairs - 1
        else:
            return None
    return height, slope, blocks, stairs
