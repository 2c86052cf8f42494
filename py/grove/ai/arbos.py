"""Arbos: trees and seeds.

A seed scores when it touches two or more of its owner's trees. The evaluation counts, per colour,
the scoring seeds, and for every other seed how near its two nearest trees are to touching it:
trees must grow towards the seeds, spore by spore, long before a seed scores, and with only the
touches counted every one of those spores looks alike, so the trees grow into blobs that merge
and starve. The tree considers spores near the player's own seeds and spores, its
replacements, and passing when the opponent has just passed or the player leads (passing is how a
game that is won ends).

A player with three trees never starts a fourth (it only buys removals), and a removal takes down
the smallest tree from its tips: removing spores at random splits trees, which calls for more
removals.
"""

from __future__ import annotations

from grove.ai.knowledge import Knowledge, duel
from grove.games.arbos import BLACK, COLOURS, MAX_TREES, OTHER, WHITE, trees_of

# How many spores ahead a tree's growth towards a seed is looked at: two turns' worth (a turn lays
# up to three), beyond which the opponent has had time to block the way anyway.
REACH = 6
# What a touch is worth for each spore a tree still needs to make it: under one, so that a tree
# one spore away counts for more than one two away, but not so far under that a seed six spores
# off counts for nothing (0.7 ** 6 is about a tenth).
CLOSER = 0.7
# A seed scores at two touches: each of its two nearest trees brings half of it.
HALF = 0.5
# Spores a turn lays at most, and cells each closes to the opponent (its own and the four beside
# it): with more room than their product left to the opponent, this turn cannot end the game.
SPORES_A_TURN, CELLS_CLOSED = 3, 5
# Black's edge in the evaluation, in seeds: a tie goes to Black, so an even count is not even.
TIE_EDGE = 0.2
# The evaluation's scale, in seeds: a lead of one seed is odds of e to one.
SEED_SCALE = 1.0


def seed_values(state, colour: str) -> dict[str, float]:
    """How near each of `colour`'s seeds is to scoring: 1 if it scores; otherwise half a point
    for each of its two nearest trees, times CLOSER for each spore that tree still needs to touch
    it. A tree grows through the cells where the player may place a spore and that keep it apart
    from the player's other trees (touching them would merge the two)."""
    board = state.board
    room, trees = state.spore_cells(colour), state.trees(colour)
    spores = state.spores[colour]
    reaches = []  # per tree: the cells it covers after 0, 1, ... REACH more spores
    for tree in trees:
        apart = room & ~board.step8(spores & ~tree)
        reach = [tree]
        for _ in range(REACH):
            reach.append(reach[-1] | board.step8(reach[-1]) & apart)
        reaches.append(reach)
    values = {}
    for s in board.bits(state.seeds[colour]):
        around = board.around[s]
        needs = sorted(next(d for d, cells in enumerate(reach) if cells & around)
                       for reach in reaches if reach[-1] & around)[:2]
        values[board.grid.names[s]] = 1.0 if needs == [0, 0] else sum(HALF * CLOSER**d
                                                                       for d in needs)
    return values


def removals(state) -> list[str]:
    """The tips of the player's smallest trees: spores whose removal shrinks a tree without
    splitting it in two, so every removal brings the tree count down soonest."""
    board = state.board
    trees = state.trees(state.colour)
    smallest = min(tree.bit_count() for tree in trees)
    tips = [s for tree in trees if tree.bit_count() == smallest for s in board.bits(tree)
            if len(trees_of(board.size, tree & ~(1 << s))) <= 1]
    return ["remove@" + board.grid.names[s] for s in tips]


class ArbosKnowledge(Knowledge):
    # The tree's leaves are judged as they stand, with no random spores played first: the
    # evaluation already looks at how the trees can grow, and random spores would only blur it,
    # at the cost of two playouts in five.
    rollout_depth = 0
    easy_sample = 50

    def candidates(self, state, rng) -> list[str]:
        if state.phase == "seeding":
            actions = list(state.legal())
            rng.shuffle(actions)
            return actions
        if state.phase == "remove":
            return removals(state)
        board, colour = state.board, state.colour
        mine = state.seeds[colour] | state.spores[colour]
        near = board.step8(board.step8(mine))
        cells = self.spore_cells(state)
        spores = board.names(cells & near or cells)
        rng.shuffle(spores)
        others = ["replace@" + name for name in board.names(self.replace_cells(state))]
        white, black = state.scores()
        ahead = (white > black) if colour == WHITE else (black >= white)
        if state.phase == "turn" and (state.passes or ahead or not (spores or others)):
            others.append("pass")  # a turn may always start with a pass
        return spores + others or list(state.legal())

    def winning_candidates(self, state) -> list[str]:
        # The game ends on a pass after a pass, or when neither player can place. While seeds
        # stay replaceable, or the opponent has more room than the mover's turn can close
        # (SPORES_A_TURN, CELLS_CLOSED), only the pass can end the game this turn.
        legal = state.legal()
        if state.phase == "seeding":
            return []
        other = OTHER[state.colour]
        if state.replaceable(other) or (state.spore_cells(other).bit_count()
                                        > SPORES_A_TURN * CELLS_CLOSED):
            passing = state.phase == "turn" and state.passes == 1 and "pass" in legal
            return ["pass"] if passing else []
        return list(legal)

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

    @staticmethod
    def replace_cells(state) -> int:
        """The seeds worth replacing (at a turn's start): with three trees, only those touching
        one, since a seed standing alone would start a fourth."""
        colour, board = state.colour, state.board
        if state.phase != "turn":
            return 0
        seeds = state.replaceable(colour)
        if len(state.trees(colour)) >= MAX_TREES:
            seeds &= board.step8(state.spores[colour])
        return seeds

    def evaluate(self, state):
        white, black = (sum(seed_values(state, c).values()) for c in COLOURS)
        return duel(white - black - TIE_EDGE, SEED_SCALE)


KNOWLEDGE = ArbosKnowledge()
__all__ = ["KNOWLEDGE", "WHITE", "BLACK"]
