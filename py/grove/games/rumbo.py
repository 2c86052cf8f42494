"""Rumbo, by Luis Bolaños Mures (2016): claim groups by the directions they touch (rules:
docs/rumbo.md).

Two players, Vertical and Horizontal, place stones of **either colour** on the points of a square
board. A group is a set of orthogonally connected stones of one colour; its liberties are the
empty points beside it. After every turn, each unclaimed group left without liberties is claimed
by the owner of the set of directions (north, east, south, west) in which the group's stones lie
beside the stone just placed. The board fills up; each player scores the stones of the groups they
claimed, Horizontal adds the komi, and the higher score wins.

A *hole* is an empty point all of whose neighbours (two, three or four) are stones of one colour.
Option `rules`:
- `seed` (the first published text, with the designer's edge fix): after the stone, every hole it
  made is filled with stones of its colour;
- `revised` (the designer's revision): a stone may not go where it would make a hole.

Komi: the first player (seat 0) names it (`komi <n>`), its parity unlike the board size's, so no
game ties; the second player then takes a side (`vertical` or `horizontal`). Option `komi` set to
a number skips this: seat 0 is then Vertical.

Actions: `B@c3`, `W@c3` (colour, then point); `komi 6`; `vertical`, `horizontal`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from grove.core.grid import SquareGrid, square_grid
from grove.core.state import Game, Option, State, player
from grove.i18n import Text

BLACK, WHITE = "B", "W"
COLOUR_NAME = {BLACK: Text("Black"), WHITE: Text("White")}
VERTICAL, HORIZONTAL = "V", "H"
SIDE_NAME = {VERTICAL: Text("Vertical"), HORIZONTAL: Text("Horizontal")}
OTHER_SIDE = {VERTICAL: HORIZONTAL, HORIZONTAL: VERTICAL}
SIDE_ACTIONS = {"vertical": VERTICAL, "horizontal": HORIZONTAL}

STONE_LABEL = {BLACK: Text("Black stone"), WHITE: Text("White stone")}

# North is up: towards the higher row numbers. East is right.
DIRECTIONS = "NESW"
STEPS = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}


def designers_owner(directions: frozenset[str]) -> str:
    """The claimant by the formula of the designer's own (Zillions) implementation."""
    n, e, s, w = (d in directions for d in DIRECTIONS)
    return VERTICAL if (n and not (w and not s)) or (s and not (e and not n)) else HORIZONTAL


def _sets(*words: str) -> tuple[frozenset[str], ...]:
    return tuple(frozenset(word) for word in words)


# The rule's compass. The rules list fourteen sets; the formula above agrees with all of them
# and also decides the two the rules leave out: all four directions (possible in the seed rules,
# where a filled hole can close the last side) goes to Vertical; no direction at all cannot occur
# (a lone stone with no liberties would have stood on a hole) and would go to Horizontal.
VERTICAL_SETS = _sets("N", "S", "NS", "NE", "SW", "NSE", "NSW")
HORIZONTAL_SETS = _sets("E", "W", "EW", "NW", "SE", "EWN", "EWS")
UNLISTED_SETS = _sets("NESW", "")
OWNER = {
    **{s: VERTICAL for s in VERTICAL_SETS},
    **{s: HORIZONTAL for s in HORIZONTAL_SETS},
    **{s: designers_owner(s) for s in UNLISTED_SETS},
}

# Every komi some board size allows (0 to 360 on 19 x 19); each size allows its own share, the
# same range as the negotiation: KomiOption.choices_for.
KOMI_MENU = tuple(range(0, 19 * 19))

# What this game's view reads beyond the engine contract (docs/architecture.md), and what it is:
# part of the contract for this game; tests/test_view_contract.py keeps the view to it.
# Points are indexes, y * size + x (core/grid.py); sides are "V" and "H".
SHOWN: dict[str, str] = {
    "board": "the geometry of the board's size (`Board` below), built once and shared by states",
    "board.grid": "the points, a core/grid.py `SquareGrid`: names, index(name), xy(i), at(x, y), "
                  "width",
    "stones": "what stands on each point, by index: 'B', 'W' or None",
    "owner": "the side that claimed each point's stone, by index: 'V', 'H' or None",
    "claims": "every claim so far, in order: a list of `Claim` (side, stones, directions)",
    "claimed": "claimed(side): how many stones the groups that side claimed hold (komi not added)",
    "last_move": "the index of the latest stone placed; None before the first",
    "filled": "the points of the holes the latest stone filled (seed rules), a tuple",
    "last_claims": "the claims the latest stone made, a tuple of `Claim`",
    "komi": "the points Horizontal's score adds; None until Player 1 sets it",
    "seat_side": "the side each seat plays, by seat: ('V', 'H') or ('H', 'V'); None until chosen",
}


