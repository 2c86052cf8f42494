"""Arbos ("tree" in Latin): seeds, spores and at most three trees (rules: docs/arbos.md).

White and Black share a board of cells (20 x 20, or 19 x 19 or 18 x 18) and grow trees of spores
around green seeds. Each player owns some of the seeds, but the other player decides where they go:
in turn, each places a seed of the opponent until all are down, no two seeds closer than three
cells along a row or a column (with `seeding=random` the engine does this for them).

Then, turn by turn, a player places one spore:

- on a free cell that touches (by a side or a corner) one of their own seeds, or
- on a free cell that shares no side with an enemy spore;

or replaces one of their own seeds by a spore and then places two more spores by those rules; or
passes. Same-coloured spores that touch by sides or corners form a tree; a seed belongs to every
tree with a spore touching it. Nobody may keep more than three trees: a turn that ends with four
or more is followed by removals (`tree_limit=remove`), or such placements are illegal
(`tree_limit=forbid`). The game ends on two passes in a row, or when neither player can place a
spore. A player scores each of their own seeds that touches two or more of their own trees; the
higher score wins and a tie goes to Black.

Cells are named the seed's way: row letter from the top, then column number (`C12`). Actions:
`C12` (a spore), `replace@C12`, `remove@C12`, `seed@C12`, `pass`. Positions are bitboards (Python
ints, bit `row * size + column`).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import cache, lru_cache

from grove.core.grid import Names
from grove.core.state import TOO_LONG, Game, IllegalMove, Option, State
from grove.i18n import Text

WHITE, BLACK = "W", "B"
COLOURS = (WHITE, BLACK)  # seat 0 plays White and moves first
COLOUR_NAME = {WHITE: Text("White"), BLACK: Text("Black")}
OTHER = {WHITE: BLACK, BLACK: WHITE}

SPORES = 80  # each player's supply; removed spores go back to it
MAX_TREES = 3
SEED_GAP = 3  # seeds stand at least this many cells apart along a row or a column
ROW_LETTERS = "ABCDEFGHIJKLMNOPQRST"
CELL_NAME = re.compile(r"([A-Z])([0-9]{1,2})")
WORDS = ("replace", "remove", "seed")

# What this game's view reads beyond the engine contract (docs/architecture.md), and what it is:
# part of the contract for this game; tests/test_view_contract.py keeps the view to it.
# A cell is an index, row * size + column (row 0 the top); a mask is an int with a bit per cell.
SHOWN: dict[str, str] = {
    "board": "the board's size and masks (`Board` below), built once per size and shared",
    "board.size": "the cells along each side: 20, 19 or 18",
    "board.grid": "the cells' names (`ArbosGrid` below): grid.names[i], such as 'C12'",
    "board.bits": "bits(mask): the indexes of the cells in a mask, lowest first",
    "spores": "spores[colour]: the mask of that colour's spores ('W' or 'B')",
    "seeds": "seeds[colour]: the mask of the seeds that colour owns",
    "cell_at": "cell_at(i): what is on cell i, 'W', 'B' (a spore), 'seed:W', 'seed:B' or None",
    "trees": "trees(colour): that colour's trees, a tuple of masks, lowest cell first",
    "trees_touching": "trees_touching(colour, i): how many of that colour's trees touch cell i",
    "scoring_seeds": "scoring_seeds(colour): the mask of its seeds touching two or more of its "
                     "trees (each scores a point)",
    "supply": "supply(colour): the spores that colour has left to place",
    "turn_cells": "the cells played in the turn under way: its spores, and a replaced seed",
    "turn_removed": "the cells whose spores the turn under way removed",
    "last_cells": "turn_cells of the previous turn, as it ended; () after a pass",
    "last_removed": "turn_removed of the previous turn, as it ended",
}


class ArbosGrid(Names):
    """The cells of one board size, named as in the original rules: `C12` is row C (the third from
    the top), column 12 (from the left). Index = row * size + column."""

    def __init__(self, size: int):
        self.size = size
        self.cells = size * size
        super().__init__(tuple(f"{ROW_LETTERS[r]}{c + 1}" for r in range(size)
                               for c in range(size)), CELL_NAME, "cell")

    def rc(self, i: int) -> tuple[int, int]:
        """(row from the top, column from the left) of cell `i`."""
        return divmod(i, self.size)


class Board:
    """Bit masks of one board size: neighbours by sides (4) or by sides and corners (8)."""

    def __init__(self, size: int):
        self.size = size
        self.grid = ArbosGrid(size)
        n = size
        self.full = (1 << n * n) - 1
        column = sum(1 << r * n for r in range(n))
        self.not_first_column = self.full & ~column
        self.not_last_column = self.full & ~(column << n - 1)
        self.around = tuple(self.step8(1 << i) for i in range(n * n))  # each cell and its 8

    def step4(self, m: int) -> int:
        """`m` and the cells sharing a side with one of its cells."""
        n = self.size
        return (m | m << n | m >> n | (m & self.not_last_column) << 1
                | (m & self.not_first_column) >> 1) & self.full

    def step8(self, m: int) -> int:
        """`m` and the cells sharing a side or a corner with one of its cells."""
        rows = (m | m << self.size | m >> self.size) & self.full
        return rows | (rows & self.not_last_column) << 1 | (rows & self.not_first_column) >> 1

    def bits(self, mask: int):
        while mask:
            low = mask & -mask
            yield low.bit_length() - 1
            mask ^= low

    def names(self, mask: int) -> list[str]:
        names = self.grid.names
        if mask.bit_count() < 24:
            return [names[i] for i in self.bits(mask)]
        # Many cells (a list of legal spores): reading the binary digits is quicker than taking
        # the bits of a long number off one by one.
        return [names[i] for i, digit in enumerate(reversed(bin(mask))) if digit == "1"]


@cache
def board_for(size: int) -> Board:
    return Board(size)


@lru_cache(maxsize=8192)
def trees_of(size: int, spores: int) -> tuple[int, ...]:
    """The trees made by `spores` (one colour): groups connected by sides or corners, as masks."""
    board, found = board_for(size), []
    while spores:
        tree = spores & -spores
        while True:
            grown = board.step8(tree) & spores
            if grown == tree:
                break
            tree = grown
        found.append(tree)
        spores &= ~tree
    return tuple(found)


def seeding_order(seeds_each: int) -> tuple[str, ...]:
    """Whose seed goes down at each seeding step: White places a Black seed first, then Black
    places a White seed, and so on."""
    return tuple(BLACK if k % 2 == 0 else WHITE for k in range(2 * seeds_each))


def seed_room(board: Board, seeds: int) -> int:
    """Cells where a new seed may go: free of seeds and outside the 5 x 5 square around each
    seed, which is what "at least two empty cells between them along a row or a column" means."""
    return board.full & ~board.step8(board.step8(seeds))


def random_seeds(board: Board, order: tuple[str, ...], rng_seed: int) -> dict[str, int]:
    """Seeds placed at random, each on a cell chosen uniformly among the allowed ones. An unlucky
    draw can leave no room for the last seeds on the smaller boards: then draw the whole layout
    again, from the same generator, so one `rng_seed` always gives one layout."""
    rng = random.Random(rng_seed)
    while True:
        placed = {WHITE: 0, BLACK: 0}
        for owner in order:
            room = list(board.bits(seed_room(board, placed[WHITE] | placed[BLACK])))
            if not room:
                break
            placed[owner] |= 1 << rng.choice(room)
        else:
            return placed


@dataclass(frozen=True)
class SeedOption(Option):
    """`rng_seed`: any whole number from 0 to 2**31 - 1 is accepted (a record or a link may carry
    one); the new-game form offers the few listed in `choices`."""

    def parse(self, value):
        if isinstance(value, str) and value.strip().isdecimal():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 2**31:
            raise ValueError(Text("option {name} cannot be {value!r}: choose a whole number "
                                  "from 0 to 2147483647", name=self.name, value=value))
        return value


class ArbosState(State):
    # -- setting up ------------------------------------------------------------------------------

    def setup(self):
        self.board = board_for(self.options["size"])
        self.spores = {WHITE: 0, BLACK: 0}
        self.seeds = {WHITE: 0, BLACK: 0}  # green on the board; the key is the owner
        self.order = seeding_order(self.options["seeds"])
        self.seeded = 0  # seeds placed so far in manual seeding
        self.phase = "seeding"  # then "turn" (a turn's first action), "follow", "remove"
        self.to_move = 0
        self.follow_ups = 0  # placements still owed after a replacement
        self.passes = 0  # consecutive passes
        self.turn_cells: tuple[int, ...] = ()  # cells played this turn (spores, replaced seed)
        self.turn_removed: tuple[int, ...] = ()  # spores removed this turn
        self.last_cells: tuple[int, ...] = ()  # the previous turn's cells, for the view
        self.last_removed: tuple[int, ...] = ()
        self.replaced = {WHITE: 0, BLACK: 0}  # seeds taken out of the game, counted
        if self.options["seeding"] == "random":
            self.seeds = random_seeds(self.board, self.order, self.options["rng_seed"])
            self.seeded = len(self.order)
            self.start_play()
        else:
            self.to_move = 0

    def copy_position(self):
        self.spores = dict(self.spores)
        self.seeds = dict(self.seeds)
        self.replaced = dict(self.replaced)

    def position(self):
        return (self.spores[WHITE], self.spores[BLACK], self.seeds[WHITE], self.seeds[BLACK],
                self.phase, self.to_move, self.follow_ups, self.passes, self.seeded)

    @property
    def colour(self) -> str:
        return COLOURS[self.to_move]

    # -- what stands where -----------------------------------------------------------------------

    @property
    def occupied(self) -> int:
        return self.spores[WHITE] | self.spores[BLACK] | self.seeds[WHITE] | self.seeds[BLACK]

    def supply(self, colour: str) -> int:
        return SPORES - self.spores[colour].bit_count()

    def trees(self, colour: str) -> tuple[int, ...]:
        return trees_of(self.board.size, self.spores[colour])

    def trees_touching(self, colour: str, cell: int) -> int:
        """How many of `colour`'s trees have a spore touching `cell`."""
        around = self.board.around[cell]
        return sum(1 for tree in self.trees(colour) if tree & around)

    def scoring_seeds(self, colour: str) -> int:
        """`colour`'s seeds that touch at least two of `colour`'s trees."""
        return sum(1 << s for s in self.board.bits(self.seeds[colour])
                   if self.trees_touching(colour, s) >= 2)

    # -- where a spore may go --------------------------------------------------------------------

    def spore_cells(self, colour: str) -> int:
        """Free cells that touch one of `colour`'s seeds, or share no side with an enemy spore;
        under `tree_limit=forbid`, only those that would not make a fourth tree."""
        if self.supply(colour) == 0:
            return 0
        board = self.board
        free = board.full & ~self.occupied
        near_own_seed = board.step8(self.seeds[colour])
        beside_enemy = board.step4(self.spores[OTHER[colour]])
        cells = free & (near_own_seed | ~beside_enemy)
        return cells & self.tree_room(colour)

    def tree_room(self, colour: str) -> int:
        """Cells where a new spore of `colour` keeps the tree limit of `forbid`: anywhere while
        there are fewer than three trees, then only touching an existing tree."""
        if self.options["tree_limit"] == "forbid" and len(self.trees(colour)) >= MAX_TREES:
            return self.board.step8(self.spores[colour])
        return self.board.full

    def replaceable(self, colour: str) -> int:
        """`colour`'s seeds that may be replaced by a spore now."""
        if self.supply(colour) == 0:
            return 0
        return self.seeds[colour] & self.tree_room(colour)

    def can_place(self, colour: str) -> bool:
        return bool(self.spore_cells(colour) or self.replaceable(colour))

    # -- what may be played ----------------------------------------------------------------------

    def legal_actions(self) -> list[str]:
        names, actions = self.board.names, []
        for word, mask in self.cells_open().items():
            actions += [word + name for name in names(mask)]
        return actions + ["pass"] if self.phase == "turn" else actions

    def cells_open(self) -> dict[str, int]:
        """The cells each kind of action may name now, as masks, by the action's first word
        ("" for a spore)."""
        board, colour = self.board, self.colour
        if self.phase == "seeding":
            return {"seed@": seed_room(board, self.seeds[WHITE] | self.seeds[BLACK])}
        if self.phase == "remove":
            return {"remove@": self.spores[colour]}
        if self.phase == "follow":
            return {"": self.spore_cells(colour)}
        return {"": self.spore_cells(colour), "replace@": self.replaceable(colour)}

    def allows(self, action: str) -> bool:
        # A cell is looked up in its mask rather than among the hundreds of names listed.
        word, at, name = action.rpartition("@")
        grid = self.board.grid
        if self.over or not grid.is_name(name):
            return action in self.legal()
        return bool(self.cells_open().get(word + at, 0) >> grid.index(name) & 1)

    def refusal(self, action: str) -> str:
        word, at, name = action.rpartition("@")
        if at and word not in WORDS or not at and action != "pass" and not CELL_NAME.fullmatch(
                action):
            return Text("{action!r} is not an action: play a cell (C12), replace@C12, remove@C12, "
                        "seed@C12 or pass", action=action)
        if self.phase == "seeding" and not at and action != "pass":
            word = "seed"  # a click on a cell while seeding: say why no seed may go there
        phase_says = self.phase_refusal(word or action)
        if phase_says:
            return phase_says
        i = self.board.grid.index(name)  # says so if the text is no cell of this board
        if word == "seed":
            return self.seed_refusal(name, i)
        if word == "remove":
            if self.colour == WHITE:
                return Text("{cell} holds no White spore to remove", cell=name)
            return Text("{cell} holds no Black spore to remove", cell=name)
        if word == "replace":
            return self.replace_refusal(name, i)
        return self.spore_refusal(name, i)

    def phase_refusal(self, word: str) -> str | None:
        """Why an action of this kind cannot be played at this stage of the game or the turn."""
        who = COLOUR_NAME[self.colour]
        if self.phase == "seeding":
            if word != "seed":
                owner = COLOUR_NAME[self.order[self.seeded]]
                return Text("the seeds are placed first: {who} places a seed of {owner} "
                            "(seed@C12)", who=who, owner=owner)
            return None
        if word == "seed":
            return Text("all the seeds are placed")
        if self.phase == "remove":
            if word != "remove":
                return Text("{who} has {trees} trees: remove your own spores (remove@C12) until "
                            "you have {most}", who=who, trees=len(self.trees(self.colour)),
                            most=MAX_TREES)
            return None
        if word == "remove":
            return Text("spores are removed only when a turn ends with more than {most} trees",
                        most=MAX_TREES)
        if self.phase == "follow":
            if word == "pass":  # one or two spores are owed in this phase
                return Text("after replacing a seed, {who} must place {n} more spore",
                            plural="after replacing a seed, {who} must place {n} more spores",
                            who=who, n=self.follow_ups)
            if word == "replace":
                return Text("the two placements after a replacement are spores, not another "
                            "replacement")
        return None

    def seed_refusal(self, name: str, i: int) -> str:
        if self.occupied >> i & 1:
            return Text("{cell} is taken", cell=name)
        board, seeds = self.board, self.seeds[WHITE] | self.seeds[BLACK]
        near = [board.grid.names[s] for s in board.bits(board.step8(board.step8(1 << i)) & seeds)]
        if not near:  # a bare cell name where a seed may go: the seeding action has its own word
            return Text("while seeding, place a seed with seed@{cell}", cell=name)
        return Text("{cell} is too close to the seed on {seed}: seeds stand at least {gap} cells "
                    "apart along a row or a column", cell=name, seed=near[0], gap=SEED_GAP)

    def replace_refusal(self, name: str, i: int) -> str:
        colour = self.colour
        if not self.seeds[colour] >> i & 1:
            return Text("{cell} holds no seed of {colour}", cell=name, colour=COLOUR_NAME[colour])
        if self.supply(colour) == 0:
            return Text("{colour} has no spore left", colour=COLOUR_NAME[colour])
        return Text("a spore on {cell} would make a fourth tree: at most {most} are allowed",
                    cell=name, most=MAX_TREES)

    def spore_refusal(self, name: str, i: int) -> str:
        colour = self.colour
        if self.occupied >> i & 1:
            return Text("{cell} is taken", cell=name)
        if self.supply(colour) == 0:
            return Text("{colour} has no spore left", colour=COLOUR_NAME[colour])
        if not self.tree_room(colour) >> i & 1:
            return Text("a spore on {cell} would make a fourth tree: at most {most} are allowed",
                        cell=name, most=MAX_TREES)
        if colour == WHITE:
            return Text("{cell} shares a side with a Black spore and touches none of White's "
                        "seeds", cell=name)
        return Text("{cell} shares a side with a White spore and touches none of Black's seeds",
                    cell=name)

    def normalize(self, text: str) -> str:
        """Cells in capitals, words in small letters: `c12` -> `C12`, `Replace@c12` ->
        `replace@C12`."""
        if len(text) > 40:
            raise IllegalMove(TOO_LONG)
        text = text.strip()
        word, at, name = text.rpartition("@")
        if at:
            return f"{word.strip().lower()}@{name.strip().upper()}"
        return "pass" if text.lower() == "pass" else text.upper()

    # -- playing ---------------------------------------------------------------------------------

    def apply(self, action: str):
        word, _, name = action.rpartition("@")
        if action == "pass":
            self.turn_cells = self.turn_removed = ()
            self.passes += 1
            self.hand_over()
            return
        i = self.board.grid.index(name)
        if word == "seed":
            self.place_seed(i)
        elif word == "remove":
            self.remove(i)
        elif word == "replace":
            self.replace(i)
        else:
            self.place_spore(i)

    def place_seed(self, i: int):
        self.seeds[self.order[self.seeded]] |= 1 << i
        self.seeded += 1
        room = seed_room(self.board, self.seeds[WHITE] | self.seeds[BLACK])
        if self.seeded == len(self.order) or not room:
            # With no room left, the seeds not yet placed stay out of the game.
            self.start_play()
        else:
            self.to_move = 1 - self.to_move

    def start_play(self):
        self.phase, self.to_move = "turn", 0
        if not (self.can_place(WHITE) or self.can_place(BLACK)):
            self.to_move = None

    def replace(self, i: int):
        colour = self.colour
        self.seeds[colour] &= ~(1 << i)  # the seed leaves the game
        self.replaced[colour] += 1
        self.spores[colour] |= 1 << i
        self.turn_cells = (i,)
        self.phase, self.follow_ups = "follow", 2
        if not self.spore_cells(colour):
            self.end_turn()

    def place_spore(self, i: int):
        colour = self.colour
        self.spores[colour] |= 1 << i
        self.turn_cells += (i,)
        if self.phase == "follow":
            self.follow_ups -= 1
            if self.follow_ups and self.spore_cells(colour):
                return
        self.end_turn()

    def end_turn(self):
        """A turn's placements are done: keep the tree limit, then hand over."""
        self.follow_ups = 0
        self.passes = 0
        if len(self.trees(self.colour)) > MAX_TREES:
            self.phase = "remove"
        else:
            self.hand_over()

    def remove(self, i: int):
        self.spores[self.colour] &= ~(1 << i)  # back to the supply
        self.turn_removed += (i,)
        if len(self.trees(self.colour)) <= MAX_TREES:
            self.hand_over()

    def hand_over(self):
        self.last_cells, self.last_removed = self.turn_cells, self.turn_removed
        self.turn_cells = self.turn_removed = ()
        self.phase = "turn"
        if self.passes >= 2 or not (self.can_place(WHITE) or self.can_place(BLACK)):
            self.to_move = None
        else:
            self.to_move = 1 - self.to_move

    # -- the result ------------------------------------------------------------------------------

    def scores(self) -> tuple[int, int]:
        return tuple(self.scoring_seeds(colour).bit_count() for colour in COLOURS)

    def winners(self) -> tuple[int, ...]:
        if not self.over:
            return ()
        white, black = self.scores()
        return (0,) if white > black else (1,)  # a tie goes to Black

    def cell(self, name: str) -> str | None:
        return self.cell_at(self.board.grid.index(name.strip().upper()))

    def cell_at(self, i: int) -> str | None:
        for colour in COLOURS:
            if self.spores[colour] >> i & 1:
                return colour
            if self.seeds[colour] >> i & 1:
                return "seed:" + colour
        return None

    # -- words for the app -----------------------------------------------------------------------

    def clicks(self, action: str) -> tuple[str, ...]:
        word, _, name = action.rpartition("@")
        if not self.board.grid.is_name(name):
            return ()
        # Replacing one of your seeds cannot be undone lightly: a second click confirms it.
        return (name, name) if word == "replace" else (name,)

    def label(self, action: str) -> str:
        word, _, name = action.rpartition("@")
        if action == "pass":
            return Text("Pass")
        if word == "replace":
            return Text("Replace the seed on {cell}", cell=name)
        if word == "remove":
            return Text("Remove the spore on {cell}", cell=name)
        if word == "seed":
            return Text("Seed on {cell}", cell=name)
        return Text("Spore on {cell}", cell=action)

    def turn_so_far(self) -> tuple[str, ...]:
        names = self.board.grid.names
        return tuple(names[i] for i in self.turn_cells + self.turn_removed)

    def score_line(self) -> Text:
        white, black = self.scores()
        return Text("seeds scoring: White {white}, Black {black}", white=white, black=black)

    def tree_line(self) -> Text:
        return Text("trees: White {white}, Black {black}", white=len(self.trees(WHITE)),
                    black=len(self.trees(BLACK)))

    def prompt(self) -> str:
        if self.over:
            return self.result()
        who, colour = COLOUR_NAME[self.colour], self.colour
        if self.phase == "seeding":
            owner = COLOUR_NAME[self.order[self.seeded]]
            return Text("{who}: place a seed of {owner} ({number} of {total}), at least {gap} "
                        "cells from every other seed along a row or a column", who=who,
                        owner=owner, number=self.seeded + 1, total=len(self.order), gap=SEED_GAP)
        score, trees = self.score_line(), self.tree_line()
        if self.phase == "follow":
            return Text("{who}: place spore {number} of 2 after the replacement · {score} · "
                        "{trees}", who=who, number=2 - self.follow_ups + 1, score=score,
                        trees=trees)
        if self.phase == "remove":
            return Text("{who} has {count} trees: remove spores until {most} are left · {score} · "
                        "{trees}", who=who, count=len(self.trees(colour)), most=MAX_TREES,
                        score=score, trees=trees)
        return Text("{who} to play: a spore, replace a seed, or pass (spores left: {spores}) · "
                    "{score} · {trees}", who=who, spores=self.supply(colour), score=score,
                    trees=trees)

    def summary(self) -> str:
        names = self.board.names
        parts = []
        for colour in COLOURS:
            scoring = names(self.scoring_seeds(colour))
            values = dict(colour=COLOUR_NAME[colour], count=len(scoring),
                          trees=len(self.trees(colour)), seeds=self.seeds[colour].bit_count())
            if scoring:
                parts.append(Text("{colour} scores {count} ({cells}); trees: {trees}, seeds "
                                  "left: {seeds}", cells=", ".join(scoring), **values))
            else:
                parts.append(Text("{colour} scores {count}; trees: {trees}, seeds left: {seeds}",
                                  **values))
        why = (Text("both players passed") if self.passes >= 2
               else Text("neither player could place a spore"))
        white, black = parts  # in the order of COLOURS
        return Text("{result}. The game ended because {why}. {white}; {black}.",
                    result=self.result(), why=why, white=white, black=black)

    def result(self) -> str:
        white, black = self.scores()
        score = self.score_line()
        if white > black:
            return Text("{seat} wins ({score})", seat=COLOUR_NAME[WHITE], score=score)
        if white == black:
            return Text("Black wins the tie ({score})", score=score)
        return Text("{seat} wins ({score})", seat=COLOUR_NAME[BLACK], score=score)

    def outcome(self) -> str:
        white, black = self.scores()
        if white == black:
            return Text("Black wins the tie, {first} to {second}", first=black, second=white)
        return Text("{side} wins, {high} to {low}",
                    side=COLOUR_NAME[WHITE if white > black else BLACK],
                    high=max(white, black), low=min(white, black))


