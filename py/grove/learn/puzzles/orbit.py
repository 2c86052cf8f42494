"""orbit: puzzles written by scripts/puzzles.py from the tactics bench's positions;
run it again rather than edit (key, kind, grade, setup, answer, options)."""

PUZZLES = (
    ("9d7a029932", "stop", 1,
     "i8 g14 m3 g9 c12 o15 h9 d12 a9 p8 p9 g8 d3 i1 e6 o4 g1 l12 a11 h11 m16 k11 k3 n13 n12 "
     "a16 p7 j9 j2 h7 k9 m1 m5 e2 b11 f12 b10 m6 f3 a1 e16 l16 b9 i2 d16 h4 d7 g15 h8 j11 k10 "
     "l13 o7 p11 i3 h10 l1 i13 n11 c8 o13 p1 m15 b3 m13 l3 c7 l9 d4 p2 a4 b5 i6 o16 i15 c2 o9 "
     "k7 j10 e9 i16 g2 n10 j15 j5 n9 i5 e14 k15 b1 k5 c13 c16 g4 m7 p6 k13 c5 i11 h1 l14 l11 "
     "n4 e8 k14 a6 l8 d15 h6 g12 e13 n2 k1 p15 o14 j3 b16 o6 e5 i10 j1 o2 m8 d9 l6 h16 f10 b8 "
     "l7 p16 n16 o3 f4 n6 j16 c15 n3 e7 p5 j6 i4 d8 b7 h3 j7 h13 c1 d14 k6 c4 i9 a14 g6 l10 j6 "
     "m4 k16 f16 p14 m12 b14 l5 i7 b13 l2 p3 o8 j14 k4 k12 i14 f7 o11 e10 g13 e12 g7 m11 pass "
     "d6 f13 n5 g5 n7 e15 d10 a15 f11 f1 f9 n14 e11 f14 n8 o10 g16 l15 h2 d2 n1 g3 c14 f6 m2 "
     "e4 a13 j9 c9 e1 j12 k7 d13 l3 a5 h14 a12 j13 g10 p12 n15 m10 c10 p10 b6 h5 b4 h15 m9 "
     "pass b2 j14 p4 j15 a2 p13 i12 m14 d11 n13 g11",
     "o12", {}),
    ("c8b4aaaa24", "stop", 1,
     "k10 swap k8 i9 l9 j10 g8 h10 f10 i11 l10 n11 j11 g11 m10 h12 n10 i8 e12 o12 e10 p11 i13 "
     "o10 e11 p13 d13 p9 f13 b14 e14 h6 m6 j7 k7 c11 n14 p7 i14 o8 g13 n9 k11 o7 m11 g4 l12 "
     "n12 g7 n6 n8 h5 g12 j15 f11 f7 e3 j9 o4 h3 p16 i4 h13 e4 o2 k14 j16 g16 k6 m1 m2 j8 j13 "
     "a13 g15 a15 k9 c1 d15 n7 c14 m8 l6 k13 e2 c4 n1 j12 n3 j5 p3 i6 p1 h7 h8 m14 p5 h15 d9 "
     "i16 b4 a1 g2 b2 d16 f2 i15 a3 p14 l1 a6 n5 o15 k2 n16 j1 i12 n13 m13 o14 c2 d3 g6 e1 b13 "
     "i2 a9 g3 c12 j3 d11 d5 a7 k4 a12 d2 b11 f5 c10 b3 b9 e6 k12 l3 b8 l4 c8 m12 o6 p6 m3 o5 "
     "l5 g10 m4 f8 f9 g9 e8 b16 d7 c15 c5 a4 b6 b5 d6 e7 l2 k5 c16 a16 j6 a5 j14 h2 k15 g1 l14 "
     "i7 m15 i10 a8 h4 a11 k1 e13 b4 d8 a14 b10 h9 l16 g2 p4 d1 l15 h8 p2 i1 b7 d4 h14 f1 g14 "
     "g8 d12 i5 m7 k3 c11 j2 l8 i3 c9 b1 c6 f3 o3 c3 m9 b15 e15 g5 c13 f6 e16 c2 f16 h11 c7 g6 "
     "n2 j4 p15 a2 f15 e5 j15 f4 n4 h1 o1",
     "e2", {}),
    ("03b1b93bc0", "stop", 1,
     "k10 swap l8 j10 l10 h10 g8 g10 n8 o9 o8 k6 o6 g12 i8 i9 e9 i11 c11 p8 e12 p10 f13 h8 g9 "
     "a13 n11 p4 o7 o2 f11 h7 f7 o3 d15 p1 f10 n1 e8 k9 o5 j8 f15 i7 i14 i6 d11 h16 d10 g5 k4 "
     "m1 o11 p7 k7 d12 i15 a15 m7 b14 l6 m13 n6 a11 m5 b12 m9 c13 n4 l13 l15 f3 e16 a9 c16 b10 "
     "g16 b9 e14 m14 d13 f1 c12 g7 c14 l12 g14 o4 b15 g1 j16 b16 h13 k15 j4 g4 n2 l2 l9 k1 n16 "
     "c7 o12 o14 k11 n15 g13 j11 j6 n13 k5 g2 i5 e2 l4 d1 m11 l14 n10 h3 m3 i2 l11 j2 e5 k3 "
     "m15 h12 k16 e4 p5 d3 p13 g11 l3 c2 p16 f5 o15 b1 p14 c3 k14 j12 j13 i13 k12 d6 h5 h4 g6 "
     "c8 b6 a1 d7 e6 a16 f6 i3 d5 d8 c9 d9 m2 c10 n3 j3 i4 e7 b11 o14 b5 h8 k2 i10 g3 p11 c1 "
     "l7 e1 h12 a5 h7 n2 k15 h2 m13 a12 l16 o1 o16 b8 n14 p2 e11 p3 g10 b2 i9 b7 i13 a6 e15 c4 "
     "i11 i1 j9 e5 i7 b4 m10 l1 j5 a4 g7 j1 h9 b3 h15 d2 o13 b6 k13 a7 d14 f2 h14 h1 m12 a2 "
     "n15 e3 l5 c5 m16 f4 i8 d4 n9 c6 k6 a3 f16 a10 f8",
     "a8", {}),
    ("cfd49bd755", "stop", 1,
     "b15 e16 n7 g12 i6 n14 k10 e10 k6 a13 b1 m14 a2 k7 h9 m5 b11 j13 h14 o5 g9 a16 g5 j9 n2 "
     "e14 i10 f9 j8 j12 o2 c7 d1 n6 o11 l15 l6 g4 d10 m10 h13 g2 k8 l14 pass f8 l9 n16 i1 p15 "
     "a15 c10 i5 b16 d5 e8 j15 g1 a7 d3 h6 m6 o4 j1 d14 f13 c12 h4 k3 e12 l10 n4 l11 i12 d13 "
     "o13 d8 p1 o14 l5 i7 o9 o15 g15 o1 n15 l2 f6 h12 o3 b7 b5 i3 c9 c14 m4 e6 j14 p13 n8 a11 "
     "h2 e7 h1 h16 n12 j2 f10 p2 h5 j5 j6 f12 b9 p11 j10 e13 j4 n13 i4 c8 f4 j16 n5 i11 i16 l1 "
     "d7 l7 p7 k9 f16 k15 p6 b6 d2 f7 i13 l16 c4 o16 f5 b13 n9 d6 l4 i2 p3 p8 l3 o8 m12 c1 b2 "
     "p16 i14 a4 p5 g13 k5 n11 d12 k16 d11 g6 h11 k14 j11 c6 m13 g11 g3 c11 e1 h3 n13 g16 a10 "
     "o6 k13 l8 b10 h15 c3 e2 i8 p9 g7 c2 a8 o12 a3 g12 d4 p14 g14 n1 n3 c15 pass f15 a6 l13 "
     "d15 b14 i15 g8 f15 p12 d16 o10 f3 k12 e4 a12 m11 k7 l12 c13 m7 b12 m9 m1 p4 o7 c16 m3 m8 "
     "pass m15 k1 n10 k2 b4 m2 e15 j3 o4 a1 e3 p10 c5",
     "k4", {}),
    ("6d53d79a89", "stop", 1,
     "i8 g14 m3 g9 c12 o15 h9 d12 a9 p8 p9 g8 d3 i1 e6 o4 g1 l12 a11 h11 m16 k11 k3 n13 n12 "
     "a16 p7 j9 j2 h7 k9 m1 m5 e2 b11 f12 b10 m6 f3 a1 e16 l16 b9 i2 d16 h4 d7 g15 h8 j11 k10 "
     "l13 o7 p11 i3 h10 l1 i13 n11 c8 o13 p1 m15 b3 m13 l3 c7 l9 d4 p2 a4 b5 i6 o16 i15 c2 o9 "
     "k7 j10 e9 i16 g2 n10 j15 j5 n9 i5 e14 k15 b1 k5 c13 c16 g4 m7 p6 k13 c5 i11 h1 l14 l11 "
     "n4 e8 k14 a6 l8 d15 h6 g12 e13 n2 k1 p15 o14 j3 b16 o6 e5 i10 j1 o2 m8 d9 l6 h16 f10 b8 "
     "l7 p16 n16 o3 f4 n6 j16 c15 n3 e7 p5 j6 i4 d8 b7 h3 j7 h13 c1 d14 k6 c4 i9 a14 g6 l10 j6 "
     "m4 k16 f16 p14 m12 b14 l5 i7 b13 l2 p3 o8 j14 k4 k12 i14 f7 o11 e10 g13 e12 g7 m11 pass "
     "d6 f13 n5 g5 n7 e15 d10 a15 f11 f1 f9 n14 e11 f14 n8 o10 g16 l15 h2 d2 n1 g3 c14 f6 m2 "
     "e4 a13 j9 c9 e1 j12 k7 d13 l3 a5 h14 a12 j13 g10 p12 n15 m10 c10 p10 b6 h5 b4 h15 m9 "
     "pass b2 j14 p4 j15 a2 p13 i12 m14 d11 n13 g11 o12 h12 f15 d5",
     "b15", {}),
    ("96fda5d3ca", "stop", 1,
     "j9 swap j10 h11 l7 i12 l9 g12 i14 h13 n10 m9 j7 k7 i11 i8 f10 f13 g9 g14 d11 f16 o9 p9 "
     "i5 e7 j8 b12 j13 k12 n6 g10 d7 f11 i6 e12 i9 i10 h10 e10 k9 f9 h8 o11 h7 a12 e9 l6 d10 "
     "m7 p11 l8 j14 n8 g16 b14 m6 m10 j5 i13 k6 p4 g4 j3 c7 p6 b5 o5 n13 c16 e16 a14 f4 c13 d9 "
     "m4 l15 d4 m15 o3 a8 p2 e13 n4 i16 m5 h15 o8 n9 o7 m16 f7 k14 o16 b11 f15 a10 c15 b9 d12 "
     "c8 d2 c12 g7 b7 o2 a6 c2 a4 j12 c6 m1 b3 j1 e8 g6 a2 l1 c4 p13 d5 a15 h14 a16 e6 e2 e3 "
     "k2 k8 e4 e11 m11 l2 o10 n14 n12 g5 o13 h4 i2 f6 n2 f8 l3 d3 p1 p16 h1 o15 k4 p15 l5 m13 "
     "g2 l13 k13 l11 f1 m12 b1 f2 f3 k10 h3 l10 l12 i3 a1 o14 p14 g15 i4 k15 n9 h16 d13 n16 "
     "e14 l14 p10 j16 a11 k16 m6 j15 d1 i15 d16 l16 p12 n15 n10",
     "m14", {}),
    ("409f7caea0", "stop", 1,
     "k9 swap j9 l9 l7 j5 m10 i10 h7 h10 g12 n11 i6 j7 p13 f8 h5 p14 g6 m6 k5 o12 o15 e10 n7 "
     "k8 o14 m14 p16 m12 n16 n13 e4 l13 d5 d7 k7 b5 f14 g15 f9 n14 j15 o9 l4 p6 l2 c4 h4 h16 "
     "h2 f16 f4 j3 p10 e9 k15 d4 n10 g11 k13 l11 f10 k12 i5 b9 l3 i12 k16 o5 i16 p4 i7 d8 h15 "
     "e7 i14 m15 j12 a5 i8 b10 e6 o8 f5 h3 g3 c7 i3 a11 f7 a8 n3 a3 g8 b3 h9 d9 j4 o1 l1 o4 g1 "
     "c6 j6 c10 j8 d11 l6 h13 m5 j10 f2 l10 g10 j11 d1 h12 e2 j13 d3 i13 c2 k14 p11 l15 b1 l16 "
     "o11 g14 e13 p2 c12 o3 a2 n2 i9 o6 n4 m1 m2 m8 p7 m11 m7 n15 n6 f13 g13 f12 c14 l8 b11 "
     "d16 e11 n8 b13 o10 a12 o13 d12 e12 d14 f11 a14 o7 b15 e15 a16 e14 c16 c3 d15 a1 m16 b2 "
     "p1 c11 c15 p5 p15 p12 a13 b4 c13 b7 a15 j12 o16 g12 d13 a10 b16 n1 b14 m10",
     "b12", {}),
    ("fdd7ab24a6", "stop", 1,
     "i8 swap g6 e5 d6 i4 i3 k1 h3 j1 k3 g10 g2 b4 h10 h2 c4 h5 g4 d7 f3 h4 i6 j12 k12 h14 c9 "
     "h15 j4 f12 j2 j15 k5 a10 l4 c2 f9 l5 m5 c10 l6 e6 g1 h6 i1 c8 h1 f15 f2 c7 e1 m2 i14 g16 "
     "l13 e16 d4 i16 c11 k16 c1 g14 d2 h7 e3 e11 c3 k9 b2 m10 a1 e12 a3 a5 l2 h8 m1 m3 g5 i10 "
     "i9 o1 b12 j6 f8 n8 j14 b6 e14 b9 f5 d9 e7 c5 d5 e8 g7 b11 o9 a12 d10 o4 c12 d13 g9 o6 "
     "a13 m11 e10 n4 j8 j5 k7 p9 k10 i15 n3 j11 k11 g11 l12 k14 m14 l15 a14 f10 d11 o2 m6 m16 "
     "p2 p3 m13 n1 p7 p5 l11 n5 b15 n9 n11 h12 a16 o10 c16 o7 n10 p11 m7 g13 l8 i13 l14 k13 m8 "
     "h11 m9 f14 j10 k8 n12 e13 e15 d15 n14 c14 n16 p8 o15 p16 o13 p13 p14 o12 o16 n6 o11 l3 "
     "p15 p1 m4 n7 l10 o8 c13 o3 k9 o5 e6 p6 d16 p12 i2 p10 h5 n3 l9 p4 j9 o9 m11",
     "n2", {}),
    ("33e97d6f37", "stop", 1,
     "k10 swap i9 h11 j8 f10 k6 h8 j5 i10 f12 h10 i5 j11 i6 j9 j7 i12 l8 d10 c11 b8 h7 d7 i8 "
     "j14 d5 b7 l14 f14 n6 h14 j12 e10 a7 c10 n5 i4 d6 a11 g12 i14 b3 h15 h13 g7 k13 k12 m13 "
     "l11 l12 j13 a9 o4 o8 c4 g9 j2 j4 e9 d15 d8 p3 c9 e5 c6 g10 m10 l2 l9 k14 k8 b2 e13 a2 m2 "
     "a4 g6 j15 f5 f11 g14 d14 m7 i2 o3 c14 o10 n12 p12 m11 b10 a13 a6 h6 b5 e3 f8 i1 e6 f3 "
     "f13 o12 d3 l3 e4 k4 o7 l1 j1 i3 d13 l5 b16 h4 m6 m4 p9 g5 o11 c13 g13 f9 h12 h9 k15 g8 "
     "c2 k16 b1 l15 a1 i16 d1 m16 e2 n10 f1 f4 p2 o13 p5 f2 e16 g1 g11 n14 b11 n15 c12 o16 n11 "
     "p16 n9 p13 m8 c15 l7 c16 h16 g16 e15 o5 n4 b14 m5 b12 p1 a15 a12 a16 d16 i15 e14 p14 p6 "
     "m14 p8 o14 d12 n16 d2 k15 b6 b15 e1 p15 e11 m15 d5 n13 n2 o15 k7 b13 g12 j16 o8 m12 n5 "
     "l13 d6 l16 n10",
     "a14", {}),
    ("72704a1817", "stop", 1,
     "g8 swap f6 d6 c5 g9 e9 g10 a7 a5 f12 e4 i8 a4 f10 d14 g11 c12 e11 b16 d10 a11 b11 g7 h13 "
     "b12 f8 a13 f5 i5 f15 c7 e8 i13 i12 k9 j14 a14 g3 j11 l11 i16 c11 g6 d12 d2 e13 b6 l15 n9 "
     "b4 l7 j12 l6 e16 m13 g16 n10 d1 h10 e3 c6 h16 k13 m14 l10 c15 o8 h1 o14 e14 n6 d15 p14 "
     "c16 i9 k4 h8 m2 b14 g4 c13 a3 j16 n15 a2 m16 m12 k16 l8 o16 m9 n7 m11 m4 n14 j6 p7 j10 "
     "m5 l14 o6 k2 p5 a6 i15 c14 k11 d13 l12 j7 n4 d9 o4 g14 b3 h11 c2 h15 b1 i14 l3 k14 p3 j1 "
     "e1 i2 d3 j13 e5 j3 k7 l1 f2 l4 f3 n3 j8 g5 i11 n1 g1 o2 h6 p1 i7 e6 c9 h5 j5 l13 k5 k12 "
     "f7 i4 a8 p16 b9 d7 d8 g2 b10 f4 a16 a1 b15 c10 e3 e10 d4 f13 b13 l2 c1 k3 f1 k13 b5 m15 "
     "c3 o15 b4 n2 e2 l16 d5 f9 c4 g15 b7 l3 a12 k15 a15 g12 a9 e15 b2 m3 a10 d11 c8 h12 b8 "
     "f16",
     "c5", {}),
    ("ee465326e7", "stop", 1,
     "h9 swap f10 f8 e12 f14 f16 h16 e11 f9 g7 e15 e8 i9 f12 j15 g11 c13 b14 h15 i6 f13 h6 c12 "
     "k6 j7 d13 f5 g4 i14 a13 k16 a15 h10 l7 l14 g15 c7 f15 c8 j11 a5 g12 k13 k5 d14 l16 e13 "
     "b7 d12 e4 g3 l10 m8 b16 i7 c15 j13 d16 l15 k3 j10 i1 i11 h3 j9 g14 e16 l12 l11 i4 c3 h5 "
     "c1 j5 k8 g16 h8 m15 k9 n16 a16 j6 d1 e6 l1 j2 b4 k1 a3 l2 b2 n11 a1 n14 d2 o15 h14 p16 "
     "d4 l4 c5 h2 b6 m3 a7 p14 d6 p12 b8 o13 e5 g1 e3 h12 f4 m5 m14 m6 o6 n4 a9 a11 f2 b12 f1 "
     "g2 p7 m13 p5 b10 k7 c11 c10 n12 e7 m11 f6 k11 d8 i12 e9 d10 o3 o11 p9 c9 o8 p10 n7 p2 n9 "
     "g8 o10 h7 l8 d9 g6 m7 n10 n6 f7 o5 g5 m1 n2 o2 p1 g9 m10 n1 e10 n3 o1 a10 b9 l6 c4 i13 "
     "d5 j3 b5 p4 e6 p3 b3 i5 e1 j4 b7 f11 c2 k10 a8 g10 a2 h11 e2 m2 c6 o14 b1 b11 d7 m4 f3 "
     "c16 e4 o4 a4 g13 e8 n2 d3 k12",
     "a6", {}),
    ("e4c6a1d064", "stop", 1,
     "g8 swap e6 e10 f9 g10 f5 h12 e12 d8 c12 i6 h11 c5 g11 i14 i7 i15 g12 e8 g14 h4 c7 j4 e9 "
     "a3 b8 a12 h9 f11 b2 g6 g7 h7 h13 f7 i12 g9 f13 d9 i9 h5 c10 e11 f6 d15 b9 j13 f12 c8 l11 "
     "b1 d12 b15 j16 h10 j9 g16 g15 a1 b5 a8 b11 l7 d11 a10 a6 j7 b6 i8 a11 j14 a4 k14 b4 c16 "
     "i11 a16 j12 c14 m16 b13 l8 e16 d6 f15 m9 k13 o14 o16 g4 n15 g5 e14 i13 d13 e3 h15 g3 l16 "
     "n16 l15 n14 m14 o7 l13 o9 k5 e7 j6 m6 i3 h3 n10 c6 f1 j3 m12 b3 n13 l12 h14 f4 i10 d2 h8 "
     "c1 c13 i2 p13 j1 o15 n12 j8 m7 f14 p15 m5 b12 d7 k2 k9 n8 j10 p8 k7 p10 l6 l1 l4 p6 k3 "
     "n6 o12 o5 p14 k12 n11 m2 k11 n1 l10 p4 p11 l3 n9 l9 o10 n4 o1 m10 n3 m3 o4 o3 e13 o2 a2 "
     "p1 p16 m11 o13 l10 k16 i5 n12 c9 k15 l7 n14 e10 a14 m1 a15 i1 a13 h7 f16 g1 c15 i7 m15 "
     "d5 d16 h8 p12 c5 e15 j4 b14 i8 o14 k3 i16 o6 b16 d3 l14 n7 j15 k1 o11 g7 m13 m8 h16 c8",
     "d14", {}),
    ("9e7f2a0102", "stop", 1,
     "k6 a6 l6 e14 d16 j16 n2 pass g11 c4 i15 j3 d4 b9 g8 o9 l14 m9 n11 l7 a4 c8 d11 c13 i6 m6 "
     "c2 j4 k16 g4 p11 h15 n14 c10 m7 k2 i12 c12 b12 a7 i9 l4 j7 m4 p4 d12 j13 a3 i4 g9 b11 i5 "
     "a11 e7 m11 b3 i16 b10 b15 i1 g12 c1 a1 j5 a8 i8 h16 p16 e11 m3 f13 d10 o3 e16 b8 o4 f15 "
     "f3 g6 n13 d6 n16 k4 l12 f16 c11 o7 pass i14 e8 a9 a2 o6 g5 e13 n5 h2 a16 d5 g7 n12 g2 "
     "n10 h3 j14 f1 b13 e4 n4 d13 d2 pass c9 d3 p6 j8 o2 b1 k5 k3 g16 a15 f11 l10 k14 o13 i11 "
     "e12 k10 p5 l2 f12 h8 n6 j15 h13 h4 m15 p9 m14 m8 m2 h5 j12 p10 j2 l9 g1 h9 e5 j11 p12 "
     "g15 k11 f5 o8 b16 p3 o1 c15 m12 l8 n9 f7 b4 h7 b14 c14 g14 e10 p2 d9 h11 p7 a5 d7 g13 "
     "k12 i7 p15 g10 d14 h14 o10 c6 e1 h1 c5 f14 b7 l16 c16 h12 j6 l3 c3 i8 m5 b6 i3 p14 j1 p1 "
     "o14 i10 b2 l13 b5 h15 a10 d15 m1 k7 n7 l8 f6 l15 p13 k9 l5 m9 a14 n8 o11 a13 o15 n3 l1 "
     "a12 d4",
     "n1", {}),
    ("f2717e0bd5", "stop", 1,
     "k6 a6 l6 e14 d16 j16 n2 pass g11 c4 i15 j3 d4 b9 g8 o9 l14 m9 n11 l7 a4 c8 d11 c13 i6 m6 "
     "c2 j4 k16 g4 p11 h15 n14 c10 m7 k2 i12 c12 b12 a7 i9 l4 j7 m4 p4 d12 j13 a3 i4 g9 b11 i5 "
     "a11 e7 m11 b3 i16 b10 b15 i1 g12 c1 a1 j5 a8 i8 h16 p16 e11 m3 f13 d10 o3 e16 b8 o4 f15 "
     "f3 g6 n13 d6 n16 k4 l12 f16 c11 o7 pass i14 e8 a9 a2 o6 g5 e13 n5 h2 a16 d5 g7 n12 g2 "
     "n10 h3 j14 f1 b13 e4 n4 d13 d2 pass c9 d3 p6 j8 o2 b1 k5 k3 g16 a15 f11 l10 k14 o13 i11 "
     "e12 k10 p5 l2 f12 h8 n6 j15 h13 h4 m15 p9 m14 m8 m2 h5 j12 p10 j2 l9 g1 h9 e5 j11 p12 "
     "g15 k11 f5 o8 b16 p3 o1 c15 m12 l8 n9 f7 b4 h7 b14 c14 g14 e10 p2 d9 h11 p7 a5 d7 g13 "
     "k12 i7 p15 g10 d14 h14 o10 c6 e1 h1 c5 f14 b7 l16 c16 h12 j6 l3 c3 i8 m5 b6 i3 p14 j1 p1 "
     "o14 i10 b2 l13 b5 h15 a10 d15 m1 k7 n7 l8 f6 l15 p13 k9 l5 m9 a14 n8 o11 a13 o15 n3 l1 "
     "a12 d4 pass n15",
     "n1", {}),
    ("cc5ddf2a9b", "stop", 2,
     "j1 a5 h7 e14 l4 f6 d5 d14 b15 m14 o10 k9 n14 d4 h4 o15 b16 f3 j6 c5 k3 m13 f1 c15 a15 l6 "
     "a10 i15 i2 i16 g10 i8 n3 k10 g7 a16 l14 h15 a3 m7 l10 i6 j15 p8 g5 k4 a9 m16 d8 d6 h14 "
     "h1 m6 e9 j11 f11 d7 l9 n7 h8 e2 g6 k6 b13 e16 h10 e4 l8 b4 f2 g9 e15 i5 l7 n10 b9 l16 g3 "
     "f4 m1 j3 o3 f15 b5 n6 n13 a1 g4 d2 p7 c13 l15 j5 o11 a2 d1 f13 k15 o12 j2 o5 b10 f5 n4 "
     "n5 k8 j10 g11 a4 f12 d13 p3 a7 h16 b7 h9 g2 e10 p1 o2 n11 l1 f10 b11 g16 o14 b14 j7 d12 "
     "e8 k1 h3 o9 f14 c6 e6 j12 c16 c8 f7 n8 d11 k16 h13 l2 p4 o13 k7 a14 e11 d9 o7 p16 h6 a13 "
     "h7 h11 j9 b12 b3 p14 e7 l5 c1 m10 i7 i4 n1 j2 g13 n2 p11 l3 a12 p9 i1 d10 g7 c12 o16 c9 "
     "p6 j14 h12 k11 o4 l13 f9 n12 b6 j4 d3 i14 o6 c7 g8 j13 d15 k4 g1 p12 o1 g14 i3 n9 m2 p13 "
     "g9 c2 n15 m5 c3 i10 m8 f16 k13 e3 c10 m11 k14 o8 p5 l12 k12 p15 b8 c11 p2 b1 pass b2 m3 "
     "e5 n3 e12 n2 g7",
     "m4", {}),
    ("cb323e6e97", "stop", 2,
     "j1 a5 h7 e14 l4 f6 d5 d14 b15 m14 o10 k9 n14 d4 h4 o15 b16 f3 j6 c5 k3 m13 f1 c15 a15 l6 "
     "a10 i15 i2 i16 g10 i8 n3 k10 g7 a16 l14 h15 a3 m7 l10 i6 j15 p8 g5 k4 a9 m16 d8 d6 h14 "
     "h1 m6 e9 j11 f11 d7 l9 n7 h8 e2 g6 k6 b13 e16 h10 e4 l8 b4 f2 g9 e15 i5 l7 n10 b9 l16 g3 "
     "f4 m1 j3 o3 f15 b5 n6 n13 a1 g4 d2 p7 c13 l15 j5 o11 a2 d1 f13 k15 o12 j2 o5 b10 f5 n4 "
     "n5 k8 j10 g11 a4 f12 d13 p3 a7 h16 b7 h9 g2 e10 p1 o2 n11 l1 f10 b11 g16 o14 b14 j7 d12 "
     "e8 k1 h3 o9 f14 c6 e6 j12 c16 c8 f7 n8 d11 k16 h13 l2 p4 o13 k7 a14 e11 d9 o7 p16 h6 a13 "
     "h7 h11 j9 b12 b3 p14 e7 l5 c1 m10 i7 i4 n1 j2 g13 n2 p11 l3 a12 p9 i1 d10 g7 c12 o16 c9 "
     "p6 j14 h12 k11 o4 l13 f9 n12 b6 j4 d3 i14 o6 c7 g8 j13 d15 k4 g1 p12 o1 g14 i3 n9 m2 p13 "
     "g9 c2 n15 m5 c3 i10 m8 f16 k13 e3 c10 m11 k14 o8 p5 l12 k12 p15 b8 c11 p2 b1 pass b2 m3 "
     "e5 n3 e12 n2 g7 pass f10",
     "m4", {}),
    ("0cd3257e4c", "stop", 2,
     "i7 swap k8 k9 m8 h5 o10 o9 j8 i9 j5 h8 i8 n9 h9 p7 p5 j7 g5 k3 o11 p9 f6 o8 n5 n7 j10 o6 "
     "h11 j3 l5 h10 j13 g9 p10 f10 p12 g11 p3 h13 o4 k6 m3 j1 e4 k7 g8 k2 d9 l1 n8 i2 l13 h1 "
     "c3 n3 i3 l11 f5 i6 g7 d6 h6 m13 n14 f1 j14 g2 b3 h3 n11 i4 e10 g4 k14 f3 b2 e2 k12 d1 c8 "
     "c2 c6 d3 i10 k4 m16 k5 e8 b1 f9 l14 e7 d11 d7 n2 d5 p15 b7 n10 j15 k16 l15 a5 i16 a2 m14 "
     "d10 m1 j9 n15 l8 o16 c4 f4 b5 p2 m9 p1 m7 b10 l10 l2 m11 m4 l6 m6 b11 o13 a12 m12 a10 "
     "p16 g12 c12 e11 l3 c11 k10 f12 b13 h12 l4 k11 b12 i11 p6 j12 e14 i13 d16 e16 e13 d13 c16 "
     "d15 a14 a15 f14 c13 b15 g15 c14 h14 a16 d12 d14 o5 e15 f15 g14 h16 h15 i15 n6 e12 f13 "
     "l12 g13 i14 a1 a13 n1 h4 o2 k1 o3 a3 d15 b4 j16 c10 b14 b9 l14 a6 m5 a7 p14 b8 m15 j11 "
     "o15 f11 l16 o7 n13 g6 k15 g3 o1 d6 o14 h2 n16 j2 n2 l9 p13 b10 k13 d7 n12 e7 c15 k10 m13 "
     "i3 m2 e5 n4 c1 o12 i5 p4 j6 b16 d5 p11 b2",
     "n3", {}),
    ("7a006aeb9f", "stop", 2,
     "o9 o11 b6 n5 j7 d16 n14 k13 k1 c3 j9 i4 a8 g4 g5 p12 n2 i15 b3 f1 e7 b1 j8 l11 k7 j2 b15 "
     "j14 e11 c1 b5 a13 f13 e8 k6 k11 n9 h15 e2 o3 j11 d3 o6 a1 i8 j13 d2 e3 b8 l5 l15 a12 d11 "
     "e5 i13 h1 p7 e15 o15 c2 f5 n12 p16 n1 c12 m1 i9 i5 p1 k3 e10 e9 a6 c16 m2 g16 p8 f4 l3 "
     "n8 g3 b7 h3 f15 i2 o5 k12 g9 j12 e6 g12 h6 j5 e1 a10 m4 h13 o16 j3 d1 o10 l2 p2 a9 a14 "
     "f2 c11 e2 g8 m10 p10 j6 h4 j16 p9 c9 h7 p5 k9 h16 k2 a15 p6 pass g6 g14 h11 e16 a16 o1 "
     "b16 p13 o12 j1 a3 i7 p11 h10 b13 l1 m14 f16 m15 n7 c15 j15 l9 a4 pass i3 k14 o14 f7 k10 "
     "h14 n13 j4 b10 f12 l8 h2 n16 i4 c5 m7 l10 i10 e14 d14 d13 n6 f9 i11 h8 p4 f11 k4 c13 d7 "
     "m5 k5 pass d5 m8 n11 g10 n3 c4 j6 e12 j10 b12 i7 b4 b14 d2 h9 k8 d8 b2 n10 m16 o2 o8 c8 "
     "g13 a5 pass l12 f6 h12 p14 f10 e4 l4 m6 l6 p15 i1 l16 f3 m11 m13 d4 p3 a7 m3 a2 k15 pass "
     "g2 g1 d9 d6 d12 c6 f8 pass i12 c7 e8",
     "d5", {}),
    ("1f4ae04de3", "stop", 2,
     "g14 a9 j3 m14 h1 o9 p13 n12 i4 i3 c9 l7 j1 k13 l4 m5 d16 f9 p9 g4 b15 n13 i8 d2 f7 m13 "
     "j6 a10 c13 f2 k2 d8 g15 b12 b2 e10 o5 e3 m11 p2 o2 n2 o1 p15 e6 e2 k7 h14 c6 h13 d11 l16 "
     "i10 g5 n6 m6 h10 c5 o15 p10 h5 e8 i5 p14 k15 f8 g8 a4 d13 d1 a12 k4 m4 e4 f11 h16 o8 k10 "
     "m16 h2 k9 p11 c12 b1 c2 l14 o6 l3 m9 o14 p1 o10 j9 a2 e9 n10 j5 m12 d10 i14 g10 f1 o11 "
     "n7 b11 p7 p6 k6 a8 i7 f14 k14 c8 a1 i15 m3 l15 c1 p5 b7 f5 g13 b13 i12 p16 a7 l12 l6 m10 "
     "d12 n15 n5 j12 k11 j14 b14 k8 b8 m1 g12 n3 g3 g7 n11 j13 g1 m7 h6 k1 a11 l9 b9 j11 i13 "
     "h7 k5 a14 o3 d7 d5 j10 f15 l10 a15 i9 f13 c3 h4 i16 g16 b3 h9 i6 m15 k12 n14 k11 j4 c14 "
     "l2 n9 j2 k3 e16 e12 f3 j7 e13 g9 c7 i1 b5 b16 a16 i7 b4 f12 c4 d9 g2 n1 i2 k10 f4 h9 d6 "
     "c10 a3 b10 f6 n16 b6 b14 g6 j16 h3 n4 e5 h15 d4 d15 b2 c11 c3 e10 pass o7 a6 f10 c6 j15 "
     "b3 n5 e1 o4 c2 k16 d3 p4 f5 d12",
     "a5", {}),
    ("f774e25a1e", "stop", 2,
     "k7 swap j9 j10 i6 g8 g5 h4 i5 g7 g2 e9 e11 e4 i2 l11 c11 b12 j1 a14 h1 g1 h3 n12 d12 a13 "
     "d10 a11 c9 g9 b10 i4 o12 c13 p14 b14 p10 c2 k5 p8 e5 i7 f5 l12 m10 i3 a2 c15 p6 d14 h10 "
     "l13 j7 e10 k8 f14 i8 f16 h7 a10 b11 d5 m4 d2 f2 n9 e1 k13 m14 c3 o4 a15 c6 e15 g10 a16 "
     "o11 e13 o13 g15 l8 h16 j2 j16 n13 i15 k6 h14 j4 g13 l7 f12 h11 e3 n7 c4 o14 l15 n15 n16 "
     "n3 k11 n5 j12 m5 i11 o3 e12 l9 f10 k10 f8 f7 m11 f11 m13 g12 b1 m8 d1 n10 h6 o6 h5 l4 a3 "
     "p2 k14 f3 l16 k3 h12 p1 m15 f4 n11 g6 c5 e6 a4 o15 b5 d9 a1 e8 b8 i10 a6 d7 d6 p16 a7 d8 "
     "c7 b9 a9 c12 e2 d13 l14 c8 o16 l10 j11 o8 e14 p9 b3 o9 j14 m1 d3 o5 m12 l2 h15 h8 c6 n4 "
     "k16 m3 i12 p3 k15 l6 i16 g8 b13 j3 k12 k4 j15 i3 b16 o10 a8 o1 b2 p4 c14 f8 h13 l1 d4 i4 "
     "i14 p13 m16 e9 e16 d11 j13 o7 d16 f10 g16 f9 f13 m6 b15 p7 a12 m2 f15 m7 b7 j8 i13 j5 b6 "
     "g11 c16 n14 c1 i1 g14 p11 a5 k1 b4 o2",
     "d15", {}),
    ("8074822e40", "stop", 2,
     "h7 swap j9 f9 d11 h8 k9 m7 n5 l3 d8 n7 c9 c7 j6 d12 i8 g11 j7 d5 k8 f7 k5 j3 i10 k2 h9 "
     "k4 f6 a8 i3 h10 m5 b10 d3 a11 l5 b9 j4 l8 i5 b5 h4 e10 i7 g9 h6 f11 g5 f1 g7 g2 g8 h1 f4 "
     "m1 e5 e13 g3 g12 h2 n2 p8 o1 c12 m2 n6 i2 a14 p7 e15 c15 m3 a6 e12 b7 d13 c8 j12 c6 e4 "
     "a4 n9 c4 d7 b3 b11 a2 c10 f3 k14 n3 j11 m4 a12 e2 b13 d1 c14 o7 k10 f13 d16 c2 f16 a1 "
     "b15 e3 l15 d4 a16 n8 e14 m9 o6 p11 g15 o10 h16 n10 h13 g14 f14 o13 p4 n4 k13 m6 d6 o12 "
     "m16 p14 l7 n11 l6 m12 o3 n13 p2 o15 l9 n14 o4 p16 p6 n16 m10 m15 l11 p1 l12 o9 c16 l13 "
     "m13 l14 o2 l4 m11 a9 i15 m14 j14 c3 i6 b6 j15 f2 g13 p12 e9 g1 c13 o11 d9 a7 b12 n12 i12 "
     "a3 d12 c1 j10 n9 b14 n1 l16 k3 p5 i1 k15 k1 a15 m8 f15 l2 f12 b4 b16 n15 j8 j1 h12 d3 "
     "h11 p9 k6 a5 f5 p13 k11 o16 f9 c5 h10 p10 f13 m3 e6 b8 h14 j2 k12 b2 g12 p15 e10 o8 f10 "
     "l1 h3 e1 d10 o14 g6 m13 i4 d2 k16 b1 g14",
     "a10", {}),
    ("4aee537acc", "stop", 2,
     "g11 swap g10 f13 g8 f10 e11 c13 i10 j9 d15 k7 d13 j7 a11 g9 b14 h10 a9 c8 b10 b6 l6 d10 "
     "i5 m6 n4 c16 a13 h4 b12 c4 c11 p5 a15 i7 l10 o7 l9 n5 e16 h9 o2 j3 b16 n1 c14 o6 d12 p8 "
     "e14 n7 f15 o4 g16 h2 n10 p3 k9 p1 k10 h16 i16 e4 k4 p12 k8 c7 i4 f9 n11 g13 n12 a3 k2 o9 "
     "b8 g14 c9 n8 a7 h3 n3 p10 f2 o11 g15 e8 d7 l4 i2 k6 m8 d2 l7 a1 g12 d5 m13 e3 m3 c3 l13 "
     "b2 h15 e1 n2 b4 k12 c6 l2 a6 m1 h6 j1 l14 h1 e9 j11 m16 n9 l5 e5 m4 j2 k16 d9 l15 e10 f7 "
     "h14 f12 h11 h12 k15 i11 i12 e2 j13 i8 k14 g6 b7 j10 e13 o10 f3 f5 j15 p2 h13 d8 f11 n14 "
     "m15 o16 n15 m7 n16 e12 m14 o14 o13 p16 o15 a16 p14 o12 p13 f14 p15 j8 a10 d7 b13 h7 i15 "
     "h8 j14 p6 b15 e5 d16 g8 n14 g1 j16 f1 c15 g5 n13 n6 c13 e6 f16 k3 m12 i3 d10 f2 a8 e7 "
     "e15 p11 l8 g12 o14 o3 l12 m5 l11 c2 b9 h5 m11 f6 b11 b3 i14 i6 c12 a5 d14 k5 a14 i4 c10 "
     "a4 k13 c1 a12 b1 m9 p4 j12 d6 d11 g3 k11 i9 i13 c5",
     "m10", {}),
    ("117cad7bfa", "stop", 2,
     "c10 e7 j15 g9 e1 b15 m1 n3 n12 b11 k7 k16 o11 o15 a11 g11 h11 n6 c1 c15 i4 l10 b4 n9 p9 "
     "o13 j16 k15 e4 b12 c3 f1 l15 k5 e10 i12 c6 g5 m12 p10 i1 d6 l12 h4 a2 j7 e12 h14 i2 m5 "
     "c14 k10 n1 e8 j1 j11 m15 k4 g8 c7 h8 f10 p4 b2 k13 o10 d4 i14 a13 g12 p12 k6 m8 e9 e11 "
     "o8 p15 p2 f13 b10 a16 i7 l11 e2 a6 h6 c9 i9 f14 c11 g16 h13 f16 a5 j4 a9 o9 l14 n15 j2 "
     "p6 g15 g13 a7 n2 c2 f12 b6 g4 h16 g14 k9 n10 g2 n14 h9 n16 l4 l6 d8 n8 m13 o14 m4 a1 f15 "
     "b1 h12 f4 i5 n5 l3 b7 h10 g1 p5 k14 o4 d11 a14 f6 k12 a3 d13 o16 k11 d10 f3 j9 f7 l2 g3 "
     "o5 d15 j10 l1 h2 f5 h1 a4 m3 pass n4 i8 l16 l5 d5 h7 m11 k2 o6 b14 l13 b16 b9 b8 c12 k3 "
     "o12 c16 p8 a10 m10 e6 a12 c13 o15 k8 p16 b13 j13 e15 n11 c5 m14 p3 p13 d3 m13 l7 m16 h11 "
     "m6 e14 i13 h8 p14 m9 pass c8 o2 g14 j14 b3 p11 o3 a15 j9 d1 c10 i15 b4 d2 e4 p1 pass j12 "
     "f6 o1 e10 l14 n7 h15 l9 n13 b5 pass b9 o13 f8 i16 c14 pass i6",
     "m2", {}),
    ("55714e1ff6", "stop", 2,
     "i7 k10 m4 g13 n16 f8 a3 a1 m12 e2 n13 g3 a7 d3 h4 o4 o2 a16 o12 k13 d15 h5 h6 j6 b2 l11 "
     "b4 j8 c15 c5 n9 o13 d7 c1 f7 e8 n8 m7 a15 j16 l12 e9 b16 e4 a14 i2 f15 i14 f5 l8 m1 e16 "
     "b7 p1 f1 k14 j14 k12 h9 h14 i10 l16 b13 p10 c9 o10 e13 j3 o3 j15 d16 i9 c16 h7 b15 b11 "
     "h16 a13 e10 j11 d2 p15 f9 d11 n1 m10 p5 n14 a11 f6 pass g6 k2 d1 j4 e7 k6 l15 j1 b3 k3 "
     "c13 f14 j13 d12 p7 a12 o5 n2 o1 n15 e12 e3 a6 f4 f13 g11 c8 j10 l4 n7 g4 c3 b5 n12 b6 n6 "
     "p13 p11 i3 g14 b8 m8 b1 k4 m13 i6 k9 h11 l7 g1 p6 p12 j5 a4 g8 d6 k7 i8 k8 o6 g9 i13 h10 "
     "p16 d9 a10 m9 h2 p3 a5 o11 l5 n11 p14 o8 o7 p2 a9 e6 m2 h3 h8 n3 c12 n10 f2 l3 n5 h15 "
     "g12 c2 i15 h12 i4 f3 j9 m6 b9 n4 o16 g2 b14 e15 k1 p9 c6 m3 g16 l9 c14 m14 m16 h13 f16 "
     "o15 b10 k16 g10 l1 b12 c10 d5 c7 pass m11 c11 l10 i16 l2 pass h1 g15 p4 e14 e5 pass f10 "
     "d13 d10 m15 f5 d14 f9 pass e1 a8 i5 pass i1 pass h2 c13 i12",
     "b11", {}),
    ("b356257025", "stop", 2,
     "k7 swap k8 l8 l7 l6 k9 m7 j7 j5 j8 m9 n10 n8 j9 m11 i6 l10 p7 k5 m6 j6 o6 l5 p5 h3 h8 "
     "p11 f1 l13 p10 n6 k11 m5 g4 o7 o8 j2 o9 n13 o11 o15 g5 d1 n16 m12 l4 m14 h1 f9 g2 h5 p12 "
     "k14 p14 l15 o13 o14 n12 n15 f3 m16 e2 p16 k4 k16 i10 j15 e3 i16 e4 d9 f5 f10 i3 c7 e1 "
     "c10 i15 b7 i2 l1 h4 b1 g6 c2 g14 i12 j1 b5 c4 k12 p15 l11 g7 j13 i8 i14 i5 h15 h9 g16 j4 "
     "p4 b9 o5 p2 j11 a3 n4 k10 h13 d2 o3 d3 n3 d5 e7 e6 f6 f7 l3 c6 g9 d7 a10 g10 h12 e8 b8 "
     "h11 o1 c8 n1 m3 m2 p3 p1 e16 m4 e10 k2 b4 a12 a9 c9 g12 d8 f11 f15 e9 b11 e12 a6 d11 a4 "
     "f13 c13 b15 j10 d15 e13 i11 b2 c16 c15 a16 k3 e14 e15 c14 l9 h14 k1 g15 f14 f16 a2 d13 "
     "j3 a1 g13 c3 b3 d10 n11 f15 k15 b13 o4 c12 k13 f12 m6 g3 j12 f4 l14 f10 l12 b12 m3 c11 "
     "m15 h10 c1 b6 j16 f6 m13 b14 j14 d12 n7 h7 l7 g8 m1 g11 m8 a13 m10 c15 i13 h3 o16 g1 h16 "
     "i4 n9 c5 n14 i7 o2 h5 i15 h2 k6 a14 n2 e13 l2 i1 n5 e7",
     "l16", {}),
    ("140b856b24", "stop", 2,
     "h8 swap j10 g9 h11 e10 h7 l11 k10 h10 n10 i9 e9 h6 i8 d8 d6 l10 c4 j5 p11 a6 j7 k6 i6 p9 "
     "c11 k13 c10 j12 l7 f10 j8 g11 a3 h12 e7 i11 e13 i13 b1 j14 f15 e2 e15 j9 b5 l4 m9 f6 f9 "
     "k5 h15 e3 l16 j6 c5 o8 g6 p7 h5 a2 k15 n2 j16 o4 p13 m10 o12 k9 m2 l12 e11 i15 n7 h14 "
     "l15 g13 i3 f12 a5 m5 b3 l6 f11 e16 h2 e8 m7 i1 d5 e12 a12 d11 m15 c14 n16 g7 c9 f8 e4 d9 "
     "d3 o2 c2 g3 a1 b7 j4 a8 d1 p1 f7 m1 h1 m3 i5 n6 o14 o7 p15 l2 n13 k3 b10 j2 d10 b13 f13 "
     "g16 n9 b12 d14 c16 g14 d15 m14 a14 p16 b15 m13 a16 o9 d13 k7 c7 l9 i16 n8 m8 k8 c6 k14 "
     "m6 l13 b6 f5 j15 n11 p10 m12 o10 d7 i2 m11 j3 k4 o11 f3 h16 g2 f16 e1 b16 f2 f14 g3 k11 "
     "g4 a10 n15 a11 e2 b9 i4 m4 f4 d10 n14 p5 e5 b8 l14 a15 h6 f13 c1 c11 b4 a7 p12 l3 d4 g14 "
     "o13 n3 h3 d16 l8 g12 e3 h9 g1 p3 o16 i10 p14 d12 e6 c8 n12 d14 m16 a9 h4 n5 f6 c9 d2 e14 "
     "f1 j13 b2 j11 c3 e9 g5 e11 o15 p4 a4 p2 i7 f15 m8 g10",
     "k16", {}),
    ("37cb19f077", "stop", 2,
     "c10 e7 j15 g9 e1 b15 m1 n3 n12 b11 k7 k16 o11 o15 a11 g11 h11 n6 c1 c15 i4 l10 b4 n9 p9 "
     "o13 j16 k15 e4 b12 c3 f1 l15 k5 e10 i12 c6 g5 m12 p10 i1 d6 l12 h4 a2 j7 e12 h14 i2 m5 "
     "c14 k10 n1 e8 j1 j11 m15 k4 g8 c7 h8 f10 p4 b2 k13 o10 d4 i14 a13 g12 p12 k6 m8 e9 e11 "
     "o8 p15 p2 f13 b10 a16 i7 l11 e2 a6 h6 c9 i9 f14 c11 g16 h13 f16 a5 j4 a9 o9 l14 n15 j2 "
     "p6 g15 g13 a7 n2 c2 f12 b6 g4 h16 g14 k9 n10 g2 n14 h9 n16 l4 l6 d8 n8 m13 o14 m4 a1 f15 "
     "b1 h12 f4 i5 n5 l3 b7 h10 g1 p5 k14 o4 d11 a14 f6 k12 a3 d13 o16 k11 d10 f3 j9 f7 l2 g3 "
     "o5 d15 j10 l1 h2 f5 h1 a4 m3 pass n4 i8 l16 l5 d5 h7 m11 k2 o6 b14 l13 b16 b9 b8 c12 k3 "
     "o12 c16 p8 a10 m10 e6 a12 c13 o15 k8 p16 b13 j13 e15 n11 c5 m14 p3 p13 d3 m13 l7 m16 h11 "
     "m6 e14 i13 h8 p14 m9 pass c8 o2 g14 j14 b3 p11 o3 a15 j9 d1 c10 i15 b4 d2 e4 p1 pass j12 "
     "f6 o1 e10 l14 n7 h15 l9 n13 b5 pass b9 o13 f8 i16 c14 pass i6 pass e13",
     "m2", {}),
    ("557416f093", "stop", 3,
     "k8 swap i10 g10 f8 g11 j8 j12 g7 e5 k10 e10 g12 m11 k11 h12 d9 f12 c5 g13 f15 h11 h5 e11 "
     "d10 f9 b10 l10 h9 b3 a8 o13 i7 b6 n9 d7 j6 l14 k7 c3 h8 p8 j9 d8 j11 d13 g9 e8 h6 k12 i5 "
     "b14 a14 l4 h16 d11 m8 e16 n4 k9 e12 o7 l3 p6 k13 a15 a9 a16 a11 d5 k2 c10 m12 c9 p11 m16 "
     "b5 d15 i15 c14 j16 e14 f7 f14 o16 c12 o11 b11 j5 a12 e15 d1 i13 i12 h13 l13 e1 m15 o2 "
     "l11 f4 j4 l1 k6 j1 a5 n1 c6 m2 e6 p1 a4 n3 d4 m4 p5 i2 a2 p3 l12 j3 l9 k4 g1 l8 p10 n10 "
     "e2 i4 f2 h1 a1 h2 e3 h3 e7 g4 g6 m9 m13 n14 n12 o15 m14 l5 p12 g5 p14 f6 i11 g2 o14 f3 "
     "n15 l6 h10 m10 p15 n16 p16 f5 o12 e4 n11 m6 g15 j2 f16 i9 k14 j10 j13 n6 h15 k5 i14 n5 "
     "c7 i3 d10 h7 e15 i1 p13 o6 a6 j4 e13 l7 b15 p2 i13 o10 b8 l2 d9 g3 c16 g8 m12 m3 f11 o8 "
     "n14 n2 d3 k1 n13 o5 b9 g6 d12 p4 d2 h4 g16 k6 j14 o9 b13 p9 c15 k3 c5 o1 f13 l4 e12 m1 "
     "l15 n7 g14 o3 c4 n8 j15 m5 d14 o4 k16 j7 c2 i6 b12 i8 b7",
     "m7", {}),
    ("e1080b048f", "stop", 3,
     "j9 swap j10 h11 l7 i12 l9 g12 i14 h13 n10 m9 j7 k7 i11 i8 f10 f13 g9 g14 d11 f16 o9 p9 "
     "i5 e7 j8 b12 j13 k12 n6 g10 d7 f11 i6 e12 i9 i10 h10 e10 k9 f9 h8 o11 h7 a12 e9 l6 d10 "
     "m7 p11 l8 j14 n8 g16 b14 m6 m10 j5 i13 k6 p4 g4 j3 c7 p6 b5 o5 n13 c16 e16 a14 f4 c13 d9 "
     "m4 l15 d4 m15 o3 a8 p2 e13 n4 i16 m5 h15 o8 n9 o7 m16 f7 k14 o16 b11 f15 a10 c15 b9 d12 "
     "c8 d2 c12 g7 b7 o2 a6 c2 a4 j12 c6 m1 b3 j1 e8 g6 a2 l1 c4 p13 d5 a15 h14 a16 e6 e2 e3 "
     "k2 k8 e4 e11 m11 l2 o10 n14 n12 g5 o13 h4 i2 f6 n2 f8 l3 d3 p1 p16 h1 o15 k4 p15 l5 m13 "
     "g2 l13 k13 l11 f1 m12 b1 f2 f3 k10 h3 l10 l12 i3 a1 o14 p14 g15 i4 k15 n9 h16 d13 n16 "
     "e14 l14 p10 j16 a11 k16 m6 j15 d1 i15 d16 l16 p12",
     "m14", {}),
    ("ff93857c83", "stop", 3,
     "g8 swap e6 e10 f9 g10 f5 h12 e12 d8 c12 i6 h11 c5 g11 i14 i7 i15 g12 e8 g14 h4 c7 j4 e9 "
     "a3 b8 a12 h9 f11 b2 g6 g7 h7 h13 f7 i12 g9 f13 d9 i9 h5 c10 e11 f6 d15 b9 j13 f12 c8 l11 "
     "b1 d12 b15 j16 h10 j9 g16 g15 a1 b5 a8 b11 l7 d11 a10 a6 j7 b6 i8 a11 j14 a4 k14 b4 c16 "
     "i11 a16 j12 c14 m16 b13 l8 e16 d6 f15 m9 k13 o14 o16 g4 n15 g5 e14 i13 d13 e3 h15 g3 l16 "
     "n16 l15 n14 m14 o7 l13 o9 k5 e7 j6 m6 i3 h3 n10 c6 f1 j3 m12 b3 n13 l12 h14 f4 i10 d2 h8 "
     "c1 c13 i2 p13 j1 o15 n12 j8 m7 f14 p15 m5 b12 d7 k2 k9 n8 j10 p8 k7 p10 l6 l1 l4 p6 k3 "
     "n6 o12 o5 p14 k12 n11 m2 k11 n1 l10 p4 p11 l3 n9 l9 o10 n4 o1 m10 n3 m3 o4 o3 e13 o2 a2 "
     "p1 p16 m11 o13 l10 k16 i5 n12 c9 k15 l7 n14 e10 a14 m1 a15 i1 a13 h7 f16 g1 c15 i7 m15 "
     "d5 d16 h8 p12 c5 e15 j4 b14 i8 o14 k3 i16 o6 b16 d3 l14 n7 j15 k1 o11 g7 m13 m8",
     "d14", {}),
    ("50db6b2bef", "stop", 3,
     "k7 swap j7 i9 i8 k6 h11 i4 i6 h8 h7 g13 j6 f6 g5 j12 f15 l9 f10 f12 e7 m5 j9 e13 k8 f14 "
     "e8 d12 n6 e11 l11 e14 n9 c13 h2 d14 a13 i13 e4 g14 g4 k2 h14 h9 o11 f4 h3 m4 k11 n12 e9 "
     "l12 p7 k5 p9 l14 o8 l16 o10 m2 p12 f2 m14 p4 b14 i14 a15 k9 j11 c15 o13 m15 p14 k15 d1 "
     "n16 l7 j16 f8 k13 g9 i15 n3 h16 p15 m13 k1 n14 n8 d16 g6 h12 c5 m11 h5 g11 n10 i11 e6 "
     "h10 l5 o15 c11 p16 b13 l10 o7 j10 h4 b16 m7 b12 i5 d8 b1 l4 c2 l6 o1 h15 f7 m1 f5 c4 f3 "
     "m6 g2 d11 g8 c3 d5 b7 o5 j1 h1 l3 o4 a7 o2 b15 d3 n13 p1 n11 e10 d7 a1 o12 c12 a6 d10 "
     "m10 l8 f11 m9 o14 g10 a16 c14 f16 f1 e15 e2 g15 c1 e12 b3 m14 b4 g12 a12 o16 b11 l15 b8 "
     "d15 e3 k11 j4 f13 i3 l11 g1 k14 c9 l13 o9 k10 b9 m16 d6 n15 c7 c16 d8 e16 f4 h11 a8 d13 "
     "d9 k12 a4 j13 b6 i10 p11 j11 p3 j14 c4 f15 o3 i16 h6 h14 b5 m12 j8 i12 g7 h13 i4 j15 c8",
     "g16", {}),
    ("0872c664ed", "stop", 3,
     "j1 a5 h7 e14 l4 f6 d5 d14 b15 m14 o10 k9 n14 d4 h4 o15 b16 f3 j6 c5 k3 m13 f1 c15 a15 l6 "
     "a10 i15 i2 i16 g10 i8 n3 k10 g7 a16 l14 h15 a3 m7 l10 i6 j15 p8 g5 k4 a9 m16 d8 d6 h14 "
     "h1 m6 e9 j11 f11 d7 l9 n7 h8 e2 g6 k6 b13 e16 h10 e4 l8 b4 f2 g9 e15 i5 l7 n10 b9 l16 g3 "
     "f4 m1 j3 o3 f15 b5 n6 n13 a1 g4 d2 p7 c13 l15 j5 o11 a2 d1 f13 k15 o12 j2 o5 b10 f5 n4 "
     "n5 k8 j10 g11 a4 f12 d13 p3 a7 h16 b7 h9 g2 e10 p1 o2 n11 l1 f10 b11 g16 o14 b14 j7 d12 "
     "e8 k1 h3 o9 f14 c6 e6 j12 c16 c8 f7 n8 d11 k16 h13 l2 p4 o13 k7 a14 e11 d9 o7 p16 h6 a13 "
     "h7 h11 j9 b12 b3 p14 e7 l5 c1 m10 i7 i4 n1 j2 g13 n2 p11 l3 a12 p9 i1 d10 g7 c12 o16 c9 "
     "p6 j14 h12 k11 o4 l13 f9 n12 b6 j4 d3 i14 o6 c7 g8 j13 d15 k4 g1 p12 o1 g14 i3 n9 m2 p13 "
     "g9 c2 n15 m5 c3 i10 m8 f16 k13 e3 c10 m11 k14 o8 p5 l12 k12 p15 b8 c11 p2 b1 pass b2 m3 "
     "e5 n3 e12",
     "n2", {}),
    ("0c6176e5ea", "stop", 3,
     "j11 swap l9 k9 m11 m12 l14 k13 i14 m14 i10 i11 j10 i7 g14 h11 m10 f15 h12 g10 f9 j7 l16 "
     "h15 j16 m13 k15 j15 m15 j14 n16 d14 g13 i6 j5 o11 p13 f14 g12 i16 j8 g16 k11 e16 p11 h9 "
     "o12 l4 o14 l5 n13 k12 p15 e9 f13 f11 b15 k4 g15 o8 e12 o6 j3 i12 l12 i13 k10 h14 p16 d8 "
     "n14 h1 f6 e4 g7 b10 b6 d15 a16 e13 c16 f12 a14 n4 c14 n2 l13 g6 n11 d3 b13 c1 o10 f3 a12 "
     "g1 n9 d12 m8 c2 j6 g2 m2 e11 p9 c13 h4 d5 d7 h7 b7 c4 j9 j2 k8 h5 l7 b3 a4 o3 n3 m3 i3 "
     "m5 b8 i8 l6 g8 n6 f7 d9 e10 l1 e7 n1 e6 a1 g4 c15 h3 c6 i4 b5 i2 a9 k1 c8 c9 p6 c11 o5 "
     "a10 m6 a2 p4 b12 o7 a11 k14 b1 o1 k6 p8 l2 i9 k7 n5 o4 o2 d16 h10 p2 p1 p3 m16 g15 k9 j4 "
     "m14 f2 o16 e1 l11 b2 o15 b4 l15 e2 p14 h13 m12 h16 n15 j5 p12 b11 l10 g12 m9 j12 m7 e12 "
     "a13 a3 a15 j1 o9 i3 p7 e15 l8 d11 o11 c12 n10 e5 m13 k3 p5 d10 m1 f5 n12 d2 o13 g14 b14 "
     "g7 p10 j3 o8 d9 b16 f16 k16 g9 o6 d13",
     "n7", {}),
    ("503880799e", "stop", 3,
     "i7 k10 m4 g13 n16 f8 a3 a1 m12 e2 n13 g3 a7 d3 h4 o4 o2 a16 o12 k13 d15 h5 h6 j6 b2 l11 "
     "b4 j8 c15 c5 n9 o13 d7 c1 f7 e8 n8 m7 a15 j16 l12 e9 b16 e4 a14 i2 f15 i14 f5 l8 m1 e16 "
     "b7 p1 f1 k14 j14 k12 h9 h14 i10 l16 b13 p10 c9 o10 e13 j3 o3 j15 d16 i9 c16 h7 b15 b11 "
     "h16 a13 e10 j11 d2 p15 f9 d11 n1 m10 p5 n14 a11 f6 pass g6 k2 d1 j4 e7 k6 l15 j1 b3 k3 "
     "c13 f14 j13 d12 p7 a12 o5 n2 o1 n15 e12 e3 a6 f4 f13 g11 c8 j10 l4 n7 g4 c3 b5 n12 b6 n6 "
     "p13 p11 i3 g14 b8 m8 b1 k4 m13 i6 k9 h11 l7 g1 p6 p12 j5 a4 g8 d6 k7 i8 k8 o6 g9 i13 h10 "
     "p16 d9 a10 m9 h2 p3 a5 o11 l5 n11 p14 o8 o7 p2 a9 e6 m2 h3 h8 n3 c12 n10 f2 l3 n5 h15 "
     "g12 c2 i15 h12 i4 f3 j9 m6 b9 n4 o16 g2 b14 e15 k1 p9 c6 m3 g16 l9 c14 m14 m16 h13 f16 "
     "o15 b10 k16 g10 l1 b12 c10 d5 c7 pass m11 c11 l10 i16 l2 pass h1 g15 p4 e14 e5 pass f10 "
     "d13 d10 m15 f5 d14 f9 pass e1 a8 i5",
     "b11", {}),
    ("f5f6503b7d", "stop", 3,
     "k7 swap j9 j10 i6 g8 g5 h4 i5 g7 g2 e9 e11 e4 i2 l11 c11 b12 j1 a14 h1 g1 h3 n12 d12 a13 "
     "d10 a11 c9 g9 b10 i4 o12 c13 p14 b14 p10 c2 k5 p8 e5 i7 f5 l12 m10 i3 a2 c15 p6 d14 h10 "
     "l13 j7 e10 k8 f14 i8 f16 h7 a10 b11 d5 m4 d2 f2 n9 e1 k13 m14 c3 o4 a15 c6 e15 g10 a16 "
     "o11 e13 o13 g15 l8 h16 j2 j16 n13 i15 k6 h14 j4 g13 l7 f12 h11 e3 n7 c4 o14 l15 n15 n16 "
     "n3 k11 n5 j12 m5 i11 o3 e12 l9 f10 k10 f8 f7 m11 f11 m13 g12 b1 m8 d1 n10 h6 o6 h5 l4 a3 "
     "p2 k14 f3 l16 k3 h12 p1 m15 f4 n11 g6 c5 e6 a4 o15 b5 d9 a1 e8 b8 i10 a6 d7 d6 p16 a7 d8 "
     "c7 b9 a9 c12 e2 d13 l14 c8 o16 l10 j11 o8 e14 p9 b3 o9 j14 m1 d3 o5 m12 l2 h15 h8 c6 n4 "
     "k16 m3 i12 p3 k15 l6 i16 g8 b13 j3 k12 k4 j15 i3 b16 o10 a8 o1 b2 p4 c14 f8 h13 l1 d4 i4 "
     "i14 p13 m16 e9 e16 d11 j13 o7 d16 f10 g16 f9 f13 m6 b15 p7 a12 m2 f15 m7 b7 j8 i13 j5 b6 "
     "g11 c16 n14 c1 i1 g14 p11 a5 k1",
     "b4", {}),
    ("b71d4a42f5", "stop", 3,
     "j10 swap i9 k11 j7 l9 h12 f14 h15 i14 n7 l12 m7 d13 h11 h6 d16 c14 i15 j5 i13 b12 g4 c16 "
     "i2 e14 j1 d15 h1 b15 h9 a16 j2 a14 j16 b13 g16 a11 c11 c12 g11 f9 e13 e9 f12 c7 g13 k1 "
     "h14 k5 j14 n11 k15 j11 l16 f16 k6 g15 i5 b11 l7 f13 k8 e12 j4 d11 o9 c10 e3 e8 l2 d3 g8 "
     "d7 g9 l11 k3 f5 m1 n3 i3 d9 h4 e10 h5 f11 f10 g10 i7 c8 f8 b9 b5 a8 m16 b7 m4 a6 j9 f4 "
     "h7 b4 o13 g14 d6 n8 o12 m14 o4 d2 c5 p15 m10 b2 n14 n13 o5 c4 g6 l13 j6 m12 f7 p11 p6 "
     "o11 p3 o14 l5 n15 m3 o16 m6 o1 n5 i10 o7 h10 p8 a5 n2 a3 o3 c1 m8 a1 n9 e1 p16 p1 p10 d5 "
     "c6 e6 n10 e4 l10 f6 k10 o10 h3 g3 g2 f2 f1 m11 e7 g5 p2 n1 o2 d12 l8 a2 m9 n16 n4 d10 h2 "
     "e3 n3 p13 p7 p12 p5 b14 i6 a7 j8 c15 h6 c9 k7 d4 h8 d1 k2 c13 g7 a12 k4 c6 i1 b1 g1 c5 "
     "j5 o13 j3 e13 n6 a4 l9 e11 i8 p14 l1 b10 p4 k13 n8 e5 l3 a10 l4 a13 k9 a9 m5 k14 m2 b5 "
     "p9 e2 i4 d6 o8 l14 k5 i12",
     "l6", {}),
    ("40429db913", "stop", 3,
     "i7 k10 m4 g13 n16 f8 a3 a1 m12 e2 n13 g3 a7 d3 h4 o4 o2 a16 o12 k13 d15 h5 h6 j6 b2 l11 "
     "b4 j8 c15 c5 n9 o13 d7 c1 f7 e8 n8 m7 a15 j16 l12 e9 b16 e4 a14 i2 f15 i14 f5 l8 m1 e16 "
     "b7 p1 f1 k14 j14 k12 h9 h14 i10 l16 b13 p10 c9 o10 e13 j3 o3 j15 d16 i9 c16 h7 b15 b11 "
     "h16 a13 e10 j11 d2 p15 f9 d11 n1 m10 p5 n14 a11 f6 pass g6 k2 d1 j4 e7 k6 l15 j1 b3 k3 "
     "c13 f14 j13 d12 p7 a12 o5 n2 o1 n15 e12 e3 a6 f4 f13 g11 c8 j10 l4 n7 g4 c3 b5 n12 b6 n6 "
     "p13 p11 i3 g14 b8 m8 b1 k4 m13 i6 k9 h11 l7 g1 p6 p12 j5 a4 g8 d6 k7 i8 k8 o6 g9 i13 h10 "
     "p16 d9 a10 m9 h2 p3 a5 o11 l5 n11 p14 o8 o7 p2 a9 e6 m2 h3 h8 n3 c12 n10 f2 l3 n5 h15 "
     "g12 c2 i15 h12 i4 f3 j9 m6 b9 n4 o16 g2 b14 e15 k1 p9 c6 m3 g16 l9 c14 m14 m16 h13 f16 "
     "o15 b10 k16 g10 l1 b12 c10 d5 c7 pass m11 c11 l10 i16 l2 pass h1 g15 p4 e14 e5 pass f10 "
     "d13 d10 m15 f5 d14 f9 pass e1 a8 i5 pass i1",
     "b11", {}),
    ("df037171a1", "stop", 3,
     "k8 swap i10 g10 f8 g11 j8 j12 g7 e5 k10 e10 g12 m11 k11 h12 d9 f12 c5 g13 f15 h11 h5 e11 "
     "d10 f9 b10 l10 h9 b3 a8 o13 i7 b6 n9 d7 j6 l14 k7 c3 h8 p8 j9 d8 j11 d13 g9 e8 h6 k12 i5 "
     "b14 a14 l4 h16 d11 m8 e16 n4 k9 e12 o7 l3 p6 k13 a15 a9 a16 a11 d5 k2 c10 m12 c9 p11 m16 "
     "b5 d15 i15 c14 j16 e14 f7 f14 o16 c12 o11 b11 j5 a12 e15 d1 i13 i12 h13 l13 e1 m15 o2 "
     "l11 f4 j4 l1 k6 j1 a5 n1 c6 m2 e6 p1 a4 n3 d4 m4 p5 i2 a2 p3 l12 j3 l9 k4 g1 l8 p10 n10 "
     "e2 i4 f2 h1 a1 h2 e3 h3 e7 g4 g6 m9 m13 n14 n12 o15 m14 l5 p12 g5 p14 f6 i11 g2 o14 f3 "
     "n15 l6 h10 m10 p15 n16 p16 f5 o12 e4 n11 m6 g15 j2 f16 i9 k14 j10 j13 n6 h15 k5 i14 n5 "
     "c7 i3 d10 h7 e15 i1 p13 o6 a6 j4 e13 l7 b15 p2 i13 o10 b8 l2 d9 g3 c16 g8 m12 m3 f11 o8 "
     "n14 n2 d3 k1 n13 o5 b9 g6 d12 p4 d2 h4 g16 k6 j14 o9 b13 p9 c15 k3 c5 o1 f13 l4 e12 m1 "
     "l15 n7 g14 o3 c4 n8 j15 m5 d14 o4 k16 j7 c2 i6 b12",
     "m7", {}),
    ("2025dbacc0", "stop", 3,
     "m4 e7 h13 m9 m13 l5 d16 j13 d6 l9 p4 b10 i14 h16 j9 j2 o1 i11 f4 p6 a14 e12 o8 i2 o2 b8 "
     "h10 b15 e1 g2 a15 p13 h7 p12 a11 j7 h6 g3 k9 l11 n6 p11 e14 d14 f5 n5 e10 f6 f15 m5 g1 "
     "p15 h4 b11 l13 j3 i10 m2 f14 p5 h8 n13 b3 p2 e5 k1 l3 j6 b12 c5 l6 d10 d7 l2 c13 g4 p1 "
     "i13 pass a13 a16 e16 c6 p9 g14 h14 g7 l12 h15 k16 l10 c4 a12 o6 b14 b5 c8 o10 k3 a5 c11 "
     "k12 h2 f7 d5 d11 n8 g5 e3 m12 m7 c16 h12 k4 o3 k5 l1 j16 e4 m11 m6 n4 e11 d12 n10 p10 "
     "o12 c15 c7 i12 l4 a3 i9 c3 g12 b9 i5 o16 n15 l7 b16 g6 c12 n11 a2 o9 k15 j8 g8 d2 p8 n16 "
     "o5 d13 i6 j10 c9 o15 a10 o11 p3 f8 g11 k6 g9 i4 k8 f12 o4 i8 i1 k11 a1 f3 c2 m14 d3 f10 "
     "o7 h3 h1 d9 n12 g13 j15 b4 c1 k13 h14 e6 f16 f9 f1 n9 n7 o13 n1 f11 l16 o12 n3 o14 d15 "
     "a6 e13 k14 g15 n12 l14 h11 b1 d1 e9 e8 m8 b7 f13 pass k2 i7 m15 j5 n2 f2 g13 l8 b2 e2 d4 "
     "k7 b13 n14 m1 a8 m2 c10 p16 e4 pass c8 l2 p14 pass d8 m3 d3",
     "a9", {}),
    ("70bb80ca13", "stop", 3,
     "j8 g12 a5 a3 p11 g13 m11 p13 h16 n3 f4 d5 a12 k2 j9 m15 j16 f2 i12 e1 l8 n7 b15 n6 b2 o4 "
     "d2 pass j7 d6 b13 o8 a13 p6 i5 p2 j5 m10 h10 n8 o16 a10 f11 a6 n2 n9 m16 b3 b11 i1 pass "
     "h11 i11 i16 h13 c6 l14 d12 pass n15 e16 f5 n5 f1 j12 b9 d7 k16 f16 d8 c16 m2 i9 l6 c1 j2 "
     "f3 o2 e10 e14 a11 n16 b7 j1 d10 n4 g16 a8 k10 a2 k6 c14 o7 i6 c13 o13 g8 o9 d11 l3 o10 "
     "p14 d9 i7 c4 g5 h8 d13 b10 e9 e13 m14 g6 a15 h7 l10 e15 j6 k4 l9 m4 f8 k8 m5 o11 g11 n13 "
     "pass d16 n11 i8 c10 o1 e5 l2 h5 f13 k5 d14 i2 m12 g1 f14 k14 e6 i14 m7 c12 c15 k9 b12 "
     "j11 a4 g10 m3 f9 g9 d4 h4 o5 m8 k7 l1 e7 i10 k13 l12 g3 e14 j4 m6 c3 e3 a7 l13 l7 l4 h12 "
     "p9 c8 l15 n10 h3 i4 j10 e12 o14 a16 p10 g14 p7 i13 d15 j13 k3 p1 o6 c5 c9 g4 o12 h1 p15 "
     "j15 i15 g15 h6 b8 l11 c11 m9 k15 l16 f10 e2 p16 b1 b16 h9 f12 n12 c7 c2 d10 pass b14 g7 "
     "k6 f6 g2 o15 e8 m13 f7 p12 c9 n14 p8 d1 a1 pass b5 pass h15 pass i3",
     "k11", {}),
)
