"""A game being played: its line of actions, undo and redo, replay, names and its record.

The line holds every action played, the `cursor` says how many of them are in force (undo moves
it back, redo forward) and `view`, when set, shows an earlier position read-only (replay). Playing
with actions after the cursor drops them: that is a new line. Plain Python: tested in CPython.
"""

from __future__ import annotations

from dataclasses import dataclass

from grove import links, record
from grove.app.explore import Node, Tree
from grove.core.state import State, convention
from grove.games import GAMES
from grove.i18n import Text, _, say

# The computer at each level, as a player reads it (records keep the plain names). A level's name
# has its context: "medium" is also a pyramid's size, in another gender.
LEVEL_NAMES = {"easy": Text("easy", context="computer level"),
               "medium": Text("medium", context="computer level"),
               "hard": Text("hard", context="computer level")}
COMPUTERS = {level: Text("Computer, {level}", level=name) for level, name in LEVEL_NAMES.items()}


@dataclass(frozen=True)
class Turn:
    """One entry of the move list: consecutive actions of one seat."""

    number: int
    seat: int
    who: str
    plies: tuple[tuple[int, str], ...]  # (position after the action, action)


class Session:
    exploring = False  # an exploration's path (`Exploring`) rather than a game

    def __init__(self, start: State, names=(), line=(), cursor: int | None = None,
                 computers=(), hints=(), assist: bool = False):
        self.states = [start]
        for action in line:
            self.states.append(self.states[-1].play(action))
        self.cursor = len(line) if cursor is None else cursor
        self.view: int | None = None
        self.names = tuple(names) + ("",) * (start.players - len(names))
        # Per seat: "" for a person, or the computer's level ("easy", "medium", "hard:<s>").
        self.computers = tuple(computers) + ("",) * (start.players - len(computers))
        # Per seat: hints asked for. Undo does not take a hint back: it was seen.
        self.hints = tuple(hints) + (0,) * (start.players - len(hints))
        # Between people hints are off, as on lichess and OGS, unless chosen at the start.
        self.assist = assist
        self.exploration: Tree | None = None  # the player's own lines around the game, if any

    @classmethod
    def new(cls, game_id: str, options: dict, names=(), computers=(),
            assist: bool = False) -> Session:
        return cls(GAMES[game_id].new(**options), names, computers=computers, assist=assist)

    @classmethod
    def from_loaded(cls, loaded: record.Loaded) -> Session:
        """The game a record holds, at the position it points at; its positions as the record
        played them (replayed only for a record read without them)."""
        final = loaded.state
        if len(loaded.positions) == len(final.history) + 1:
            states = list(loaded.positions)
        else:
            states = [GAMES[final.game_id].new(**final.options)]
            for action in final.history:  # already checked by the record
                states.append(states[-1].play(action))
        session = cls(states[0], loaded.names, computers=loaded.computers, hints=loaded.hints,
                      assist=loaded.assist)
        session.states, session.cursor = states, loaded.at
        if loaded.explored is not None:
            session.exploration = Tree.loaded(states, loaded.explored)
        return session

    # -- positions -------------------------------------------------------------------------------

    @property
    def state(self) -> State:
        """The position in force: where the next action is played."""
        return self.states[self.cursor]

    @property
    def shown(self) -> State:
        return self.states[self.shown_ply]

    @property
    def shown_ply(self) -> int:
        return self.cursor if self.view is None else self.view

    @property
    def line(self) -> tuple[str, ...]:
        return self.states[-1].history

    @property
    def replaying(self) -> bool:
        return self.view is not None

    # -- playing, undo, redo ---------------------------------------------------------------------

    def play(self, action: str) -> int:
        """Play `action` at the cursor; returns how many later actions were dropped."""
        return self.advance(self.state.play(action))  # IllegalMove leaves all as it was

    def advance(self, state: State) -> int:
        """Take a state the controller has already played from `self.state` by one action, as
        it is (not played again); returns how many later actions were dropped."""
        if len(state.history) != self.cursor + 1 or state.history[:-1] != self.state.history:
            raise ValueError("that position does not follow the current one")
        dropped = len(self.line) - self.cursor
        del self.states[self.cursor + 1 :]
        self.states.append(state)
        self.cursor += 1
        self.view = None
        return dropped

    @property
    def can_undo(self) -> bool:
        return self.cursor > 0

    @property
    def can_redo(self) -> bool:
        return self.cursor < len(self.line)

    def undo(self) -> None:
        if self.can_undo:
            self.cursor -= 1
            self.view = None

    def redo(self) -> None:
        if self.can_redo:
            self.cursor += 1
            self.view = None

    # -- replay ----------------------------------------------------------------------------------

    def show(self, ply: int) -> None:
        """Show the position after `ply` actions of the line; the position in force is live."""
        ply = max(0, min(ply, len(self.line)))
        self.view = None if ply == self.cursor else ply

    def play_from_here(self) -> None:
        if self.view is not None:
            self.cursor, self.view = self.view, None

    @property
    def end(self) -> int:
        """Where "to the end" goes: the position in force."""
        return self.cursor

    # -- the move list and the record ------------------------------------------------------------

    def turns(self) -> list[Turn]:
        turns: list[Turn] = []
        for ply, action in enumerate(self.line, start=1):
            before = self.states[ply - 1]
            seat = before.actor(action)
            # A seat may play several turns in a row (Meyers' opening): an action continues the
            # last entry only while that turn is under way. A resignation or a draw offer joins
            # its seat's turn just played, as "e5 c3, offers a draw".
            if turns and turns[-1].seat == seat and (before.turn_so_far() or convention(action)):
                last = turns[-1]
                turns[-1] = Turn(last.number, seat, last.who, last.plies + ((ply, action),))
            else:
                turns.append(Turn(len(turns) + 1, seat, self.who(before, seat), ((ply, action),)))
        return turns

    def notation(self, ply: int, action: str) -> str:
        """How the move list writes action `ply`: its notation, or a resignation or draw offer
        in a word or two."""
        if not convention(action):
            return action
        kind, _seat = convention(action)
        if kind == "resign":
            return _("resigns")
        return _("agrees to a draw") if self.states[ply - 1].for_draw else _("offers a draw")

    def who(self, state: State, seat: int) -> str:
        return say(self.who_text(state, seat))

    def who_text(self, state: State, seat: int) -> Text:
        """Who plays `seat`, as a message to say in any language: "Ann (Black)", "White"."""
        name = self.names[seat] if seat < len(self.names) else ""
        if not name and self.computer(seat):
            name = COMPUTERS[self.computer(seat).partition(":")[0]]
        role = state.seat_name(seat)
        return Text("{name} ({role})", name=name, role=role) if name else role

    def computer(self, seat: int | None) -> str:
        """The level of the computer playing `seat`, or "" for a person."""
        return self.computers[seat] if seat is not None and seat < len(self.computers) else ""

    @property
    def against_computer(self) -> bool:
        """Some seats are the computer's and some a person's: one undo is then one of your turns."""
        return any(self.computers) and not all(self.computers)

    def undo_turn(self) -> None:
        """Undo one step as the player means it: against the computer, back to the start of the
        last turn a person played, taking back the computer's replies with it; else one action."""
        self.step(self.undo, lambda: self.can_undo)

    def redo_turn(self) -> None:
        """Bring back what `undo_turn` took: against the computer, your turn and the computer's
        replies after it, up to your next turn (the replies are the ones played, not thought
        again); else one action."""
        self.step(self.redo, lambda: self.can_redo)

    def step(self, move, can) -> None:
        """`move` once, and against the computer on until a person's turn starts."""
        while can():
            move()
            if not self.against_computer or self.at_persons_turn():
                return

    def at_persons_turn(self) -> bool:
        """The position in force awaits the first action of a person's turn (or the game is
        over)."""
        state = self.state
        return state.over or (not self.computer(state.to_move) and not state.turn_so_far())

    @property
    def hints_allowed(self) -> bool:
        """Hints against the computer always; between people only when chosen at the start."""
        return self.assist or any(self.computers)

    def use_hint(self) -> None:
        """Count a hint for the seat to move."""
        seat = self.state.to_move
        self.hints = self.hints[:seat] + (self.hints[seat] + 1,) + self.hints[seat + 1:]

    def hints_used(self) -> str:
        """Who asked for hints, in words ("" when nobody did), each seat named by the colour it
        holds now (a swap changes it)."""
        state = self.state
        used = [_("{seat} {n}", seat=state.seat_name(seat), n=n)
                for seat, n in enumerate(self.hints) if n]
        return _("Hints used: {seats}.", seats=", ".join(used)) if used else ""

    def explored(self) -> Tree:
        """The exploration around the game, its line as the game's is now (one begun if none)."""
        if self.exploration is None:
            self.exploration = Tree(self.states[0])
        self.exploration.follow(self.states)
        return self.exploration

    def record(self) -> str:
        explore = self.explored().stored() if self.exploration is not None else None
        return record.encode(self.states[-1], self.names, self.cursor, self.computers,
                             hints=self.hints, assist=self.assist, explore=explore)

    def link(self, match: str = "", sender: int | None = None, plan=()) -> str:
        """The game as a link; a game by link sends its position in force, with its id, the
        sender's seat and the sender's `plan` (its lines from there), if any."""
        if match:
            return links.to_link(self.state, self.names, match=match, sender=sender,
                                  hints=self.hints, assist=self.assist, plan=plan)
        return links.to_link(self.states[-1], self.names, self.shown_ply, self.computers,
                              hints=self.hints, assist=self.assist)


