"""Your games in a key-value storage (the browser's localStorage), never losing one.

Keys: `grove.game.<time>` for each game (any number of each type: on this screen, against the
computer, by link), each written again after every change; `grove.save.<time>` for copies saved
under a name, which stay as they were (playing on from a copy starts a new game). Games autosaved
by releases before issue 25 sit under `grove.autosave.<game id>`: they are read and written in
place as games like the others, so nothing is moved and none is lost. There is no index:
`games()` lists the keys. Each value is JSON with a `format`. A value that cannot be read, or that
a newer Grove wrote, is moved aside to `grove.aside.<key>.<time>` and reported, never overwritten
or dropped; if even that write is refused, it stays where it was, reported. A storage that is full
or missing raises `StoreError`; nothing stored is touched. Reading never raises
(tests/property/test_decoders.py).
"""

from __future__ import annotations

import functools
import json
import math
import time
from dataclasses import dataclass

from grove import i18n
from grove.app.session import Session
from grove.core import record
from grove.core.record import RecordError
from grove.i18n import Text, _

FORMAT = 1
PREFIX = "grove."
GAME = f"{PREFIX}game."
COPY = f"{PREFIX}save."
OLD_GAME = f"{PREFIX}autosave."  # a game of a release before issue 25, one per game type
KINDS = (GAME, COPY, OLD_GAME)
PLAYED, SAVED = Text("game"), Text("saved game")  # the two kinds of entry, in messages
BOARD = f"{PREFIX}board."  # the board last drawn of a game: a cache for the first paint
MAX_BOARDS = 8
MAX_SAVE_NAME = 60


class StoreError(Exception):
    """Saving failed; the message says why, for the player."""


class MemoryBackend:
    """A dict standing in for localStorage (tests, and browsers where storage is off)."""

    def __init__(self, data=None, limit: int | None = None):
        self.data = dict(data or {})
        self.limit = limit

    def get(self, key):
        return self.data.get(key)

    def set(self, key, value):
        if self.limit is not None:
            used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if used + len(key) + len(value) > self.limit:
                raise StoreError(_("the browser's storage is full"))
        self.data[key] = value

    def remove(self, key):
        self.data.pop(key, None)

    def keys(self):
        return list(self.data)


@dataclass(frozen=True)
class LinkSeat:
    """A game by link, as this browser plays it: the game's id (the same on every screen), the
    seat played here, how many actions are final (received, confirmed or sent: Undo stops
    there) and whether each turn waits for the player's confirmation."""

    match: str
    seat: int
    final: int = 0
    confirm: bool = True

    def to_json(self) -> dict:
        return {"match": self.match, "seat": self.seat, "final": self.final,
                "confirm": self.confirm}


@dataclass(frozen=True)
class Opened:
    """A stored game, read back: the record, its name and, for a game by link, the seat."""

    loaded: record.Loaded
    name: str = ""
    link: LinkSeat | None = None


@dataclass(frozen=True)
class GameInfo:
    """One row of the list of your games."""

    key: str
    name: str
    game_id: str
    game: str  # the game's name
    players: str
    turn: str  # whose turn, in words ("" once over)
    mine: bool  # the player of this browser is to move
    moves: int
    saved: float
    result: str  # "in progress", or the result
    copy: bool  # a copy saved under a name, not a game played on
    by_link: bool


def summary(session, link: LinkSeat | None) -> dict:
    """What the list shows of a game, written beside it so that listing replays nothing."""
    state = session.state
    seat = state.to_move
    mine = not state.over and (seat == link.seat if link else not session.computer(seat))
    return {
        "game": state.game.name,
        "players": functools.reduce(lambda first, second: _("{first} v {second}", first=first,
                                                            second=second),
                                    [session.who(state, s) for s in range(state.players)]),
        "turn": "" if state.over else session.who(state, seat),
        "mine": mine,
        "moves": len(state.history),
        "result": state.result() if state.over else "in progress",  # a mark, never shown
        "lang": i18n.language,  # the words above are in this language
    }


