"""Trellis in ten lessons, on the 7 x 7 board: a turn (two stones three apart, in a line or a
knight's move; one stone; a pass), joining your edges, the links across home squares, corners,
the pie rule, and a first game against the easy computer."""

from grove.i18n import Text
from grove.learn import Lesson

SMALL = {"size": 7, "pie": "off"}

# The rules as the original text states them (Steve Meyers' standard version, 2002), one entry a
# rule, each taught by some lesson below; where Grove reads the text one way, the entry says so.
RULES = ("a 15 x 15 board of points, the upper-left square dark", "the pie rule (Grove: Swap)",
         "Black joins top and bottom, White left and right",
         "a corner point belongs to both its sides",
         "two stones a turn, exactly three points apart", "in a straight line",
         "or in an L-shape, a knight's move", "one stone is allowed", "passing is allowed",
         "stones link when orthogonally adjacent",
         "or diagonally across a home square: dark for Black, light for White")

# Black, then White, one stone a turn: the edges a lesson needs, nobody winning on the way.
BLACK_COLUMN = ("d1", "end", "a1", "end", "d2", "end", "a2", "end", "d3", "end", "a3", "end")

LESSONS = (
    Lesson("two-in-line", Text("Two stones a turn"),
           Text("You play Black, who moves first and places two stones exactly three points "
                "apart. Place one on d2 and one on d5: three points apart along a column."),
           SMALL, lines=(("d2", "d5"), ("d5", "d2")),
           hint=Text("Place the two stones on d2 and d5."),
           teaches=("two stones a turn, exactly three points apart", "in a straight line")),
    Lesson("knight", Text("Or a knight's move apart"),
           Text("The second stone may also go a knight's move away (one point one way, two the "
                "other): place stones on c3 and d5."),
           SMALL, lines=(("c3", "d5"), ("d5", "c3")),
           hint=Text("Place the two stones on c3 and d5."),
           teaches=("or in an L-shape, a knight's move",)),
    Lesson("exactly-three", Text("Exactly three points apart"),
           Text("Your first stone is on c2. Try c4 for the second, and read why it is refused."),
           SMALL, setup=("c2",), refused=("c4",),
           hint=Text("Try c4: it is only two points from c2."),
           teaches=("two stones a turn, exactly three points apart",)),
    Lesson("one-stone", Text("One stone"),
           Text("A turn may also be a single stone: place one on d4, then press End turn."),
           SMALL, lines=(("d4", "end"),),
           hint=Text("Place a stone on d4, then press End turn."),
           teaches=("one stone is allowed",)),
    Lesson("pass", Text("Passing"),
           Text("You may also pass instead of placing a stone: press Pass."),
           SMALL, lines=(("pass",),), hint=Text("Press Pass."), teaches=("passing is allowed",)),
    Lesson("join", Text("Join your edges"),
           Text("Black wins by joining the top and bottom edges with a chain of linked stones, "
                "and stones side by side are linked. One stone finishes yours: find it."),
           SMALL, setup=BLACK_COLUMN + ("d5", "end", "a4", "end", "d6", "end", "a5", "end",
                                        "d7", "end", "a6", "end"),
           win=True, hint=Text("Your chain on the d column has one gap."),
           teaches=("Black joins top and bottom, White left and right",
                    "stones link when orthogonally adjacent")),
    Lesson("diagonal", Text("Links across your squares"),
           Text("Black stones also link diagonally across a dark square (White's across a light "
                "one). One stone joins your two chains: find it."),
           SMALL, setup=BLACK_COLUMN + ("e5", "end", "a4", "end", "e6", "end", "a5", "end",
                                        "e7", "end", "a6", "end"),
           win=True, hint=Text("Look for the point that links d3 diagonally across a dark "
                               "square and touches e5."),
           teaches=("or diagonally across a home square: dark for Black, light for White",)),
    Lesson("corner", Text("Corners"),
           Text("You play White, joining the left and right edges. A corner point lies on both "
                "of its edges: one stone wins here."),
           SMALL, setup=("b1", "end", "a7", "end", "c1", "end", "b7", "end", "d1", "end", "c7",
                         "end", "e1", "end", "d7", "end", "f1", "end", "e7", "end", "b3", "end",
                         "f7", "end", "g6", "end"),
           win=True, hint=Text("Your chain on row 7 reaches f7: the corner beside it is on the "
                               "right edge."),
           teaches=("a corner point belongs to both its sides",
                    "Black joins top and bottom, White left and right")),
    Lesson("swap", Text("The pie rule"),
           Text("You play White. Playing first is an advantage, so after Black's first turn the "
                "second player may swap and take Black's stones. Black opened in the middle: "
                "press \"Swap: take Black\"."),
           {"size": 7, "pie": "swap"}, setup=("d4", "end"), lines=(("swap",),),
           hint=Text("Press \"Swap: take Black\" to take over Black and its stone."),
           teaches=("the pie rule (Grove: Swap)",)),
    Lesson("game", Text("A first game"),
           Text("Now play a whole game as Black against the easy computer on the small board. "
                "The standard board is 15 × 15 points, its upper-left square dark."),
           SMALL, win=True, computer="easy",
           hint=Text("This one got away: try again, and join your edges before White joins "
                     "theirs."),
           teaches=("a 15 x 15 board of points, the upper-left square dark",
                    "Black joins top and bottom, White left and right")),
)
