"""The index of your games: one storage entry, `grove.index`, holding what the home list shows of
each game and copy (its row), so that drawing the list reads one entry, not every game.

A row is the stored entry without its record and link: its time, its name, the summary
(grove.app.listing), the game's id and a game by link's id. It is written with its game, by
every write of `Store` that stores one. The games stay the truth and the index only a summary
of them: the list drops a row whose game is gone, and reads a game that has no row (the index
missing or damaged, written by a release before it, or another tab's row lost to a race) and
writes its row, so nothing is ever lost through it. A row the index cannot keep (the storage
full) takes the whole index away, to be made again from the games at the next listing, rather
than leave a row that says what its game no longer is.
"""

from __future__ import annotations

import json

from grove import record
from grove.i18n import Text
from grove.record import RecordError

INDEX = "grove.index"
FORMAT = 1

# The index as this page last read or wrote it. Every move writes its game's row, so the index is
# read and written back at each one: with a thousand games kept, parsing its text again and
# writing every row anew cost a move 20 ms (bench/clicks.py --kept). So the rows parsed are kept
# with the text they came from, and each row's JSON with its row; the text is still read from
# storage each time, and parsed anew when another tab changed it. A row is never changed in
# place (a new one replaces it), so a row that is the very one kept has the JSON kept with it.
_known = {"raw": None, "rows": {}, "texts": {}}


def _text(rows: dict[str, dict]) -> tuple[str, dict[str, str]]:
    """The index's JSON for `rows`, and each row's part of it, by key; a row already written
    as it is now is not written again."""
    known, texts = _known["rows"], _known["texts"]
    parts = {}
    for key, kept in rows.items():
        if known.get(key) is kept and key in texts:
            parts[key] = texts[key]
        else:
            parts[key] = json.dumps(key) + ":" + json.dumps(kept, separators=(",", ":"))
    return f'{{"format":{FORMAT},"games":{{{",".join(parts.values())}}}}}', parts


def row(entry: dict) -> dict:
    """What the index keeps of the stored entry `entry`."""
    data, link = entry.get("record"), entry.get("link")
    kept = {"saved": entry.get("saved"), "name": entry.get("name"),
            "summary": entry.get("summary"),
            "game": data.get("game") if isinstance(data, dict) else None}
    if "named" in entry:
        kept["named"] = entry["named"]
    match = link.get("match") if isinstance(link, dict) else None
    if isinstance(match, str):
        kept["match"] = match
    return kept


def read(backend) -> dict[str, dict]:
    """The rows by key, as stored; none when the index is missing or cannot be read."""
    raw = backend.get(INDEX)
    if raw is not None and _known["raw"] == raw:  # the same text: the same rows
        return dict(_known["rows"])
    try:
        data = record.parse_json(raw, Text("the entry")) if isinstance(raw, str) else None
    except RecordError:
        return {}
    games = data.get("games") if isinstance(data, dict) and data.get("format") == FORMAT else None
    if not isinstance(games, dict):
        return {}
    rows = {key: kept for key, kept in games.items() if isinstance(kept, dict)}
    _known.update(raw=raw, rows=rows, texts={})
    return dict(rows)


def write(backend, rows: dict[str, dict]) -> None:
    """Store the index as `rows`; refused, it is taken away (see the module's docstring)."""
    raw, texts = _text(rows)
    try:
        backend.set(INDEX, raw)
    except Exception:  # full, or the browser's own refusal
        backend.remove(INDEX)
        raw, texts = None, {}
    _known.update(raw=raw, rows=dict(rows), texts=texts)


def note(backend, key: str, entry: dict) -> None:
    """The game or copy under `key` was just stored as `entry`: its row says so."""
    write(backend, read(backend) | {key: row(entry)})


def drop(backend, key: str) -> None:
    """The game or copy under `key` was deleted: its row goes (the index too, if it was last)."""
    rows = read(backend)
    if rows.pop(key, None) is None:
        return
    if rows:
        write(backend, rows)
    else:
        backend.remove(INDEX)