class Store:
    def __init__(self, backend, clock=time.time):
        self.backend = backend
        self.clock = clock
        self.problems: list[str] = []  # what was set aside, for the page to tell the player

    # -- reading safely --------------------------------------------------------------------------

    def _read(self, key: str, kind: str):
        """The entry under `key` as a dict, or None; a bad entry is set aside and reported."""
        raw = self.backend.get(key)
        if raw is None:
            return None
        try:
            entry = record.parse_json(raw, Text("the entry")) if isinstance(raw, str) else None
        except RecordError:
            entry = None
        version = entry.get("format") if isinstance(entry, dict) else None
        if type(version) is not int or version < 1:
            self._set_aside(key, raw, _("A {kind} could not be read", kind=kind))
            return None
        if version > FORMAT:
            self._set_aside(key, raw, _("A {kind} was written by a newer Grove", kind=kind))
            return None
        return entry

    def _set_aside(self, key: str, raw: str, why: str) -> None:
        aside = f"{PREFIX}aside.{key.removeprefix(PREFIX)}.{int(self.clock() * 1000)}"
        while self.backend.get(aside) is not None:  # never overwrite what was set aside before
            aside += "x"
        try:
            self.backend.set(aside, raw)
        except Exception:  # full, or the browser's own refusal: then keep it where it is
            self.problems.append(_("{why}; it is left where it was ({key}).", why=why, key=key))
            return
        self.backend.remove(key)
        self.problems.append(_("{why}; it was kept aside as {aside}.", why=why, aside=aside))

    def _load(self, key: str, entry: dict, kind: str):
        try:
            return record.load(entry.get("record"))
        except RecordError as why:
            self._set_aside(key, self.backend.get(key),
                            _("A {kind} is damaged ({why})", kind=kind, why=why.args[0]))
            return None

    def _write(self, key: str, entry: dict) -> None:
        entry = {"format": FORMAT, "saved": self.clock(), **entry}
        self._set(key, json.dumps(entry, separators=(",", ":")))

    # -- games -----------------------------------------------------------------------------------

    def new_key(self, prefix: str = GAME) -> str:
        key = f"{prefix}{int(self.clock() * 1000)}"
        while self.backend.get(key) is not None:  # never overwrite: find a free key
            key += "x"
        return key

    def write(self, key: str, session, name: str = "", link: LinkSeat | None = None) -> None:
        """Store the game `session` under `key` (a game's key: after every change)."""
        entry = {"name": clean_name(name, ""), "record": json.loads(session.record()),
                 "summary": summary(session, link)}
        if link is not None:
            entry["link"] = link.to_json()
        self._write(key, entry)

    def save(self, name: str, session) -> str:
        """Keep a copy of `session` under a name: a new key, never written again."""
        key = self.new_key(COPY)
        self._write(key, {"name": clean_name(name), "record": json.loads(session.record()),
                          "summary": summary(session, None)})
        return key

    def open(self, key: str) -> Opened | None:
        """The game or copy under `key`; None if there is none, or it was set aside."""
        kind = SAVED if key.startswith(COPY) else PLAYED
        entry = self._read(key, kind)
        if entry is None:
            return None
        loaded = self._load(key, entry, kind)
        if loaded is None:
            return None
        link = read_link(entry.get("link"), loaded.state)
        if link is False:
            self._set_aside(key, self.backend.get(key),
                            _("A {kind} is damaged (its link seat)", kind=kind))
            return None
        return Opened(loaded, clean_name(entry.get("name", ""), ""), link)

    def games(self) -> list[GameInfo]:
        """Every game and copy, the latest first; what cannot be read is set aside."""
        found = []
        for key in sorted(self.backend.keys()):
            if not key.startswith(KINDS):
                continue
            kind = SAVED if key.startswith(COPY) else PLAYED
            entry = self._read(key, kind)
            if entry is None:
                continue
            info = self._info(key, entry, kind)
            if info is not None:
                found.append(info)
        return sorted(found, key=lambda info: info.saved, reverse=True)

    def _info(self, key: str, entry: dict, kind: str) -> GameInfo | None:
        given = entry.get("summary")
        if not isinstance(given, dict) or (key.startswith(COPY)
                                           and not isinstance(entry.get("name"), str)):
            if key.startswith(COPY):
                self._set_aside(key, self.backend.get(key), _("A saved game is damaged"))
                return None
            given = self._summary_of(key, entry, kind)  # an autosave of an earlier release
            if given is None:
                return None
        elif given.get("lang", i18n.DEFAULT) != i18n.language:
            # Written in another language: its words again in this one, from the record.
            fresh = self._summary_of(key, entry, kind)
            if fresh is None:
                return None
            given = given | {word: fresh[word] for word in ("game", "players", "turn", "result")}
        data = entry.get("record")
        game_id = data.get("game") if isinstance(data, dict) else None
        copy = key.startswith(COPY)
        return GameInfo(
            key, clean_name(text(entry.get("name")), ""), text(game_id, "", 40),
            text(given.get("game"), "?"), text(given.get("players")),
            "" if copy else text(given.get("turn")), given.get("mine") is True and not copy,
            int(number(given.get("moves"), 10**9)), number(entry.get("saved"), LATEST),
            text(given.get("result")), copy, isinstance(entry.get("link"), dict),
        )

    def _summary_of(self, key: str, entry: dict, kind: str) -> dict | None:
        loaded = self._load(key, entry, kind)
        return None if loaded is None else summary(Session.from_loaded(loaded), None)

    def find_match(self, match: str) -> str | None:
        """The key of the game by link whose id is `match`, if this browser has it."""
        for key in sorted(self.backend.keys()):
            if key.startswith(GAME):
                entry = self._read(key, PLAYED)
                link = entry.get("link") if entry else None
                if isinstance(link, dict) and link.get("match") == match:
                    return key
        return None

    def find_copy(self, session) -> str | None:
        """The key of a saved copy holding exactly the game `session`, if there is one."""
        wanted = json.loads(session.record())
        for key in sorted(self.backend.keys()):
            if key.startswith(COPY):
                entry = self._read(key, SAVED)
                if entry is not None and entry.get("record") == wanted:
                    return key
        return None

    def rename(self, key: str, name: str) -> None:
        if self.backend.get(key) is None:
            raise StoreError(_("that saved game is gone"))
        entry = self._read(key, SAVED if key.startswith(COPY) else PLAYED)
        if entry is None:
            raise StoreError(self.problems.pop().rstrip("."))  # said once, by the rename
        entry["name"] = clean_name(name)
        self._set(key, json.dumps(entry, separators=(",", ":")))

    def delete(self, key: str) -> str | None:
        """Remove a saved game; returns its stored text so that the page can undo."""
        raw = self.backend.get(key)
        self.backend.remove(key)
        self.backend.remove(board_key(key))
        return raw

    # -- the boards last drawn ---------------------------------------------------------------

    def keep_board(self, key: str, board: dict) -> None:
        """Keep `board` (grove.app.early: game, position, prompt, svg), the board last drawn of
        the game stored under `key`, for static/js/early.js to show on the next visit. A cache:
        kept only beside a stored game, with that game's time so that the latest game of a type
        is found as open_latest finds it; beyond MAX_BOARDS the oldest go; a refusal is let
        be. A game's own write drops the boards before it fails for want of room."""
        try:
            saved = json.loads(self.backend.get(key) or "null")["saved"]
        except (ValueError, TypeError, KeyError):
            return  # not a stored game (yet): its next write comes first
        try:
            self.backend.set(board_key(key), json.dumps({**board, "saved": saved},
                                                        separators=(",", ":")))
        except Exception:
            return
        boards = [name for name in self.backend.keys() if name.startswith(BOARD)]
        if len(boards) > MAX_BOARDS:
            for name in sorted(boards, key=self._board_time)[: len(boards) - MAX_BOARDS]:
                self.backend.remove(name)

    def _board_time(self, name: str) -> float:
        try:
            return float(json.loads(self.backend.get(name) or "null")["saved"])
        except (ValueError, TypeError, KeyError):
            return 0.0

    def drop_boards(self) -> bool:
        """Remove every kept board (they are drawn again); True if there was one."""
        boards = [name for name in self.backend.keys() if name.startswith(BOARD)]
        for name in boards:
            self.backend.remove(name)
        return bool(boards)

    def restore(self, key: str, raw: str) -> None:
        self._set(key, raw)

    def _set(self, key: str, value: str) -> None:
        try:
            self._set_once(key, value)
        except StoreError:
            if not self.drop_boards():  # the boards kept for the first paint make room
                raise
            self._set_once(key, value)

    def _set_once(self, key: str, value: str) -> None:
        try:
            self.backend.set(key, value)
        except StoreError:
            raise
        except Exception as error:  # the browser's own quota or security errors
            raise StoreError(_("the browser refused to store the game ({error})",
                               error=error)) from None


