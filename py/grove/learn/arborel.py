"""Arborel in twelve lessons on the one 10 x 10 board: a turn (a Block, a Stair, the Lord), flat
tops and nesting, moving your own pieces onto the opponent's, the height of a Tower, blocked
pieces, leaving the Tower by the third turn, the Lord's walk (1 to 3 steps, turning, across his own
Tower, onto the opponent's pieces), Stairs down, the enemy Tower, four players and their lateral
Towers, and a first game against the easy computer."""

from grove.i18n import Text
from grove.learn import Lesson

# Arborel has no smaller board: the positions keep to a few pieces instead.
TWO = {"players": 2}
FOUR = {"players": 4}

# The rules as the original text states them (the designer's French rules, with the four-player
# extension), one entry a rule, each taught by some lesson below; where Grove reads the text one
# way (its figures are lost), the entry says so.
RULES = ("a board of 100 squares; each a Lord, a Tower and ten Blocks and Stairs",
         "each Tower stays on its square, its Lord on it at the start",
         "the goal: your Lord first on the enemy Tower", "Black starts, then turns alternate",
         "a turn: one, two or three actions, a Block, a Stair, the Lord",
         "Block and Stair in either order, nothing placed after the Lord moves",
         "pieces go on the board or on pieces, the opponent's too",
         "a Stair's slope faces the sky, unless nested in another Stair",
         "a piece comes from the reserve or is one of yours moved",
         "nothing goes back to the reserve", "a piece under a piece or a Lord is blocked",
         "a piece hidden on its four sides is blocked", "no higher than a Tower",
         "no empty space under a piece",
         "the Lord goes and stands on his pieces, the opponent's or the board",
         "leave your Tower by your third turn, or lose",
         "later, cross your own Tower but never stop on it",
         "the Lord moves 1, 2 or 3 squares, never diagonally", "he may turn between steps",
         "a step stays at one height (Grove's reading)",
         "a slope joins two heights, and slopes are not counted", "take a slope only facing it",
         "slopes end to end make one way", "Lords never share a square or pass over one another",
         "four players: each races to the Tower diagonally opposite",
         "four players: cross the lateral Towers, never stop on them",
         "four players: Black starts, then clockwise")

# Black's first turn, then White's: a Block on f4, and White's out of the way by its Tower.
# The lessons click only squares the default 3-D view shows: those right behind a Tower (d4 and
# e5 behind c3, i9 and j10 behind h8) are hidden by it, and a click on e5 or j10 lands on its top.
BLOCK_F4 = ("block@f4", "end", "block@g8", "end")

# Black's first two turns and White's, building towards leaving the Towers: Black's Blocks on d3
# beside the Tower c3, White's on g8 beside h8.
TWO_BLOCKS_D3 = ("block@d3", "end", "block@g8", "end", "block@d3", "end", "block@g8", "end")

# Black's staircase east of c3 as the rules page draws it, all but its top (d3's Block and
# Stair), which the lesson's third turn adds; White meanwhile raises g8.
STAIRCASE = ("block@d3", "stair@f3:w", "block@g8", "end",
             "block@e3", "stair@e3:w", "block@g8", "end")

# Both Lords off their Towers onto three Blocks, Black's on d3 and White's on g8; then both build
# on c4, across Black's Tower from d3 (c2 would hide d3 in the 3-D view), White's Block on top.
# Black's fifth Block goes on e3.
ACROSS = TWO_BLOCKS_D3 + ("block@d3", "lord@d3", "block@g8", "lord@g8", "block@c4", "end",
                          "block@c4", "end", "block@e3", "end", "block@c4", "end")

# Each side builds a staircase down from its Tower (Black's east of c3, White's south of h8)
# and walks down it; White's Lord stops on h3, in one of Black's two ways to White's Stairs.
RACE = ("block@d3", "stair@f3:w", "block@h7", "stair@h5:n",
        "block@e3", "stair@e3:w", "block@h6", "stair@h6:n",
        "block@d3", "stair@d3:w", "lord@i3", "block@h7", "stair@h7:n", "lord@h3")

