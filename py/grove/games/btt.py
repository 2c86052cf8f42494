"""Branches & Twigs & Thorns, by Andrew Plotkin: point pyramids, pay coins (rules: docs/btt.md).

Two to six players. First, in seat order, the first players each place a null (a hole nobody plays
on, which may not cut the board's empty squares apart) and the others each place a root. Then each
player in turn lays one pyramid from their stash (5 small, 5 medium, 5 large; 1, 2, 3 pips) on an
empty square, pointing at an orthogonally adjacent root or pyramid. Pointing at the root or at
your own colour is free; pointing at an opponent's pyramid costs coins (option `scoring`). The
board holds exactly 15 pyramids per player, so the game ends when it is full; most coins wins.

Boards (option `board`): every board is built from 4 x 4 wedges joined around a centre.
2 players: two wedges side by side (8 x 4); 4 players: four (the 8 x 8 chessboard); 3, 5 and 6
players: three (a triangle), five (the "PacMan", whose mouth edges are board edges, or joined with
`closed`) and six (a hexagon). `7x7` is Cerulean's square board for three players.

Two older and smaller forms are boards too. `arcade`: 9 pyramids each (3 of a size) on a
rectangle of ten squares a player (Abstract Play's numbers). `martian`: Martian Go, the game BTT
refined, for 2 or 4 players: no nulls, the root fixed on the two middle squares of the 8 x 4
board's inner long side or the chessboard's centre four, and its own scoring (option `scoring` =
`martian`): pointing at an opponent's pyramid loses its size, and its owner gains nothing.

Names. Square boards (2 and 4 players, 7x7): `a1` is bottom-left. Wedge boards (3, 5, 6
players): `<wedge><file><rank>`, wedges `a`, `b`, ... clockwise; each wedge is read as if it were
the lower-left quarter of a chessboard, its tip at the centre being `d4` and its outer corner
`a1`: so `bd4` is wedge b's tip. Directions `n e s w` are compass points on square boards and the
same points read in the pyramid's own wedge on wedge boards (`n` is towards rank 5, across the
seam into the next wedge clockwise).

Actions: `null@c3`, `root@c3`, and `<size><direction>@<cell>` (`2n@c3`: a medium pyramid on c3
pointing north). `cell()` gives `null`, `root` or `<player number>:<size><direction>` (`1:2n`
for a medium pyramid of Player 1 pointing north).
"""

from __future__ import annotations

import math
import re
from functools import cache

from grove.core.grid import LETTERS
from grove.core.state import Game, IllegalMove, Option, State, listing, player
from grove.i18n import Text

SIZES = (1, 2, 3)
SIZE_NAME = {1: Text("small"), 2: Text("medium"), 3: Text("large")}
SIZE_TITLE = {1: Text("Small"), 2: Text("Medium"), 3: Text("Large")}
PYRAMIDS_PER_SIZE = 5
ARCADE_PER_SIZE = 3  # a Pyramid Arcade set: three of each size a colour
START_COINS = 5
REFILL = 5  # everyone takes this many from the pot when a payer runs short
DIRECTIONS = "nesw"
DIRECTION_NAME = {"n": Text("north"), "e": Text("east"), "s": Text("south"), "w": Text("west")}
COLOURS = (Text("blue"), Text("orange"), Text("green"), Text("vermilion"), Text("sky blue"),
           Text("purple"))
NULL, ROOT = "null", "root"
PYRAMID = re.compile(r"([123])([nesw])@([a-z]{1,2}[0-9]{1,2})")
TOKEN = re.compile(r"(null|root)@([a-z]{1,2}[0-9]{1,2})")

# A wedge cell (u, v): u squares from its wedge's left inner seam, v from its right inner seam,
# the tip at the centre being (0, 0). Read as a chessboard's lower-left quarter, file = 3 - u and
# rank = 3 - v, so these are the local compass steps.
LOCAL_STEP = {"n": (0, -1), "e": (-1, 0), "s": (0, 1), "w": (1, 0)}

