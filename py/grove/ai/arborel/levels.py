"""The medium level's knowledge of Arborel (`ArborelKnowledge`) and the hard level's, which knows
more (`HardArborelKnowledge`).

A Lord is worth more the fewer turns he needs along his way (`seat_value`). Hard also counts what
a player can place: once the reserves are spent, he builds and spoils only with his free pieces. So
a way costs a turn more for each piece it lacks beyond those he can place, what it lacks nearest
the Lord counts more (`turns_to_go` given his `supply`), a player left with no Block or no Stair
to place (or a single one) counts as further from the Tower (`SHORT`), and hard's tree also
considers covering each of the opponent's free pieces (`covers`). Its playouts are one action
long.

A search or a look measures every position against the ways at the position it starts from: the
knowledge it is given is `rooted` there, a view of the level's knowledge that keeps those ways
(`Root`; the last ones worked out are used again for the same position, `root_at`). The level's
own object, unrooted, measures each position against its own ways.
"""

from __future__ import annotations

import copy

from grove.ai.arborel.bound import squares_of, winning_candidates
from grove.ai.arborel.candidates import candidates, covers, on_ways
from grove.ai.arborel.sampling import rollout_action
from grove.ai.arborel.tower import stuck
from grove.ai.arborel.two_turns import LOOK_POSITIONS, Budget, win_in_two
from grove.ai.arborel.ways import NO_WAY, Root, Way, root_at, supply, turns_to_go
from grove.ai.knowledge import Knowledge, duel, standings
from grove.ai.search import advance

# The evaluation's scale, in value (a way's turns over NO_WAY): a lead of 0.12, about two turns
# (0.12 * 18), is worth odds of e to one. A lead of a turn is an edge, not yet a won game: a way
# two turns long is spoilt in one.
MARGIN_SCALE = 0.12
# Turns counted, at the hard level, for a player with no Block (or no Stair) he can place, in his
# reserve or free on the board, and for one with a single one. With none of a kind he can neither
# build nor spoil with it, which costs about what a piece that must first be freed does (a turn,
# as `UNSUPPLIED`); a single one still meets one threat, so it counts well under half that.
SHORT = (1.0, 0.4)
# At the hard level a way's price counts the pieces its player must first free, and may run well
# past NO_WAY: priced up to twice as far, a player far from the Tower still sees each turn he gains.
HARD_FARTHEST = 2 * NO_WAY
# The hard level's value of a Lord out of the game, or stuck on his Tower: below that of the
# farthest way, even for a player with nothing to place (`SHORT` of both kinds).
HARD_LOWEST = 1.0 - HARD_FARTHEST / NO_WAY - 2 * SHORT[0] / NO_WAY


class ArborelKnowledge(Knowledge):
    """The medium level's knowledge (and, unrooted, every level's helpers)."""

    # A turn is one to three actions: a playout of three plays out about the rest of one.
    rollout_depth = 3
    # The easy level weighs the first sixty candidates: the Lord's moves and the building on the
    # ways come first, then a sample of the rest.
    easy_sample = 60
    root: Root | None = None  # where the ways are measured from (`rooted`)

    def __init__(self):
        # The last win in two found, kept by the level for the rest of its turn: the rest of it
        # from each position on the way (`win_in_two`). Shared by every view of the level.
        self.plan: dict = {}

    def rooted(self, state) -> ArborelKnowledge:
        """This knowledge for a search or look from `state`: every position below measured
        against the ways there. Already rooted (a look within a search), it stays so."""
        return self if self.root is not None else self.at(root_at(state))

    def at(self, root: Root) -> ArborelKnowledge:
        view = copy.copy(self)
        view.root = root
        return view

    def ways(self, state) -> list[Way | None]:
        """The ways `state` is measured against: the root's, or (unrooted) its own."""
        return (self.root or Root(state)).ways

    def candidates(self, state, rng) -> list[str]:
        return candidates(state, rng, self.preferred(state))

    def preferred(self, state) -> list[list[str]]:
        """The building the tree considers before its sample, in order."""
        return [self.on_ways(state)]

    def on_ways(self, state) -> list[str]:
        return on_ways(state, self.ways(state))

    def rollout_action(self, state, rng) -> str:
        return rollout_action(state, rng)

    def evaluate(self, state):
        ways = self.ways(state)
        values = [self.seat_value(state, seat, ways[seat]) for seat in range(state.players)]
        if state.players == 2:
            return duel(values[0] - values[1], MARGIN_SCALE)
        return standings(values, MARGIN_SCALE)

    def seat_value(self, state, seat: int, way: Way | None) -> float:
        """In [0, 1]: nothing for a Lord out of the game or stuck on his Tower, more the fewer
        turns he needs along `way`."""
        if state.lords[seat] is None or seat in state.out or stuck(state, seat):
            return 0.0
        return 1.0 - min(turns_to_go(state, seat, way), NO_WAY) / NO_WAY

    def winning_candidates(self, state) -> list[str]:
        return winning_candidates(state)

    def touched(self, action) -> frozenset[str]:
        return squares_of(action)

    def win_in_two(self, state, rng, first=None) -> list[str] | None:
        # The rest of a turn found at its first action is kept for its next ones: looked for
        # anew from there, the same turn may not be found again (the first actions looked at
        # are drawn).
        if state.position() in self.plan:
            return self.plan[state.position()]
        look = Budget(KNOWLEDGE.at(self.root or Root(state)), LOOK_POSITIONS)
        line = win_in_two(state, rng, look, first)
        self.plan.clear()
        seat = state.to_move
        for k in range(len(line or ())):
            if state.to_move != seat:
                break
            self.plan[state.position()] = line[k:]
            state = advance(state, line[k])
        return line


class HardArborelKnowledge(ArborelKnowledge):
    """The hard level's: a way priced by the pieces its player can place, a player short of a
    kind of piece worth less, covering the opponent's free pieces considered, and playouts of
    one action."""

    # In a long build, pieces moved at random undo the way the search is weighing: with longer
    # playouts every first action looks alike.
    rollout_depth = 1

    def preferred(self, state) -> list[list[str]]:
        return [*super().preferred(state), covers(state)]

    def seat_value(self, state, seat: int, way: Way | None) -> float:
        """From HARD_LOWEST up: less the more turns he needs along `way`, priced by the pieces
        he can place, and the fewer kinds of piece he has to place."""
        if state.lords[seat] is None or seat in state.out or stuck(state, seat):
            return HARD_LOWEST
        have = supply(state, seat)
        value = 1.0 - min(turns_to_go(state, seat, way, have), HARD_FARTHEST) / NO_WAY
        # Past the farthest way: a player left with nothing to place, whose way is worth
        # nothing, is still worth less than one who can spoil the other's way.
        return value - sum(SHORT[n] for n in have if n < len(SHORT)) / NO_WAY


KNOWLEDGE = ArborelKnowledge()
HARD_KNOWLEDGE = HardArborelKnowledge()  # the hard level's (grove.ai.knowledge_for)
