"""Two turns ahead: a turn after which the mover wins on his next turn, whatever the opponent does.

Late in a game both Lords hover by the enemy Towers and the reserves are spent, and a game is
decided by one turn: it leaves a win for the next turn that no turn of the opponent's stops (a
Stair to nest and a step onto the Tower, where the only answer is to nest it oneself; two ways on
where one piece can spoil only one; an answer wanting a piece of a kind the opponent has no free
one of; or no win yet, but a turn is at least one action, and with his reserve spent every piece
the opponent can move, and every move of his Lord, opens one). The search meets such turns only
when its playouts happen on them, so the hard level looks for them: its own (`win_in_two`), and
the opponent's after its turn (grove.ai.tactics.no_win_in_two). The look is bounded by positions,
not time, so that the same search gives the same answer.
"""

from __future__ import annotations

from itertools import chain

from grove.ai.arborel.bound import squares_of
from grove.ai.arborel.ways import AHEAD, turns_to_go
from grove.ai.search import advance
from grove.ai.tactics import Look
from grove.games.arborel import ACTION, MOVE_STEPS, piece_text

# Positions one look at a win in two goes through, at most: about 1.3 s under CPython, under half
# of hard's three seconds, which the look takes from its search.
LOOK_POSITIONS = 10_000
ANSWER_POSITIONS = 1_200  # of those, the most spent looking for the answer to one threat
# Or for an action that opens no win, where there is no threat: an opponent held fast by his own
# pieces may have hundreds of actions to try, none of them safe, each a few positions to show so.
FORCED_POSITIONS = 3_000
WIN_LOOK = 2_000  # positions of each look for a win on the next turn


class Budget:
    """Positions a look may still go through, the looks for a win within it counted; and the
    knowledge it looks with (the medium level's, at the look's root: `ArborelKnowledge.at`)."""

    def __init__(self, knowledge, positions: int):
        self.knowledge, self.left = knowledge, positions

    def advance(self, state, action: str):
        self.left -= 1
        return advance(state, action)

    def win(self, state) -> list[str] | None:
        """`winning_line` for the mover, its positions counted."""
        given = max(1, min(WIN_LOOK, self.left))
        look = Look(self.knowledge, given)
        line = look.line(state, state.to_move)
        self.left -= given - look.left
        return line


def win_in_two(state, rng, budget: Budget, first: list[str] | None = None) -> list[str] | None:
    """The rest of a turn of the mover's after which he wins on his next turn whatever the
    opponent does on his (`answerable`), followed by that win as it would stand if the opponent
    could do nothing (none when it is his own action that opens it); None if there is none (or
    the look ran out first). The turns looked at are the one `first` begins with, if it is one,
    then those `turns_from` lists; the opponent's turns, those that may break the win
    (`answers`)."""
    seat = state.to_move
    budget.knowledge = budget.knowledge.rooted(state)
    if state.over or not near_enough(state, seat, budget.knowledge):
        return None
    for line, after in chain(replayed(state, first), turns_from(state, rng, budget)):
        if budget.left <= 0:
            return None
        if after.over or budget.win(after) is not None:
            continue  # a win this turn is taken before this look; a loss is no threat
        if answerable(after, seat, budget) is False:
            return line + (next_win(after, seat, budget) or [])
    return None


def near_enough(state, seat: int, knowledge) -> bool:
    """Whether the Lord of `seat` may reach the enemy Tower by the end of his next turn: his way
    (as `knowledge` has it) lacks at most what two turns place, and takes at most two moves."""
    way = knowledge.ways(state)[seat]
    return way is not None and turns_to_go(state, seat, way) <= 2 + AHEAD * 2 * MOVE_STEPS


def replayed(state, line: list[str] | None):
    """(actions, the position after them) for the turn `line` begins with, if its actions are
    legal from `state` until the mover's turn ends."""
    after = state
    for k, action in enumerate(line or ()):
        if not after.allows(action):
            return
        after = advance(after, action)
        if after.over or after.to_move != state.to_move:
            yield line[: k + 1], after
            return


def turns_from(state, rng, budget: Budget):
    """(actions, position after them) for the rest of the mover's turn: a first action among the
    tree's candidates, then the Lord's moves, building on the ways or on the squares the turn
    has built on (a Block then a Stair on one square: a slope to the Tower's height, which the
    next turn nests), or `end`; each position once."""
    seat, seen, knowledge = state.to_move, set(), budget.knowledge

    def go(position, line, first: bool):
        if first:
            actions = knowledge.candidates(position, rng)
        else:
            actions = [f"lord@{position.board.grid.names[i]}" for i in position.offer().lords]
            actions += knowledge.on_ways(position) + on_squares(position, line) + ["end"]
        for action in dict.fromkeys(actions):
            if budget.left <= 0:
                return
            after = budget.advance(position, action)
            if after.over or after.to_move != seat:
                key = after.position()
                if key not in seen:
                    seen.add(key)
                    yield [*line, action], after
            else:
                yield from go(after, [*line, action], False)

    yield from go(state, [], True)