# What this game's view reads beyond the engine contract (docs/architecture.md), and what it is:
# part of the contract for this game; tests/test_view_contract.py keeps the view to it.
# Cells are indexes into board.names; the board's drawing is in squares, y up, centre (0, 0).
SHOWN: dict[str, str] = {
    "board": "the board's cells, links and shape (`Board` below), built once per key and shared "
             "(the view caches its layout on it)",
    "board.key": "which board: '2' to '6', '5-closed', '7x7' or 'arcade-<players>'",
    "board.size": "the number of cells",
    "board.names": "each cell's name, by index: 'c3' on square boards, 'bd4' on wedge boards",
    "board.index": "index(name): a cell's index; IllegalMove for a name not on this board",
    "board.cells": "each cell's place, by index: (x, y) on a plain rectangle, else (wedge, u, v)",
    "board.plain": "whether the board is a plain rectangle (7x7, arcade), not built of wedges",
    "board.square": "whether its cells are squares: the rectangles, the 8 x 4 and 8 x 8 boards",
    "board.width": "the squares across (square boards only: wedge boards have no width)",
    "board.height": "the squares up (square boards only: wedge boards have no height)",
    "board.wedges": "how many 4 x 4 wedges make the board (0 for a plain rectangle)",
    "board.angle": "each wedge's angle at the centre, in degrees (90 on square boards)",
    "board.first_seam": "the angle in degrees of wedge a's left seam; wedge k's is k angles less",
    "board.cyclic": "whether the last wedge joins the first (no mouth between them)",
    "board.point": "point(k, fx, fy): the drawing's (x, y) of wedge k's local file and rank",
    "board.square_xy": "square_xy(cell): the chessboard (x, y) of a square wedge's (k, u, v)",
    "board.links": "links[i]: cell i's links, (direction, neighbour, side of its drawing crossed)",
    "board.towards": "towards[i][direction]: the neighbour cell i points at that way",
    "cells": "what stands on each cell, by index: None, 'null', 'root' or (seat, size, direction)",
    "last": "the cell of the latest token or pyramid placed; None before the first",
    "stash": "stash[seat]: the pyramids it has left, [small, medium, large]",
    "coins": "coins[seat]: its coins (Martian Go: its score, 0 or below)",
    "purse": "purse(n): n coins in words, '3 coins' (Martian Go: '-2 points')",
}


