"""The Trellis board in SVG: checkered squares, goal sides, stones, their links, the last turn."""

from __future__ import annotations

from grove.view import Hints
from grove.view.svg import document, tag, text

STEP = 40  # distance between two points
EDGE = 52  # from the outer frame to the first line: room for the goal bands and the labels
STONE = 0.42 * STEP


def render(state, hints: Hints) -> str:
    board, grid = state.board, state.board.grid
    n = board.size
    span = (n - 1) * STEP
    full = span + 2 * EDGE

    def at(i):
        x, y = grid.xy(i)
        return EDGE + x * STEP, EDGE + (n - 1 - y) * STEP

    body = [tag("rect", x=0, y=0, width=full, height=full, class_="frame")]
    band, gap = 7, 0.55 * STEP
    body += [  # Black joins top and bottom, White joins left and right
        tag("rect", x=EDGE, y=EDGE - gap - band, width=span, height=band, class_="goal goal-B"),
        tag("rect", x=EDGE, y=EDGE + span + gap, width=span, height=band, class_="goal goal-B"),
        tag("rect", x=EDGE - gap - band, y=EDGE, width=band, height=span, class_="goal goal-W"),
        tag("rect", x=EDGE + span + gap, y=EDGE, width=band, height=span, class_="goal goal-W"),
    ]
    for sy in range(n - 1):
        for sx in range(n - 1):
            shade = "dark" if board.is_dark(sx, sy) else "light"
            body.append(tag("rect", x=EDGE + sx * STEP, y=EDGE + (n - 2 - sy) * STEP,
                            width=STEP, height=STEP, class_=f"square {shade}"))
    body += labels(n, span)

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
        body.append(tag("circle", cx=x, cy=y, r=STONE, class_=f"stone stone-{colour}{won}"))
        if i in last:
            body.append(tag("circle", cx=x, cy=y, r=0.14 * STEP, class_=f"last last-{colour}"))

    clickable = hints.clickable
    for i, name in enumerate(grid.names):
        x, y = at(i)
        if hints.show_targets and name in clickable:
            body.append(tag("circle", cx=x, cy=y, r=0.16 * STEP, class_="target"))
    for i, name in enumerate(grid.names):
        x, y = at(i)
        what = {"B": "black stone", "W": "white stone"}.get(stones[i], "empty")
        body.append(tag("circle", cx=x, cy=y, r=STEP / 2,
                        class_="hit clickable" if name in clickable else "hit",
                        data_cell=name, aria_label=f"{name}, {what}"))
    return document(full, full, body, label=f"Trellis board, {n} by {n}. {state.prompt()}",
                    class_="board trellis")


def labels(n: int, span: int) -> list[str]:
    letters, out = "abcdefghijklmnopqrstuvwxyz", []
    near, far = EDGE - 0.95 * STEP - 2, EDGE + span + 0.95 * STEP + 2
    for k in range(n):
        pos = EDGE + k * STEP
        row = str(n - k)
        out += [
            text(letters[k], x=pos, y=near, class_="coord"),
            text(letters[k], x=pos, y=far, class_="coord"),
            text(row, x=near, y=pos, class_="coord"),
            text(row, x=far, y=pos, class_="coord"),
        ]
    return out
