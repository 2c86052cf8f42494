"""Arbos in eleven lessons, on the 18 x 18 board with seven seeds each: placing the seeds and how
far apart they stand, where a spore may go (no side against an enemy spore, unless it touches your
own seed), trees and the seeds that score, replacing a seed, the three-tree limit, the end by two
passes (a turn run out of time being one) and the tie, the end when nobody can place a token, and
a first game against the easy computer."""

from grove.i18n import Text
from grove.learn import Lesson

SMALL = {"size": 18, "seeds": 7}
# The seeds placed by hand, so that every position shows the same layout.
MANUAL = {**SMALL, "seeding": "manual"}

# The rules as the original text states them (the "Gardener of Thoughts" page), one entry a rule,
# each taught by some lesson below; where Grove reads the text one way, the entry says so.
RULES = ("a 20 x 20 board, or a Go board", "80 spores and 10 seeds each",
         "each places the other's seeds, at random",
         "two empty cells between seeds, along a row or a column (Grove: either one)",
         "White places the first seed and the first spore", "a spore next to one of your seeds",
         "a spore sharing no side with an enemy spore (enemy seeds do not count)",
         "a tree: spores of one colour linked by sides or corners, even one alone",
         "a seed is part of every tree it touches", "tokens stay put unless a rule says so",
         "replace a seed by a spore (it leaves the game), then place two spores",
         "at most three trees: spores beyond are removed", "any player may pass",
         "a turn not played in time is a pass", "the end: both pass one after the other",
         "the end: neither player can put a token on the board",
         "score: your seeds linked to two of your trees", "a tie goes to Black",
         "breaking a rule loses (Grove refuses the move)")

# The engine's own example layout: seeds on rows C, H, M, R and columns 3, 8, 13, 18, placed in
# turn (Black's on C3, White's on C8, ...), so White's seeds are C8, C18, H8, H18, M8, M18, R8 and
# Black's C3, C13, H3, H13, M3, M13, R3.
SEEDS = tuple(f"seed@{row}{column}" for row in "CHMR" for column in (3, 8, 13, 18))[:14]

# White's first spore beside its seed on H8, Black's answer touching it only by a corner.
OPENING = SEEDS + ("G7", "F6")

# Near the end of a game: White's 80 spores all on the board (rows A to E in one tree, and G7 and
# I9, the two trees that make White's seed on H8 score), Black's 79 (rows R up to N in one tree,
# and G2 beside the seed on H3). Black's last spore is the last token either player can put down,
# so it ends the game: beside H3 or M3 and touching no other Black spore, it makes that seed score,
# and the tie at 1 goes to Black.
def free_cells(rows: str, count: int) -> tuple[str, ...]:
    """The first `count` cells of `rows`, row by row from column 1, that hold no seed."""
    seeded = {action.partition("@")[2] for action in SEEDS}
    cells = (f"{row}{column}" for row in rows for column in range(1, 19))
    return tuple(cell for cell in cells if cell not in seeded)[:count]


WHITE_SPORES = free_cells("ABCDE", 78) + ("G7", "I9")
BLACK_SPORES = free_cells("RQPON", 78) + ("G2",)
LAST_SPORE = SEEDS + tuple(cell for pair in zip(WHITE_SPORES, BLACK_SPORES + ("",), strict=True)
                           for cell in pair if cell)

