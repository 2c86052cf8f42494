"""The game on screen, as one plain-Python object: its session, its controller, where it is
stored, and what kind of game it is (its mode). Plain Python, tested under CPython.

The page's rooms read the table and ask it to change; none writes its fields. Each change says
what follows from it (a `Played`, a `Saved`, a refusal in words), and the page draws the table
again, runs what was asked (an address, an announcement) and says the words.

A **mode** is what differs by the kind of game on screen, and nothing else:
- `LOCAL`: a game of your own on this screen, against the computer, or one opened from a link or
  a copy (not yours until played on: it has no key until then);
- `ByLink`: a game with a friend by link, played here for one seat: the board is locked while
  another seat is to move, and Undo reaches only your moves not yet final;
- `Learning`: a lesson or a puzzle (grove.app.tutor), never stored, with nothing before its
  position to take back;
- `Explore`: an exploration of a game (grove.app.explore): a table of its own, whose moves go
  into the game's tree and are kept with the game, never into its line.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from grove.app import words
from grove.app.controller import Controller, Outcome
from grove.app.linkseat import LinkSeat
from grove.app.plan import PLAY, add, check, planned, step
from grove.app.routes import game_url
from grove.app.session import Exploring, Session
from grove.app.store import Diverged, Opened, Store, StoreError, parting
from grove.i18n import Text, _, _n, say

READ_ONLY = Text("You are viewing an earlier position: press Play from here to play on from "
                 "it, or go to the end.")


class Mode:
    """A game of your own, or one looked at: every seat may be played here, Undo reaches the
    start."""

    stored = True  # written to your games as it is played (once it has a key)
    link: LinkSeat | None = None
    tutor = None
    game: Table | None = None  # the game explored, while exploring

    def here(self) -> int | None:
        """The seat drawn at the bottom: the one played on this screen, if only one is."""
        return None

    def waiting(self, session: Session) -> str:
        """Why the position in force is not to be played from this screen, or ""."""
        return ""

    def takes_back(self, session: Session) -> bool:
        """Whether Undo may take back the last action in force."""
        return session.can_undo

    def undo_refusal(self) -> str:
        return ""

    def play_from_refusal(self, session: Session) -> str:
        """Why play cannot go on from the position on show, or ""."""
        return ""


LOCAL = Mode()


@dataclass(frozen=True)
class ByLink(Mode):
    """A game by link, played here for `link.seat`."""

    link: LinkSeat

    def here(self) -> int | None:
        return self.link.seat

    def waiting(self, session: Session) -> str:
        state = session.state
        if not state.over and state.to_move != self.link.seat:
            return _("It is {who}'s turn: their move comes to you as a link.",
                     who=session.who(state, state.to_move))
        return ""

    def takes_back(self, session: Session) -> bool:
        return session.can_undo and session.cursor > self.link.final

    def undo_refusal(self) -> str:
        return _("In a game by link, Undo takes back only your own moves not yet final "
                 "(confirmed or sent).")

    def play_from_refusal(self, session: Session) -> str:
        if session.view is not None and session.view < self.link.final:
            return _("In a game by link, play goes on from the moves all players have.")
        return ""


@dataclass(frozen=True)
class Learning(Mode):
    """A lesson or a puzzle: the tutor (grove.app.tutor) judges each action."""

    tutor: object
    stored = False

    def here(self) -> int | None:
        return self.tutor.seat

    def takes_back(self, session: Session) -> bool:
        return False  # the position is the lesson's: nothing before it to take back


@dataclass(frozen=True, eq=False)
class Explore(Mode):
    """An exploration of `game`'s table: every seat played here, stored only as the game's."""

    game: Table
    stored = False

    def here(self) -> int | None:
        return self.game.mode.here()


def mode_for(link: LinkSeat | None = None, tutor=None) -> Mode:
    if tutor is not None:
        return Learning(tutor)
    return ByLink(link) if link is not None else LOCAL


@dataclass(frozen=True)
class Played:
    """An action now in force: who did what (for the live region), and what to tell the
    player."""

    announce: str
    message: str = ""


@dataclass(frozen=True)
class Saved:
    """What writing the game gave: `address`, the game's own address to show (it is stored);
    `clash`, another tab's game that this one does not extend; `problem`, why it was not."""

    address: str | None = None
    clash: Diverged | None = None
    problem: str = ""


# What another tab's write means for the game on screen (`Table.catch_up`).
UNCHANGED, DELETED, UNREADABLE, CLASHED, MOVED_ON = (
    "unchanged", "deleted", "unreadable", "clashed", "moved on")


@dataclass(frozen=True)
class CatchUp:
    """`kind` says what another tab did to the game on screen: nothing that matters here, deleted
    it, left it unreadable (the store set it aside, and says so), wrote at once with this tab
    (`clash`: the browser kept the other's line; this tab's is kept as a copy), or played on
    (`opened`: the game as it is stored now, to show)."""

    kind: str
    opened: Opened | None = None
    clash: Diverged | None = None


