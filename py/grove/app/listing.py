"""What the list of your games shows of each, stored beside it so that listing replays nothing.

A summary holds facts (whose turn, whether it is over, how many actions) and the words the list
shows as messages kept language-free (`i18n.freeze`): the players, whose turn, the result. They
are said in the language in use when the list is drawn, whatever language the game was played in.
Summaries of older releases held words in the language of their day (`lang`, version 1), or
a finished game's whole standing as its result and the number of seats' turns where the move list
numbers rounds (version 2). Such a one is worked out again from its record when its words cannot
be said now (another language, a result kept in English, a result of version 1 or 2), and
written back in place when nobody plays on in it (`settled`), so that it is worked out once. A
game of version 2 still in play shows no count until its next write.
"""

from __future__ import annotations

import functools
import json
import math
from dataclasses import dataclass, field

from grove import i18n
from grove.app.movelist import rounds
from grove.i18n import Text, _, freeze, say, thaw

PAGE = 20  # rows drawn at first and added by each "Show more": a screen's worth, and some
SUMMARY = 3  # the summary's version (1: words in `lang`; 2: the long result, seats' turns)


@dataclass(frozen=True)
class GameInfo:
    """One row of the list of your games: the facts the list is ordered and filtered by, and
    its words (`name`, `game`, `players`, `turn`, `result`), said only for the rows drawn."""

    key: str
    game_id: str
    mine: bool  # the player of this browser is to move
    moves: int
    saved: float
    copy: bool  # a copy saved under a name, not a game played on
    by_link: bool
    match: str = ""  # a game by link: its id
    over: bool = False
    twins: int = 0  # how many other games of this browser hold the same game by link
    rounds: int | None = None  # the move list's last number (older summaries: not known)
    stored: dict = field(default_factory=dict, compare=False, hash=False, repr=False)  # its row

    @functools.cached_property
    def words(self) -> dict[str, str]:
        given = self.stored.get("summary")
        given = given if isinstance(given, dict) else {}
        if given.get("v") in (2, SUMMARY):
            said = {part: say(thaw(given.get(part))) for part in ("game", "players", "turn",
                                                                 "result")}
        else:  # version 1, in the language in use
            said = {part: given.get(part) for part in ("game", "players", "turn")}
            said["result"] = given.get("result") if self.over else ""
        return {"name": entry_name(self.stored), "game": text(said["game"], "?"),
                "players": text(said["players"]),
                "turn": "" if self.copy or self.over else text(said["turn"]),
                "result": text(said["result"]) if self.over else ""}

    name = property(lambda self: self.words["name"])
    game = property(lambda self: self.words["game"])  # the game's name
    players = property(lambda self: self.words["players"])
    turn = property(lambda self: self.words["turn"])  # whose turn, in words ("" once over)
    result = property(lambda self: self.words["result"])  # "" while the game goes on


def summary(session, link) -> dict:
    """What the list shows of a game on screen, with `link` its link seat (or None)."""
    state = session.state
    seat = state.to_move
    mine = not state.over and (seat == link.seat if link else not session.computer(seat))
    players = functools.reduce(lambda first, second: Text("{first} v {second}", first=first,
                                                          second=second),
                               [session.who_text(state, s) for s in range(state.players)])
    return {
        "v": SUMMARY,
        "game": freeze(state.game.name),
        "players": freeze(players),
        "turn": "" if state.over else freeze(session.who_text(state, seat)),
        "mine": mine,
        "moves": len(state.history),
        "rounds": len(rounds(session.turns(), state.players)),
        "over": state.over,
        "result": freeze(state.outcome()) if state.over else "",
    }


def stale(given, copy: bool = False) -> bool:
    """Whether a stored summary must be worked out again from its record to be said now (a
    saved copy's, `copy`, is also worked out again for its count, since it is never written
    again)."""
    if not isinstance(given, dict):
        return True
    if given.get("v") == SUMMARY:
        return False
    if given.get("v") == 2:
        return settled(given, copy)
    return (given.get("lang", i18n.DEFAULT) != i18n.language
            or given.get("result", "in progress") != "in progress")


