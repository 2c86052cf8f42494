"""Trellis: connection distance.

A colour's distance is the fewest empty points it still needs to join its two sides, through its
own links (its stones cost nothing, enemy stones bar the way). Two stones a turn halve the gap, so
the evaluation weighs the difference of the two distances. The tree considers the points near the
stones (a stone far from the fight is rarely the best), the rollouts place stones there too.
"""

from __future__ import annotations

from collections import deque
from functools import cache

from grove.ai.knowledge import Knowledge, duel, without_pass
from grove.core.pie import BLACK, WHITE
from grove.games.trellis import board_for

UNREACHABLE = 99


@cache
def nearby(size: int, reach: int = 2) -> tuple[tuple[int, ...], ...]:
    """For each point, the points within `reach` steps in both directions (a square around it)."""
    grid = board_for(size).grid
    table = []
    for i in range(grid.size):
        x, y = grid.xy(i)
        table.append(tuple(j for dx in range(-reach, reach + 1) for dy in range(-reach, reach + 1)
                           if (j := grid.at(x + dx, y + dy)) is not None and j != i))
    return tuple(table)


def distance(state, colour: str) -> int:
    """Empty points `colour` still needs to join its sides (0-1 breadth-first search)."""
    board, stones = state.board, state.stones
    links = board.links[colour]
    start, goal = board.goals[colour]
    best = [UNREACHABLE] * len(stones)
    todo = deque()
    for i in start:
        if stones[i] is None or stones[i] == colour:
            cost = 0 if stones[i] == colour else 1
            best[i] = cost
            (todo.appendleft if cost == 0 else todo.append)((cost, i))
    while todo:
        cost, i = todo.popleft()
        if cost > best[i]:
            continue
        if i in goal:
            return cost
        for j in links[i]:
            here = stones[j]
            if here is None:
                step = cost + 1
                if step < best[j]:
                    best[j] = step
                    todo.append((step, j))
            elif here == colour and cost < best[j]:
                best[j] = cost
                todo.appendleft((cost, j))
    return UNREACHABLE


class TrellisKnowledge(Knowledge):
    rollout_depth = 2
    easy_sample = 60

    def near_points(self, state, rng) -> list[int]:
        stones, size = state.stones, state.board.size
        table = nearby(size)
        near = {j for i, s in enumerate(stones) if s is not None for j in table[i]
                if stones[j] is None}
        if len(near) < 12:  # an empty or nearly empty board: the middle
            middle = size // 2
            grid = state.board.grid
            near |= {grid.at(x, y) for x in range(middle - 2, middle + 3)
                     for y in range(middle - 2, middle + 3) if stones[grid.at(x, y)] is None}
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
        for _ in range(20):  # a random empty point, without listing them all
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
            margin += 1.0 if state.first_stone is None else 0.5
        elif state.colour == WHITE:
            margin -= 1.0 if state.first_stone is None else 0.5
        black_seat = state.seat_of(BLACK)
        rewards = duel(margin, 1.5)
        return rewards if black_seat == 0 else rewards[::-1]


KNOWLEDGE = TrellisKnowledge()
