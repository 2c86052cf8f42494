"""The win bound: which actions may be part of a win this turn (`winning_candidates`).

Only the Lord stopping on the enemy Tower wins, and nothing follows a Lord's move: his other
moves, `end` and `pass` end the turn without a win. Building matters only as a winning move needs
it (`win_pieces`): a win that also builds elsewhere is a win without that. The bound may be wider
than the truth, never narrower: the look for a win (grove.ai.tactics) goes through what it keeps,
and a win it leaves out is one the computer neither takes nor guards against.
"""

from __future__ import annotations

from functools import cache

from grove.ai.arborel.ways import next_piece, pieces_for, tops_to_walk
from grove.games.arborel import (
    ACTION,
    BLOCK,
    GROUND,
    MOVE_STEPS,
    STAIR,
    TOWER_HEIGHT,
    column_surface,
    opposite,
    piece_text,
)


def winning_candidates(state) -> list[str]:
    """The actions of the mover that may be part of a win this turn: his move onto the enemy
    Tower, the first pieces a winning move may need, and one move away for each piece of his that
    may have to be cleared; building nearest the Tower first."""
    seat, grid = state.to_move, state.board.grid
    tower = state.tower_of[state.adversary(seat)]
    walked = set()
    pieces = win_pieces(state, seat, tower, walked)
    if pieces is None:
        return []
    offer = state.offer()
    goal = [f"lord@{grid.names[tower]}"] if tower in offer.lords else []
    away = {i for i, kind, _ in pieces if kind is None}
    if pieces:
        away |= freeing(state, seat)
    # A piece moved away only to clear its square may go anywhere out of the way: one such
    # place stands for them all, a square no move of his can pass, not beside a piece of his
    # (which it might hide before the turn moves it).
    aside = walked | {j for i, column in enumerate(state.columns) if column
                      and column[-1][1] == seat for j in state.board.step[i]}
    chosen = []
    wanted = {kind: {(i, way) for i, piece, way in pieces if piece == kind}
              for kind in (BLOCK, STAIR)}  # the pieces by kind, as the offer's spots
    for kind, source, spots in offer.pieces:
        origin = None if source is None else grid.names[source]
        useful = [spot for spot in spots if spot in wanted[kind]] if wanted[kind] else []
        if source in away:
            useful += [spot for spot in spots if spot[0] not in aside][:1] or spots
        chosen += [(i, piece_text(kind, grid.names[i], way, origin)) for i, way in useful]
    tx, ty = grid.xy(tower)
    building = sorted((abs(grid.xy(i)[0] - tx) + abs(grid.xy(i)[1] - ty), text)
                      for i, text in chosen)
    return goal + [text for _, text in building]


@cache
def squares_of(action: str) -> frozenset[str]:
    """The squares a piece is placed on or moved from, or where a Lord stops (the squares he
    walks past are not named, and not counted)."""
    if action.startswith("lord@"):
        return frozenset((action[5:],))
    match = ACTION.fullmatch(action)
    if match is None:  # `end`, `pass`
        return frozenset()
    return frozenset(name for name in match.group("first", "second") if name)


def freeing(state, seat: int) -> set[int]:
    """The squares from which moving a piece of `seat`'s away may free another of his, of a kind
    his reserve lacks, for the turn's other piece to be moved onto his way: the square of his
    piece lying on it, and the squares beside it when its four sides are hidden."""
    step, columns, reserve = state.board.step, state.columns, state.reserve[seat]

    def lacked(piece) -> bool:
        return piece[1] == seat and not reserve[piece[0] != BLOCK]

    covered = {i for i, column in enumerate(columns)
               if len(column) > 1 and column[-1][1] == seat and lacked(column[-2])}
    hidden = [i for i, column in enumerate(columns)
              if column and lacked(column[-1]) and state.hidden(i)]
    return covered | {j for i in hidden for j in step[i] if j is not None}



@cache
def raised_tops(now, below, height: int, d: int) -> tuple[tuple, ...]:
    """The tops other than `now` that a square may be given for a Lord at `height` heading
    towards d to walk onto it: (top, Blocks, Stairs, first piece) built on `now`, and on `below`
    (the top under the mover's own piece there, or None) with the first piece (None, None), his
    piece moved away. The bound asks this of millions of squares, of a few hundred kinds."""
    found = []
    for top, _ in tops_to_walk(height, d):
        for base, first in ((now, next_piece(now, top)), (below, (None, None))):
            need = base and pieces_for(base, top)
            if top != now and need:
                found.append((top, *need, first))
    return tuple(found)


