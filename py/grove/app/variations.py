"""The move list of an exploration, as lichess writes a game with its variations: the main line
runs on, and each other branch follows the move it stands beside as an indented line of its own
("12. e4 (12. d4 d5) 12… e5"), its own branches indented again. Plain Python: the page draws
what `lines` decides, one button a move.
"""

from __future__ import annotations

from dataclasses import dataclass

from grove.app.explore import Node, Tree
from grove.core.state import convention


@dataclass(frozen=True)
class Step:
    node: Node
    number: str  # "12." before a turn that begins a round, "12…" for one that opens a line, or ""
    notation: str
    game: bool  # one of the game's own moves


@dataclass(frozen=True)
class Line:
    depth: int  # 0: the main line; 1: a branch of it; 2: a branch of that...
    steps: tuple[Step, ...]


class Counter:
    """How the list numbers turns, as the game's own move list does (grove.app.movelist): with
    two players a round holds a turn of each seat, else each turn is a round."""

    def __init__(self, players: int):
        self.players = players

    def after(self, node: Node, count: tuple[int, int | None]) -> tuple[tuple[int, int | None],
                                                                        bool]:
        """The (round, seat of the last turn) after `node`'s move, from `count` before it, and
        whether that move begins a turn."""
        before, action = node.parent.state, node.action
        seat = before.actor(action)
        starts = not before.turn_so_far() and not convention(action)
        number, last = count
        if starts and (self.players != 2 or last is None or seat <= last):
            number += 1
        return (number, seat if starts else last), starts


def lines(tree: Tree) -> list[Line]:
    """The list's lines, top to bottom. A branch's line comes right after the segment that ends
    with the move it stands beside, its own branches after it, then that segment's line goes on
    (a stack rather than recursion: a tree may nest deeper than Python recurses)."""
    counter, found = Counter(tree.root.state.players), []
    todo = [(tree.root.children[0], (0, None), 0, False)] if tree.root.children else []
    while todo:
        node, count, depth, opening = todo.pop()
        steps: list[Step] = []
        while True:
            before = count
            count, starts = counter.after(node, before)
            number = f"{count[0]}." if starts and count[0] > before[0] else (
                f"{count[0]}…" if opening else "")
            steps.append(Step(node, number, node.action, tree.on_line(node)))
            opening, siblings = False, node.parent.children
            if siblings[0] is node and len(siblings) > 1:
                if node.children:
                    todo.append((node.children[0], count, depth, True))
                todo.extend((other, before, depth + 1, True) for other in reversed(siblings[1:]))
                break
            if not node.children:
                break
            node = node.children[0]
        found.append(Line(depth, tuple(steps)))
    return found
