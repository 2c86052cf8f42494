"""Storage, as the player meets it: the autosave, keeping an unfinished game aside before
another replaces it, named saves (save, list, open, rename, delete and undo the delete), and the
notices when the browser's storage refuses or holds something broken. What may be written and
how nothing is ever lost is grove.app.store's part."""

from __future__ import annotations

import time

from pyscript import window

from grove.app.page.dom import button, by_id, element, nearest
from grove.app.session import Session
from grove.app.store import MemoryBackend, Store, StoreError
from grove.games import GAMES


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
            raise StoreError("the browser's storage is full or refused") from None

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
        return Store(MemoryBackend()), ("Saving is off: this browser does not let Grove store "
                                        "games. You can still play, share links and export.")


class SavesRoom:
    def report_store_problems(self) -> None:
        if self.store.problems:
            self.say(" ".join(self.store.problems))
            self.store.problems.clear()

    def autosave(self) -> str:
        if self.from_link:
            return ""
        try:
            self.store.autosave(self.game_id, self.session)
        except StoreError as why:
            return f"This game could not be saved ({why}); play goes on."
        return ""

    def keep_autosave_aside(self) -> str:
        """Before a game replaces the autosaved one, keep that one among the saved games if it
        was unfinished: nothing the player had is dropped."""
        loaded = self.store.autosaved(self.game_id)
        if loaded is None or loaded.state.over or not loaded.state.history:
            return ""
        previous = Session.from_loaded(loaded)
        stamp = time.strftime("%Y-%m-%d %H:%M")
        try:
            self.store.save(f"Unfinished {loaded.state.game.name}, {stamp}", previous)
        except StoreError as why:
            return f"Your previous game could not be kept ({why})."
        return "Your previous unfinished game was kept in Saved games."

    def keep_current(self) -> str:
        """Before leaving the game on screen for another, keep it if it is unfinished and has
        moves not yet saved."""
        session = self.session
        if session is None or self.from_link or not self.dirty or session.state.over:
            return ""
        stamp = time.strftime("%Y-%m-%d %H:%M")
        try:
            self.store.save(f"Unfinished {session.state.game.name}, {stamp}", session)
        except StoreError as why:
            return f"Your unfinished game could not be kept ({why})."
        return "Your unfinished game was kept in Saved games."

    def replace_with(self, session: Session, message: str = "") -> None:
        """Put `session` on screen as the game of its type in progress, keeping the old one."""
        if session.state.game_id == self.game_id and not self.from_link:
            kept = self.keep_current()  # the game on screen is the autosave about to be replaced
        else:
            self.game_id = session.state.game_id
            kept = self.keep_autosave_aside()
        window.history.replaceState(None, "", f"#/{session.state.game_id}")
        self.start(session, from_link=False)
        self.say(" ".join(filter(None, [message, kept, self.autosave()])))

    def open_save_dialog(self) -> None:
        name = by_id("save-name")
        name.value = f"{GAMES[self.game_id].name}, {time.strftime('%Y-%m-%d %H:%M')}"
        by_id("save-dialog").showModal()

    def on_save(self, event) -> None:
        event.preventDefault()
        try:
            self.store.save(str(by_id("save-name").value), self.session)
        except StoreError as why:
            self.say(f"The game was not saved: {why}.")
        else:
            self.dirty = False
            self.say("Saved.")
        by_id("save-dialog").close()

    def open_saves_dialog(self) -> None:
        self.deleted = None
        by_id("saves-note").replaceChildren()
        self.fill_saves()
        by_id("saves-dialog").showModal()

    def fill_saves(self) -> None:
        rows = by_id("saves-list")
        rows.replaceChildren()
        saves = self.store.saves()
        if self.store.problems:
            by_id("saves-note").textContent = " ".join(self.store.problems)
            self.store.problems.clear()
        if not saves:
            empty = element("tr")
            empty.append(element("td", "No saved games yet.", colspan=7))
            rows.append(empty)
        for info in saves:
            row = element("tr")
            row.dataset.key = info.key
            saved = time.strftime("%Y-%m-%d %H:%M", time.localtime(info.saved))
            for text in (info.name, info.game, info.players, saved, str(info.moves), info.result):
                row.append(element("td", text))
            tools = element("td")
            for label, action in (("Open", "open"), ("Rename", "rename"), ("Delete", "delete")):
                tools.append(button(label, action))
            row.append(tools)
            rows.append(row)

    def on_saves_click(self, event) -> None:
        target = nearest(event, "button[data-action]")
        if target is None:
            return
        key, action = str(target.closest("tr").dataset.key), str(target.dataset.action)
        note = by_id("saves-note")
        if action == "open":
            loaded = self.store.open(key)
            if loaded is None:
                note.textContent = " ".join(self.store.problems)
                self.store.problems.clear()
                self.fill_saves()
                return
            by_id("saves-dialog").close()
            self.replace_with(Session.from_loaded(loaded), "Saved game opened.")
            self.dirty = False
        elif action == "rename":
            old = str(target.closest("tr").firstChild.textContent)
            name = window.prompt("New name for this saved game", old)
            if name:
                try:
                    self.store.rename(key, str(name))
                except StoreError as why:
                    note.textContent = f"Not renamed: {why}."
                self.fill_saves()
        elif action == "delete":
            name = str(target.closest("tr").firstChild.textContent)
            self.deleted = (key, self.store.delete(key), name)
            note.replaceChildren(element("span", f"Deleted “{name}”. "),
                                 button("Undo delete", "undo-delete"))
            self.fill_saves()

    def on_saves_note_click(self, event) -> None:
        target = nearest(event, "button[data-action]")
        if target is None or self.deleted is None:
            return
        key, raw, name = self.deleted
        self.deleted = None
        try:
            self.store.restore(key, raw)
            by_id("saves-note").textContent = f"“{name}” is back."
        except StoreError as why:
            by_id("saves-note").textContent = f"Could not restore “{name}”: {why}."
        self.fill_saves()
