"""Branches & Twigs & Thorns in ten lessons, for two players on the 8 x 4 board: the null and the
root, laying a pyramid and what it may point at, the free pointings, paying into the pot (the
default scoring, the published rules), running short of coins, the full board and the most coins,
and a first game against the easy computer."""

from grove.i18n import Text
from grove.learn import Lesson

# Two players on the 8 x 4 board, BTT's own for two: Arcade's 4 x 5 is smaller, but deals nine
# pyramids each, not the fifteen of the rules page. The scoring is the default, the published
# rules' (the target's pips to the pot, yours to its owner).
SMALL = {"players": 2}

# The rules as the original text states them (the Looney Pyramids wiki's page), one entry a rule,
# each taught by some lesson below; where Grove reads the text one way, the entry says so.
RULES = ("15 pyramids each, five of each of three sizes", "five coins each to start",
         "player 1 places the null", "the null: a square nobody plays on (the designer's page)",
         "player 2 places the root", "pyramids lie flat on empty squares, in turn",
         "a pyramid touches and points at the root or a pyramid",
         "pointing at the root or your own colour is free",
         "pointing at an opponent's: its pips to the pot, yours to its owner",
         "short of coins: everyone takes five more", "the end: a full board", "most coins wins",
         "two players: an 8 x 4 board", "three to six players: other boards")

# Player 1's null and Player 2's root: the set-up the lessons on pyramids start from.
TOKENS = ("null@f3", "root@d2")

# Both players grow a tree from the root on d2, Player 1 over the files a to d and Player 2 over
# e to h, every pointing free but Player 1's last (d4 at e4, small at small: Player 1 down to 3
# coins, Player 2 up to 6). Only e1 is left, for Player 2's last pyramid, a large one.
FULL_BUT_ONE = TOKENS + (
    "2s@d3", "3w@e2", "1n@d1", "2s@e3", "3e@c2", "1s@e4", "1e@c3", "2w@f4", "2e@c1", "3w@g4",
    "3e@b2", "1w@h4", "2e@b3", "2n@g3", "1e@b1", "3w@h3", "3e@a2", "1w@f2", "2e@a3", "2w@g2",
    "1e@a1", "3w@h2", "3s@c4", "1n@f1", "2s@b4", "2n@g1", "3s@a4", "1n@h1", "1e@d4")


def sizes(*placements: str) -> tuple[tuple[str, ...], ...]:
    """Each placement (direction @ square, such as "s@d3") as a line, in all three sizes."""
    return tuple((f"{size}{placement}",) for placement in placements for size in "123")


