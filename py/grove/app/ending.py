"""Resigning and agreeing to a draw: which seat this screen may do it for, and what to offer.

These are conventions of play, not rules of any game (grove.core.state: "resign 2", "draw 1").
A screen acts for one seat only: in a game by link the seat played here; on a shared screen the
seat to move when a person holds it; against the computer the one person's seat, even while the
computer thinks. Plain Python: the page shows what `choices` decides.
"""

from __future__ import annotations

from dataclasses import dataclass

from grove.i18n import _


@dataclass(frozen=True)
class Choices:
    seat: int | None = None  # the seat this screen resigns or offers for; None: neither
    resign: str = ""  # the action that resigns, "" when there is none
    draw: str = ""  # the action that offers a draw, or agrees to one offered
    agreeing: bool = False  # `draw` agrees to a draw another seat offered
    note: str = ""  # a draw offer standing, in words


def acting_seat(session, link_seat: int | None) -> int | None:
    if link_seat is not None:
        return link_seat
    state = session.state
    if not session.computer(state.to_move):
        return state.to_move
    people = [seat for seat in range(state.players) if not session.computer(seat)]
    return people[0] if len(people) == 1 else None


def choices(session, link_seat: int | None = None) -> Choices:
    """What the screen may do now, in the position in force."""
    state = session.state
    if state.over or session.replaying or session.exploring:
        return Choices()
    seat = acting_seat(session, link_seat)
    if seat is None:
        return Choices()
    offering = [s for s in sorted(state.for_draw) if s != seat]
    note = ""
    if offering:
        who = ", ".join(session.who(state, s) for s in offering)
        note = (_("{who} offers a draw: agree to it, or play on to decline.", who=who)
                if seat not in state.for_draw else
                _("A draw is offered; it stands until a player who is not for it plays on."))
    elif seat in state.for_draw:
        note = _("Your draw offer stands until the other side plays on.")
    draw = ""
    if seat not in state.for_draw and not (state.to_move == seat and state.turn_so_far()):
        draw = f"draw {seat + 1}"  # a turn under way is finished first
    return Choices(seat, f"resign {seat + 1}", draw, bool(offering) and bool(draw), note)
