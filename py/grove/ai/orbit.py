"""Orbit: territory.

The evaluation counts each colour's territory as the rules do at the end (empty points inside its
orbits and half-orbits and inside no enemy one), plus a little for each stone, which holds
structures up and may still make more, and for each open point that touches its stones and no
enemy stone: the ground a colour is likely to close in. Without that last part a position reads
even until orbits close, and a review of a game lost by bad early stones found no mistake.

The tree considers the points near the stones; passing is considered once the opponent has passed
or the board is nearly full (then it can end the game).
"""

from __future__ import annotations

from grove.ai.knowledge import Knowledge, duel
from grove.core.pie import BLACK, WHITE

# What a stone is worth besides the territory, in points: it holds structures up and may still
# make more, but a point of territory is sure and a stone only may be; about a third of one.
STONE_WORTH = 0.3
# What an open point beside one colour's stones only is worth to it (in no structure yet): likely
# ground, not sure ground. Half a point kept the review's shares calibrated (bench/calibration.py)
# and let it find the loser's mistakes in 18 of 20 games lost to hard; a whole point did not.
INFLUENCE_WORTH = 0.5
# Fewer points than this near the stones (two points either way): an empty board, or a stone in a
# corner. The tree then also looks at the middle of the board, a square of MIDDLE points a side.
FEW_NEAR = 12
MIDDLE = 5
# Passing is considered once the points left to play are no more than a row of the board (and at
# least MIN_ROOM): by then a stone more rarely changes the territory, and a pass may end the game.
MIN_ROOM = 4
RANDOM_TRIES = 20  # draws of a point in a rollout before it lists the legal ones (as Trellis')
# The evaluation's scale, in points of territory: a lead of two points on the smallest boards,
# and a quarter of a point more per point of the board's side, is odds of e to one (a bigger board
# holds bigger swings).
SCALE_BASE, SCALE_PER_SIDE = 2.0, 4


class OrbitKnowledge(Knowledge):
    rollout_depth = 2
    easy_sample = 50

    def candidates(self, state, rng) -> list[str]:
        legal = state.legal()
        if state.choosing_colour:
            return list(legal)
        board, names = state.board, state.board.grid.names
        allowed = state.empty & ~state.prohibited_for(state.colour)
        stones = state.stones[BLACK] | state.stones[WHITE]
        near = board.step8(board.step8(stones)) & allowed
        if near.bit_count() < FEW_NEAR:
            size, low = board.size, board.size // 2 - MIDDLE // 2
            centre = sum(1 << (y * size + x) for x in range(low, low + MIDDLE)
                         for y in range(low, low + MIDDLE))
            near |= centre & allowed
        if not near:
            near = allowed
        actions = [names[i] for i in board.bits(near)]
        rng.shuffle(actions)
        few_left = allowed.bit_count() <= max(MIN_ROOM, board.size)
        if state.passes or few_left or not actions:
            actions.append("pass")
        actions += [a for a in legal if a == "swap"]
        return actions

    def rollout_action(self, state, rng) -> str:
        if state.choosing_colour:
            return rng.choice(state.legal())
        allowed = state.empty & ~state.prohibited_for(state.colour)
        if not allowed:
            return "pass"
        size2 = state.board.size * state.board.size
        for _ in range(RANDOM_TRIES):
            i = rng.randrange(size2)
            if allowed >> i & 1:
                return state.board.grid.names[i]
        return rng.choice(state.legal())

    def winning_candidates(self, state) -> list[str]:
        # Only a pass after the opponent's pass, or a stone on the last empty point, ends the game.
        legal = state.legal()
        if state.choosing_colour:
            return []
        ending = [a for a in legal if a != "pass"] if state.empty.bit_count() == 1 else []
        if state.passes == 1 and "pass" in legal:
            ending.append("pass")
        return ending

    def evaluate(self, state):
        if state.choosing_colour:
            return (0.5, 0.5)
        board, black_stones, white_stones = state.board, state.stones[BLACK], state.stones[WHITE]
        black_ground, white_ground = state.territory(BLACK), state.territory(WHITE)
        # Points inside no structure of either colour (`prohibited_for` is the other's).
        open_points = state.empty & ~(state.prohibited_for(BLACK) | state.prohibited_for(WHITE))
        near_black = board.step8(black_stones) & open_points
        near_white = board.step8(white_stones) & open_points
        black = (black_ground.bit_count() + STONE_WORTH * black_stones.bit_count()
                 + INFLUENCE_WORTH * (near_black & ~near_white).bit_count())
        white = (white_ground.bit_count() + STONE_WORTH * white_stones.bit_count()
                 + INFLUENCE_WORTH * (near_white & ~near_black).bit_count())
        rewards = duel(black - white, SCALE_BASE + board.size / SCALE_PER_SIDE)
        return rewards if state.seat_of(BLACK) == 0 else rewards[::-1]


KNOWLEDGE = OrbitKnowledge()