EXAMPLE = {"size": 18, "seeds": 7, "seeding": "manual", "tree_limit": "remove"}
EXAMPLE_SEEDS = tuple(f"seed@{row}{column}" for row in "CHMR" for column in (3, 8, 13, 18))[:14]

GAME = Game(
    game_id="arbos",
    name="Arbos",
    blurb=Text("Grow three trees from seeds and spores."),
    options=(
        Option("size", 20, (20, 19, 18), Text("Cells along each side of the board."),
               labels={20: Text("{size} x {size}", size=20),
                       19: Text("19 x 19 (a Go board's points)"),
                       18: Text("18 x 18 (a Go board's squares)")}),
        Option("seeds", 10, (10, 9, 8, 7), Text("Seeds each player owns.")),
        Option("seeding", "random", ("random", "manual"), Text("How the seeds are placed."),
               labels={"random": Text("Random: the seeds are spread at random"),
                       "manual": Text("Manual: each player places the other's seeds")}),
        SeedOption("rng_seed", 1, tuple(range(1, 21)),
                   Text("Which random layout of the seeds (the same number gives the same "
                        "layout)."),
                   labels={k: Text("Layout {number}", number=k) for k in range(1, 21)},
                   fresh=True),
        Option("tree_limit", "remove", ("remove", "forbid"),
               Text("How the three-tree limit holds."),
               labels={"remove": Text("Remove: a fourth tree is allowed, then spores are removed"),
                       "forbid": Text("Forbid: a spore that would make a fourth tree is "
                                      "illegal")}),
        Option("turn_seconds", 0, (0, 60, 120, 300, 600),
               Text("Time for a turn; a turn not played in time is a pass."),
               labels={0: Text("No clock"),
                       **{seconds: Text("{n} minute", plural="{n} minutes", n=seconds // 60)
                          for seconds in (60, 120, 300, 600)}}),
    ),
    state_class=ArbosState,
    seat_names=(COLOUR_NAME[WHITE], COLOUR_NAME[BLACK]),
    examples=(
        (Text("White's seed on C8 touches two White trees (B7 and D9), and Black's seed on C3 two "
              "Black trees (B2 and D4): each scores one. The seeds were placed by hand, each "
              "player placing the other's."), EXAMPLE, EXAMPLE_SEEDS + ("B7", "B2", "D9", "D4")),
        (Text("Black's spore on F10 keeps White off the four cells beside it (E10, F9, F11, G10): "
              "they touch no White seed. The highlighted cells are where White may place."),
         EXAMPLE, EXAMPLE_SEEDS + ("B7", "B2", "D9", "D4", "P1", "F10")),
        (Text("White replaces the seed on H8 by a spore (that seed leaves the game) and now owes "
              "two more spores in the same turn."),
         EXAMPLE, EXAMPLE_SEEDS + ("B7", "B2", "D9", "D4", "replace@H8")),
    ),
)
