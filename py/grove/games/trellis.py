"""Trellis, by Steve Meyers: a connection game on a checkered board (rules: docs/trellis.md).

Black joins top and bottom, White joins left and right; a corner point belongs to both of its
sides. A turn is one stone, two stones exactly three points apart, or a pass. Stones of one colour
link orthogonally, and diagonally only across a square of their home colour (Black: dark squares,
White: light). The first player to join their two sides wins.

Actions: a point (`h8`), then a second point three away or `end`; or `pass`. Pie rule, option
`pie`: `swap` (White's first answer may be `swap`), `meyers` (the first player plays a Black, a
White and a Black turn, then the second player answers `black` or `white`; White moves next), or
`off`.
"""

from __future__ import annotations

from functools import cache

from grove.core.grid import SquareGrid, square_grid
from grove.core.pie import BLACK, COLOUR_NAME, PIE_ACTIONS, PIE_LABELS, WHITE, PieTurns, pie_option
from grove.core.state import Game, Option, State
from grove.i18n import Text

# Two stones of one turn stand exactly three points apart: a straight line with two points
# between them, or a knight's move. These are the twelve offsets of Manhattan distance 3.
PARTNER_OFFSETS = tuple(
    (dx, dy) for dx in range(-3, 4) for dy in range(-3, 4) if abs(dx) + abs(dy) == 3
)

# What this game's view reads beyond the engine contract (docs/architecture.md), and what it is:
# part of the contract for this game; tests/test_view_contract.py keeps the view to it.
# Points are indexes, y * size + x (core/grid.py); colours are "B" and "W".
SHOWN: dict[str, str] = {
    "board": "the geometry of the board's size (`Board` below), built once and shared by states",
    "board.grid": "the points, a core/grid.py `SquareGrid`: names, xy(i), width",
    "board.is_dark": "is_dark(sx, sy): whether the square with lower-left point (sx, sy) is dark",
    "board.links": "links[colour][i]: the points a stone of that colour on point i links to",
    "board.goals": "goals[colour]: that colour's two goal sides, each a frozenset of points",
    "stones": "what stands on each point, by index: 'B', 'W' or None",
    "chain": "chain(i): the set of points of the stones linked to the stone on point i",
    "winning_chain": "the winner's chain joining its two sides, a frozenset of points; empty "
                     "until someone wins",
    "last_turn": "the points of the latest turn's stones, the turn under way included (one or "
                 "two); a pass empties it, a swap keeps it",
    "seat_colour": "the colour each seat plays, by seat: ('B', 'W'), or ('W', 'B') after a swap "
                   "or a colour choice (core/pie.py)",
}


class Board:
    """The geometry of one board size: squares, home colours, links and goal sides."""

    def __init__(self, size: int):
        self.size = size
        self.grid: SquareGrid = square_grid(size)
        self.links = {colour: tuple(self._links(i, colour) for i in range(self.grid.size))
                      for colour in (BLACK, WHITE)}
        self.partners = tuple(self._partners(i) for i in range(self.grid.size))
        self.goals = {
            BLACK: (self._side(lambda x, y: y == size - 1), self._side(lambda x, y: y == 0)),
            WHITE: (self._side(lambda x, y: x == 0), self._side(lambda x, y: x == size - 1)),
        }

    def is_dark(self, sx: int, sy: int) -> bool:
        """Whether the square whose lower-left point is (sx, sy) is dark. The upper-left square
        is dark and colours alternate, so count the square's row from the top."""
        row_from_top = self.size - 2 - sy
        return (sx + row_from_top) % 2 == 0

    def home_colour(self, sx: int, sy: int) -> str:
        return BLACK if self.is_dark(sx, sy) else WHITE

    def _links(self, i: int, colour: str) -> list[int]:
        x, y = self.grid.xy(i)
        linked = list(self.grid.orthogonal[i])
        for j in self.grid.diagonal[i]:
            jx, jy = self.grid.xy(j)
            if self.home_colour(min(x, jx), min(y, jy)) == colour:
                linked.append(j)
        return linked

    def _partners(self, i: int) -> tuple[int, ...]:
        x, y = self.grid.xy(i)
        found = (self.grid.at(x + dx, y + dy) for dx, dy in PARTNER_OFFSETS)
        return tuple(j for j in found if j is not None)

    def _side(self, on_side) -> frozenset[int]:
        return frozenset(i for i in range(self.grid.size) if on_side(*self.grid.xy(i)))


@cache
def board_for(size: int) -> Board:
    return Board(size)


LABELS = {"pass": Text("Pass"), "end": Text("End turn"), **PIE_LABELS}


