"""Puzzles: positions from real games where the player to move must find one turn.

Two kinds, both found by brute force in games played by random and by medium players
(bench/tactics.py keeps the positions) and checked again by scripts/puzzles.py, which writes one
file a game, static/puzzles/<game>.json, fetched by the page only when the puzzles are opened:

- **win**: the player to move can win the game before their turn ends;
- **stop**: the next player threatens to win on their turn, most turns let them, and the player
  to move must find one that does not.

Each puzzle is graded by how often the easy and the medium computer solve it (`grade`: 1 easy,
2 medium, 3 hard), and the files keep them ordered from easy to hard. A puzzle is data: the
game's options, the actions from the start that make the position, and one answer the check
found (any turn that does the task is right; the answer is what "show me" plays).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from grove.core.state import State
from grove.games import GAMES

FORMAT = 1
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


def read(text: str, game_id: str) -> tuple[Puzzle, ...]:
    """The puzzles of a file written by scripts/puzzles.py (static/puzzles/<game>.json), from
    easy to hard; ValueError if it is not such a file for this game."""
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("game") != game_id:
        raise ValueError("not a file of puzzles for this game")
    found = []
    for key, kind, grade, setup, answer, options in data["puzzles"]:
        if kind not in KINDS or grade not in GRADES:
            raise ValueError(f"puzzle {key}: kind {kind!r}, grade {grade!r}")
        found.append(Puzzle(str(key), kind, grade, tuple(map(str, setup)),
                            tuple(map(str, answer)), dict(options)))
    return tuple(found)
