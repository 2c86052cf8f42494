"""Arborel in eleven lessons, two players on the one 10 x 10 board: a turn (a Block, a Stair,
the Lord), flat tops and nesting, moving your own pieces, the height of a Tower, blocked pieces,
leaving the Tower by the third turn, Stairs up and down, the enemy Tower, and a first game
against the easy computer."""

from grove.i18n import Text
from grove.learn import Lesson

# Arborel has no smaller board: the positions keep to a few pieces instead.
TWO = {"players": 2}

# The rules the rules page states (docs/arborel.md), each taught by some lesson below.
RULES = ("a turn of three actions", "placing a Block", "a Stair rises one way", "flat tops only",
         "nesting Stairs", "moving your own pieces", "the height of a Tower",
         "nothing on a Tower or a Lord", "blocked pieces", "steps at one height",
         "the Lord's move ends the turn", "leaving the Tower by the third turn",
         "Stairs change level", "a run of Stairs is one step", "Lords never meet",
         "reaching the enemy Tower", "four players")

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

# Both Lords off their Towers by their third turns: Black down his staircase to i3, White up
# onto his third Block on g8. Nothing leads to h8 yet, so Black's fourth turn cannot win.
DOWN_TO_I3 = STAIRCASE + ("block@d3", "stair@d3:w", "lord@i3", "block@g8", "lord@g8")

# Each side builds a staircase down from its Tower (Black's east of c3, White's south of h8)
# and walks down it; White's Lord stops on h3, in one of Black's two ways to White's Stairs.
RACE = ("block@d3", "stair@f3:w", "block@h7", "stair@h5:n",
        "block@e3", "stair@e3:w", "block@h6", "stair@h6:n",
        "block@d3", "stair@d3:w", "lord@i3", "block@h7", "stair@h7:n", "lord@h3")

LESSONS = (
    Lesson("block", Text("A turn, and a Block"),
           Text("A turn is up to three actions, each once: place a Block, place a Stair, move "
                "your Lord. Click f4, choose Block from the reserve on f4, then press End turn."),
           TWO, lines=(("block@f4", "end"),),
           hint=Text("Click f4 and choose Block from the reserve on f4, then press End turn."),
           teaches=("a turn of three actions", "placing a Block")),
    Lesson("stair", Text("Stairs"),
           Text("A Stair rises towards the side you choose. Place one on f3 rising north, so "
                "that it leads from f2 on the board up onto your Block on f4."),
           TWO, setup=BLOCK_F4, lines=(("stair@f3:n",),),
           hint=Text("Click f3 and choose Stair rising north from the reserve on f3."),
           teaches=("a Stair rises one way",)),
    Lesson("nest", Text("Flat tops, and nesting"),
           Text("Pieces rest only on flat tops, so nothing goes on the bare slope on f3, except a "
                "Stair upside down: nested, the two make one flat cube. Click f3 twice to nest "
                "one."),
           TWO, setup=("block@f4", "stair@f3:n", "block@g8", "end"),
           lines=(("stair@f3:nest",),),
           hint=Text("Click f3 twice: a Stair nests upside down on your slope."),
           teaches=("flat tops only", "nesting Stairs")),
    Lesson("move", Text("Moving your pieces"),
           Text("The piece you place may also be one of yours already on the board, moved to "
                "another square (nothing goes back to the reserve). Move your Block from f4 to "
                "h4: click it, then h4."),
           TWO, setup=BLOCK_F4, lines=(("block@f4>h4",),),
           hint=Text("Click your Block on f4, then h4."),
           teaches=("moving your own pieces",)),
    # White to move, just after Black's second Block made the column 3 high: its top piece is
    # not White's to move, so a click on it can only be refused. The action comes first, as the
    # hint marks the cells of the first.
    Lesson("height", Text("As high as a Tower"),
           Text("You play White. No column rises above a Tower (3 units), and nothing goes on a "
                "Tower or a Lord. The column on f4 is 3 high: click it and read why."),
           TWO, setup=("block@f4", "end", "block@f4", "end", "block@f4", "end"),
           refused=("block@f4", "f4"),
           hint=Text("Click f4: its column is already 3 high."),
           teaches=("the height of a Tower", "nothing on a Tower or a Lord")),
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
           teaches=("blocked pieces",)),
    Lesson("leave", Text("Leave your Tower"),
           Text("You play Black. Leave your Tower by the end of your third turn, or you lose. "
                "Your Lord steps only to a square at his own height, and moving him ends the "
                "turn: place a third Block on d3 first (click d3 twice), then click your Lord on "
                "c3 and then d3."),
           TWO, setup=TWO_BLOCKS_D3, lines=(("block@d3", "lord@d3"),),
           hint=Text("Click d3 twice and choose Block from the reserve on d3, then click your "
                     "Lord on c3 and then d3."),
           teaches=("steps at one height", "the Lord's move ends the turn",
                    "leaving the Tower by the third turn")),
    Lesson("staircase", Text("Down the Stairs"),
           Text("A Lord walking straight onto a Stair goes up or down it, and a whole run of "
                "Stairs is one step. Finish your staircase with a Block and a Stair rising west "
                "on d3, then click your Lord on c3 and then i3 to walk down."),
           TWO, setup=STAIRCASE, lines=(("block@d3", "stair@d3:w", "lord@i3"),),
           hint=Text("Click d3 twice and choose Block from the reserve on d3, click d3 again and "
                     "choose Stair rising west from the reserve on d3, then click your Lord on c3 "
                     "and then i3."),
           teaches=("Stairs change level", "a run of Stairs is one step")),
    Lesson("climb", Text("Up a Stair"),
           Text("A Lord climbs a Stair only by walking straight onto its low side. Place a Block "
                "on i5 and a Stair on i4 rising towards it, then click your Lord on i3 and then "
                "i5 to walk him up onto the Block."),
           TWO, setup=DOWN_TO_I3,
           lines=(("block@i5", "stair@i4:n", "lord@i5"), ("stair@i4:n", "block@i5", "lord@i5")),
           hint=Text("Click i5 and choose Block from the reserve on i5, click i4 and choose Stair "
                     "rising north from the reserve on i4, then click your Lord on i3 and then "
                     "i5."),
           teaches=("Stairs change level",)),
    Lesson("tower", Text("Reach the enemy Tower"),
           Text("The first Lord to stand on the enemy Tower wins. White's Stairs lead up to h8 "
                "from h4, but Lords never share a square or pass over one another, and White's "
                "is on h3. Win this turn."),
           TWO, setup=RACE, win=True,
           hint=Text("Click your Lord on i3, then h8: he walks by i4 and h4, then straight up "
                     "White's Stairs."),
           teaches=("reaching the enemy Tower", "Lords never meet")),
    Lesson("game", Text("A first game"),
           Text("Now play a whole game as Black against the easy computer. Arborel is also "
                "played by four, each racing to the Tower diagonally opposite; here it is two."),
           TWO, win=True, computer="easy",
           hint=Text("This one got away: try again, and keep a way up to White's Tower open for "
                     "your Lord."),
           teaches=("reaching the enemy Tower", "four players")),
)
