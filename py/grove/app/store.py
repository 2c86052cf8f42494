"""Your games in a key-value storage (the browser's localStorage), never losing one.

Keys: `grove.game.<time>` for each game (any number of each type: on this screen, against the
computer, by link; a game by link is `grove.game.m-<its id>`, so that one id is one game), each
written again after every change; `grove.save.<time>` for copies saved under a name, which stay as
they were (playing on from a copy starts a new game). Games autosaved by the oldest releases sit
under `grove.autosave.<game id>`: they are read and written in place as games like the others, so
nothing is moved and none is lost. Each value is JSON with a `format`; the home list reads
the index of them all, `grove.index` (grove.app.index). A value that cannot be read, or that a
newer Grove wrote, is moved aside to `grove.aside.<key>.<time>` and reported, never overwritten
or dropped; if even that write is refused, it stays where it was, reported. A storage that is
full or missing raises `StoreError`; nothing stored is touched. Reading never raises
(tests/property/test_decoders.py).

Several tabs may show one game. Each entry counts its writes (`rev`), and a tab writes saying
which it last saw: a write over an entry that another tab changed since goes ahead only if its
line extends the stored one; otherwise the stored game stays, and the tab's line, if it holds
anything the stored one does not, is kept as a saved copy (`Diverged`).
"""

from __future__ import annotations

import dataclasses
import json
import time
from collections import Counter
from dataclasses import dataclass

from grove import record
from grove.app import early, index, listing
from grove.app.early import board_key
from grove.app.linkseat import LinkSeat, read_link
from grove.app.listing import GameInfo, clean_name, entry_name, info, settled, stale, summary
from grove.app.review import review_key
from grove.app.session import Session
from grove.i18n import Text, _, freeze
from grove.record import RecordError

FORMAT = 1
PREFIX = "grove."
GAME = f"{PREFIX}game."
COPY = f"{PREFIX}save."
OLD_GAME = f"{PREFIX}autosave."  # a game of the oldest releases, one per game type
KINDS = (GAME, COPY, OLD_GAME)
PLAYED, SAVED = Text("game"), Text("saved game")  # the two kinds of entry, in messages


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
class Opened:
    """A stored game, read back: the record, its name, for a game by link the seat, and how
    many times it was written (`rev`: a tab that saw another count is out of date)."""

    loaded: record.Loaded
    name: str = ""
    link: LinkSeat | None = None
    rev: int = 0


