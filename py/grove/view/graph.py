"""A review's graph: the computer's estimate of each seat's share of the win across a
game, as SVG text. With two players one line (the first seat's share: up is good for it, down
for the other); with more, a line per seat. Mistakes and blunders are dots on the line of the
player who made them; the position on show is a vertical rule. Each estimated position is a
hit area carrying `data-ply`, which the page takes to that position."""

from __future__ import annotations

from grove.i18n import _
from grove.view.svg import document, tag, text

WIDTH, HEIGHT = 600.0, 150.0
LEFT, RIGHT, TOP, BOTTOM = 8.0, 8.0, 10.0, 10.0


def render(estimates: dict[int, tuple[float, ...]], plies: int, shown: int,
           marks: dict[int, tuple[int, str]], names: list[str], turned: int | None = None) -> str:
    """`estimates`: ply -> each seat's share; `plies`: the game's length; `marks`: the last
    ply of each mistake or blunder -> (its player, "mistake" or "blunder"); `names`: the seats'
    names, for the lines' labels; `turned`: the last ply of the turn where the game turned."""
    seats = len(names)
    wide, high = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(ply: int) -> float:
        return LEFT + wide * ply / max(plies, 1)

    def y(share: float) -> float:
        return TOP + high * (1.0 - share)

    body = [tag("rect", x=LEFT, y=TOP, width=wide, height=high, class_="graph-frame"),
            tag("line", x1=LEFT, x2=LEFT + wide, y1=y(1 / seats), y2=y(1 / seats),
                class_="graph-even")]
    points = sorted(estimates.items())
    lines = [0] if seats == 2 else range(seats)
    for seat in lines:
        path = " ".join(f"{x(p):.1f},{y(e[seat]):.1f}" for p, e in points)
        if seats == 2 and points:  # the area between the line and the even share
            area = f"{x(points[0][0]):.1f},{y(0.5):.1f} {path} {x(points[-1][0]):.1f},{y(0.5):.1f}"
            body.append(tag("polygon", points=area, class_="graph-area"))
        if path:
            body.append(tag("polyline", points=path, class_=f"graph-line seat-{seat + 1}"))
    for ply, (seat, kind) in sorted(marks.items()):
        if ply in estimates:
            share = estimates[ply][seat if seats > 2 else 0]
            body.append(tag("circle", cx=x(ply), cy=y(share), r=4.5, class_=f"graph-{kind}"))
    if turned is not None:
        body.append(tag("line", x1=x(turned), x2=x(turned), y1=TOP, y2=TOP + high,
                        class_="graph-turned"))
        body.append(text(_("turned"), x=x(turned) + 3, y=TOP + 12, class_="graph-label"))
    body.append(tag("line", x1=x(shown), x2=x(shown), y1=TOP, y2=TOP + high,
                    class_="graph-shown"))
    step = wide / max(plies, 1)
    for ply, _shares in points:  # hit areas: a click goes to the position
        body.append(tag("rect", x=x(ply) - step / 2, y=TOP, width=max(step, 4.0), height=high,
                        class_="graph-hit", data_ply=ply))
    if seats == 2:
        body.append(text(names[0], x=LEFT + 4, y=TOP + 12, class_="graph-label"))
        body.append(text(names[1], x=LEFT + 4, y=TOP + high - 4, class_="graph-label"))
    label = _("The computer's estimate across the game, {n} positions", n=len(points))
    return document(WIDTH, HEIGHT, body, label=label, class_="graph")
