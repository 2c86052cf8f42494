"""rumbo: puzzles written by scripts/puzzles.py from the tactics bench's positions;
run it again rather than edit (key, kind, grade, setup, answer, options; actions
separated by commas)."""

PUZZLES = (
    ("3251a3478b", "win", 1,
     "komi 0, vertical, B@g7, B@h8, W@e6, W@d2, W@d3, W@e2, W@c3, W@i2, B@g3, B@e3, B@i3, "
     "B@g9, B@h2, B@g1, B@i1, W@i4, W@e5, W@h3, B@h4, B@d8, B@i5, W@b5, B@a3, B@b1, W@g4, "
     "W@f1, W@h5, W@g2, W@i6, B@d9, B@b9, B@f2, B@c2, B@e1, W@e8, W@d1, W@a5, B@i7, W@h9, "
     "B@i9, W@g8, B@h6, W@f7, W@f9, W@g6, B@g5, W@a9, W@b8, B@e9, B@f4, W@a2, W@f5, B@c8, "
     "W@e4, W@d7, B@c6, W@c7, W@a7, W@d6, W@a1, B@c5, B@d5, W@b4, W@a4, W@c1, B@b6, W@d4, "
     "B@b3, W@b2, W@a6, B@c4",
     "B@b7", {}),
    ("21d71bfaa6", "win", 1,
     "komi 66, horizontal, W@h5, B@i5, B@g2, B@h4, B@e5, W@b9, B@b4, B@a2, B@f9, W@g9, W@d8, "
     "W@d5, B@e8, B@a3, B@e7, B@h1, W@a9, B@d2, B@g1, B@d6, B@b8, W@i3, W@c1, W@d9, W@i4, "
     "B@h6, W@c6, W@f6, B@d4, W@d7, B@a4, W@f7, B@g3, B@d1, B@e2, B@b1, W@g7, B@i7, W@g6, "
     "W@i9, W@h7, W@a6, W@f8, W@f5, B@i2, W@e3, B@f1, B@c5, B@c7, W@e6, W@f3, W@c8, B@b3, "
     "B@b7, B@h9, B@e9, W@f2, B@d3, W@h3, W@h2, B@c3, B@a7, W@e4, B@i8, W@h8, W@a5, B@b2, "
     "W@b6, W@g4, W@a8, W@b5",
     "B@c2", {}),
    ("e68b91f599", "win", 1,
     "komi 32, vertical, W@g6, B@e8, B@b1, W@i8, B@f3, W@f8, B@e3, B@g4, W@a8, B@a3, W@h4, "
     "B@d7, W@d6, W@i5, W@b9, B@g3, B@h5, B@f7, W@b2, W@i2, W@g9, W@f6, W@b5, B@a4, B@e2, "
     "B@f2, W@i9, B@a2, W@i4, W@g8, W@d5, B@e5, W@h3, W@c1, B@h9, W@c6, W@i7, W@a6, B@i1, "
     "B@d2, W@f1, B@e1, W@h1, W@h7, W@e9, W@h8, W@c9, W@h6, B@b4, B@f4, B@d1, W@c2, W@g5, "
     "B@d3, W@d9, W@c5, W@b3, W@b8, W@g2, B@c8, W@a7, B@c7, W@c3, B@c4, B@d8, B@e6, W@a5, "
     "B@d4, B@g7, W@f5, W@b6",
     "B@b7", {}),
    ("3c6f8ab5d5", "win", 1,
     "komi 72, vertical, W@e9, W@e6, B@h5, B@f1, W@i9, W@g8, W@e3, B@g4, B@h8, B@h7, W@b4, "
     "B@c4, W@i5, W@c1, B@g3, W@c7, W@d4, W@e7, W@f8, W@b3, W@e4, B@a5, W@b5, B@d1, W@a7, "
     "B@h2, B@f3, W@c3, W@a2, W@f2, W@f6, B@g2, W@i2, W@a6, W@a8, B@h9, W@b1, W@h6, W@a3, "
     "W@g7, B@d6, W@d2, W@h1, B@d8, B@i3, B@c6, W@a4, W@h3, W@i4, B@d7, B@i8, W@d9, W@g5, "
     "W@d5, B@f9, W@e5, W@c2, W@b9, B@c8, B@b8, W@e8, B@f4, W@g1, W@i7, B@c5, W@c9, B@g9, "
     "B@e2, W@f5, B@b7, B@b6",
     "B@h4", {}),
    ("a1e4fe09d3", "win", 1,
     "komi 0, horizontal, W@i2, B@d7, B@i8, W@i4, B@d4, W@d3, B@f9, W@h1, B@f1, B@i5, W@b4, "
     "W@b2, B@h2, B@i3, W@c9, B@g1, W@c7, W@h3, W@e1, B@h4, B@f3, W@g2, W@f2, B@g3, B@e4, "
     "B@e2, W@d6, B@d1, B@a6, B@a2, B@b6, W@d8, W@b8, W@e7, B@i6, B@a9, W@c1, B@c2, W@a1, "
     "W@h5, B@b3, W@g4, W@a3, W@c3, B@a4, B@b5, B@c5, B@c4, B@e3, B@i7, W@d2, B@d9, B@b9, "
     "W@e9, W@a8, W@f8, W@g7, B@h6, W@h9, W@g9, W@g6, B@i9, W@f6, B@b7, W@e5, B@c6, W@h7, "
     "B@f4, W@a7, B@g8, W@f5, W@d5",
     "B@h8", {}),
    ("e815a436ba", "win", 1,
     "komi 0, horizontal, B@b9, W@g9, W@e6, B@b2, B@d2, B@b3, B@h2, B@e4, B@f9, W@h6, W@f4, "
     "W@h3, W@g5, W@f3, W@h8, B@c6, W@b1, W@g1, B@a6, B@d5, W@a9, B@c1, W@g6, B@a1, B@a8, "
     "B@g8, W@a2, B@g2, B@a3, W@f2, B@f5, B@h9, B@i8, W@h7, W@i7, W@a7, W@i5, B@g4, W@b6, "
     "B@c4, W@i2, B@d6, W@e5, W@b8, W@f6, W@c9, W@a5, B@b7, W@h4, B@c8, W@h1, W@d3, B@g3, "
     "B@f7, B@b5, W@e3, W@e9, W@c3, B@d8, W@e1, B@b4, W@i4, B@d1, W@e8, B@g7, W@e7, B@f8, "
     "W@c2, B@d7, B@a4, B@d9, W@e2",
     "B@d4", {}),
    ("8976e49372", "win", 1,
     "komi 0, horizontal, B@h2, W@g1, W@b4, W@i2, B@a1, B@g2, B@c2, B@a4, W@a5, W@d5, W@a3, "
     "B@a2, W@b5, W@b2, W@c3, W@b1, B@d3, B@f9, W@e3, B@b9, W@d2, B@e8, W@d4, B@h5, W@c1, "
     "B@d1, W@c9, W@f2, B@f1, W@e1, W@e7, W@i6, W@d9, B@h1, B@e4, B@a8, B@f3, B@e5, W@i4, "
     "W@a7, W@h4, W@b8, W@a6, B@f5, W@d8, B@f8, B@i1, W@c5, B@i3, B@h3, B@g4, W@c7, B@i5, "
     "W@b7, W@g5, B@e9, W@e6, B@f6, B@f7, B@d6, W@d7, B@i8, W@c6, B@h8, W@g8, W@g7, W@i9, "
     "W@g6, W@h6, B@h7, B@h9, W@g9",
     "B@i7", {}),
    ("83ada1d1b3", "win", 1,
     "komi 10, vertical, B@a9, B@h3, W@a3, B@i8, W@c3, B@b2, W@d6, W@f7, B@c9, B@d8, W@e5, "
     "B@b9, W@i6, B@g7, B@d2, B@h4, W@d4, B@e8, B@d7, W@b4, W@e6, B@g2, W@i7, W@b3, B@g1, "
     "W@a7, B@b8, B@g4, B@i2, B@e9, W@e1, W@d3, B@a6, B@h9, B@h7, B@c6, W@f4, B@a2, W@f6, "
     "B@f3, W@b7, W@c4, W@c5, W@h8, B@h5, B@f9, B@a5, W@i3, B@h2, B@c7, B@a8, B@f8, B@b6, "
     "B@a1, W@b1, B@c2, B@g8, W@a4, W@f2, W@e2, B@e7, B@i1, B@c1, B@e4, B@d1, B@i5, W@e3, "
     "W@b5, W@g5, B@g6, W@i4, B@f1",
     "B@h6", {}),
    ("07b5602170", "win", 1,
     "komi 16, vertical, B@i5, W@d1, B@i7, W@b9, B@g7, B@g6, B@b3, W@e6, B@f4, B@e4, B@c4, "
     "B@a2, W@f9, W@c8, B@b1, W@i1, B@a5, B@e1, W@f3, B@c9, W@c5, W@f5, B@i3, W@g5, B@a9, "
     "B@e9, W@a8, B@b5, B@h9, B@f6, B@c2, B@h3, W@d6, B@a7, B@g8, W@c6, B@a6, B@g4, B@g9, "
     "W@h2, B@e7, B@f7, W@f8, W@b7, B@c1, B@e2, B@d8, W@a3, B@e8, B@e5, W@i4, B@h8, W@i6, "
     "W@e3, W@d7, B@c3, W@h7, B@f1, B@i8, W@d4, B@d3, B@d2, W@h4, W@g3, B@d5, W@h6, W@g1, "
     "W@f2, B@b6, B@i2, W@h5, B@b4",
     "B@a4", {}),
    ("89181b0b56", "win", 1,
     "komi 36, horizontal, B@g8, B@i9, W@c4, W@e5, B@f9, B@e6, W@b3, B@c5, B@e9, W@h8, W@b6, "
     "B@d4, W@h4, W@b4, W@e2, W@e8, W@c1, W@h1, B@b7, B@g5, W@e4, W@a4, W@b5, B@f8, W@h7, "
     "W@f4, B@f5, W@h9, B@e3, W@a5, W@c7, W@a2, W@d6, W@c3, B@c9, W@f7, W@b1, W@g7, B@i7, "
     "W@c2, W@b9, B@g6, B@d7, B@a9, W@i2, W@h2, W@i4, B@i5, W@e7, W@g9, W@f3, W@h6, B@i6, "
     "W@d3, B@d5, W@g4, W@g3, B@h3, W@h5, W@f1, W@i8, W@d9, W@g2, W@a6, B@d8, B@i3, B@c8, "
     "B@c6, B@f6, W@d1, B@b8, W@a7",
     "B@a8", {}),
    ("bb43c21b17", "stop", 1,
     "komi 0, vertical, B@i7, W@g8, W@h2, B@i3, B@i8, B@b9, B@e7, W@g3, B@f8, W@h1, W@d2, "
     "W@g9, W@a7, B@a6, B@i1, W@f9, W@i2, W@h7, W@h3, W@a4, W@i4, W@g7, B@h4, B@a8, B@i5, "
     "W@b8, B@b4, W@c9, B@a3, B@b7, B@a5, W@d8, W@i9, B@c8, W@c7, B@d9, B@b2, W@e9, W@b6, "
     "W@b5, B@f7, B@c5, B@h6, B@c6, B@c4, B@d7, W@e8, W@d4, W@h8, B@a1, B@g6, W@h5, W@f4, "
     "W@e5, B@g4, B@f5, W@f6, W@b3, B@g5, B@d1, B@d5, W@c3, W@d6, W@e3, B@f3, W@g2, B@f1, "
     "W@g1, B@b1, B@f2, B@e2, W@c1",
     "B@e6", {}),
    ("a9b0b9e92e", "stop", 1,
     "komi 6, vertical, B@d1, W@h4, B@e1, W@a3, B@g9, W@i4, W@e4, B@i7, W@d9, B@d6, B@c4, "
     "B@f1, W@h7, W@h1, W@e8, B@i3, B@a5, B@b3, W@d7, W@f8, W@f6, B@g5, W@f3, B@c5, W@b8, "
     "W@e2, W@e7, B@g4, W@g7, W@c8, W@i9, W@i2, W@c2, W@a7, W@g2, B@d3, B@e5, B@f4, W@g8, "
     "B@a1, W@c3, W@h5, W@f9, B@b9, W@g1, W@e3, B@i8, B@a6, B@d4, W@h8, B@h6, W@c7, B@d2, "
     "W@b7, W@b1, W@b5, W@a4, W@e6, W@g6, B@c6, W@i5, W@c9, B@b6, B@b2, W@g3, W@f2, B@f5, "
     "W@h3, B@a2, B@h9, B@c1, W@i6",
     "W@a8", {}),
    ("725f8d669a", "win", 1,
     "komi 36, vertical, W@a1, B@i5, B@b8, B@c8, B@h3, B@b1, B@i8, W@f2, W@a3, B@b4, W@h8, "
     "B@d4, W@c9, B@d2, B@f1, W@b2, W@d6, W@h5, B@e1, W@i7, W@i6, B@i9, W@b9, B@e8, W@f6, "
     "B@c6, B@e2, B@b5, W@g7, B@c1, B@g4, W@d3, B@e5, W@a9, B@h2, W@a5, B@a6, W@b7, B@i1, "
     "B@h4, W@g3, W@h6, W@d8, W@c4, B@h9, B@g9, W@f5, W@b3, B@e7, W@c5, B@f8, W@h1, W@a8, "
     "B@i3, W@g5, W@g8, W@e6, B@d9, B@f9, W@e3, B@f7, W@a7, B@d7, W@f3, W@e4, B@c3, W@d5, "
     "B@c2, W@f4, W@b6, B@c7, B@a4, B@g1",
     "B@g2", {}),
    ("b67241095a", "win", 1,
     "komi 4, vertical, W@g3, W@a6, B@d7, W@c1, W@h5, W@i6, W@e1, W@g1, B@c6, W@d1, W@f7, "
     "W@f2, B@d5, W@h8, W@d8, W@b3, W@d2, W@h9, B@a3, B@b4, B@e9, W@g6, B@b9, W@g5, B@i7, "
     "B@h7, B@b1, B@c2, W@f8, B@e4, W@i3, W@i8, W@d4, B@e2, W@i5, W@e5, W@g4, B@a5, W@h6, "
     "W@b2, W@e8, W@i4, W@g9, B@e6, B@c7, B@h4, W@g8, B@i2, B@c9, B@d9, B@f6, B@b6, B@h3, "
     "B@h1, W@c3, W@c5, W@h2, W@g7, W@e7, B@f4, W@a1, B@a7, W@b7, W@e3, W@f5, W@a9, W@b8, "
     "W@c8, W@f9, W@f3, B@b5, B@a2, B@a8",
     "B@c4", {}),
    ("6e9bb07b91", "win", 2,
     "komi 26, horizontal, W@i1, W@i6, W@g4, B@b1, B@i9, B@i7, B@d7, W@f8, W@b7, B@c1, B@e4, "
     "W@c7, W@g9, B@a5, B@a4, W@d9, W@f4, W@e5, W@a8, W@h1, B@d6, B@a2, W@c6, B@c3, B@i4, "
     "B@c5, B@d2, B@c2, W@h6, B@f1, B@a3, B@g3, W@i5, B@e3, B@f2, B@e1, W@f3, W@d4, B@g1, "
     "W@b5, W@f9, W@e7, B@h8, B@i2, B@g5, B@a7, W@a6, B@h3, B@c9, W@c8, W@b8, W@h4, W@b4, "
     "B@g2, W@d5, B@a9, B@g8, W@d8, W@h9, B@e6, B@f5, B@h2, W@g6, B@h5, W@c4, B@b2, W@e8, "
     "B@f7, B@h7, W@d3, B@f6, W@b3, B@g7",
     "B@b9", {}),
    ("93a37f8dee", "win", 2,
     "komi 44, vertical, B@a2, W@b6, W@a8, B@d7, W@d8, B@e7, W@b1, W@c2, B@i3, B@h2, B@e3, "
     "B@g2, B@i5, W@e2, W@d1, W@c6, W@h5, W@a9, B@e8, W@f7, W@d5, B@i8, W@b3, B@e6, B@d6, "
     "W@d2, W@g8, W@c9, W@a1, W@i9, B@h3, W@h9, W@c7, W@d4, W@b5, W@g1, W@h6, W@f5, W@a6, "
     "W@f6, W@e9, B@d3, W@f9, B@c3, W@f2, W@g3, W@b4, W@g4, W@i1, B@b7, W@b9, W@i6, W@e1, "
     "W@c8, W@h1, B@c4, W@b2, W@a3, W@f3, W@h4, W@a5, B@b8, B@h8, B@f4, B@a7, B@e5, W@e4, "
     "W@i4, W@h7, W@i2, W@g6, W@i7, B@f8",
     "B@c5", {}),
    ("ff8e660d85", "win", 2,
     "komi 0, vertical, B@e8, W@b2, B@e5, B@d6, B@f4, B@c9, B@e9, B@b6, W@g4, W@c8, B@b3, "
     "B@f6, B@c2, W@i9, B@c1, B@g7, W@f2, B@i8, W@i7, B@h9, W@e4, W@h8, B@a2, W@c6, B@b1, "
     "W@g9, W@e6, B@d3, B@e7, W@d9, B@d8, W@b9, B@g2, W@a8, B@d1, W@d5, B@b8, W@f5, B@a7, "
     "B@g5, W@b7, B@g8, B@d4, B@c5, B@d7, B@a3, W@c7, B@f9, B@e1, B@e2, W@a6, W@g3, B@i4, "
     "B@f8, W@c4, W@g6, B@h7, B@i3, W@h6, B@b4, W@h1, B@a5, B@i2, W@h5, W@f3, W@e3, W@i5, "
     "W@h4, W@h3, W@h2, B@c3, B@f1, W@g1",
     "B@i1", {}),
    ("6fabb999b4", "win", 2,
     "komi 0, horizontal, W@f6, B@d3, W@i4, W@f9, W@c1, W@e2, W@h5, W@a1, B@c2, B@g1, B@b1, "
     "B@d1, B@a2, W@c3, W@b2, W@d2, B@b3, B@i9, B@d5, W@e1, W@a3, B@i1, B@a4, W@d4, W@f2, "
     "W@e3, W@b4, B@b5, W@a5, B@h1, W@a8, W@i8, B@f5, W@h6, B@a6, W@h9, W@c7, B@a7, B@g2, "
     "W@b8, B@g9, B@e4, B@i2, B@f3, B@c6, W@f1, W@c5, B@b7, B@g4, W@d6, W@h4, B@a9, B@h8, "
     "W@g5, B@c8, B@d7, B@h3, W@i3, B@e5, B@d8, W@e6, W@i6, B@i7, B@g8, B@g6, W@h7, B@b9, "
     "B@g7, W@f7, B@d9, W@f8, W@e8, W@e9",
     "B@e7", {}),
    ("f443599225", "win", 2,
     "komi 0, vertical, W@b9, B@e5, B@h9, B@i1, W@f6, W@b3, W@b2, B@h6, W@a4, B@i5, B@a9, "
     "B@b1, W@a8, B@i3, W@d5, B@a3, B@b7, W@g9, W@e9, W@c8, W@a6, B@a7, B@i6, B@a5, B@a1, "
     "B@b8, W@a2, W@c1, W@d7, B@b4, B@i8, W@b5, W@c7, B@c9, W@b6, W@c4, B@f7, B@d6, B@d4, "
     "W@d9, W@h5, B@c6, B@g1, B@c5, B@d2, W@e6, B@i4, B@d8, W@c2, B@e7, W@g2, B@h8, B@d1, "
     "W@c3, B@g8, B@d3, B@g4, W@e8, B@f5, W@h7, B@e3, B@h4, B@h2, B@f3, W@f8, B@f2, B@e1, "
     "W@i7, B@g3, W@e4, B@g7, W@g5, B@f4",
     "W@g6", {}),
    ("c8185be1ee", "win", 2,
     "komi 46, vertical, W@a9, W@e5, W@h8, B@b7, W@h4, B@b8, W@g5, W@f4, W@c4, B@e9, W@b1, "
     "W@c7, W@b3, W@f9, B@f7, B@i2, W@f8, W@d4, W@g8, W@c1, B@a5, W@f5, B@h9, W@h5, W@e3, "
     "B@g1, W@b2, W@a1, B@h3, W@b6, W@g3, B@d6, W@h6, B@f6, W@i4, B@c6, B@c9, B@c8, W@c3, "
     "W@i9, B@f3, B@h1, B@e7, W@d3, B@a2, W@d9, W@d2, B@a8, W@g9, B@g2, W@b5, W@i7, B@d1, "
     "W@d5, B@i3, B@b4, W@e1, B@f2, W@d7, B@a4, B@g7, B@i6, W@f1, B@h7, W@a3, W@d8, B@i5, "
     "B@a6, W@e6, W@e8, W@b9, B@e2, W@g6",
     "B@c5", {}),
    ("3e727c1d1c", "win", 2,
     "komi 32, horizontal, W@a1, B@f2, B@h9, W@f7, W@f9, W@e1, W@h6, B@g1, B@i9, W@b1, B@b9, "
     "W@c6, B@d2, W@a7, B@a8, W@f3, W@d3, B@f4, W@h8, W@e6, W@g6, W@g5, W@g7, W@e5, W@d4, "
     "B@g4, B@a5, W@b4, W@e2, W@i7, B@e7, W@c4, W@d7, W@c7, B@g2, W@b6, W@c2, W@e9, W@f8, "
     "W@f1, W@h2, W@a3, W@d8, B@h5, B@d6, B@i8, B@i4, B@a4, W@f5, W@c8, B@b5, B@d1, W@h4, "
     "W@i3, W@a6, W@i5, W@e4, B@c9, W@h1, B@e8, B@b8, W@g3, B@a2, B@i2, W@b2, W@g8, W@i1, "
     "W@b3, B@g9, B@d5, W@c5, W@b7, B@c1",
     "B@d9", {}),
    ("6ccbba8bb0", "win", 2,
     "komi 72, vertical, W@d9, W@g6, W@d1, W@b8, W@a5, B@b2, B@i2, B@e7, W@e1, W@i6, B@c3, "
     "W@c9, B@c5, W@c1, W@g1, B@h8, W@i1, W@c4, W@e2, W@a3, W@e5, B@g2, W@f4, W@d6, B@i7, "
     "W@i8, W@d8, W@a1, W@b3, W@f9, W@f2, W@f7, B@e6, W@b7, W@h9, W@b6, B@d4, B@g9, W@g5, "
     "B@g4, B@b4, W@d2, W@f3, W@h6, W@a2, W@b1, W@a7, B@i4, W@i3, B@i5, W@a8, W@h2, W@d3, "
     "B@h7, W@f5, B@d5, B@f8, B@g7, B@b9, W@e3, W@h4, B@e4, B@e9, W@a4, W@g3, B@a9, B@c2, "
     "W@c7, W@h5, B@b5, B@c6, B@f6, W@e8",
     "B@d7", {}),
    ("96626de353", "stop", 2,
     "komi 0, vertical, W@a1, W@a4, B@b1, B@e1, B@a2, W@g2, B@a7, W@f5, B@c2, W@h3, B@c7, "
     "B@i6, B@b5, B@d6, W@g7, W@c1, W@b2, B@d1, B@b3, W@a9, W@a3, B@b6, W@e7, W@e2, B@b4, "
     "W@c4, B@a5, B@b8, B@f7, B@h9, W@i1, W@a8, W@f1, B@b9, W@d2, B@f9, W@c3, B@g4, B@f2, "
     "W@h6, W@f3, B@d4, B@d3, B@e4, B@c5, B@h5, B@e3, B@g1, B@h1, W@e6, W@h2, B@d7, B@g3, "
     "W@e5, W@g6, W@i5, B@f4, B@g8, W@e8, W@h8, B@f6, W@i3, B@h4, B@d9, W@i4, B@d5, B@g5, "
     "B@d8, W@i7, B@f8, W@e9, W@i8",
     "B@c8", {}),
    ("5573d94e81", "stop", 2,
     "komi 0, vertical, W@h2, B@e5, B@d4, W@d8, B@b5, W@i2, B@i3, W@i1, B@g3, B@c9, B@e1, "
     "W@a8, B@c2, B@g8, W@i6, B@e3, W@h3, W@g4, W@i4, B@f8, W@h9, W@d2, B@i9, B@c6, W@i8, "
     "W@h5, B@g9, B@d3, B@h8, W@i7, W@b7, W@b6, W@b9, W@b2, B@b8, W@c8, B@a7, B@b3, W@a6, "
     "B@a5, W@a2, B@c7, W@e2, W@d9, W@d7, B@d1, W@b1, B@f2, W@c1, W@f1, B@a3, B@g1, W@c3, "
     "B@b4, B@h1, W@c5, B@c4, B@g2, B@f3, B@h7, W@d5, B@f4, B@e9, B@g6, W@e6, B@f5, W@g5, "
     "B@d6, W@h6, B@g7, B@f6",
     "W@e7", {}),
    ("b706a64c74", "stop", 2,
     "komi 2, vertical, B@h5, W@b5, B@f2, W@c4, W@f9, W@g4, W@g9, W@h2, W@f7, W@g6, W@h1, "
     "B@a1, W@g1, B@e2, W@e5, W@a8, W@b9, B@i7, B@f1, B@g5, W@g2, W@e8, W@c7, B@h6, W@d2, "
     "B@a6, W@d3, W@f4, W@f8, W@i8, B@h7, W@c9, W@h8, W@h3, B@f5, W@b3, B@f3, B@c8, W@i1, "
     "W@b2, B@d1, W@e6, W@g3, W@d8, W@a3, B@d4, B@b7, B@b4, W@a2, B@g8, W@h9, B@e3, B@h4, "
     "W@f6, W@i4, W@a7, W@e7, B@d5, W@a5, B@c3, W@i3, B@i5, B@g7, W@d7, B@a4, B@b6, W@c6, "
     "B@c5, W@e9, B@b8, B@e4, B@c2",
     "W@b1", {}),
    ("60ef2eb64c", "stop", 2,
     "komi 44, vertical, B@a2, W@b6, W@a8, B@d7, W@d8, B@e7, W@b1, W@c2, B@i3, B@h2, B@e3, "
     "B@g2, B@i5, W@e2, W@d1, W@c6, W@h5, W@a9, B@e8, W@f7, W@d5, B@i8, W@b3, B@e6, B@d6, "
     "W@d2, W@g8, W@c9, W@a1, W@i9, B@h3, W@h9, W@c7, W@d4, W@b5, W@g1, W@h6, W@f5, W@a6, "
     "W@f6, W@e9, B@d3, W@f9, B@c3, W@f2, W@g3, W@b4, W@g4, W@i1, B@b7, W@b9, W@i6, W@e1, "
     "W@c8, W@h1, B@c4, W@b2, W@a3, W@f3, W@h4, W@a5, B@b8, B@h8, B@f4, B@a7, B@e5, W@e4, "
     "W@i4, W@h7, W@i2, W@g6, W@i7",
     "B@c5", {}),
    ("a1c622b58d", "stop", 2,
     "komi 0, vertical, B@d6, B@c1, B@g4, W@a2, B@h5, W@h9, B@a3, B@c9, W@b1, B@f1, B@b2, "
     "W@b3, W@a4, W@c2, W@a5, W@d1, W@e1, B@b7, B@e2, B@c6, B@d2, W@e7, B@c3, B@d4, B@b4, "
     "B@f3, B@b5, W@a7, B@a6, B@g9, B@a8, B@f7, B@i9, W@c4, B@h8, W@d3, W@i8, B@e4, B@i7, "
     "W@e3, W@f4, W@f2, B@c5, W@g1, B@f5, B@g2, B@i3, W@h1, B@i1, W@g3, B@b9, W@h2, W@i2, "
     "B@e6, B@h3, W@e9, B@d8, B@i5, W@g6, B@e5, B@b8, W@h4, B@h7, B@h6, W@g5, B@f6, B@e8, "
     "B@g8, B@f9, B@d7, B@c8, B@d9",
     "B@g7", {}),
    ("6e70e446c4", "stop", 3,
     "komi 0, vertical, W@b8, W@e3, B@c1, B@a1, B@e6, W@g2, W@h5, B@i1, W@a8, W@i9, W@b1, "
     "B@e4, W@a2, B@h7, B@b2, B@d2, B@a3, B@i8, W@d8, B@h9, W@g3, B@b4, W@c8, B@a9, W@h1, "
     "B@h3, W@i2, W@b9, B@f7, W@h8, B@f3, B@g8, W@i7, W@g9, B@i6, B@f9, B@g4, W@g1, W@a4, "
     "B@c3, B@e2, W@c7, W@d3, W@e7, B@d4, B@h2, B@d7, B@f1, B@i3, W@f2, B@e1, B@c9, W@c4, "
     "B@b5, W@f4, B@i4, W@h4, B@i5, B@e8, W@h6, B@d9, W@f6, B@g7, W@a6, W@e5, B@d5, W@c6, "
     "B@d6, B@c5, W@b6, W@g6, W@g5",
     "B@a7", {}),
    ("4c44940012", "stop", 3,
     "komi 0, vertical, W@d8, B@h3, W@h5, W@a8, B@i1, W@i8, W@d5, B@b6, W@e1, B@i9, B@f1, "
     "W@h9, B@g4, B@a1, W@i4, B@i7, B@c5, B@h8, B@a7, B@g9, B@f7, B@g7, W@g3, B@a9, B@c2, "
     "W@g8, W@h7, B@b8, W@e4, B@b2, B@h6, B@e2, W@g6, W@f9, B@i5, B@d1, W@d9, W@b9, B@b1, "
     "B@f8, B@f6, W@e3, B@g5, W@f5, W@h4, W@f4, B@i3, B@c9, W@c8, W@e6, W@f2, W@e8, W@b7, "
     "W@e7, B@d3, B@h2, B@d4, W@h1, W@a2, B@g1, W@g2, W@b4, W@d6, B@c6, B@c7, B@a4, W@c3, "
     "B@c4, W@d7, B@b3, W@b5, W@a5",
     "W@a3", {}),
    ("46b4ef43e8", "stop", 3,
     "komi 0, horizontal, W@b5, W@e7, B@i2, B@d4, B@e8, W@a2, B@g7, B@a1, B@g6, W@b1, B@d5, "
     "B@h8, W@a5, W@g8, B@f8, B@a3, B@g9, B@b2, W@d1, B@c1, W@c2, B@b7, W@b3, W@h9, B@i7, "
     "B@i9, W@a4, W@f9, W@f2, W@g1, W@g5, B@e9, B@b9, B@c4, B@d9, B@h1, W@h2, W@a9, W@i3, "
     "B@e6, B@h5, B@h7, B@a8, W@d8, B@a6, W@f7, B@c8, W@c7, B@e3, W@b6, W@h4, W@e1, W@f6, "
     "W@d7, B@i5, W@i6, B@h6, B@d2, B@i4, W@d3, W@c3, W@b4, W@c5, W@g3, W@d6, B@f4, W@f3, "
     "W@g4, W@e2, W@f5",
     "W@e5", {}),
    ("eeed120ca3", "stop", 3,
     "komi 16, vertical, B@i5, W@d1, B@i7, W@b9, B@g7, B@g6, B@b3, W@e6, B@f4, B@e4, B@c4, "
     "B@a2, W@f9, W@c8, B@b1, W@i1, B@a5, B@e1, W@f3, B@c9, W@c5, W@f5, B@i3, W@g5, B@a9, "
     "B@e9, W@a8, B@b5, B@h9, B@f6, B@c2, B@h3, W@d6, B@a7, B@g8, W@c6, B@a6, B@g4, B@g9, "
     "W@h2, B@e7, B@f7, W@f8, W@b7, B@c1, B@e2, B@d8, W@a3, B@e8, B@e5, W@i4, B@h8, W@i6, "
     "W@e3, W@d7, B@c3, W@h7, B@f1, B@i8, W@d4, B@d3, B@d2, W@h4, W@g3, B@d5, W@h6, W@g1, "
     "W@f2, B@b6, B@i2, W@h5",
     "W@b4", {}),
    ("436b0f73fa", "stop", 3,
     "komi 0, vertical, W@d8, B@h3, W@h5, W@a8, B@i1, W@i8, W@d5, B@b6, W@e1, B@i9, B@f1, "
     "W@h9, B@g4, B@a1, W@i4, B@i7, B@c5, B@h8, B@a7, B@g9, B@f7, B@g7, W@g3, B@a9, B@c2, "
     "W@g8, W@h7, B@b8, W@e4, B@b2, B@h6, B@e2, W@g6, W@f9, B@i5, B@d1, W@d9, W@b9, B@b1, "
     "B@f8, B@f6, W@e3, B@g5, W@f5, W@h4, W@f4, B@i3, B@c9, W@c8, W@e6, W@f2, W@e8, W@b7, "
     "W@e7, B@d3, B@h2, B@d4, W@h1, W@a2, B@g1, W@g2, W@b4, W@d6, B@c6, B@c7, B@a4, W@c3, "
     "B@c4, W@d7, B@b3, W@b5",
     "W@a5", {}),
    ("c6617004db", "stop", 3,
     "komi 0, horizontal, B@c1, B@g6, B@h5, B@i8, B@c2, W@c6, W@c5, B@f7, W@e9, W@b8, W@a7, "
     "B@g7, W@a6, W@a9, W@a1, W@i9, W@g4, B@h9, W@b3, B@c3, W@g3, B@i1, B@f5, B@g9, B@c8, "
     "B@f2, W@h6, B@a2, W@c4, B@b1, B@i2, B@f3, W@e1, B@b9, B@b6, W@c9, B@g2, B@h4, B@b7, "
     "W@i3, B@a5, W@g5, B@a4, B@e4, W@d8, W@i7, W@c7, B@h3, W@e2, W@f4, B@e6, W@h8, B@i4, "
     "W@g8, W@e7, W@d6, W@b2, W@i5, W@h2, W@f8, W@b4, B@f1, W@b5, B@h7, W@d4, B@d3, W@a3, "
     "B@f9, B@d5, B@e3, W@d2",
     "B@g1", {}),
    ("3d052afeff", "stop", 3,
     "komi 56, vertical, W@b9, B@e9, W@a8, B@e7, W@d1, B@c7, B@g9, B@f5, W@c2, W@i7, W@e4, "
     "W@g8, W@h3, B@c4, W@e1, B@b7, B@b6, W@b8, B@i9, W@a1, B@f6, B@g4, W@h5, B@c5, W@e5, "
     "B@e8, B@d8, W@a6, B@i8, B@d7, B@f8, W@h4, B@c8, B@h9, B@g6, W@e3, B@f4, B@i4, B@c3, "
     "W@i3, B@d9, B@h7, W@c1, W@a7, W@b3, W@b1, W@h1, B@i2, B@d5, B@f3, W@d3, W@c9, W@e6, "
     "B@f7, W@a2, W@g3, B@h6, B@d2, W@a4, B@i5, W@d4, B@e2, W@g1, W@i1, W@f2, B@h8, B@d6, "
     "B@g2, B@g5, B@g7, B@b4, B@i6",
     "W@a5", {}),
    ("d5cd735dfa", "stop", 3,
     "komi 4, horizontal, W@g4, W@f2, B@c7, B@a9, B@b7, B@e3, B@d6, W@d1, B@c1, W@h3, W@d4, "
     "W@b5, W@i2, W@g2, W@d7, B@h7, W@f9, W@c9, W@f4, B@g8, B@g7, W@a4, W@c3, W@e7, B@e1, "
     "B@b8, W@d5, B@d2, W@a7, B@h8, W@a2, B@a5, W@i7, W@i4, W@e8, B@b4, B@f6, W@b1, W@d3, "
     "W@c4, W@g5, W@i9, W@e2, B@b6, B@e6, B@a3, W@g3, B@e5, B@d8, W@h1, W@b2, B@f8, W@c6, "
     "W@c2, B@h5, B@i8, B@i6, B@g9, B@e9, B@h4, W@b3, B@g6, B@d9, W@f3, B@e4, W@c8, W@b9, "
     "B@h9, B@a8, B@f7, W@f5, B@i5",
     "B@f1", {}),
    ("3344d0b51d", "stop", 3,
     "komi 0, vertical, B@c9, W@g1, W@h6, B@f1, W@a8, B@i5, W@a5, W@b4, W@e3, B@e6, B@d4, "
     "W@c7, B@b8, W@d2, W@d7, W@i7, B@b1, B@e2, B@a2, W@d9, B@b2, W@e1, W@c6, B@d1, B@i6, "
     "W@c1, W@i2, W@g9, W@b9, B@f9, B@a7, B@i1, W@c3, W@h1, W@c8, W@i4, B@h2, W@h5, B@g2, "
     "B@g4, B@c2, B@d8, W@b7, B@d5, W@b3, W@i3, W@a3, B@i9, W@a6, B@h3, W@d6, W@b6, W@h8, "
     "B@c4, W@h9, W@f7, W@h4, B@d3, B@h7, W@c5, W@e7, B@f3, B@g8, B@f5, B@g7, W@g5, W@g6, "
     "B@f6, W@e8, B@f8, W@i8",
     "W@e4", {}),
    ("19034f1bc3", "stop", 3,
     "komi 52, horizontal, B@b7, W@d3, W@f1, W@i6, B@g6, W@h2, B@f5, W@c8, B@g5, W@b6, B@h7, "
     "W@g8, W@d1, W@h8, W@b2, B@a4, W@a7, W@i5, B@h6, W@e2, W@i8, W@i2, W@a6, B@f4, B@g7, "
     "B@b1, B@c5, W@f2, W@c2, W@e4, B@e9, B@a1, W@g2, B@e6, B@f8, W@a3, B@b5, B@a8, B@f3, "
     "W@b3, B@g3, W@c7, B@d5, W@c4, W@h5, W@d9, W@d6, B@i9, W@d4, W@i7, B@d7, B@a9, W@h1, "
     "W@c6, B@b8, W@h9, W@e3, W@f7, B@b9, W@i3, W@h3, W@a5, W@e8, B@h4, B@a2, W@d8, B@e7, "
     "W@b4, W@e5, W@f6, W@c1, B@c9",
     "B@f9", {}),
    ("838694cdb3", "stop", 3,
     "komi 42, vertical, W@f6, W@e7, W@c5, W@e8, W@b8, B@e1, W@g1, B@b3, W@d8, B@f8, B@g8, "
     "B@a7, W@i8, B@d7, W@g9, B@c2, W@f3, W@e4, B@a6, W@f4, W@g2, W@i2, W@g4, W@a4, W@b2, "
     "B@h8, B@d1, B@d5, W@c7, W@h7, W@b6, W@b4, W@h6, W@f5, B@a5, B@d6, W@h5, B@e9, W@d4, "
     "B@b1, W@i6, B@i1, B@h2, W@e2, W@c9, W@a9, B@c6, B@i9, B@f9, W@g7, W@i5, B@b5, B@i3, "
     "W@h3, B@e3, B@h4, W@f2, W@e6, W@i4, B@d2, W@h9, W@c4, W@a3, W@d3, W@h1, W@g5, B@c3, "
     "W@f7, B@f1, W@a8, W@b7, W@e5",
     "B@a1", {}),
    ("38b5e061f5", "stop", 3,
     "komi 0, horizontal, W@f3, W@g6, B@e1, W@i8, B@i5, W@i6, W@b9, B@e8, B@h6, W@d6, B@i7, "
     "W@h7, W@h5, B@i9, B@a9, B@e9, W@i4, B@h8, W@a8, W@h9, W@d5, B@g7, B@f8, B@g3, W@f4, "
     "W@g8, W@b2, W@f9, B@b1, W@f7, B@h4, B@g5, W@f5, B@f6, B@a7, B@b8, W@g4, B@e7, W@d7, "
     "W@e6, W@h3, B@c9, W@e3, W@i1, W@c8, W@d8, B@i3, B@d9, W@g2, B@i2, W@a5, W@h2, W@a1, "
     "B@h1, B@f2, W@g1, B@c7, W@f1, W@c3, B@e2, W@d4, B@d3, W@a3, B@e5, W@b4, B@e4, B@b7, "
     "B@c6, W@c5, B@a6, B@b5, B@d1",
     "W@c2", {}),
    ("3784898526", "stop", 3,
     "komi 0, vertical, B@b9, B@h4, W@g5, W@b8, W@g2, W@g3, B@a1, B@i6, W@h8, B@b1, B@h7, "
     "W@a3, B@a9, B@e4, B@i4, W@d1, B@g4, W@e1, W@d4, B@e6, B@a2, B@c4, W@c9, W@b2, W@a8, "
     "W@c1, W@b6, B@b3, B@a4, B@b5, W@c8, B@c2, W@a5, W@c5, B@g1, W@c3, B@d5, B@g7, B@g9, "
     "B@f5, W@d8, W@d2, W@f2, W@c6, B@a6, B@a7, B@h2, W@b7, W@e3, W@d6, B@e8, B@i2, B@h5, "
     "W@h6, B@f9, W@f7, B@e7, W@d7, B@d9, B@f1, B@h1, B@f6, W@h9, B@i7, W@f8, W@h3, W@g6, "
     "W@g8, B@f3",
     "B@i8", {}),
)
