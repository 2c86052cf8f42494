"""Puzzles: positions from games between the computer's stronger levels where the player to move
has one clear idea to find, among many turns that fail.

scripts/mine.py plays the games, looks at every position, proves by exhaustive search which of the
mover's first actions solve it, and writes one file a game, static/puzzles/<game>.json, fetched by
the page only when the puzzles are opened. A position is kept only when the choice matters: at
most a third of the mover's first actions (out of at least six) start a turn that solves it, and
every other turn is refuted. The kinds (a puzzle's theme):

- **win**: win the game before your turn ends;
- **stop**: the next player wins on their turn unless you stop it;
- **end**: an ending searched to the last turn: find a turn after which you still win, whatever
  the others do;
- **most**: find the turn that gains you the most this turn (territory, claimed stones, coins or
  scoring seeds, by the game's own count), against the best the others have.

Each puzzle is graded by how often the easy, medium and hard computers solve it and by how few
first actions solve it (`grade`: 1 easy, 2 medium, 3 hard), and the files keep them ordered from
easy to hard. A puzzle is data: the game's options, the actions from the start that make the
position, one answer (what "show the answer" plays; any turn that does the task is right), and
the facts its words state.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from grove.core.state import State
from grove.games import GAMES

FORMAT = 2
KINDS = ("win", "stop", "end", "most")
GRADES = {1: "easy", 2: "medium", 3: "hard"}


@dataclass(frozen=True)
class Puzzle:
    key: str  # a stable name (a digest of the position): what is solved is kept by it
    kind: str  # one of KINDS: the puzzle's theme
    grade: int  # 1 to 3: how hard the computers found it
    setup: tuple[str, ...]  # the actions from the start that make the position
    answer: tuple[str, ...]  # one turn that does the task, with no idle action in it
    options: dict = field(default_factory=dict)
    solving: int = 1  # first actions of the mover that start a turn doing the task
    turns: int = 1  # first actions of the mover: the legal actions of the position
    gain: int = 0  # "most": what the best turn gains, in the game's own count
    # A wrong first action -> the others' reply that refutes it (only where a turn is a single
    # action; elsewhere the tutor finds the reply to the whole turn played)
    refutations: dict = field(default_factory=dict)

    def start(self, game_id: str) -> State:
        state = GAMES[game_id].new(**self.options)
        for action in self.setup:
            state = state.play(action)
        return state


def read(text: str, game_id: str) -> tuple[Puzzle, ...]:
    """The puzzles of a file written by scripts/mine.py (static/puzzles/<game>.json), from easy
    to hard; ValueError if it is not such a file for this game."""
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("game") != game_id:
        raise ValueError("not a file of puzzles for this game")
    found = []
    for entry in data["puzzles"]:
        kind, grade = entry.get("kind"), entry.get("grade")
        if kind not in KINDS or grade not in GRADES:
            raise ValueError(f"puzzle {entry.get('key')}: kind {kind!r}, grade {grade!r}")
        found.append(Puzzle(
            str(entry["key"]), kind, grade, tuple(map(str, entry["setup"])),
            tuple(map(str, entry["answer"])), dict(entry.get("options", {})),
            int(entry["solving"]), int(entry["turns"]), int(entry.get("gain", 0)),
            {str(k): tuple(map(str, v)) for k, v in entry.get("refutations", {}).items()}))
    return tuple(found)


def write(game_id: str, puzzles) -> str:
    """The file `read` reads: one puzzle a line."""
    rows = []
    for p in puzzles:
        entry = {"key": p.key, "kind": p.kind, "grade": p.grade, "setup": list(p.setup),
                 "answer": list(p.answer), "options": p.options, "solving": p.solving,
                 "turns": p.turns}
        if p.gain:
            entry["gain"] = p.gain
        if p.refutations:
            entry["refutations"] = {k: list(v) for k, v in p.refutations.items()}
        rows.append(json.dumps(entry, separators=(",", ":"), ensure_ascii=False))
    body = ",\n".join(rows)
    return f'{{"format":{FORMAT},"game":"{game_id}","puzzles":[\n{body}\n]}}\n'
