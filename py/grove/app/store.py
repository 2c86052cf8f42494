"""Saved games in a key-value storage (the browser's localStorage), never losing one.

Keys: `grove.autosave.<game id>` (the game in progress of each game type) and `grove.save.<id>`
(games saved under a name); there is no index, `saves()` lists the keys. Each value is JSON with a
`format`. A value that cannot be read, or that a newer Grove wrote, is moved aside to
`grove.aside.<key>.<time>` and reported, never overwritten or dropped; if even that write is
refused, it stays where it was, reported. A storage that is full or missing raises `StoreError`;
nothing stored is touched. Reading never raises (tests/property/test_decoders.py).
"""

from __future__ import annotations

import json
import math
import time
from dataclasses import dataclass

from grove.core import record
from grove.core.record import RecordError

FORMAT = 1
PREFIX = "grove."
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
                raise StoreError("the browser's storage is full")
        self.data[key] = value

    def remove(self, key):
        self.data.pop(key, None)

    def keys(self):
        return list(self.data)


@dataclass(frozen=True)
class SaveInfo:
    key: str
    name: str
    game: str
    players: str
    saved: float
    moves: int
    result: str


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
            entry = record.parse_json(raw, "the entry") if isinstance(raw, str) else None
        except RecordError:
            entry = None
        version = entry.get("format") if isinstance(entry, dict) else None
        if type(version) is not int or version < 1:
            self._set_aside(key, raw, f"A {kind} could not be read")
            return None
        if version > FORMAT:
            self._set_aside(key, raw, f"A {kind} was written by a newer Grove")
            return None
        return entry

    def _set_aside(self, key: str, raw: str, why: str) -> None:
        aside = f"{PREFIX}aside.{key.removeprefix(PREFIX)}.{int(self.clock() * 1000)}"
        while self.backend.get(aside) is not None:  # never overwrite what was set aside before
            aside += "x"
        try:
            self.backend.set(aside, raw)
        except Exception:  # full, or the browser's own refusal: then keep it where it is
            self.problems.append(f"{why}; it is left where it was ({key}).")
            return
        self.backend.remove(key)
        self.problems.append(f"{why}; it was kept aside as {aside}.")

    def _load(self, key: str, entry: dict, kind: str):
        try:
            return record.load(entry.get("record"))
        except RecordError as why:
            self._set_aside(key, self.backend.get(key), f"A {kind} is damaged ({why})")
            return None

    def _write(self, key: str, entry: dict) -> None:
        entry = {"format": FORMAT, "saved": self.clock(), **entry}
        self._set(key, json.dumps(entry, separators=(",", ":")))

    # -- the game in progress --------------------------------------------------------------------

    def autosave(self, game_id: str, session) -> None:
        self._write(f"{PREFIX}autosave.{game_id}", {"record": json.loads(session.record())})

    def autosaved(self, game_id: str):
        """The autosaved game of this type, as a `record.Loaded`, or None."""
        key = f"{PREFIX}autosave.{game_id}"
        entry = self._read(key, "game in progress")
        return None if entry is None else self._load(key, entry, "game in progress")

    # -- saved games -----------------------------------------------------------------------------

    def save(self, name: str, session) -> str:
        name = clean_name(name)
        key = f"{PREFIX}save.{int(self.clock() * 1000)}"
        while self.backend.get(key) is not None:  # never overwrite: find a free key
            key += "x"
        final = session.states[-1]
        self._write(key, {
            "name": name,
            "record": json.loads(session.record()),
            "summary": {
                "game": final.game.name,
                "players": " v ".join(session.who(final, s) for s in range(final.players)),
                "moves": len(final.history),
                "result": final.result() if final.over else "in progress",
            },
        })
        return key

    def saves(self) -> list[SaveInfo]:
        found = []
        for key in sorted(self.backend.keys()):
            if not key.startswith(f"{PREFIX}save."):
                continue
            entry = self._read(key, "saved game")
            summary = entry.get("summary") if entry else None
            if entry is None:
                continue
            if not isinstance(summary, dict) or not isinstance(entry.get("name"), str):
                self._set_aside(key, self.backend.get(key), "A saved game is damaged")
                continue
            found.append(SaveInfo(
                key, clean_name(entry["name"]), text(summary.get("game"), "?"),
                text(summary.get("players")), number(entry.get("saved"), LATEST),
                int(number(summary.get("moves"), 10**9)), text(summary.get("result")),
            ))
        return sorted(found, key=lambda info: info.saved, reverse=True)

    def open(self, key: str):
        entry = self._read(key, "saved game")
        return None if entry is None else self._load(key, entry, "saved game")

    def rename(self, key: str, name: str) -> None:
        if self.backend.get(key) is None:
            raise StoreError("that saved game is gone")
        entry = self._read(key, "saved game")
        if entry is None:
            raise StoreError(self.problems.pop().rstrip("."))  # said once, by the rename
        entry["name"] = clean_name(name)
        self._set(key, json.dumps(entry, separators=(",", ":")))

    def delete(self, key: str) -> str | None:
        """Remove a saved game; returns its stored text so that the page can undo."""
        raw = self.backend.get(key)
        self.backend.remove(key)
        return raw

    def restore(self, key: str, raw: str) -> None:
        self._set(key, raw)

    def _set(self, key: str, value: str) -> None:
        try:
            self.backend.set(key, value)
        except StoreError:
            raise
        except Exception as error:  # the browser's own quota or security errors
            raise StoreError(f"the browser refused to store the game ({error})") from None


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


def clean_name(name: str) -> str:
    name = " ".join("".join(ch for ch in str(name) if ch.isprintable()).split())
    return name[:MAX_SAVE_NAME] or "Untitled game"
