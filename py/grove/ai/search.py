"""Monte Carlo tree search (UCT) over the engine contract, for any number of seats.

A node is a State. Its children are the states after its candidate actions (all of `legal()`, or
the subset the game's knowledge keeps), listed when a simulation first goes on from the node: most
nodes are reached by one simulation only, and listing candidates is much of a playout's cost in
some games. A turn of several actions needs nothing special: every action is an edge, and a node
chooses for the seat to move there. Each simulation ends in a vector of rewards, one per seat in
[0, 1]: from `winners()` if the game ended, otherwise from the game's evaluation after a short
rollout. A node's statistics are that vector summed, so each seat reads its own share.

The search stops early once its choice is settled: when the most visited action leads the next
by more visits than the budget has left, no further playout can change the answer. A search may
also start from a node of an earlier search (`root=`), keeping what that search learnt there.
"""

from __future__ import annotations

import copy
import math
import time

from grove.core.state import State

# The UCT constant, for rewards in [0, 1]: under the textbook square root of two, so that a few
# hundred playouts go deep on the few actions that look best rather than spread over sixty.
EXPLORE = 0.8
# Playouts between two checks of whether the choice is settled: a check sorts the root's children,
# and every 64 playouts it costs next to nothing, while a settled search stops within 64 of it.
SETTLE_CHECK = 64


def advance(state: State, action: str) -> State:
    """The state after `action`, which must be in `state.legal()`: `play()` without its checks.

    The history is left as it was: the search never reads it, and copying it would cost a list
    per step."""
    after = copy.copy(state)
    after.copy_position()
    after.apply(action)
    return after


def outcome(state: State) -> tuple[float, ...]:
    """Rewards of a finished game: the winners share one point."""
    winners = state.winners()
    reward = [0.0] * state.players
    for seat in winners:
        reward[seat] = 1.0 / len(winners)
    return tuple(reward)


class Node:
    """A position of the tree. A leaf, visited once by the playout that made it, keeps no
    position (`state` None): most of a tree is leaves, and a position is most of a node's memory
    (a Trellis board of 225 points, 1.8 KB), while the worker's memory never shrinks back. Its
    position is played again from its parent's if the search comes back to it."""

    __slots__ = ("state", "seat", "untried", "children", "visits", "totals")

    def __init__(self, state: State):
        self.state: State | None = state
        self.seat = state.to_move
        self.untried: list[str] | None = None  # listed when first needed (`to_try`)
        self.children: list[tuple[str, Node]] = []
        self.visits = 0
        self.totals = [0.0] * state.players

    def to_try(self, knowledge, rng) -> list[str]:
        """The candidate actions not yet tried here, the next one last (the knowledge lists its
        favourites first)."""
        if self.untried is None:
            self.untried = [] if self.seat is None else knowledge.candidates(self.state, rng)
            self.untried.reverse()
        return self.untried

    def select(self) -> tuple[str, Node]:
        seat, log_n = self.seat, math.log(self.visits)
        best, best_value = None, -1.0
        for pair in self.children:
            child = pair[1]
            value = child.totals[seat] / child.visits + EXPLORE * math.sqrt(log_n / child.visits)
            if value > best_value:
                best, best_value = pair, value
        return best


class Search:
    def __init__(self, state: State, knowledge, rng, root: Node | None = None):
        self.knowledge = knowledge.rooted(state)
        self.rng = rng
        self.root = root or Node(state)
        if self.root.state is None:  # a kept tree's leaf, searched from now
            self.root.state = state
        self.playouts = 0

    def run(self, seconds: float | None = None, playouts: int | None = None,
            settle: bool = True) -> None:
        """Simulate until `playouts` are done or `seconds` have passed (whichever comes first, of
        those given), or until the choice is settled (unless `settle` is false)."""
        start = time.perf_counter()
        deadline = None if seconds is None else start + seconds
        while True:
            if playouts is not None and self.playouts >= playouts:
                return
            if deadline is not None and self.playouts and time.perf_counter() >= deadline:
                return
            self.simulate()
            self.playouts += 1
            if len(self.root.children) == 1 and not self.root.untried:
                return  # one choice only: nothing to think about
            if settle and self.playouts % SETTLE_CHECK == 0:
                left = math.inf
                if playouts is not None:
                    left = playouts - self.playouts
                if deadline is not None:  # at the pace so far
                    now = time.perf_counter()
                    left = min(left, self.playouts * (deadline - now) / max(now - start, 1e-9))
                if self.settled(left):
                    return

    def settled(self, left: float) -> bool:
        """Whether `left` more playouts could not change the most visited action."""
        visits = sorted((child.visits for _, child in self.root.children), reverse=True)
        runner_up = visits[1] if len(visits) > 1 else 0  # an untried action starts from none
        return bool(visits) and visits[0] - runner_up > left

    def simulate(self) -> None:
        knowledge, rng = self.knowledge, self.rng
        node, path = self.root, [self.root]
        while not node.to_try(knowledge, rng) and node.children:
            action, child = node.select()
            if child.state is None:
                child.state = advance(node.state, action)
            node = child
            path.append(node)
        if node.untried:
            action = node.untried.pop()
            child = Node(advance(node.state, action))
            node.children.append((action, child))
            path.append(child)
            reward = self.rollout(child.state)
            child.state = None  # a leaf, until the search comes back
        else:
            reward = self.rollout(node.state)
        for visited in path:
            visited.visits += 1
            totals = visited.totals
            for seat, value in enumerate(reward):
                totals[seat] += value

    def rollout(self, state: State) -> tuple[float, ...]:
        knowledge, rng = self.knowledge, self.rng
        for _ in range(knowledge.rollout_depth):
            if state.over:
                break
            state = advance(state, knowledge.rollout_action(state, rng))
        if state.over:
            return outcome(state)
        return knowledge.evaluate(state)

    def best(self) -> str:
        """The most visited action at the root (ties: the better average)."""
        seat = self.root.seat

        def key(pair):
            child = pair[1]
            return child.visits, child.totals[seat] / max(child.visits, 1)

        return max(self.root.children, key=key)[0]

    def value(self, action: str) -> float | None:
        """The mover's expected share of the win after `action` at the root: his rewards over all
        the seats' (his average reward where they always sum to one: a finished game, most
        evaluations); None if it was never tried."""
        seat = self.root.seat
        for tried, child in self.root.children:
            if tried == action and child.visits:
                return child.totals[seat] / (sum(child.totals) or 1.0)
        return None

    def table(self) -> list[tuple[str, int, float]]:
        """(action, visits, average reward for the mover), most visited first: for inspection."""
        seat = self.root.seat
        rows = [(a, c.visits, c.totals[seat] / max(c.visits, 1)) for a, c in self.root.children]
        return sorted(rows, key=lambda r: -r[1])