class Exploring(Session):
    """The game on screen while exploring `game`: the path to `node` and on along its main
    continuation, so that the page draws it, steps through it and plays on it as on any game,
    every seat the player's, no computer, no hints. A move played adds a branch to the tree (or
    follows the one there) where a game would drop what came after."""

    exploring = True

    def __init__(self, game: Session, node: Node):
        super().__init__(game.states[0], game.names)
        self.tree = game.exploration
        self.go(node)

    def go(self, node: Node) -> None:
        """Show `node`, with the line through it."""
        path = self.tree.path(node)
        self.nodes = path + self.tree.onward(node)
        self.states = [n.state for n in self.nodes]
        self.cursor, self.view = len(path) - 1, None

    @property
    def node(self) -> Node:
        return self.nodes[self.cursor]

    def advance(self, state: State) -> int:
        """A move played here is a branch of the tree (or the one it already holds): nothing is
        dropped."""
        self.go(self.tree.adopt(self.node, state))
        return 0

    def show(self, ply: int) -> None:
        """Step along the line shown: every position of an exploration can be played from."""
        self.cursor, self.view = max(0, min(ply, len(self.states) - 1)), None

    def play_from_here(self) -> None:
        return None

    @property
    def end(self) -> int:
        return len(self.states) - 1

    def refresh(self) -> None:
        """After the tree changed under the line shown (a branch promoted): the same position,
        with its main continuation as it is now."""
        self.go(self.node)