class TrellisState(PieTurns, State):
    # -- setting up ------------------------------------------------------------------------------

    def setup(self):
        self.board = board_for(self.options["size"])
        self.stones: list[str | None] = [None] * self.board.grid.size
        self.setup_turns()
        self.first_stone: int | None = None  # the first stone of the turn in progress
        self.last_turn: tuple[int, ...] = ()  # stones of the latest turn, for the view
        self.winner: str | None = None
        self.winning_chain: frozenset[int] = frozenset()

    def copy_position(self):
        self.stones = list(self.stones)

    def position(self):
        return (tuple(self.stones), self.turns_position(), self.first_stone, self.winner)

    @property
    def at_turn_start(self) -> bool:
        return self.first_stone is None

    # -- what may be played ----------------------------------------------------------------------

    def legal_actions(self) -> list[str]:
        names = self.board.grid.names
        if self.choosing_colour:
            return self.pie_actions()
        if self.first_stone is not None:
            partners = self.board.partners[self.first_stone]
            return [names[j] for j in partners if self.stones[j] is None] + ["end"]
        actions = [names[i] for i, stone in enumerate(self.stones) if stone is None]
        return actions + ["pass"] + self.pie_actions()

    def refusal(self, action: str) -> str:
        grid = self.board.grid
        pie = self.pie_refusal(action)
        if pie:
            return pie
        if action == "end":
            return Text("end finishes a turn after its first stone; to place no stone, pass")
        if action == "pass":
            return Text("you have placed {cell}: place a second stone three points away, or end "
                        "your turn", cell=grid.name(self.first_stone))
        i = grid.index(action)  # says so if the text is no point of this board
        if self.stones[i] is not None:
            return Text("{cell} is taken", cell=action)
        return Text("{cell} is not three points from {first}: the second stone goes in a straight "
                    "line two points beyond {first}, or a knight's move away",
                    cell=action, first=grid.name(self.first_stone))

    # -- playing ---------------------------------------------------------------------------------

    def apply(self, action: str):
        if action in PIE_ACTIONS:
            self.apply_pie(action)
        elif action == "pass":
            self.last_turn = ()
            self.end_turn(passed=True)
        elif action == "end":
            self.end_turn(passed=False)
        else:
            self.place(self.board.grid.index(action))

    def place(self, i: int):
        self.stones[i] = self.colour
        if self.first_stone is None:
            self.first_stone, self.last_turn = i, (i,)
        else:
            self.last_turn = (self.first_stone, i)
        chain = self.chain(i)
        top, bottom = self.board.goals[self.colour]
        if chain & top and chain & bottom:
            self.winner, self.winning_chain = self.colour, frozenset(chain)
            self.first_stone, self.to_move = None, None
        elif self.first_stone != i:
            self.end_turn(passed=False)

    def end_turn(self, passed: bool):
        self.first_stone = None
        super().end_turn(passed)
        if self.passes == 2:  # both players passed: they agree to stop, and nobody wins
            self.colour, self.to_move = None, None

    def chain(self, i: int) -> set[int]:
        """The stones linked to the stone on `i`, through links of its colour."""
        colour, links = self.stones[i], self.board.links[self.stones[i]]
        chain, todo = {i}, [i]
        while todo:
            for j in links[todo.pop()]:
                if j not in chain and self.stones[j] == colour:
                    chain.add(j)
                    todo.append(j)
        return chain

    # -- the result ------------------------------------------------------------------------------

    def winners(self) -> tuple[int, ...]:
        if not self.over:
            return ()
        if self.winner is None:
            return (0, 1)  # a draw: both passed
        return (self.seat_of(self.winner),)

    def scores(self) -> tuple[int, int]:
        if self.winner is None:
            return (0, 0)
        return tuple(int(seat == self.seat_of(self.winner)) for seat in (0, 1))

    def cell(self, name: str) -> str | None:
        return self.stones[self.board.grid.index(name.strip().lower())]

    # -- words for the app -----------------------------------------------------------------------

    def clicks(self, action: str) -> tuple[str, ...]:
        return (action,) if self.board.grid.is_name(action) else ()

    def label(self, action: str) -> str:
        return LABELS.get(action, action)

    def turn_so_far(self) -> tuple[str, ...]:
        return () if self.first_stone is None else (self.board.grid.name(self.first_stone),)

    def prompt(self) -> str:
        if self.over:
            return self.result()
        if self.choosing_colour:
            return Text("Player 2: choose the colour you will play (White moves next)")
        who = self.mover()
        if self.first_stone is not None:
            return Text("{who}: a second stone three points away, or end the turn", who=who)
        if self.swap_offered:
            return Text("{who} to play: one stone, two stones three points apart, or swap, or "
                        "pass", who=who)
        return Text("{who} to play: one stone, two stones three points apart, or pass", who=who)

    def summary(self) -> str:
        if self.winner is None:
            return Text("Both players passed in a row, so the game stopped without a winner.")
        if self.winner == BLACK:
            return Text("Black's chain of {count} stones, highlighted on the board, joins the "
                        "top and bottom.", count=len(self.winning_chain))
        return Text("White's chain of {count} stones, highlighted on the board, joins the left "
                    "and right.", count=len(self.winning_chain))

    def result(self) -> str:
        if self.winner is None:
            return Text("Draw: both players passed")
        return Text("{seat} wins", seat=COLOUR_NAME[self.winner])


GAME = Game(
    game_id="trellis",
    name="Trellis",
    blurb=Text("Join your two sides; two stones a turn, three points apart."),
    options=(
        Option("size", 15, tuple(range(7, 20, 2)), Text("Points along each side of the board.")),
        pie_option(meyers=Text("a Black, a White and a Black turn")),
    ),
    state_class=TrellisState,
    examples=(
        (Text("Black's first stone is on d4: the marks show the twelve points where the second "
              "stone may go, three points away."), {"size": 7, "pie": "off"}, ("d4",)),
        (Text("Links: Black's d4 and c5 link across a dark square. White's b3 and c4 cross a "
              "dark square and do not link; White's f2 and g3 link across a light square."),
         {"size": 7, "pie": "off"}, ("d4", "end", "b3", "end", "c5", "end", "c4", "end", "a7",
                                     "end", "f2", "end", "g7", "end", "g3", "end")),
    ),
)