# Four players, clockwise Black (b2), Red (b9), White (i9), Green (i2), five rounds. Black walks
# down his staircase north of b2 to b6, then on to e3; Red and White leave their Towers onto three
# Blocks each; Green walks down his staircase west of i2 (h2, g2, f2) to e2, then out of the way
# to g1 (in view: d4 is behind Black's Tower).
# Red, White and Green each put a Block on i3, beyond Green's Tower: three high.
LATERAL = ("block@b3", "stair@b5:s", "block@c9", "end", "block@h9", "end",
           "block@h2", "stair@f2:e",
           "block@b4", "stair@b4:s", "block@c9", "end", "block@h9", "end",
           "block@g2", "stair@g2:e",
           "block@b3", "stair@b3:s", "lord@b6", "block@c9", "lord@c9", "block@h9", "lord@h9",
           "block@h2", "stair@h2:e", "lord@e2",
           "lord@d5", "block@i3", "end", "block@i3", "end", "block@i3", "lord@d1",
           "lord@e3", "stair@d9:w", "end", "stair@g9:e", "end", "lord@g1")

LESSONS = (
    Lesson("block", Text("A turn, and a Block"),
           Text("You play Black, who starts. A turn is one to three actions, each once: place a "
                "Block and a Stair, in either order, and move your Lord, last. Click f4, choose "
                "Block from the reserve on f4, then press End turn."),
           TWO, lines=(("block@f4", "end"),),
           hint=Text("Click f4 and choose Block from the reserve on f4, then press End turn."),
           teaches=("Black starts, then turns alternate",
                    "a turn: one, two or three actions, a Block, a Stair, the Lord",
                    "Block and Stair in either order, nothing placed after the Lord moves")),
    Lesson("stair", Text("Stairs"),
           Text("A Stair rises towards the side you choose. Place one on f3 rising north, so "
                "that it leads from f2 on the board up onto your Block on f4."),
           TWO, setup=BLOCK_F4, lines=(("stair@f3:n",),),
           hint=Text("Click f3 and choose Stair rising north from the reserve on f3."),
           teaches=("a Stair's slope faces the sky, unless nested in another Stair",)),
    Lesson("nest", Text("Flat tops, and nesting"),
           Text("Pieces rest only on flat tops, so nothing goes on the bare slope on f3, except a "
                "Stair upside down: nested, the two make one flat cube. Click f3 twice to nest "
                "one."),
           TWO, setup=("block@f4", "stair@f3:n", "block@g8", "end"),
           lines=(("stair@f3:nest",),),
           hint=Text("Click f3 twice: a Stair nests upside down on your slope."),
           teaches=("no empty space under a piece",
                    "a Stair's slope faces the sky, unless nested in another Stair")),
    Lesson("move", Text("Moving your pieces"),
           Text("The piece you place may also be one of yours already on the board, moved "
                "(nothing goes back to the reserve), and pieces may go on White's too. Move your "
                "Block from f4 onto White's Block on g8: click it, then g8."),
           TWO, setup=BLOCK_F4, lines=(("block@f4>g8",),),
           hint=Text("Click your Block on f4, then g8."),
           teaches=("a piece comes from the reserve or is one of yours moved",
                    "nothing goes back to the reserve",
                    "pieces go on the board or on pieces, the opponent's too")),
    # White to move, just after Black's second Block made the column 3 high: its top piece is
    # not White's to move, so a click on it can only be refused. The action comes first, as the
    # hint marks the cells of the first.
    Lesson("height", Text("As high as a Tower"),
           Text("You play White. No column rises above a Tower (3 units), and nothing goes on a "
                "Tower or a Lord. The column on f4 is 3 high: click it and read why."),
           TWO, setup=("block@f4", "end", "block@f4", "end", "block@f4", "end"),
           refused=("block@f4", "f4"),
           hint=Text("Click f4: its column is already 3 high."),
           teaches=("no higher than a Tower",)),
    # White to move: a piece hidden on four sides needs four pieces around it, more than the
    # board holds by Black's second turn. A blocked piece offers no move to click, so the task is
    # to move the free one; a typed move of the Block on g5 hears the rules' refusal.
    Lesson("blocked", Text("Blocked pieces"),
           Text("You play White. A piece is blocked when something lies on it or pieces at least "
                "as high hide its four sides, like your Block on g5. Move your free Stair from f5 "
                "to h3, rising north: click it, then h3."),
           TWO, setup=("block@g6", "stair@h5:w", "block@g5", "stair@f5:e", "block@g4", "end"),
           lines=(("stair@f5>h3:n",),),
           hint=Text("Click your Stair on f5, then h3, and choose Stair rising north: move it "
                     "from f5 to h3."),
           teaches=("a piece under a piece or a Lord is blocked",
                    "a piece hidden on its four sides is blocked",
                    "a piece comes from the reserve or is one of yours moved")),
    Lesson("leave", Text("Leave your Tower"),
           Text("You play Black. Your Tower stays on c3, but your Lord must leave it by the end "
                "of your third turn, or you lose. Each of his steps stays at one height (only "
                "Stairs change it), and moving him ends the turn: place a third Block on d3 "
                "(click d3 twice), then click your Lord on c3 and then d3."),
           TWO, setup=TWO_BLOCKS_D3, lines=(("block@d3", "lord@d3"),),
           hint=Text("Click d3 twice and choose Block from the reserve on d3, then click your "
                     "Lord on c3 and then d3."),
           teaches=("each Tower stays on its square, its Lord on it at the start",
                    "leave your Tower by your third turn, or lose",
                    "a step stays at one height (Grove's reading)",
                    "Block and Stair in either order, nothing placed after the Lord moves")),
    Lesson("walk", Text("The Lord's walk"),
           Text("Your Lord moves 1, 2 or 3 steps, never diagonally, and may turn between them. "
                "He may cross his own Tower but never stop on it, and may stand on White's "
                "pieces. Click your Lord on d3, then c4: over c3, onto White's Block."),
           TWO, setup=ACROSS, lines=(("lord@c4",),),
           hint=Text("Click your Lord on d3, then c4: he crosses your Tower on c3, then turns "
                     "north."),
           teaches=("the Lord moves 1, 2 or 3 squares, never diagonally",
                    "he may turn between steps",
                    "later, cross your own Tower but never stop on it",
                    "the Lord goes and stands on his pieces, the opponent's or the board")),
    Lesson("staircase", Text("Down the Stairs"),
           Text("A Lord walking straight onto a Stair goes up or down it, and a whole run of "
                "Stairs is one step. Finish your staircase with a Block and a Stair rising west "
                "on d3, then click your Lord on c3 and then i3 to walk down."),
           TWO, setup=STAIRCASE, lines=(("block@d3", "stair@d3:w", "lord@i3"),),
           hint=Text("Click d3 twice and choose Block from the reserve on d3, click d3 again and "
                     "choose Stair rising west from the reserve on d3, then click your Lord on c3 "
                     "and then i3."),
           teaches=("a slope joins two heights, and slopes are not counted",
                    "slopes end to end make one way", "take a slope only facing it")),
    Lesson("tower", Text("Reach the enemy Tower"),
           Text("The first Lord to stand on the enemy Tower wins. White's Stairs lead up to h8 "
                "from h4, but Lords never share a square or pass over one another, and White's "
                "is on h3. Win this turn."),
           TWO, setup=RACE, win=True,
           hint=Text("Click your Lord on i3, then h8: he walks by i4 and h4, then straight up "
                     "White's Stairs."),
           teaches=("the goal: your Lord first on the enemy Tower",
                    "Lords never share a square or pass over one another",
                    "take a slope only facing it",
                    "the Lord goes and stands on his pieces, the opponent's or the board")),
    Lesson("four", Text("Four players"),
           Text("With four, Black starts and play goes clockwise; each races to the Tower "
                "diagonally opposite (yours: White's, on i9). The two others may be crossed, "
                "never stopped on. Click your Lord on e3, then i3: up Green's Stairs, over its "
                "Tower."),
           FOUR, setup=LATERAL, lines=(("lord@i3",),),
           hint=Text("Click your Lord on e3, then i3: he steps to e2, climbs Green's Stairs to "
                     "its Tower on i2, crosses it and stops on i3."),
           teaches=("four players: each races to the Tower diagonally opposite",
                    "four players: cross the lateral Towers, never stop on them",
                    "four players: Black starts, then clockwise")),
    Lesson("game", Text("A first game"),
           Text("Now play a whole game as Black against the easy computer, as the rules set it "
                "out: a board of 100 squares, and for each player a Lord, a Tower and ten Blocks "
                "and Stairs."),
           TWO, win=True, computer="easy",
           hint=Text("This one got away: try again, and keep a way up to White's Tower open for "
                     "your Lord."),
           teaches=("a board of 100 squares; each a Lord, a Tower and ten Blocks and Stairs",
                    "the goal: your Lord first on the enemy Tower")),
)
