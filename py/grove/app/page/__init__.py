"""The page: the one place that touches the browser, in rooms by what each part is for.

This module holds the game on screen, wires the events, draws the board and the panel, and plays
and takes back actions through the session. The rooms beside it each hold one concern, and each
can be read whole; the page holds one of each, named after its file: `links` (routing by URL
fragment, share links, export and import), `dialogs` (new game, players, rules), `board` (clicks,
the keyboard cursor, typed moves), `saves` (writing each game, copies and storage notices),
`games` (the list of your games), `correspondence` (games by link: your seat, sending your move,
merging the links that come back), `clock_room` (the turn clock), `computer_room` (the
computer's worker, its thinking and hints), `moves` (the move list), `ending`, `learn`,
`reviews` and `explore` (an exploration of the game, and plans for a link). `dom` has the small
helpers they share; `boot` starts the page in its window (and stops and restarts it). The
player bars (grove.app.bars) and the view's legend are drawn with the board.

Nothing here knows a game's rules or decides what a player may do: the table (grove.app.table:
the game on screen and its mode), the controller (clicks to actions), the frame (what the panel
shows), the store, grove.app.merge, .computer and .clock decide, in plain Python; the rooms wire
them to the browser.
"""

from __future__ import annotations

from pyscript import document, window

from grove.app import bars, colours, shortcuts
from grove.app.clock import Clock
from grove.app.computer import Computer
from grove.app.controller import Menu
from grove.app.frame import frame
from grove.app.page.board import BoardRoom
from grove.app.page.clock import ClockRoom
from grove.app.page.computer import AiWorker, ComputerRoom
from grove.app.page.correspondence import CorrespondenceRoom
from grove.app.page.dialogs import DialogsRoom
from grove.app.page.dom import (
    MENUS,
    button,
    by_id,
    close_menus,
    menu,
    on,
    run,
    unwire,
)
from grove.app.page.ending import EndingRoom
from grove.app.page.explore import ExploreRoom
from grove.app.page.games import GamesRoom
from grove.app.page.learn import LearnRoom
from grove.app.page.links import LinksRoom
from grove.app.page.moves import MovesRoom
from grove.app.page.review import ReviewRoom
from grove.app.page.saves import SavesRoom, open_storage
from grove.app.pool import Pool
from grove.app.session import Session
from grove.app.table import Table, mode_for
from grove.games import GAMES
from grove.i18n import _, say
from grove.view import legend, render


