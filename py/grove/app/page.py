"""The page: routing by URL fragment, the board, the panel, dialogs, storage and links.

This is the only module that touches the DOM. It is generic: nothing here knows a game's rules.
The pure parts it wires are the controller (clicks to actions), the session (undo, replay, move
list, records) and the store (saves that are never lost).
"""

from __future__ import annotations

import asyncio
import inspect
import json
import random
import time

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from grove import IllegalMove
from grove.app import cursor as board_cursor
from grove.app import markdown
from grove.app.controller import Controller, Menu
from grove.app.session import Session
from grove.app.store import MemoryBackend, Store, StoreError
from grove.app.thinker import GaveUp, Thinker
from grove.core import record
from grove.core.record import RecordError
from grove.games import GAMES
from grove.view import Hints, render
from grove.view import command as view_command
from grove.view import controls as view_controls

CELL = "[data-cell][role=button]"  # a board cell's hit area, as views draw it (svg.cell)
READ_ONLY = ("You are viewing an earlier position: press Play from here to play on from it, "
             "or go to the end.")
_proxies = []  # event handlers must outlive this module's functions: keep their proxies


def on(element, event: str, handler) -> None:
    proxy = create_proxy(handler)
    _proxies.append(proxy)
    element.addEventListener(event, proxy)


def run(handler) -> None:
    """Call a click handler; one that is a coroutine goes on in the background."""
    result = handler()
    if inspect.iscoroutine(result):
        asyncio.ensure_future(result)


def nearest(event, selector: str):
    """The element the event happened in (or its nearest ancestor) matching `selector`, or None.
    The DOM answers null, which reaches Python as a value that is not None."""
    return none_for_null(event.target.closest(selector))


def find(root, selector: str):
    """The first element under `root` matching `selector`, or None (not the DOM's null)."""
    return none_for_null(root.querySelector(selector))


def none_for_null(found):
    return found if getattr(found, "nodeType", None) is not None else None


def by_id(name: str):
    return document.getElementById(name)


def element(tag: str, text: str = "", **attributes):
    node = document.createElement(tag)
    if text:
        node.textContent = text  # text, never markup
    for name, value in attributes.items():
        node.setAttribute(name.rstrip("_").replace("_", "-"), str(value))
    return node


def js_object(**values):
    return to_js(values, dict_converter=window.Object.fromEntries)


def button(label: str, action: str, css: str = ""):
    node = element("button", label, type="button")
    node.dataset.action = action
    if css:
        node.className = css
    return node


def menu(control: Menu):
    """A labelled select of numbered actions and a button that plays the one selected."""
    box = element("span", class_="menu")
    select = element("select", aria_label=control.label)
    for action, label in control.choices:
        choice = element("option", label)
        choice.value = action
        select.append(choice)
    go = button(control.label, "", "menu-go")
    go.setAttribute("data-menu", control.word)
    box.append(select, go)
    return box


class AiWorker:
    """The computer players' worker: its script element, and its exported functions."""

    def __init__(self, script, remote):
        self.script, self.remote = script, remote

    def think(self, record_text: str, level: str, seconds: float | None, seed: int | None):
        return self.remote.think(record_text, level, seconds, seed)

    def stop(self) -> None:
        xworker = getattr(self.script, "xworker", None)  # set by PyScript once it starts one
        if xworker is not None:
            xworker.terminate()
        self.script.remove()


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


PLAYER_KINDS = (  # who plays a seat: a person, or the computer at a level (hard: its time)
    ("", "A person"),
    ("easy", "Computer, easy"),
    ("medium", "Computer, medium (under 1 s)"),
    ("hard:3", "Computer, hard (3 s a move)"),
    ("hard:10", "Computer, hard (10 s a move)"),
)


def fresh_value(option):
    """A new value for an option the app draws anew for each game (a random layout's seed)."""
    return random.randrange(2**31)


def default_options(game) -> dict:
    return {o.name: fresh_value(o) for o in game.options if o.fresh}