def settled(given: dict, copy: bool) -> bool:
    """Whether a summary worked out again may be written back in place of the stored one: a
    finished game or a copy, which no tab writes again (a game in play is written again, with
    a new summary, at its next change)."""
    return copy or given.get("over") is True


def write_back(backend, key: str, entry: dict, given: dict) -> None:
    """Write the summary `given`, worked out again, in place of the old one of `entry` (stored
    under `key`), the entry otherwise as it was (its time and write count too: nothing was
    played), so that it is worked out once. Only over the very entry just read; a refusal is
    let be (it is worked out again next time)."""
    try:
        if json.loads(backend.get(key) or "null") == entry:
            backend.set(key, json.dumps(entry | {"summary": given}, separators=(",", ":")))
    except Exception:  # full, or the browser's own refusal: a summary is no loss
        pass


def info(key: str, row: dict, copy: bool) -> GameInfo:
    """The list's row for the game under `key`, from its index row (grove.app.index) as stored."""
    given = row.get("summary")
    given = given if isinstance(given, dict) else {}
    if given.get("v") in (2, SUMMARY):
        over = given.get("over") is True
    else:  # version 1
        over = given.get("result", "in progress") != "in progress"
    match = row.get("match")
    match = match if isinstance(match, str) else ""
    return GameInfo(
        key, text(row.get("game"), "", 40), given.get("mine") is True and not copy,
        int(number(given.get("moves"), 10**9)), number(row.get("saved"), LATEST), copy,
        bool(match), match, over,
        rounds=int(number(given["rounds"], 10**9)) if "rounds" in given else None, stored=row,
    )


MAX_SAVE_NAME = 60


def entry_name(entry: dict) -> str:
    """A stored game's name, in the language in use where Grove gave it (`named`, a message
    kept language-free); else as the player typed it."""
    named = entry.get("named")
    if named is not None:
        try:
            said = clean_name(say(thaw(named)), "")
        except (ValueError, TypeError, KeyError, IndexError, RecursionError):
            said = ""  # damaged: the name as it was written
        if said:
            return said
    return clean_name(text(entry.get("name")), "")


def clean_name(name: str, empty: str | None = None) -> str:
    name = " ".join("".join(ch for ch in str(name) if ch.isprintable()).split())
    return name[:MAX_SAVE_NAME] or (_("Untitled game") if empty is None else empty)


def text(value, default: str = "", limit: int = 200) -> str:
    """A summary's text as stored, or `default` when it is not text; cut to `limit`."""
    value = value if isinstance(value, str) else default
    return "".join(ch for ch in value[:limit] if ch.isprintable())


MINUTE, HOUR, DAY = 60, 3600, 86400
MONTH, YEAR = 30 * DAY, 365 * DAY


def changed_words(saved: float, now: float) -> Text:
    """When a game last changed, as the list says it, in the largest unit that fits: "2 hours
    ago"; "just now" under a minute, or when the clock has been put back since."""
    ago = now - saved
    if ago >= YEAR:
        return Text("{n} year ago", plural="{n} years ago", n=int(ago // YEAR))
    if ago >= MONTH:
        return Text("{n} month ago", plural="{n} months ago", n=int(ago // MONTH))
    if ago >= DAY:
        return Text("{n} day ago", plural="{n} days ago", n=int(ago // DAY))
    if ago >= HOUR:
        return Text("{n} hour ago", plural="{n} hours ago", n=int(ago // HOUR))
    if ago >= MINUTE:
        return Text("{n} minute ago", plural="{n} minutes ago", n=int(ago // MINUTE))
    return Text("just now")


LATEST = 253_402_300_799  # the last second of the year 9999: a time the page can show


def number(value, highest: float) -> float:
    """A number as stored, or 0 when it is not a number from 0 to `highest`."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return 0.0
    if isinstance(value, int) and value.bit_length() > 64:
        return 0.0
    value = float(value)
    return value if math.isfinite(value) and 0 <= value <= highest else 0.0
