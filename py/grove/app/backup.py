"""Back up all your games to one file, and restore them from it, losing nothing.

A backup is JSON: `{"grove": "backup", "format": 1, "made": <time>, "entries": {key: entry}}`
with every game and saved copy as the store keeps them. Restoring adds what is missing and never
replaces a longer line with a shorter one: a game already here stays as it is unless the file's
line extends it; a file's game whose line parts from the one here is added as a saved copy. Games
by link are matched by their id, as links are. A file that is not a backup, a damaged one, or one
from a newer Grove is refused as a whole, nothing changed. Plain Python: tested under CPython.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from grove import record
from grove.app import bylink, early
from grove.app.linkseat import read_link
from grove.app.store import COPY, GAME, KINDS, Store
from grove.app.tutor import PROGRESS, Progress
from grove.i18n import Text, _, _n
from grove.record import RecordError

FORMAT = 1
MAX_BACKUP = 20_000_000  # characters: more than any browser's storage for a site holds
MAX_ENTRIES = 10_000


class BackupError(ValueError):
    """A file that cannot be restored; the message says why, for the player."""


def make(store: Store, made: float) -> str:
    """Every game and saved copy of `store`, as the text of a backup file."""
    entries = {}
    for key in sorted(store.backend.keys()):
        if key.startswith((*KINDS, PROGRESS)):
            raw = store.backend.get(key)
            try:
                entries[key] = json.loads(raw)
            except (TypeError, ValueError):
                continue  # unreadable: the store sets it aside and reports it
    return json.dumps({"grove": "backup", "format": FORMAT, "made": made, "entries": entries},
                      separators=(",", ":"))


@dataclass
class Restored:
    """What a restore did, by key."""

    added: list[str] = field(default_factory=list)
    extended: list[str] = field(default_factory=list)  # a game here that the file's line extends
    copies: list[str] = field(default_factory=list)  # a file's game that parts from one here
    present: int = 0  # already here, or here with a longer line
    progress: int = 0  # games whose lessons and puzzles were joined with those here

    def message(self) -> str:
        said = [
            _n("{n} game added", "{n} games added", len(self.added)) if self.added else "",
            _n("{n} game brought up to date", "{n} games brought up to date",
               len(self.extended)) if self.extended else "",
            _n("{n} game that differs from yours kept as a saved copy",
               "{n} games that differ from yours kept as saved copies",
               len(self.copies)) if self.copies else "",
            _n("{n} game already here", "{n} games already here",
               self.present) if self.present else "",
            _n("lessons and puzzles of {n} game joined with yours",
               "lessons and puzzles of {n} games joined with yours",
               self.progress) if self.progress else "",
        ]
        return _("Restored from the backup: {what}.", what=", ".join(filter(None, said))
                 or _("it holds no games"))


def read(text: str) -> dict:
    """The entries of a backup file, each checked; BackupError says what is wrong."""
    if not isinstance(text, str) or len(text) > MAX_BACKUP:
        raise BackupError(_("That file is far too large to be a backup of Grove."))
    try:
        data = record.parse_json(text, Text("the file"))
    except RecordError as why:
        raise BackupError(_("That file is not a backup of Grove: {why}.", why=why.args[0])) \
            from None
    if not isinstance(data, dict) or data.get("grove") != "backup":
        raise BackupError(_("That file is not a backup of Grove."))
    version = data.get("format")
    if type(version) is int and version > FORMAT:
        raise BackupError(_("That backup was made by a newer Grove; update this page (reload it) "
                            "and try again. Nothing was changed."))
    entries = data.get("entries")
    if version != FORMAT or not isinstance(entries, dict) or len(entries) > MAX_ENTRIES:
        raise BackupError(_("That backup is damaged (it has no list of games). Nothing was "
                            "changed."))
    checked = {}
    for key, entry in entries.items():
        checked[key] = check(key, entry)
    return checked


def check(key, entry) -> dict:
    """One entry of a backup, read as the store reads its own; BackupError if it is damaged."""
    if isinstance(key, str) and key.startswith(PROGRESS) and len(key) <= 100:
        if not isinstance(entry, dict) or entry.get("format") != 1:
            raise BackupError(_("That backup is damaged ({key}: {why}). Nothing was changed.",
                                key=key[:40], why=_("the entry has no known format")))
        return entry
    if not isinstance(key, str) or not key.startswith(KINDS) or len(key) > 100:
        raise BackupError(_("That backup is damaged (an entry has no key of Grove's). Nothing was "
                            "changed."))
    try:
        if not isinstance(entry, dict) or type(entry.get("format")) is not int or \
                entry["format"] != 1:
            raise RecordError(Text("the entry has no known format"))
        loaded = record.load(entry.get("record"))
        if read_link(entry.get("link"), loaded.state) is False:
            raise RecordError(Text("its link seat is damaged"))
        if key.startswith(COPY) and not isinstance(entry.get("name"), str):
            raise RecordError(Text("a saved copy has no name"))
    except RecordError as why:
        raise BackupError(_("That backup is damaged ({key}: {why}). Nothing was changed.",
                            key=key[:40], why=why.args[0])) from None
    return entry


def restore(store: Store, text: str) -> Restored:
    """Add the backup `text` to `store` (BackupError: refused, nothing changed; StoreError: the
    browser refused a write, and what was written before it stays)."""
    done = Restored()
    for key, entry in read(text).items():
        if key.startswith(PROGRESS):  # what was done here and there: both kept
            Progress(store).join(key.removeprefix(PROGRESS), entry)
            done.progress += 1
            continue
        here = here_for(store, key, entry)
        if here is None:
            target = key if store.backend.get(key) is None else store.new_key(
                COPY if key.startswith(COPY) else GAME)
            store.put(target, entry)
            done.added.append(target)
            continue
        mine, theirs = line(entry), line(store_entry(store, here))
        if mine == theirs or theirs[: len(mine)] == mine:
            done.present += 1
        elif mine[: len(theirs)] == theirs:
            store.put(here, entry | {"rev": revision_after(store, here)})
            done.extended.append(here)
        else:
            copy = store.new_key(COPY)
            store.put(copy, entry | {"name": _("From a backup: {name}", name=entry.get("name")
                                                or key)})
            done.copies.append(copy)
    keep_boards(store, done.added + done.extended + done.copies)
    return done


def keep_boards(store: Store, keys: list[str]) -> None:
    """Draw the boards of games restored, which came without theirs (they are kept only beside
    the game that drew them), for the list and the next first paint: as many as are kept, the
    latest first; the list draws the others when it shows them."""
    latest = sorted(keys, key=lambda key: early.stored_time(store.backend, key) or 0.0,
                    reverse=True)
    for key in latest[: early.MAX_BOARDS]:
        early.keep_drawn(store.backend, key)


def here_for(store: Store, key: str, entry: dict) -> str | None:
    """The entry of `store` that the backup's `entry` is a version of, if any."""
    link = entry.get("link")
    if isinstance(link, dict):
        found = bylink.find_match(store, link["match"])
        return found if found and game_of(store_entry(store, found)) == game_of(entry) else None
    if key.startswith(COPY):
        for other in store.backend.keys():
            if other.startswith(COPY) and store_entry(store, other).get("record") == entry.get(
                    "record"):
                return other
        return None
    here = store_entry(store, key)
    return key if here and game_of(here) == game_of(entry) else None


def store_entry(store: Store, key: str) -> dict:
    try:
        entry = json.loads(store.backend.get(key) or "{}")
    except ValueError:
        return {}
    return entry if isinstance(entry, dict) else {}


def line(entry: dict) -> tuple:
    data = entry.get("record")
    history = data.get("history") if isinstance(data, dict) else None
    return tuple(history) if isinstance(history, list) else ()


def game_of(entry: dict) -> tuple:
    data = entry.get("record")
    return (data.get("game"), data.get("options")) if isinstance(data, dict) else ()


def revision_after(store: Store, key: str) -> int:
    return (store.revision(key) or 0) + 1