def seat_fields(box, state, names, kinds) -> None:
    """In a dialog: for each seat, its player's name and who plays it (a person or the computer)."""
    box.replaceChildren()
    for seat in range(state.players):
        label = element("label")
        field = element("input", name=f"name-{seat}", maxlength=record.MAX_NAME,
                        placeholder=state.seat_name(seat))
        field.value = names[seat] if seat < len(names) else ""
        kind = element("select", name=f"kind-{seat}", aria_label=f"Who plays seat {seat + 1}")
        for value, words in PLAYER_KINDS:
            choice = element("option", words)
            choice.value = value
            choice.selected = seat < len(kinds) and kinds[seat] == value
            kind.append(choice)
        label.append(element("span", f"Seat {seat + 1} ({state.seat_name(seat)})"), field, kind)
        box.append(label)


def parse_fragment(fragment: str) -> tuple[str, str | None, str | None]:
    """`#/orbit/g/<data>/ply/5` -> ("orbit", "<data>", "5")."""
    parts = fragment.removeprefix("#").strip("/").split("/")
    game_id, payload, ply = parts[0], None, None
    if len(parts) >= 3 and parts[1] == "g":
        payload = parts[2]
        if len(parts) >= 5 and parts[3] == "ply":
            ply = parts[4]
    return game_id, payload, ply


