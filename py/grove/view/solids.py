"""Arborel's solids in a unit cube's frame (u, v, z in 0..1), for the isometric drawing: a Block
or a Tower as a box, a Stair as a wedge rising towards +u and the Stair nested upside down on it,
turned to rise any way, and which way each face looks (its shade)."""

from __future__ import annotations


def box(height: float) -> list:
    h = height
    return [
        [(0, 0, h), (1, 0, h), (1, 1, h), (0, 1, h)],  # top
        [(0, 0, 0), (0, 1, 0), (0, 1, h), (0, 0, h)],  # u = 0
        [(0, 0, 0), (1, 0, 0), (1, 0, h), (0, 0, h)],  # v = 0
        [(1, 0, 0), (1, 1, 0), (1, 1, h), (1, 0, h)],  # u = 1
        [(0, 1, 0), (1, 1, 0), (1, 1, h), (0, 1, h)],  # v = 1
    ]


# A Stair rising towards +u: high face at u = 1, the slope from (u = 0, z = 0) to (u = 1, z = 1).
STAIR_FACES = [
    [(1, 0, 0), (1, 1, 0), (1, 1, 1), (1, 0, 1)],
    [(0, 0, 0), (1, 0, 1), (1, 1, 1), (0, 1, 0)],
    [(0, 0, 0), (1, 0, 0), (1, 0, 1)],
    [(0, 1, 0), (1, 1, 0), (1, 1, 1)],
]
SLOPE = STAIR_FACES[1]
# The Stair upside down on it: the rest of the cube above that slope.
NEST_FACES = [
    [(0, 0, 1), (1, 0, 1), (1, 1, 1), (0, 1, 1)],
    [(0, 0, 0), (0, 1, 0), (0, 1, 1), (0, 0, 1)],
    [(0, 0, 0), (1, 0, 1), (1, 1, 1), (0, 1, 0)],
    [(0, 0, 0), (0, 0, 1), (1, 0, 1)],
    [(0, 1, 0), (0, 1, 1), (1, 1, 1)],
]


def rise_frame(point, du: int, dv: int):
    """A point of a solid drawn rising towards +u, turned to rise towards (du, dv)."""
    a, b, c = point
    a, b = a - 0.5, b - 0.5
    # Turn (1, 0) onto (du, dv): (a, b) -> (a du - b dv, a dv + b du).
    return (a * du - b * dv + 0.5, a * dv + b * du + 0.5, c)


def shrink(corners, f: float) -> list[tuple[float, float]]:
    """A polygon drawn smaller about its centre, so that marks sit inside their square."""
    cx = sum(x for x, _y in corners) / len(corners)
    cy = sum(y for _x, y in corners) / len(corners)
    return [(cx + (x - cx) * f, cy + (y - cy) * f) for x, y in corners]


def face_normal(face, centre) -> tuple[float, float, float]:
    (ax, ay, az), (bx, by, bz), (cx, cy, cz) = face[0], face[1], face[2]
    ux, uy, uz, vx, vy, vz = bx - ax, by - ay, bz - az, cx - ax, cy - ay, cz - az
    normal = (uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx)
    middle = [sum(c) / len(face) for c in zip(*face, strict=True)]
    outward = sum((m - o) * k for m, o, k in zip(middle, centre, normal, strict=True))
    return normal if outward > 0 else tuple(-k for k in normal)


def face_shade(normal) -> str:
    nx, ny, nz = normal
    if nz > 0 and abs(nx) < 1e-9 and abs(ny) < 1e-9:
        return "top"
    if nz > 0:
        return "slope"
    return "left" if nx < 0 else "right"