def on_squares(state, line: list[str]) -> list[str]:
    """Each piece the mover may place on the squares `line` placed on. (From each source: which
    free piece the turn uses decides which are left for the next.)"""
    grid = state.board.grid
    built = {grid.index(name) for action in line for name in squares_of(action)}
    return [piece_text(kind, grid.names[i], way, None if source is None else grid.names[source])
            for kind, source, spots in state.offer().pieces for i, way in spots if i in built]


def next_win(after, seat: int, budget: Budget) -> list[str] | None:
    """A win for `seat` on his next turn from `after` (the opponent to move) if the opponent's
    turn changed nothing: his turn ended at once."""
    passed = budget.advance(after, "end")
    if passed.over or passed.to_move != seat:
        return None
    return budget.win(passed)


def answerable(after, seat: int, budget: Budget) -> bool | None:
    """Whether some turn of the opponent's, to move at `after`, leaves `seat` no win on his next
    turn (None: the look ran out). An answer must break the win the look sees: each action tried
    touches its line (`answers`), and after it the next win seen, and so on to the turn's end.
    Every answer of one action is tried before those of two: most threats are met by one, and
    there are many more of two. Where he has no win to break, his turn must still do something,
    and each of his actions is tried until one opens none."""
    opponent, seen = after.to_move, set()

    def win_after(position):
        """`seat`'s win on his turn if the opponent's turn ended at `position`, and the position
        that turn starts from."""
        passed = budget.advance(position, "end")
        if passed.over:  # his Lord stayed on his Tower: the turn must do something else
            return passed, None if opponent in passed.winners() else []
        return passed, budget.win(passed)

    passed, line = win_after(after)
    stop = budget.left - (FORCED_POSITIONS if line is None else ANSWER_POSITIONS)
    level = [(after, None if line is None else line_squares(passed, line))]
    while level:
        following_level = []
        for position, squares in level:
            for action in answers(position, squares):
                if budget.left <= stop:
                    return None
                following = budget.advance(position, action)
                key = following.position()
                if key in seen:
                    continue
                seen.add(key)
                if following.over:
                    if opponent in following.winners():
                        return True
                    continue
                if following.to_move != opponent:  # his turn is over
                    if budget.win(following) is None:
                        return True
                    continue
                passed, further = win_after(following)
                if further is None:
                    return True
                following_level.append((following, line_squares(passed, further)))
        level = following_level
    return False


def answers(state, squares: set[int] | None) -> list[str]:
    """The actions of the seat to move that may break a win of the next player's using `squares`
    (`line_squares`): those placing a piece on one of them or moving one from there (a piece moved
    from there to anywhere else counts once), and the Lord's moves; all his actions when there is
    no such win (None)."""
    if squares is None:
        return list(state.legal())
    names, found, aside = state.board.grid.names, [], set()
    offer = state.offer()
    for kind, source, spots in offer.pieces:
        origin = None if source is None else names[source]
        for i, way in spots:
            if i in squares or (source in squares and (kind, source) not in aside):
                if i not in squares:
                    aside.add((kind, source))
                found.append(piece_text(kind, names[i], way, origin))
    return found + [f"lord@{names[i]}" for i in offer.lords]


def line_squares(state, line: list[str]) -> set[int]:
    """The squares a winning line of the mover's uses: where it places a piece, where it takes
    one from and the squares beside (hiding its four sides would keep it there), and those its
    Lord walks past to the Tower."""
    grid, step, seat = state.board.grid, state.board.step, state.to_move
    squares = set()
    for action in line:
        if action.startswith("lord@"):
            squares |= walk_to(state, seat, grid.index(action[5:]))
            break
        match = ACTION.fullmatch(action)
        squares.add(grid.index(match["first"]))
        if match["second"]:
            source = grid.index(match["first"])
            squares.add(grid.index(match["second"]))
            squares.update(j for j in step[source] if j is not None)
        state = advance(state, action)
    return squares


def walk_to(state, seat: int, target: int) -> set[int]:
    """The squares the Lord of `seat` passes on a shortest move to `target` (one he can make),
    `target` included: the squares he steps onto and the Stairs between."""
    step, came = state.board.step, state.lord_reach(seat)
    squares, j = set(), target
    while j in came:
        i, d = came[j]
        k = step[i][d]
        while k != j:
            squares.add(k)
            k = step[k][d]
        squares.add(j)
        j = i
    return squares