class Page:
    def __init__(self):
        self.session: Session | None = None
        self.controller: Controller | None = None
        self.game_id: str | None = None
        self.from_link = False  # a game opened from a link is autosaved only once played on
        self.dirty = False  # played on since it was last saved, opened or started
        self.deleted: tuple[str, str, str] | None = None  # (key, raw, name) for undoing a delete
        self.question = None  # what the computer is asked: (session, its history, level)
        self.answer: str | None = None  # the computer's answer, held while replaying
        self.gave_up = None  # a question the worker failed on, not asked again by itself
        self.thinker = Thinker(self.start_worker, self.say)
        self.workers_started = 0
        self.clock_turn = None  # (ply where the timed turn began, seat)
        self.clock_deadline = 0.0
        self.cursor: str | None = None  # the cell the keyboard cursor is on
        self.recentre = True  # put the cursor in the middle when the board next gets focus
        self.centres: dict | None = None  # the cells' centres on screen, for the arrow keys
        self.store, storage_note = open_storage()
        if storage_note:
            by_id("storage-note").textContent = storage_note
            by_id("storage-note").hidden = False
        self.wire()

    def wire(self) -> None:
        on(by_id("board"), "click", self.on_board_click)
        on(by_id("view-controls"), "click", self.on_view_control)
        on(by_id("board"), "keydown", self.on_board_key)
        on(by_id("board"), "focusin", self.on_board_focus)
        on(by_id("typed"), "submit", self.on_typed)
        on(by_id("actions"), "click", self.on_action_click)
        on(by_id("chooser"), "click", self.on_action_click)
        on(by_id("moves"), "click", self.on_move_click)
        on(by_id("moves"), "keydown", self.on_moves_key)
        on(window, "hashchange", lambda _event: self.route())
        on(document, "keydown", self.on_key)
        for name, handler in {
            "undo": self.undo, "redo": self.redo, "play-here": self.play_from_here,
            "to-start": lambda: self.show(0), "back": lambda: self.show(self.session.shown_ply - 1),
            "forward": lambda: self.show(self.session.shown_ply + 1),
            "to-end": lambda: self.show(self.session.cursor),
            "open-new": self.open_new_dialog, "open-save": self.open_save_dialog,
            "open-saves": self.open_saves_dialog, "open-import": self.open_import_dialog,
            "open-rules": self.open_rules, "open-players": self.open_players_dialog,
            "share": self.share, "share-end": self.share,
            "export": self.export, "rematch": self.rematch, "import-go": self.import_pasted,
        }.items():
            on(by_id(name), "click", lambda _event, handler=handler: run(handler))
        on(by_id("new-game"), "submit", self.on_new_game)
        on(by_id("new-game"), "change", self.on_new_game_change)
        on(by_id("players-form"), "submit", self.on_players)
        on(by_id("save-form"), "submit", self.on_save)
        on(by_id("saves-list"), "click", self.on_saves_click)
        on(by_id("saves-note"), "click", self.on_saves_note_click)
        on(by_id("import-file"), "change", lambda event: run(lambda: self.on_import_file(event)))
        for close in document.querySelectorAll("dialog .close"):
            on(close, "click", lambda event: event.target.closest("dialog").close())

    # -- routing ---------------------------------------------------------------------------------

    def route(self) -> None:
        game_id, payload, ply = parse_fragment(str(window.location.hash))
        if game_id in GAMES:
            if payload is not None:
                self.open_link(payload, ply)
            elif game_id != self.game_id or self.from_link:
                self.open_game(game_id)
            return
        self.leave()
        note = by_id("home-note")
        if game_id:
            note.textContent = f"There is no game called {game_id[:40]!r} here."
        else:
            note.textContent = ""

    def leave(self) -> None:
        self.game_id, self.session, self.controller, self.from_link = None, None, None, False
        self.question = self.answer = None
        by_id("game").hidden = True
        by_id("home").hidden = False
        document.title = "Grove"

    def open_game(self, game_id: str) -> None:
        """The game of this type in progress (autosaved), or a new one."""
        loaded = self.store.autosaved(game_id)
        session = (Session.from_loaded(loaded) if loaded
                   else Session.new(game_id, default_options(GAMES[game_id])))
        self.start(session, from_link=False)
        self.report_store_problems()

    def open_link(self, payload: str, ply: str | None) -> None:
        try:
            loaded = record.from_link(payload)
        except RecordError as why:
            self.show_link_error(f"This link cannot be opened: {why}.")
            return
        session = Session.from_loaded(loaded)
        if ply is not None:
            if ply.isdigit() and int(ply) <= len(session.line):
                session.cursor = int(ply)
            else:
                self.show_link_error(f"This link's move number ({ply[:12]}) is not in the game; "
                                     "it opens at the position it was shared from.")
                self.start(session, from_link=True, keep_message=True)
                return
        self.start(session, from_link=True)
        self.say("Opened from a link. Your own game of this type stays saved until you play on.")

    def show_link_error(self, message: str) -> None:
        game_id = parse_fragment(str(window.location.hash))[0]
        if self.game_id != game_id or self.from_link:
            window.history.replaceState(None, "", f"#/{game_id}")
            self.open_game(game_id)
        self.say(message)

    def start(self, session: Session, from_link: bool, keep_message: bool = False) -> None:
        game = GAMES[session.state.game_id]
        self.session, self.from_link, self.dirty = session, from_link, False
        self.clock_turn = None  # a new session starts its clock afresh
        self.game_id = game.game_id
        self.controller = Controller(session.state)
        self.cursor, self.recentre = None, True
        by_id("home").hidden = True
        by_id("game").hidden = False
        by_id("game-title").textContent = game.name
        by_id("share-box").hidden = True
        document.title = f"{game.name} · Grove"
        if not keep_message:
            self.say("")
        self.draw()

    # -- drawing ---------------------------------------------------------------------------------

    def draw(self) -> None:
        session, controller = self.session, self.controller
        shown, replaying = session.shown, session.replaying
        hints = Hints() if replaying else controller.hints()
        board = by_id("board")
        focused = board.contains(document.activeElement)
        board.innerHTML = render(shown, hints)
        self.place_cursor(focused)
        self.draw_view_controls()
        by_id("status").textContent = shown.prompt()
        note = by_id("replay-note")
        note.hidden = not replaying
        note.textContent = (f"Viewing the position after {session.shown_ply} of "
                            f"{len(session.line)} actions. The board is read-only.")
        by_id("play-here").hidden = not replaying

        actions = by_id("actions")
        actions.replaceChildren()
        if not replaying and not controller.selected:
            for control in controller.controls():
                if isinstance(control, Menu):
                    actions.append(menu(control))
                else:
                    actions.append(button(control[1], control[0]))
        by_id("chooser").replaceChildren()

        state = session.state
        by_id("summary").hidden = replaying or not state.over
        by_id("banner").textContent = f"Game over: {state.result()}" if state.over else ""
        by_id("summary-detail").textContent = state.summary() if state.over else ""

        by_id("undo").disabled = not session.can_undo
        by_id("redo").disabled = not session.can_redo
        by_id("to-start").disabled = by_id("back").disabled = session.shown_ply == 0
        by_id("forward").disabled = session.shown_ply == len(session.line)
        by_id("to-end").disabled = not replaying
        later = len(session.line) - session.cursor
        by_id("note").textContent = (
            f"Playing a move now drops the {later} later action{'s' if later > 1 else ''} "
            "(Redo brings them back until then)." if later and not replaying else "")
        self.draw_moves()
        self.tick()
        self.maybe_think()

    # -- computer players ------------------------------------------------------------------------

    def maybe_think(self) -> None:
        """Ask for the computer's action when a computer is to move in the position in force.

        A question is the position it is about (the session and its actions so far) and the level
        asked; an answer is played only while its question is still the one on the board, so every
        way of leaving a position (undo, redo, replay, a new or opened game, a seat changing hands)
        drops a late answer by itself, and the position that is on the board gets its own."""
        session = self.session
        indicator = by_id("thinking")
        level = (session.computer(session.state.to_move)
                 if session is not None and not session.state.over else "")
        if not level:
            self.question = self.answer = None
            indicator.hidden = True
            return
        question = (session, session.state.history, level)
        if session.replaying or question == self.gave_up:
            indicator.hidden = True  # the answer (if any) is kept for when the game is back on
            return
        indicator.hidden = False
        indicator.textContent = f"{session.who(session.state, session.state.to_move)} is thinking…"
        if question != self.question:
            self.question, self.answer = question, None
            asyncio.ensure_future(self.ask(question, session.record()))
        elif self.answer is not None:  # it came while an earlier position was on show
            asyncio.get_event_loop().call_soon(self.play_answer)

    async def ask(self, question, record_text: str) -> None:
        name, _, seconds = question[2].partition(":")
        try:
            action = await self.thinker.ask(record_text, name, float(seconds) if seconds else None,
                                            wanted=lambda: self.question == question)
        except GaveUp as why:
            if self.question == question:
                self.question, self.gave_up = None, question
                self.say(f"The computer could not move: {why}. Undo, or change who plays this "
                         "seat under Players.")
                self.draw()
            return
        if action is None or self.question != question:
            return  # the position has changed: this answer is dropped
        await asyncio.sleep(0.25)  # so that a turn of several actions is seen action by action
        if self.question == question:
            self.answer = action
            self.play_answer()

    def play_answer(self) -> None:
        """Play the computer's answer, if its position is still in force and on show."""
        if self.question is None or self.answer is None:
            return
        question, action = self.question, self.answer
        session, history, _ = question
        if session is not self.session or session.replaying or session.state.history != history:
            return
        self.question = self.answer = None
        self.controller = Controller(session.state)
        outcome = self.controller.play(action)
        if outcome.kind == "played":  # what the player was last told stays: it was not this
            message = self.commit(self.controller.state)
        else:  # never expected (the worker answers from legal()); not asked again by itself
            self.gave_up = question
            message = f"The computer's answer {action[:60]!r} was refused: {outcome.message}"
        if message:
            self.say(message)
        self.draw()

    async def start_worker(self) -> AiWorker:
        """A fresh worker for the computer players, under a name of its own: a named worker's
        name cannot be used again once taken, even by a replacement."""
        from pyscript import workers

        self.workers_started += 1
        name = f"ai-{self.workers_started}"
        script = element("script", type="py", src="./py/ai_worker.py", worker="", name=name,
                         config="./pyscript.toml")
        document.body.append(script)
        try:
            return AiWorker(script, await workers[name])
        except BaseException:  # a start that failed or was given up: no worker is left behind
            AiWorker(script, None).stop()
            raise

    # -- the turn clock (games with a `turn_seconds` option) -------------------------------------

    def tick(self) -> None:
        """Show the time left for the turn in force; a turn not played in time is a pass."""
        clock = by_id("clock")
        session = self.session
        seconds = session.state.options.get("turn_seconds", 0) if session else 0
        if not seconds or session.state.over:
            clock.hidden, self.clock_turn = True, None
            return
        state = session.state
        turn = (session.cursor - len(state.turn_so_far()), state.to_move)
        if turn != self.clock_turn:
            self.clock_turn, self.clock_deadline = turn, time.time() + seconds
        left = max(0, self.clock_deadline - time.time())
        clock.hidden = False
        who = state.seat_name(state.to_move)
        clock.textContent = f"{who}: {int(left) // 60}:{int(left) % 60:02d}"
        if left > 0:
            return
        if "pass" in state.legal():
            self.controller = Controller(state)
            outcome = self.controller.play("pass")
            self.report(outcome)
            self.say(f"Time ran out: the turn was a pass. {by_id('message').textContent}".strip())
        else:
            clock.textContent = f"{who}: time is up, finish the turn"

    def draw_view_controls(self) -> None:
        box = by_id("view-controls")
        pressed = find(box, "button:focus")
        name = str(pressed.dataset.view) if pressed is not None else None
        box.replaceChildren()
        for control, label in view_controls(self.game_id):
            knob = element("button", label, type="button")
            knob.dataset.view = control
            box.append(knob)
            if control == name:
                knob.focus()
        box.hidden = not box.firstElementChild

    def on_view_control(self, event) -> None:
        control = nearest(event, "button[data-view]")
        if control is not None and self.session is not None:
            view_command(self.game_id, str(control.dataset.view))
            self.draw()

    # -- the keyboard on the board ---------------------------------------------------------------

    def cells(self):
        return by_id("board").querySelectorAll(CELL)

    def cell_element(self, name: str | None):
        if name is None or '"' in name or "\\" in name:
            return None
        return find(by_id("board"), f'[data-cell="{name}"]' + CELL)

    def place_cursor(self, focus: bool) -> None:
        """After a draw: one cell of the board, and only one, is in the tab order (the cursor).
        The focus stays on the board if it was there."""
        self.centres = None
        here = self.cell_element(self.cursor)
        if here is None:
            self.recentre = True
            here = (find(by_id("board"), CELL + ".clickable")
                    or find(by_id("board"), CELL))
            if here is None:
                return
            self.cursor = str(here.getAttribute("data-cell"))
        here.setAttribute("tabindex", "0")
        here.classList.add("cursor")
        if focus:
            here.focus()

    def cell_centres(self) -> dict:
        if self.centres is None:
            self.centres = {}
            for cell in self.cells():
                box = cell.getBoundingClientRect()
                self.centres[str(cell.getAttribute("data-cell"))] = (
                    float(box.left) + float(box.width) / 2, float(box.top) + float(box.height) / 2)
        return self.centres

    def move_cursor(self, name: str | None) -> None:
        old, new = self.cell_element(self.cursor), self.cell_element(name)
        if new is None:
            return
        if old is not None:
            old.removeAttribute("tabindex")
            old.classList.remove("cursor")
        self.cursor = name
        new.setAttribute("tabindex", "0")
        new.classList.add("cursor")
        new.focus()

    def refocus_board(self) -> None:
        """Keyboard play left the board for a chooser: the next draw brings the focus back."""
        here = self.cell_element(self.cursor)
        if here is not None:
            here.focus()

    def on_board_focus(self, event) -> None:
        """Tabbing onto a fresh board puts the cursor in its middle, among the playable cells."""
        if not self.recentre or self.session is None:
            return
        self.recentre = False
        clickable = frozenset(str(c.getAttribute("data-cell")) for c in
                              by_id("board").querySelectorAll(CELL + ".clickable"))
        name = board_cursor.middle(self.cell_centres(), clickable)
        if name != self.cursor:
            self.move_cursor(name)

    def on_board_key(self, event) -> None:
        key = str(event.key)
        if nearest(event, "[data-cell]") is None or self.session is None:
            return
        if key in board_cursor.DIRECTIONS:
            event.preventDefault()
            event.stopPropagation()  # the page's arrows step through the moves; not here
            self.recentre = False
            self.move_cursor(board_cursor.step(self.cell_centres(), self.cursor, key))
        elif key in ("Enter", " "):
            event.preventDefault()
            self.play_cell(self.cursor)

    def on_typed(self, event) -> None:
        """A move typed in the game's notation; a refused one stays in the field to be fixed."""
        event.preventDefault()
        field = by_id("typed-move")
        text = str(field.value).strip()
        if self.controller is None or not text:
            return
        if self.session.replaying:
            self.say(READ_ONLY)
            return
        same = [a for a in self.controller.state.legal() if a.lower() == text.lower()]
        outcome = self.controller.play(same[0] if len(same) == 1 else text)
        if outcome.kind == "played":
            field.value = ""
        self.report(outcome)

    def announce(self, message: str) -> None:
        """Tell screen readers what just happened (a live region); the board says the rest."""
        by_id("announce").textContent = message

    def draw_moves(self) -> None:
        """The move list is one stop in the tab order (the move shown, else the first); the
        arrow keys then step through the game, as the replay buttons do."""
        moves = by_id("moves")
        focused = moves.contains(document.activeElement)
        moves.replaceChildren()
        current = first = None
        for turn in self.session.turns():
            item = element("li", f"{turn.who}: ")
            for ply, action in turn.plies:
                step = element("button", action, type="button", tabindex="-1")
                step.dataset.ply = str(ply)
                first = first or step
                if ply == self.session.shown_ply:
                    step.className = "current"
                    step.setAttribute("aria-current", "step")
                    current = step
                item.append(step, " ")
            moves.append(item)
        stop = current or first
        if stop is not None:
            stop.setAttribute("tabindex", "0")
            if focused:
                stop.focus()
        if current is not None:
            current.scrollIntoView(js_object(block="nearest"))

    def on_moves_key(self, event) -> None:
        session, key = self.session, str(event.key)
        if session is None:
            return
        steps = {"ArrowLeft": session.shown_ply - 1, "ArrowUp": session.shown_ply - 1,
                 "ArrowRight": session.shown_ply + 1, "ArrowDown": session.shown_ply + 1,
                 "Home": 0, "End": len(session.line)}
        if key in steps:
            event.preventDefault()
            event.stopPropagation()  # here the arrows replay; elsewhere they undo and redo
            self.show(max(0, min(len(session.line), steps[key])))

    def say(self, message: str) -> None:
        by_id("message").textContent = message

    def report_store_problems(self) -> None:
        if self.store.problems:
            self.say(" ".join(self.store.problems))
            self.store.problems.clear()

    # -- playing ---------------------------------------------------------------------------------

    def on_board_click(self, event) -> None:
        target = nearest(event, "[data-cell]")
        if self.controller is None or target is None:
            return
        self.cursor = str(target.getAttribute("data-cell"))
        self.play_cell(self.cursor)

    def play_cell(self, name: str | None) -> None:
        """A click on a cell, by mouse, touch or the keyboard."""
        if self.controller is None or name is None:
            return
        if self.session.replaying:
            self.say(READ_ONLY)
            return
        self.report(self.controller.click(name))

    def on_action_click(self, event) -> None:
        target = nearest(event, "button[data-action]")
        if self.controller is None or target is None:
            return
        action = str(target.dataset.action)
        if nearest(event, "#chooser") is not None and int(event.detail) == 0:
            # Chosen by keyboard (a click with no pointer): back to the cell after the draw.
            self.recentre = False
            self.refocus_board()
        if target.hasAttribute("data-menu"):  # play the choice of the menu beside this button
            action = str(target.parentElement.querySelector("select").value)
        if not action:
            self.controller.cancel()
            self.say("")
            self.draw()
            return
        self.report(self.controller.play(action))

    def report(self, outcome) -> None:
        message = outcome.message
        if outcome.kind == "played":
            message = self.commit(self.controller.state)
        self.say(message)
        self.draw()
        if outcome.kind == "choose":
            chooser = by_id("chooser")
            for action, label in outcome.choices:
                chooser.append(button(label, action, "choice"))
            chooser.append(button("Cancel", "", "cancel"))
            if by_id("board").contains(document.activeElement):  # keyboard play goes on there
                chooser.firstElementChild.focus()
            self.announce(f"Choose one of {len(outcome.choices)}: "
                          + ", ".join(label for _, label in outcome.choices) + ".")

    def commit(self, state) -> str:
        """Record an action the controller played; returns what to tell the player."""
        dropped = len(self.session.line) - self.session.cursor
        before = self.session.state
        self.session.advance(state)
        who = self.session.who(before, before.to_move)
        action = state.history[-1]
        self.announce(f"{who}: {before.label(action)}."
                      + (f" Game over: {state.result()}" if state.over else ""))
        self.dirty = True
        message = ""
        if dropped:
            message = f"A new line: the {dropped} later action{'s' if dropped > 1 else ''} " \
                      "were dropped."
        if self.from_link:  # the player plays on: from now on this is their game of this type
            self.from_link = False
            window.history.replaceState(None, "", f"#/{self.game_id}")
            message = " ".join(filter(None, [message, self.keep_autosave_aside()]))
        return " ".join(filter(None, [message, self.autosave()]))

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

    # -- undo, redo, replay ----------------------------------------------------------------------

    def after_move_change(self) -> None:
        self.controller = Controller(self.session.state)
        self.clock_turn = None
        self.gave_up = None  # the player has acted: the computer may try again
        self.say(self.autosave())
        self.draw()

    def undo(self) -> None:
        session = self.session
        if session and session.can_undo:
            if any(session.computers) and not all(session.computers):
                session.undo_turn()  # your last turn and the computer's reply together
            else:
                session.undo()
            self.after_move_change()
            self.announce(f"Undone. {session.state.prompt()}")

    def redo(self) -> None:
        if self.session and self.session.can_redo:
            self.session.redo()
            self.after_move_change()
            self.announce(f"Redone. {self.session.state.prompt()}")

    def show(self, ply: int) -> None:
        if self.session is None:
            return
        self.session.show(ply)
        self.controller.cancel()
        self.say("")
        self.draw()

    def play_from_here(self) -> None:
        self.session.play_from_here()
        self.after_move_change()

    def on_move_click(self, event) -> None:
        target = nearest(event, "button[data-ply]")
        if target is not None:
            self.show(int(str(target.dataset.ply)))

    def on_key(self, event) -> None:
        if self.session is None or str(event.target.tagName) in ("INPUT", "TEXTAREA", "SELECT"):
            return
        if document.querySelector("dialog[open]"):
            return
        key, ctrl = str(event.key), bool(event.ctrlKey or event.metaKey)
        if ctrl and key.lower() == "z" and not event.shiftKey:
            self.undo()
        elif ctrl and (key.lower() == "y" or (key.lower() == "z" and event.shiftKey)):
            self.redo()
        elif key == "ArrowLeft" and not ctrl:
            self.undo()
        elif key == "ArrowRight" and not ctrl:
            self.redo()
        elif key == "Escape":
            if by_id("chooser").contains(document.activeElement):
                self.refocus_board()
            self.controller.cancel()
            self.say("")
            self.draw()
            return
        else:
            return
        event.preventDefault()

    # -- new game --------------------------------------------------------------------------------

    def open_new_dialog(self) -> None:
        game = GAMES[self.game_id]
        fields = by_id("new-game-options")
        fields.replaceChildren()
        for option in game.options:
            label = element("label")
            select = element("select", name=option.name)
            current = self.session.state.options.get(option.name, option.default)
            if option.fresh:  # by default a new value is drawn for each game
                select.append(element("option", "A new one for this game", value=""))
                current = None
            for value in option.choices:
                choice = element("option", option.label(value))
                choice.value = str(value)
                choice.selected = value == current
                select.append(choice)
            default = option.label(option.default)
            label.append(element("span", option.name.capitalize()), select,
                         element("small", f"{option.help} Default: {default}."))
            fields.append(label)
        self.build_name_fields(self.session.names)
        by_id("new-dialog").showModal()

    def chosen_options(self) -> dict:
        form = by_id("new-game")
        chosen = {}
        for option in GAMES[self.game_id].options:
            value = str(form.elements.namedItem(option.name).value)
            chosen[option.name] = fresh_value(option) if option.fresh and not value else value
        return chosen

    def build_name_fields(self, names) -> None:
        try:
            probe = GAMES[self.game_id].new(**self.chosen_options())
        except ValueError:
            return
        box = by_id("new-game-names")
        kinds = [str(s.value) for s in box.querySelectorAll("select")]
        seat_fields(box, probe, names, kinds or self.session.computers)

    def on_new_game_change(self, event) -> None:
        if str(event.target.tagName) == "SELECT" and not str(event.target.name).startswith("kind"):
            fields = document.querySelectorAll("#new-game-names input")
            self.build_name_fields([str(f.value) for f in fields])

    def on_new_game(self, event) -> None:
        event.preventDefault()
        names = [str(f.value).strip()[: record.MAX_NAME]
                 for f in document.querySelectorAll("#new-game-names input")]
        computers = [str(s.value) for s in document.querySelectorAll("#new-game-names select")]
        try:
            session = Session.new(self.game_id, self.chosen_options(), names, computers)
        except ValueError as why:
            self.say(f"{why}.")
            return
        by_id("new-dialog").close()
        self.replace_with(session)

    # -- who plays each seat, changed during a game ---------------------------------------------

    def open_players_dialog(self) -> None:
        session = self.session
        seat_fields(by_id("players-seats"), session.state, session.names, session.computers)
        by_id("players-dialog").showModal()

    def on_players(self, event) -> None:
        event.preventDefault()
        box, session = by_id("players-seats"), self.session
        session.names = tuple(str(f.value).strip()[: record.MAX_NAME]
                              for f in box.querySelectorAll("input"))
        session.computers = tuple(str(s.value) for s in box.querySelectorAll("select"))
        by_id("players-dialog").close()
        self.gave_up, self.dirty = None, True
        self.say(" ".join(filter(None, ["Players changed.", self.autosave()])))
        self.draw()

    def rematch(self) -> None:
        state = self.session.state
        self.replace_with(Session.new(self.game_id, state.options, self.session.names,
                                      self.session.computers))

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

    # -- saves -----------------------------------------------------------------------------------

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

    # -- links, export, import -------------------------------------------------------------------

    def link_url(self) -> str:
        base = f"{window.location.origin}{window.location.pathname}"
        return f"{base}#/{self.game_id}/g/{self.session.link()}"

    async def share(self) -> None:
        url = self.link_url()
        field = by_id("share-url")
        field.value = url
        by_id("share-box").hidden = False
        status = by_id("share-status")
        try:
            await window.navigator.clipboard.writeText(url)
            status.textContent = "Copied to the clipboard."
        except Exception:
            field.select()
            status.textContent = "Copy the link above (the clipboard is not available here)."

    def export(self) -> None:
        data = json.dumps(json.loads(self.session.record()), indent=1)
        blob = window.Blob.new(to_js([data]), js_object(type="application/json"))
        url = window.URL.createObjectURL(blob)
        link = element("a", href=url,
                       download=f"grove-{self.game_id}-{time.strftime('%Y%m%d-%H%M')}.json")
        document.body.append(link)
        link.click()
        link.remove()
        window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(url)), 1000)

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
            by_id("import-message").textContent = "That file is far too large to be a game."
            return
        self.import_text(str(await file.text()))
        event.target.value = ""

    def import_text(self, text: str) -> None:
        text = text.strip()
        try:
            if text.startswith("{"):
                loaded = record.read(text)
            elif "/g/" in text:
                loaded = record.from_link(parse_fragment(text[text.index("#"):])[1]
                                          if "#" in text else text.split("/g/", 1)[1])
            elif text:
                loaded = record.from_link(text)
            else:
                raise RecordError("there is nothing to open")
        except (RecordError, ValueError) as why:
            by_id("import-message").textContent = f"This game cannot be opened: {why}."
            return
        by_id("import-dialog").close()
        self.replace_with(Session.from_loaded(loaded), "Game imported.")

    # -- rules -----------------------------------------------------------------------------------

    async def open_rules(self) -> None:
        game_id = self.game_id
        body = by_id("rules-body")
        body.textContent = "Loading the rules…"
        by_id("rules-dialog").showModal()
        try:
            response = await window.fetch(f"./docs/{game_id}.md")
            if not response.ok:
                raise ValueError(response.status)
            body.innerHTML = markdown.to_html(str(await response.text()))  # escaped by to_html
        except Exception:
            body.textContent = "The rules page could not be loaded."
            return
        for caption, options, actions in GAMES[game_id].examples:
            state = GAMES[game_id].new(**options)
            for action in actions:
                state = state.play(action)
            figure = element("figure")
            figure.innerHTML = render(state, Controller(state).hints())
            # A diagram, not a board to play on: one picture named by its caption.
            figure.firstElementChild.setAttribute("role", "img")
            figure.firstElementChild.setAttribute("aria-label", caption)
            for hit in figure.querySelectorAll("[data-cell]"):
                hit.removeAttribute("role")
                hit.removeAttribute("aria-label")
            figure.append(element("figcaption", caption))
            body.append(figure)


def start() -> None:
    page = Page()
    on_tick = create_proxy(lambda: page.tick() if page.session else None)
    _proxies.append(on_tick)
    window.setInterval(on_tick, 500)
    try:
        page.route()
    except IllegalMove as why:  # never expected: a record that replays is legal throughout
        page.say(f"Something went wrong: {why}.")
    by_id("loading").hidden = True
    by_id("app").hidden = False
    document.body.dataset.ready = "1"