class Board:
    """One board: cell names, and for each cell its links `(direction, neighbour, side)`, where
    `side` is the side of the cell's own drawing the link crosses (its local compass point).

    `wedges` and `angle` describe the drawing: wedge k's left seam leaves the centre at
    `first_seam - k * angle` degrees. `cells[i]` is `(k, u, v)` for a wedge board or `(x, y)` for
    the square 7x7 board."""

    def __init__(self, key: str):
        self.key = key
        self.links: list = []
        if key in RECTANGLES:
            self._square(*RECTANGLES[key])
        else:
            self._wedges(*WEDGE_BOARDS[key])
        self.size = len(self.names)
        self._index = {name: i for i, name in enumerate(self.names)}
        self.neighbours = tuple(tuple(j for _, j, _ in links) for links in self.links)
        self.towards = tuple({d: j for d, j, _ in links} for links in self.links)
        # Per cell, per link: the neighbour, and the texts of the pyramids that point at it, for
        # each set of sizes a stash may hold (by bit mask, a bit per size): the computer lists
        # the legal placements thousands of times a second, and writing them each time was most
        # of its work.
        self.placements = tuple(
            tuple((j, tuple(tuple(f"{size}{d}@{name}" for k, size in enumerate(SIZES)
                                  if mask >> k & 1) for mask in range(1 << len(SIZES))))
                  for d, j, _ in links)
            for name, links in zip(self.names, self.links, strict=True))

    def _square(self, width: int, height: int):
        """A plain rectangle of squares (7x7, the Arcade boards)."""
        self.wedges, self.cyclic, self.square, self.angle, self.first_seam = 0, False, True, 90, 0
        self.width, self.height = width, height
        self.cells = tuple((x, y) for y in range(height) for x in range(width))
        self.names = tuple(f"{LETTERS[x]}{y + 1}" for x, y in self.cells)
        steps = {"n": (0, 1), "e": (1, 0), "s": (0, -1), "w": (-1, 0)}
        for x, y in self.cells:
            self.links.append(tuple(
                (d, (y + dy) * width + x + dx, d) for d, (dx, dy) in steps.items()
                if 0 <= x + dx < width and 0 <= y + dy < height))

    def _wedges(self, wedges: int, cyclic: bool, angle: float, first_seam: float):
        self.wedges, self.cyclic, self.angle, self.first_seam = wedges, cyclic, angle, first_seam
        # The chessboard and its half are this construction with square wedges; they keep a1 names.
        self.square = angle == 90
        self.cells = tuple((k, u, v) for k in range(wedges) for v in range(4) for u in range(4))
        at = {c: i for i, c in enumerate(self.cells)}
        if self.square:
            self.width, self.height = 8, 4 if wedges == 2 else 8
            xy = [self.square_xy(c) for c in self.cells]
            self.names = tuple(f"{LETTERS[x]}{y + 1}" for x, y in xy)
        else:
            self.names = tuple(f"{LETTERS[k]}{'abcd'[3 - u]}{4 - v}" for k, u, v in self.cells)
        for k, u, v in self.cells:
            links = []
            for side, (du, dv) in LOCAL_STEP.items():
                other = self._step(k, u + du, v + dv)
                if other is None:
                    continue
                j = at[other]
                direction = side
                if self.square:  # compass points of the chessboard, whichever quarter
                    (x, y), (x2, y2) = xy[at[(k, u, v)]], xy[j]
                    direction = {(0, 1): "n", (1, 0): "e", (0, -1): "s", (-1, 0): "w"}[
                        (x2 - x, y2 - y)]
                links.append((direction, j, side))
            self.links.append(tuple(sorted(links, key=lambda link: DIRECTIONS.index(link[0]))))

    def _step(self, k: int, u: int, v: int):
        """The cell at local (u, v) of wedge k, crossing a seam when u or v is -1; None off the
        board. A wedge's right seam is the next wedge's left seam, cells matched by their
        distance from the centre."""
        if u > 3 or v > 3:
            return None
        if v < 0:  # across the right seam, into the next wedge clockwise
            if k == self.wedges - 1 and not self.cyclic:
                return None
            return ((k + 1) % self.wedges, 0, u)
        if u < 0:  # across the left seam, into the previous wedge
            if k == 0 and not self.cyclic:
                return None
            return ((k - 1) % self.wedges, v, 0)
        return (k, u, v)

    @property
    def plain(self) -> bool:
        """A rectangle of squares, not built from wedges."""
        return self.wedges == 0

    def square_xy(self, cell) -> tuple[int, int]:
        """Where a square wedge's cell lies on the chessboard, from the drawing: the centre is the
        point (4, 4) and cells are unit squares."""
        cx, cy = self.point(cell[0], 3.5 - cell[1], 3.5 - cell[2])
        return math.floor(cx) + 4, math.floor(cy) + 4

    def point(self, k: int, fx: float, fy: float) -> tuple[float, float]:
        """The point of wedge k at local file/rank coordinates (fx, fy), 0..4, the tip cell being
        [3, 4] x [3, 4]; y up, the centre at (0, 0), a square cell being 1 wide. The wedge is a
        kite mapped bilinearly: tip at the centre, its seams 4 long."""
        t, s = (4 - fx) / 4, (4 - fy) / 4  # towards the right seam's end, the left seam's end
        left = math.radians(self.first_seam - k * self.angle)
        right = left - math.radians(self.angle)
        ax, ay = 4 * math.cos(left), 4 * math.sin(left)
        bx, by = 4 * math.cos(right), 4 * math.sin(right)
        reach = 4 / math.cos(math.radians(self.angle / 2))
        mid = (left + right) / 2
        cx, cy = reach * math.cos(mid), reach * math.sin(mid)
        return (t * bx + s * ax + t * s * (cx - ax - bx),
                t * by + s * ay + t * s * (cy - ay - by))

    def index(self, name: str) -> int:
        i = self._index.get(name)
        if i is None:
            raise IllegalMove(Text("{cell} is not a square of this board ({squares})", cell=name,
                                   squares=self.describe_names()))
        return i

    def is_name(self, text: str) -> bool:
        return text in self._index

    def describe_names(self) -> Text:
        if self.square:
            return Text("{first} to {last}", first="a1",
                        last=f"{LETTERS[self.width - 1]}{self.height}")
        return Text("wedges a to {last}, each from a1 to d4, such as ad4",
                    last=LETTERS[self.wedges - 1])

    def connected(self, open_cells: set[int]) -> bool:
        """Whether `open_cells` form one orthogonally connected part."""
        if not open_cells:
            return True
        start = next(iter(open_cells))
        seen, todo = {start}, [start]
        while todo:
            for j in self.neighbours[todo.pop()]:
                if j in open_cells and j not in seen:
                    seen.add(j)
                    todo.append(j)
        return len(seen) == len(open_cells)