def board_key(key: str) -> str:
    """Where the board last drawn of the game under `key` is kept."""
    return BOARD + key.removeprefix(PREFIX)


def text(value, default: str = "", limit: int = 200) -> str:
    """A summary's text as stored, or `default` when it is not text; cut to `limit`."""
    value = value if isinstance(value, str) else default
    return "".join(ch for ch in value[:limit] if ch.isprintable())


LATEST = 253_402_300_799  # the last second of the year 9999: a time the page can show


def number(value, highest: float) -> float:
    """A number as stored, or 0 when it is not a number from 0 to `highest`."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return 0.0
    if isinstance(value, int) and value.bit_length() > 64:
        return 0.0
    value = float(value)
    return value if math.isfinite(value) and 0 <= value <= highest else 0.0


def clean_name(name: str, empty: str | None = None) -> str:
    name = " ".join("".join(ch for ch in str(name) if ch.isprintable()).split())
    return name[:MAX_SAVE_NAME] or (_("Untitled game") if empty is None else empty)


def read_link(data, state) -> LinkSeat | None | bool:
    """A stored link seat, None when the game is not by link, False when it is damaged."""
    if data is None:
        return None
    if not isinstance(data, dict):
        return False
    match, seat, final, confirm = (data.get(k) for k in ("match", "seat", "final", "confirm"))
    if (not isinstance(match, str) or not record.MATCH.fullmatch(match)
            or type(seat) is not int or not 0 <= seat < state.players
            or type(final) is not int or not 0 <= final <= len(state.history)
            or type(confirm) is not bool):
        return False
    return LinkSeat(match, seat, final, confirm)
