"""The player bars beside the board, as on lichess and OGS: for each seat its colour and shape,
who plays it ("You", "Computer, hard", a friend's name), the figures its game counts for it and
whether it is to move. Decided here in plain Python and drawn as HTML text (the page puts it in
place, and keeps it with the board for the next first paint).

Where the bars go: the seat played here ("you") below the board, the others above it in the order
of play from there, as at a table where you sit nearest the board's lower edge. With nobody "you"
(two people on one screen), the first seat is below.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from grove.app.session import COMPUTERS, Session
from grove.core.state import State
from grove.i18n import _, say
from grove.view import seat_look


@dataclass(frozen=True)
class Bar:
    seat: int
    role: str  # the seat's name in the game: "Black", "Player 2", "Horizontal"
    who: str  # who plays it: a name, "Computer, hard", "You", or "" when the role says all
    you: bool  # the seat played on this screen by the player (a game by link, or against computers)
    figures: tuple[str, ...]
    to_move: bool
    won: bool
    swatch: str  # a small SVG, or ""


def you_seat(session: Session, link_seat: int | None) -> int | None:
    """The seat the player holds: theirs in a game by link; against the computer, the one seat
    that is not the computer's; else None (people sharing a screen, or computers alone)."""
    if link_seat is not None:
        return link_seat
    people = [seat for seat, level in enumerate(session.computers) if not level]
    return people[0] if len(people) == 1 and len(people) < len(session.computers) else None


def bars(session: Session, state: State, you: int | None) -> list[Bar]:
    """A bar for each seat of `state` (the position on screen), in seat order."""
    winners = state.winners() if state.over else ()
    out = []
    for seat in range(state.players):
        name, level = session.names[seat], session.computer(seat)
        if name:
            who = name
        elif level:
            who = say(COMPUTERS[level.partition(":")[0]])
        else:
            who = _("You") if seat == you else ""
        swatch, figures = seat_look(state, seat)
        out.append(Bar(seat, say(state.seat_name(seat)), who, seat == you, figures,
                       seat == state.to_move, seat in winners and len(winners) < state.players,
                       swatch))
    return out


def placed(all_bars: list[Bar], you: int | None) -> tuple[list[Bar], list[Bar]]:
    """(above the board, below it): the player's seat below, the others above in turn order
    from it."""
    if not all_bars:
        return [], []
    low = you if you is not None else 0
    n = len(all_bars)
    above = [all_bars[(low + k) % n] for k in range(1, n)]
    return above, [all_bars[low]]


def bar_html(bar: Bar) -> str:
    """One bar: swatch, name, role, figures. Its state is in classes (`to-move`, `won`) for the
    look and in words for a screen reader (the bar is a list item of a labelled list)."""
    classes = " ".join(["bar", *(["to-move"] if bar.to_move else []), *(["won"] if bar.won else []),
                        *(["you"] if bar.you else [])])
    name = escape(bar.who or bar.role)
    role = (f'<span class="bar-role">{escape(bar.role)}</span>' if bar.who else "")
    tag = ""
    if bar.you and bar.who != _("You"):
        tag = f'<span class="bar-tag">{escape(_("you"))}</span>'
    state = ""
    if bar.won:
        state = f'<span class="bar-state">{escape(_("won"))}</span>'
    elif bar.to_move:
        state = f'<span class="bar-state">{escape(_("to move"))}</span>'
    figures = "".join(f'<span class="figure">{escape(figure)}</span>' for figure in bar.figures)
    return (f'<li class="{classes}" data-seat="{bar.seat}">'
            f'<span class="bar-swatch">{bar.swatch}</span>'
            f'<span class="bar-name"><strong>{name}</strong>{tag}{role}</span>'
            f'<span class="bar-figures">{figures}</span>'
            f'<span class="bar-clock"></span>{state}</li>')


def html(session: Session, state: State, link_seat: int | None) -> tuple[str, str]:
    """The bars above and below the board, as HTML text."""
    you = you_seat(session, link_seat)
    above, below = placed(bars(session, state, you), you)
    return ("".join(bar_html(bar) for bar in above), "".join(bar_html(bar) for bar in below))