# board key -> (wedges, cyclic, centre angle of a wedge, where wedge a's left seam leaves)
WEDGE_BOARDS = {
    "2": (2, False, 90, 0),  # the lower half of a chessboard: the two seams lie along the edge
    "3": (3, True, 120, 150),  # the triangle stands on its base
    "4": (4, True, 90, 270),  # wedge a is the lower-left quarter, so a1 is bottom-left
    "5": (5, False, 60, 330),  # the mouth (60 degrees) opens to the right
    "5-closed": (5, True, 60, 330),
    "6": (6, True, 60, 300),
}


# Plain rectangles: (width, height). The Arcade boards hold ten squares a player, nine pyramids
# and a token each (Abstract Play's sizes; its six-player board stands on its short side).
RECTANGLES = {"7x7": (7, 7), "arcade-2": (4, 5), "arcade-3": (6, 5), "arcade-4": (8, 5),
              "arcade-5": (10, 5), "arcade-6": (6, 10)}
# Martian Go's root: fixed squares, one token each, on the 8 x 4 board's inner long side (where
# the chessboard's centre was) or on the chessboard's centre four.
MARTIAN_ROOTS = {2: ("d4", "e4"), 4: ("d4", "e4", "d5", "e5")}


@cache
def board_for(key: str) -> Board:
    return Board(key)


def boards_for(players: int) -> tuple[str, ...]:
    """The values of option `board` allowed with this many players."""
    return ("standard", "arcade") + {3: ("7x7",), 5: ("closed",)}.get(players, ()) \
        + (("martian",) if players in MARTIAN_ROOTS else ())


def board_key(players: int, board: str) -> str:
    if board not in boards_for(players):
        raise ValueError({"7x7": Text("the 7 x 7 board is for three players"),
                          "closed": Text("only the five-player board has a mouth to close"),
                          "martian": Text("Martian Go is for two or four players")}[board])
    if board == "7x7":
        return "7x7"
    if board == "closed":
        return "5-closed"
    if board == "arcade":
        return f"arcade-{players}"
    return str(players)


def token_order(players: int, board: str) -> tuple[tuple[int, str], ...]:
    """Who places which token during the set-up, in order: nulls first, then roots."""
    if board == "7x7":  # two nulls and two roots for three players: player 1 places a second
        return ((0, NULL), (1, NULL), (2, ROOT), (0, ROOT))
    if board == "martian":  # the root is on the board from the start, and there is no null
        return ()
    nulls = players // 2
    return tuple((seat, NULL if seat < nulls else ROOT) for seat in range(players))


def coins(n: int) -> Text:
    return Text("{n} coin", plural="{n} coins", n=n)


