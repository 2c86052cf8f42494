"""Arborel: distance to the enemy Tower.

A Lord still on his own Tower must get off by the end of his third turn, and the plainest way
down is a flat column as high as the Tower beside it: a Lord who can no longer build one in the
turns he has left is as good as lost, and otherwise he is worth more the higher the flat columns
next to his Tower stand. Once off, a Lord is worth more the nearer he is to the enemy Tower and
the higher he stands (he must arrive at the Tower's height). The tree considers building next to
the player's own Tower and Lord and next to the enemy Tower, every move of the Lord, and `end`.
"""

from __future__ import annotations

from bisect import bisect_right
from functools import cache
from itertools import accumulate

from grove.ai.knowledge import Knowledge, duel, standings
from grove.games.arborel import BLOCK, LEAVE_BY_TURN, MOVE_STEPS, STAIR, TOWER_HEIGHT, piece_text

NEAR = 2  # how far from a Lord or a Tower building is considered
BUILDS = 60  # building actions the tree considers at a node


@cache
def around(size: int, i: int) -> frozenset[int]:
    x, y = i % size, i // size
    return frozenset(yy * size + xx for xx in range(max(0, x - NEAR), min(size, x + NEAR + 1))
                     for yy in range(max(0, y - NEAR), min(size, y + NEAR + 1)))


def target_of(action: str, index) -> int | None:
    """The square an action builds on or walks to (None for `end` and `pass`). Remembered per
    action text: the search reads the same few thousand texts over and over."""
    key = (action, index)
    if key not in TARGETS:
        if len(TARGETS) > 200_000:
            TARGETS.clear()
        where = action.split("@", 1)[1].split(">")[-1].split(":")[0] if "@" in action else None
        TARGETS[key] = None if where is None else index(where)
    return TARGETS[key]


TARGETS: dict = {}


def seat_value(state, seat: int) -> float:
    lord = state.lords[seat]
    if lord is None or seat in state.out:
        return 0.0
    grid = state.board.grid
    if lord == state.tower_of[seat]:
        need = turns_down(state, seat)
        if need is None or need > LEAVE_BY_TURN - state.turns_played[seat]:
            return 0.0
        exits = [state.surface(j) for j in state.board.step[lord] if j is not None
                 and j not in state.lords]
        best = max((h for h, rise in exits if rise is None), default=0)
        return 0.12 + 0.08 * best
    goal = state.tower_of[state.adversary(seat)]
    (x, y), (gx, gy) = grid.xy(lord), grid.xy(goal)
    steps = abs(x - gx) + abs(y - gy)
    height, _ = state.surface(lord)
    return 0.55 + 0.35 * (1 - steps / 18) + 0.03 * height


class ArborelKnowledge(Knowledge):
    rollout_depth = 3
    easy_sample = 60

    def candidates(self, state, rng) -> list[str]:
        seat, grid = state.to_move, state.board.grid
        focus = set(around(grid.width, state.tower_of[seat]))
        if state.lords[seat] is not None:
            focus |= around(grid.width, state.lords[seat])
        focus |= around(grid.width, state.tower_of[state.adversary(seat)])
        offer = state.offer()
        # Building near the Lords and Towers: a sample of BUILDS of them, drawn by number so that
        # only those drawn are spelt out (there are hundreds to thousands).
        groups = [(kind, source, [spot for spot in spots if spot[0] in focus])
                  for kind, source, spots in offer.pieces]
        tower = state.tower_of[seat]
        first = []
        if state.lords[seat] == tower:
            # Still on the Tower: building beside it (the way down) comes first.
            beside = set(state.board.step[tower])
            first = [piece_text(kind, grid.names[i], way) for kind, source, spots in groups
                     if source is None for i, way in spots if i in beside]
            rng.shuffle(first)
        picked = sample(groups, max(0, BUILDS - len(first)), rng, grid.names, set(first))
        lords = [f"lord@{grid.names[i]}" for i in offer.lords]
        rng.shuffle(lords)
        rest = ["end"] if state.done else []
        return (lords + first + picked + rest) or list(state.legal())

    def rollout_action(self, state, rng) -> str:
        """One of the legal actions, each as likely as any other (as rng.choice(legal) would),
        spelt out alone."""
        offer = state.offer()
        count = sum(len(spots) for _, _, spots in offer.pieces) + len(offer.lords)
        count += 1 if state.done else 0
        if not count:
            return state.legal()[0]  # pass
        return spell(offer, rng.randrange(count), state.board.grid.names)

    def evaluate(self, state):
        values = [seat_value(state, seat) for seat in range(state.players)]
        if state.players == 2:
            return duel(values[0] - values[1], 0.12)
        return standings(values, 0.12)

    def winning_candidates(self, state) -> list[str]:
        # Only the Lord stopping on the enemy Tower wins, and nothing follows a Lord's move: his
        # other moves, `end` and `pass` end the turn without a win. Building matters only where
        # he may walk (or beside it, where a piece may hide or free one there): a win that also
        # builds elsewhere is a win without that. Building nearest the Tower is tried first.
        seat, grid, step = state.to_move, state.board.grid, state.board.step
        tower = state.tower_of[state.adversary(seat)]
        walk = win_reach(state, seat, tower)
        if not walk:
            return []
        near = walk | {j for i in walk for j in step[i] if j is not None}
        offer = state.offer()
        goal = [f"lord@{grid.names[tower]}"] if tower in offer.lords else []
        tx, ty = grid.xy(tower)
        building = sorted(
            (abs(grid.xy(i)[0] - tx) + abs(grid.xy(i)[1] - ty),
             piece_text(kind, grid.names[i], way, None if source is None else grid.names[source]))
            for kind, source, spots in offer.pieces for i, way in spots
            if i in near or source in near)
        return goal + [text for _, text in building]


