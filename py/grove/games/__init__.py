"""The game registry: each of Grove's six games declared once, with every part of it.

A game's engine is its module here (`games/<id>.py`: the rules, read top to bottom). Its
other parts live in the layers above, each named in its `Entry`: the view that draws it
(`grove.view`), the computer's knowledge of it (`grove.ai`), its lessons and the rules they
teach (`grove.learn`), its puzzles (a file the page fetches) and the options its links leave
out. Each layer reads its part from `CATALOGUE`; `tests/test_registry.py` checks that every game
offers every part. Adding a game is a module here, one in each layer, and an entry below.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from grove.core.state import Game, State
from grove.games import arborel, arbos, btt, orbit, rumbo, trellis
from grove.i18n import Text


@dataclass(frozen=True)
class Entry:
    """One game of Grove and where each layer finds its part of it."""

    game: Game
    blurb: Text  # the line the picker shows
    view: str  # the module whose render(state, hints) draws it
    ai: str  # the module of its computer knowledge (KNOWLEDGE, and HARD_KNOWLEDGE if finer)
    lessons: str  # the module of its LESSONS and RULES
    # The options a link's head leaves out, as they were when link format "b" was made: part of
    # the format for good, whatever the game's defaults become (grove.links).
    link_defaults: dict = field(default_factory=dict)

    @property
    def game_id(self) -> str:
        return self.game.game_id

    @property
    def name(self) -> str:
        return self.game.name

    @property
    def puzzles(self) -> str:
        """The site's file of its puzzles (grove.learn.puzzles), fetched when first opened."""
        return f"static/puzzles/{self.game_id}.json"


def parts(game_id: str) -> dict:
    """Where each layer's part of the game `game_id` is: a module named after it."""
    return {"view": f"grove.view.{game_id}", "ai": f"grove.ai.{game_id}",
            "lessons": f"grove.learn.{game_id}"}


# The six games of Grove, in the picker's order.
CATALOGUE = (
    Entry(arbos.GAME, Text("Grow three trees from seeds and spores."),
          **parts("arbos"),
          link_defaults={"size": 20, "seeds": 10, "seeding": "random", "tree_limit": "remove",
                         "turn_seconds": 300}),
    Entry(btt.GAME, Text("Point pyramids, pay coins, fill the board."), **parts("btt"),
          link_defaults={"players": 2, "board": "standard", "scoring": "seed"}),
    Entry(rumbo.GAME, Text("Claim groups by the directions they touch."),
          **parts("rumbo"),
          link_defaults={"size": 9, "rules": "seed", "komi": "negotiate"}),
    Entry(trellis.GAME, Text("Join your two sides; two stones a turn, three points apart."),
          **parts("trellis"), link_defaults={"size": 15, "pie": "swap"}),
    Entry(orbit.GAME, Text("Encircle points: orbits capture, half-orbits forbid."),
          **parts("orbit"), link_defaults={"size": 16, "pie": "swap"}),
    Entry(arborel.GAME, Text("Build stairs in 3-D and race to the enemy tower."),
          **parts("arborel"), link_defaults={"players": 2, "stairs": 5}),
)
ENTRIES: dict[str, Entry] = {entry.game_id: entry for entry in CATALOGUE}
GAMES: dict[str, Game] = {entry.game_id: entry.game for entry in CATALOGUE}


def new_game(game_id: str, **options) -> State:
    """A new game; an unknown game, option or value -> ValueError."""
    if game_id not in GAMES:
        raise ValueError(Text("no game {game!r}: the games are {games}", game=game_id,
                              games=", ".join(sorted(GAMES))))
    return GAMES[game_id].new(**options)