class BTTState(State):
    # -- setting up ------------------------------------------------------------------------------

    def setup(self):
        self.players = self.options["players"]
        kind = self.options["board"]
        self.board = board_for(board_key(self.players, kind))
        if (kind == "martian") != (self.options["scoring"] == "martian"):
            raise ValueError(Text("Martian Go is scored its own way: the Martian Go board goes "
                                  "with scoring martian, and that scoring with that board only"))
        self.martian = kind == "martian"
        self.tokens = token_order(self.players, kind)
        self.cells: list = [None] * self.board.size  # None, NULL, ROOT or (seat, size, dir)
        self.per_size = ARCADE_PER_SIZE if kind == "arcade" else PYRAMIDS_PER_SIZE
        self.stash = [[self.per_size] * 3 for _ in range(self.players)]
        # Martian Go keeps no coins: a score that starts at nothing and only goes down.
        self.coins = [0 if self.martian else START_COINS] * self.players
        self.refills = 0  # how often everyone took coins from the pot
        self.paid_in = 0  # coins paid into the pot so far: each target's size
        self.placed = 0  # tokens and pyramids placed so far
        for name in MARTIAN_ROOTS[self.players] if self.martian else ():
            self.cells[self.board.index(name)] = ROOT
            self.placed += 1
        self.last: int | None = None
        self.to_move = self.tokens[0][0] if self.tokens else 0
        self._legal = None

    def copy_position(self):
        self.cells = list(self.cells)
        self.stash = [list(s) for s in self.stash]
        self.coins = list(self.coins)
        self._legal = None

    def position(self):
        return (tuple(self.cells), tuple(map(tuple, self.stash)), tuple(self.coins),
                self.to_move, self.placed)

    @property
    def in_setup(self) -> bool:
        return self.placed < len(self.tokens)

    @property
    def marks_targets(self) -> bool:
        """Once the null and roots are down, only a few squares can take a pyramid: marked."""
        return not self.in_setup and not self.over

    def token_due(self) -> str:
        return self.tokens[self.placed][1]

    # -- what may be placed ----------------------------------------------------------------------

    def legal_actions(self) -> list[str]:
        if self._legal is None:
            self._legal = self.token_actions() if self.in_setup else self.pyramid_actions()
        return self._legal

    def token_actions(self) -> list[str]:
        kind, names = self.token_due(), self.board.names
        empty = [i for i, c in enumerate(self.cells) if c is None]
        if kind == ROOT:  # a root is no hole: it may go anywhere empty
            return [f"{ROOT}@{names[i]}" for i in empty]
        return [f"{NULL}@{names[i]}" for i in empty if not self.null_splits(i)]

    def null_splits(self, i: int) -> bool:
        """Whether a null on i would cut the squares left open into separate parts."""
        open_cells = {j for j, c in enumerate(self.cells) if c != NULL and j != i}
        return not self.board.connected(open_cells)

    def pyramid_actions(self) -> list[str]:
        cells, placements = self.cells, self.board.placements
        mask = sum(1 << k for k, left in enumerate(self.stash[self.to_move]) if left)
        actions = []
        for i, here in enumerate(cells):
            if here is not None:
                continue
            for j, texts in placements[i]:
                target = cells[j]
                if target is not None and target != NULL:
                    actions += texts[mask]
        return actions

    def refusal(self, action: str) -> str:
        token, pyramid = TOKEN.fullmatch(action), PYRAMID.fullmatch(action)
        if not token and not pyramid and self.board.is_name(action) and not self.in_setup:
            return self.square_refusal(action)
        if not token and not pyramid:
            return Text("{action!r} is not an action: place a pyramid as size (1 to 3), direction "
                        "(n, e, s or w), @ and a square, such as 2n@c3; or a token, such as "
                        "null@c3", action=action)
        name = token.group(2) if token else pyramid.group(3)
        i = self.board.index(name)
        who = self.seat_name(self.to_move)
        if self.in_setup:
            due = self.token_due()
            if pyramid or token.group(1) != due:
                if due == NULL:
                    return Text("the set-up is not over: {seat} places the null first", seat=who)
                return Text("the set-up is not over: {seat} places the root first", seat=who)
            if self.cells[i] is not None:
                return Text("{cell} is taken", cell=name)
            return Text("a null on {cell} would cut the empty squares into separate parts: every "
                        "square must stay connected to the rest", cell=name)
        if token:
            return Text("the set-up is over: the tokens are placed")
        size, direction = int(pyramid.group(1)), pyramid.group(2)
        if self.cells[i] is not None:
            return Text("{cell} is taken", cell=name)
        if not self.stash[self.to_move][size - 1]:
            return Text("{seat} has no {size} pyramid left", seat=who, size=SIZE_NAME[size])
        j = self.board.towards[i].get(direction)
        if j is None:
            return Text("a pyramid on {cell} pointing {direction} points off the board",
                        cell=name, direction=DIRECTION_NAME[direction])
        target = self.cells[j]
        if target == NULL:
            return Text("a pyramid on {cell} pointing {direction} points at the null on "
                        "{target}: pyramids never point at a null",
                        cell=name, direction=DIRECTION_NAME[direction], target=self.board.names[j])
        return Text("a pyramid on {cell} pointing {direction} points at {target}, which is "
                    "empty: point at the root or a pyramid",
                    cell=name, direction=DIRECTION_NAME[direction], target=self.board.names[j])

    def square_refusal(self, name: str) -> str:
        """Why no pyramid may go on a square (what a click on it is told)."""
        i = self.board.index(name)
        if self.cells[i] is not None:
            return Text("{cell} is taken", cell=name)
        if not any(self.stash[self.to_move]):
            return Text("{seat} has no pyramid left", seat=self.seat_name(self.to_move))
        here = [a for a in self.legal_actions() if a.endswith(f"@{name}")]
        if here:
            return Text("say which pyramid goes on {cell}, such as {action}", cell=name,
                        action=here[0])
        return Text("no pyramid can go on {cell}: none of the squares next to it holds the root "
                    "or a pyramid to point at", cell=name)

    # -- playing ---------------------------------------------------------------------------------

    def apply(self, action: str):
        token = TOKEN.fullmatch(action)
        if token:
            self.cells[self.board.index(token.group(2))] = token.group(1)
            self.last = self.board.index(token.group(2))
        else:
            size, direction, name = PYRAMID.fullmatch(action).groups()
            self.place_pyramid(self.board.index(name), int(size), direction)
        self.placed += 1
        self.pass_turn()

    def place_pyramid(self, i: int, size: int, direction: str):
        seat = self.to_move
        self.cells[i] = (seat, size, direction)
        self.stash[seat][size - 1] -= 1
        self.last = i
        target = self.cells[self.board.towards[i][direction]]
        if target == ROOT or target[0] == seat:
            return  # pointing at the root or at your own colour is free
        owner, target_size = target[0], target[1]
        lost, gained = self.cost(size, target_size)
        self.pay(seat, lost)
        self.coins[owner] += gained
        self.paid_in += target_size

    def cost(self, size: int, target_size: int) -> tuple[int, int]:
        """(what the pointer loses, what the target's owner gains) for pointing a pyramid of
        `size` at an opponent's pyramid of `target_size`."""
        if self.options["scoring"] == "seed":  # the target's size to the pot, yours to its owner
            return target_size + size, size
        if self.martian:  # Martian Go: you lose the target's size; its owner gains nothing
            return target_size, 0
        return target_size, size  # the designer's own program: you lose, the owner gains

    def pay(self, seat: int, amount: int):
        # Whoever runs short makes everyone take five coins from the pot: only differences count.
        # Martian Go's score is no purse: it goes below nothing.
        while self.coins[seat] < amount and not self.martian:
            self.coins = [c + REFILL for c in self.coins]
            self.refills += 1
        self.coins[seat] -= amount

    def pass_turn(self):
        if self.placed == self.board.size:
            self.to_move = None  # the board is full
        elif self.in_setup:
            self.to_move = self.tokens[self.placed][0]
        elif self.tokens and self.placed == len(self.tokens):
            self.to_move = 0  # player 1 lays the first pyramid
        else:
            self.to_move = (self.to_move + 1) % self.players

    # -- the result ------------------------------------------------------------------------------

    def scores(self) -> tuple[int, ...]:
        return tuple(self.coins)

    def winners(self) -> tuple[int, ...]:
        if not self.over:
            return ()
        best = max(self.coins)
        return tuple(seat for seat, c in enumerate(self.coins) if c == best)

    def cell(self, name: str) -> str | None:
        here = self.cells[self.board.index(name.strip().lower())]
        if here is None or isinstance(here, str):
            return here
        seat, size, direction = here
        return f"{seat + 1}:{size}{direction}"

    # -- words for the app -----------------------------------------------------------------------

    def clicks(self, action: str) -> tuple[str, ...]:
        """A token or a pyramid: its square. The legal (size, direction) pairs of a square are
        offered together in the chooser, each with its cost."""
        token = TOKEN.fullmatch(action)
        if token:
            return (token.group(2),)
        pyramid = PYRAMID.fullmatch(action)
        return (pyramid.group(3),) if pyramid else ()

    def label(self, action: str) -> str:
        return self.words(action, on_cell=False)

    def describe(self, action: str) -> str:
        return self.words(action, on_cell=True)

    def words(self, action: str, on_cell: bool) -> str:
        """An action in words: a chooser's button, which sits by the square clicked, says what
        goes there ("Large (3), pointing north: free"); a sentence names the square too."""
        token = TOKEN.fullmatch(action)
        if token:
            if token.group(1) == NULL:
                return Text("Place the null on {cell}", cell=token.group(2))
            return Text("Place the root on {cell}", cell=token.group(2))
        pyramid = PYRAMID.fullmatch(action)
        if not pyramid:
            return action
        size, direction, name = int(pyramid.group(1)), pyramid.group(2), pyramid.group(3)
        j = self.board.towards[self.board.index(name)][direction]
        if self.board.square and on_cell:
            head = Text("{size_name} ({size}) on {cell}, pointing {direction}",
                        size_name=SIZE_TITLE[size], size=size, cell=name,
                        direction=DIRECTION_NAME[direction])
        elif self.board.square:
            head = Text("{size_name} ({size}), pointing {direction}", size_name=SIZE_TITLE[size],
                        size=size, direction=DIRECTION_NAME[direction])
        elif on_cell:  # on a board of wedges a compass word names no way on screen: the cell does
            head = Text("{size_name} ({size}) on {cell}, pointing at {target}",
                        size_name=SIZE_TITLE[size], size=size, cell=name,
                        target=self.board.names[j])
        else:
            head = Text("{size_name} ({size}), pointing at {cell}", size_name=SIZE_TITLE[size],
                        size=size, cell=self.board.names[j])
        target = self.cells[j]
        if target == ROOT or target[0] == self.to_move:
            return Text("{pyramid}: free", pyramid=head)
        lost, gained = self.cost(size, target[1])
        owner = self.seat_name(target[0])
        if self.options["scoring"] == "seed":
            return Text("{pyramid}: pay {pot} to the pot and {gained} to {owner}", pyramid=head,
                        pot=lost - gained, gained=gained, owner=owner)
        if self.martian:
            return Text("{pyramid}: you lose {lost}", pyramid=head, lost=lost)
        return Text("{pyramid}: you lose {lost}, {owner} gains {gained}", pyramid=head, lost=lost,
                    owner=owner, gained=gained)

    def seat_name(self, seat: int) -> Text:
        return player(seat)

    def purse(self, n: int) -> Text:
        """A player's coins, or in Martian Go their score."""
        if self.martian:  # n is below nothing as often as not: "-1 point", "-2 points"
            return Text("{score} point", plural="{score} points", n=abs(n), score=n)
        return coins(n)

    def standing(self) -> Text:
        """Every player's coins and stash: S, M, L pyramids left."""
        return listing((Text("{seat} {purse}, stash S{small} M{medium} L{large}",
                             seat=self.seat_name(s), purse=self.purse(self.coins[s]),
                             small=self.stash[s][0], medium=self.stash[s][1],
                             large=self.stash[s][2])
                        for s in range(self.players)), semicolons=True)

    def prompt(self) -> str:
        """Who is to do what, and the pot; each seat's coins and stash are its player bar's
        figures (grove.view.btt.figures), so that the prompt stays a line or two with six
        players."""
        if self.over:
            return self.result()
        who = Text("{seat} ({colour})", seat=self.seat_name(self.to_move),
                   colour=COLOURS[self.to_move])
        if self.in_setup:
            if self.token_due() == NULL:
                return Text("{who}: place the null.", who=who)
            return Text("{who}: place the root.", who=who)
        text = Text("{who}: click an empty square for a pyramid, then choose its size and "
                    "direction.", who=who)
        if self.martian:  # no coins change hands: there is no pot
            return text
        return Text("{prompt} Paid into the pot so far: {coins}.", prompt=text,
                    coins=coins(self.paid_in))

    def result(self) -> str:
        winners = self.winners()
        best = self.purse(self.coins[winners[0]])
        if len(winners) == 1:
            return Text("{seat} wins with {purse}. {standing}", seat=self.seat_name(winners[0]),
                        purse=best, standing=self.standing())
        return Text("Shared win: {seats}, {purse} each. {standing}",
                    seats=listing(self.seat_name(s) for s in winners), purse=best,
                    standing=self.standing())

    def outcome(self) -> str:
        winners = self.winners()
        best = self.purse(self.coins[winners[0]])
        if len(winners) == 1:
            return Text("{seat} wins, {purse}", seat=self.seat_name(winners[0]), purse=best)
        return Text("Shared win: {seats}, {purse} each",
                    seats=listing(self.seat_name(s) for s in winners), purse=best)