def turns_down(state, seat: int) -> int | None:
    """How many turns of `seat`'s, the one under way included, his Lord needs to step off his
    Tower the plainest way: onto a flat column beside it as high as the Tower, built by him from
    his reserve alone; None if that cannot be done by his third turn. Other ways down, and what
    other players may build or take back meanwhile, are left aside."""
    blocks, stairs = state.reserve[seat]
    kinds = (BLOCK, STAIR)
    if state.to_move == seat:
        if "lord" in state.done:
            return None
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
        if kind == BLOCK:
            if slope or height >= TOWER_HEIGHT or not blocks:
                return None
            height, blocks = height + 1, blocks - 1
        else:
            if not stairs or (not slope and height >= TOWER_HEIGHT):
                return None
            height, slope, stairs = (height, False, stairs - 1) if slope else \
                (height + 1, True, stairs - 1)
    return height, slope, blocks, stairs


def win_reach(state, seat: int, tower: int) -> set[int]:
    """Where the Lord of `seat` might walk on a move that ends on `tower` this turn, or nothing
    when he surely cannot get there. He steps onto it from a square beside it as high as the
    Tower, and each Block or Stair the turn still places raises a square by one at most."""
    if "lord" in state.done:
        return set()
    raising = (BLOCK not in state.done) + (STAIR not in state.done)
    beside = [state.surface(j)[0] for j in state.board.step[tower] if j is not None]
    if max(beside) < TOWER_HEIGHT - raising:
        return set()
    walk = reach_bound(state, seat, spare=0 if STAIR in state.done else 2)
    return walk if tower in walk else set()


def reach_bound(state, seat: int, spare: int) -> set[int]:
    """Every square the Lord of `seat` might reach in one move, heights and other Lords aside, if
    `spare` more Stairs stood anywhere: the turn's own Stair, and the slope that moving a nest
    off it may uncover. A step goes to the next square or on along a run of Stairs."""
    step = state.board.step
    stairs = {i for i in range(len(state.columns)) if state.surface(i)[1] is not None}
    frontier = {(state.lords[seat], spare)}  # (square, Stairs still to add)
    seen = set(frontier)
    for _ in range(MOVE_STEPS):
        following = set()
        for i, left_here in frontier:
            for d in range(4):
                j, left = step[i][d], left_here
                while j is not None:
                    if (j, left) not in seen:
                        seen.add((j, left))
                        following.add((j, left))
                    if j not in stairs:  # the run goes on only over a Stair
                        if not left:
                            break
                        left -= 1
                    j = step[j][d]
        frontier = following
    return {i for i, _ in seen}


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


def sample(groups, n: int, rng, names, leave) -> list[str]:
    """At most `n` distinct actions drawn evenly from the groups' spots, except those in
    `leave`."""
    starts = list(accumulate((len(spots) for _, _, spots in groups), initial=0))
    total = starts.pop()
    picked = []
    for k in rng.sample(range(total), min(total, n + len(leave))):
        g = bisect_right(starts, k) - 1  # the last group starting at or before k: not empty
        kind, source, spots = groups[g]
        i, way = spots[k - starts[g]]
        text = piece_text(kind, names[i], way, None if source is None else names[source])
        if text not in leave:
            picked.append(text)
    return picked[:n]


KNOWLEDGE = ArborelKnowledge()
