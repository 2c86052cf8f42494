"""Arborel: how many turns each Lord still needs to reach the enemy Tower.

A Lord's way is the cheapest path found from where he stands to the enemy Tower over the
building as it is, with the pieces it still lacks: each square on it must have a given top (flat
at a height, or a Stair rising one way), and the Lord walks, climbs and descends it as the rules
let him (`find_way`). What a way still costs, in turns, is what it lacks (one Block and one Stair
a turn) or its steps (three a turn), whichever takes longer; a Lord is worth more the fewer turns
he needs. The way is worked out once per search, at its root (`ways_of`), and the positions below
are measured against it: a piece that the opponent nests onto one of the Stairs it uses, or a
Block that raises a square it needs lower, breaks it, and the opponent's way is the first place
to look for such a piece.

A Lord still on his own Tower must get off by the end of his third turn, and the plainest way
down is a flat column as high as the Tower beside it: a Lord who can no longer build one in the
turns he has left is as good as lost (`turns_down`).

The tree considers every move of the Lord, building beside the Tower while he is on it, the next
piece each square of his way lacks, pieces on the opponent's way, a sample of the other building
near the Lords and Towers, and `end`; but while he is on his Tower, nothing that leaves him no
time to get down (`in_time`).

The hard level knows more (`HARD_KNOWLEDGE`): once the reserves are spent, a player builds and
spoils only with his free pieces. So a way costs a turn more for each piece it lacks beyond those
he can place (`UNSUPPLIED`): he must first free it, from under another piece or from behind his
Lord once he has walked past. What it lacks nearest the Lord counts more (`NEAR_FIRST`): that part
he walks first, and the pieces behind him can then be moved on. A player left with no Block or no
Stair to place (or a single one) counts as further from the Tower (`SHORT`), and hard's tree also
considers covering each of the opponent's free pieces (`covers`). Its playouts are one action
long.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from functools import cache
from heapq import heappop, heappush
from itertools import accumulate, chain
from typing import NamedTuple

from grove.ai.knowledge import Knowledge, duel, standings
from grove.ai.search import advance
from grove.ai.tactics import Look
from grove.games.arborel import (
    ACTION,
    BLOCK,
    DIRECTIONS,
    GROUND,
    LEAVE_BY_TURN,
    MOVE_STEPS,
    STAIR,
    TOWER_HEIGHT,
    column_surface,
    opposite,
    piece_text,
)

NEAR = 2  # how far from a Lord or a Tower building is considered
BUILDS = 60  # building actions the tree considers at a node
DRAWS = 8  # actions a playout draws, at most, for one that leaves its Lord time to leave his Tower
# The way's price while it is searched, in sixths of a turn: a turn places two pieces (a Block and
# a Stair) and walks three steps.
PIECE_PRICE, STEP_PRICE = 3, 2
DETOUR = 2  # steps added to go round a square of the way that can no longer be built
AHEAD = 0.15  # turns counted per step still to walk, besides: a Lord who goes ahead is nearer
OFF_WAY = 1.0  # turns lost by a Lord who has left his way
NO_WAY = 18.0  # turns counted for a Lord with no way at all: more than any way takes
# Turns counted, at the hard level, for a player with no Block (or no Stair) he can place, in his
# reserve or free on the board, and for one with a single one: he can neither build nor spoil
# with that kind. Of the eleven decided games of hard against medium kept before this count, the
# loser had none of one kind at his last turn in five, the winner in one.
SHORT = (1.0, 0.4)
# Turns counted, at the hard level, for each piece a way lacks beyond those its player can place:
# he must first free it, from under another piece or from behind his Lord once he has passed.
# Without it, a way of twelve pieces for a player with five free was priced as if he had twelve,
# and his pieces went back and forth on it (a Block placed changes nothing while the Stairs lack
# as many).
UNSUPPLIED = 1.0
# Turns counted per piece lacking nearest the Lord, falling to nothing at the Tower: he builds the
# part of his way he can walk first, so that the pieces behind him can be moved on.
NEAR_FIRST = 0.6
FLAT = -1  # the heading of a Lord standing on a flat top (not on a run of Stairs)


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


class Way(NamedTuple):
    """A Lord's way to the enemy Tower from `start`: the squares he passes, in order, the top
    each must have ((height, rise), as `surface` gives it), and the steps walked by each."""

    start: int
    squares: tuple[int, ...]
    tops: tuple[tuple[int, int | None], ...]
    steps: tuple[int, ...]


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


def ways_from(state) -> list[Way | None]:
    return [None if lord is None else find_way(state, seat)
            for seat, lord in enumerate(state.lords)]


def ways_of(state) -> list[Way | None]:
    """The ways worked out at the root of the search this position is in, kept on the root's
    state and copied with it into every position below: the search never adds to a history, so
    the length of the history tells the root's positions from later ones, worked out anew."""
    kept = getattr(state, "ai_ways", None)
    if kept is None or kept[0] != len(state.history):
        kept = state.ai_ways = (len(state.history), ways_from(state))
    return kept[1]