class BoardOption(Option):
    def choices_for(self, options: dict) -> tuple:
        return boards_for(options.get("players", 2))


class ScoringOption(Option):
    def choices_for(self, options: dict) -> tuple:
        return ("martian",) if options.get("board") == "martian" else ("seed", "plotkin")


GAME = Game(
    game_id="btt",
    name="Branches & Twigs & Thorns",
    blurb=Text("Point pyramids, pay coins, fill the board."),
    options=(
        Option("players", 2, (2, 3, 4, 5, 6), Text("How many players.")),
        BoardOption("board", "standard", ("standard", "7x7", "closed", "arcade", "martian"),
                    Text("The board: the one made for the number of players, or a variant."),
                    labels={"standard": Text("Standard: 8x4, triangle, 8x8, PacMan or hexagon"),
                            "7x7": Text("7x7 square, two nulls and two roots (3 players)"),
                            "closed": Text("PacMan with its mouth closed (5 players)"),
                            "arcade": Text("Arcade: 9 pyramids each, a small rectangle (quick)"),
                            "martian": Text("Martian Go: BTT's forerunner, the root fixed, no "
                                            "nulls")}),
        ScoringOption("scoring", "seed", ("seed", "plotkin", "martian"),
                      Text("What pointing at an opponent's pyramid costs. The published rules "
                           "(the Looney Pyramids wiki) and the designer's own program differ."),
                      labels={"seed": Text("Published rules: pay its size to the pot and yours "
                                           "to its owner"),
                              "plotkin": Text("Designer's program: lose its size; its owner gains "
                                              "yours"),
                              "martian": Text("Martian Go: lose its size (Martian Go only)")}),
    ),
    state_class=BTTState,
    examples=(
        (Text("Player 1 placed the null on h4 and Player 2 the root on d2. Player 1's small "
              "pyramid on d3 points south at the root (free); Player 2's large on c3 points east "
              "at it, paying 1 to the pot and 3 to Player 1."),
         {"players": 2}, ("null@h4", "root@d2", "1s@d3", "3e@c3")),
        (Text("Martian Go for two: the root is fixed on d4 and e4. Player 1's medium pyramid on "
              "d3 points north at it (free); Player 2's small on c3 points east at it and loses 2 "
              "points; Player 1 gains nothing."),
         {"players": 2, "board": "martian", "scoring": "martian"}, ("2n@d3", "1e@c3")),
        (Text("Arcade for two: a 4 x 5 board, nine pyramids each. Player 1 placed the null on d5 "
              "and Player 2 the root on b3; a pyramid of each points at the root."),
         {"players": 2, "board": "arcade"}, ("null@d5", "root@b3", "3s@b4", "2e@a3")),
    ),
)
