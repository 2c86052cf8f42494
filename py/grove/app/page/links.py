"""Routing and links: the URL fragment (grove.app.routes) says which of your games is open
(`#/orbit/game/<id>`; `#/orbit` alone opens the latest game of Orbit), carries one
(`#/orbit/g/<record>/ply/5`) or starts one from the home page (`#/orbit/new/computer`). Share
links, export to a file, and import from a file, a pasted record or a pasted link. A link of a
game by link goes to the correspondence room, which merges it into your game."""

from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING, Protocol

from pyscript import document, window

from grove import links, record
from grove.app.page.dialogs import default_options
from grove.app.page.dom import by_id, download
from grove.app.routes import (
    KEY,
    LATEST,
    LINK,
    OPTIONS,
    QUICK_STARTS,
    START,
    STAY,
    TEACH,
    UNKNOWN,
    back_from_options,
    game_url,
    parse,
    quick_players,
    way,
)
from grove.app.session import Session
from grove.app.store import KINDS
from grove.games import GAMES
from grove.i18n import Text, _
from grove.record import RecordError

if TYPE_CHECKING:
    from grove.app.computer import Computer
    from grove.app.controller import Controller
    from grove.app.linkseat import LinkSeat
    from grove.app.page.board import BoardRoom
    from grove.app.page.correspondence import CorrespondenceRoom
    from grove.app.page.dialogs import DialogsRoom
    from grove.app.page.games import GamesRoom
    from grove.app.page.learn import LearnRoom
    from grove.app.page.saves import SavesRoom
    from grove.app.store import Store
    from grove.app.tutor import Tutor


class Page(Protocol):
    """What this room uses of the page (grove.app.page.Page)."""

    board: BoardRoom
    computer: Computer
    controller: Controller | None
    dialogs: DialogsRoom
    game_id: str | None
    games: GamesRoom
    key: str | None
    learn: LearnRoom
    link: LinkSeat | None
    correspondence: CorrespondenceRoom
    saves: SavesRoom
    session: Session | None
    store: Store
    tutor: Tutor | None

    def close(self) -> None: ...
    def say(self, message: str, kind: str = ...) -> None: ...
    def start(self, session: Session, key: str | None, name: str = "", link=None,
              keep_message: bool = False, rev: int | None = None) -> None: ...


