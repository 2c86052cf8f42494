"""The computer players and hints, decided in plain Python: when the worker is asked, which
answer is played and which dropped, when the computer gives up, what it thinks of its move, and
which hint is on show. The page (app/page/computer.py) only shows what this decides; how a
question reaches a worker, one at a time, and what is done when one fails or hangs, is
grove.app.thinker's part.

A question is the position it is about (the session and its actions so far) and the level asked.
An answer is played only while its question is still the one in force and on show, so every way
of leaving a position (undo, redo, replay, a new or opened game, a seat changing hands) drops a
late answer by itself, and the position then in force gets its own question.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from grove import IllegalMove, record
from grove.app import colours, words
from grove.app.advice import accepts_draw, in_a_word, read_answer
from grove.app.session import Session
from grove.app.thinker import GaveUp, Thinker
from grove.i18n import _, say

SHARES_KEPT = 40  # the computer's last words on its share, enough for any draw offer
PAUSE = 0.25  # seconds before an answer is played, so that a long turn is seen action by action


@dataclass(frozen=True)
class Question:
    session: Session  # compared by identity (a Session has no equality of its own)
    history: tuple[str, ...]
    level: str  # "easy", "medium", or "hard:<seconds>"

    def in_force(self, session: Session | None) -> bool:
        """Still the position in force of the game on screen (shown or not)."""
        return session is self.session and session.state.history == self.history


@dataclass(frozen=True)
class Said:
    """Words kept for one position: shown only while that position is in force and on show."""
    session: Session
    history: tuple[str, ...]
    text: str
    actions: tuple[str, ...] = ()  # a hint: the actions of the turn it suggests

    def on_show(self, session: Session | None) -> bool:
        return (session is self.session and not session.replaying
                and session.state.history == self.history)


MAX_HINTED = 6  # actions in one hinted turn, at most (an Arborel turn has four)


class Screen(Protocol):
    """What the computer needs from the page."""

    def play(self, action: str) -> str | None:
        """Play the computer's action on the page: None, or why the controller refused it."""

    def tell(self, text: str) -> None:
        """Say something to the player."""

    def announce(self, text: str) -> None:
        """Say something to screen readers."""

    def changed(self) -> None:
        """Show again what changed (the computer's state included)."""

    def counted(self, asking: int, answered: int) -> None:
        """Show how many questions are under way and how many were answered."""


