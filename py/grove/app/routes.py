"""Where a URL fragment leads, and what a quick start from the home page sets up.

    #/                        the home page
    #/orbit                   the Orbit game changed last, or a new one
    #/orbit/game/<id>         one of your games (or a copy saved under a name)
    #/orbit/g/<data>/ply/5    a game by link, or a shared game, at a move
    #/orbit/new               the new-game dialog, with every option
    #/orbit/new/computer      a new game at once: you first, the medium computer the others
    #/orbit/new/friend        a new game with a friend by link, you first
    #/orbit/new/here          a new game for people sharing this screen
    #/orbit/learn             Orbit's lessons: the first not done yet (or /learn/<key>, one)
    #/orbit/puzzles           Orbit's puzzles: the first not tried yet (or /puzzles/<key>)
    #/orbit/puzzles/theme/end those of a theme (a puzzle's kind), or /theme/end/<key>: one

A quick start is a link rather than a button so that it works the same when clicked before
Python is up (the page reads the fragment once it starts); the page then puts the new game's own
address in place of the quick start's, so a reload or Back never starts a second game.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from grove.app.store import PREFIX

QUICK_STARTS = ("computer", "friend", "here")
QUICK_LEVEL = "medium"  # the computer a quick start plays: quick to answer, and a fair match
TEACHING = ("learn", "puzzles")
OPTIONS = "options"  # `start` of `#/<game>/new`: the dialog with every option


@dataclass(frozen=True)
class Route:
    game_id: str = ""  # "" for the home page
    payload: str | None = None  # a link's data
    ply: str | None = None  # a link's move to show, as written
    key: str | None = None  # one of your games, by its storage key
    start: str | None = None  # a new game: OPTIONS, one of QUICK_STARTS, or what was written
    teach: str = ""  # TEACHING: lessons or puzzles
    item: str = ""  # which lesson or puzzle, by its key ("": the next one)
    theme: str = ""  # the puzzles of a theme, as written ("": all of them)


def parse(fragment: str) -> Route:
    """The route a fragment names; what is not understood is kept as written, for the page to
    say so (an unknown game, an unknown way to start)."""
    parts = fragment.removeprefix("#").strip("/").split("/")
    game_id, rest = parts[0], parts[1:]
    if len(rest) >= 2 and rest[0] == "g":
        ply = rest[3] if len(rest) >= 4 and rest[2] == "ply" else None
        return Route(game_id, payload=rest[1], ply=ply)
    if len(rest) >= 2 and rest[0] == "game":
        return Route(game_id, key=PREFIX + rest[1])
    if rest and rest[0] in TEACHING:
        teach, rest = rest[0], rest[1:]
        theme = ""
        if teach == "puzzles" and rest and rest[0] == "theme":
            theme, rest = (rest[1][:40] if len(rest) > 1 else ""), rest[2:]
        return Route(game_id, teach=teach, item=rest[0][:40] if rest else "", theme=theme)
    if rest and rest[0] == "new":
        return Route(game_id, start=rest[1][:40] if len(rest) > 1 and rest[1] else OPTIONS)
    return Route(game_id)


# What following an address does (`way`): open a lesson or a puzzle, a link, one of your games,
# a new game, the latest game of its kind; nothing (it is on screen); the home page; or say
# that there is no such game.
TEACH, LINK, KEY, START, LATEST, STAY, HOME, UNKNOWN = (
    "teach", "link", "key", "start", "latest", "stay", "home", "unknown")


@dataclass(frozen=True)
class Way:
    go: str  # one of the above
    leave_lesson: bool = False  # a lesson or puzzle on screen gives way to the game's own page


def way(route: Route, known: Collection[str], game_id: str | None, key: str | None,
        lesson: str | None) -> Way:
    """What following `route` does, with the game on screen (its id and stored key, if any)
    and the game of the lesson or puzzle on screen (`lesson`, if one is); `known` are the
    games there are."""
    leave = lesson is not None and not (route.teach and route.game_id == lesson)
    if route.game_id not in known:
        return Way(UNKNOWN if route.game_id else HOME, leave)
    if route.teach:
        return Way(TEACH, leave)
    if route.payload is not None:
        return Way(LINK, leave)
    if route.key is not None:
        return Way(STAY if route.key == key else KEY, leave)
    if route.start is not None:
        return Way(START, leave)
    if route.game_id != game_id or key is None:
        return Way(LATEST, leave)
    return Way(STAY, leave)


def back_from_options(before: str | None) -> str:
    """Where Cancel in the new-game dialog that `#/<game>/new` opened leads: back to what was on
    screen before (a game, a lesson), or the home page when that was the home page or nothing
    (the address opened from outside). Never to the game the dialog was opened over: Cancel
    starts nothing and opens nothing new."""
    route = parse(before or "")
    if not route.game_id or route.start is not None:
        return "#/"
    return "#" + (before or "").removeprefix("#")


def game_url(game_id: str, key: str) -> str:
    """The address of one of your games."""
    return f"#/{game_id}/game/{key.removeprefix(PREFIX)}"


def quick_start_url(game_id: str, how: str) -> str:
    return f"#/{game_id}/new/{how}"


def quick_players(players: int, how: str) -> tuple[str, ...]:
    """Who plays each seat in a quick start (as the new-game dialog writes it: "" a person, else
    the computer's level): against the computer you take the first seat."""
    if how == "computer":
        return ("",) + (QUICK_LEVEL,) * (players - 1)
    return ("",) * players