def trace(start: int, came, node) -> Way:
    squares, tops, steps = [], [], []
    while node in came:
        before, top, walked = came[node]
        squares.append(node[0])
        tops.append(top)
        steps.append(walked)
        node = before
    return Way(start, tuple(reversed(squares)), tuple(reversed(tops)), tuple(reversed(steps)))


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


def seat_value(state, seat: int, short: bool = False) -> float:
    """In [0, 1]: nothing for a Lord out of the game or stuck on his Tower, more the fewer turns
    he needs along his way. If `short` (the hard level's), the way priced by the pieces he can
    place, and less the fewer kinds of piece he has to place: then from -1.1 up."""
    # At the hard level, a way's price counts the pieces its player must first free, and may run
    # well past NO_WAY: priced up to twice as far, a player far from the Tower still sees each
    # turn he gains.
    farthest = 2 * NO_WAY if short else NO_WAY
    lowest = 1.0 - farthest / NO_WAY - (2 * SHORT[0] / NO_WAY if short else 0.0)
    lord = state.lords[seat]
    if lord is None or seat in state.out:
        return lowest
    if stuck(state, seat):
        return lowest
    have = supply(state, seat) if short else None
    turns = turns_to_go(state, seat, ways_of(state)[seat], have)
    value = 1.0 - min(turns, farthest) / NO_WAY
    if short:
        # Past the farthest way: a player left with nothing to place, whose way is worth
        # nothing, is still worth less than one who can spoil the other's way.
        value -= sum(SHORT[n] for n in have if n < len(SHORT)) / NO_WAY
    return value


def supply(state, seat: int) -> list[int]:
    """The Blocks and the Stairs `seat` can place: in his reserve, and his free pieces."""
    have = list(state.reserve[seat])
    for i in range(len(state.columns)):
        if state.movable(i, seat):
            have[state.piece_kind(i) != BLOCK] += 1
    return have


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


