"""What a player sees on the board without searching: a win this turn.

`winning_line(state)` looks through the actions of the seat to move until its turn ends (one
action in most games, two stones in Trellis, several in Arbos and Arborel) for a line that ends
the game with that seat the only winner. The search itself finds such lines only when its
playouts happen to try them, and in games whose turns have several actions a win of two actions
is easily missed in a few hundred playouts; so the levels that search look first (grove.ai).

The look is bounded (`budget` positions), so that a turn of many actions cannot take long; a
game's knowledge may also say where a winning action can be at all (`winning_candidates`), so
that the look stays within that.
"""

from __future__ import annotations

from grove.ai.search import advance
from grove.core.state import State

BUDGET = 6_000  # positions looked at, at most, for one answer


class Look:
    def __init__(self, knowledge, budget: int):
        self.knowledge, self.left = knowledge, budget

    def line(self, state: State, seat: int) -> list[str] | None:
        # An action that wins at once is preferred to a longer line through this position.
        later = []
        for action in self.knowledge.winning_candidates(state):
            if self.left <= 0:
                return None
            self.left -= 1
            after = advance(state, action)
            if after.over:
                if after.winners() == (seat,):
                    return [action]
            elif after.to_move == seat:
                later.append((action, after))
        for action, after in later:
            rest = self.line(after, seat)
            if rest is not None:
                return [action, *rest]
        return None


def winning_line(state: State, knowledge, budget: int = BUDGET) -> list[str] | None:
    """Actions that win the game for the seat to move before its turn ends, or None (also when
    the look ran out of `budget` first)."""
    if state.over or state.to_move is None:
        return None
    return Look(knowledge, budget).line(state, state.to_move)