class Board:
    """The geometry of one board size: each point's neighbours, and in which direction."""

    def __init__(self, size: int):
        self.size = size
        self.grid: SquareGrid = square_grid(size)
        self.neighbours = self.grid.orthogonal
        self.compass = tuple(self._compass(i) for i in range(self.grid.size))
        # Each point's two stones as actions, written once: the computer lists them often.
        self.stone_actions = tuple({colour: f"{colour}@{name}" for colour in (BLACK, WHITE)}
                                   for name in self.grid.names)

    def _compass(self, i: int) -> tuple[tuple[str, int], ...]:
        x, y = self.grid.xy(i)
        found = ((d, self.grid.at(x + dx, y + dy)) for d, (dx, dy) in STEPS.items())
        return tuple((d, j) for d, j in found if j is not None)

    def komi_values(self) -> range:
        """Komi from 0 up to one less than the number of points, its parity unlike the size's."""
        return range(1 - self.size % 2, self.grid.size, 2)


@cache
def board_for(size: int) -> Board:
    return Board(size)


@dataclass(frozen=True)
class Claim:
    side: str  # VERTICAL or HORIZONTAL
    stones: frozenset[int]
    directions: frozenset[str]  # where its stones lay beside the stone that claimed it


class KomiOption(Option):
    """`negotiate`, or a komi as a number (forms and links give it as text)."""

    def parse(self, value):
        if isinstance(value, str) and value.strip().isdecimal():
            value = int(value)
        return super().parse(value)

    def choices_for(self, options: dict) -> tuple:
        size = options.get("size")
        if size not in range(5, 20):
            return self.choices
        return ("negotiate", *board_for(size).komi_values())


