"""Arborel, by Aurélien Benhamou: build paths in 3-D and race to the enemy Tower (rules:
docs/arborel.md).

Each player has a Lord standing on his own Tower, and Blocks and Stairs in reserve. A turn is one
to three actions, each at most once: place a Block, place a Stair, move the Lord (one to three
steps). Pieces go on the board or on flat tops, at most as high as a Tower; a placed piece comes
from the reserve or is one of your own free pieces moved. Nothing is placed after the Lord moves.
The Lord walks on flat tops at his own height and changes level only by Stairs, straight along
their slope. He must leave his Tower by the end of his player's third turn, or that player loses;
the first Lord to stand on the enemy Tower (4 players: the diagonally opposite one) wins.

The seed's figures are lost, so the geometry is our model (docs/arborel.md, "Our choices"): unit
cubes and unit wedges on the 10 x 10 squares; all its numbers are the constants just below.

Actions: `block@e5` (a Block from the reserve on e5), `block@c3>e5` (your Block on c3 moved to
e5), `stair@e5:n` (a Stair on e5 rising towards n, e, s or w), `stair@e5:nest` (a Stair nested
upside down onto the slope on e5), `stair@c3>e5:w`, `lord@e5`, `end` (finish the turn early) and
`pass` (only when nothing at all can be done). `cell()` lists a column bottom to top, such as
`"block:B,stair:W:n,nest:B,lord:B"` or `"tower:W,lord:W"`.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from functools import cache, lru_cache
from typing import NamedTuple

from grove.core.grid import SquareGrid, square_grid
from grove.core.state import Game, Option, State, listing
from grove.i18n import Text

# -- the model: every geometric number in one place ------------------------------------------------

BOARD_SIZE = 10
TOWER_HEIGHT = 3  # a Tower is 3 units high; no column may rise above it
PIECES = 10  # construction pieces per player, split between Blocks and Stairs (option `stairs`)
LEAVE_BY_TURN = 3  # the Lord must be off his Tower when his player's third turn ends
MOVE_STEPS = 3  # a Lord's move is 1 to 3 steps; a run of slopes is no step
# Tower squares, seat by seat. Two players: the dark squares, diagonally opposite. Four players:
# the red squares, clockwise from Black's, so that each Tower faces its adversary diagonally.
TOWER_SQUARES = {2: ("c3", "h8"), 4: ("b2", "b9", "i9", "i2")}

SEATS = {2: (Text("Black"), Text("White")),
         4: (Text("Black"), Text("Red"), Text("White"), Text("Green"))}
LETTER = {2: ("B", "W"), 4: ("B", "R", "W", "G")}

# Directions a Stair rises towards, as (dx, dy) on the board: north is towards row 10.
DIRECTIONS = ("n", "e", "s", "w")
OFFSET = ((0, 1), (1, 0), (0, -1), (-1, 0))
DIRECTION_WORD = {"n": Text("north"), "e": Text("east"), "s": Text("south"), "w": Text("west")}


def opposite(d: int) -> int:
    return (d + 2) % 4


# A piece on the board: (kind, seat, rise). kind is BLOCK, STAIR (slope up, rising towards
# DIRECTIONS[rise]) or NEST (a Stair upside down on the Stair below it: together one flat unit).
BLOCK, STAIR, NEST = "block", "stair", "nest"
PIECE_NAME = {BLOCK: Text("Block"), STAIR: Text("Stair")}  # as a player reads them
GROUND, TOWER_TOP = (0, None), (TOWER_HEIGHT, None)  # surfaces of an empty square, a Tower
# What fits on a square (`fits`): the ways a Block may go there, the ways a Stair may.
NOTHING_FITS, ONLY_NEST, ANY_PIECE = ((), ()), ((), ("nest",)), (("",), DIRECTIONS)

ACTION = re.compile(
    r"(?P<kind>block|stair)@(?P<first>[a-z][0-9]{1,2})(?:>(?P<second>[a-z][0-9]{1,2}))?"
    r"(?::(?P<way>[a-z]+))?"
)

# What this game's view reads beyond the engine contract (docs/architecture.md), and what it is:
# part of the contract for this game; tests/test_view_contract.py keeps the view to it.
# Squares are indexes, y * 10 + x (core/grid.py); a rise is an index into DIRECTIONS.
SHOWN: dict[str, str] = {
    "board": "the board's squares and steps (`Board` below), built once and shared by states",
    "board.grid": "the 10 x 10 squares, a core/grid.py `SquareGrid`: names, name(i), xy(i), "
                  "width, size",
    "tower_at": "{square: seat} for each Tower's square (nothing is placed on a Tower)",
    "columns": "each square's pieces bottom to top, by index: tuples of (kind, seat, rise), kind "
               "'block', 'stair' or 'nest', rise None but for a Stair",
    "surface": "surface(i): (height, rise) of square i's top; rise None when it is flat",
    "lords": "lords[seat]: the square that seat's Lord stands on; None once the seat is out",
    "letter": "letter(seat): the seat's letter, 'B', 'W' (four players: 'B', 'R', 'W', 'G')",
    "last_turn": "the squares the last finished turn acted on (moved from, placed on, walked to)",
    "out": "the seats that lost, their Lord kept on the Tower too long, in order",
    "reserve": "reserve[seat]: [Blocks, Stairs] it has left in reserve",
    "turns_played": "turns_played[seat]: the turns it has finished (its Lord leaves by the third)",
    "warning": "warning(seat): the third-turn warning while its Lord is on its Tower, or ''",
}


class Board:
    """The squares of one board and, for each, its neighbour in each direction."""

    def __init__(self, size: int):
        self.grid: SquareGrid = square_grid(size)
        self.step = tuple(
            tuple(self.grid.at(x + dx, y + dy) for dx, dy in OFFSET)
            for x, y in map(self.grid.xy, range(self.grid.size))
        )
        # Every (square, way) a Block (one way), and a Stair (four), could take on a board of
        # bare ground, by square; and each square's own, for each answer of `fits`. The offer
        # copies runs of the first between the few squares that are not bare ground, quicker
        # than asking every square every time.
        self.ground_spots = tuple([(i, way) for i in range(self.grid.size) for way in ways]
                                  for ways in ANY_PIECE)
        self.square_spots = tuple({fit: tuple([(i, way) for way in ways] for ways in fit)
                                   for fit in (NOTHING_FITS, ONLY_NEST, ANY_PIECE)}
                                  for i in range(self.grid.size))


@cache
def board_for(size: int) -> Board:
    return Board(size)


@lru_cache(maxsize=4096)  # the computer asks for the same few columns over and over
def column_surface(column: tuple) -> tuple[int, int | None]:
    """`surface` of a column of pieces: a nested Stair fills the slope under it, adding nothing."""
    height = len(column) - sum(1 for piece in column if piece[0] == NEST)
    if column[-1][0] == STAIR:
        return height, column[-1][2]
    return height, None


class Offer(NamedTuple):
    """The actions open to the seat to move but `end`, grouped: each piece that may be placed
    (kind, the square it is moved from or None for the reserve, the (square, way) it may go to),
    and the squares the Lord may stop on."""

    pieces: list[tuple[str, int | None, list[tuple[int, str]]]]
    lords: list[int]


class ArborelState(State):
    # -- setting up ------------------------------------------------------------------------------

    def setup(self):
        self.board = board_for(BOARD_SIZE)
        seats = self.options["players"]
        self.players = seats
        names = self.board.grid
        self.tower_of = tuple(names.index(s) for s in TOWER_SQUARES[seats])  # seat -> square
        self.tower_at = {sq: seat for seat, sq in enumerate(self.tower_of)}
        self.columns: list[tuple] = [()] * names.size
        self.lords: list[int | None] = list(self.tower_of)  # each Lord starts on his Tower
        stairs = self.options["stairs"]
        self.reserve = [[PIECES - stairs, stairs] for _ in range(seats)]  # [blocks, stairs]
        self.turns_played = [0] * seats
        self.out: tuple[int, ...] = ()  # seats that lost (4 players: the others play on)
        self.to_move = 0  # Black starts
        self.done: tuple[str, ...] = ()  # kinds of action taken this turn: block, stair, lord
        self.acted: tuple[int, ...] = ()  # squares acted on this turn
        self.last_turn: tuple[int, ...] = ()  # squares of the turn before, for the view
        self.winner: int | None = None
        self.lost_on_tower: int | None = None  # the seat whose Lord stayed too long, if any
        self._legal = self._sources = self._offer = None

    def copy_position(self):
        self.columns = list(self.columns)
        self.lords = list(self.lords)
        self.reserve = [list(r) for r in self.reserve]
        self.turns_played = list(self.turns_played)
        self._legal = self._sources = self._offer = None

    def position(self):
        return (tuple(self.columns), tuple(self.lords), tuple(map(tuple, self.reserve)),
                tuple(self.turns_played), self.out, self.to_move, self.done, self.winner)

    def seat_name(self, seat: int) -> str:
        return SEATS[self.players][seat]

    def letter(self, seat: int) -> str:
        return LETTER[self.players][seat]

    # -- the shape of the building ----------------------------------------------------------------

    def surface(self, i: int) -> tuple[int, int | None]:
        """(height, rise) of the top of square i: rise is None for a flat top, else the direction
        a Stair on top rises towards (its slope runs from height - 1 to height)."""
        column = self.columns[i]
        if not column:  # most squares, and the Towers (nothing is ever placed on them)
            return TOWER_TOP if i in self.tower_at else GROUND
        return column_surface(column)

    def edge_height(self, i: int, towards: int) -> int:
        """How high the construction on i stands along its edge facing `towards`."""
        height, rise = self.surface(i)
        return height if rise is None or rise == towards else height - 1

    def adversary(self, seat: int) -> int:
        return (seat + self.players // 2) % self.players

    def lord_square(self, i: int) -> bool:
        return i in self.lords

    # -- placing pieces ----------------------------------------------------------------------------

    def fits(self, i: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """How a Block and how a Stair may go on square i: '' for a Block, the orientations (or
        'nest') for a Stair; none for a piece that cannot go there."""
        if i in self.tower_at or i in self.lords:
            return NOTHING_FITS  # nothing goes on a Tower or on a Lord
        height, rise = self.surface(i)
        if rise is not None:  # a bare slope: only a Stair upside down fits, making a flat unit
            return ONLY_NEST
        if height >= TOWER_HEIGHT:
            return NOTHING_FITS
        return ANY_PIECE

    def why_not_place(self, i: int, kind: str, way: str) -> str | None:
        name = self.board.grid.name(i)
        if i in self.tower_at:
            return Text("nothing may be placed on a Tower")
        if i in self.lords:
            return Text("a Lord stands on {cell}: nothing may be placed on a Lord", cell=name)
        height, rise = self.surface(i)
        if rise is not None and (kind == BLOCK or way != "nest"):
            return Text("{cell} has a bare slope on top and there is no empty space under a "
                        "piece: only a Stair nested upside down fits there (stair@{cell}:nest)",
                        cell=name)
        if rise is None and way == "nest":
            return Text("there is no bare slope on {cell} to nest a Stair onto", cell=name)
        if height >= TOWER_HEIGHT:
            return Text("the column on {cell} is already {height} high, the height of a Tower",
                        cell=name, height=TOWER_HEIGHT)
        return None

    def movable(self, i: int, seat: int) -> bool:
        """Whether the top piece of i is `seat`'s own and free: nothing on it, sides not hidden."""
        column = self.columns[i]
        if not column or column[-1][1] != seat or i in self.lords:
            return False
        return not self.hidden(i)

    def hidden(self, i: int) -> bool:
        """All four sides of i's top piece hidden by neighbouring construction at least as high."""
        top, _ = self.surface(i)
        for d, j in enumerate(self.board.step[i]):
            if j is None or j in self.tower_at or not self.columns[j]:
                return False
            if self.edge_height(j, opposite(d)) < top:
                return False
        return True

    def piece_kind(self, i: int) -> str:
        kind = self.columns[i][-1][0]
        return BLOCK if kind == BLOCK else STAIR

    # -- the Lord's walk ---------------------------------------------------------------------------

    def arrival(self, i: int, d: int, blocked) -> int | None:
        """Where one step from flat square i towards d lands: the next square if it is flat at
        the same height, or the flat square beyond a run of Stairs climbed or descended straight
        along their slopes; None if the way is closed."""
        height, _ = self.surface(i)
        step = self.board.step
        j = step[i][d]
        while j is not None and j not in blocked:
            top, rise = self.surface(j)
            if rise is None:
                return j if top == height else None
            if rise == d and height == top - 1:  # facing the low edge: up
                height = top
            elif rise == opposite(d) and height == top:  # facing the high edge: down
                height = top - 1
            else:
                return None
            j = step[j][d]
        return None

    def lord_reach(self, seat: int) -> dict[int, tuple[int, int]]:
        """Every square the Lord of `seat` can walk through or to in 1 to 3 steps -> the square
        and direction of the last step of a shortest walk there (the walk, followed back)."""
        start = self.lords[seat]
        blocked = {sq for s, sq in enumerate(self.lords) if s != seat and sq is not None}
        reach, frontier = {start: None}, [start]
        for _ in range(MOVE_STEPS):
            following = []
            for i in frontier:
                for d in range(4):
                    j = self.arrival(i, d, blocked)
                    if j is not None and j not in reach:
                        reach[j] = i, d
                        following.append(j)
            frontier = following
        del reach[start]
        return reach

    def lord_stops(self, seat: int) -> list[int]:
        """Where the Lord may end his move: he crosses Towers but stops only on the enemy's."""
        goal = self.tower_of[self.adversary(seat)]
        return sorted(i for i in self.lord_reach(seat) if i not in self.tower_at or i == goal)

    # -- what may be played ----------------------------------------------------------------------

    def legal_actions(self) -> list[str]:
        if self._legal is None:
            actions = self.actions_now()
            if not actions and not self.done:
                actions = ["pass"]  # nothing at all can be done: the turn passes
            self._legal = actions
        return list(self._legal)

    def allows(self, action: str) -> bool:
        # The search's checks replay lines through thousands of positions: a piece or a Lord is
        # looked up in the offer rather than among some 600 spelt actions.
        piece, lord = ACTION.fullmatch(action), action.startswith("lord@")
        if self.over or not (piece or lord):
            return action in self.legal()
        names = self.board.grid
        if lord:
            return names.is_name(action[5:]) and names.index(action[5:]) in self.offer().lords
        kind, way, origin, target = piece["kind"], piece["way"] or "", None, piece["first"]
        if piece["second"]:
            origin, target = target, piece["second"]
        if not names.is_name(target) or not (origin is None or names.is_name(origin)):
            return False
        source = None if origin is None else names.index(origin)
        spot = (names.index(target), way)
        return any(offered == kind and start == source and spot in spots
                   for offered, start, spots in self.offer().pieces)

    def actions_now(self) -> list[str]:
        names = self.board.grid.names
        actions = []
        for kind, source, spots in self.offer().pieces:
            origin = None if source is None else names[source]
            actions += [piece_text(kind, names[i], way, origin) for i, way in spots]
        actions += [f"lord@{names[i]}" for i in self.offer().lords]
        if self.done:
            actions.append("end")
        return actions

    def spots(self) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
        """Every (square, way) a Block, and every one a Stair, may be placed at, by square."""
        (ground_blocks, ground_stairs), ways = self.board.ground_spots, len(ANY_PIECE[1])
        square_spots = self.board.square_spots
        special = {i for i, column in enumerate(self.columns) if column}
        special.update(self.tower_at, (i for i in self.lords if i is not None))
        blocks, stairs, after = [], [], 0  # `after`: the first square not yet listed
        for i in sorted(special):
            block_spots, stair_spots = square_spots[i][self.fits(i)]
            blocks += ground_blocks[after:i]
            blocks += block_spots
            stairs += ground_stairs[after * ways:i * ways]
            stairs += stair_spots
            after = i + 1
        return blocks + ground_blocks[after:], stairs + ground_stairs[after * ways:]

    def offer(self) -> Offer:
        """What the seat to move may do now, by kind of action (`actions_now` spells it out)."""
        if self._offer is None:
            pieces, lords = [], []
            if "lord" not in self.done:
                kinds = [kind for kind in (BLOCK, STAIR) if kind not in self.done]
                pieces = self.pieces_offered(kinds) if kinds else []
                lords = self.lord_stops(self.to_move)
            self._offer = Offer(pieces, lords)
        return self._offer

    def pieces_offered(self, kinds: list[str]) -> list[tuple[str, int | None, list]]:
        """The `pieces` of the offer, for the kinds still to be placed this turn."""
        seat, pieces = self.to_move, []
        own = [i for i, column in enumerate(self.columns)
               if column and column[-1][1] == seat and self.movable(i, seat)]
        for kind, left, spots in zip((BLOCK, STAIR), self.reserve[seat], self.spots(),
                                     strict=True):
            if kind not in kinds:
                continue
            if left:
                pieces.append((kind, None, spots))
            for source in own:
                if self.piece_kind(source) == kind:
                    # Spots are in square order: the source's own make one run.
                    start = bisect_left(spots, (source,))
                    end = bisect_left(spots, (source + 1,), start)
                    pieces.append((kind, source, spots[:start] + spots[end:]))
        return pieces

    def refusal(self, action: str) -> str:
        names, seat = self.board.grid, self.to_move
        if action == "end":
            return Text("take at least one action before ending the turn")
        if action == "pass":
            return Text("you can still act: a turn passes only when nothing at all can be done")
        if action.startswith("lord@"):
            return self.lord_refusal(names.index(action[5:]))
        if names.is_name(action):  # a click on a square that offers nothing: say what stops it
            here = [a for a in self.legal_actions() if self.clicks(a)[:1] == (action,)]
            if here:
                return Text("say what to do on {cell}, such as {action}", cell=action,
                            action=here[0])
            lord = f"lord@{action}"
            if self.allows(lord):  # the Lord can go there: he is picked up first
                return Text("to move your Lord to {cell}, pick him up first: click {square}, "
                            "then {cell}", cell=action, square=self.clicks(lord)[0])
            on_slope = self.surface(names.index(action))[1] is not None
            piece = f"{STAIR}@{action}:nest" if on_slope else f"{BLOCK}@{action}"
            return Text("nothing can be done on {cell}: {why}", cell=action,
                        why=self.refusal(piece))
        match = ACTION.fullmatch(action)
        if not match:
            return Text("{action!r} is not an action: try block@e5, stair@e5:n, block@c3>e5, "
                        "lord@e5 or end", action=action)
        kind, way = match["kind"], match["way"] or ""
        first, second = names.index(match["first"]), match["second"]
        target = names.index(second) if second else first
        if kind == BLOCK and way:
            return Text("a Block has no orientation: block@e5")
        if kind == STAIR and way not in (*DIRECTIONS, "nest"):
            return Text("say which way the Stair rises: stair@e5:n (north), :e, :s or :w, or "
                        ":nest to nest it upside down on a slope")
        if "lord" in self.done:
            return Text("nothing may be placed after the Lord has moved")
        if kind in self.done:
            if kind == BLOCK:
                return Text("you have already placed a Block this turn")
            return Text("you have already placed a Stair this turn")
        if second:
            why = self.move_refusal(first, kind)
            if why:
                return why
            if first == target:
                return Text("a moved piece must go to another square")
        elif not self.reserve[seat][0 if kind == BLOCK else 1]:
            if kind == BLOCK:
                return Text("you have no Block left in reserve: move one of yours on the board, "
                            "such as block@c3>e5")
            return Text("you have no Stair left in reserve: move one of yours on the board, such "
                        "as stair@c3>e5")
        return (self.why_not_place(target, kind, way)
                or Text("{action} is not possible now", action=action))

    def move_refusal(self, i: int, kind: str) -> Text | None:
        name, seat = self.board.grid.name(i), self.to_move
        if not self.columns[i]:
            return Text("there is no piece on {cell} to move", cell=name)
        owner = self.columns[i][-1][1]
        if owner != seat:
            return Text("the piece on top of {cell} is {seat}'s: move only your own", cell=name,
                        seat=self.seat_name(owner))
        if self.piece_kind(i) != kind:
            if kind == BLOCK:
                return Text("the piece on top of {cell} is not a Block", cell=name)
            return Text("the piece on top of {cell} is not a Stair", cell=name)
        if i in self.lords:
            return Text("a Lord stands on {cell}: that piece is blocked", cell=name)
        if self.hidden(i):
            return Text("the piece on {cell} is blocked: its four sides are hidden by "
                        "neighbouring pieces at least as high", cell=name)
        return None

    def lord_refusal(self, i: int) -> Text:
        name, seat = self.board.grid.name(i), self.to_move
        if "lord" in self.done:
            return Text("your Lord has already moved this turn")
        if i in self.lords:
            return Text("a Lord already stands on {cell}: Lords never share a square", cell=name)
        if i in self.lord_reach(seat):
            owner = self.tower_at[i]
            if owner == seat:
                return Text("your Lord may cross his own Tower but not stop on it")
            return Text("your Lord may cross a lateral Tower but stop only on the adversary's")
        height, rise = self.surface(i)
        if rise is not None:
            return Text("a Lord never stops on a slope ({cell} is one)", cell=name)
        return Text("your Lord cannot reach {cell}: a move is 1 to {steps} steps to neighbours at "
                    "the same height, changing level only straight along Stairs, never over a "
                    "Lord", cell=name, steps=MOVE_STEPS)

    # -- playing ---------------------------------------------------------------------------------

    def apply(self, action: str):
        seat, grid = self.to_move, self.board.grid
        if action == "pass":
            self.end_turn()
            return
        if action == "end":
            self.end_turn()
            return
        if action.startswith("lord@"):
            target = grid.index(action[5:])
            self.lords[seat] = target
            self.acted += (target,)
            if target == self.tower_of[self.adversary(seat)]:
                self.winner, self.to_move = seat, None
                self.last_turn, self.acted, self.done = self.acted, (), ()
                return
            self.done += ("lord",)
            self.end_turn()  # nothing may follow a Lord's move
            return
        match = ACTION.fullmatch(action)
        kind, way = match["kind"], match["way"]
        first = grid.index(match["first"])
        if match["second"]:
            target = grid.index(match["second"])
            self.columns[first] = self.columns[first][:-1]
            self.acted += (first,)
        else:
            target = first
            self.reserve[seat][0 if kind == BLOCK else 1] -= 1
        if kind == BLOCK:
            piece = (BLOCK, seat, None)
        elif way == "nest":
            piece = (NEST, seat, None)
        else:
            piece = (STAIR, seat, DIRECTIONS.index(way))
        self.columns[target] = self.columns[target] + (piece,)
        self.acted += (target,)
        self.done += (kind,)
        if not self.can_still_act():
            self.end_turn()  # only `end` would be left: the turn ends by itself

    def can_still_act(self) -> bool:
        """Whether anything but `end` remains this turn. A piece of a kind still to be placed
        this turn, left in the reserve, can always go somewhere: the players' pieces, Towers and
        Lords never cover the board, so a bare square is left. Only otherwise is the offer
        needed (it is kept for what comes next)."""
        seat = self.to_move
        if any(kind not in self.done and left
               for kind, left in zip((BLOCK, STAIR), self.reserve[seat], strict=True)):
            return True
        offer = self.offer()
        return bool(offer.lords) or any(spots for _, _, spots in offer.pieces)

    def end_turn(self):
        seat = self.to_move
        self._offer = None  # it was the turn's
        self.turns_played[seat] += 1
        self.last_turn, self.acted, self.done = self.acted, (), ()
        if self.turns_played[seat] >= LEAVE_BY_TURN and self.lords[seat] == self.tower_of[seat]:
            self.lost_on_tower = seat
            self.out += (seat,)
            self.lords[seat] = None  # four players: the others play on without him
            left = [s for s in range(self.players) if s not in self.out]
            if len(left) == 1:
                self.winner, self.to_move = left[0], None
                return
        following = (seat + 1) % self.players
        while following in self.out:
            following = (following + 1) % self.players
        self.to_move = following

    # -- the result ------------------------------------------------------------------------------

    def winners(self) -> tuple[int, ...]:
        return () if self.winner is None else (self.winner,)

    def scores(self) -> tuple[int, ...]:
        return tuple(int(seat == self.winner) for seat in range(self.players))

    def cell(self, name: str) -> str | None:
        i = self.board.grid.index(name.strip().lower())
        parts = []
        if i in self.tower_at:
            parts.append(f"tower:{self.letter(self.tower_at[i])}")
        for kind, seat, rise in self.columns[i]:
            parts.append(f"{kind}:{self.letter(seat)}" + (f":{DIRECTIONS[rise]}" if kind == STAIR
                                                          else ""))
        if i in self.lords:
            parts.append(f"lord:{self.letter(self.lords.index(i))}")
        return ",".join(parts) or None

    # -- words for the app -----------------------------------------------------------------------

    def move_sources(self) -> set[str]:
        """Squares whose piece may be picked up and moved now."""
        if self._sources is None:
            self._sources = {a.split("@")[1].split(">")[0] for a in self.legal() if ">" in a}
        return self._sources

    def clicks(self, action: str) -> tuple[str, ...]:
        """A piece from the reserve: its square (twice when that square holds a piece of yours
        that may move, so that the first click can pick that piece up); a piece moved: its square
        then the target; the Lord: his square then the target. The chooser gives the kind and
        the orientation."""
        if action.startswith("lord@"):
            return (self.board.grid.name(self.lords[self.to_move]), action[5:])
        match = ACTION.fullmatch(action)
        if not match:
            return ()
        if match["second"]:
            return (match["first"], match["second"])
        square = match["first"]
        return (square, square) if square in self.move_sources() else (square,)

    def label(self, action: str) -> str:
        if action == "end":
            return Text("End turn")
        if action == "pass":
            return Text("Pass (nothing can be done)")
        if action.startswith("lord@"):
            return Text("Lord to {cell}", cell=action[5:])
        match = ACTION.fullmatch(action)
        if not match:
            return action
        piece, way = PIECE_NAME[match["kind"]], match["way"]
        if way == "nest":
            shape = Text("{piece} nested upside down", piece=piece)
        elif way:
            shape = Text("{piece} rising {direction}", piece=piece, direction=DIRECTION_WORD[way])
        else:
            shape = piece
        if match["second"]:
            return Text("{piece}: move it from {source} to {target}", piece=shape,
                        source=match["first"], target=match["second"])
        return Text("{piece} from the reserve on {cell}", piece=shape, cell=match["first"])

    def picked(self, cells: tuple[str, ...]) -> str:
        first = cells[0]
        if cells == (first, first):
            return Text("a piece from the reserve")  # said after the square, clicked again
        if len(cells) > 1 or self.to_move is None:
            return ""
        i = self.board.grid.index(first)
        if i == self.lords[self.to_move]:
            return Text("your Lord on {cell}", cell=first)
        if first not in self.move_sources():
            return ""
        if self.piece_kind(i) == BLOCK:
            return Text("your Block on {cell}", cell=first)
        return Text("your Stair on {cell}", cell=first)

    def describe(self, action: str) -> str:
        if action.startswith("lord@"):  # the Lord is clicked where he stands: name it
            return Text("Lord from {source} to {cell}",
                        source=self.board.grid.name(self.lords[self.to_move]), cell=action[5:])
        return self.label(action)

    def turn_so_far(self) -> tuple[str, ...]:
        return tuple(self.board.grid.name(i) for i in self.acted)

    def warning(self, seat: int) -> str:
        """The third-turn warning for `seat`, or ''."""
        if self.lords[seat] != self.tower_of[seat]:
            return ""
        left = LEAVE_BY_TURN - self.turns_played[seat]
        if left <= 1:
            return Text("the Lord must leave the Tower this turn, or this player loses")
        return Text("the Lord must leave the Tower within {count} turns", count=left)

    def prompt(self) -> str:
        if self.over:
            return self.result()
        seat = self.to_move
        blocks, stairs = self.reserve[seat]
        if self.legal() == ["pass"]:
            return Text("{seat} can do nothing at all: pass", seat=self.seat_name(seat))
        # What is left of the turn: a Lord's move ends it, so "lord" is never in `done` here.
        if not self.done:
            choices = Text("place a Block or a Stair or move the Lord")
        elif BLOCK in self.done and STAIR in self.done:
            choices = Text("move the Lord or end the turn")
        elif BLOCK in self.done:
            choices = Text("place a Stair, move the Lord or end the turn")
        else:
            choices = Text("place a Block, move the Lord or end the turn")
        warning = self.warning(seat)
        if warning:
            return Text("{seat}: {choices} (reserve: Blocks {blocks}, Stairs {stairs}); {warning}",
                        seat=self.seat_name(seat), choices=choices, blocks=blocks, stairs=stairs,
                        warning=warning)
        return Text("{seat}: {choices} (reserve: Blocks {blocks}, Stairs {stairs})",
                    seat=self.seat_name(seat), choices=choices, blocks=blocks, stairs=stairs)

    def summary(self) -> str:
        if self.winner is None:
            return ""
        if self.lords[self.winner] == self.tower_of[self.adversary(self.winner)]:
            return Text("{seat}'s Lord reached the {enemy} Tower.",
                        seat=self.seat_name(self.winner),
                        enemy=self.seat_name(self.adversary(self.winner)))
        return Text("{seats} did not get the Lord off the Tower by the end of the third turn, so "
                    "{seat} wins.", seats=listing(self.seat_name(s) for s in self.out),
                    seat=self.seat_name(self.winner))

    def normalize(self, text: str) -> str:
        text = super().normalize(text)
        return text.replace(" ", "")


