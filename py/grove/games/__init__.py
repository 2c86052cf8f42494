"""The game registry: every playable game by id, and the catalogue of all six."""

from __future__ import annotations

from dataclasses import dataclass

from grove.core.state import Game, State
from grove.games import arborel, arbos, btt, orbit, rumbo, trellis

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
    blurb: str


# The six games of Grove, in the picker's order, with the line the picker shows for each.
CATALOGUE = (
    Entry("arbos", "Arbos", "Grow three trees from seeds and spores."),
    Entry("btt", "Branches & Twigs & Thorns", "Point pyramids, pay coins, fill the board."),
    Entry("rumbo", "Rumbo", "Claim groups by the directions they touch."),
    Entry("trellis", "Trellis", "Join your two sides; two stones a turn, three points apart."),
    Entry("orbit", "Orbit", "Encircle points: orbits capture, half-orbits forbid."),
    Entry("arborel", "Arborel", "Build stairs in 3-D and race to the enemy tower."),
)


def new_game(game_id: str, **options) -> State:
    """A new game; an unknown game, option or value -> ValueError."""
    if game_id not in GAMES:
        known = ", ".join(sorted(GAMES))
        raise ValueError(f"no game {game_id!r}: the games are {known}")
    return GAMES[game_id].new(**options)
