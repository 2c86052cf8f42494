"""The turn clock on the page: the reading of grove.app.clock shown every half second, and the
pass it calls for played."""

from __future__ import annotations

import time

from grove.app.controller import Controller
from grove.app.page.dom import by_id
from grove.i18n import _


class ClockRoom:
    def tick(self) -> None:
        """Show the time left for the turn in force; a turn not played in time is a pass."""
        reading = self.clock.read(self.session, self.link is not None, time.time())
        clock = by_id("clock")
        clock.hidden = reading is None
        if reading is None:
            return
        clock.textContent = reading.text()
        if reading.passes:
            self.controller = Controller(self.session.state)
            self.report(self.controller.play("pass"))
            self.say(" ".join(filter(None, [_("Time ran out: the turn was a pass."),
                                            str(by_id("message").textContent)])))