class ArborelKnowledge(Knowledge):
    rollout_depth = 3
    easy_sample = 60
    plan: dict = {}  # the last win in two found: the rest of it from each position on the way

    def __init__(self, short: bool = False):
        # The hard level's: a way priced by the pieces its player can place (`turns_to_go`), a
        # player short of a kind of piece worth less (`SHORT`), the tree considering covering the
        # opponent's free pieces (`covers`), and playouts of one action.
        self.short = short
        if short:
            # One action of a playout, not three: in a long build, pieces moved at random undo
            # the way the search is weighing. With three, in a game where hard's way lacked a dozen
            # pieces (seed 2 of a4664a6329a1, action 400), every first action looked alike and its
            # pieces went back and forth for 150 actions; with one, its Lord went down and on.
            self.rollout_depth = 1

    def candidates(self, state, rng) -> list[str]:
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
        first += [text for text in self.on_ways(state) if text not in first]
        if self.short:
            first += [text for text in covers(state) if text not in first]
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

    def on_ways(self, state) -> list[str]:
        """Building on the ways: the next piece each square of the mover's own way lacks (from
        the reserve, or moved from a free piece of his), then pieces from his reserve that spoil
        the squares of the other ways: a Block, and a Stair one way only (any way but the one
        wanted there spoils it alike)."""
        seat, names = state.to_move, state.board.grid.names
        wanted, spoil = {}, {}
        for owner, way in enumerate(ways_of(state)):
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

    def rollout_action(self, state, rng) -> str:
        """One of the legal actions, each as likely as any other (as rng.choice(legal) would),
        spelt out alone; but a Lord on his Tower steps off when he can, and otherwise, in his
        last turn there, of a few actions drawn, takes one that leaves him time to get down (a
        game lost there at random says nothing of the position)."""
        offer, seat = state.offer(), state.to_move
        count = sum(len(spots) for _, _, spots in offer.pieces) + len(offer.lords)
        count += 1 if state.done else 0
        if not count:
            return state.legal()[0]  # pass
        names = state.board.grid.names
        if state.lords[seat] == state.tower_of[seat]:
            if offer.lords:
                return f"lord@{names[rng.choice(offer.lords)]}"
            for _ in range(DRAWS if last_turn_on_tower(state, seat) else 0):
                action = spell(offer, int(rng.random() * count), names)
                if not stuck(advance(state, action), seat):
                    return action
        return spell(offer, int(rng.random() * count), names)

    def evaluate(self, state):
        values = [seat_value(state, seat, self.short) for seat in range(state.players)]
        if state.players == 2:
            return duel(values[0] - values[1], 0.12)
        return standings(values, 0.12)

    def winning_candidates(self, state) -> list[str]:
        # Only the Lord stopping on the enemy Tower wins, and nothing follows a Lord's move: his
        # other moves, `end` and `pass` end the turn without a win. Building matters only as a
        # winning move needs it (`win_pieces`): a win that also builds elsewhere is a win
        # without that. Building nearest the Tower is tried first.
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
        for kind, source, spots in offer.pieces:
            origin = None if source is None else grid.names[source]
            useful = [(i, way) for i, way in spots if (i, kind, way) in pieces]
            if source in away:
                useful += [spot for spot in spots if spot[0] not in aside][:1] or spots
            chosen += [(i, piece_text(kind, grid.names[i], way, origin)) for i, way in useful]
        tx, ty = grid.xy(tower)
        building = sorted((abs(grid.xy(i)[0] - tx) + abs(grid.xy(i)[1] - ty), text)
                          for i, text in chosen)
        return goal + [text for _, text in building]

    def touched(self, action) -> frozenset[str]:
        return squares_of(action)

    def win_in_two(self, state, rng, first=None) -> list[str] | None:
        # The rest of a turn found at its first action is kept for its next ones: looked for
        # anew from there, the same turn may not be found again (the first actions looked at
        # are drawn).
        if state.position() in self.plan:
            return self.plan[state.position()]
        line = win_in_two(state, rng, Budget(LOOK_POSITIONS), first)
        self.plan, seat = {}, state.to_move
        for k in range(len(line or ())):
            if state.to_move != seat:
                break
            self.plan[state.position()] = line[k:]
            state = advance(state, line[k])
        return line


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


ORDERS = ((), (BLOCK,), (STAIR,), (BLOCK, STAIR), (STAIR, BLOCK))  # what one turn may build


def build(column, order):
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
    memo = {}

    def tops(j, height, d, blocks, stairs):
        """(top, Blocks and Stairs left, first piece or None) for each top square j may have
        when the Lord enters it at `height` heading towards d."""
        now = state.surface(j)
        yield now, blocks, stairs, None
        if j in fixed:
            return
        column = columns[j]
        below = None  # the top under his own piece there, once it is moved away
        if column and column[-1][1] == seat and movable[column[-1][0] == BLOCK]:
            below = column_surface(column[:-1]) if len(column) > 1 else GROUND
        for top, _ in tops_to_walk(height, d):
            for base, first in ((now, next_piece(now, top)), (below, (None, None))):
                need = base and pieces_for(base, top)
                if top != now and need and need[0] <= blocks and need[1] <= stairs:
                    yield top, blocks - need[0], stairs - need[1], (j, *first)

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


# -- two turns ahead -------------------------------------------------------------------------------
#
# Late in a game both Lords hover by the enemy Towers and the reserves are spent, and a game is
# decided by one turn: it leaves a win for the next turn that no turn of the opponent's stops (a
# Stair to nest and a step onto the Tower, where the only answer is to nest it oneself; two ways
# on where one piece can spoil only one; an answer wanting a piece of a kind the opponent has no
# free one of; or no win yet, but a turn is at least one action, and with his reserve spent every
# piece the opponent can move, and every move of his Lord, opens one). The search meets such
# turns only when its playouts happen on them, so the hard level looks for them: its own
# (`win_in_two`), and the opponent's after its turn (grove.ai.tactics.no_win_in_two). The look is
# bounded by positions, not time, so that the same search gives the same answer.

