"""What the search knows of a game: the base every game's knowledge refines.

- `candidates(state, rng)`: the actions the tree considers at a node, favourites first (all of
  `legal()` by default; big boards keep the points near the play).
- `rollout_action(state, rng)`: one action for the quick play after a new node; a rollout stops
  after `rollout_depth` actions and is then judged by `evaluate`.
- `evaluate(state)`: a reward per seat in [0, 1] for an unfinished game.
- `winning_candidates(state)`: the actions that may be part of a win this turn (grove.ai.tactics):
  all of `legal()` unless the game knows better.
- `touched(action)`: the squares an action places on, takes from or moves to, so that the check
  for an answer to a threat tries first those on the threat's squares (grove.ai.tactics); none
  unless the game says, and the check then keeps the legal order.
- `rooted(state)`: the knowledge for a search or look from `state`, which may keep what it works
  out there for the positions below (Arborel's ways); itself by default.
- `win_in_two(state, rng, first)`: the rest of a turn of the mover's after which no turn of the
  next player's stops him winning on his following turn, then that win as it would stand (the
  turn `first` begins with tried first), for the hard level (grove.ai.tactics): none unless the
  game looks for it.
"""

from __future__ import annotations

import math

from grove.core.state import State


def sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def duel(margin: float, scale: float) -> tuple[float, float]:
    """Rewards of two seats when seat 0 leads by `margin` (in units of `scale`)."""
    p = sigmoid(margin / scale)
    return (p, 1.0 - p)


def standings(values, scale: float) -> tuple[float, ...]:
    """Rewards of several seats from a number each: how far each is above the best of the others,
    squashed into [0, 1]."""
    rewards = []
    for seat, mine in enumerate(values):
        others = max(v for s, v in enumerate(values) if s != seat)
        rewards.append(sigmoid((mine - others) / scale))
    return tuple(rewards)


def without_pass(actions: list[str]) -> list[str]:
    """Passing is rarely good in a quick rollout; keep it only when it is all there is."""
    kept = [a for a in actions if a != "pass"]
    return kept or actions


class Knowledge:
    rollout_depth = 8
    # How many actions the `easy` level weighs, and how much noise it adds to their values.
    easy_sample = 40
    easy_noise = 0.15

    def candidates(self, state: State, rng) -> list[str]:
        actions = list(state.legal())
        rng.shuffle(actions)
        return actions

    def rollout_action(self, state: State, rng) -> str:
        return rng.choice(without_pass(state.legal()))

    def evaluate(self, state: State) -> tuple[float, ...]:
        return tuple([1.0 / state.players] * state.players)

    def winning_candidates(self, state: State) -> list[str]:
        return list(state.legal())

    def rooted(self, state: State) -> Knowledge:
        return self

    def touched(self, action: str) -> frozenset[str]:
        return frozenset()

    def win_in_two(self, state: State, rng, first: list[str] | None = None) -> list[str] | None:
        return None


GENERIC = Knowledge()
