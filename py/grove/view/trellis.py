"""The Trellis board in SVG: checkered squares, goal sides, stones, their links, the last turn."""

from __future__ import annotations

from grove.view import Hints
from grove.view.points import STEP, PointLayout
from grove.view.svg import document, tag

STONE = 0.42 * STEP
STONE_WORDS = {"B": "black stone", "W": "white stone", None: "empty"}


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
    for i, colour in enumerate(stones):
        if colour is None:
            continue
        for j in board.links[colour][i]:
            if j > i and stones[j] == colour:
                (x1, y1), (x2, y2) = at(i), at(j)
                won = " win" if i in chain and j in chain else ""
                body.append(tag("line", x1=x1, y1=y1, x2=x2, y2=y2,
                                class_=f"link link-{colour}{won}"))
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
    return document(layout.full, layout.full, body,
                    label=f"Trellis board, {n} by {n}. {state.prompt()}", class_="board trellis")


SIDE_WORDS = {"B": ("the top", "the bottom"), "W": ("the left side", "the right side")}


def describe(state, i: int) -> str:
    """What a screen reader says of a point: its stone, and how far that stone's chain has got
    towards its player's two sides."""
    colour = state.stones[i]
    if colour is None:
        return "empty"
    chain = state.chain(i)
    sides = [word for word, goal in zip(SIDE_WORDS[colour], state.board.goals[colour],
                                         strict=True) if chain & goal]
    size = "a stone alone" if len(chain) == 1 else f"in a chain of {len(chain)}"
    touching = f", touching {' and '.join(sides)}" if sides else ""
    return f"{STONE_WORDS[colour]}, {size}{touching}"
