"""Orbit, by Steve Meyers: a Go-like game of enclosures (rules: docs/orbit.md).

Players place one stone a turn, or pass. Stones of one colour form groups through orthogonal and
diagonal steps. For a group, the points not in it fall into regions (orthogonally connected):

- a region touching no edge of the board is inside an **orbit** of the group;
- a region touching exactly one side of the board is inside a **half-orbit**;
- a region touching two or more sides is neither.

Orbits capture and prohibit, half-orbits only prohibit: after each stone, every enemy stone in an
orbit of the mover is removed, and nobody may play inside an enemy orbit or half-orbit. Two passes
in a row, or a full board, end the game. Then stones that cannot avoid capture are removed, and a
player's territory is the empty points inside their orbits and half-orbits and inside no enemy
one. More territory wins.

Positions are bitboards (Python ints, bit `y * size + x`), so the flood fills stay fast.
"""

from __future__ import annotations

from functools import cache, lru_cache

from grove.core.grid import square_grid
from grove.core.pie import BLACK, COLOUR_NAME, OTHER, PIE_ACTIONS, PIE_LABELS, PieTurns, pie_option
from grove.core.state import Game, Option, State
from grove.i18n import Text

# What this game's view reads beyond the engine contract (docs/architecture.md), and what it is:
# part of the contract for this game; tests/test_view_contract.py keeps the view to it.
# A mask is an int with bit y * size + x set for each point in it; colours are "B" and "W".
SHOWN: dict[str, str] = {
    "board": "the geometry of the board's size as masks (`Board` below), built once and shared",
    "board.grid": "the points, a core/grid.py `SquareGrid`: names, xy(i), width",
    "board.bits": "bits(mask): the indexes of the points in a mask, lowest first",
    "stones": "stones[colour]: the mask of that colour's stones",
    "empty": "the mask of the empty points",
    "cell_at": "cell_at(i): what stands on point i, 'B', 'W' or None (`cell` by index)",
    "structures": "structures(colour): (orbit mask, half-orbit mask), the points inside that "
                  "colour's orbits and half-orbits",
    "prohibited_for": "prohibited_for(colour): the mask inside the enemy's orbits and half-orbits, "
                      "where that colour may not play",
    "shared": "shared(): the mask of empty points inside both colours' structures (nobody's)",
    "territory": "territory(colour): the mask of empty points inside its structures and no enemy "
                 "one; its size is the colour's score",
    "colour": "the colour being played, 'B' or 'W'; None while one is chosen and once over",
    "captured": "the mask of the stones the latest action captured (0 for none)",
    "last_move": "the index of the latest stone placed; None after a pass (a swap keeps it)",
    "dead": "dead[colour]: the mask of that colour's stones removed at the end, unable to avoid "
            "capture (0 until then)",
    "seat_colour": "the colour each seat plays, by seat: ('B', 'W'), or ('W', 'B') after a swap "
                   "or a colour choice (core/pie.py)",
}


class Board:
    """The geometry of one board size, as bit masks."""

    def __init__(self, size: int):
        self.size = size
        self.grid = square_grid(size)
        n = size
        self.full = (1 << n * n) - 1
        row = (1 << n) - 1
        column = sum(1 << y * n for y in range(n))
        self.sides = (row, row << n * (n - 1), column, column << n - 1)  # bottom top left right
        self.not_left = self.full & ~column
        self.not_right = self.full & ~(column << n - 1)

    def step4(self, m: int) -> int:
        """`m` and its orthogonal neighbours."""
        n = self.size
        return (m | m << n | m >> n | (m & self.not_right) << 1 | (m & self.not_left) >> 1) \
            & self.full

    def step8(self, m: int) -> int:
        """`m` and all eight neighbours of each of its points."""
        column = (m | m << self.size | m >> self.size) & self.full
        return column | (column & self.not_right) << 1 | (column & self.not_left) >> 1

    def spread(self, seed: int, within: int, step) -> int:
        """The part of `within` connected to `seed` through `step`."""
        reached = seed
        while True:
            grown = step(reached) & within
            if grown == reached:
                return reached
            reached = grown

    def parts(self, mask: int, step):
        while mask:
            part = self.spread(mask & -mask, mask, step)
            yield part
            mask &= ~part

    def sides_touched(self, region: int) -> int:
        return sum(1 for side in self.sides if region & side)

    def bits(self, mask: int):
        while mask:
            low = mask & -mask
            yield low.bit_length() - 1
            mask ^= low


@cache
def board_for(size: int) -> Board:
    return Board(size)


def structures(board: Board, stones: int) -> tuple[int, int]:
    """(points inside orbits, points inside half-orbits) of all groups of `stones`."""
    orbits = halves = 0
    for group in board.parts(stones, board.step8):
        if group.bit_count() >= 3:  # one or two stones enclose no point
            inside, half = enclosed(board, group)
            orbits, halves = orbits | inside, halves | half
    return orbits, halves


