"""All your games, in one list on the home page: on this screen, against the computer, by link,
and the copies saved under a name. The games where it is your turn come first; each can be
opened, renamed and deleted (and the delete undone), and the list can show only your turn. Two
games by link with one id (left by an older release, or a race) are said so, and can be made
one. Below the list: whether the browser keeps the storage, a backup of every game to a file,
and restoring from one (grove.app.backup decides what a restore adds)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Protocol

from pyscript import window

from grove.app import backup
from grove.app.page.dom import button, by_id, download, element, nearest, run
from grove.app.page.links import game_url
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
            empty = element("tr")
            empty.append(element("td", _("No game where it is your turn.") if games
                                 else _("No games yet."), colspan=6))
            rows.append(empty)
        for info in shown:
            rows.append(self.game_row(info))

    def game_row(self, info):
        row = element("tr", class_="mine" if info.mine else "")
        row.dataset.key = info.key
        row.dataset.game = info.game_id
        row.dataset.name = info.name
        title = _("{game}: {name}", game=info.game, name=info.name) if info.name else info.game
        if info.copy:
            title = _("{title} (saved copy)", title=title)
        elif info.twins:
            title = _("{title} (by link, twice in this browser)", title=title)
        elif info.by_link:
            title = _("{title} (by link)", title=title)
        if info.copy:
            turn = info.result or "—"
        elif info.over:
            turn = _("Over: {result}", result=info.result)
        elif info.by_link and info.mine:
            turn = _("Your turn")
        elif info.by_link:
            turn = _("Waiting for {who}", who=info.turn)
        else:
            turn = info.turn or "—"
        changed = time.strftime("%Y-%m-%d %H:%M", time.localtime(info.saved))
        for text in (title, info.players, turn, str(info.moves), changed):
            row.append(element("td", text))
        tools = element("td")
        for label, action in ((_("Open"), "open"), (_("Rename"), "rename"),
                              (_("Delete"), "delete")):
            tools.append(button(label, action))
        if info.twins:
            tools.append(button(_("Keep the longer line"), "join"))
        row.dataset.match = info.match
        row.append(tools)
        return row

    def on_games_click(self, event) -> None:
        target = nearest(event, "button[data-action]")
        if target is None:
            return
        row = target.closest("tr")
        key, action = str(row.dataset.key), str(target.dataset.action)
        note = by_id("games-note")
        name = str(row.firstChild.textContent)
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
                kept, copies = self.page.store.join_twins(str(row.dataset.match))
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
        files = event.target.files
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
        event.target.value = ""
        self.fill_games()