class Table:
    """The game on screen: `session` (the line, undo, replay), `controller` (the clicks of
    the turn under way), `key` (where it is stored: None until it is a game of yours), `rev`
    (the stored write this tab last saw), `name`, and `mode`."""

    def __init__(self, session: Session, key: str | None = None, name: str = "",
                 mode: Mode = LOCAL, rev: int | None = None):
        self.session, self.key, self.name, self.mode, self.rev = session, key, name, mode, rev
        self.controller = Controller(session.state)

    @property
    def game_id(self) -> str:
        return self.session.state.game_id

    @property
    def link(self) -> LinkSeat | None:
        return self.mode.link

    @property
    def tutor(self):
        return self.mode.tutor

    # -- what may be done ------------------------------------------------------------------------

    def locked(self) -> str:
        """Why the board cannot be played from this screen now, or "": an earlier position on
        show, or another seat's turn in a game by link."""
        if self.session.replaying:
            return READ_ONLY
        return self.mode.waiting(self.session)

    def playable(self) -> bool:
        """Whether the board takes clicks: not locked, and no lesson or puzzle finished."""
        return not self.locked() and not (self.tutor and self.tutor.finished)

    def pending(self) -> bool:
        """A game by link: whether your last actions are not final yet (Undo can still take
        them back)."""
        return self.link is not None and self.session.cursor > self.link.final

    def can_undo(self) -> bool:
        return self.mode.takes_back(self.session)

    def can_redo(self) -> bool:
        return self.session.can_redo and self.tutor is None

    # -- changes ---------------------------------------------------------------------------------

    def play(self, action: str) -> Outcome:
        """Play a button's action (or the computer's, or the clock's pass) from the position in
        force, whatever was selected; the outcome says how it went."""
        self.controller = Controller(self.session.state)
        return self.controller.play(action)

    def commit(self, store: Store) -> Played:
        """Put in force the action the controller just played (played once: the session takes
        the controller's position as it is). A game that is not yours yet becomes one."""
        session, state = self.session, self.controller.state
        before = session.state
        dropped = len(session.line) - session.cursor
        session.advance(state)
        action = state.history[-1]
        who = session.who(before, before.actor(action))
        announce = _("{who}: {action}.", who=who, action=before.describe(action)) + (
            " " + _("Game over: {result}", result=state.result()) if state.over else "")
        if not self.mode.stored:
            return Played(announce)
        message = ""
        if dropped:
            message = _n("A new line: the {n} later action was dropped.",
                         "A new line: the {n} later actions were dropped.", dropped)
        if self.key is None:  # the player plays on: from now on this is a game of their own
            self.key = store.new_key()
            message = " ".join(filter(None, [message, _("This is now one of your games; what "
                                                        "you opened stays as it was.")]))
        return Played(announce, message)

    def moved(self) -> None:
        """After undo, redo, play from here or a change of seat: the turn starts afresh."""
        self.controller = Controller(self.session.state)

    def undo(self) -> str | None:
        """Take back a turn (against the computer, your last turn and its replies): None when
        done, else why not ("" when there is nothing to say)."""
        if not self.can_undo():
            return self.mode.undo_refusal()
        self.session.undo_turn()
        self.moved()
        return None

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        self.session.redo_turn()
        self.moved()
        return True

    def show(self, ply: int) -> None:
        """An earlier position on show (or the one in force again): nothing selected."""
        self.session.show(ply)
        self.controller.cancel()

    def play_from_here(self) -> str:
        """Play on from the position on show: "" when done, else why not."""
        refusal = self.mode.play_from_refusal(self.session)
        if not refusal:
            self.session.play_from_here()
            self.moved()
        return refusal

    # -- exploring ------------------------------------------------------------------------------

    def can_explore(self) -> bool:
        """Whether an exploration may be opened here: not from one, not in a lesson or a puzzle
        before it is done, and not while a turn clock runs (its time would stand still)."""
        state = self.session.state
        timed = state.options.get("turn_seconds") and not state.over and self.link is None
        return not self.session.exploring and not timed and not (
            self.tutor is not None and not self.tutor.finished)

    def explore(self) -> Table:
        """A table exploring this game from the position on show (its tree begun if need be)."""
        tree = self.session.explored()
        node = tree.line[self.session.shown_ply]
        return Table(Exploring(self.session, node), name=self.name, mode=Explore(self))

    def explored_plan(self) -> tuple[str, ...] | None:
        """Exploring a game by link whose turn is no longer yours: the line shown past the
        game's end, which "Plan this reply" would add to your plan (None where there is none)."""
        game = self.mode.game
        if game is None or game.link is None:
            return None
        state, shown = game.session.state, self.session.shown.history
        if state.over or state.to_move == game.link.seat or shown[:len(state.history)] != (
                state.history) or len(shown) == len(state.history):
            return None
        return shown[len(state.history):]

    def keep_exploration(self, store: Store) -> tuple[Saved, str]:
        """Exploring: write the game with its tree, and what to tell the player. A game not
        yours yet becomes one (what was opened stays as it was); a lesson's or a puzzle's tree
        is not kept."""
        game = self.mode.game
        if not game.mode.stored:
            return Saved(), _("This exploration is not kept: a lesson or a puzzle is not stored.")
        message = ""
        if game.key is None:
            game.key = store.new_key()
            message = _("This game is now one of your games, kept with your exploration; what "
                        "you opened stays as it was.")
        return game.save(store), message

    def seat_players(self, names: tuple[str, ...], computers: tuple[str, ...]) -> None:
        """Who plays each seat now: names, and the computer's level or "" for a person."""
        self.session.names, self.session.computers = names, computers

    def set_link(self, **change) -> None:
        """A game by link: change the seat's record (what is final, whether turns wait for a
        confirmation)."""
        self.mode = ByLink(dataclasses.replace(self.link, **change))

    def confirm(self) -> bool:
        """Make your actions not yet final final (a turn confirmed, a link sent)."""
        if not self.pending():
            return False
        self.set_link(final=self.session.cursor)
        return True

    # -- planned replies (grove.app.plan) --------------------------------------------------------

    def play_planned(self) -> str:
        """A game by link: once your turn is final (confirmed; at once where turns are not
        confirmed), the reply another seat planned to it is played, as theirs, and is final
        too; what to say of it ("" if none). The plans are then as the line leaves them."""
        link, session = self.link, self.session
        if link is None or (self.pending() and link.confirm):
            return ""
        said = []
        for plan in link.plans:
            found = step(plan, session.state) if plan.owner != link.seat else None
            if found is None or found.kind != PLAY:
                continue
            before = session.state
            for action in found.actions:
                session.advance(session.state.play(action))
            said.append(_("{who}'s planned reply: {turn}.", who=session.who(before, plan.owner),
                          turn=words.line(before, found.actions)))
        self.set_link(final=session.cursor if said else link.final,
                      plans=link.rooted(session.line).plans)
        self.moved()
        return " ".join(said)

    def plan_line(self, line) -> str:
        """A game by link, your turn played: `line`, explored from the game as it stands, added
        to your plan (cut after your last whole turn in it); what to tell the player."""
        link, state = self.link, self.session.state
        if link is None or state.over or state.to_move == link.seat:
            return _("A plan answers the turns of the others after your own: play your turn "
                     "first.")
        kept = planned(state, link.seat, line)
        if not kept:
            return _("A plan needs a turn of the others, then your reply to it.")
        plan = add(link.own_plan if link.own_plan and not link.own_plan.withdrawn else None,
                   state, link.seat, kept)
        refusal = check(plan, state)
        if refusal is not None:
            return say(refusal)
        self.set_link(plans=link.with_plan(link.seat, plan).plans)
        return ""

    def withdraw_plan(self) -> bool:
        """Take your plan back: it is no longer sent, but what it may already have played on
        another screen stays yours when their link comes back."""
        plan = self.link.own_plan if self.link else None
        if plan is None or plan.withdrawn:
            return False
        self.set_link(plans=self.link.with_plan(plan.owner, dataclasses.replace(
            plan, withdrawn=True)).plans)
        return True

    def save(self, store: Store) -> Saved:
        """Write the game under its key, saying which write this tab last saw (a game not yet
        yours, or a lesson, has none to write)."""
        if self.key is None or not self.mode.stored:
            return Saved()
        try:
            self.rev = store.write(self.key, self.session, self.name, self.link, self.rev)
        except Diverged as clash:
            return Saved(clash=clash)
        except StoreError as why:
            return Saved(problem=_("This game could not be saved ({why}); play goes on.",
                                   why=why))
        return Saved(address=game_url(self.game_id, self.key))

    def catch_up(self, store: Store) -> CatchUp:
        """Another tab wrote to the storage: what that means for the game on screen. The game
        as stored there is not put on screen here (the page does that with `opened`)."""
        if self.key is None or not self.mode.stored:
            return CatchUp(UNCHANGED)
        rev = store.revision(self.key)
        if rev is None:  # deleted there: stored again, under a count of its own, if played on
            self.rev = None
            return CatchUp(DELETED)
        stored_line = store.stored_line(self.key)
        raced = stored_line is not None and stored_line != self.session.line
        if rev == self.rev and not raced:
            return CatchUp(UNCHANGED)
        opened = store.open(self.key)
        if opened is None:
            return CatchUp(UNREADABLE)
        mine = self.session.line
        part = parting(mine, opened.loaded.state.history)
        if rev == self.rev and part is not None:
            # Two tabs wrote at once, and the browser kept the other's write: this tab's line
            # is kept as a copy, and the game as stored comes on screen.
            copy, why = store.keep_apart(self.session)
            return CatchUp(CLASHED, opened, Diverged(opened, mine, part, copy, why))
        return CatchUp(MOVED_ON, opened)

