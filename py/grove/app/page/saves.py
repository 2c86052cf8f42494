"""Storage, as the player meets it: the browser's localStorage, each game written after every
change, a copy saved under a name, the notices when the browser's storage refuses or holds
something broken, other tabs changing the game on screen, and asking the browser to keep it all.
What may be written and how nothing is ever lost is grove.app.store's part; the list of your
games and its backups are the games room's."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Protocol

from pyscript import window

from grove.app import early
from grove.app.index import INDEX
from grove.app.merge import where_they_part
from grove.app.page.dom import by_id, run
from grove.app.session import Session
from grove.app.store import KINDS, Diverged, MemoryBackend, Store, StoreError
from grove.app.table import CLASHED, DELETED, MOVED_ON, UNREADABLE
from grove.games import GAMES
from grove.i18n import _

if TYPE_CHECKING:
    from grove.app.page.games import GamesRoom
    from grove.app.table import Table


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
        # One call for them all (a thousand games: 13 ms a key at a time, in Pyodide).
        return [str(key) for key in window.Object.keys(self.storage).to_py()]


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


class Page(Protocol):
    """What this room uses of the page (grove.app.page.Page)."""

    game_id: str | None
    games: GamesRoom
    key: str | None
    session: Session | None
    store: Store
    table: Table | None

    def announce(self, message: str) -> None: ...
    def say(self, message: str, kind: str = ...) -> None: ...
    def start(self, session: Session, key: str | None, name: str = "", link=None,
              keep_message: bool = False, rev: int | None = None) -> None: ...


class SavesRoom:
    def __init__(self, page: Page):
        self.page = page
        self.kept_board: tuple | None = None  # (key, svg, bars) last kept for the first paint

    def report_store_problems(self) -> None:
        if self.page.store.problems:
            self.page.say(" ".join(self.page.store.problems))
            self.page.store.problems.clear()

    def autosave(self) -> str:
        """Write the game on screen under its key (a game not yet its own has none); returns
        what to tell the player when the browser refuses."""
        if self.page.table is None:
            return ""
        saved = self.page.table.save(self.page.store)
        if saved.clash is not None:
            return self.after_clash(saved.clash)
        if saved.address is not None and str(window.location.hash) != saved.address:
            window.history.replaceState(None, "", saved.address)  # a reload comes back here
        return saved.problem

    def after_clash(self, clash: Diverged) -> str:
        """Another tab changed this game first, and this tab's change does not extend it: the
        stored game comes on screen; returns what to tell the player."""
        stored = Session.from_loaded(clash.stored.loaded)
        mine = Session(stored.states[0], stored.names, line=clash.mine)
        self.page.start(stored, key=self.page.key, name=clash.stored.name, link=clash.stored.link,
                   rev=clash.stored.rev)
        if clash.part is None:
            return _("This game moved on in another tab, so what you just did here was not "
                     "kept: the game is shown as it is there now.")
        where = where_they_part(stored, mine, clash.part, _("this tab"))
        kept = (_("This tab's line was kept as a saved copy in your games.") if clash.copy
                else _("This tab's line could not be kept ({why}).", why=clash.why))
        return " ".join([_("This game moved on in another tab, and this tab's line parts from "
                           "it: {where}. The game is shown as the other tab left it.",
                           where=where), kept])

    def on_storage(self, event) -> None:
        """Another tab wrote to the storage: the list, or the game on screen, catches up before
        anything else is played here."""
        key = event.key
        key = None if key is None else str(key)
        if key is not None and not key.startswith(KINDS) and key != INDEX:
            return  # a board kept for the first paint, a setting
        # Another tab writes a game, then its row in the index: each comes here in turn, and the
        # list, drawn from the index, is drawn again at each.
        if self.page.session is None:
            self.page.games.fill_games()
        elif key is None or key == self.page.key:
            self.catch_up()

    def catch_up(self) -> None:
        caught = self.page.table.catch_up(self.page.store)
        if caught.kind == DELETED:
            self.page.say(_("This game was deleted in another tab. It is stored again if you "
                            "play on here."))
        elif caught.kind == UNREADABLE:
            self.report_store_problems()
        elif caught.kind == CLASHED:
            self.page.say(self.after_clash(caught.clash))
        elif caught.kind == MOVED_ON:
            before, opened = (self.page.session.line, self.page.session.cursor), caught.opened
            session = Session.from_loaded(opened.loaded)
            self.page.start(session, key=self.page.key, name=opened.name, link=opened.link,
                            rev=opened.rev)
            if (session.line, session.cursor) != before:
                message = _("This game moved on in another tab: it is shown as it is there now.")
                self.page.say(message)
                self.page.announce(message)

    async def keep_storage(self) -> None:
        """Ask the browser to keep Grove's storage (not to clear it when space runs short or
        after days without a visit), then show whether it does."""
        storage = getattr(window.navigator, "storage", None)
        try:
            if storage is not None and not await storage.persisted():
                await storage.persist()
        except Exception:  # no such API here, or refused: the list says what holds
            pass
        await self.show_kept()

    async def show_kept(self) -> None:
        storage = getattr(window.navigator, "storage", None)
        try:
            kept = bool(await storage.persisted()) if storage is not None else False
        except Exception:
            kept = False
        by_id("storage-kept").textContent = (
            _("The browser keeps your games: it will not clear them to make room.") if kept else
            _("The browser may clear your games if it runs short of space, or (Safari) after a "
              "week without a visit unless Grove is installed as an app. Back them up to a file "
              "to be safe."))

    def keep_board(self, state, svg: str, bars: tuple[str, str]) -> None:
        """Keep the board just drawn, with its player bars, beside its stored game, for the next
        visit's first paint (static/js/early.js); written only when it changed."""
        if self.page.key is None or self.kept_board == (self.page.key, svg, bars):
            return
        self.kept_board = (self.page.key, svg, bars)
        self.page.store.keep_board(self.page.key, early.board(state, svg, bars))

    def replace_with(self, session: Session, message: str = "", link=None,
                     key: str | None = None) -> None:
        """Put `session` on screen as a new game of your own (under `key`, a new one if None);
        the others stay as they are."""
        self.page.start(session, key=key or self.page.store.new_key(), link=link)
        self.page.say(" ".join(filter(None, [message, self.autosave()])))

    def open_save_dialog(self) -> None:
        name = by_id("save-name")
        name.value = f"{GAMES[self.page.game_id].name}, {time.strftime('%Y-%m-%d %H:%M')}"
        by_id("save-dialog").showModal()

    def on_save(self, event) -> None:
        event.preventDefault()
        try:
            self.page.store.save(str(by_id("save-name").value), self.page.session)
        except StoreError as why:
            self.page.say(_("The copy was not saved: {why}.", why=why), "error")
        else:
            self.page.say(_("A copy was saved; it is in the list of your games."), "success")
            run(self.keep_storage)
        by_id("save-dialog").close()
