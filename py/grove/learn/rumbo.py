"""Rumbo in twelve lessons, on the 5 x 5 board: a stone of either colour, a group claimed by
Vertical (north or south of the stone), by Horizontal (east or west), a group kept open, two
directions at once, the stone's own group, a filled hole (as the original text defines it, four
stones round a point), a hole on the edge (the designer's later fix), the end and the score,
setting the komi, choosing a side, and a first game against the easy computer."""

from grove.i18n import Text
from grove.learn import Lesson

# A fixed komi skips the negotiation, so that seat 0 is Vertical from the first stone; the komi
# and sides get their own two lessons, with the default negotiation.
SMALL = {"size": 5, "komi": 4}
NEGOTIATE = {"size": 5}

# The rules as the original text states them (the newsgroup post of November 2016), one entry a
# rule, each taught by some lesson below; where Grove follows the designer's later revision of the
# text, the entry says so.
RULES = ("two players, Vertical and Horizontal, with stones of two colours",
         "only orthogonal neighbours count", "a group: stones of one colour, connected",
         "a liberty: an empty point beside a group", "Vertical plays first, then turns alternate",
         "place one stone of either colour on an empty point",
         "a hole: an empty point with four stones of one colour around it",
         "fill every hole made with stones of that colour",
         "holes on the edge and in corners too (the designer's later fix, as in Grove)",
         "a group with no liberty is claimed, by its directions from the turn's first stone",
         "every such group is claimed, the stone's own too", "north or south: Vertical",
         "east or west: Horizontal", "north-east or south-west: Vertical",
         "north-west or south-east: Horizontal", "three directions: the opposite pair decides",
         "north and south, east and west: not in the list (Grove: the designer's later list)",
         "the end: a full board", "score: the sizes of your groups, the komi added for Horizontal",
         "the highest score wins", "the first player chooses the komi",
         "then the second player chooses a side",
         "the komi's parity differs from the board size's",
         "a square board of any size (Grove: 9 x 9)")

# Columns of one colour each, black, white, black, white, black, filled so that Vertical has
# claimed a and c (each closed by its top stone, the column south of it) and Horizontal b (closed
# by c5, the column west of it). Only e1 is left; the white d column and the black e2-e5 both wait
# on it, and Vertical leads 10 to 9 with the komi, so the colour of the last stone decides.
STRIPES = ("W@d1", "W@d2", "W@d3", "W@d4", "W@d5", "B@e2", "B@e3", "B@e4", "B@e5",
           "W@b1", "W@b2", "W@b3", "W@b4", "W@b5", "B@a1", "B@a2", "B@a3", "B@a4",
           "B@c1", "B@c2", "B@c3", "B@c4", "B@a5", "B@c5")

