"""Rumbo: territory, as claimed stones.

The evaluation is the score each side has so far (claimed stones, and the komi for Horizontal).
Komi is offered near the board's size (a bid far from fair hands the game to the side that takes
the other seat), and the side is chosen by the tree like any action.
"""

from __future__ import annotations

from grove.ai.knowledge import Knowledge, duel
from grove.games.rumbo import BLACK, HORIZONTAL, VERTICAL, WHITE

TRIES = 24  # draws of a point and a colour before a rollout lists the legal stones instead
# Draws are tried while at least one point in EMPTY_SHARE is empty: past that, most draws miss and
# the list is cheaper.
EMPTY_SHARE = 4
# Komi bids the tree considers: up to the board's side and KOMI_ABOVE_SIZE more. A fair komi is
# near the side (a line of stones), and a bid far above it hands the game to the other seat.
KOMI_ABOVE_SIZE = 2
# The evaluation's scale, in claimed stones (komi included): a lead of three is odds of e to one;
# one or two is still open, a lead of several all but decided.
SCORE_SCALE = 3.0


class RumboKnowledge(Knowledge):
    rollout_depth = 10

    def candidates(self, state, rng) -> list[str]:
        actions = list(state.legal())
        if state.choosing_komi:
            limit = state.board.size + KOMI_ABOVE_SIZE
            actions = [a for a in actions if int(a.split()[1]) <= limit]
        # An even order, as `shuffle` gives, at a fraction of its cost: drawing a number per
        # action and sorting by it runs in C, and every new node of the tree pays for it.
        actions.sort(key=lambda _: rng.random())
        return actions

    def rollout_action(self, state, rng) -> str:
        if state.choosing_komi:
            return rng.choice(self.candidates(state, rng))
        if state.choosing_side:
            return rng.choice(state.legal())
        return random_stone(state, rng)

    def evaluate(self, state):
        if state.seat_side is None:
            return (0.5, 0.5)
        first, second = (state.side_score(side) for side in state.seat_side)
        return duel(first - second, SCORE_SCALE)


def random_stone(state, rng) -> str:
    """A legal stone drawn evenly, without listing them all (that took most of a rollout): a point
    and a colour drawn evenly and kept if legal are an even draw among the legal stones. Late in
    the game, when most draws miss, the list is cheaper."""
    stones, count, revised = state.stones, len(state.stones), state.options["rules"] == "revised"
    if state.empty * EMPTY_SHARE >= count:
        for _ in range(TRIES):
            i = rng.randrange(count)
            if stones[i] is None:
                colour = BLACK if rng.random() < 0.5 else WHITE
                if not (revised and state.holes_made(colour, i)):
                    return state.board.stone_actions[i][colour]
    return rng.choice(state.legal())


KNOWLEDGE = RumboKnowledge()
__all__ = ["KNOWLEDGE", "HORIZONTAL", "VERTICAL"]
