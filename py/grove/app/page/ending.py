"""Resign and Offer a draw on the page: the buttons beside Undo, as grove.app.ending decides.

Resign asks for a second click on the same position, as lichess does, since it ends the game.
An offer to the computer is answered at once (grove.app.computer.answer_draw)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from grove.app import ending
from grove.app.page.dom import by_id
from grove.i18n import _

if TYPE_CHECKING:
    from grove.app.computer import Computer
    from grove.app.controller import Outcome
    from grove.app.linkseat import LinkSeat
    from grove.app.session import Session


class Page(Protocol):
    """What this room uses of the page (grove.app.page.Page)."""

    computer: Computer
    link: LinkSeat | None
    session: Session | None
    tutor: object | None

    def play(self, action: str) -> tuple[Outcome, str]: ...
    def say(self, message: str, kind: str = ...) -> None: ...
    def update(self) -> None: ...


class EndingRoom:
    def __init__(self, page: Page):
        self.page = page
        self.armed: tuple | None = None  # the position in which Resign was clicked once

    def choices(self) -> ending.Choices:
        page = self.page
        if page.session is None or page.tutor:  # a lesson or a puzzle is not a game to resign
            return ending.Choices()
        return ending.choices(page.session, page.link.seat if page.link else None)

    def draw(self) -> None:
        choices, session = self.choices(), self.page.session
        resign, offer, note = by_id("resign"), by_id("draw"), by_id("draw-note")
        # Offer a draw waits, greyed, while a turn is under way or an offer stands: shown or not
        # only with Resign, so the buttons do not move as a turn is played.
        resign.hidden = offer.hidden = not choices.resign
        offer.disabled = not choices.draw
        armed = session is not None and self.armed == session.state.history
        # A sign, as lichess shows them, so that the row of Undo and Redo stays one line; words
        # where the button asks something of the player (a second click, an offer to answer).
        said = _("Confirm: resign") if armed else _("Resign")
        resign.textContent = f"\u2690 {said}" if armed else "\u2690"
        resign.classList.toggle("armed", armed)
        offered = _("Agree to a draw") if choices.agreeing else _("Offer a draw")
        offer.textContent = f"\u00bd {offered}" if choices.agreeing else "\u00bd"
        for button, words in ((resign, said), (offer, offered)):
            button.setAttribute("aria-label", words)
            button.title = words
        note.textContent = choices.note
        note.hidden = not choices.note

    def resign(self) -> None:
        choices, session = self.choices(), self.page.session
        if not choices.resign:
            return
        if self.armed != session.state.history:
            self.armed = session.state.history
            self.page.say(_("Click Resign again to resign: the game ends, lost for {who}.",
                            who=session.who(session.state, choices.seat)))
            self.page.update()
            return
        self.armed = None
        self.act(choices.resign)

    def offer(self) -> None:
        choices = self.choices()
        if choices.draw:
            self.act(choices.draw)

    def act(self, action: str) -> None:
        page = self.page
        outcome, message = page.play(action)
        if outcome.kind != "played":
            page.say(outcome.message, "error")
            return
        session = page.session
        if action.startswith("draw") and not session.state.over:
            message = " ".join(filter(None, [message, page.computer.answer_draw(session)]))
        page.say(message)
        page.update()
