"""Orbit: territory.

The evaluation counts each colour's territory as the rules do at the end (empty points inside its
orbits and half-orbits and inside no enemy one), plus a little for each stone, which holds
structures up and may still make more. The tree considers the points near the stones; passing is
considered once the opponent has passed or the board is nearly full (then it can end the game).
"""

from __future__ import annotations

from grove.ai.knowledge import Knowledge, duel
from grove.core.pie import BLACK, WHITE

STONE_WORTH = 0.3


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
        if near.bit_count() < 12:
            size, middle = board.size, board.size // 2
            centre = sum(1 << (y * size + x) for x in range(middle - 2, middle + 3)
                         for y in range(middle - 2, middle + 3))
            near |= centre & allowed
        if not near:
            near = allowed
        actions = [names[i] for i in board.bits(near)]
        rng.shuffle(actions)
        few_left = allowed.bit_count() <= max(4, board.size)
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
        for _ in range(20):
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
        black = state.territory(BLACK).bit_count() + STONE_WORTH * state.stones[BLACK].bit_count()
        white = state.territory(WHITE).bit_count() + STONE_WORTH * state.stones[WHITE].bit_count()
        rewards = duel(black - white, 2.0 + state.board.size / 4)
        return rewards if state.seat_of(BLACK) == 0 else rewards[::-1]


KNOWLEDGE = OrbitKnowledge()