class RumboState(State):
    # -- setting up ------------------------------------------------------------------------------

    def setup(self):
        self.board = board_for(self.options["size"])
        self.stones: list[str | None] = [None] * self.board.grid.size
        self.owner: list[str | None] = [None] * self.board.grid.size  # who claimed each stone
        self.claims: list[Claim] = []
        self.empty = self.board.grid.size
        # The latest turn, for the view: the stone, the holes it filled and the claims it made.
        self.last_move: int | None = None
        self.filled: tuple[int, ...] = ()
        self.last_claims: tuple[Claim, ...] = ()
        self._legal: list[str] | None = None
        komi = self.options["komi"]
        if komi == "negotiate":
            self.komi, self.seat_side, self.to_move = None, None, 0
            return
        if komi not in self.board.komi_values():  # from a link or a record: forms list no other
            raise ValueError(komi_refusal(self.board, komi))
        self.komi, self.seat_side = komi, (VERTICAL, HORIZONTAL)
        self.to_move = 0

    def copy_position(self):
        self.stones = list(self.stones)
        self.owner = list(self.owner)
        self.claims = list(self.claims)
        self._legal = None

    def position(self):
        return (tuple(self.stones), tuple(self.owner), self.komi, self.seat_side, self.to_move)

    @property
    def choosing_komi(self) -> bool:
        return self.komi is None

    @property
    def choosing_side(self) -> bool:
        return self.komi is not None and self.seat_side is None

    @property
    def side_to_move(self) -> str | None:
        if self.seat_side is None or self.to_move is None:
            return None
        return self.seat_side[self.to_move]

    def seat_of(self, side: str) -> int:
        return self.seat_side.index(side)

    # -- holes -----------------------------------------------------------------------------------

    def is_hole(self, i: int) -> bool:
        """An empty point whose neighbours, however many, are all stones of one colour."""
        if self.stones[i] is not None:
            return False
        around = {self.stones[j] for j in self.board.neighbours[i]}
        return len(around) == 1 and None not in around

    def holes_made(self, colour: str, i: int) -> list[int]:
        """The holes that a stone of `colour` on the empty point `i` would make. Only a neighbour
        of `i` can become one, and only in that colour."""
        stones, made = self.stones, []
        for j in self.board.neighbours[i]:
            if stones[j] is None and all(stones[k] == colour for k in self.board.neighbours[j]
                                         if k != i):
                made.append(j)
        return made

    # -- what may be played ----------------------------------------------------------------------

    def legal_actions(self) -> list[str]:
        if self._legal is None:
            self._legal = self._list_legal()
        return self._legal

    def _list_legal(self) -> list[str]:
        if self.choosing_komi:
            return [f"komi {k}" for k in self.board.komi_values()]
        if self.choosing_side:
            return list(SIDE_ACTIONS)
        texts, actions = self.board.stone_actions, []
        forbidden = self.hole_makers() if self.options["rules"] == "revised" else set()
        for i, stone in enumerate(self.stones):
            if stone is None:
                for colour in (BLACK, WHITE):
                    if (colour, i) not in forbidden:
                        actions.append(texts[i][colour])
        return actions

    def hole_makers(self) -> set[tuple[str, int]]:
        """Every (colour, point) whose stone would make a hole, found in one pass: an empty point
        with a single empty neighbour, its other neighbours all of one colour, becomes a hole
        when a stone of that colour fills that neighbour (the same test as `holes_made`)."""
        stones, makers = self.stones, set()
        for j, stone in enumerate(stones):
            if stone is not None:
                continue
            empty, colours = [], set()
            for k in self.board.neighbours[j]:
                if stones[k] is None:
                    empty.append(k)
                else:
                    colours.add(stones[k])
            if len(empty) == 1 and len(colours) == 1:
                makers.add((colours.pop(), empty[0]))
        return makers

    def normalize(self, text: str) -> str:
        text = super().normalize(text)
        if "@" in text:
            colour, _, point = text.partition("@")
            return f"{colour.strip().upper()}@{point.strip()}"
        return " ".join(text.split())

    def refusal(self, action: str) -> str:
        grid = self.board.grid
        word, _, number = action.partition(" ")
        if self.choosing_komi:
            if word == "komi" and number.isdecimal():
                return komi_refusal(self.board, int(number))
            return Text("first Player 1 sets the komi (komi 0, komi 2, ...); Player 2 then picks "
                        "a side")
        if self.choosing_side:
            return Text("the komi is {komi}: Player 2 now chooses a side, vertical (moves first) "
                        "or horizontal (gets the komi)", komi=self.komi)
        if word == "komi" or action in SIDE_ACTIONS:
            return Text("the komi and the sides are settled already")
        colour, at, point = action.partition("@")
        if not at:
            if grid.is_name(action):
                return self.point_refusal(grid.index(action))
            return Text("a move is a colour and a point, like B@c3 for Black or W@c3 for White")
        if colour not in COLOUR_NAME:
            return Text("{colour!r} is not a colour: B (Black) or W (White), as in B@{cell}",
                        colour=colour, cell=point or "c3")
        i = grid.index(point)  # says so if the text is no point of this board
        if self.stones[i] is not None:
            return Text("{cell} is taken", cell=point)
        holes = ", ".join(grid.name(j) for j in self.holes_made(colour, i))
        if colour == BLACK:
            return Text("a black stone on {cell} would make a hole at {holes}, and the revised "
                        "rules forbid making holes", cell=point, holes=holes)
        return Text("a white stone on {cell} would make a hole at {holes}, and the revised rules "
                    "forbid making holes", cell=point, holes=holes)

    def point_refusal(self, i: int) -> str:
        """Why a bare point, as a click gives it, is no move."""
        name = self.board.grid.name(i)
        if self.stones[i] is not None:
            return Text("{cell} is taken", cell=name)
        if any(a.endswith(f"@{name}") for a in self.legal_actions()):
            return Text("say which colour: B@{cell} or W@{cell}", cell=name)
        return Text("a stone of either colour on {cell} would make a hole, and the revised rules "
                    "forbid making holes", cell=name)

    # -- playing ---------------------------------------------------------------------------------

    def apply(self, action: str):
        word, _, number = action.partition(" ")
        if word == "komi":
            self.komi, self.to_move = int(number), 1
        elif action in SIDE_ACTIONS:
            # Player 2 takes the side named; Vertical moves first.
            chosen = SIDE_ACTIONS[action]
            self.seat_side = (OTHER_SIDE[chosen], chosen)
            self.to_move = self.seat_of(VERTICAL)
        else:
            colour, _, point = action.partition("@")
            self.place(colour, self.board.grid.index(point))

    def place(self, colour: str, i: int):
        self.stones[i] = colour
        self.empty -= 1
        self.filled = ()
        if self.options["rules"] == "seed":
            self.filled = tuple(self.holes_made(colour, i))
            for j in self.filled:
                self.stones[j] = colour
            self.empty -= len(self.filled)
        self.last_move = i
        self.last_claims = tuple(self.claim_around(i))
        if self.empty == 0:
            self.to_move = None
        else:
            self.to_move = self.seat_of(OTHER_SIDE[self.side_to_move])

    def claim_around(self, placed: int):
        """Claim every unclaimed group without liberties. Only groups that hold or touch the stone
        just placed can have lost their last liberty this turn: a filled hole lies beside that
        stone, and its own neighbours are all of the stone's colour, so they join its group."""
        seen: set[int] = set()
        for start in (placed, *self.board.neighbours[placed]):
            if start in seen or self.stones[start] is None or self.owner[start] is not None:
                continue
            group, free = self.group(start)
            seen |= group
            if free:
                continue
            directions = frozenset(d for d, j in self.board.compass[placed] if j in group)
            claim = Claim(OWNER[directions], frozenset(group), directions)
            for j in group:
                self.owner[j] = claim.side
            self.claims.append(claim)
            yield claim

    def group(self, start: int) -> tuple[set[int], bool]:
        """The group of the stone on `start`, and whether it has a liberty."""
        colour, stones, neighbours = self.stones[start], self.stones, self.board.neighbours
        group, todo, free = {start}, [start], False
        while todo:
            for j in neighbours[todo.pop()]:
                if stones[j] == colour:
                    if j not in group:
                        group.add(j)
                        todo.append(j)
                elif stones[j] is None:
                    free = True
        return group, free

    # -- the result ------------------------------------------------------------------------------

    def claimed(self, side: str) -> int:
        return sum(len(c.stones) for c in self.claims if c.side == side)

    def side_score(self, side: str) -> int:
        return self.claimed(side) + (self.komi or 0) * (side == HORIZONTAL)

    def scores(self) -> tuple[int, int]:
        if self.seat_side is None:
            return (0, 0)
        return tuple(self.side_score(side) for side in self.seat_side)

    def winners(self) -> tuple[int, ...]:
        if not self.over:
            return ()
        first, second = self.scores()
        if first == second:
            return (0, 1)
        return (0,) if first > second else (1,)

    def cell(self, name: str) -> str | None:
        return self.stones[self.board.grid.index(name.strip().lower())]

    # -- words for the app -----------------------------------------------------------------------

    def clicks(self, action: str) -> tuple[str, ...]:
        colour, at, point = action.partition("@")
        return (point,) if at else ()

    def label(self, action: str) -> str:
        word, _, number = action.partition(" ")
        if word == "komi":
            return Text("Komi {komi}", komi=number)
        if action == "vertical":
            return Text("Play Vertical (moves first)")
        if action == "horizontal":
            return Text("Play Horizontal (gets komi {komi})", komi=self.komi)
        colour, at, _ = action.partition("@")
        return STONE_LABEL[colour] if at else action

    def describe(self, action: str) -> str:
        colour, at, point = action.partition("@")
        if not at:
            return self.label(action)
        if colour == BLACK:
            return Text("Black stone on {point}", point=point)
        return Text("White stone on {point}", point=point)

    def seat_name(self, seat: int) -> Text:
        if self.seat_side is None:
            return player(seat)
        return SIDE_NAME[self.seat_side[seat]]

    def score_line(self) -> Text:
        vertical, horizontal = self.claimed(VERTICAL), self.claimed(HORIZONTAL)
        komi = self.komi or 0
        return Text("Vertical {vertical}, Horizontal {horizontal} ({claimed} claimed + komi "
                    "{komi})", vertical=vertical, horizontal=horizontal + komi, claimed=horizontal,
                    komi=komi)

    def prompt(self) -> str:
        if self.over:
            return self.result()
        if self.choosing_komi:
            if self.board.size % 2:
                return Text("Player 1: set the komi, the points Horizontal gets (an even number "
                            "on this {size} × {size} board); Player 2 then picks a side",
                            size=self.board.size)
            return Text("Player 1: set the komi, the points Horizontal gets (an odd number on "
                        "this {size} × {size} board); Player 2 then picks a side",
                        size=self.board.size)
        if self.choosing_side:
            return Text("Player 2: the komi is {komi}; choose your side: Vertical moves first, "
                        "Horizontal gets the komi", komi=self.komi)
        return Text("{side} to play a black or white stone · {score}",
                    side=SIDE_NAME[self.side_to_move], score=self.score_line())

    def result(self) -> str:
        vertical, horizontal = self.side_score(VERTICAL), self.side_score(HORIZONTAL)
        if vertical == horizontal:
            return Text("Draw, {first} to {second}", first=vertical, second=horizontal)
        winner = VERTICAL if vertical > horizontal else HORIZONTAL
        return Text("{side} wins, {high} to {low}", side=SIDE_NAME[winner],
                    high=max(vertical, horizontal), low=min(vertical, horizontal))

    def summary(self) -> str:
        groups = {side: sum(c.side == side for c in self.claims) for side in SIDE_NAME}
        return Text("Final score: {score}. Vertical claimed {vertical} groups and Horizontal "
                    "{horizontal}; every stone on the board is in a claimed group, tinted in its "
                    "owner's colour.", score=self.score_line(), vertical=groups[VERTICAL],
                    horizontal=groups[HORIZONTAL])


