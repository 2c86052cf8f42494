"""Storage, as the player meets it: the browser's localStorage, each game written after every
change, a copy saved under a name, and the notices when the browser's storage refuses or holds
something broken. What may be written and how nothing is ever lost is grove.app.store's part;
the list of your games is the games room's."""

from __future__ import annotations

import time

from pyscript import window

from grove.app.early import fingerprint
from grove.app.page.dom import by_id
from grove.app.page.links import game_url
from grove.app.session import Session
from grove.app.store import MemoryBackend, Store, StoreError
from grove.games import GAMES
from grove.i18n import _, say


class LocalStorage:
    """The browser's localStorage as a store backend; its refusals become StoreError."""

    def __init__(self, storage):
        self.storage = storage

    def get(self, key):
        value = self.storage.getItem(key)
        return value if isinstance(value, str) else None

    def set(self, key, value):
        try:
            self.storage.setItem(key, value)
        except Exception:
            raise StoreError(_("the browser's storage is full or refused")) from None

    def remove(self, key):
        self.storage.removeItem(key)

    def keys(self):
        return [str(self.storage.key(i)) for i in range(int(self.storage.length))]


def open_storage() -> tuple[Store, str]:
    """The store, and a note for the player when saving is off."""
    try:
        storage = window.localStorage
        probe = "grove.probe"
        storage.setItem(probe, "1")
        storage.removeItem(probe)
        return Store(LocalStorage(storage)), ""
    except Exception:
        return Store(MemoryBackend()), _("Saving is off: this browser does not let Grove store "
                                         "games. You can still play, share links and export.")


class SavesRoom:
    def report_store_problems(self) -> None:
        if self.store.problems:
            self.say(" ".join(self.store.problems))
            self.store.problems.clear()

    def autosave(self) -> str:
        """Write the game on screen under its key (a game not yet its own has none); returns
        what to tell the player when the browser refuses."""
        if self.key is None:
            return ""
        try:
            self.store.write(self.key, self.session, self.name, self.link)
        except StoreError as why:
            return _("This game could not be saved ({why}); play goes on.", why=why)
        url = game_url(self.game_id, self.key)
        if str(window.location.hash) != url:  # a reload comes back to this game
            window.history.replaceState(None, "", url)
        return ""

    def keep_board(self, state, svg: str) -> None:
        """Keep the board just drawn beside its stored game, for the next visit's first paint
        (static/js/early.js); written only when it changed."""
        if self.key is None or self.kept_board == (self.key, svg):
            return
        self.kept_board = (self.key, svg)
        self.store.keep_board(self.key, {"game": state.game_id, "position": fingerprint(state),
                                         "prompt": say(state.prompt()), "svg": svg})

    def replace_with(self, session: Session, message: str = "", link=None) -> None:
        """Put `session` on screen as a new game of your own; the others stay as they are."""
        self.game_id = session.state.game_id
        self.start(session, key=self.store.new_key(), link=link)
        self.say(" ".join(filter(None, [message, self.autosave()])))

    def open_save_dialog(self) -> None:
        name = by_id("save-name")
        name.value = f"{GAMES[self.game_id].name}, {time.strftime('%Y-%m-%d %H:%M')}"
        by_id("save-dialog").showModal()

    def on_save(self, event) -> None:
        event.preventDefault()
        try:
            self.store.save(str(by_id("save-name").value), self.session)
        except StoreError as why:
            self.say(_("The copy was not saved: {why}.", why=why))
        else:
            self.say(_("A copy was saved; it is in the list of your games."))
        by_id("save-dialog").close()
