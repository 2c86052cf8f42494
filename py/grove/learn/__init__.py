"""Lessons: a game taught in short steps, each a small position and a task.

A lesson is data: the game's options, the actions that make its position, one or two sentences,
and a task: play one of the lines given, win from the position, or try a move that the rules
refuse and read why. `judge` says what an action the player tries does to the task; the page
shows it and takes back a move off the task. Each game's lessons are a module of this package,
one file a game, read top to bottom; `RULES` there lists the rules of the game's original text,
one entry a rule (saying so where Grove reads the text one way), and a test checks that each is
taught by some lesson (`untaught`). Plain Python, tested under CPython.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field

from grove.core.state import IllegalMove, State
from grove.games import ENTRIES, GAMES
from grove.i18n import Text

# game id -> the module of its lessons (the game's entry in the registry); imported when needed
MODULES = {game_id: entry.lessons for game_id, entry in ENTRIES.items()}


@dataclass(frozen=True)
class Lesson:
    key: str  # a stable name: the progress kept for it goes by this
    title: Text
    text: Text  # what to do, in a sentence or two
    options: dict = field(default_factory=dict)  # the game's options (a small board)
    setup: tuple[str, ...] = ()  # the actions that make the position, from the start
    lines: tuple[tuple[str, ...], ...] = ()  # the task: play one of these lines
    win: bool = False  # the task: win this turn (or, against `computer`, the game)
    refused: tuple[str, ...] = ()  # the task: try one of these, and read why it is refused
    hint: Text | None = None  # what a move off the task hears
    teaches: tuple[str, ...] = ()  # the rules (of the game's RULES) this lesson teaches
    computer: str = ""  # the level of the computer playing the other seats, if any

    def start(self, game_id: str) -> State:
        state = GAMES[game_id].new(**self.options)
        for action in self.setup:
            state = state.play(action)
        return state


@dataclass(frozen=True)
class Step:
    """What one action does to the lesson's task."""

    kind: str  # "done", "going" (the task goes on), "wrong" (to be taken back), "refused"
    message: str = ""  # the rules' refusal, or the lesson's hint
    after: State | None = None  # the position after the action (None when refused)


def lessons(game_id: str) -> tuple[Lesson, ...]:
    """The game's lessons in order, or () for a game with none yet."""
    module = MODULES.get(game_id)
    return importlib.import_module(module).LESSONS if module else ()


def rules(game_id: str) -> tuple[str, ...]:
    """The rules of the game's original text, one entry a rule, that its lessons teach."""
    module = MODULES.get(game_id)
    return importlib.import_module(module).RULES if module else ()


def untaught(game_id: str) -> list[str]:
    """The entries of the game's `RULES` that no lesson teaches, in their order."""
    taught = {rule for lesson in lessons(game_id) for rule in lesson.teaches}
    return [rule for rule in rules(game_id) if rule not in taught]


def judge(lesson: Lesson, state: State, line: tuple[str, ...], action: str) -> Step:
    """What `action`, tried in `state` (reached by `line` from the lesson's position), does to
    the task."""
    try:
        after = state.play(action)
    except IllegalMove as why:
        return Step("done" if action in lesson.refused else "refused", why.args[0])
    if lesson.win:
        player = lesson.start(after.game_id).to_move
        if not after.over:
            # The turn goes on, or (in a whole game) the others play; a turn that ends without
            # the win a position one turn from it asked for is off the task.
            if after.to_move == player or lesson.computer:
                return Step("going", after=after)
            return Step("wrong", lesson.hint or "", after)
        won = player in after.winners() and len(after.winners()) < after.players
        return Step("done" if won else "wrong", "" if won else (lesson.hint or ""), after)
    played = line + (action,)
    if played in lesson.lines:
        return Step("done", after=after)
    if any(whole[:len(played)] == played for whole in lesson.lines):
        return Step("going", after=after)
    return Step("wrong", lesson.hint or "", after)
