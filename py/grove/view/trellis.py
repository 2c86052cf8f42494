"""The Trellis board in SVG: checkered squares, goal sides, stones, their links, the last turn."""

from __future__ import annotations

from grove.i18n import _
from grove.view import Hints
from grove.view.points import STEP, PointLayout, stone_swatch
from grove.view.svg import document, tag

STONE = 0.42 * STEP


def render(state, hints: Hints) -> str:
    board = state.board
    layout = PointLayout(board.grid)
    n, edge, span, at = layout.n, layout.edge, layout.span, layout.at

    body = [layout.frame()]
    band, gap = 7, 0.55 * STEP
    body += [  # Black joins top and bottom, White joins left and right
        tag("rect", x=edge, y=edge - gap - band, width=span, height=band, class_="goal goal-B"),
        tag("rect", x=edge, y=edge + span + gap, width=span, height=band, class_="goal goal-B"),
        tag("rect", x=edge - gap - band, y=edge, width=band, height=span, class_="goal goal-W"),
        tag("rect", x=edge + span + gap, y=edge, width=band, height=span, class_="goal goal-W"),
    ]
    for sy in range(n - 1):
        for sx in range(n - 1):
            shade = "dark" if board.is_dark(sx, sy) else "light"
            body.append(tag("rect", x=edge + sx * STEP, y=edge + (n - 2 - sy) * STEP,
                            width=STEP, height=STEP, class_=f"square {shade}"))
    body += layout.labels()

    stones, chain = state.stones, state.winning_chain
    # A White link is a pale bar: on the cream squares it would barely show, so each is laid on
    # a dark edge, all edges first, so that no edge crosses another link at a shared stone.
    edges, links = [], []
    for i, colour in enumerate(stones):
        if colour is None:
            continue
        for j in board.links[colour][i]:
            if j > i and stones[j] == colour:
                (x1, y1), (x2, y2) = at(i), at(j)
                won = i in chain and j in chain
                if colour == "W":
                    edges.append(tag("line", x1=x1, y1=y1, x2=x2, y2=y2,
                                     class_="link-edge link-edge-W" + (" wide" if won else "")))
                links.append(tag("line", x1=x1, y1=y1, x2=x2, y2=y2,
                                 class_=f"link link-{colour}" + (" win" if won else "")))
    body += edges + links
    last = set(state.last_turn)
    for i, colour in enumerate(stones):
        if colour is None:
            continue
        x, y = at(i)
        won = " win" if i in chain else ""
        if won:
            body.append(layout.halo(i, "win-halo"))
        body.append(tag("circle", cx=x, cy=y, r=STONE, class_=f"stone stone-{colour}{won}"))
        if i in last:
            body.append(layout.last(i, colour))

    body += layout.hits(hints, lambda i: describe(state, i))
    label = _("Trellis board, {size} by {size}. {prompt}", size=n, prompt=state.prompt())
    return document(layout.full, layout.full, body, label=label, class_="board trellis")


def stone_words(colour: str) -> str:
    return _("black stone") if colour == "B" else _("white stone")


def side_words(colour: str) -> tuple[str, str]:
    """A player's two sides, in the order of the board's goals."""
    if colour == "B":
        return _("the top"), _("the bottom")
    return _("the left side"), _("the right side")


def describe(state, i: int) -> str:
    """What a screen reader says of a point: its stone, and how far that stone's chain has got
    towards its player's two sides."""
    colour = state.stones[i]
    if colour is None:
        return _("empty")
    chain = state.chain(i)
    sides = [word for word, goal in zip(side_words(colour), state.board.goals[colour],
                                         strict=True) if chain & goal]
    stone = stone_words(colour)
    size = _("a stone alone") if len(chain) == 1 else _("in a chain of {size}", size=len(chain))
    if len(sides) == 2:
        return _("{stone}, {chain}, touching {side} and {other}", stone=stone, chain=size,
                 side=sides[0], other=sides[1])
    if sides:
        return _("{stone}, {chain}, touching {side}", stone=stone, chain=size, side=sides[0])
    return _("{stone}, {chain}", stone=stone, chain=size)


def swatch(state, seat: int) -> str:
    return stone_swatch(state.seat_colour[seat])


def figures(state, seat: int) -> tuple[str, ...]:
    """Trellis counts nothing: a side is joined or it is not."""
    return ()
