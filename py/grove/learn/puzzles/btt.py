"""btt: puzzles written by scripts/puzzles.py from the tactics bench's positions;
run it again rather than edit (key, kind, grade, setup, answer, options; actions
separated by commas)."""

PUZZLES = (
    ("368007a7b0", "stop", 1,
     "null@c2, root@a3, 2n@a2, 3w@b2, 1s@b3, 2w@c3, 2s@a4, 2s@c4, 1n@a1, 1n@b1, 1e@b4, 3w@c1, "
     "3w@d3, 1w@d1, 2w@e3, 3w@d4, 1n@e2, 2s@d2, 1w@f3, 1s@e4, 2n@f2, 1w@f4, 3n@e1, 2n@f1, "
     "2w@g1, 1s@g2, 3w@g3, 3w@h2, 3w@g4, 2w@h4",
     "3w@h3", {}),
    ("1ef09d9169", "stop", 1,
     "null@a4, root@b4, 2w@c4, 1n@c3, 2n@b3, 1w@d3, 1w@d4, 1w@e3, 1w@e4, 3n@b2, 1w@f3, 3w@f4, "
     "2w@g4, 2n@b1, 3n@c2, 1w@d2, 2e@a1, 1w@h4, 2e@a3, 2n@h3, 3n@e2, 3n@h2, 3w@f2, 3n@a2, "
     "3e@g2, 2n@d1, 1n@f1, 2n@h1, 3e@e1, 2w@g3",
     "1n@g1", {}),
    ("77e91a2cb8", "stop", 1,
     "null@c4, root@b2, 3s@b3, 3w@c2, 2n@b1, 3w@d2, 3w@c3, 3w@e2, 3w@d3, 2e@a2, 3w@e3, 1s@a3, "
     "3w@c1, 3w@f2, 2w@f3, 3n@d1, 2w@g3, 2w@g2, 2e@a1, 2s@a4, 2w@h3, 2w@h2, 1s@b4, 1s@f4, "
     "1n@g1, 1w@g4, 1e@f1, 1e@e4, 1e@e1, 1w@h4",
     "1w@h1", {}),
    ("96fd3c6aa9", "stop", 1,
     "null@a4, root@c4, 3n@c3, 2e@b3, 2e@b4, 1w@d3, 3s@d4, 3n@d2, 3e@c2, 2n@c1, 1e@a3, 2w@e4, "
     "2w@e3, 2w@d1, 2w@e1, 3w@f4, 3n@e2, 2n@a2, 3w@b2, 3w@f2, 1w@g4, 1n@f1, 1n@g3, 1n@f3, "
     "2w@g1, 3n@b1, 1w@h3, 1s@g2, 2w@h4, 3w@h2",
     "1w@h1", {}),
    ("c718e6acdb", "stop", 1,
     "null@g3, root@h2, 1n@h1, 3e@g1, 2s@h3, 2s@h4, 2e@g2, 3e@g4, 1e@f1, 2e@f2, 2e@f4, 2s@f3, "
     "2e@e2, 1n@e1, 1s@e3, 3e@e4, 1e@d4, 1e@c4, 2e@d1, 2e@b4, 3n@c3, 2n@c2, 1s@d2, 3e@b3, "
     "3e@d3, 3e@a3, 3s@a4, 1n@b2, 3e@a2, 1n@a1",
     "3e@c1", {}),
    ("7e0fd225d8", "stop", 1,
     "null@c4, root@b4, 1e@a4, 3n@b3, 1w@c3, 2n@a3, 2n@c2, 2w@d3, 1n@c1, 1w@d1, 1s@d4, 3w@d2, "
     "3e@b2, 1w@e4, 2e@a2, 3w@e3, 3n@b1, 2w@e2, 1w@f3, 2w@g3, 3w@h3, 2w@f2, 3n@e1, 1e@a1, "
     "2s@g4, 1s@h4, 2s@f4, 1w@g2, 3n@h2, 3n@g1",
     "2w@f1", {}),
    ("94b0d7cd7d", "stop", 1,
     "null@h3, root@e3, 3s@e4, 2n@e2, 3n@e1, 1e@d4, 2w@f2, 3w@f1, 2w@g1, 2w@f4, 3e@d2, 1w@g4, "
     "1e@d1, 3s@g2, 3s@f3, 2w@g3, 1e@c1, 3w@h4, 1w@h1, 2e@b1, 3s@h2, 1e@c4, 2e@d3, 1n@c3, "
     "2e@a1, 1n@c2, 2s@b2, 2e@b3, 1e@a2, 3e@b4",
     "1s@a3", {}),
    ("a1f1a9cb09", "stop", 1,
     "null@c3, root@h2, 1n@h1, 2e@g1, 1s@h3, 1s@h4, 2e@g4, 1n@g3, 3e@g2, 2e@f3, 3e@f1, 1s@f2, "
     "1e@e1, 3s@e2, 1s@f4, 2s@e3, 1e@d3, 2s@d4, 3w@e4, 3e@d1, 3e@c4, 2s@d2, 2e@b4, 3e@a4, "
     "2e@c1, 1n@a3, 3s@c2, 1e@b2, 2s@b3, 3e@a2",
     "2e@b1", {}),
    ("812fd9faba", "stop", 1,
     "null@b4, root@c4, 1w@d4, 3w@e4, 1n@d3, 3n@c3, 3w@e3, 2n@e2, 3e@b3, 3n@d2, 3n@d1, 3e@a3, "
     "1s@a4, 3n@a2, 1w@f4, 1n@c2, 2e@c1, 2w@g4, 3w@f3, 1w@g3, 1w@h4, 1w@h3, 3n@a1, 2w@f2, "
     "2w@b2, 1n@b1, 2w@g2, 1w@e1, 2w@h2, 2n@h1",
     "2n@g1", {}),
    ("69167209ad", "stop", 1,
     "null@h1, root@a4, 1n@a3, 2w@b4, 2n@b3, 3n@b2, 1e@a2, 2w@c2, 3w@c4, 2w@c3, 1w@d3, 2w@d4, "
     "3n@d2, 2n@b1, 3w@e4, 3n@e3, 2w@e2, 3n@e1, 1w@c1, 1n@a1, 2n@d1, 3w@f1, 1s@f2, 3w@g2, "
     "2w@g1, 1w@h2, 2s@f3, 1w@f4, 3w@g4, 1w@h4",
     "3n@g3", {}),
    ("cbe854264e", "stop", 1,
     "null@a1, root@c3, 3n@c2, 3w@d3, 3s@c4, 1w@d2, 3s@d4, 3w@e4, 3n@d1, 3e@b2, 3e@b4, 2n@b1, "
     "1w@e1, 3w@f1, 1w@f4, 2e@a2, 2w@c1, 3e@a4, 1n@f3, 2s@a3, 1w@b3, 2w@g3, 1w@g1, 1w@e3, "
     "2n@g2, 1s@f2, 2w@h1, 1w@h3, 2s@h4, 2s@h2",
     "2s@e2", {}),
    ("f241bb6ba1", "stop", 1,
     "null@b2, root@a1, 1w@b1, 1w@c1, 1s@a2, 1s@c2, 2w@d2, 1s@c3, 2s@d3, 1w@e3, 1s@d4, 1w@e2, "
     "1s@c4, 2s@a3, 1s@a4, 3w@b4, 2w@f2, 3w@g2, 2n@g1, 3w@e4, 2w@h1, 3n@b3, 3w@f4, 2w@h2, "
     "3n@f3, 2s@g3, 3n@f1, 3e@e1, 3e@d1, 2s@h3",
     "3w@g4", {}),
    ("660171450f", "stop", 1,
     "null@c3, root@b3, 2n@b2, 1s@b4, 3e@a3, 1n@b1, 1w@c1, 2w@d1, 3n@a2, 2s@d2, 1w@e2, 2w@f2, "
     "1s@e3, 2s@f3, 1w@g3, 3w@g2, 3s@e4, 3w@h2, 2s@g4, 1e@c2, 3n@e1, 2s@d3, 3s@a4, 3s@d4, "
     "2w@f1, 3s@h3, 2w@g1, 3s@h4, 1w@h1, 1s@f4",
     "2n@a1", {}),
    ("a744f569f8", "stop", 1,
     "null@e1, root@c4, 3w@d4, 2w@e4, 1n@c3, 3e@b4, 2n@c2, 3n@c1, 3e@b3, 1w@f4, 2n@e3, 2w@g4, "
     "1e@d3, 1w@f3, 2e@b2, 1e@a3, 3w@d1, 2n@e2, 1s@d2, 1s@a4, 3n@f2, 2w@h4, 1n@f1, 3w@g1, "
     "2e@a2, 2w@g3, 3e@b1, 3n@h3, 1n@g2, 3n@h2",
     "2n@a1", {}),
    ("2f26cb04a8", "win", 2,
     "null@c2, root@a3, 2n@a2, 3w@b2, 1s@b3, 2w@c3, 2s@a4, 2s@c4, 1n@a1, 1n@b1, 1e@b4, 3w@c1, "
     "3w@d3, 1w@d1, 2w@e3, 3w@d4, 1n@e2, 2s@d2, 1w@f3, 1s@e4, 2n@f2, 1w@f4, 3n@e1, 2n@f1, "
     "2w@g1, 1s@g2, 3w@g3, 3w@h2, 3w@g4, 2w@h4, 3s@h3",
     "3n@h1", {}),
    ("d6d1de9a15", "win", 2,
     "null@e3, root@e4, 2e@d4, 3w@f4, 1e@c4, 3n@d3, 3n@f3, 3e@b4, 1w@g3, 1w@g4, 3e@a4, 3n@f2, "
     "1n@b3, 3n@d2, 1w@h4, 2n@b2, 3e@c3, 1n@f1, 1e@a3, 2n@b1, 3w@c1, 2e@a1, 3w@c2, 2w@d1, "
     "2e@e2, 1w@e1, 2w@h3, 1w@g1, 2n@g2, 1s@a2, 2w@h2",
     "2n@h1", {}),
    ("284f1c050b", "win", 2,
     "null@b4, root@c4, 1n@c3, 1w@d3, 3n@c2, 2e@b3, 3s@d4, 1w@e3, 2w@e4, 1n@b2, 2n@e2, 1e@a3, "
     "2n@d2, 2n@c1, 1n@d1, 3s@a4, 1w@f4, 2n@f3, 3n@f2, 1w@g4, 3n@a2, 3n@b1, 3e@a1, 2w@g2, "
     "2s@g3, 3w@h3, 1n@g1, 3e@f1, 2n@e1, 2w@h2, 1w@h4",
     "3n@h1", {}),
    ("53aa2655df", "win", 2,
     "null@h3, root@b4, 1e@a4, 1w@c4, 3w@d4, 1w@e4, 2n@b3, 1n@e3, 2w@c3, 3e@d3, 1e@a3, 1n@b2, "
     "3w@f3, 2e@a2, 3n@e2, 3n@e1, 2n@a1, 3w@f1, 2s@f2, 2n@c2, 2e@d2, 1w@b1, 1w@g2, 3n@g1, "
     "3n@c1, 3s@g3, 1e@d1, 2s@g4, 1w@h1, 2s@f4, 3w@h4",
     "2s@h2", {}),
    ("624d346b88", "win", 2,
     "null@f1, root@h4, 3n@h3, 3n@h2, 3e@g3, 1e@g4, 3e@f3, 3n@f2, 3e@f4, 3e@e2, 3e@g2, 1e@d2, "
     "1s@e3, 3e@e4, 2n@g1, 3n@e1, 2e@d1, 2e@c2, 1n@h1, 1e@b2, 1n@c1, 2e@a2, 2s@d3, 2s@a3, "
     "1e@d4, 1e@b1, 1e@a1, 2e@c4, 2s@c3, 1e@b3, 2s@a4",
     "2e@b4", {}),
    ("8a60fa88cf", "win", 2,
     "null@a3, root@h4, 1e@g4, 3n@h3, 2e@g3, 2e@f3, 2e@e3, 1s@f4, 1n@f2, 2w@g2, 3n@g1, 2e@d3, "
     "2w@h1, 1e@e4, 3s@d4, 2e@e2, 2w@h2, 1e@f1, 3e@c3, 1e@e1, 1n@d2, 3e@b3, 1e@d1, 3n@b2, "
     "1n@c2, 1s@c4, 2n@b1, 3w@c1, 3e@b4, 3e@a1, 3e@a4",
     "2e@a2", {}),
    ("77b385e511", "win", 2,
     "null@c3, root@f4, 2e@e4, 1e@d4, 3e@c4, 3n@f3, 3w@g4, 2n@d3, 2e@e3, 1w@g3, 3n@e2, 2e@b4, "
     "2w@f2, 2e@a4, 1e@d2, 1w@h3, 1n@d1, 2n@h2, 2s@h4, 2e@g2, 1e@c1, 1s@c2, 3n@a3, 1e@b2, "
     "2n@b3, 3e@a2, 3n@h1, 3n@f1, 1e@g1, 3n@a1, 1n@e1",
     "3n@b1", {}),
    ("36f234f163", "win", 2,
     "null@e2, root@d1, 1s@d2, 3s@d3, 3e@c2, 3w@e1, 3n@c1, 3e@b1, 3e@a1, 2w@e3, 1w@f1, 2s@b2, "
     "1w@f3, 1w@g3, 1s@c3, 2w@h3, 1s@h4, 1s@e4, 3s@f4, 2s@g4, 2n@f2, 3s@c4, 2e@b4, 2n@g2, "
     "2e@a4, 3n@b3, 3s@d4, 1e@a3, 2n@g1, 1s@a2, 2w@h1",
     "1n@h2", {}),
    ("6f11f073ea", "win", 2,
     "null@a1, root@h2, 3n@h1, 1s@h3, 1e@g2, 2e@g3, 3s@h4, 1e@f2, 1n@g1, 3e@e2, 2e@f1, 1e@e1, "
     "1e@d1, 1s@f3, 1s@f4, 3s@e3, 3w@g4, 1e@e4, 3e@c1, 2e@d3, 2n@d2, 2e@b1, 2e@c2, 3s@b2, "
     "1e@c3, 3e@a2, 3s@d4, 3e@c4, 2s@a3, 2e@b3, 2e@b4",
     "2e@a4", {}),
    ("68fc858c09", "win", 2,
     "null@g3, root@e3, 3w@f3, 3e@d3, 3s@e4, 3e@c3, 3n@e2, 3n@d2, 2e@b3, 3n@d1, 3n@b2, 3s@c4, "
     "3n@b1, 2e@b4, 2w@c2, 1w@e1, 2w@f2, 2w@f1, 2e@d4, 2w@g1, 2w@g2, 2e@c1, 1w@h2, 2e@a4, "
     "1n@h1, 1n@a3, 1e@a2, 1n@a1, 1s@h3, 1s@h4, 1e@g4",
     "1e@f4", {}),
    ("023771b5b6", "win", 2,
     "null@c3, root@h2, 3e@g2, 3n@g1, 2n@h1, 1s@h3, 1e@f1, 2e@g3, 3e@f3, 2n@f2, 1e@e3, 1e@e2, "
     "2s@h4, 1e@g4, 3n@e1, 1s@e4, 1w@f4, 2e@d3, 1s@d4, 2e@d1, 1e@d2, 3e@c4, 3e@b4, 2e@c2, "
     "3n@c1, 1e@b2, 2e@a2, 3n@b1, 2s@b3, 3e@a3, 2s@a4",
     "3n@a1", {}),
    ("46b023a7dc", "win", 2,
     "null@g3, root@c1, 2s@c2, 1e@b1, 3e@a1, 2w@d2, 3s@b2, 1w@e2, 2e@a2, 1w@d1, 2n@e1, 1w@f1, "
     "3s@f2, 1s@a3, 2w@g2, 3s@b3, 3w@g1, 2w@c3, 1s@d3, 2s@d4, 3w@h1, 3w@h2, 1s@b4, 2s@e3, "
     "2s@f3, 2w@c4, 1s@a4, 3s@e4, 1s@f4, 3s@h3, 1s@h4",
     "3e@g4", {}),
    ("a1fbe67a41", "win", 2,
     "null@b3, root@d2, 2s@d3, 1w@e2, 2n@e1, 1s@d4, 2e@c4, 3w@f2, 3w@g2, 1e@b4, 2e@c3, 2n@c2, "
     "3s@f3, 2n@c1, 1w@d1, 2s@e3, 2e@b1, 3n@f1, 3s@f4, 2w@g3, 3w@h2, 2s@g4, 3w@g1, 1e@e4, "
     "1w@h1, 1e@b2, 1w@h4, 3e@a2, 1s@h3, 3n@a1, 1s@a3",
     "3e@a4", {}),
    ("37cc16438b", "win", 3,
     "null@a2, root@a3, 3w@b3, 2w@c3, 2s@c4, 3w@d3, 3s@a4, 1w@b4, 1s@d4, 1w@e3, 3n@b2, 1w@e4, "
     "3w@c2, 1w@f4, 3n@d2, 3n@b1, 1n@c1, 2w@g4, 1n@f3, 2n@d1, 1e@a1, 1n@g3, 2w@h3, 3n@f2, "
     "1n@e2, 2n@h2, 2w@h4, 3e@g2, 2w@e1, 3n@f1, 2n@h1",
     "2n@g1", {}),
    ("5e75d90081", "win", 3,
     "null@f2, root@g3, 2w@h3, 2e@f3, 2s@f4, 3s@g4, 2n@h2, 3n@g2, 3w@h4, 1n@h1, 2e@e3, 2s@e4, "
     "3e@d3, 2e@c3, 2e@d4, 3e@b3, 3s@c4, 2n@b2, 3n@e2, 2n@g1, 3e@a3, 1s@b4, 1n@a2, 3n@b1, "
     "1n@d2, 3w@c1, 1e@c2, 1n@a1, 1s@a4, 1e@f1, 1n@d1",
     "1n@e1", {}),
    ("fc84b4837a", "win", 3,
     "null@h1, root@h4, 1n@h3, 2e@g3, 2e@f3, 2n@f2, 2s@g4, 2n@g2, 1n@g1, 2n@f1, 3n@h2, 2e@e2, "
     "3e@e1, 3s@f4, 3e@d1, 1e@d2, 3e@e4, 3s@d3, 3e@c1, 3s@d4, 1s@e3, 1e@b1, 1s@c2, 3s@c3, "
     "2s@b2, 3e@c4, 2e@a2, 1e@b4, 1e@a4, 1s@a3, 2s@b3",
     "1n@a1", {}),
    ("e4066094bd", "win", 3,
     "null@c4, root@g1, 2s@g2, 3e@f2, 3n@f1, 1w@h2, 2w@h1, 2e@e2, 2e@d2, 3s@g3, 1s@d3, 3e@e1, "
     "3s@e3, 2s@g4, 1e@f4, 2n@d1, 2n@f3, 2e@e4, 1s@h3, 1e@c3, 1e@c1, 2e@b1, 3w@h4, 1e@a1, "
     "1s@a2, 3s@c2, 3e@d4, 3s@b2, 3s@b3, 1s@b4, 2s@a3",
     "1e@a4", {}),
    ("2663936bea", "win", 3,
     "null@h2, root@d2, 2s@d3, 1e@c3, 1n@d1, 1e@c1, 3w@e1, 3e@b3, 2e@b1, 2e@a1, 2s@d4, 3s@b2, "
     "1w@e3, 3s@e2, 1e@a2, 2w@f3, 1s@b4, 3n@f2, 3s@c4, 2e@a3, 1n@f1, 1s@e4, 2s@a4, 2s@c2, "
     "3w@g3, 1w@g1, 3w@g2, 1s@f4, 2w@h1, 3w@g4, 3w@h3",
     "2s@h4", {}),
    ("4961cc752e", "win", 3,
     "null@f2, root@e1, 3w@f1, 2s@e2, 2e@d1, 2s@e3, 1s@d2, 2w@f3, 3s@d3, 2e@c2, 3e@b2, 1e@c3, "
     "2n@c1, 2s@e4, 1e@d4, 1w@f4, 2e@b1, 1e@a1, 1e@a2, 3s@c4, 1w@g4, 3w@g3, 2e@b3, 1w@g1, "
     "3n@g2, 1e@a3, 1s@b4, 3w@h1, 3w@h3, 3n@h2, 2w@h4",
     "3e@a4", {}),
    ("22b2e144ae", "win", 3,
     "null@g2, root@g4, 1e@f4, 2n@f3, 1e@e3, 3n@f2, 1s@e4, 2e@e2, 3n@g3, 2e@d2, 1s@d3, 3w@h4, "
     "2e@c3, 1s@d4, 3n@c2, 1e@c4, 1e@b3, 2n@c1, 3s@b4, 3n@f1, 2w@h3, 3e@a3, 2n@e1, 1n@a2, "
     "2e@d1, 2s@a4, 3w@b2, 3n@b1, 3e@a1, 1n@h2, 2w@g1",
     "1n@h1", {}),
    ("8ec03632b1", "stop", 3,
     "null@g2, root@g4, 1e@f4, 2n@f3, 1e@e3, 3n@f2, 1s@e4, 2e@e2, 3n@g3, 2e@d2, 1s@d3, 3w@h4, "
     "2e@c3, 1s@d4, 3n@c2, 1e@c4, 1e@b3, 2n@c1, 3s@b4, 3n@f1, 2w@h3, 3e@a3, 2n@e1, 1n@a2, "
     "2e@d1, 2s@a4, 3w@b2, 3n@b1, 3e@a1, 1n@h2",
     "2n@h1", {}),
    ("c8bfe2edff", "stop", 3,
     "null@g3, root@g1, 1e@f1, 3w@h1, 1s@g2, 2e@f2, 3e@e2, 2s@e3, 3e@d2, 1w@h2, 1e@d3, 3e@c3, "
     "2s@c4, 1n@e1, 2e@d1, 3s@d4, 2e@b3, 2e@b4, 1e@c1, 3e@b1, 3s@b2, 2w@c2, 3s@e4, 1w@f4, "
     "3e@a4, 3e@a1, 2n@a3, 1e@a2, 1n@f3, 2w@g4",
     "2s@h3", {}),
    ("bb78d77151", "stop", 3,
     "null@e2, root@f1, 2e@e1, 1s@f2, 1w@g1, 3e@d1, 1s@g2, 1s@f3, 3w@g3, 2s@g4, 3s@d2, 2e@c1, "
     "2w@h3, 1n@h2, 1w@h1, 1e@e3, 3s@f4, 2s@c2, 1e@e4, 2e@d4, 2s@d3, 1e@c4, 1s@h4, 3e@b1, "
     "2n@c3, 3e@b2, 3e@b4, 3n@b3, 2e@a2, 3n@a1",
     "3s@a3", {}),
    ("448e07ae6d", "stop", 3,
     "null@e4, root@f1, 3s@f2, 2e@e2, 1e@e1, 3s@f3, 1e@e3, 3w@g3, 2e@d1, 2w@g1, 1s@g4, 1w@g2, "
     "1e@d3, 3w@h2, 1e@c3, 1e@d2, 2s@f4, 2e@c1, 3n@h1, 2w@h4, 3e@b3, 3e@a3, 2s@h3, 2e@c2, "
     "2s@d4, 1n@b2, 2n@a2, 3s@a4, 3w@b4, 1n@b1",
     "3n@a1", {}),
    ("fdea04dca9", "stop", 3,
     "null@e1, root@b2, 3s@b3, 1w@c2, 1n@b1, 3s@c3, 1w@d2, 2e@a2, 2s@d3, 3n@c1, 3w@e3, 2w@f3, "
     "3w@e2, 3n@f2, 3s@b4, 3s@a3, 1w@g2, 3w@g3, 3w@h2, 1w@h3, 2n@d1, 2s@g4, 1e@a4, 2s@c4, "
     "2s@e4, 2w@d4, 2n@g1, 1n@a1, 2w@f4, 1n@f1",
     "1s@h4", {}),
    ("62f4909f5e", "stop", 3,
     "null@b3, root@g4, 3n@g3, 3e@f4, 3e@f3, 3e@e4, 3w@h4, 3n@e3, 3n@f2, 3n@e2, 3n@g2, 3e@d2, "
     "1n@g1, 2e@c2, 1s@c3, 2n@d1, 2s@c4, 2e@b2, 1e@a2, 2s@d3, 1w@d4, 1e@b4, 2s@a3, 2e@a4, "
     "2n@a1, 1n@b1, 2e@f1, 1w@h1, 2w@h2, 1w@e1",
     "1w@c1", {}),
)