class LinksRoom:
    def __init__(self, page: Page):
        self.page = page
        self.here: str | None = None  # the address last routed to (None: none yet)

    def route(self) -> None:
        try:
            self.follow(self.here)
        finally:  # what is on screen now, for a Cancel to come back to
            self.here = str(window.location.hash)

    def follow(self, before: str | None) -> None:
        """Show what the address names; `before` is the address on screen until now."""
        route = parse(str(window.location.hash))
        game_id, tutor = route.game_id, self.page.tutor
        going = way(route, GAMES, self.page.game_id, self.page.key,
                    tutor.game_id if tutor else None)
        window.scrollTo(0, 0)  # a new place: its top, not where the last one was scrolled to
        if going.leave_lesson:
            self.page.learn.leave()
        follow = {
            TEACH: lambda: self.page.learn.open(game_id, route.teach, route.item, route.theme),
            LINK: lambda: self.open_link(route.payload, route.ply),
            KEY: lambda: self.open_key(game_id, route.key),
            START: lambda: self.start_new(game_id, route.start, before),
            LATEST: lambda: self.open_latest(game_id),
            STAY: lambda: None,
        }.get(going.go)
        if follow:
            follow()
            return
        self.leave()
        by_id("home-note").textContent = (
            _("There is no game called {name!r} here.", name=game_id[:40])
            if going.go == UNKNOWN else "")
        self.page.games.fill_games()
        window.groveCards()  # static/js/early.js: each card's opening board, if not drawn yet

    def start_new(self, game_id: str, how: str, before: str | None = None) -> None:
        """A start from the home page: the dialog with every option, over the game of this
        type changed last (its Cancel goes back to `before`, the address on screen before), or
        a new game at once with the defaults."""
        if how not in QUICK_STARTS:
            if game_id != self.page.game_id or self.page.key is None:
                self.open_latest(game_id)
            window.history.replaceState(None, "", game_url(game_id, self.page.key))
            if how == OPTIONS:
                self.page.dialogs.open_new_dialog(back_from_options(before))
            else:
                self.page.say(_("There is no way to start a game called {how!r}: here is your "
                                "latest game of {game}.", how=how, game=GAMES[game_id].name),
                              "error")
            return
        session = Session.new(game_id, default_options(GAMES[game_id]))
        session.computers = quick_players(session.state.players, how)
        if how == "friend":
            self.page.correspondence.start_by_link(session, 0, confirm=True)
        else:
            self.page.saves.replace_with(session)
        self.page.board.focus()

    def leave(self) -> None:
        self.page.close()
        self.page.computer.forget()
        by_id("game").hidden = True
        by_id("home").hidden = False
        document.title = "Grove"

    def open_latest(self, game_id: str) -> None:
        """The game of this type changed last, or a new one (stored once it is played on)."""
        latest = [i for i in self.page.store.games() if i.game_id == game_id and not i.copy]
        opened = self.page.store.open(latest[0].key) if latest else None
        if opened is None:
            session = Session.new(game_id, default_options(GAMES[game_id]))
            self.page.start(session, key=self.page.store.new_key())
        else:
            self.page.start(Session.from_loaded(opened.loaded), key=latest[0].key, name=opened.name,
                       link=opened.link, rev=opened.rev)
            window.history.replaceState(None, "", game_url(game_id, latest[0].key))
        self.page.saves.report_store_problems()

    def open_key(self, game_id: str, key: str, message: str = "") -> None:
        """One of your games (or a copy saved under a name) by its key in the storage."""
        opened = self.page.store.open(key) if key.startswith(KINDS) else None
        if opened is None or opened.loaded.state.game_id != game_id:
            problems = " ".join(self.page.store.problems)
            self.page.store.problems.clear()
            window.history.replaceState(None, "", f"#/{game_id}")
            self.open_latest(game_id)
            self.page.say(problems or _("That game is not in this browser's storage (it may have "
                                        "been deleted, or saved in another browser)."), "error")
            return
        session = Session.from_loaded(opened.loaded)
        if key.startswith(KINDS[1]):  # a copy: playing on from it starts a new game
            self.page.start(session, key=None, name=opened.name)
            self.page.say(message or _("The saved copy “{name}”. Playing on starts a new game; the "
                                  "copy stays as it is.", name=opened.name))
            return
        self.page.start(session, key=key, name=opened.name, link=opened.link, rev=opened.rev)
        if message:
            self.page.say(message)

    def open_link(self, payload: str, ply: str | None) -> None:
        try:
            loaded = links.from_link(payload)
        except RecordError as why:
            self.show_link_error(_("This link cannot be opened: {why}.", why=why.args[0]))
            return
        if loaded.match:
            self.page.correspondence.open_match(loaded)
            return
        session = Session.from_loaded(loaded)
        if ply is not None:
            if ply.isdecimal() and int(ply) <= len(session.line):
                session.cursor = int(ply)
            else:
                self.show_link_error(_("This link's move number ({ply}) is not in the game; it "
                                       "opens at the position it was shared from.",
                                       ply=ply[:12]))
                self.page.start(session, key=None, keep_message=True)
                return
        self.page.start(session, key=None)
        self.page.say(_("Opened from a link. It becomes one of your games if you play on; the "
                        "games you have stay as they are."))

    def show_link_error(self, message: str) -> None:
        game_id = parse(str(window.location.hash)).game_id
        if self.page.game_id == game_id and self.page.key is not None:
            window.history.replaceState(None, "", game_url(game_id, self.page.key))
        else:
            window.history.replaceState(None, "", f"#/{game_id}")
            self.open_latest(game_id)
        self.page.say(message)

    def link_url(self) -> str:
        base = f"{window.location.origin}{window.location.pathname}"
        link = self.page.link
        if link is None:
            return f"{base}#/{self.page.game_id}/g/{self.page.session.link()}"
        session = self.page.session
        payload = session.link(link.match, link.seat, link.sent_plan(session.state.history))
        return f"{base}#/{self.page.game_id}/g/{payload}"

    async def share(self) -> None:
        url = self.link_url()
        field = by_id("share-url")
        field.value = url
        by_id("share-box").hidden = False
        status = by_id("share-status")
        try:
            await window.navigator.clipboard.writeText(url)
            status.textContent = _("Copied to the clipboard.")
        except Exception:
            field.select()
            status.textContent = _("Copy the link above (the clipboard is not available here).")

    def export(self) -> None:
        download(json.dumps(json.loads(self.page.session.record()), indent=1),
                 f"grove-{self.page.game_id}-{time.strftime('%Y%m%d-%H%M')}.json")

    def open_import_dialog(self) -> None:
        by_id("import-message").textContent = ""
        by_id("import-text").value = ""
        by_id("import-dialog").showModal()

    def import_pasted(self) -> None:
        self.import_text(str(by_id("import-text").value))

    async def on_import_file(self, event) -> None:
        files = event.target.files
        if not files.length:
            return
        file = files.item(0)
        if int(file.size) > record.MAX_TEXT:
            by_id("import-message").textContent = _("That file is far too large to be a game.")
            return
        self.import_text(str(await file.text()))
        event.target.value = ""

    def import_text(self, text: str) -> None:
        text = text.strip()
        try:
            if text.startswith("{"):
                loaded = record.read(text)
            elif "/g/" in text:
                loaded = links.from_link(parse(text[text.index("#"):]).payload
                                          if "#" in text else text.split("/g/", 1)[1])
            elif text:
                loaded = links.from_link(text)
            else:
                raise RecordError(Text("there is nothing to open"))
        except (RecordError, ValueError) as why:
            by_id("import-message").textContent = _("This game cannot be opened: {why}.",
                                                    why=why.args[0] if why.args else why)
            return
        by_id("import-dialog").close()
        if loaded.match:  # a game by link, pasted rather than opened: merged all the same
            self.page.correspondence.open_match(loaded)
            return
        self.page.saves.replace_with(Session.from_loaded(loaded), _("Game imported."))
