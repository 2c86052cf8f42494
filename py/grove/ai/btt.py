"""Branches & Twigs & Thorns: coins and stash.

Coins decide the game; the evaluation adds what the pyramids still in the stash are likely worth
to their owner: a pyramid laid later may point at the root or at its own colour for free, and a
large pyramid on the board earns coins when opponents point at it. The board holds only 15
pyramids a player, so rollouts run far (for two players, to the end).
"""

from __future__ import annotations

from grove.ai.knowledge import Knowledge, standings

# What one pip on the board is worth to its owner as a future target (opponents pay to point at
# it), in coins: a rough constant, measured in no finer way than self-play.
TARGET_WORTH = 0.15
# The evaluation's scale, in coins: a lead of three coins over the best of the others is odds of e
# to one; a coin or two is still open, a lead of several all but decided.
COIN_SCALE = 3.0


class BTTKnowledge(Knowledge):
    rollout_depth = 16

    def candidates(self, state, rng) -> list[str]:
        actions = list(state.legal())
        rng.shuffle(actions)
        if state.in_setup:
            return actions
        # Free placements first: pointing at the root or at your own colour costs nothing.
        return sorted(actions, key=lambda a: self.cost(state, a))

    def cost(self, state, action: str) -> int:
        size, direction, name = int(action[0]), action[1], action[3:]
        board = state.board
        target = state.cells[board.towards[board.index(name)][direction]]
        if not isinstance(target, tuple) or target[0] == state.to_move:
            return 0
        return state.cost(size, target[1])[0]

    def evaluate(self, state):
        worth = [float(c) for c in state.coins]
        # In Martian Go a pyramid earns nothing when pointed at: no worth as a target.
        target_worth = 0.0 if state.martian else TARGET_WORTH
        for cell in state.cells:
            if isinstance(cell, tuple):
                worth[cell[0]] += target_worth * cell[1]
        return standings(worth, COIN_SCALE)


KNOWLEDGE = BTTKnowledge()