@lru_cache(maxsize=8192)
def enclosed(board: Board, group: int) -> tuple[int, int]:
    """(points inside orbits, points inside half-orbits) of one group. Kept: a stone played
    changes one group of its colour, and the others' regions are looked up, not filled again."""
    orbits = halves = 0
    for region in board.parts(board.full & ~group, board.step4):
        touched = board.sides_touched(region)
        if touched == 0:
            orbits |= region
        elif touched == 1:  # one side, so no corner: a corner lies on two sides
            halves |= region
    return orbits, halves


def doomed(board: Board, mine: int, theirs: int) -> int:
    """Enemy stones that cannot avoid capture by `mine` (the end-of-game rule).

    The owner fills, in thought, every empty point of their own half-orbits that they may play
    on; the opponent could not play there anyway. Each fill can make new orbits, and captures
    can open more points, so repeat until nothing changes. What is captured was dead."""
    alive = theirs
    while True:
        _, halves = structures(board, mine)
        their_orbits, their_halves = structures(board, alive)
        fillable = halves & ~(mine | alive) & ~(their_orbits | their_halves)
        if not fillable:
            return theirs & ~alive
        mine |= fillable
        orbits, _ = structures(board, mine)
        alive &= ~orbits


LABELS = {"pass": Text("Pass"), **PIE_LABELS}


