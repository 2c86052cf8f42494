"""Games by link in the store: one game id, one key (`store.link_key`). Older releases, or two
tabs racing, may have left two games with one id ("twins"); the home list offers to join them,
and the longest line stays."""

from __future__ import annotations

from grove.app.early import board_key
from grove.app.session import Session
from grove.app.store import GAME, PLAYED, Store, link_key
from grove.i18n import Text


def matches(store: Store, match: str) -> list[str]:
    """Every game of `store` with the id `match`, the longest line first."""
    found = []
    for key in sorted(store.backend.keys()):
        if key.startswith(GAME):
            entry = store.entry(key, PLAYED)
            link = entry.get("link") if entry else None
            if isinstance(link, dict) and link.get("match") == match:
                history = (entry.get("record") or {}).get("history")
                found.append((-len(history) if isinstance(history, list) else 0,
                              key != link_key(match), key))
    return [key for *_order, key in sorted(found)]


def find_match(store: Store, match: str) -> str | None:
    """The key of the game by link whose id is `match`, if this browser has it (the longest
    line, if there are twins)."""
    keys = matches(store, match)
    return keys[0] if keys else None


def join_twins(store: Store, match: str) -> tuple[str, list[str]]:
    """Make the games with the id `match` one: the longest line stays, each other is kept as a
    saved copy and then removed. Returns the key kept and the copies' keys."""
    keep, *others = matches(store, match)
    copies = []
    for key in others:
        opened = store.open(key)
        if opened is None:
            continue
        session = Session.from_loaded(opened.loaded)
        copies.append(store.find_copy(session) or store.save(
            Text("Second copy of a game by link ({name})", name=opened.name or match), session))
        store.backend.remove(key)
        store.backend.remove(board_key(key))
    return keep, copies
