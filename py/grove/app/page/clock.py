"""The turn clock on the page: the reading of grove.app.clock shown every half second, and the
pass it calls for played."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Protocol

from pyscript import document

from grove.app.page.dom import by_id
from grove.i18n import _

if TYPE_CHECKING:
    from grove.app.clock import Clock
    from grove.app.linkseat import LinkSeat
    from grove.app.session import Session
    from grove.app.table import Table


class Page(Protocol):
    """What this room uses of the page (grove.app.page.Page)."""

    clock: Clock
    link: LinkSeat | None
    session: Session | None
    table: Table | None

    def report(self, outcome) -> None: ...
    def say(self, message: str, kind: str = ...) -> None: ...


class ClockRoom:
    def __init__(self, page: Page):
        self.page = page

    def tick(self) -> None:
        """Show the time left for the turn in force; a turn not played in time is a pass."""
        untimed = self.page.link is not None or self.page.session.exploring  # days a turn, or none
        reading = self.page.clock.read(self.page.session, untimed, time.time())
        clock = by_id("clock")
        clock.hidden = reading is None
        if reading is None:
            return
        clock.textContent = reading.text()
        face = document.querySelector("#board-area .bar.to-move .bar-clock")
        if face is not None:
            face.textContent = reading.short()
        if reading.passes:
            self.page.report(self.page.table.play("pass"))
            self.page.say(" ".join(filter(None, [_("Time ran out: the turn was a pass."),
                                            str(by_id("message").textContent)])))
