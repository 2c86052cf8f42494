"""Orbit in eleven lessons, on the 7 x 7 board: a stone a turn, groups and the orbits that
capture, what orbits and half-orbits forbid, a cut-off corner, the end by two passes and the count,
shared points, dead stones removed at the end, captures that count nothing extra, the pie rule, and
a first game against the easy computer."""

from grove.i18n import Text
from grove.learn import Lesson

SMALL = {"size": 7, "pie": "off"}

# The rules as the original text states them (Steve Meyers' standard version, 2002), one entry a
# rule, each taught by some lesson below; where Grove reads the text one way, the entry says so.
RULES = ("a 16 x 16 board of points, empty at the start", "the pie rule (Grove: Swap)",
         "one stone a turn", "any player may pass", "two passes in a row end the game",
         "stones connect orthogonally or diagonally",
         "an orbit: a group that encircles points", "orbits capture the enemy stones inside",
         "no playing inside an enemy orbit",
         "a half-orbit: a group that encircles points with one side of the board",
         "no playing inside an enemy half-orbit, which captures nothing",
         "a cut-off corner is no half-orbit (Meyers' own note)",
         "stones that cannot avoid capture are removed at the end",
         "shared territory: points barred to both", "your score: your own territory, more wins",
         "captured stones do not count extra")

# Black's diamond c4, d5, e4 round White's d4: only its diagonal steps hold it together, and the
# point inside touches no edge. White passes so that nothing else stands on the board.
RING = ("c4", "d4", "d5", "pass", "e4", "pass")

# Black's half-orbit b1, b2, c3, d3, e3, f2, f1 round c1-e2, with White's d2 inside it and
# White's own half-orbit of five points on the top edge: the count shows 5 to 5, and the end
# removes d2 (the rules page's own example). Black's one pass comes between two White stones,
# so that no two passes follow each other before the lesson.
DEAD = ("b1", "d2", "b2", "b7", "c3", "b6", "d3", "c5", "e3", "d5", "pass", "e6", "f2", "f7",
        "f1", "pass")

# White rings c4, d4 and e4, three Black stones, and captures them with c3; Black builds a
# half-orbit round c1-f1 on the bottom edge meanwhile. White passed: 4 to 3 for Black.
CAPTURED = ("c4", "b4", "d4", "c5", "e4", "d5", "b1", "e5", "c2", "f4", "d2", "e3", "e2", "d3",
            "f2", "c3", "g1", "pass")

