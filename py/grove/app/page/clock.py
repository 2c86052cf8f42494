"""The turn clock, for games with a `turn_seconds` option: the time left for the turn in
force, and a pass when it runs out."""

from __future__ import annotations

import time

from grove.app.controller import Controller
from grove.app.page.dom import by_id
from grove.i18n import _


class ClockRoom:
    def tick(self) -> None:
        """Show the time left for the turn in force; a turn not played in time is a pass."""
        clock = by_id("clock")
        session = self.session
        # By link a turn takes days: the clock is for games on one screen.
        seconds = session.state.options.get("turn_seconds", 0) if session and not self.link else 0
        if not seconds or session.state.over:
            clock.hidden, self.clock_turn = True, None
            return
        state = session.state
        turn = (session.cursor - len(state.turn_so_far()), state.to_move)
        if turn != self.clock_turn:
            self.clock_turn, self.clock_deadline = turn, time.time() + seconds
        left = max(0, self.clock_deadline - time.time())
        clock.hidden = False
        who = state.seat_name(state.to_move)
        clock.textContent = _("{who}: {minutes}:{seconds:02d}", who=who, minutes=int(left) // 60,
                              seconds=int(left) % 60)
        if left > 0:
            return
        if "pass" in state.legal():
            self.controller = Controller(state)
            outcome = self.controller.play("pass")
            self.report(outcome)
            self.say(" ".join(filter(None, [_("Time ran out: the turn was a pass."),
                                            str(by_id("message").textContent)])))
        else:
            clock.textContent = _("{who}: time is up, finish the turn", who=who)