LOOK_POSITIONS = 10_000  # positions one look at a win in two goes through, at most (about 1.3 s)
ANSWER_POSITIONS = 1_200  # of those, the most spent looking for the answer to one threat
# Or for an action that opens no win, where there is no threat: an opponent held fast by his own
# pieces may have hundreds to try, none of them safe (some 2,200 positions in the first such
# game seen).
FORCED_POSITIONS = 3_000
WIN_LOOK = 2_000  # positions of each look for a win on the next turn


class Budget:
    """Positions a look may still go through, the looks for a win within it counted."""

    def __init__(self, positions: int):
        self.left = positions

    def advance(self, state, action: str):
        self.left -= 1
        return advance(state, action)

    def win(self, state) -> list[str] | None:
        """`winning_line` for the mover, its positions counted."""
        given = max(1, min(WIN_LOOK, self.left))
        look = Look(KNOWLEDGE, given)
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
    if state.over or not near_enough(state, seat):
        return None
    for line, after in chain(replayed(state, first), turns_from(state, rng, budget)):
        if budget.left <= 0:
            return None
        if after.over or budget.win(after) is not None:
            continue  # a win this turn is taken before this look; a loss is no threat
        if answerable(after, seat, budget) is False:
            return line + (next_win(after, seat, budget) or [])
    return None


def near_enough(state, seat: int) -> bool:
    """Whether the Lord of `seat` may reach the enemy Tower by the end of his next turn: his way
    lacks at most what two turns place, and takes at most two moves."""
    way = ways_of(state)[seat]
    return way is not None and turns_to_go(state, seat, way) <= 2 + AHEAD * 2 * MOVE_STEPS


def replayed(state, line: list[str] | None):
    """(actions, the position after them) for the turn `line` begins with, if its actions are
    legal from `state` until the mover's turn ends."""
    after = state
    for k, action in enumerate(line or ()):
        if action not in after.legal():
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
    seat, seen = state.to_move, set()

    def go(position, line, first: bool):
        if first:
            actions = KNOWLEDGE.candidates(position, rng)
        else:
            actions = [f"lord@{position.board.grid.names[i]}" for i in position.offer().lords]
            actions += KNOWLEDGE.on_ways(position) + on_squares(position, line) + ["end"]
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


def spell(offer, k: int, names) -> str:
    """The `k`-th legal action of the offer, in the order `actions_now` lists them."""
    for kind, source, spots in offer.pieces:
        if k < len(spots):
            i, way = spots[k]
            return piece_text(kind, names[i], way, None if source is None else names[source])
        k -= len(spots)
    if k < len(offer.lords):
        return f"lord@{names[offer.lords[k]]}"
    return "end"


def distinct(rng, total: int, count: int) -> list[int]:
    """`count` distinct numbers below `total`, in random order, every choice as likely (as
    `rng.sample(range(total), count)`, at a third of its cost in the browser, where `randrange`
    is Python and `random()` is not). A number drawn again is dropped, which keeps each new one
    even among those not yet drawn; when most are wanted, ordering all by random keys is
    quicker."""
    random = rng.random
    if 3 * count > total:
        return sorted(range(total), key=lambda _: random())[:count]
    drawn = {}  # in the order drawn
    while len(drawn) < count:
        drawn[int(random() * total)] = None
    return list(drawn)


def sample(groups, n: int, rng, names, leave) -> list[str]:
    """At most `n` distinct actions drawn evenly from the groups' spots, except those in
    `leave`."""
    starts = list(accumulate((len(spots) for _, _, spots in groups), initial=0))
    total = starts.pop()
    picked = []
    for k in distinct(rng, total, min(total, n + len(leave))):
        g = bisect_right(starts, k) - 1  # the last group starting at or before k: not empty
        kind, source, spots = groups[g]
        i, way = spots[k - starts[g]]
        text = piece_text(kind, names[i], way, None if source is None else names[source])
        if text not in leave:
            picked.append(text)
    return picked[:n]


KNOWLEDGE = ArborelKnowledge()
HARD_KNOWLEDGE = ArborelKnowledge(short=True)  # the hard level's (grove.ai.knowledge_for)
