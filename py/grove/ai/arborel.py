"""Arborel: distance to the enemy Tower.

A Lord still on his own Tower must get off by the end of his third turn, and the plainest way
down is a column as high as the Tower beside it (three Blocks), so a Lord on his Tower is worth
more the higher the flat columns next to it stand. Once off, a Lord is worth more the nearer he
is to the enemy Tower and the higher he stands (he must arrive at the Tower's height). The tree
considers building next to the player's own Tower and Lord and next to the enemy Tower, every move
of the Lord, and `end`.
"""

from __future__ import annotations

from functools import cache

from grove.ai.knowledge import Knowledge, duel, standings
from grove.games.arborel import TOWER_HEIGHT

NEAR = 2  # how far from a Lord or a Tower building is considered


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
        exits = [state.surface(j) for j in state.board.step[lord] if j is not None
                 and j not in state.lords]
        best = max((h for h, rise in exits if rise is None), default=0)
        late = state.turns_played[seat] >= 2
        return 0.12 + 0.08 * best - (0.1 if late and best < TOWER_HEIGHT - 1 else 0.0)
    goal = state.tower_of[state.adversary(seat)]
    (x, y), (gx, gy) = grid.xy(lord), grid.xy(goal)
    steps = abs(x - gx) + abs(y - gy)
    height, _ = state.surface(lord)
    return 0.55 + 0.35 * (1 - steps / 18) + 0.03 * height


class ArborelKnowledge(Knowledge):
    rollout_depth = 3
    easy_sample = 60

    def candidates(self, state, rng) -> list[str]:
        legal = state.legal()
        seat, size = state.to_move, state.board.grid.width
        focus = set(around(size, state.tower_of[seat]))
        if state.lords[seat] is not None:
            focus |= around(size, state.lords[seat])
        focus |= around(size, state.tower_of[state.adversary(seat)])
        index = state.board.grid.index
        lords, builds, rest = [], [], []
        for action in legal:
            target = target_of(action, index)
            if target is None:
                rest.append(action)
            elif action.startswith("lord@"):
                lords.append(action)
            elif target in focus:
                builds.append(action)
        rng.shuffle(builds)
        rng.shuffle(lords)
        tower = state.tower_of[seat]
        if state.lords[seat] == tower:
            # Still on the Tower: a Block raising a column beside it (the way down) comes first.
            beside = set(state.board.step[tower])
            builds.sort(key=lambda a: not (a.startswith("block@") and ">" not in a
                                           and target_of(a, index) in beside))
        return (lords + builds[:60] + rest) or list(legal)

    def rollout_action(self, state, rng) -> str:
        return rng.choice(state.legal())

    def evaluate(self, state):
        values = [seat_value(state, seat) for seat in range(state.players)]
        if state.players == 2:
            return duel(values[0] - values[1], 0.12)
        return standings(values, 0.12)


KNOWLEDGE = ArborelKnowledge()
