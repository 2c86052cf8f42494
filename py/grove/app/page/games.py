"""All your games, in one list on the home page: on this screen, against the computer, by link,
and the copies saved under a name. The games where it is your turn come first; each can be
opened, renamed and deleted (and the delete undone), and the list can show only your turn. It
is read from the index of the games (grove.app.index) and drawn PAGE rows at a time, more on
"Show more", so that a thousand games kept cost what twenty do. Two
games by link with one id (left by an older release, or a race) are said so, and can be made
one. Each row shows the game's board as last drawn here; a game that has none kept (restored,
a copy, or beyond the few boards kept) has its board drawn from its record once the list is up,
one at a time. Below the list: whether the browser keeps the storage, a backup of every game to
a file, and restoring from one (grove.app.backup decides what a restore adds)."""

from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING, Protocol

from pyscript import window

from grove.app import backup, bylink, early
from grove.app.listing import PAGE, changed_words
from grove.app.page.dom import button, by_id, download, element, nearest, run
from grove.app.routes import game_url
from grove.app.store import StoreError
from grove.i18n import _, _n

if TYPE_CHECKING:
    from grove.app.page.saves import SavesRoom
    from grove.app.store import Store


def order(info) -> tuple:
    """Your turn first, then games in progress, then finished ones and copies; latest first."""
    in_progress = not info.over and not info.copy
    return (not info.mine, not in_progress, info.copy, -info.saved)


class Page(Protocol):
    """What this room uses of the page (grove.app.page.Page)."""

    saves: SavesRoom
    store: Store


