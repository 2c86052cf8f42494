"""The Orbit board in SVG: lines, each player's orbits and half-orbits tinted, shared territory,
the points the player to move may not use, stones, the last move, captures and dead stones."""

from __future__ import annotations

from grove.i18n import _, _n
from grove.view import Hints
from grove.view.points import STEP, PointLayout, stone_swatch
from grove.view.svg import cross, document, forbidden, tag

STONE = 0.44 * STEP


def render(state, hints: Hints) -> str:
    board = state.board
    layout = PointLayout(board.grid)
    at, bits = layout.at, board.bits

    def square(i, css):  # the area around a point, to tint what encloses it
        x, y = at(i)
        return tag("rect", x=x - STEP / 2, y=y - STEP / 2, width=STEP, height=STEP, class_=css)

    def mark(mask, css, r):
        return [tag("circle", cx=at(i)[0], cy=at(i)[1], r=r, class_=css) for i in bits(mask)]

    body = [layout.frame()]
    for colour in "BW":
        orbits, halves = state.structures(colour)
        body += [square(i, f"zone orbit zone-{colour}") for i in bits(orbits)]
        body += [square(i, f"zone half zone-{colour}") for i in bits(halves & ~orbits)]
    body += layout.lines() + layout.labels()
    # Shared points: a small hollow diamond (a cross is what the last move removed).
    body += [tag("path", d=f"M{x},{y - 7}l7,7l-7,7l-7,-7z", class_="shared")
             for x, y in (at(i) for i in bits(state.shared()))]
    if not state.over and state.colour:
        no_entry = state.empty & state.prohibited_for(state.colour) & ~state.shared()
        body += [forbidden(*at(i), 0.14 * STEP) for i in bits(no_entry)]
    for colour in "BW":
        body += mark(state.stones[colour], f"stone stone-{colour}", STONE)
        body += mark(state.dead[colour], f"stone dead dead-{colour}", STONE)
    # Taken by the last move: where the stone stood, a ghost of it, crossed out.
    body += mark(state.captured, "captured", STONE)
    body += [cross(*at(i), 0.22 * STEP, "removed") for i in bits(state.captured)]
    if state.last_move is not None and not state.over:
        body.append(layout.last(state.last_move, state.cell_at(state.last_move)))

    def describe(i):
        colour = state.cell_at(i)
        words = (_("black stone") if colour == "B" else _("white stone") if colour == "W"
                 else _("empty"))
        for c in "BW":
            orbits, halves = state.structures(c)
            if orbits >> i & 1:
                words = (_("{words}, inside a black orbit", words=words) if c == "B"
                         else _("{words}, inside a white orbit", words=words))
            elif halves >> i & 1:
                words = (_("{words}, inside a black half-orbit", words=words) if c == "B"
                         else _("{words}, inside a white half-orbit", words=words))
        return words

    body += layout.hits(hints, describe)
    n = layout.n
    label = _("Orbit board, {size} by {size}. {prompt}", size=n, prompt=state.prompt())
    return document(layout.full, layout.full, body, label=label, class_="board orbit")


def swatch(state, seat: int) -> str:
    return stone_swatch(state.seat_colour[seat])


def figures(state, seat: int) -> tuple[str, ...]:
    """The territory the seat's colour holds now (the score, once the game is over)."""
    points = state.territory(state.seat_colour[seat]).bit_count()
    return (_n("{n} point", "{n} points", points),)