class Computer:
    """One page's computer players and hints, over its `screen`. `thinker` asks the worker;
    `spawn` runs a coroutine in the background (asyncio's loop; tests pass their own)."""

    def __init__(self, thinker: Thinker, screen: Screen,
                 spawn: Callable = asyncio.ensure_future, pause: float = PAUSE,
                 colour: Callable[[], str] = lambda: colours.ASK):
        self.thinker, self.screen, self.spawn, self.pause = thinker, screen, spawn, pause
        self.colour = colour  # the stone colour the player keeps chosen (grove.app.colours)
        self.on_screen: Session | None = None  # the game on screen when the page last changed
        self.question: Question | None = None  # the question in force, asked or answered
        self.answer: str | None = None  # its answer, held while an earlier position is on show
        self.gave_up: Question | None = None  # failed in fresh workers: not asked again by itself
        self.estimate: Said | None = None  # the computer's word on its last move
        self.hint: Said | None = None  # the hint given (its action), for its position
        self.hint_asked: tuple | None = None  # the position a hint is being looked for in
        self.asking = self.answered = 0  # questions to the worker: under way, and done
        # What each computer seat said of its share after its moves: (seat, line, share). A draw
        # offer is answered from those of the line in force.
        self.shares: list[tuple[int, tuple, float]] = []

    # -- the computer's moves --------------------------------------------------------------------

    def due(self, session: Session | None) -> Question | None:
        """The question the position in force asks: a computer is to move there."""
        if session is None or session.state.over:
            return None
        level = session.computer(session.state.to_move)
        return Question(session, session.state.history, level) if level else None

    def think(self, session: Session | None) -> str:
        """After each change of the page: ask the computer if it is to move, play an answer that
        came while an earlier position was on show. Returns who is thinking, or ""."""
        self.on_screen = session
        question = self.due(session)
        if question is None:
            self.question = self.answer = None
            return ""
        if session.replaying or question == self.gave_up:
            return ""  # an answer already given is kept for when the game is back on
        if question != self.question:
            self.question, self.answer = question, None
            self.spawn(self.counted(self.ask(question, session.record())))
        elif self.answer is not None:
            asyncio.get_event_loop().call_soon(self.play_answer)
        return session.who(session.state, session.state.to_move)

    def player_acted(self) -> None:
        """The player acted (undo, redo, a move, a seat changing hands): a question the computer
        gave up on may be asked again."""
        self.gave_up = None

    def forget(self) -> None:
        """Another game comes on screen: nothing asked about this one is played, and what the
        computer said of this one answers no draw offer in the next."""
        self.question = self.answer = None
        self.shares = []

    async def counted(self, work) -> None:
        """Await a question to the worker, counting those under way and those answered (played,
        dropped or given up): what the page shows for tests to wait on, rather than a time."""
        self.asking += 1
        self.screen.counted(self.asking, self.answered)
        try:
            await work
        finally:
            self.asking -= 1
            self.answered += 1
            self.screen.counted(self.asking, self.answered)

    async def ask(self, question: Question, record_text: str) -> None:
        name, _colon, seconds = question.level.partition(":")
        try:
            action = await self.thinker.ask(record_text, name, float(seconds) if seconds else None,
                                            wanted=lambda: self.question == question)
        except GaveUp as why:
            if self.question == question:
                self.question, self.gave_up = None, question
                self.screen.tell(_("The computer could not move: {why}. Undo, or change who plays "
                            "this seat under Players.", why=why))
                self.screen.changed()
            return
        if action is None or self.question != question:
            return  # the position has changed: this answer is dropped
        await asyncio.sleep(self.pause)
        if self.question == question:
            self.answer = action
            self.play_answer()

    def play_answer(self) -> None:
        """Play the answer held, if its position is in force and on show."""
        question, session = self.question, self.on_screen
        if question is None or self.answer is None:
            return
        if not question.in_force(session) or session.replaying:
            return
        action, estimate = read_answer(self.answer)
        self.question = self.answer = None
        before = session.state
        refused = self.screen.play(action)
        if refused is None:
            # Named as after the move: a swap or a colour chosen changes who holds which colour.
            seat, after = before.to_move, session.state
            if estimate is not None:
                self.shares = self.shares[-SHARES_KEPT:] + [(seat, after.history, estimate)]
                self.estimate = Said(session, after.history,
                                     _("{who}: the game looks {word}.",
                                       who=session.who(after, seat),
                                       word=in_a_word(after, seat, estimate)))
        else:  # never expected (the worker answers from legal()); not asked again by itself
            self.gave_up = question
            self.screen.tell(_("The computer's answer {action!r} was refused: {why}",
                        action=action[:60], why=refused))
        self.screen.changed()

    def answer_draw(self, session: Session) -> str:
        """A person offered a draw: each computer seat not for it agrees or plays on, by its own
        judgement of the game (advice.accepts_draw). Returns what to tell the player."""
        state = session.state
        for seat in range(state.players):
            if not session.computer(seat) or seat in session.state.for_draw:
                continue
            line = session.state.history
            said = [share for who, at, share in self.shares
                    if who == seat and line[:len(at)] == at]
            who = session.who(state, seat)
            if not accepts_draw(said, state.players):
                return _("{who} declines the draw and plays on.", who=who)
            self.screen.play(f"draw {seat + 1}")
        return ""

    def estimate_on_show(self, session: Session | None) -> str:
        return self.estimate.text if self.estimate and self.estimate.on_show(session) else ""

    # -- hints -----------------------------------------------------------------------------------

    def hint_refusal(self, session: Session, locked: str) -> str:
        """Why no hint can be given in the position in force, or "" (`locked`: why the page
        takes no move from this player now, or "")."""
        if session.state.over:
            return _("The game is over: there is nothing to hint.")
        if locked:
            return say(locked)
        if session.computer(session.state.to_move):
            return _("It is the computer's turn.")
        if not session.hints_allowed:
            return _("Hints are off in a game between people; they can be allowed when the game "
                     "is started.")
        return ""

    def finding_hint(self, session: Session | None) -> bool:
        return self.hint_asked is not None and self.hint_asked[0] is session

    def ask_hint(self, session: Session, locked: str, save: Callable[[], str]) -> str:
        """Look for a hint in the position in force; what to tell the player now ("" while it
        is looked for). `save()` stores the game once a hint is counted, and says any trouble."""
        why = self.hint_refusal(session, locked)
        if why:
            return why
        position = (session, session.state.history)
        if self.hint is not None and self.hint.on_show(session):
            return self.hint_words(session)  # the same hint again, not counted twice
        self.hint_asked = position
        self.spawn(self.counted(self.find_hint(position, session.record(), save)))
        return ""

    async def find_hint(self, position: tuple, record_text: str,
                        save: Callable[[], str]) -> None:
        session, history = position

        def wanted() -> bool:
            return self.hint_asked == position and session.state.history == history

        # The whole turn: while the hinted actions leave the same seat's turn under way (Trellis'
        # second stone, Arborel's next piece), the computer is asked what follows them.
        actions, state, seat = [], session.state, session.state.to_move
        try:
            while len(actions) < MAX_HINTED:
                answer = await self.thinker.ask(record_text, "medium", None, wanted=wanted)
                if answer is None or not wanted():
                    break
                action = read_answer(answer)[0]
                try:
                    state = state.play(action)
                except IllegalMove:  # never expected: the worker answers from legal()
                    break
                actions.append(action)
                if state.over or state.to_move != seat or not state.turn_so_far():
                    break
                record_text = record.encode(state)
        except GaveUp as why:
            actions = []
            if wanted():
                self.screen.tell(_("No hint: {why}.", why=why))  # "it did not answer …, twice"
        if actions and wanted():
            session.use_hint()
            self.hint = Said(session, history, "", tuple(actions))
            self.screen.tell(" ".join(filter(None, [self.hint_words(session), save()])))
            self.screen.announce(self.hint_words(session))
        if self.hint_asked == position:
            self.hint_asked = None
        self.screen.changed()

    def hint_on_show(self, session: Session | None) -> tuple[str, ...]:
        """The hinted turn's actions, while its position is in force and on show."""
        return self.hint.actions if self.hint and self.hint.on_show(session) else ()

    def hint_words(self, session: Session) -> str:
        """The hinted turn in words, and the clicks that play it where they are not plain (a
        square clicked twice), so that following the words plays the hint."""
        return _("Hint, the medium computer's choice: {turn}.",
                 turn=words.line(self.hint.session.state, self.hint.actions, how=True,
                                 colour=self.colour()))

    def hinted_states(self) -> list:
        """The position before each of the hinted actions (each is labelled in its own)."""
        states = [self.hint.session.state]
        for action in self.hint.actions[:-1]:
            states.append(states[-1].play(action))
        return states
