"""Rumbo in eleven lessons, on the 5 x 5 board: a stone of either colour, a group claimed by
Vertical (north or south of the stone), by Horizontal (east or west), a group kept open, two
directions at once, the stone's own group, a filled hole, the end and the score, setting the komi,
choosing a side, and a first game against the easy computer."""

from grove.i18n import Text
from grove.learn import Lesson

# A fixed komi skips the negotiation, so that seat 0 is Vertical from the first stone; the komi
# and sides get their own two lessons, with the default negotiation.
SMALL = {"size": 5, "komi": 4}
NEGOTIATE = {"size": 5}

# The rules the rules page states (docs/rumbo.md), each taught by some lesson below. The revised
# rules (no holes may be made) are an option, and default play does not depend on them.
RULES = ("a stone of either colour", "Vertical moves first", "groups and liberties",
         "a group with no liberty is claimed", "north or south: Vertical",
         "east or west: Horizontal", "two or three directions", "the stone's own group",
         "holes are filled", "the end: a full board", "the score and the komi",
         "setting the komi", "choosing a side")

# Columns of one colour each, black, white, black, white, black, filled so that Vertical has
# claimed a and c (each closed by its top stone, the column south of it) and Horizontal b (closed
# by c5, the column west of it). Only e1 is left; the white d column and the black e2-e5 both wait
# on it, and Vertical leads 10 to 9 with the komi, so the colour of the last stone decides.
STRIPES = ("W@d1", "W@d2", "W@d3", "W@d4", "W@d5", "B@e2", "B@e3", "B@e4", "B@e5",
           "W@b1", "W@b2", "W@b3", "W@b4", "W@b5", "B@a1", "B@a2", "B@a3", "B@a4",
           "B@c1", "B@c2", "B@c3", "B@c4", "B@a5", "B@c5")

LESSONS = (
    Lesson("stone", Text("A stone of either colour"),
           Text("You play Vertical, who moves first. On your turn you place one stone on an "
                "empty point, black or white as you like: click c3 and choose White stone."),
           SMALL, lines=(("W@c3",),),
           hint=Text("Click c3, then choose White stone."),
           teaches=("a stone of either colour", "Vertical moves first")),
    Lesson("vertical", Text("Vertical claims north and south"),
           Text("A group left with no liberty (no empty point beside it) is claimed. White c4 "
                "has one left, c3: put a black stone there. c4 lies north of it, and north or "
                "south goes to Vertical: you."),
           SMALL, setup=("B@b4", "B@d4", "B@c5", "W@c4"), lines=(("B@c3",),),
           hint=Text("Place a black stone on c3: a white one would join c4 and give it new "
                     "liberties."),
           teaches=("a group with no liberty is claimed", "north or south: Vertical")),
    Lesson("horizontal", Text("Horizontal claims east and west"),
           Text("Now you play Horizontal. White e3 has one liberty left, d3: put a black stone "
                "there. e3 lies east of it, and east or west goes to Horizontal: you."),
           SMALL, setup=("B@e4", "B@e2", "W@e3"), lines=(("B@d3",),),
           hint=Text("Place a black stone on d3, west of e3."),
           teaches=("east or west: Horizontal",)),
    Lesson("open", Text("A group with a liberty stays open"),
           Text("Stones of one colour side by side form one group. A black stone on c3 would "
                "close White b3 for Horizontal (b3 lies west of it). You play Vertical: put a "
                "white stone on c3, joining b3, so the group keeps liberties."),
           SMALL, setup=("B@b4", "B@a3", "B@b2", "W@b3"), lines=(("W@c3",),),
           hint=Text("Place a white stone on c3: a black one would close b3 for Horizontal."),
           teaches=("groups and liberties",)),
    # Two white hooks in the bottom corners, each with one liberty: b1 closes the left one from
    # the north and west (Horizontal's), d1 the right one from the north and east (Vertical's).
    Lesson("two-sides", Text("Two directions"),
           Text("A group can lie on two sides of the stone: N+S, N+E and S+W are Vertical's; "
                "E+W, N+W and S+E Horizontal's (on three sides, the opposite pair decides). You "
                "play Horizontal: claim the white group that is yours."),
           SMALL, setup=("W@a1", "W@a2", "W@b2", "W@e1", "W@e2", "W@d2", "B@a3", "B@b3",
                         "B@c2", "B@d3", "B@e3"),
           lines=(("B@b1",),),
           hint=Text("Place a black stone on b1: the group lies north and west of it, "
                     "Horizontal's. On d1 it would lie north and east: Vertical's."),
           teaches=("two or three directions",)),
    Lesson("own-group", Text("Your stone's own group"),
           Text("You play Vertical. The stone you place is in a group too: a black stone on a1 "
                "joins a2 and leaves the pair no liberty. a2 lies north of a1, so you claim both "
                "stones."),
           SMALL, setup=("B@a2", "W@a3", "W@b2", "W@b1"), lines=(("B@a1",),),
           hint=Text("Place a black stone on a1: a white one would claim a2 alone."),
           teaches=("the stone's own group",)),
    Lesson("hole", Text("Holes are filled"),
           Text("A hole is an empty point with stones of one colour all around. A black stone "
                "on a2 makes a1 a hole, filled with black at once: play it, and the group, south "
                "of a2, is yours."),
           SMALL, setup=("B@b1", "W@a3", "W@b2", "W@c1"), lines=(("B@a2",),),
           hint=Text("Place a black stone on a2: a1, between a2 and b1, becomes a hole and is "
                     "filled."),
           teaches=("holes are filled",)),
    Lesson("end", Text("The end and the score"),
           Text("The game ends when the board is full. Each side scores the stones of the groups "
                "it claimed; Horizontal adds the komi, 4 here. One point is left, e1: fill it so "
                "that you win."),
           SMALL, setup=STRIPES, win=True,
           hint=Text("A black stone on e1 joins the black group north of it, which you then "
                     "claim; a white one would join d1's group, west of it: Horizontal's."),
           teaches=("the end: a full board", "the score and the komi")),
    Lesson("komi", Text("Setting the komi"),
           Text("Horizontal moves second, so it gets a komi: points added to its score. Before "
                "the first stone you, Player 1, set it to an even number on this 5 × 5 board: "
                "choose Komi 4 in the list beside the Komi button, then press Komi."),
           NEGOTIATE, lines=(("komi 4",),),
           hint=Text("Choose Komi 4 in the list beside the Komi button, then press Komi."),
           teaches=("setting the komi",)),
    Lesson("side", Text("Choosing a side"),
           Text("Player 1 set the komi at 4. Now you, Player 2, choose a side: Vertical moves "
                "first, Horizontal gets the komi. Take the komi: press Play Horizontal (gets "
                "komi 4)."),
           NEGOTIATE, setup=("komi 4",), lines=(("horizontal",),),
           hint=Text("Press Play Horizontal (gets komi 4)."),
           teaches=("choosing a side", "Vertical moves first")),
    Lesson("game", Text("A first game"),
           Text("Now play a whole game as Vertical against the easy computer on the 5 × 5 "
                "board, Horizontal getting a komi of 4."),
           SMALL, win=True, computer="easy",
           hint=Text("This one got away: try again, and claim more stones than Horizontal and "
                     "its komi."),
           teaches=("the end: a full board",)),
)
