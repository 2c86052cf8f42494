"""Arbos: trees and seeds.

A seed scores when it touches two or more of its owner's trees, so the evaluation counts, per
colour, the scoring seeds, and part of a point for a seed touching one tree (half way there). The
tree considers spores near the player's own seeds and spores, its replacements, and passing when
the opponent has just passed or the player leads (passing is how a game that is won ends).
"""

from __future__ import annotations

from grove.ai.knowledge import Knowledge, duel, without_pass
from grove.games.arbos import BLACK, COLOURS, MAX_TREES, WHITE

HALF_WAY = 0.35


def seed_value(state, colour: str) -> float:
    board, value = state.board, 0.0
    trees = state.trees(colour)
    for s in board.bits(state.seeds[colour]):
        around = board.step8(1 << s)
        touching = sum(1 for tree in trees if tree & around)
        value += 1.0 if touching >= 2 else HALF_WAY * touching
    return value


class ArbosKnowledge(Knowledge):
    rollout_depth = 4
    easy_sample = 50

    def candidates(self, state, rng) -> list[str]:
        legal = state.legal()
        if state.phase in ("seeding", "remove"):
            actions = list(legal)
            rng.shuffle(actions)
            return actions
        board, colour = state.board, state.colour
        mine = state.seeds[colour] | state.spores[colour]
        near = board.step8(board.step8(mine))
        cells = self.spore_cells(state)
        keep = set(board.names(cells & near)) if cells & near else set(board.names(cells))
        spores = [a for a in legal if a in keep]
        rng.shuffle(spores)
        others = [a for a in legal if a.startswith("replace@")]
        white, black = state.scores()
        ahead = (white > black) if colour == WHITE else (black >= white)
        if "pass" in legal and (state.passes or ahead or not (spores or others)):
            others.append("pass")
        return spores + others or list(legal)

    @staticmethod
    def spore_cells(state) -> int:
        """Where a spore may go, leaving out new trees once there are three: under
        `tree_limit=remove` such a spore only buys a removal, and players who keep doing that
        never run out of spores, so the game would never end."""
        colour, board = state.colour, state.board
        cells = state.spore_cells(colour)
        if len(state.trees(colour)) >= MAX_TREES:
            cells &= board.step8(state.spores[colour])
        return cells

    def rollout_action(self, state, rng) -> str:
        if state.phase in ("seeding", "remove"):
            return rng.choice(state.legal())
        cells = self.spore_cells(state)
        if not cells:
            return rng.choice(without_pass(state.legal()))
        size2 = state.board.size * state.board.size
        for _ in range(20):
            i = rng.randrange(size2)
            if cells >> i & 1:
                return state.board.grid.names[i]
        return rng.choice(without_pass(state.legal()))

    def evaluate(self, state):
        white, black = (seed_value(state, c) for c in COLOURS)
        return duel(white - black - 0.2, 1.0)  # a tie goes to Black


KNOWLEDGE = ArbosKnowledge()
__all__ = ["KNOWLEDGE", "WHITE", "BLACK"]
