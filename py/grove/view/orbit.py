"""The Orbit board in SVG: lines, each player's orbits and half-orbits tinted, shared territory,
the points the player to move may not use, stones, the last move, captures and dead stones."""

from __future__ import annotations

from grove.view import Hints
from grove.view.points import STEP, PointLayout
from grove.view.svg import document, tag

STONE = 0.44 * STEP
NAMES = {"B": "black stone", "W": "white stone"}


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
    body += [tag("path", d=f"M{x - 7},{y - 7}l14,14m0,-14l-14,14", class_="shared")
             for x, y in (at(i) for i in bits(state.shared()))]
    if not state.over and state.colour:
        forbidden = state.empty & state.prohibited_for(state.colour) & ~state.shared()
        body += mark(forbidden, "forbidden", 0.1 * STEP)
    for colour in "BW":
        body += mark(state.stones[colour], f"stone stone-{colour}", STONE)
        body += mark(state.dead[colour], f"stone dead dead-{colour}", STONE)
    body += mark(state.captured, "captured", STONE)  # taken by the last move
    if state.last_move is not None and not state.over:
        body += mark(1 << state.last_move, f"last last-{state.cell_at(state.last_move)}",
                     0.14 * STEP)

    def describe(i):
        colour = state.cell_at(i)
        words = NAMES.get(colour, "empty")
        for c in "BW":
            orbits, halves = state.structures(c)
            if orbits >> i & 1:
                words += f", inside a {'black' if c == 'B' else 'white'} orbit"
            elif halves >> i & 1:
                words += f", inside a {'black' if c == 'B' else 'white'} half-orbit"
        return words

    body += layout.hits(hints, describe)
    n = layout.n
    return document(layout.full, layout.full, body,
                    label=f"Orbit board, {n} by {n}. {state.prompt()}", class_="board orbit")
