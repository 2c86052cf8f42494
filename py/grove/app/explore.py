"""An exploration: the player's own tree of lines around a game, which never changes the game.

The tree is rooted at the game's first position. The game's own line is one path through it,
always its main line (a position's first continuation); the player's lines branch off it or off
each other, for any seat. Any position may carry a short note. The tree is kept with its game,
in its record (grove.record, `explore`), so it goes wherever the game goes (a reload, a backup,
an export) and with it when it is deleted; a link never carries it.

While exploring, the game on screen is an `Exploring` session (grove.app.session) showing one
path of the tree. Plain Python, tested under CPython.
"""

from __future__ import annotations

from grove import record
from grove.core.state import State
from grove.i18n import Text, _, _n

MAX_NOTE = record.MAX_NOTE

GAME_LINE = Text("The game's own moves stay: an exploration never changes the game.")


class Node:
    """One position of the tree: how it was reached from its parent, and where it may go."""

    __slots__ = ("state", "parent", "children", "note")

    def __init__(self, state: State, parent: Node | None = None):
        self.state, self.parent = state, parent
        self.children: list[Node] = []
        self.note = ""

    @property
    def action(self) -> str:
        return self.state.history[-1] if self.parent is not None else ""

    @property
    def depth(self) -> int:
        return len(self.state.history)

    def child(self, action: str) -> Node | None:
        return next((c for c in self.children if c.action == action), None)


class Tree:
    """The lines explored around one game. `line` is the game's own path (nodes 0 to the end of
    its line), kept first among its parents' children."""

    def __init__(self, start: State):
        self.root = Node(start)
        self.line: list[Node] = [self.root]
        self.changes = 0  # counts the changes of its shape and notes: a list drawn is redrawn

    # -- building --------------------------------------------------------------------------------

    def adopt(self, node: Node, state: State) -> Node:
        """The child of `node` reached by `state` (played from it by one action): the one there
        already, else a new last branch."""
        found = node.child(state.history[-1])
        if found is None:
            found = Node(state, node)
            node.children.append(found)
            self.changes += 1
        return found

    def follow(self, states) -> None:
        """Make the game's line, as `states` (its positions from the start), the tree's main path:
        what it passes through is kept, what is new is added."""
        node, self.line = self.root, [self.root]
        for state in states[1:]:
            node = self.adopt(node, state)
            if node.parent.children[0] is not node:
                node.parent.children.remove(node)
                node.parent.children.insert(0, node)
                self.changes += 1
            self.line.append(node)

    # -- reading ---------------------------------------------------------------------------------

    def on_line(self, node: Node) -> bool:
        return node.depth < len(self.line) and self.line[node.depth] is node

    @staticmethod
    def path(node: Node) -> list[Node]:
        """The positions from the start to `node`."""
        nodes = []
        while node is not None:
            nodes.append(node)
            node = node.parent
        return nodes[::-1]

    @staticmethod
    def onward(node: Node) -> list[Node]:
        """Where the main continuation leads from `node`, `node` left out."""
        nodes = []
        while node.children:
            node = node.children[0]
            nodes.append(node)
        return nodes

    def nodes(self) -> list[Node]:
        """Every position, each before its children, in the order the move list shows them."""
        found, todo = [], [self.root]
        while todo:
            node = todo.pop()
            found.append(node)
            todo.extend(reversed(node.children))
        return found

    @property
    def empty(self) -> bool:
        """Nothing but the game's own line, and no note."""
        nodes = self.nodes()
        return len(nodes) == len(self.line) and not any(node.note for node in nodes)

    # -- changing --------------------------------------------------------------------------------

    def where(self, node: Node) -> str:
        """Where `node` stands, in words: on the game's own line, or on a line that leaves it."""
        if self.on_line(node):
            if node.parent is None:
                return _("The game's first position.")
            return _n("The game's own line, after {n} action.",
                      "The game's own line, after {n} actions.", node.depth)
        fork = node.parent
        while not self.on_line(fork):
            fork = fork.parent
        if fork.parent is None:
            return _("A line of your own, from the game's first position.")
        return _n("A line of your own, leaving the game after {n} action.",
                  "A line of your own, leaving the game after {n} actions.", fork.depth)

    def promotion(self, node: Node) -> int | None:
        """Where promoting `node`'s branch puts it among its parent's: first, after the game's
        own move where there is one; None where it is there already, or is the game's."""
        parent = node.parent
        if parent is None or self.on_line(node):
            return None
        place = 1 if self.on_line(parent.children[0]) else 0
        return place if parent.children.index(node) > place else None

    def promote(self, node: Node) -> bool:
        """Move `node`'s branch up (`promotion`); whether anything moved."""
        place = self.promotion(node)
        if place is None:
            return False
        node.parent.children.remove(node)
        node.parent.children.insert(place, node)
        self.changes += 1
        return True

    def deletable(self, node: Node) -> bool:
        """Whether `node` may be deleted: any position but the game's own."""
        return node.parent is not None and not self.on_line(node)

    def delete(self, node: Node) -> Node:
        """Take away `node` and everything after it; returns its parent, the position to show.
        The game's own moves are refused (ValueError, GAME_LINE)."""
        if not self.deletable(node):
            raise ValueError(GAME_LINE)
        node.parent.children.remove(node)
        self.changes += 1
        return node.parent

    def annotate(self, node: Node, text: str) -> str:
        """Write a note on a position (printable text, cut to MAX_NOTE; "" takes it away)."""
        node.note = "".join(ch for ch in text if ch.isprintable() or ch == "\n")[:MAX_NOTE].strip()
        self.changes += 1
        return node.note

    # -- stored with the game (grove.record's `explore`) -----------------------------------------

    def stored(self) -> dict | None:
        """The record's `explore`: nodes 0 to n are the game's line as it stands; each move adds
        the next node, `[parent, action]`; notes are `[node, text]`. None when there is nothing
        but the game."""
        if self.empty:
            return None
        number = {id(node): ply for ply, node in enumerate(self.line)}
        moves, notes = [], []
        for node in self.nodes():
            if id(node) not in number:
                number[id(node)] = len(number)
                moves.append([number[id(node.parent)], node.action])
            if node.note:
                notes.append([number[id(node)], node.note])
        data = {"moves": moves} if moves else {}
        if notes:
            data["notes"] = notes
        return data

    @classmethod
    def loaded(cls, positions, explored: record.Explored | None) -> Tree:
        """The tree a record holds around its line (`positions`, from the start), its moves
        already checked and played by the record."""
        tree = cls(positions[0])
        tree.follow(positions)
        if explored is not None:
            nodes = list(tree.line)
            for parent, state in explored.moves:
                nodes.append(tree.adopt(nodes[parent], state))
            for number, text in explored.notes:
                tree.annotate(nodes[number], text)
        return tree
