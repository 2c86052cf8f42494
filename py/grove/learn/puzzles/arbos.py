"""arbos: puzzles written by scripts/puzzles.py from the tactics bench's positions;
run it again rather than edit (key, kind, grade, setup, answer, options; actions
separated by commas)."""

PUZZLES = (
    ("1358a5e122", "win", 1,
     "replace@P17, R11, H15, L6, R12, N11, Q16, C19, R17, M7, Q15, O12, R14, D20, G16, N10, "
     "O16, M9, N17, N12, M17, E19, L18, F20, F15, M6, E15, O13, K19, N14, L17, P14, D15, N5, "
     "C14, G19, L19, H18, K18, P12, J17, O4, F14, P3, E13, Q2, E12, L5, N18, O9, D11, P11, "
     "P18, K4, J19, J4, C10, I4, B9, H5, F11, O8, S14, H3, C12, G2, S17, N13, G14, H6, Q11, "
     "F2, G10, G6, R15, F7, T17, E8, T16, E3, H9, D2, I14, N9, G8, C20, G12, P8, J13, P1, N19, "
     "Q7, M16, D4, M15, C2, E14, B2, C9, L9, L16, P6, R16, O14, L20, K3, B10, Q5, F16, E6, "
     "P10, E1, N20, D8, J15, F19, O17, R6, A11, S6, D16, G4, D13, M13, L14, S7, D14, O7, D10, "
     "C8, P16, R3, C16, G5, T13, H17, K12, B1, O18, D3, C13, H1, S16, C4, K17, M11, T12, N3, "
     "J11, G1, F10, Q6, I17, K8, J12, S5, F12, J7, pass, J6, pass",
     "A2", {}),
    ("be039c423c", "win", 2,
     "replace@P17, Q11, C15, L6, Q16, N11, R12, D19, R17, M7, R15, C19, R14, O10, D14, N9, "
     "E13, E19, F14, F19, E12, K6, G14, J5, H15, I4, O17, H3, G16, G2, N17, F3, G17, P9, M17, "
     "Q8, L18, R9, H18, G1, I19, H5, K19, O8, R10, D20, P18, G6, I14, M6, L17, L8, K17, E2, "
     "J17, F18, S11, L9, D12, D3, S10, S8, P16, K8, F12, G4, H17, K10, S12, C3, H20, P7, L20, "
     "E3, P11, J8, T13, J3, C11, F7, J13, J4, O16, B20, G11, I3, H10, P6, T9, L11, T14, I7, "
     "G9, E8, Q18, J10, H8, F5, Q17, E6, D15, Q5, B16, I2, K12, G7, L19, J2, H12, D8, H13, G5, "
     "Q15, O7, C16, J6, B10, F4, B17, K7, T10, Q4, R16, B2, B9, H2, J14, F6, B8, K1, A11, L12, "
     "I15, D5, E15, S7, H11, A2, K13, P3, F10, P8, G15, C4, J12, D18, F15, O3, P14, C20, B11, "
     "N4, L14, J9, T15, D2, I9, M3, pass, L4, pass",
     "A3", {}),
    ("808d68ae52", "win", 3,
     "replace@P17, Q11, C14, M7, R12, L11, Q17, C18, R18, L6, D13, D19, E12, L10, P10, K9, "
     "O10, M9, F13, J8, R16, I7, N11, J6, C13, H7, R15, G6, S14, F7, T13, E8, O17, D17, D15, "
     "F5, F12, E4, D11, D3, C12, E2, S19, C3, G13, B2, S11, L5, O9, M5, D12, M6, N17, N5, C10, "
     "M10, E16, F8, D10, F4, P8, E9, Q9, O5, O8, J7, Q7, P4, M16, Q3, L17, R2, H14, R3, P7, "
     "S1, R9, F3, K18, G3, K19, D5, B9, K4, Q13, C17, J17, O4, S20, J3, P9, S3, Q6, L4, P13, "
     "E5, R20, E6, R5, E18, A9, K3, R10, L12, F11, D8, S6, B4, S16, G9, L15, Q1, H15, I6, O7, "
     "E10, P18, G5, R7, E3, G11, L7, H16, M3, T10, C16, C9, N2, G17, J10, O16, H10, M17, A3, "
     "S7, O3, B13, C1, T7, N6, Q18, F18, S17, C2, M15, C20, S8, P2, H18, N7, T19, D6, H17, S2, "
     "L14, F6, I19, I2, pass, H1, pass",
     "G1", {}),
)