def win_pieces(state, seat: int, tower: int, walked: set[int]) -> set[tuple] | None:
    """The first pieces a move of the Lord of `seat` ending on `tower` this turn may need placed,
    (square, kind, way) as `next_piece` gives them, and (square, None, None) for a piece of his
    to take away from a square; None when no move of his can end there, whatever the turn still
    builds. `walked` gathers every square any of his moves might pass, whatever is built.

    The move is followed square by square as the rules walk it (`arrival`), each square as it
    stands or with the top the walk needs there, if the pieces still to be placed this turn (a
    Block and a Stair, each at most once) can give it that top: raised as `pieces_for` counts,
    from its top or, if that is his own piece, from under it (the piece moved away counted as
    free, so that the bound may be wider than the truth, never narrower)."""
    if "lord" in state.done:
        return None
    # He steps onto the Tower from a square beside it as high as the Tower (or a Stair rising to
    # it), and each piece the turn still places raises a square by one at most.
    raising = (BLOCK not in state.done) + (STAIR not in state.done)
    if max(state.surface(j)[0] for j in state.board.step[tower] if j is not None) \
            < TOWER_HEIGHT - raising:
        return None
    step, columns = state.board.step, state.columns
    blocked = {square for s, square in enumerate(state.lords) if s != seat} - {None}
    fixed = blocked | set(state.tower_at) | {state.lords[seat]}  # nothing is placed there
    movable = (STAIR not in state.done, BLOCK not in state.done)  # his piece by its kind
    memo, options, bases = {}, {}, {}

    def tops(j, height, d, blocks, stairs) -> list[tuple]:
        """(top, Blocks and Stairs left, first piece or None) for each top square j may have
        when the Lord enters it at `height` heading towards d; kept, as a square is entered the
        same way with different steps left."""
        key = (j, height, d, blocks, stairs)
        found = options.get(key)
        if found is None:
            now, below = bases.get(j) or base_of(j)
            found = options[key] = [(now, blocks, stairs, None)]
            if j not in fixed:
                found += [(top, blocks - more_blocks, stairs - more_stairs, (j, *first))
                          for top, more_blocks, more_stairs, first
                          in raised_tops(now, below, height, d)
                          if more_blocks <= blocks and more_stairs <= stairs]
        return found

    def base_of(j) -> tuple:
        """j's top, and the top under his own piece there once it is moved away (or None)."""
        column, below = columns[j], None
        if column and column[-1][1] == seat and movable[column[-1][0] == BLOCK]:
            below = column_surface(column[:-1]) if len(column) > 1 else GROUND
        bases[j] = state.surface(j), below
        return bases[j]

    def run(j, d, height, steps, blocks, stairs) -> set[tuple] | None:
        """The first pieces of the winning moves on from entering j (None: there are none)."""
        key = (j, d, height, steps, blocks, stairs)
        if key in memo:
            return memo[key]
        found = None
        if j is not None and j not in blocked:
            walked.add(j)
            for (top, rise), b, s, first in tops(j, height, d, blocks, stairs):
                if rise is None:
                    if top != height:
                        continue
                    on = set() if j == tower else walk(j, height, steps - 1, b, s)
                elif rise == d and height == top - 1:  # up the Stair
                    on = run(step[j][d], d, top, steps, b, s)
                elif rise == opposite(d) and height == top:  # down it
                    on = run(step[j][d], d, top - 1, steps, b, s)
                else:
                    continue
                if on is not None:
                    found = (found or set()) | on | ({first} if first else set())
        memo[key] = found
        return found

    def walk(i, height, steps, blocks, stairs) -> set[tuple] | None:
        found = None
        if steps:
            for d in range(4):
                on = run(step[i][d], d, height, steps, blocks, stairs)
                if on is not None:
                    found = (found or set()) | on
        return found

    lord = state.lords[seat]
    return walk(lord, state.surface(lord)[0], MOVE_STEPS, BLOCK not in state.done,
                STAIR not in state.done)

