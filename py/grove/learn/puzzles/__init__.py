"""Puzzles: positions from real games where the player to move must find one turn (issue 61).

Two kinds, both found by brute force in games played by random and by medium players
(bench/tactics.py keeps the positions) and checked again by scripts/puzzles.py, which writes one
file of this package per game:

- **win**: the player to move can win the game before their turn ends;
- **stop**: the next player threatens to win on their turn, most turns let them, and the player
  to move must find one that does not.

Each puzzle is graded by how often the easy and the medium computer solve it (`grade`: 1 easy,
2 medium, 3 hard), and the files keep them ordered from easy to hard. A puzzle is data: the
game's options, the actions from the start that make the position, and one answer the check
found (any turn that does the task is right; the answer is what "show me" plays).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field

from grove.core.state import State
from grove.games import GAMES

KINDS = ("win", "stop")
GRADES = {1: "easy", 2: "medium", 3: "hard"}


@dataclass(frozen=True)
class Puzzle:
    key: str  # a stable name (a digest of the position): what is solved is kept by it
    kind: str  # one of KINDS
    grade: int  # 1 to 3: how hard the computers found it
    setup: tuple[str, ...]  # the actions from the start that make the position
    answer: tuple[str, ...]  # one turn that does the task
    options: dict = field(default_factory=dict)

    def start(self, game_id: str) -> State:
        state = GAMES[game_id].new(**self.options)
        for action in self.setup:
            state = state.play(action)
        return state


def puzzles(game_id: str) -> tuple[Puzzle, ...]:
    """The game's puzzles from easy to hard, or () for a game with none."""
    try:
        module = importlib.import_module(f"grove.learn.puzzles.{game_id}")
    except ModuleNotFoundError:
        return ()
    return tuple(Puzzle(key, kind, grade, tuple(setup.split(", ")), tuple(answer.split(", ")),
                        dict(options))
                 for key, kind, grade, setup, answer, options in module.PUZZLES)
