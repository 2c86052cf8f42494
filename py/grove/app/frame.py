"""What the game screen shows of the game on screen, decided in plain Python: one `Frame` a
drawing, which the page writes as it is (app/page/__init__.py `draw`). The board itself is the
view's (grove.view.render, with the controller's hints); the move list, the link box, the
review and the tutor's card are their rooms'."""

from __future__ import annotations

from dataclasses import dataclass

from grove.app.table import Table
from grove.i18n import _, _n, say
from grove.view import Hints


@dataclass(frozen=True)
class Frame:
    """One drawing of the game screen: what each of its parts says, and which can be used."""

    hints: Hints  # for the view: what can be clicked (nothing while the board is locked)
    locked: bool  # nothing on the board to click: an earlier position, another's turn, done
    here: int | None  # the seat drawn at the bottom
    status: str  # the position's prompt
    replay_note: str  # while an earlier position is on show (else "": hidden, as Play from here)
    controls: tuple  # the turn's buttons ((action, label) or Menu), none while locked or picking
    banner: str  # "Game over: ...", or "" while the game goes on
    summary: str  # what decided it, and the hints used ("" when the banner says it all)
    result_shown: bool  # the result card: the game over, and not an earlier position on show
    can_undo: bool
    can_redo: bool
    at_start: bool  # the first position on show: nothing to step back to
    at_end: bool  # the last position of the line on show
    note: str  # a move now would drop the later actions
    exploring: bool  # an exploration's line: every position of it can be played from

    @property
    def replaying(self) -> bool:
        return bool(self.replay_note)


def frame(table: Table) -> Frame:
    session, controller = table.session, table.controller
    shown, state, replaying = session.shown, session.state, session.replaying
    locked = not table.playable()
    detail = ""
    if state.over:
        detail = say(state.summary())
        if detail == say(state.result()):
            detail = ""  # the banner says it already
    later = len(session.line) - session.cursor
    return Frame(
        hints=Hints() if locked else controller.hints(),
        locked=locked,
        here=table.mode.here(),
        status=say(shown.prompt()),
        replay_note=_n("Viewing the position after {ply} of {n} action. The board is read-only.",
                       "Viewing the position after {ply} of {n} actions. The board is "
                       "read-only.", len(session.line), ply=session.shown_ply)
        if replaying else "",
        controls=() if locked or controller.selected else tuple(controller.controls()),
        banner=_("Game over: {result}", result=state.result()) if state.over else "",
        summary=" ".join(filter(None, [detail, session.hints_used()])) if state.over else "",
        result_shown=state.over and not replaying and not session.exploring,
        can_undo=table.can_undo(),
        can_redo=table.can_redo(),
        at_start=session.shown_ply == 0,
        at_end=session.shown_ply == len(session.line),
        note=_n("Playing a move now drops the {n} later action (Redo brings it back until then).",
                "Playing a move now drops the {n} later actions (Redo brings them back until "
                "then).", later) if later and not replaying and not session.exploring else "",
        exploring=session.exploring,
    )