class GamesRoom:
    def __init__(self, page: Page):
        self.page = page
        self.deleted: tuple[str, str, str] | None = None  # (key, raw, name) for undoing a delete
        # Boards drawn from records for this list, by (key, time written): most are not kept in
        # the storage (only the latest few are), so each is drawn once a visit.
        self.pictures: dict[tuple[str, float], str] = {}
        self.drawing = 0  # the latest list filled: a drawing left from an earlier one stops
        self.showing = PAGE  # how many rows are drawn; the others wait for "Show more"

    def fill_games(self) -> None:
        box, rows = by_id("my-games"), by_id("games-list")
        games = sorted(self.page.store.games(), key=order)
        if self.page.store.problems:
            by_id("games-note").textContent = " ".join(self.page.store.problems)
            self.page.store.problems.clear()
        box.hidden = not games and self.deleted is None
        run(self.page.saves.show_kept)
        only_mine = bool(by_id("games-mine").checked)
        rows.replaceChildren()
        shown = [info for info in games if info.mine or not only_mine]
        if not shown:
            rows.append(element("li", _("No game where it is your turn.") if games
                                else _("No games yet."), class_="empty"))
        now = time.time()
        missing = []
        for info in shown[: self.showing]:
            row, drawn = self.game_row(info, now)
            rows.append(row)
            if not drawn:
                missing.append((info, row))
        if len(shown) > self.showing:
            more = element("li", class_="more-games")
            more.append(element("span", _("{shown} of {total} games shown.", shown=self.showing,
                                          total=len(shown))),
                        button(_n("Show {n} more", "Show {n} more",
                                  min(PAGE, len(shown) - self.showing)), "more"))
            rows.append(more)
        self.drawing += 1
        if missing:
            run(lambda: self.draw_pictures(missing, self.drawing))

    async def draw_pictures(self, missing: list, drawing: int) -> None:
        """Draw the boards of the rows that have none, from their records, one a time with the
        page let to breathe between them (a long list of restored games takes a while)."""
        backend = self.page.store.backend
        for info, row in missing:
            await asyncio.sleep(0)
            if drawing != self.drawing or self.page.stopped:
                return  # the list was filled again (its own drawing goes on), or it is gone
            svg = self.pictures.get((info.key, info.saved)) or early.keep_drawn(backend, info.key)
            if svg:
                self.pictures[(info.key, info.saved)] = svg
                self.show_picture(row.querySelector(".row-board"), info.key, svg)

    @staticmethod
    def show_picture(picture, key: str, svg: str) -> None:
        picture.innerHTML = early.thumbnail(svg, f"row-{key.replace('.', '-')}-")

    def game_row(self, info, now: float):
        """One game: its board as last drawn, its name and players, whose turn, when it last
        changed, how many moves, Open, and a menu with Rename and Delete; and whether its board
        is drawn. Each line is one line long whatever it says (grove.css cuts it short), the
        whole of it in its tooltip."""
        row = element("li", class_="game-row mine" if info.mine else "game-row")
        row.dataset.key, row.dataset.game, row.dataset.name = info.key, info.game_id, info.name
        row.dataset.match = info.match
        url = game_url(info.game_id, info.key)
        title = _("{game}: {name}", game=info.game, name=info.name) if info.name else info.game
        if info.copy:
            title = _("{title} (saved copy)", title=title)
        elif info.twins:
            title = _("{title} (by link, twice in this browser)", title=title)
        elif info.by_link:
            title = _("{title} (by link)", title=title)
        if info.copy:
            turn = info.result or ""
        elif info.over:
            turn = _("Over: {result}", result=info.result)
        elif info.by_link and info.mine:
            turn = _("Your turn")
        elif info.by_link:
            turn = _("Waiting for {who}", who=info.turn)
        else:
            turn = info.turn
        picture = element("a", class_="row-board", href=url, tabindex="-1", aria_hidden="true")
        svg = early.kept_svg(self.page.store.backend, info.key) or self.pictures.get(
            (info.key, info.saved))
        if svg is None and info.moves == 0:  # not drawn since it was stored: the opening
            opening = getattr(getattr(window, "GROVE_BOARDS", None), info.game_id, None)
            svg = str(opening.svg) if opening else None
        if svg:
            self.show_picture(picture, info.key, svg)
        about = element("div", class_="row-about")
        about.append(element("a", title, class_="row-title", href=url, title=title),
                     element("span", info.players, class_="row-players", title=info.players))
        changed = element("time", changed_words(info.saved, now), class_="row-changed",
                          datetime=time.strftime("%Y-%m-%dT%H:%M", time.localtime(info.saved)),
                          title=time.strftime("%Y-%m-%d %H:%M", time.localtime(info.saved)))
        when = element("span", class_="row-when")
        when.append(changed)
        if info.rounds is not None:  # as the move list numbers them
            when.append(element("span", _n("{n} move", "{n} moves", info.rounds),
                                class_="row-turns"))
        status = element("div", class_="row-status")
        status.append(element("span", turn, class_="row-turn", title=turn), when)
        tools = element("div", class_="row-tools")
        tools.append(button(_("Open"), "open", "primary"))
        more = element("details", class_="row-menu")
        more.append(element("summary", "⋯", aria_label=_("More for {title}", title=title),
                            title=_("More")))
        items = element("div", class_="menu-items")
        items.append(button(_("Rename"), "rename"), button(_("Delete"), "delete"))
        if info.twins:
            items.append(button(_("Keep the longer line"), "join"))
        more.append(items)
        tools.append(more)
        row.append(picture, about, status, tools)
        return row, bool(svg)

    def on_games_click(self, event) -> None:
        target = nearest(event, "button[data-action]")
        if target is None:
            return
        if str(target.dataset.action) == "more":
            self.show_more()
            return
        row = target.closest("li")
        key, action = str(row.dataset.key), str(target.dataset.action)
        note = by_id("games-note")
        name = str(row.querySelector(".row-title").textContent)
        if action == "open":
            window.location.hash = game_url(str(row.dataset.game), key)
        elif action == "rename":
            given = window.prompt(_("A name for this game"), str(row.dataset.name))
            if given is not None:
                try:
                    self.page.store.rename(key, str(given))
                except StoreError as why:
                    note.textContent = _("Not renamed: {why}.", why=why)
                self.fill_games()
        elif action == "join":
            try:
                kept, copies = bylink.join_twins(self.page.store, str(row.dataset.match))
                note.textContent = _n("One game is left; {n} other line was kept as a saved "
                                      "copy.", "One game is left; {n} other lines were kept as "
                                      "saved copies.", len(copies))
            except StoreError as why:
                note.textContent = _("Not joined: {why}.", why=why)
            self.fill_games()
        elif action == "delete":
            self.deleted = (key, self.page.store.delete(key), name)
            note.replaceChildren(element("span", _("Deleted “{name}”. ", name=name)),
                                 button(_("Undo delete"), "undo-delete"))
            self.fill_games()

    def show_more(self) -> None:
        """Draw the next rows, the focus on the first of them (where the button was)."""
        first = self.showing
        self.showing += PAGE
        self.fill_games()
        rows = by_id("games-list").querySelectorAll(".game-row .row-title")
        if rows.length > first:
            rows.item(first).focus()

    def on_games_note_click(self, event) -> None:
        target = nearest(event, "button[data-action]")
        if target is None or self.deleted is None:
            return
        key, raw, name = self.deleted
        self.deleted = None
        try:
            self.page.store.restore(key, raw)  # under a new key if a tab stored the game again
            by_id("games-note").textContent = _("“{name}” is back.", name=name)
        except StoreError as why:
            by_id("games-note").textContent = _("Could not restore “{name}”: {why}.", name=name,
                                                why=why)
        self.fill_games()

    # -- keeping it all ----------------------------------------------------------------------------

    def make_backup(self) -> None:
        download(backup.make(self.page.store, time.time()),
                 f"grove-backup-{time.strftime('%Y%m%d-%H%M')}.json")
        by_id("backup-note").textContent = _("A file with all your games is being downloaded. "
                                             "Keep it somewhere safe; Restore reads it back.")

    async def on_backup_file(self, event) -> None:
        await self.restore_file(event.target)

    def pick_up_backup_file(self) -> None:
        """A file chosen to restore while Python started, before anyone listened: read now."""
        if by_id("backup-file").files.length:
            run(lambda: self.restore_file(by_id("backup-file")))

    async def restore_file(self, field) -> None:
        """Restore the backup file chosen in `field`, and say what it did."""
        files = field.files
        if not files.length:
            return
        file, note = files.item(0), by_id("backup-note")
        if int(file.size) > backup.MAX_BACKUP:
            note.textContent = _("That file is far too large to be a backup of Grove.")
        else:
            text = str(await file.text())
            try:
                note.textContent = backup.restore(self.page.store, text).message()
            except backup.BackupError as why:
                note.textContent = str(why)
            except StoreError as why:
                note.textContent = _("The restore stopped: {why}. What it had added stays.",
                                     why=why)
            await self.page.saves.keep_storage()
        field.value = ""
        self.fill_games()
        # Said again atop the list, where the games restored appear (atop the home page when
        # there is no list): the page may have moved since the file was chosen (chosen while
        # Python started, the page then shown from its top; or the list above it grew).
        top = "home-note" if by_id("my-games").hidden else "games-note"
        by_id(top).textContent = str(note.textContent)