class Page:
    """One page: the game on screen, and the rooms that show it. Each room is an object of its
    own, made here with the page as its one dependency; what a room uses of the page is written
    in its file (its `Page` protocol), so that a room's file holds everything of its concern."""

    def __init__(self, worker: AiWorker | None = None):
        self.table: Table | None = None  # the game on screen (grove.app.table), if any
        self.stopped = False  # replaced by a page started again: it draws and stores nothing
        self.bars = ("", "")  # the player bars last drawn, above and below the board
        self.legend = ""  # the key to the board last drawn beside it (Rumbo's compass)
        self.board, self.clock_room = BoardRoom(self), ClockRoom(self)
        self.computer_room = ComputerRoom(self)
        self.correspondence, self.dialogs = CorrespondenceRoom(self), DialogsRoom(self)
        self.games, self.links, self.saves = GamesRoom(self), LinksRoom(self), SavesRoom(self)
        self.moves, self.ending = MovesRoom(self), EndingRoom(self)
        self.computer = Computer(Pool(self.computer_room.start_worker, self.say,
                                      self.computer_room.pool_size(), kept=worker),
                                 self.computer_room, colour=self.board.colour)
        self.clock = Clock()
        self.reviews = ReviewRoom(self)
        self.explore = ExploreRoom(self)
        self.store, storage_note = open_storage()
        self.learn = LearnRoom(self)
        by_id("storage-note").textContent = storage_note
        by_id("storage-note").hidden = not storage_note
        self.wire()

    # What the rooms read of the game on screen; they change it through the table's methods.
    session = property(lambda self: self.table.session if self.table else None)
    controller = property(lambda self: self.table.controller if self.table else None)
    game_id = property(lambda self: self.table.game_id if self.table else None)
    key = property(lambda self: self.table.key if self.table else None)
    name = property(lambda self: self.table.name if self.table else "")
    link = property(lambda self: self.table.link if self.table else None)
    tutor = property(lambda self: self.table.tutor if self.table else None)

    def wire(self) -> None:
        on(by_id("board"), "click", self.board.on_board_click)
        on(by_id("board"), "pointermove", self.board.on_board_drag)
        on(by_id("board"), "pointerover", self.board.on_board_hover)
        on(by_id("board"), "pointerleave", lambda _event: self.board.point_at(self.board.aim.cell))
        on(by_id("taps-setting"), "change", lambda _event: self.board.on_taps_setting())
        on(by_id("view-controls"), "click", self.board.on_view_control)
        on(by_id("board"), "keydown", self.board.on_board_key)
        on(by_id("board"), "focusin", self.board.on_board_focus)
        on(by_id("typed"), "submit", self.board.on_typed)
        on(by_id("actions"), "click", self.board.on_action_click)
        on(by_id("chooser"), "click", self.board.on_action_click)
        on(by_id("moves"), "click", self.moves.on_click)
        on(by_id("moves"), "keydown", self.moves.on_key)
        on(window, "hashchange", lambda _event: self.links.route())
        on(window, "storage", self.saves.on_storage)  # another tab changed what is stored
        on(document, "keydown", self.on_key)
        on(document, "click", close_menus)
        for name, handler in {
            "undo": self.undo, "redo": self.redo, "play-here": self.play_from_here,
            "resign": self.ending.resign, "draw": self.ending.offer,
            "to-start": lambda: self.show(0), "back": lambda: self.show(self.session.shown_ply - 1),
            "forward": lambda: self.show(self.session.shown_ply + 1),
            "to-end": lambda: self.show(self.session.end),
            "open-new": self.dialogs.open_new_dialog, "open-save": self.saves.open_save_dialog,
            "open-import": self.links.open_import_dialog,
            "link-confirm": self.correspondence.confirm_turn,
            "link-copy": self.correspondence.copy_link,
            "link-share": self.correspondence.share_link,
            "link-plan-withdraw": self.correspondence.withdraw_plan,
            "seat-watch": self.correspondence.watch, "open-rules": self.dialogs.open_rules,
            "open-players": self.dialogs.open_players_dialog, "share": self.links.share,
            "share-end": self.links.share, "export": self.links.export,
            "rematch": self.dialogs.rematch, "import-go": self.links.import_pasted,
            "hint": lambda: self.learn.hint() if self.tutor else self.computer_room.ask_hint(),
            "tutor-again": self.learn.again, "backup-make": self.games.make_backup,
            "open-keys": lambda: by_id("keys-dialog").showModal(),
        }.items():
            on(by_id(name), "click", lambda _event, handler=handler: run(handler))
        on(by_id("new-game"), "submit", self.dialogs.on_new_game)
        on(by_id("new-game"), "change", self.dialogs.on_new_game_change)
        on(by_id("new-dialog"), "close", lambda _event: self.dialogs.on_new_dialog_close())
        on(by_id("players-form"), "submit", self.dialogs.on_players)
        on(by_id("save-form"), "submit", self.saves.on_save)
        on(by_id("games-list"), "click", self.games.on_games_click)
        on(by_id("games-note"), "click", self.games.on_games_note_click)
        on(by_id("games-mine"), "change", lambda _event: self.games.fill_games())
        on(by_id("link-confirm-each"), "change",
           lambda _event: self.correspondence.on_confirm_each())
        on(by_id("seat-choices"), "click", self.correspondence.on_seat_choice)
        on(by_id("seat-dialog"), "close", lambda _event: self.correspondence.on_seat_dialog_close())
        on(window, "resize", lambda _event: self.correspondence.place_seat_dialog())
        on(by_id("import-file"), "change",
           lambda event: run(lambda: self.links.on_import_file(event)))
        on(by_id("backup-file"), "change",
           lambda event: run(lambda: self.games.on_backup_file(event)))
        for close in document.querySelectorAll("dialog .close, #rules-learn"):
            on(close, "click", lambda event: event.target.closest("dialog").close())

    def start(self, session: Session, key: str | None, name: str = "", link=None,
              keep_message: bool = False, rev: int | None = None, tutor=None) -> None:
        """Put `session` on screen, stored under `key` (None: not one of your games yet) where
        this tab saw it written `rev` times (None: not stored yet); a game by `link`, or a
        lesson or puzzle (`tutor`)."""
        game = GAMES[session.state.game_id]
        self.table = Table(session, key, name, mode_for(link, tutor), rev)
        self.clock.restart()  # a new session starts its clock afresh
        self.board.cursor, self.board.recentre = None, True
        by_id("home").hidden = True
        by_id("game").hidden = False
        by_id("game-title").textContent = game.name
        by_id("share-box").hidden = True
        # What belonged to the game on screen before goes with it: a move typed, a link's notes.
        by_id("typed-move").value = by_id("link-url").value = ""
        by_id("link-status").textContent = by_id("share-status").textContent = ""
        document.title = f"{game.name} · Grove"
        if not keep_message:
            self.say("")
        self.reviews.opened()
        self.update()

    def put(self, table: Table) -> None:
        """Another table over the game on screen: an exploration of it opened, or left."""
        self.table = table
        self.board.cursor = None
        self.clock.restart()
        self.update()

    def close(self) -> None:
        """No game on screen: the home page."""
        self.table = None

    def stop(self) -> AiWorker | None:
        """Before the page starts again in this window (`restart`): its listeners go, and what
        is still under way of it (an answer, a review, a fetch) comes to nothing: the page
        draws, says and stores nothing any more. The computer's worker, if idle, is handed
        over to the next page (else it stops)."""
        self.stopped = True
        self.reviews.stop()
        self.computer.forget()
        worker = self.computer.thinker.hand_over()
        unwire()
        for dialog in document.querySelectorAll("dialog[open]"):
            dialog.close()
        document.body.classList.remove("teaching")
        for name in ("asking", "answered"):
            document.body.removeAttribute(f"data-{name}")
        if document.activeElement:  # a new page has the focus nowhere, and is at its top
            document.activeElement.blur()
        window.scrollTo(0, 0)
        return worker

    def update(self) -> None:
        """After each change: draw, then what follows from the position now on screen (the
        board kept for the next first paint, the clock, the computer's turn)."""
        if self.stopped:
            return
        svg = self.draw()
        if self.tutor:  # not a game of yours: nothing kept, but a lesson's game may be over
            self.learn.watch()
        elif not self.session.replaying:
            self.saves.keep_board(self.session.shown, svg, self.bars)
        self.clock_room.tick()
        self.computer_room.think()

    def draw(self) -> str:
        """Show the game on screen as it is (and return the board's SVG); draws only, what
        grove.app.frame decides."""
        session, shown = self.session, self.session.shown
        drawn = frame(self.table)
        board = by_id("board")
        focused = board.contains(document.activeElement)
        svg = render(shown, drawn.hints)
        board.innerHTML = svg
        self.board.clear_aim()  # a new drawing: nothing is aimed at
        self.bars = bars.html(session, shown, drawn.here)
        by_id("bars-top").innerHTML, by_id("bars-bottom").innerHTML = self.bars
        key, said = by_id("legend"), legend(shown)
        if said != self.legend:  # the same key move after move: written when it changes
            self.legend = key.innerHTML = said
            key.hidden = not said
        if not drawn.locked:
            self.computer_room.mark_hint()
            self.explore.mark_line()
        self.board.place_cursor(focused)
        self.board.draw_view_controls()
        by_id("status").textContent = drawn.status
        note = by_id("replay-note")
        note.hidden = by_id("play-here").hidden = not drawn.replaying
        note.textContent = drawn.replay_note
        actions = by_id("actions")
        actions.replaceChildren()
        for control in drawn.controls:
            actions.append(menu(control) if isinstance(control, Menu)
                           else button(control[1], control[0]))
        by_id("chooser").replaceChildren()
        by_id("summary").hidden = not drawn.result_shown
        by_id("banner").textContent = drawn.banner
        by_id("summary-detail").textContent = drawn.summary
        by_id("undo").disabled, by_id("redo").disabled = not drawn.can_undo, not drawn.can_redo
        by_id("to-start").disabled = by_id("back").disabled = drawn.at_start
        by_id("forward").disabled = drawn.at_end
        by_id("to-end").disabled = drawn.at_end if drawn.exploring else not drawn.replaying
        by_id("note").textContent = drawn.note
        self.moves.draw()
        self.ending.draw()
        self.reviews.draw()
        self.explore.draw()
        self.computer_room.draw_advice()
        self.correspondence.draw_link_box()
        if self.tutor:
            self.learn.draw()
        return svg

    def announce(self, message: str) -> None:
        """Tell screen readers what just happened (a live region); the board says the rest."""
        if not self.stopped:
            by_id("announce").textContent = say(message)

    def say(self, message: str, kind: str = "info") -> None:
        """Tell the player something: `kind` is "error" (a refusal, a failure), "info" or
        "success" (what they asked for is done), and shows in the message's look."""
        if self.stopped:
            return
        shown = by_id("message")
        shown.textContent = say(message)
        shown.dataset.kind = kind

    def report(self, outcome) -> None:
        if self.tutor and outcome.kind in ("played", "refused"):
            self.learn.tried(outcome)  # the lesson's task judges it first
            return
        message = outcome.message
        if outcome.kind == "played":
            message = self.commit()
        self.say(message, "error" if outcome.kind == "refused" else "info")
        self.update()
        if outcome.kind == "choose":
            chooser = by_id("chooser")
            for action, label in outcome.choices:
                chooser.append(button(label, action, "choice"))
            chooser.append(button(_("Cancel"), "", "cancel"))
            self.board.place_chooser(chooser)
            if by_id("board").contains(document.activeElement):  # keyboard play goes on there
                chooser.firstElementChild.focus()
            self.announce(_("Choose one of {n}: {choices}.", n=len(outcome.choices),
                            choices=", ".join(say(label) for _action, label in outcome.choices)))

    def commit(self) -> str:
        """Put in force the action the table's controller played; returns what to tell the
        player."""
        self.reviews.stop()  # a review looks at the game as it was: it stops for a new move
        played = self.table.commit(self.store)
        self.announce(played.announce)
        if self.session.exploring:  # a line of the exploration, kept with its game
            if not self.session.tree.on_line(self.session.node):
                self.announce(_("{move}, a variation", move=played.announce.removesuffix(".")))
            self.explore.keep()
            return ""
        if not self.table.mode.stored:  # a lesson or a puzzle: never stored
            return ""
        planned = self.table.play_planned()  # a game by link: another seat's planned reply
        if planned:
            self.announce(planned)
        return " ".join(filter(None, [played.message, planned, self.saves.autosave()]))

    def play(self, action: str):
        """Play a button's action, the computer's or the clock's pass, and put it in force;
        returns the controller's outcome and what to tell the player."""
        outcome = self.table.play(action)
        return outcome, (self.commit() if outcome.kind == "played" else outcome.message)

    def after_move_change(self) -> None:
        self.clock.restart()
        self.computer.player_acted()  # the computer may try again what it gave up on
        self.say(self.saves.autosave())
        self.update()

    def undo(self) -> None:
        if self.table is None:
            return
        refusal = self.table.undo()  # against the computer, your last turn and its reply
        if refusal:
            self.say(refusal, "error")
        elif refusal is None:
            self.after_move_change()
            self.announce(_("Undone. {prompt}", prompt=self.session.state.prompt()))

    def redo(self) -> None:
        if self.table is not None and self.table.redo():
            self.after_move_change()
            self.announce(_("Redone. {prompt}", prompt=self.session.state.prompt()))

    def show(self, ply: int) -> None:
        if self.table is None:
            return
        self.table.show(ply)
        self.say("")
        self.update()

    def play_from_here(self) -> None:
        refusal = self.table.play_from_here()
        if refusal:
            self.say(refusal, "error")
        else:
            self.after_move_change()

    def on_key(self, event) -> None:
        press = shortcuts.Press(
            str(event.key), ctrl=bool(event.ctrlKey or event.metaKey), shift=bool(event.shiftKey),
            target=str(event.target.tagName), menu_open=bool(document.querySelector(MENUS)),
            dialog_open=bool(document.querySelector("dialog[open]")),
            game=self.session is not None, colours=colours.offered(self.game_id))
        command = shortcuts.command(press)
        if command == "close-menus":
            close_menus()
            return
        if command == "cancel":
            if by_id("chooser").contains(document.activeElement):
                self.board.refocus_board()
            self.controller.cancel()
            self.say("")
            self.update()
            return
        if command is None:
            return
        {"undo": self.undo, "redo": self.redo, "colour": self.board.next_colour,
         "keys": lambda: by_id("keys-dialog").showModal()}[command]()
        event.preventDefault()