def parity_words(size: int) -> Text:
    if size % 2:
        return Text("on a {size} x {size} board the komi must be even (its parity unlike the "
                    "board size's, so that no game ends in a tie)", size=size)
    return Text("on a {size} x {size} board the komi must be odd (its parity unlike the board "
                "size's, so that no game ends in a tie)", size=size)


def komi_refusal(board: Board, komi: int) -> Text:
    if komi % 2 == board.size % 2:
        return parity_words(board.size)
    return Text("on a {size} x {size} board the komi goes from 0 to {last}, the number of points "
                "less one", size=board.size, last=board.komi_values()[-1])


GAME = Game(
    game_id="rumbo",
    name="Rumbo",
    blurb=Text("Claim groups by the directions they touch."),
    options=(
        Option("size", 9, tuple(range(5, 20)), Text("Points along each side of the board.")),
        Option("rules", "seed", ("seed", "revised"),
               Text("Which version of the rules: the designer's first post (13 November 2016) or "
                    "his revision two weeks later."),
               labels={"seed": Text("First version: every hole a stone makes is filled with its "
                                    "colour"),
                       "revised": Text("Revised: a stone may not make a hole")}),
        KomiOption("komi", "negotiate", ("negotiate", *KOMI_MENU),
                   Text("Points added to Horizontal's score (with a komi set here, player 1 plays "
                        "Vertical); even on odd sizes, odd on even sizes, less than the number "
                        "of points."),
                   labels={"negotiate": Text("Negotiate: player 1 sets it, player 2 picks a "
                                             "side")}),
    ),
    state_class=RumboState,
    examples=(
        (Text("One stone, two claims: Black c3 takes the last liberty of White c4, which lies "
              "north of it (Vertical's), and of White d3, east of it (Horizontal's)."),
         {"size": 5, "komi": 6},
         ("B@b4", "B@d4", "B@c5", "B@e3", "B@d2", "W@c4", "W@d3", "B@c3")),
        (Text("A stone can close its own group for the other side: Black a1 joins b1, which "
              "lies east of it, and the pair has no liberty left, so Horizontal claims it."),
         {"size": 5, "komi": 6}, ("B@b1", "W@a2", "W@b2", "W@c1", "B@a1")),
        (Text("A filled hole: Black b4 makes a4 a hole (all its neighbours black), which is "
              "filled at once. The group then touches b4 from all four sides; that set goes to "
              "Vertical."),
         {"size": 5, "komi": 6},
         ("B@a5", "W@c5", "B@b5", "W@d4", "B@a3", "W@c3", "B@b3", "W@a2", "B@c4", "W@b2",
          "B@b4")),
    ),
)