@cache  # a few thousand texts, spelt again for every position's legal actions
def piece_text(kind: str, target: str, way: str, source: str | None = None) -> str:
    where = f"{source}>{target}" if source else target
    return f"{kind}@{where}" + (f":{way}" if way else "")


def _check_model():
    grid = square_grid(BOARD_SIZE)
    for squares in TOWER_SQUARES.values():
        if len(set(squares)) != len(squares) or not all(map(grid.is_name, squares)):
            raise ValueError("the Tower squares must be distinct squares of the board")


_check_model()

GAME = Game(
    game_id="arborel",
    name="Arborel",
    blurb=Text("Build stairs in 3-D and race to the enemy tower."),
    options=(
        Option("players", 2, (2, 4),
               Text("How many players (4: each races to the diagonal Tower)."),
               labels={n: Text("{n} player", plural="{n} players", n=n) for n in (2, 4)}),
        Option("stairs", 5, (3, 4, 5, 6, 7),
               Text("How many of each player's {pieces} pieces are Stairs (the rest are Blocks).",
                    pieces=PIECES),
               labels={n: Text("Blocks {blocks}, Stairs {stairs}", blocks=PIECES - n, stairs=n)
                       for n in (3, 4, 5, 6, 7)}),
    ),
    state_class=ArborelState,
    seat_names=SEATS[2],
    examples=(
        (Text("Black's Stair on e5 rises east: it joins d5 (the board, height 0) to the top of "
              "the Block on f5 (height 1). White's Stair on g7 rises north: a Lord takes it only "
              "straight along its slope, up from g6 or down from g8."),
         {"players": 2}, ("block@f5", "stair@e5:e", "block@c8", "stair@g7:n")),
        (Text("A nested pair: White's Stair sits upside down on Black's Stair on e5, and "
              "together they make one flat unit that a Lord can stand on and build on."),
         {"players": 2}, ("stair@e5:n", "end", "stair@e5:nest", "end")),
        (Text("Black's Lord leaves the Tower in three turns: two Blocks and a Stair on d3, a "
              "Block and a Stair on e3, a Stair on f3, all rising west. He walked down from c3 to "
              "g3 in one step; the same Stairs lead him back up from g3."),
         {"players": 2}, ("block@d3", "stair@f3:w", "block@h6", "end",
                          "block@e3", "stair@e3:w", "block@h5", "end",
                          "block@d3", "stair@d3:w", "lord@g3")),
    ),
)