LESSONS = (
    Lesson("stone", Text("One stone a turn"),
           Text("Black moves first. On your turn you place one stone on an empty point, or pass. "
                "Place a stone on d4."),
           SMALL, lines=(("d4",),),
           hint=Text("Place your stone on d4."),
           teaches=("one stone a turn", "any player may pass")),
    Lesson("capture", Text("Orbits capture"),
           Text("Stones touching side by side or corner to corner form a group. Close Black's "
                "ring round White's d4 with d3: a ring that encloses no edge is an orbit, and "
                "captures the stones inside."),
           SMALL, setup=RING, lines=(("d3",),),
           hint=Text("Place a stone on d3: it closes the ring c4, d5, e4 round d4."),
           teaches=("stones connect orthogonally or diagonally",
                    "an orbit: a group that encircles points",
                    "orbits capture the enemy stones inside")),
    Lesson("orbit-forbids", Text("Orbits forbid"),
           Text("Black's orbit captured d4. Nobody may play inside an enemy orbit: you play "
                "White here. Try d4, and read why it is refused."),
           SMALL, setup=RING + ("d3",), refused=("d4",),
           hint=Text("Try d4, the empty point inside Black's ring."),
           teaches=("no playing inside an enemy orbit",)),
    Lesson("half-orbit", Text("Half-orbits forbid"),
           Text("Black's wall from b1 to d1 encloses c1 and c2 against the bottom edge: a "
                "half-orbit. It does not capture White's c1, but White may not play inside it. "
                "Try c2."),
           SMALL, setup=("b1", "c1", "b2", "pass", "c3", "pass", "d2", "pass", "d1"),
           refused=("c2",),
           hint=Text("Try c2, the empty point inside Black's wall."),
           teaches=("a half-orbit: a group that encircles points with one side of the board",
                    "no playing inside an enemy half-orbit, which captures nothing")),
    Lesson("corner", Text("A corner is neither"),
           Text("Black's a3, b2, c1 cut off a corner. That region touches two sides, so it is no "
                "half-orbit: you play White, and may play there. Place a stone on a1, a2 or b1."),
           SMALL, setup=("a3", "pass", "b2", "pass", "c1"), lines=(("a1",), ("a2",), ("b1",)),
           hint=Text("Place a stone on a1, a2 or b1: a cut-off corner forbids nothing."),
           teaches=("a cut-off corner is no half-orbit (Meyers' own note)",)),
    Lesson("end", Text("Two passes end the game"),
           Text("Your territory is the empty points inside your orbits and half-orbits: Black 2, "
                "White 1. White passed. Press Pass: two passes in a row end the game, and more "
                "territory wins."),
           SMALL, setup=("b1", "b7", "c2", "c6", "d2", "d7", "e1", "pass"), win=True,
           hint=Text("Press Pass: you have more territory, so ending the game now wins."),
           teaches=("any player may pass", "two passes in a row end the game",
                    "your score: your own territory, more wins")),
    Lesson("shared", Text("Shared points"),
           Text("White's half-orbit holds d1. Close your wall round it with f1: d1 is then inside "
                "structures of both players, a shared point that counts for nobody."),
           SMALL, setup=("b1", "c1", "b2", "d2", "c3", "e1", "d3", "pass", "e3", "pass", "f2",
                         "pass"),
           # g1 closes the same wall one point wider: d1 is shared as well.
           lines=(("f1",), ("g1",)),
           hint=Text("Place a stone on f1: it closes your wall from b1 to f2 round White's "
                     "stones."),
           teaches=("shared territory: points barred to both",)),
    Lesson("dead", Text("Dead stones"),
           Text("The count says 5 to 5, but White's d2 cannot escape: White may not play in your "
                "half-orbit, and you could fill it and capture d2. Such stones are removed at "
                "the end. White passed: press Pass to win."),
           SMALL, setup=DEAD, win=True,
           hint=Text("Press Pass: d2 is removed at the end, and its point counts for you."),
           teaches=("stones that cannot avoid capture are removed at the end",)),
    Lesson("captures", Text("Captures count nothing extra"),
           Text("White's ring took three of your stones. Captured stones count nothing extra: "
                "White has only the 3 empty points inside its ring, you the 4 of your half-orbit. "
                "White passed: press Pass to win."),
           SMALL, setup=CAPTURED, win=True,
           hint=Text("Press Pass: territory alone counts, 4 to 3 for you."),
           teaches=("captured stones do not count extra",
                    "your score: your own territory, more wins")),
    Lesson("swap", Text("The pie rule"),
           Text("Moving first is an advantage, so after Black's first stone the second player "
                "may take over Black. Black opened on d4: press \"Swap: take Black\"."),
           {"size": 7, "pie": "swap"}, setup=("d4",), lines=(("swap",),),
           hint=Text("Press \"Swap: take Black\" to take Black and its stone on d4."),
           teaches=("the pie rule (Grove: Swap)",)),
    Lesson("game", Text("A first game"),
           Text("Now play a whole game as Black against the easy computer on the small board. "
                "The standard board is 16 × 16."),
           SMALL, win=True, computer="easy",
           hint=Text("This one got away: try again, and enclose more territory than White."),
           teaches=("a 16 x 16 board of points, empty at the start",
                    "your score: your own territory, more wins")),
)
