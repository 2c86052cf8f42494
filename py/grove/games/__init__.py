"""The game registry: every playable game by id, and the catalogue of all six."""

from __future__ import annotations

from dataclasses import dataclass

from grove.core.state import Game, State
from grove.games import arborel, arbos, btt, orbit, rumbo, trellis
from grove.i18n import Text

GAMES: dict[str, Game] = {
    game.game_id: game
    for game in (
        trellis.GAME,
        orbit.GAME,
        btt.GAME,
        arbos.GAME,
        rumbo.GAME,
        arborel.GAME,
    )
}


@dataclass(frozen=True)
class Entry:
    game_id: str
    name: str
    blurb: Text


# The six games of Grove, in the picker's order, with the line the picker shows for each.
CATALOGUE = (
    Entry("arbos", "Arbos", Text("Grow three trees from seeds and spores.")),
    Entry("btt", "Branches & Twigs & Thorns", Text("Point pyramids, pay coins, fill the board.")),
    Entry("rumbo", "Rumbo", Text("Claim groups by the directions they touch.")),
    Entry("trellis", "Trellis",
          Text("Join your two sides; two stones a turn, three points apart.")),
    Entry("orbit", "Orbit", Text("Encircle points: orbits capture, half-orbits forbid.")),
    Entry("arborel", "Arborel", Text("Build stairs in 3-D and race to the enemy tower.")),
)


def new_game(game_id: str, **options) -> State:
    """A new game; an unknown game, option or value -> ValueError."""
    if game_id not in GAMES:
        raise ValueError(Text("no game {game!r}: the games are {games}", game=game_id,
                              games=", ".join(sorted(GAMES))))
    return GAMES[game_id].new(**options)