LESSONS = (
    Lesson("null", Text("The null"),
           Text("Before any pyramid, you, Player 1, place the null: a hole where nothing is ever "
                "placed and nothing ever points. Click f3 to place it there."),
           SMALL, lines=(("null@f3",),),
           hint=Text("Click f3 to place the null there."),
           teaches=("player 1 places the null",
                    "the null: a square nobody plays on (the designer's page)")),
    Lesson("root", Text("The root"),
           Text("Then Player 2 places the root, where everything grows from: the first "
                "pyramids point at it. You are Player 2 now: click d2 to place it there."),
           SMALL, setup=TOKENS[:1], lines=(("root@d2",),),
           hint=Text("Click d2 to place the root there."),
           teaches=("player 2 places the root",)),
    Lesson("pyramid", Text("A pyramid"),
           Text("You are Player 1 again. Each player has 15 pyramids, five of each size: small "
                "(1 pip), medium (2) and large (3). On the board a pyramid's size shows its pips, "
                "and the number on it shows whose it is (1 or 2). Lay the first one on d3 "
                "pointing south, at the root: click d3 and choose any size."),
           SMALL, setup=TOKENS, lines=sizes("s@d3"),
           hint=Text("Click d3, then choose a pyramid pointing south, at the root on d2."),
           teaches=("pyramids lie flat on empty squares, in turn",
                    "15 pyramids each, five of each of three sizes")),
    Lesson("point-at", Text("Point at something"),
           Text("A pyramid goes on an empty square and points at a square beside it holding the "
                "root or a pyramid: never at an empty square, the null or off the board. Click g3 "
                "and read why."),
           SMALL, setup=TOKENS, refused=("g3",),
           hint=Text("Click g3: beside it are only empty squares and the null."),
           teaches=("a pyramid touches and points at the root or a pyramid",)),
    # Player 2's pyramid on e2 makes e3 a square with a free pointing and a paid one.
    Lesson("own-colour", Text("Your own colour"),
           Text("Pointing at the root or at your own colour is free, so your pyramids grow into "
                "a tree. Point a pyramid at your own on d3."),
           SMALL, setup=TOKENS + ("2s@d3", "1w@e2"), lines=sizes("e@c3", "s@d4", "w@e3"),
           hint=Text("Click c3, d4 or e3, then choose a pyramid pointing at d3: east from c3, "
                     "south from d4, west from e3."),
           teaches=("pointing at the root or your own colour is free",)),
    Lesson("pay", Text("Paying"),
           Text("You are Player 2 now. Everyone starts with 5 coins. Pointing at an opponent's "
                "pyramid costs coins: its pips go to the pot, and your pyramid's pips to its "
                "owner. Point a small pyramid at Player 1's medium one on d3."),
           SMALL, setup=TOKENS + ("2s@d3",), lines=(("1e@c3",), ("1s@d4",), ("1w@e3",)),
           hint=Text("Click c3, d4 or e3, then choose Small (1) pointing at d3 (east from c3, "
                     "south from d4, west from e3): you pay 2 to the pot and 1 to Player 1."),
           teaches=("five coins each to start",
                    "pointing at an opponent's: its pips to the pot, yours to its owner")),
    Lesson("pay-little", Text("Paying little"),
           Text("Point at one of Player 1's pyramids, paying as little as you can: the pot takes "
                "the pips of the pyramid you point at, and Player 1 the pips of yours. A "
                "pyramid's pips are its size, not the number on it."),
           SMALL, setup=TOKENS + ("3s@d3", "2w@e2", "1e@c2"),
           lines=(("1e@b2",), ("1s@c3",), ("1n@c1",)),
           hint=Text("The cheapest is a small pyramid pointing at Player 1's small one on c2: "
                     "from b2 pointing east, from c3 south or from c1 north. You pay 1 to the pot "
                     "and 1 to Player 1."),
           teaches=("pointing at an opponent's: its pips to the pot, yours to its owner",)),
    # Player 2 paid 4 coins to point at the large pyramid on d3: 1 coin left, and every pointing
    # at Player 1's costs at least 2. The page's pot shows only what was paid into it (3 coins):
    # the 5 coins each player gets when one runs short are not taken from those.
    Lesson("refill", Text("Running short"),
           Text("You have 1 coin. When you must pay more than you have, every player first gets 5 "
                "more coins, as often as needed, and then you pay: only the differences between "
                "players count. Point a pyramid at one of Player 1's."),
           SMALL, setup=TOKENS + ("3s@d3", "1w@e3", "1n@d1"),
           lines=sizes("e@c3", "s@d4", "e@c1", "w@e1"),
           hint=Text("Click c3 or d4 and point at d3, or click c1 or e1 and point at d1."),
           teaches=("short of coins: everyone takes five more",)),
    Lesson("end", Text("A full board"),
           Text("Only e1 is left: your last pyramid fills the board and ends the game, and the "
                "most coins wins. You have 6 coins, Player 1 has 3: place it so you stay ahead."),
           SMALL, setup=FULL_BUT_ONE, win=True,
           hint=Text("Pointing west at Player 1's pyramid on d1 costs you your lead: point north "
                     "or east, at your own colour, for free."),
           teaches=("the end: a full board", "most coins wins")),
    Lesson("game", Text("A first game"),
           Text("Now play a whole game as Player 1 against the easy computer on the 8 × 4 board, "
                "the standard one for two players (three to six play on larger boards): place the "
                "null, then grow from the root, and finish with the most coins."),
           SMALL, win=True, computer="easy",
           hint=Text("This one got away: try again, and point for free where you can: at the "
                     "root and at your own colour."),
           teaches=("two players: an 8 x 4 board", "three to six players: other boards",
                    "the end: a full board", "most coins wins")),
)
