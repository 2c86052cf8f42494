#!/usr/bin/env python3
"""Draw Grove's icons: a tree of three stones on a green tile. Writes static/icons/grove.svg and
the PNGs the web app manifest names (192, 512, and a full-bleed maskable 512), standard library
only: shapes are tested per pixel with 4 x 4 supersampling. Run it again after changing a shape;
the PNGs are committed, since Netlify's build has no rasterizer."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "static" / "icons"

BACKGROUND = (47, 107, 58)
SHAPES = [  # (kind, colour, geometry) on a 100 x 100 canvas, painted in order
    ("rect", (110, 76, 40), (45, 52, 10, 34)),  # trunk
    ("circle", (27, 27, 27), (50, 34, 17)),  # black stone: the top of the crown
    ("circle", (251, 251, 246), (31, 52, 15)),  # white stone, left
    ("circle", (233, 226, 200), (69, 52, 15)),  # light stone, right
]


def inside(kind, geometry, x, y) -> bool:
    if kind == "circle":
        cx, cy, r = geometry
        return (x - cx) ** 2 + (y - cy) ** 2 <= r * r
    left, top, width, height = geometry
    return left <= x <= left + width and top <= y <= top + height


def in_tile(x, y, radius) -> bool:
    """The rounded square tile (radius 0 for the maskable icon, which fills the whole square)."""
    dx = max(radius - x, 0, x - (100 - radius))
    dy = max(radius - y, 0, y - (100 - radius))
    return dx * dx + dy * dy <= radius * radius


def colour_at(x, y, radius, scale):
    if not in_tile(x, y, radius):
        return None
    cx, cy = 50 + (x - 50) / scale, 50 + (y - 50) / scale
    colour = BACKGROUND
    for kind, paint, geometry in SHAPES:
        if inside(kind, geometry, cx, cy):
            colour = paint
    return colour


def png(size: int, radius: float, scale: float) -> bytes:
    samples = 4
    rows = []
    for py in range(size):
        row = bytearray([0])
        for px in range(size):
            total, alpha = [0, 0, 0], 0
            for sy in range(samples):
                for sx in range(samples):
                    x = (px + (sx + 0.5) / samples) * 100 / size
                    y = (py + (sy + 0.5) / samples) * 100 / size
                    colour = colour_at(x, y, radius, scale)
                    if colour:
                        alpha += 1
                        for k in range(3):
                            total[k] += colour[k]
            if alpha:
                row += bytes(round(t / alpha) for t in total) + bytes([255 * alpha // samples**2])
            else:
                row += bytes(4)
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(
            ">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def svg() -> str:
    hexes = {c: "#{:02x}{:02x}{:02x}".format(*c) for c in [BACKGROUND] + [s[1] for s in SHAPES]}
    parts = [f'<rect width="100" height="100" rx="18" fill="{hexes[BACKGROUND]}"/>']
    for kind, colour, g in SHAPES:
        if kind == "circle":
            parts.append(f'<circle cx="{g[0]}" cy="{g[1]}" r="{g[2]}" fill="{hexes[colour]}"/>')
        else:
            parts.append(f'<rect x="{g[0]}" y="{g[1]}" width="{g[2]}" height="{g[3]}" '
                         f'fill="{hexes[colour]}"/>')
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">'
            + "".join(parts) + "</svg>\n")


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "grove.svg").write_text(svg())
    (OUT / "grove-192.png").write_bytes(png(192, 18, 1.0))
    (OUT / "grove-512.png").write_bytes(png(512, 18, 1.0))
    # Maskable: the tile fills the square and the tree shrinks into the safe zone (80 %).
    (OUT / "grove-maskable-512.png").write_bytes(png(512, 0, 0.75))


if __name__ == "__main__":
    main()