class Diverged(Exception):
    """A write that would have replaced a game another tab changed since this tab last saw it,
    with a line that does not extend the stored one: the stored game stays as it is. `part` is
    the first action where the two lines differ (None: this tab's line is all in the stored
    one), and `copy` the key of the saved copy that keeps this tab's line (None: nothing to
    keep, or `why` it could not be kept)."""

    def __init__(self, stored: Opened, mine: tuple, part: int | None, copy: str | None,
                 why: str = ""):
        super().__init__("diverged")
        self.stored, self.mine, self.part, self.copy, self.why = stored, mine, part, copy, why


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
        self._indexed(key, entry)

    def _indexed(self, key: str, entry) -> None:
        """The entry under `key` was just stored: a game's or a copy's row in the index too."""
        if key.startswith(KINDS) and isinstance(entry, dict):
            index.note(self.backend, key, entry)

    # -- games -----------------------------------------------------------------------------------

    def new_key(self, prefix: str = GAME) -> str:
        key = f"{prefix}{int(self.clock() * 1000)}"
        while self.backend.get(key) is not None:  # never overwrite: find a free key
            key += "x"
        return key

    def write(self, key: str, session, name: str = "", link: LinkSeat | None = None,
              seen: int | None = None) -> int:
        """Store the game `session` under `key` (a game's key: after every change), for a tab
        that last saw the entry's write number `seen` (None: it has seen no entry there).
        Returns the entry's new write number; raises Diverged when another tab's change stands
        in the way (the stored game stays), StoreError when the browser refuses."""
        entry = self._read(key, PLAYED) if self.backend.get(key) is not None else None
        rev = revision(entry)
        data = json.loads(session.record())
        if entry is not None and rev != seen:
            stored = self._opened(key, entry, PLAYED)
            if stored is not None:
                name, link, data = self._catch_up(stored, session, link, data)
        entry = {"name": clean_name(name, ""), "record": data,
                 "summary": summary(session, link), "rev": rev + 1}
        if link is not None:
            entry["link"] = link.to_json()
        self._write(key, entry)
        return rev + 1

    def _catch_up(self, stored: Opened, session, link, data):
        """This tab is behind the entry: its line goes in only if it extends the stored one,
        keeping the stored name and what either tab made final; else Diverged."""
        theirs, mine = stored.loaded.state.history, session.line
        if mine[: len(theirs)] != theirs:
            part = parting(mine, theirs)
            copy, why = self.keep_apart(session) if part is not None else (None, "")
            raise Diverged(stored, mine, part, copy, why)
        if link is not None and stored.link is not None:
            link = LinkSeat(link.match, link.seat, max(link.final, stored.link.final),
                            link.confirm)
        hints = [max(pair) for pair in zip(session.hints, stored.loaded.hints
                                           or (0,) * len(session.hints), strict=False)]
        if any(hints):
            data = data | {"hints": hints}
        return stored.name, link, data

    def save(self, name: str, session) -> str:
        """Keep a copy of `session` under a name: a new key, never written again. A name Grove
        gives (a `Text`) is kept as a message too, said in whatever language the list is read
        in (`entry_name`); a name the player typed stays as typed."""
        key = self.new_key(COPY)
        entry = {"name": clean_name(name), "record": json.loads(session.record()),
                 "summary": summary(session, None)}
        if isinstance(name, Text):
            entry["named"] = freeze(name)
        self._write(key, entry)
        early.keep_board(self.backend, key, early.drawn(session))  # its picture in the list
        return key

    def keep_apart(self, session) -> tuple[str | None, str]:
        """Keep the line of `session`, which parts from its stored game, as a saved copy (once):
        the copy's key, or None and why it could not be kept."""
        try:
            return self.find_copy(session) or self.save(
                Text("Moves from a tab that was out of date"), session), ""
        except StoreError as error:
            return None, str(error)

    def open(self, key: str) -> Opened | None:
        """The game or copy under `key`; None if there is none, or it was set aside."""
        kind = SAVED if key.startswith(COPY) else PLAYED
        entry = self._read(key, kind)
        return None if entry is None else self._opened(key, entry, kind)

    def _opened(self, key: str, entry: dict, kind: str) -> Opened | None:
        loaded = self._load(key, entry, kind)
        if loaded is None:
            return None
        link = read_link(entry.get("link"), loaded.state)
        if link is False:
            self._set_aside(key, self.backend.get(key),
                            _("A {kind} is damaged (its link seat)", kind=kind))
            return None
        return Opened(loaded, entry_name(entry), link, revision(entry))

    def stored_line(self, key: str) -> tuple | None:
        """The actions stored under `key`, read without replaying; None if none can be read."""
        raw = self.backend.get(key)
        try:
            history = record.parse_json(raw, Text("the entry"))["record"]["history"]
        except (RecordError, TypeError, KeyError):
            return None
        return tuple(history) if isinstance(history, list) else None

    def revision(self, key: str) -> int | None:
        """How many times the entry under `key` was written; None when there is none."""
        raw = self.backend.get(key)
        if raw is None:
            return None
        try:
            return revision(record.parse_json(raw, Text("the entry")))
        except RecordError:
            return 0

    def games(self) -> list[GameInfo]:
        """Every game and copy, the latest first, from the index (grove.app.index), which is
        brought in step with the games stored: what cannot be read is set aside."""
        stored = index.read(self.backend)
        rows, found, made = {}, [], False
        for key in sorted(self.backend.keys()):
            if not key.startswith(KINDS):
                continue
            copy = key.startswith(COPY)
            row = stored.get(key)
            if row is None or stale(row.get("summary"), copy):
                row, made = self._row(key, SAVED if copy else PLAYED), True
                if row is None:
                    continue
            rows[key] = row
            found.append(info(key, row, copy))
        if made or len(rows) != len(stored):
            index.write(self.backend, rows)
        ids = Counter(info.match for info in found if info.match and not info.copy)
        found = [dataclasses.replace(info, twins=ids[info.match] - 1) if ids[info.match] > 1
                 and not info.copy else info for info in found]
        return sorted(found, key=lambda info: info.saved, reverse=True)

    def _row(self, key: str, kind: str) -> dict | None:
        """The index's row for the entry under `key`, read from the entry itself."""
        entry = self._read(key, kind)
        if entry is None:
            return None
        given = entry.get("summary")
        copy = key.startswith(COPY)
        if copy and (not isinstance(given, dict) or not isinstance(entry.get("name"), str)):
            self._set_aside(key, self.backend.get(key), _("A saved game is damaged"))
            return None
        if stale(given, copy) and (isinstance(entry.get("record"), dict)
                                   or not isinstance(given, dict)):
            # An autosave of an earlier release, or words it cannot say now: said anew.
            loaded = self._load(key, entry, kind)
            if loaded is None:
                return None
            given = summary(Session.from_loaded(loaded), None) | (
                {"mine": given.get("mine")} if isinstance(given, dict) else {})
            if settled(given, copy):
                listing.write_back(self.backend, key, entry, given)
        return index.row(entry | {"summary": given})

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
        entry.pop("named", None)  # the player's own name now
        entry["rev"] = revision(entry) + 1  # a tab showing this game takes the new name
        self._set(key, json.dumps(entry, separators=(",", ":")))
        self._indexed(key, entry)

    def delete(self, key: str) -> str | None:
        """Remove a saved game; returns its stored text so that the page can undo."""
        raw = self.backend.get(key)
        self.backend.remove(key)
        self.backend.remove(board_key(key))
        self.backend.remove(review_key(key))
        index.drop(self.backend, key)
        return raw

    def entry(self, key: str, kind: Text):
        """Any other entry of Grove's (the lessons' progress) as a dict, or None; set aside and
        reported if it cannot be read."""
        return self._read(key, kind)

    def write_entry(self, key: str, entry: dict) -> None:
        self._write(key, entry)

    def keep_board(self, key: str, board: dict) -> None:
        """Keep the board last drawn of the game under `key`, for the next first paint."""
        early.keep_board(self.backend, key, board)

    def put(self, key: str, entry: dict) -> None:
        """Write an entry as it is (a backup's, restored)."""
        self._set(key, json.dumps(entry, separators=(",", ":")))
        self._indexed(key, entry)

    def restore(self, key: str, raw: str) -> str:
        """Put back what `delete` returned; under a new key if another took its place since
        (a tab played on in the game). Returns the key it is under."""
        if self.backend.get(key) is not None:
            key = self.new_key(COPY if key.startswith(COPY) else GAME)
        self._set(key, raw)
        try:
            self._indexed(key, json.loads(raw))
        except ValueError:
            pass  # not an entry Grove can list: the list reads it, and sets it aside
        return key

    def _set(self, key: str, value: str) -> None:
        try:
            self._set_once(key, value)
        except StoreError:
            if not early.drop_boards(self.backend):  # the boards kept for the first paint
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


def revision(entry) -> int:
    """How many times a stored entry was written (0 if an older release wrote it, or unreadable)."""
    rev = entry.get("rev") if isinstance(entry, dict) else None
    return rev if type(rev) is int and 0 <= rev < 2**53 else 0


def parting(mine, theirs) -> int | None:
    """The first action where line `mine` differs from `theirs`; None if `mine` is all in it."""
    for at, action in enumerate(mine):
        if at >= len(theirs) or theirs[at] != action:
            return at
    return None


def link_key(match: str) -> str:
    """Where a game by link with the id `match` is stored: one id, one key."""
    return f"{GAME}m-{match}"
