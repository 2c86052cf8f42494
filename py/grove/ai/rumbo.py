"""Rumbo: territory, as claimed stones.

The evaluation is the score each side has so far (claimed stones, and the komi for Horizontal).
Komi is offered near the board's size (a bid far from fair hands the game to the side that takes
the other seat), and the side is chosen by the tree like any action.
"""

from __future__ import annotations

from grove.ai.knowledge import Knowledge, duel
from grove.games.rumbo import HORIZONTAL, VERTICAL


class RumboKnowledge(Knowledge):
    rollout_depth = 10

    def candidates(self, state, rng) -> list[str]:
        actions = list(state.legal())
        if state.choosing_komi:
            limit = state.board.size + 2
            actions = [a for a in actions if int(a.split()[1]) <= limit]
        rng.shuffle(actions)
        return actions

    def rollout_action(self, state, rng) -> str:
        if state.choosing_komi:
            return rng.choice(self.candidates(state, rng))
        return rng.choice(state.legal())

    def evaluate(self, state):
        if state.seat_side is None:
            return (0.5, 0.5)
        first, second = (state.side_score(side) for side in state.seat_side)
        return duel(first - second, 3.0)


KNOWLEDGE = RumboKnowledge()
__all__ = ["KNOWLEDGE", "HORIZONTAL", "VERTICAL"]