class OrbitState(PieTurns, State):
    # The seed's rule 4 has no exception: two passes in succession end the game, from the first
    # turn on (Trellis, sharing the pie code, chose otherwise).
    opening_passes_count = True

    # -- setting up ------------------------------------------------------------------------------

    def setup(self):
        self.board = board_for(self.options["size"])
        self.stones = {"B": 0, "W": 0}
        self.setup_turns()
        self.last_move: int | None = None
        self.captured: int = 0  # stones the last move captured, for the view
        self.dead = {"B": 0, "W": 0}  # removed at the end as unable to avoid capture
        self._structures = {}

    def copy_position(self):
        self.stones = dict(self.stones)
        self._structures = {}

    def position(self):
        return (self.stones["B"], self.stones["W"], self.turns_position(), self.dead["B"],
                self.dead["W"])

    # -- what stands where -----------------------------------------------------------------------

    @property
    def empty(self) -> int:
        return self.board.full & ~(self.stones["B"] | self.stones["W"])

    def structures(self, colour: str) -> tuple[int, int]:
        """(orbit points, half-orbit points) of `colour`, recomputed from the board: a structure
        that was broken no longer counts."""
        if colour not in self._structures:
            self._structures[colour] = structures(self.board, self.stones[colour])
        return self._structures[colour]

    def prohibited_for(self, colour: str) -> int:
        orbits, halves = self.structures(OTHER[colour])
        return orbits | halves

    def territory(self, colour: str) -> int:
        """Empty points inside `colour`'s structures and inside no enemy one."""
        orbits, halves = self.structures(colour)
        return self.empty & (orbits | halves) & ~self.prohibited_for(colour)

    def shared(self) -> int:
        """Empty points inside structures of both colours: they count for nobody."""
        return self.empty & self.prohibited_for("B") & self.prohibited_for("W")

    # -- what may be played ----------------------------------------------------------------------

    @property
    def may_pass(self) -> bool:
        """Meyers' opening is three stones ("drops two black stones and one white stone"): the
        first player may not pass inside it. Everywhere else a player may pass."""
        return not (self.options["pie"] == "meyers" and self.in_opening)

    def legal_actions(self) -> list[str]:
        if self.choosing_colour:
            return self.pie_actions()
        free = self.free()
        names = self.board.grid.names
        passing = ["pass"] if self.may_pass or not free else []
        return [names[i] for i in self.board.bits(free)] + passing + self.pie_actions()

    def free(self) -> int:
        """The points the mover may place a stone on, as a mask."""
        return self.empty & ~self.prohibited_for(self.colour)

    def allows(self, action: str) -> bool:
        # A point is looked up in the mask rather than among the hundreds of names listed.
        grid = self.board.grid
        if self.over or self.choosing_colour or not grid.is_name(action):
            return action in self.legal()
        return bool(self.free() >> grid.index(action) & 1)

    def refusal(self, action: str) -> str:
        pie = self.pie_refusal(action)
        if pie:
            return pie
        if action == "pass":
            return Text("Meyers' opening is three stones (Black, White, Black): no passing "
                        "before the colours are chosen")
        i = self.board.grid.index(action)  # says so if the text is no point of this board
        if not self.empty >> i & 1:
            return Text("{cell} is taken", cell=action)
        enemy = OTHER[self.colour]
        orbits, _ = self.structures(enemy)
        if orbits >> i & 1:
            return Text("{cell} is inside an orbit of {enemy}: {colour} may not play there",
                        cell=action, enemy=COLOUR_NAME[enemy], colour=COLOUR_NAME[self.colour])
        return Text("{cell} is inside a half-orbit of {enemy}: {colour} may not play there",
                    cell=action, enemy=COLOUR_NAME[enemy], colour=COLOUR_NAME[self.colour])

    # -- playing ---------------------------------------------------------------------------------

    def apply(self, action: str):
        self.captured = 0
        if action in PIE_ACTIONS:
            self.apply_pie(action)
            return
        if action == "pass":
            self.last_move = None
            self.end_turn(passed=True)
        else:
            self.place(self.board.grid.index(action))
        if self.passes == 2 or not self.empty:
            self.finish()

    def place(self, i: int):
        mover, enemy = self.colour, OTHER[self.colour]
        self.stones[mover] |= 1 << i
        mine = structures(self.board, self.stones[mover])
        self.captured = self.stones[enemy] & mine[0]
        self.stones[enemy] &= ~self.captured
        # Captures change only the enemy's groups: the mover's structures stay as computed.
        self._structures = {mover: mine}
        self.last_move = i
        self.end_turn(passed=False)

    def finish(self):
        """Remove the stones that cannot avoid capture, then the game is over."""
        black, white = self.stones["B"], self.stones["W"]
        self.dead = {"W": doomed(self.board, black, white), "B": doomed(self.board, white, black)}
        self.stones = {c: self.stones[c] & ~self.dead[c] for c in "BW"}
        self._structures = {}
        self.colour, self.to_move = None, None

    # -- the result ------------------------------------------------------------------------------

    def scores(self) -> tuple[int, int]:
        return tuple(self.territory(self.seat_colour[seat]).bit_count() for seat in (0, 1))

    def winners(self) -> tuple[int, ...]:
        if not self.over:
            return ()
        black, white = self.scores()
        if black == white:
            return (0, 1)
        return (0,) if black > white else (1,)

    def cell(self, name: str) -> str | None:
        return self.cell_at(self.board.grid.index(name.strip().lower()))

    def cell_at(self, i: int) -> str | None:
        for colour in "BW":
            if self.stones[colour] >> i & 1:
                return colour
        return None

    # -- words for the app -----------------------------------------------------------------------

    def clicks(self, action: str) -> tuple[str, ...]:
        return (action,) if self.board.grid.is_name(action) else ()

    def label(self, action: str) -> str:
        return LABELS.get(action, action)

    def score_line(self) -> Text:
        return Text("territory: Black {black}, White {white}",
                    black=self.territory("B").bit_count(), white=self.territory("W").bit_count())

    def prompt(self) -> str:
        if self.over:
            return self.result()
        if self.choosing_colour:
            return Text("Player 2: choose the colour you will play (White moves next)")
        who, score = self.mover(), self.score_line()
        # Passing is barred only in Meyers' opening, and swap is offered only by the swap rule.
        if not self.may_pass:
            return Text("{who} to play a stone (opening stone {number} of 3) · {score}",
                        who=who, number=self.turns + 1, score=score)
        if self.swap_offered:
            return Text("{who} to play a stone, swap, or pass · {score}", who=who, score=score)
        return Text("{who} to play a stone or pass · {score}", who=who, score=score)

    def summary(self) -> str:
        black, white = self.dead["B"].bit_count(), self.dead["W"].bit_count()
        shared, score = self.shared().bit_count(), self.score_line()
        if black or white:
            return Text("Final {score}; {n} shared point count for nobody. Removed as unable to "
                        "avoid capture: {black} Black and {white} White stones. The shading "
                        "shows each player's territory.",
                        plural="Final {score}; {n} shared points count for nobody. Removed as "
                        "unable to avoid capture: {black} Black and {white} White stones. The "
                        "shading shows each player's territory.",
                        n=shared, score=score, black=black, white=white)
        return Text("Final {score}; {n} shared point count for nobody. The shading shows each "
                    "player's territory.",
                    plural="Final {score}; {n} shared points count for nobody. The shading shows "
                    "each player's territory.", n=shared, score=score)

    def result(self) -> str:
        black, white = (self.territory(c).bit_count() for c in "BW")
        if black == white:
            return Text("Draw: equal territory ({score})", score=self.score_line())
        return Text("{seat} wins ({score})", seat=COLOUR_NAME[BLACK if black > white else "W"],
                    score=self.score_line())

    def outcome(self) -> str:
        black, white = (self.territory(c).bit_count() for c in "BW")
        if black == white:
            return Text("Draw, {first} to {second}", first=black, second=white)
        return Text("{side} wins, {high} to {low}",
                    side=COLOUR_NAME[BLACK if black > white else "W"],
                    high=max(black, white), low=min(black, white))


GAME = Game(
    game_id="orbit",
    name="Orbit",
    blurb=Text("Encircle points: orbits capture, half-orbits forbid."),
    options=(
        Option("size", 16, tuple(range(7, 20)), Text("Points along each side of the board.")),
        pie_option(meyers=Text("two Black stones and one White stone (Black, White, Black)")),
    ),
    state_class=OrbitState,
    examples=(
        (Text("Cameron Browne's example: Black's ring is an orbit (c3, c4, c5, d4, d5); White has "
              "two half-orbits, on the top side (f9, g9, g8) and on the right side (h3, i2, i3, "
              "i4)."),
         {"size": 9, "pie": "off"},
         ("c6", "e9", "d6", "h9", "b5", "e8", "e5", "f8", "b4", "h8", "e4", "g7", "b3", "i5",
          "d3", "h4", "c2", "g3", "pass", "h2", "pass", "i1")),
    ),
)