LESSONS = (
    Lesson("stone", Text("A stone of either colour"),
           Text("The two players are Vertical and Horizontal. You play Vertical, who moves first. "
                "On your turn you place one stone on an empty point, black or white as you like: "
                "click c3 and choose White stone."),
           SMALL, lines=(("W@c3",),),
           hint=Text("Click c3, then choose White stone."),
           teaches=("two players, Vertical and Horizontal, with stones of two colours",
                    "place one stone of either colour on an empty point",
                    "Vertical plays first, then turns alternate")),
    Lesson("vertical", Text("Vertical claims north and south"),
           Text("A group left with no liberty (no empty point beside it) is claimed. White c4 "
                "has one left, c3: put a black stone there. c4 lies north of it, and north or "
                "south goes to Vertical: you."),
           SMALL, setup=("B@b4", "B@d4", "B@c5", "W@c4"), lines=(("B@c3",),),
           hint=Text("Place a black stone on c3: a white one would join c4 and give it new "
                     "liberties."),
           teaches=("a liberty: an empty point beside a group",
                    "a group with no liberty is claimed, by its directions from the turn's first "
                    "stone", "north or south: Vertical")),
    Lesson("horizontal", Text("Horizontal claims east and west"),
           Text("Now you play Horizontal. White e3 has one liberty left, d3: put a black stone "
                "there. e3 lies east of it, and east or west goes to Horizontal: you."),
           SMALL, setup=("B@e4", "B@e2", "W@e3"), lines=(("B@d3",),),
           hint=Text("Place a black stone on d3, west of e3."),
           teaches=("east or west: Horizontal",)),
    Lesson("open", Text("A group with a liberty stays open"),
           Text("Stones of one colour side by side form one group; only the four neighbours "
                "along the lines count, never diagonals. A black stone on c3 would close White "
                "b3 for Horizontal (b3 lies west of it). You play Vertical: put a white stone on "
                "c3, joining b3, so the group keeps liberties."),
           SMALL, setup=("B@b4", "B@a3", "B@b2", "W@b3"), lines=(("W@c3",),),
           hint=Text("Place a white stone on c3: a black one would close b3 for Horizontal."),
           teaches=("a group: stones of one colour, connected",
                    "only orthogonal neighbours count")),
    # Two white hooks in the bottom corners, each with one liberty: b1 closes the left one from
    # the north and west (Horizontal's), d1 the right one from the north and east (Vertical's).
    Lesson("two-sides", Text("Two directions"),
           Text("A group on two sides of the stone: N+E and S+W are Vertical's, N+W and S+E "
                "Horizontal's; on three sides, the opposite pair decides. The original list "
                "leaves out N+S and E+W: Grove gives them to Vertical and Horizontal, as the "
                "designer later did. You play Horizontal: claim the white group that is yours."),
           SMALL, setup=("W@a1", "W@a2", "W@b2", "W@e1", "W@e2", "W@d2", "B@a3", "B@b3",
                         "B@c2", "B@d3", "B@e3"),
           lines=(("B@b1",),),
           hint=Text("Place a black stone on b1: the group lies north and west of it, "
                     "Horizontal's. On d1 it would lie north and east: Vertical's."),
           teaches=("north-east or south-west: Vertical", "north-west or south-east: Horizontal",
                    "three directions: the opposite pair decides",
                    "north and south, east and west: not in the list (Grove: the designer's "
                    "later list)")),
    Lesson("own-group", Text("Your stone's own group"),
           Text("You play Vertical. Every group left with no liberty is claimed, and the stone "
                "you place is in a group too: a black stone on a1 joins a2 and leaves the pair "
                "no liberty. a2 lies north of a1, so you claim both stones."),
           SMALL, setup=("B@a2", "W@a3", "W@b2", "W@b1"), lines=(("B@a1",),),
           hint=Text("Place a black stone on a1: a white one would claim a2 alone."),
           teaches=("every such group is claimed, the stone's own too",)),
    Lesson("hole", Text("Holes are filled"),
           Text("In the original rules a hole is an empty point with four stones of one colour "
                "around it, and every hole your stone makes is filled at once with that colour. "
                "You play Horizontal: a black stone on c2 makes c3 a hole. Play it."),
           SMALL, setup=("B@b3", "B@d3", "B@c4"), lines=(("B@c2",),),
           hint=Text("Place a black stone on c2: c3, between b3, d3, c4 and c2, becomes a hole "
                     "and is filled."),
           teaches=("a hole: an empty point with four stones of one colour around it",
                    "fill every hole made with stones of that colour")),
    Lesson("edge-hole", Text("Holes on the edge"),
           Text("The designer later counted edge and corner points too, and Grove follows him: "
                "a corner point between two stones of one colour is a hole. A black stone on a2 "
                "makes a1 one, filled with black: play it, and the group, south of a2, is yours."),
           SMALL, setup=("B@b1", "W@a3", "W@b2", "W@c1"), lines=(("B@a2",),),
           hint=Text("Place a black stone on a2: a1, between a2 and b1, becomes a hole and is "
                     "filled."),
           teaches=("holes on the edge and in corners too (the designer's later fix, as in "
                    "Grove)",)),
    Lesson("end", Text("The end and the score"),
           Text("The game ends when the board is full. Each side scores the stones of the groups "
                "it claimed; Horizontal adds the komi, 4 here. The higher score wins. One point "
                "is left, e1: fill it so that you win."),
           SMALL, setup=STRIPES, win=True,
           hint=Text("A black stone on e1 joins the black group north of it, which you then "
                     "claim; a white one would join d1's group, west of it: Horizontal's."),
           teaches=("the end: a full board",
                    "score: the sizes of your groups, the komi added for Horizontal",
                    "the highest score wins")),
    Lesson("komi", Text("Setting the komi"),
           Text("Horizontal moves second, so it gets a komi: points added to its score. Before "
                "the first stone you, Player 1, choose it: even on an odd-sized board like this "
                "5 × 5, odd on an even-sized one. Choose Komi 4 in the list beside the Komi "
                "button, then press Komi."),
           NEGOTIATE, lines=(("komi 4",),),
           hint=Text("Choose Komi 4 in the list beside the Komi button, then press Komi."),
           teaches=("the first player chooses the komi",
                    "the komi's parity differs from the board size's")),
    Lesson("side", Text("Choosing a side"),
           Text("Player 1 set the komi at 4. Now you, Player 2, choose a side: Vertical moves "
                "first, Horizontal gets the komi. Take the komi: press Play Horizontal (gets "
                "komi 4)."),
           NEGOTIATE, setup=("komi 4",), lines=(("horizontal",),),
           hint=Text("Press Play Horizontal (gets komi 4)."),
           teaches=("then the second player chooses a side",
                    "Vertical plays first, then turns alternate")),
    Lesson("game", Text("A first game"),
           Text("Now play a whole game as Vertical against the easy computer on the 5 × 5 "
                "board, Horizontal getting a komi of 4. The rules fix no size: Grove's usual "
                "board is 9 × 9."),
           SMALL, win=True, computer="easy",
           hint=Text("This one got away: try again, and claim more stones than Horizontal and "
                     "its komi."),
           teaches=("a square board of any size (Grove: 9 x 9)", "the end: a full board")),
)