LESSONS = (
    Lesson("seeds", Text("Placing the seeds"),
           Text("Grove usually spreads the seeds at random. Here you place them: each player "
                "places one of the other's seeds, White first, and White places the first spore "
                "too. You play White: place Black's first seed on C3."),
           MANUAL, lines=(("seed@C3",),),
           hint=Text("Click C3 to place Black's seed there."),
           teaches=("each places the other's seeds, at random",
                    "White places the first seed and the first spore")),
    Lesson("seed-gap", Text("Seeds stand apart"),
           Text("Between two seeds lie at least two empty cells, along a row or along a column. "
                "Try Black's next seed on E5, with only one cell between it and C3 either way, "
                "and read why it is refused."),
           MANUAL, setup=SEEDS[:2], refused=("seed@E5", "E5"),
           hint=Text("Try E5: it is only two rows and two columns from the seed on C3."),
           teaches=("two empty cells between seeds, along a row or a column (Grove: either one)",)),
    Lesson("corner", Text("A spore on a free cell"),
           Text("You play Black. A spore may go on any free cell that shares no side with an "
                "enemy spore; a corner is fine, and so are enemy seeds. Place one on F6, touching "
                "White's G7 by a corner."),
           MANUAL, setup=SEEDS + ("G7",), lines=(("F6",),),
           hint=Text("Place a spore on F6: it touches G7 only by a corner."),
           teaches=("a spore sharing no side with an enemy spore (enemy seeds do not count)",)),
    Lesson("side", Text("Not beside an enemy spore"),
           Text("You play White again. Black's spore on F6 shares a side with F7, and F7 touches "
                "none of your seeds. The rules make a player who breaks a rule lose; Grove "
                "refuses the move instead. Try F7, and read why."),
           MANUAL, setup=OPENING, refused=("F7",),
           hint=Text("Try F7: it shares a side with Black's spore on F6."),
           teaches=("a spore sharing no side with an enemy spore (enemy seeds do not count)",
                    "breaking a rule loses (Grove refuses the move)")),
    Lesson("own-seed", Text("Beside your own seed"),
           Text("A free cell touching one of your seeds is open to your spores even beside an "
                "enemy spore. Place one on G9 or I9, beside Black's H9 and touching your seed on "
                "H8."),
           MANUAL, setup=SEEDS + ("G7", "H9"), lines=(("G9",), ("I9",)),
           hint=Text("Place a spore on G9 or I9: each touches your seed on H8."),
           teaches=("a spore next to one of your seeds",)),
    Lesson("score", Text("Two trees around a seed"),
           Text("Spores of one colour that touch, by a side or a corner, make one tree; a lone "
                "spore is a tree too. A seed is part of every tree it touches, and yours on H8 "
                "scores a point when two are yours: place a spore touching H8 but not G7."),
           MANUAL, setup=OPENING, lines=(("G9",), ("H9",), ("I7",), ("I8",), ("I9",)),
           hint=Text("Place a spore on H9: it touches your seed on H8 but not your spore on G7."),
           teaches=("a tree: spores of one colour linked by sides or corners, even one alone",
                    "a seed is part of every tree it touches",
                    "score: your seeds linked to two of your trees")),
    Lesson("replace", Text("Replacing a seed"),
           Text("Tokens stay where they are put, unless a rule says otherwise. One does: you may "
                "replace one of your seeds by a spore (the seed leaves the game), then place two "
                "more spores. Click your seed on C8 twice, then place spores on B8 and D8."),
           MANUAL, setup=OPENING,
           lines=(("replace@C8", "B8", "D8"), ("replace@C8", "D8", "B8")),
           hint=Text("Click C8 twice (Replace the seed on C8), then place spores on B8 and D8."),
           teaches=("tokens stay put unless a rule says so",
                    "replace a seed by a spore (it leaves the game), then place two spores")),
    Lesson("three-trees", Text("At most three trees"),
           Text("A spore on D9 makes your seed on C8 score, but gives you a fourth tree, one more "
                "than you may have: click D9, then remove spores until three trees are left. "
                "Click P15, a spore that touches no seed, to remove it."),
           MANUAL, setup=SEEDS + ("B7", "B2", "G7", "D4", "P15", "I4"),
           lines=(("D9", "remove@P15"),),
           hint=Text("Place a spore on D9, then click your lone spore on P15 to remove it."),
           teaches=("at most three trees: spores beyond are removed",)),
    Lesson("end", Text("The end and the tie"),
           Text("You play Black. Anyone may pass, and the game ends when both pass one after the "
                "other; with a clock on, a turn not played in time is a pass. White just passed "
                "at 1 to 1, and a tie goes to Black: press Pass to win."),
           MANUAL, setup=SEEDS + ("G7", "B2", "I9", "D4", "pass"), win=True,
           hint=Text("Press Pass: the game ends at 1 to 1, and the tie goes to Black."),
           teaches=("any player may pass", "a turn not played in time is a pass",
                    "the end: both pass one after the other", "a tie goes to Black")),
    Lesson("no-token", Text("No token left to place"),
           Text("The game also ends when neither player can put a token on the board. White has "
                "placed all 80 of its spores, you 79: place your last one so that H3 or M3 "
                "touches two of your trees, and win."),
           MANUAL, setup=LAST_SPORE, win=True,
           hint=Text("Place your spore beside H3 or M3, touching none of your other spores: that "
                     "seed then touches two of your trees, 1 to 1, and the tie is yours."),
           teaches=("80 spores and 10 seeds each",
                    "the end: neither player can put a token on the board")),
    Lesson("game", Text("A first game"),
           Text("Now play a whole game as White against the easy computer, on a Go board's "
                "18 × 18 cells with seven seeds each, spread at random. The standard board is "
                "20 × 20, with ten seeds and 80 spores each."),
           SMALL, win=True, computer="easy",
           hint=Text("This one got away: try again, and grow two of your trees around as many of "
                     "your seeds as you can."),
           teaches=("a 20 x 20 board, or a Go board", "each places the other's seeds, at random",
                    "score: your seeds linked to two of your trees")),
)
