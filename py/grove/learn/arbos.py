"""Arbos in ten lessons, on the 18 x 18 board with seven seeds each: placing the seeds and how far
apart they stand, where a spore may go (no side against an enemy spore, unless it touches your own
seed), trees and the seeds that score, replacing a seed, the three-tree limit, the end and the tie,
and a first game against the easy computer."""

from grove.i18n import Text
from grove.learn import Lesson

SMALL = {"size": 18, "seeds": 7}
# The seeds placed by hand, so that every position shows the same layout.
MANUAL = {**SMALL, "seeding": "manual"}

# The rules the rules page states (docs/arbos.md), each taught by some lesson below.
RULES = ("seeds placed at random", "each places the other's seeds", "seeds three cells apart",
         "spores share no side with an enemy spore", "spores beside your own seed", "trees",
         "seeds that score", "replacing a seed", "at most three trees", "pass", "the end",
         "a tie goes to Black")

# The engine's own example layout: seeds on rows C, H, M, R and columns 3, 8, 13, 18, placed in
# turn (Black's on C3, White's on C8, ...), so White's seeds are C8, C18, H8, H18, M8, M18, R8 and
# Black's C3, C13, H3, H13, M3, M13, R3.
SEEDS = tuple(f"seed@{row}{column}" for row in "CHMR" for column in (3, 8, 13, 18))[:14]

# White's first spore beside its seed on H8, Black's answer touching it only by a corner.
OPENING = SEEDS + ("G7", "F6")

LESSONS = (
    Lesson("seeds", Text("Placing the seeds"),
           Text("Grove usually spreads the seeds at random. Here you place them: each player "
                "places one of the other's seeds, White first. You play White: place Black's first "
                "seed on C3."),
           MANUAL, lines=(("seed@C3",),),
           hint=Text("Click C3 to place Black's seed there."),
           teaches=("seeds placed at random", "each places the other's seeds")),
    Lesson("seed-gap", Text("Seeds stand apart"),
           Text("A seed stands at least three cells from every other seed along a row or a "
                "column. Try Black's next seed on E5, two rows and two columns from C3, and read "
                "why it is refused."),
           MANUAL, setup=SEEDS[:2], refused=("seed@E5", "E5"),
           hint=Text("Try E5: it is only two rows and two columns from the seed on C3."),
           teaches=("seeds three cells apart",)),
    Lesson("corner", Text("A spore on a free cell"),
           Text("You play Black. A spore may go on any free cell that shares no side with an "
                "enemy spore; a corner is fine. Place one on F6, touching White's G7 by a "
                "corner."),
           MANUAL, setup=SEEDS + ("G7",), lines=(("F6",),),
           hint=Text("Place a spore on F6: it touches G7 only by a corner."),
           teaches=("spores share no side with an enemy spore",)),
    Lesson("side", Text("Not beside an enemy spore"),
           Text("You play White again. Black's spore on F6 shares a side with F7, and F7 touches "
                "none of your seeds. Try a spore on F7, and read why it is refused."),
           MANUAL, setup=OPENING, refused=("F7",),
           hint=Text("Try F7: it shares a side with Black's spore on F6."),
           teaches=("spores share no side with an enemy spore",)),
    Lesson("own-seed", Text("Beside your own seed"),
           Text("A free cell touching one of your seeds is open to your spores even beside an "
                "enemy spore. Place one on G9 or I9, beside Black's H9 and touching your seed on "
                "H8."),
           MANUAL, setup=SEEDS + ("G7", "H9"), lines=(("G9",), ("I9",)),
           hint=Text("Place a spore on G9 or I9: each touches your seed on H8."),
           teaches=("spores beside your own seed",)),
    Lesson("score", Text("Two trees around a seed"),
           Text("Spores that touch, by a side or a corner, make one tree. Your seed on H8 scores "
                "a point when it touches two of your trees: place a spore touching H8 but not "
                "G7."),
           MANUAL, setup=OPENING, lines=(("G9",), ("H9",), ("I7",), ("I8",), ("I9",)),
           hint=Text("Place a spore on H9: it touches your seed on H8 but not your spore on G7."),
           teaches=("trees", "seeds that score")),
    Lesson("replace", Text("Replacing a seed"),
           Text("You may replace one of your seeds by a spore (the seed leaves the game), then "
                "place two more spores. Click your seed on C8 twice, then place spores on B8 and "
                "D8."),
           MANUAL, setup=OPENING,
           lines=(("replace@C8", "B8", "D8"), ("replace@C8", "D8", "B8")),
           hint=Text("Click C8 twice (Replace the seed on C8), then place spores on B8 and D8."),
           teaches=("replacing a seed",)),
    Lesson("three-trees", Text("At most three trees"),
           Text("A spore on D9 makes your seed on C8 score, but gives you a fourth tree, one more "
                "than you may have: click D9, then remove spores until three trees are left. "
                "Click P15, a spore that touches no seed, to remove it."),
           MANUAL, setup=SEEDS + ("B7", "B2", "G7", "D4", "P15", "I4"),
           lines=(("D9", "remove@P15"),),
           hint=Text("Place a spore on D9, then click your lone spore on P15 to remove it."),
           teaches=("at most three trees",)),
    Lesson("end", Text("The end and the tie"),
           Text("You play Black. The game ends when both players pass one after the other, and "
                "the higher score wins. White just passed at 1 to 1, and a tie goes to Black: "
                "press Pass to win."),
           MANUAL, setup=SEEDS + ("G7", "B2", "I9", "D4", "pass"), win=True,
           hint=Text("Press Pass: the game ends at 1 to 1, and the tie goes to Black."),
           teaches=("pass", "the end", "a tie goes to Black")),
    Lesson("game", Text("A first game"),
           Text("Now play a whole game as White against the easy computer on the small board, "
                "the seeds spread at random."),
           SMALL, win=True, computer="easy",
           hint=Text("This one got away: try again, and grow two of your trees around as many of "
                     "your seeds as you can."),
           teaches=("seeds placed at random", "seeds that score")),
)
