"""trellis: puzzles written by scripts/puzzles.py from the tactics bench's positions;
run it again rather than edit (key, kind, grade, setup, answer, options; actions
separated by commas)."""

PUZZLES = (
    ("db360ae365", "stop", 1,
     "f6, f9, swap, e7, c8, f5, e3, f8, i8, g10, f12, g8, g11, h8, h11, h7, j6, d7, d4, e8, "
     "b8, d8, c6, d9, a9, c10, b12, c9, a8, i6, j4, i7, l7, i9, i12, j8, i10, j10, k8, k9, m8, "
     "l9, k11, l10, n11",
     "o7, o10", {}),
    ("a5fc85dca1", "stop", 1,
     "f9, f6, swap, g10, j10, g12, f10, f11, c11, e13, d15, e11, b11, d11, d14, e12, f14, d12, "
     "c10, d13, a13, g4, f2, c14, a15, g8, g5, h9, j8, c13, b15, b14, e14, h7, i9, i8, k9, "
     "f12, i12, l10, k8, k6, l8, m10, o9",
     "n6, n9", {}),
    ("1a02ce3454", "stop", 1,
     "f10, f7, swap, d9, g9, g12, f14, f9, h10, e9, e6, e10, c11, d11, c13, d10, b9, c9, b7, "
     "c10, a11, b11, b14, c12, b10, a10, b8, b12, end, e4, f2, i10, l10, h9, j10, j9, i11, k9, "
     "j11, k8, m9, l8, m6, m7, o8",
     "l4, l7", {}),
    ("8e3bab2216", "win", 1,
     "f7, e5, swap, e6, b6, d9, c7, d6, g6, c6, c3, h5, k5, c5, c8, c4, a5, d4, b5, m4, o5, "
     "b4, c2, a2, d2, c1, f1, c9, a8, d10, c12, c11, e10, d11, c13, d12, a12, e12, f14, f13, "
     "h12, e13, f15, e14, e11, d14, end, l5, n4",
     "c15", {}),
    ("94fbb0d511", "stop", 1,
     "i9, h11, swap, h10, e10, h7, h4, i10, g9, f9, e7, g10, d10, f10, f13, e11, b11, f11, "
     "f14, e8, b8, f8, g6, f12, i12, g5, g2, g13, d13, h13, g15, h14, g12, h3, g1, h12, j11, "
     "e12, e15, c10, a11, k10, j12, k11, j9, l11, k9, l12, n13",
     "o9, o12", {}),
    ("9caf7519d7", "stop", 1,
     "i9, h11, swap, h10, e10, h7, h4, i10, g9, f9, e7, g10, d10, f10, f13, e11, b11, f11, "
     "f14, e8, b8, f8, g6, f12, i12, g5, g2, g13, d13, h13, g15, h14, g12, h3, g1, h12, j11, "
     "e12, e15, c10, a11, k10, j12, k11, j9, l11, k9, l12, n13, m13, n15, m12, o11",
     "n8, n11", {}),
    ("e71ce853d0", "win", 1,
     "i7, j5, swap, j6, l7, k7, l9, k8, m7, k11, l13, j8, h9, i8, i5, j9, g9, i9, j11, i10, "
     "g11, i4, h2, h10, f9, f11, f8, e9, b9, g12, h14, d9, a9, c9, e10, c10, d8, i1, h3, n7, "
     "m9, b10, c8, a11, d11, b11, c13, c7, a6, b6, a4, b7, c5, b5, b8, a7, d7, m5, k6",
     "o6", {}),
    ("c49f659e6f", "stop", 1,
     "f7, e5, swap, e6, b6, d9, c7, d6, g6, c6, c3, h5, k5, c5, c8, c4, a5, d4, b5, m4, o5, "
     "b4, c2, a2, d2, c1, f1, c9, a8, d10, c12, c11, e10, d11, c13, d12, a12, e12, f14",
     "f10, f13", {}),
    ("498fed8b2c", "win", 1,
     "h8, i6, swap, i7, l7, h4, h7, h6, e6, h10, g12, g6, d6, h3, i1, j7, m7, f6, g8, g5, f7, "
     "k7, j5, k6, j8, f9, e7, f5, c5, j12, i14, l6, n7, b3, c1, b5, b2, b4, a6, a5, end, n4, "
     "n1",
     "o6", {}),
    ("67cb4deb64", "stop", 1,
     "i10, i7, swap, h8, e8, j12, k14, i9, g8, i6, j4, j9, l8, k8, k11, l10, n9, k9, j7, k10, "
     "end, j10, j13, j11, h10, i11, h13, i12, f12, h12, i14, g6, i5, j6, h5, e12, c13, i15, "
     "g14, j5, l4, h4, g2",
     "d1, g1", {}),
    ("3ecd63cf64", "stop", 1,
     "f10, f13, swap, e14, b14, f14, e12, g15, i14, f15, h14, e11, c12, d11, e9, d10, b11, "
     "c10, c7, j12, g12, c9, c6, c8, a7, d8, e10, f8, d7, e7, f5, f6, i6, e6, e3, k5, m6, d5, "
     "g5, d4, b3, e5, e2",
     "b1, e1", {}),
    ("ce8818f5f4", "stop", 1,
     "f7, e5, swap, e6, b6, d9, c7, d6, g6, c6, c3, h5, k5, c5, c8, c4, a5, d4, b5, m4, o5, "
     "b4, c2, a2, d2, c1, f1, c9, a8, d10, c12, c11, e10, d11, c13, d12, a12, e12, f14, f13, "
     "h12, e13, f15",
     "e11, e14", {}),
    ("33ce4ad35e", "stop", 1,
     "i10, i7, swap, h8, e8, j12, k14, i9, g8, i6, j4, j9, l8, k8, k11, l10, n9, k9, j7, k10, "
     "end, j10, j13, j11, h10, i11, h13, i12, f12, h12, i14, g6, i5, j6, h5, e12, c13, i15, "
     "g14, j5, l4, h4, g2, h3, k3, g1, g4",
     "f1, g3", {}),
    ("efb31fc6b6", "stop", 1,
     "g7, h5, swap, h6, k6, h4, g6, g5, e4, f4, f1, f5, c5, h8, i6, i7, f7, j7, k9, k8, m9, "
     "j8, j11, l8, o8, i9, i12, i8, h10, i10, j12, h3, j4, i3, j1, j2, l1, i2, end, i1, g2, "
     "h1, g3, h12, k12, i13, j15",
     "i11, i14", {}),
    ("a7ff171623", "win", 2,
     "f10, f13, swap, e14, b14, f14, e12, g15, i14, f15, h14, e11, c12, d11, e9, d10, b11, "
     "c10, c7, j12, g12, c9, c6, c8, a7, d8, e10, f8, d7, e7, f5, f6, i6, e6, e3, k5, m6, d5, "
     "g5, d4, b3, e5, e2, e4, h4, f3, e1, g4, i5",
     "f4", {}),
    ("365e666f4c", "stop", 2,
     "f6, f9, swap, e7, c8, f5, e3, f8, i8, g10, f12, g8, g11, h8, h11, h7, j6, d7, d4, e8, "
     "b8, d8, c6, d9, a9, c10, b12, c9, a8, i6, j4, i7, l7, i9, i12, j8, i10, j10, k8, k9, m8, "
     "l9, k11, l10, n11, l13, m11, m10, o11",
     "n7, n10", {}),
    ("1d8147de81", "stop", 2,
     "f9, f6, swap, g10, j10, g12, f10, f11, c11, e13, d15, e11, b11, d11, d14, e12, f14, d12, "
     "c10, d13, a13, g4, f2, c14, a15, g8, g5, h9, j8, c13, b15, b14, e14, h7, i9, i8, k9, "
     "f12, i12, l10, k8, k6, l8, m10, o9, n9, o11, l7, n8",
     "m4, m7", {}),
    ("556cf29317", "stop", 2,
     "g8, g11, swap, i13, k12, g15, f13, f12, c12, g7, g10, g12, e11, h12, g14, h11, g13, d11, "
     "e9, d10, a10, f5, g3, l11, n10, c10, d8, c9, end, b9, c7, b8, e8, c5, b3, a7, b5, g6, "
     "f4, h13, k13, j13, i15, i10, j12, i12, j14, i11, i8",
     "m7, m10", {}),
    ("0ace64c380", "stop", 2,
     "g10, f8, swap, f9, c9, e6, f4, g9, i8, d11, e13, d10, b9, e10, f12, e9, h9, d9, e7, d8, "
     "f7, c8, d6, c7, a6, b6, b3, b7, a9, c4, b2, a7, d7, i6, j8, i9, j7, k4, j2, l5, o5, k6, "
     "h6, m6, k7, l7, k9, l8, n7",
     "o4, o7", {}),
    ("65c859ea30", "stop", 2,
     "g7, g10, swap, e9, c8, g8, g11, g9, j9, f9, f12, f8, h9, f13, e15, e8, b8, i9, j7, h10, "
     "end, i10, j8, i11, k12, j12, h11, j11, m11, k11, i12, k10, l12, l10, k8, l9, o9, k6, j4, "
     "m8, k7, n8, n5, m9, n7, o3, n1, n9, k9",
     "a5, a8", {}),
    ("a73a55977b", "stop", 2,
     "i10, i7, swap, h8, e8, j12, k14, i9, g8, i6, j4, j9, l8, k8, k11, l10, n9, k9, j7, k10, "
     "end, j10, j13, j11, h10, i11, h13, i12, f12, h12, i14, g6, i5, j6, h5, e12, c13, i15, "
     "g14, j5, l4, h4, g2, h3, k3, g1, g4, g3, d3, f3, e5",
     "d1, f2", {}),
    ("351347d5b0", "stop", 2,
     "j8, j11, swap, l8, n7, j7, k5, j6, h5, k7, j9, k6, i5, l6, m4, m5, o4, l5, l2, f6, c6, "
     "l4, j5, l3, n4, m3, l1, m2, k3, i4, j2, j3, h4, i3, k2, j10, l9, k10, i9, i10, k11, h10, "
     "g12, g11, e12, h11, h14, m12, o13, i12, end",
     "h12, h15", {}),
    ("3a4372c857", "stop", 2,
     "g10, g7, swap, e7, c6, g6, f8, i4, g5, f4, f1, f5, d6, e6, e3, h5, k5, f6, d5, d4, b5, "
     "e5, f3, f2, g4, g3, e2, f9, h10, f12, e10, g8, e9, e8, h8, m5, o6, h7, g9, e1, g2, d1, "
     "c3, g11, i10, h11, h14, d7, b6, h12, h15",
     "i11, h13", {}),
    ("c306939c1e", "stop", 2,
     "g7, h5, swap, h6, k6, h4, g6, g5, e4, f4, f1, f5, c5, h8, i6, i7, f7, j7, k9, k8, m9, "
     "j8, j11, l8, o8, i9, i12, i8, h10, i10, j12, h3, j4, i3, j1, j2, l1, i2, end, i1, g2, "
     "h1, g3, h12, k12, i13, j15, i14, g15, j13, h14",
     "j14, h15", {}),
    ("53a17e16fa", "win", 2,
     "g10, f8, swap, f9, c9, h8, i6, g9, e10, h12, g14, k8, m7, i7, h9, b9, d10, h10, j9, h11, "
     "f10, g11, f13, l10, n11, f12, h13, h5, j6, i5, i2, o6, l6, i4, i1, i3, j1, j4, h3, j3, "
     "h2, k3, l1, l2, n3, k2, m3, g2, j2, k1, n1, f14, h15",
     "g15", {}),
    ("2d0c16c676", "win", 2,
     "f6, f9, swap, e7, c8, f5, e3, f8, i8, g10, f12, g8, g11, h8, h11, h7, j6, d7, d4, e8, "
     "b8, d8, c6, d9, a9, c10, b12, c9, a8, i6, j4, i7, l7, i9, i12, j8, i10, j10, k8, k9, m8, "
     "l9, k11, l10, n11, l13, m11, m10, o11, n10, m12, n9, n12, o9, n7",
     "o8", {}),
    ("a03c99e8a8", "win", 2,
     "f9, f6, swap, g10, j10, g12, f10, f11, c11, e13, d15, e11, b11, d11, d14, e12, f14, d12, "
     "c10, d13, a13, g4, f2, c14, a15, g8, g5, h9, j8, c13, b15, b14, e14, h7, i9, i8, k9, "
     "f12, i12, l10, k8, k6, l8, m10, o9, n9, o11, l7, n8, m7, l5, m8, m5, o13, n15",
     "l9", {}),
    ("34ff064628", "win", 3,
     "h7, h4, swap, h3, e3, h8, g10, i3, g4, f4, g6, f5, c5, f3, e5, e6, b6, g12, h14, d7, "
     "d10, c7, d9, c8, a9, b9, c11, b8, c10, i4, g5, j4, l3, k4, k1, k5, m4, l5, k3, l6, o6, "
     "m7, k6, m6, l8, n6, l7, n5, end, n3, o5, o4, m5, c9, a8",
     "a7", {}),
    ("fa46cb82e4", "win", 3,
     "i10, i7, swap, h8, e8, j12, k14, i9, g8, i6, j4, j9, l8, k8, k11, l10, n9, k9, j7, k10, "
     "end, j10, j13, j11, h10, i11, h13, i12, f12, h12, i14, g6, i5, j6, h5, e12, c13, i15, "
     "g14, j5, l4, h4, g2, h3, k3, g1, g4, g3, d3, f3, e5, f2, i2, e2, b2, c2, e1",
     "d1", {}),
    ("323cdf5661", "win", 3,
     "h10, h13, swap, j13, m13, g11, g8, g12, d12, h12, i14, h11, j12, i11, h9, i10, k11, j10, "
     "k8, k9, m8, j9, k7, j8, l9, i8, j6, i7, f7, h7, h4, g6, d6, h6, h3, h5, e5, i5, g4, i4, "
     "k5, j4, j1, k3, m4, j3, l4, j2, l3, i2, g1, m2, o3, h1, k1, i15, k14",
     "j15", {}),
    ("7fe913f25b", "win", 3,
     "h10, g12, swap, g11, d11, f9, f6, f10, h11, e10, d8, f11, i11, e11, d13, d9, a9, e9, "
     "e12, g10, f8, g9, e8, k12, m13, f13, e15, e7, g8, d7, d4, d6, b5, h8, g6, c5, a6, h7, "
     "g5, j6, l7, h4, i2, i3, g4, h3, g1, g2, j2, h2, i4, l1, i1, h1, e1, f14, i14",
     "d12, e14", {}),
    ("6f893705ed", "win", 3,
     "h10, g12, swap, g11, d11, f9, f6, f10, h11, e10, d8, f11, i11, e11, d13, d9, a9, e9, "
     "e12, g10, f8, g9, e8, k12, m13, f13, e15, e7, g8, d7, d4, d6, b5, h8, g6, c5, a6, h7, "
     "g5, j6, l7, h4, i2, i3, g4, h3, g1, g2, j2, h2, i4, l1, i1, h1, e1, f14, i14, d12",
     "e14", {}),
    ("06a3ea7658", "win", 3,
     "j8, j11, swap, j13, m13, j7, j4, i13, k12, l12, k14, l11, o11, k3, j1, m11, l9, h12, "
     "i10, f14, h13, g14, end, g13, e14, f13, g15, f12, d13, e12, f10, e11, c12, d11, e9, d10, "
     "a10, f8, d9, c10, d12, b10, b13, b11, c9, n11, l10, m10, k9, n10, m8, n9, o7, n15, o13, "
     "o9, n7, b9, a11",
     "a12", {}),
    ("8485f30f75", "win", 3,
     "i9, h11, swap, h10, e10, h7, h4, i10, g9, f9, e7, g10, d10, f10, f13, e11, b11, f11, "
     "f14, e8, b8, f8, g6, f12, i12, g5, g2, g13, d13, h13, g15, h14, g12, h3, g1, h12, j11, "
     "e12, e15, c10, a11, k10, j12, k11, j9, l11, k9, l12, n13, m13, n15, m12, o11, n11, m9, "
     "n12, m14, o12, n14",
     "o13", {}),
    ("df813aab34", "win", 3,
     "j6, k4, swap, k5, m6, l6, l9, l5, j4, l10, l13, h4, e4, i4, h2, j5, m5, i5, h3, i6, g5, "
     "h6, i8, h7, f8, g8, g11, g7, e6, f6, d5, g6, f4, n5, m3, n6, m4, o6, n4, o7, l7, d4, c2, "
     "d3, a3, e3, f1, f5, d6, c5, d7, c6, a5, b6, c8, b7, b4, b10, b13",
     "a7", {}),
    ("8c9815f22d", "win", 3,
     "g10, g7, swap, e7, c6, g6, f8, i4, g5, f4, f1, f5, d6, e6, e3, h5, k5, f6, d5, d4, b5, "
     "e5, f3, f2, g4, g3, e2, f9, h10, f12, e10, g8, e9, e8, h8, m5, o6, h7, g9, e1, g2, d1, "
     "c3, g11, i10, h11, h14, d7, b6, h12, h15, h13, j12, g13, i12, g14, i13, f14, i14, l13, "
     "j14",
     "e15", {}),
    ("e006775ed2", "win", 3,
     "g7, g10, swap, e9, c8, g8, g11, g9, j9, f9, f12, f8, h9, f13, e15, e8, b8, i9, j7, h10, "
     "end, i10, j8, i11, k12, j12, h11, j11, m11, k11, i12, k10, l12, l10, k8, l9, o9, k6, j4, "
     "m8, k7, n8, n5, m9, n7, o3, n1, n9, k9, d8, e10, d9, e7, c9, d7, c10, a11, b11, b14, "
     "b10, end, e5, f3",
     "a9", {}),
    ("282d08ec14", "win", 3,
     "g6, g3, swap, f5, c5, g8, g5, g4, e5, h3, i1, h4, k4, i10, j12, i5, l5, d5, c3, e6, h6, "
     "i7, j5, j6, i4, k6, j4, k7, m8, l8, k10, l7, o7, j13, i15, m7, end, c4, d6, d7, b6, c7, "
     "d9, c8, a9, n7, l6, m9, m6, b9, c11, b8, c10, b10, b7, a7, a4, o8, n6, n10, end, o11, "
     "n13",
     "o10", {}),
    ("dcffc26f10", "win", 3,
     "f8, g10, swap, f9, c9, g6, g3, a10, d10, e10, f12, e9, b9, e13, f15, g9, d9, h7, h10, "
     "j9, m9, h9, g11, h8, k8, g8, i9, i8, g7, f7, f4, d8, e6, f6, d7, f5, e7, e8, d6, e5, c6, "
     "d5, g5, e14, c15, f13, h14, f14, d15, g4, g1, g14, h12, h13, g15, o8, l8, g13, h15, g2, "
     "e3, f3, h2, h1, j2",
     "i1", {}),
    ("49856bf65c", "win", 3,
     "j8, j11, swap, l8, n7, j7, k5, j6, h5, k7, j9, k6, i5, l6, m4, m5, o4, l5, l2, f6, c6, "
     "l4, j5, l3, n4, m3, l1, m2, k3, i4, j2, j3, h4, i3, k2, j10, l9, k10, i9, i10, k11, h10, "
     "g12, g11, e12, h11, h14, m12, o13, i12, end, k14, i13, h12, h15, j14, h13, g13, g10, "
     "g14, d14, f14, d13, e15, c14",
     "f15", {}),
)
