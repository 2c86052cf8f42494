"""The board's input: clicks and taps on cells, the keyboard cursor (one cell in the tab
order, moved by the arrow keys), moves typed in the game's notation, the action buttons and the
chooser, and the view controls (Arborel's turned view). The controller decides what a click
means; this room only passes clicks on and reports what happened."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from pyscript import document, window

from grove.app import colours, taps
from grove.app import cursor as board_cursor
from grove.app.early import fingerprint
from grove.app.page.dom import by_id, element, find, nearest, none_for_null
from grove.app.tutor import LEARN
from grove.i18n import _
from grove.view import command as view_command
from grove.view import controls as view_controls
from grove.view import overlapping as view_overlapping

CELL = "[data-cell][role=button]"  # a board cell's hit area, as views draw it (svg.cell)

class Page(Protocol):
    """What this room uses of the page (grove.app.page.Page)."""

    controller: Controller | None
    game_id: str | None
    correspondence: CorrespondenceRoom
    session: Session | None
    table: Table | None
    tutor: Tutor | None

    def report(self, outcome) -> None: ...
    def say(self, message: str, kind: str = ...) -> None: ...
    def update(self) -> None: ...

if TYPE_CHECKING:
    from grove.app.controller import Controller
    from grove.app.page.correspondence import CorrespondenceRoom
    from grove.app.session import Session
    from grove.app.table import Table
    from grove.app.tutor import Tutor


class BoardRoom:
    def __init__(self, page: Page):
        self.page = page
        self.cursor: str | None = None  # the cell the keyboard cursor is on
        self.recentre = True  # put the cursor in the middle when the board next gets focus
        self.centres: dict | None = None  # the cells' centres on screen, for the arrow keys
        self.aim = taps.Aim()  # the cell a first tap aimed at, on a dense board
        self.colours: dict[str, str] = {}  # game id -> the stone colour kept chosen
        try:
            by_id("taps-setting").checked = window.localStorage.getItem(taps.SETTING) != "off"
        except Exception:
            pass  # storage off: the default, on

    def draw_view_controls(self) -> None:
        """The view's own controls, and the stone colour kept chosen (grove.app.colours)."""
        box = by_id("view-controls")
        pressed = find(box, "button:focus")
        name = (str(pressed.getAttribute("data-view") or pressed.getAttribute("data-colour"))
                if pressed is not None else None)
        box.replaceChildren()
        for control, label in view_controls(self.page.game_id):
            knob = element("button", label, type="button")
            knob.dataset.view = control
            box.append(knob)
            if control == name:
                knob.focus()
        if colours.offered(self.page.game_id) and not self.in_lesson():
            group = element("span", "", role="group", class_="colour-toggle")
            group.setAttribute("aria-label", _("Stone colour"))
            group.append(element("span", _("Stones:"), class_="colour-title"))
            for value, label, on in colours.toggle(self.page.game_id, self.colour()):
                knob = element("button", label, type="button")
                knob.dataset.colour = value
                knob.setAttribute("aria-pressed", "true" if on else "false")
                group.append(knob)
                if value == name:
                    knob.focus()
            box.append(group)
        box.hidden = not box.firstElementChild

    def on_view_control(self, event) -> None:
        if self.page.session is None:
            return
        control = nearest(event, "button[data-view]")
        if control is not None:
            view_command(self.page.game_id, str(control.dataset.view))
            self.page.update()
        knob = nearest(event, "button[data-colour]")
        if knob is not None:
            self.keep_colour(str(knob.dataset.colour))

    # -- the stone colour kept chosen (grove.app.colours) -------------------------------------

    def in_lesson(self) -> bool:
        """A lesson's words say which stone to choose: there the chooser always asks."""
        return bool(self.page.tutor and self.page.tutor.mode == LEARN)

    def colour(self) -> str:
        game = self.page.game_id
        if not colours.offered(game) or self.in_lesson():
            return colours.ASK
        if game not in self.colours:
            try:
                kept = window.localStorage.getItem(colours.SETTING + game)
            except Exception:
                kept = None  # storage off: ask, and keep a choice for this visit only
            self.colours[game] = colours.read(game, kept if isinstance(kept, str) else None)
        return self.colours[game]

    def keep_colour(self, chosen: str) -> None:
        game = self.page.game_id
        self.colours[game] = chosen = colours.read(game, chosen)
        try:
            if chosen == colours.ASK:
                window.localStorage.removeItem(colours.SETTING + game)
            else:
                window.localStorage.setItem(colours.SETTING + game, chosen)
        except Exception:
            pass  # kept for this visit: the toggle shows it
        self.page.controller.cancel()  # a chooser open is answered by the colour now chosen
        self.page.update()
        self.page.say(colours.said(game, chosen))

    def next_colour(self) -> None:
        """The key C: the next colour of the toggle."""
        if colours.offered(self.page.game_id) and not self.in_lesson():
            self.keep_colour(colours.following(self.page.game_id, self.colour()))

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

    def focus(self) -> None:
        """A new game started: the keyboard goes to its board (its cursor, put in the middle by
        on_board_focus), so that the first move is one key away, not a walk through the panel."""
        here = self.cell_element(self.cursor) or find(by_id("board"), CELL)
        if here is not None:
            here.focus()

    def refocus_board(self) -> None:
        """Keyboard play left the board for a chooser: the next draw brings the focus back."""
        here = self.cell_element(self.cursor)
        if here is not None:
            here.focus()

    def on_board_focus(self, event) -> None:
        """Tabbing onto a fresh board puts the cursor in its middle, among the playable cells."""
        if not self.recentre or self.page.session is None:
            return
        self.recentre = False
        clickable = frozenset(str(c.getAttribute("data-cell")) for c in
                              by_id("board").querySelectorAll(CELL + ".clickable"))
        name = board_cursor.middle(self.cell_centres(), clickable)
        if name != self.cursor:
            self.move_cursor(name)

    def on_board_key(self, event) -> None:
        key = str(event.key)
        if nearest(event, "[data-cell]") is None or self.page.session is None:
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
        if self.page.controller is None or not text:
            return
        if self.page.table.locked():
            self.page.say(self.page.table.locked(), "error")
            return
        outcome = self.page.controller.play(self.page.controller.typed(text))
        if outcome.kind == "played":
            field.value = ""
        self.page.report(outcome)

    def on_board_click(self, event) -> None:
        target = nearest(event, "[data-cell]")
        if self.page.controller is None or target is None:
            return
        self.cursor = name = str(target.getAttribute("data-cell"))
        target = self.cell_element(name) or target  # a piece's face names its square's hit area
        # A tap (a click with a pointer, not the keyboard's) on a dense board may only aim.
        if int(event.detail) > 0 and self.confirming(target) and not self.aim.tap(
                name, bool(target.classList.contains("clickable"))):
            self.show_aim()
            self.page.say(_("{cell}: tap it again to play there, or tap another cell.",
                            cell=name))
            return
        self.clear_aim()
        self.play_cell(name)

    def place_chooser(self, chooser) -> None:
        """Put the chooser just under the cell it is about (over the board, kept inside it), so
        that the choice is made where the eyes and the finger already are."""
        here = self.cell_element(self.cursor)
        if here is None:
            return
        box, cell = by_id("board-box").getBoundingClientRect(), here.getBoundingClientRect()
        width = float(chooser.offsetWidth)
        left = float(cell.left) - float(box.left) + float(cell.width) / 2 - width / 2
        left = max(0.0, min(left, float(box.width) - width))
        top = float(cell.bottom) - float(box.top) + 6
        if top + float(chooser.offsetHeight) > float(box.height):  # no room below: above it
            top = max(0.0, float(cell.top) - float(box.top) - float(chooser.offsetHeight) - 6)
        chooser.style.left, chooser.style.top = f"{left:.0f}px", f"{top:.0f}px"

    # -- tap to aim, tap again to play (grove.app.taps) ---------------------------------------

    def confirming(self, cell) -> bool:
        box = cell.getBoundingClientRect()
        try:
            setting = window.localStorage.getItem(taps.SETTING)
        except Exception:
            setting = None  # storage off: the default
        return taps.confirming(min(float(box.width), float(box.height)),
                               bool(window.matchMedia("(pointer: coarse)").matches),
                               setting if isinstance(setting, str) else None,  # not JS null
                               view_overlapping(self.page.game_id))

    def show_aim(self) -> None:
        for ghost in by_id("board").querySelectorAll(".ghost"):
            ghost.classList.remove("ghost")
        here = self.cell_element(self.aim.cell)
        if here is not None:
            here.classList.add("ghost")
        by_id("board").classList.toggle("aiming", here is not None)
        self.point_at(self.aim.cell)

    def clear_aim(self) -> None:
        self.aim.clear()
        by_id("board").classList.remove("aiming")
        self.point_at(None)

    def point_at(self, name: str | None) -> None:
        """Outline the cell a click would take, drawn over everything, where pieces cover other
        cells' hit areas (grove.view.overlapping): a copy of that cell's hit area, on top."""
        board = by_id("board")
        old = find(board, ".pointed")
        if old is not None:
            if name is not None and str(old.getAttribute("data-outline")) == name:
                return
            old.remove()
        here, svg = self.cell_element(name), find(board, "svg")
        if here is None or svg is None or not view_overlapping(self.page.game_id):
            return
        mark = here.cloneNode(False)
        for attribute in ("role", "tabindex", "data-cell", "aria-label"):
            mark.removeAttribute(attribute)
        mark.setAttribute("class", "pointed")
        mark.setAttribute("data-outline", name)
        mark.setAttribute("aria-hidden", "true")
        svg.append(mark)

    def on_board_hover(self, event) -> None:
        """A mouse over the board: outline the cell under it. A finger shows it by aiming."""
        if str(event.pointerType) != "mouse" or self.page.session is None:
            return
        cell = nearest(event, "[data-cell]")
        self.point_at(str(cell.getAttribute("data-cell")) if cell is not None else None)

    def on_taps_setting(self) -> None:
        """The menu's switch: a second tap to play on a dense board, or not."""
        try:
            if by_id("taps-setting").checked:
                window.localStorage.removeItem(taps.SETTING)
            else:
                window.localStorage.setItem(taps.SETTING, "off")
        except Exception:
            self.page.say(_("This browser keeps no settings (its storage is off)."), "error")
        self.clear_aim()

    def on_board_drag(self, event) -> None:
        """The ghost follows a finger dragged over the board (a pressed pointer)."""
        if self.aim.cell is None or not int(event.buttons):
            return
        under = none_for_null(document.elementFromPoint(event.clientX, event.clientY))
        cell = none_for_null(under.closest("[data-cell]")) if under is not None else None
        if self.aim.drag(str(cell.getAttribute("data-cell")) if cell is not None else None):
            self.show_aim()

    def play_early_clicks(self, position: str, cells: list[str]) -> None:
        """Clicks made on the board shown before Python was up (static/js/early.js): played now,
        in order, if the position that opened is the one they were made on; else refused."""
        if not cells:
            return
        shown = self.page.session.shown if self.page.session is not None else None
        if shown is None or fingerprint(shown) != position:
            clicks = ", ".join(cells[:5])
            self.page.say(_("Not played: {clicks}, clicked while Grove was starting, on a board "
                            "that is not the game that opened. Play again now.", clicks=clicks),
                          "error")
            return
        for cell in cells:
            self.play_cell(cell)

    def play_cell(self, name: str | None) -> None:
        """A click on a cell, by mouse, touch or the keyboard."""
        if self.page.controller is None or name is None:
            return
        if self.page.table.locked():
            self.page.say(self.page.table.locked(), "error")
            return
        self.page.report(self.page.controller.click(name, self.colour()))

    def on_action_click(self, event) -> None:
        target = nearest(event, "button[data-action]")
        if self.page.controller is None or target is None:
            return
        action = str(target.dataset.action)
        if nearest(event, "#chooser") is not None and int(event.detail) == 0:
            # Chosen by keyboard (a click with no pointer): back to the cell after the draw.
            self.recentre = False
            self.refocus_board()
        if target.hasAttribute("data-menu"):  # play the choice of the menu beside this button
            action = str(target.parentElement.querySelector("select").value)
        if not action:
            self.page.controller.cancel()
            self.page.say("")
            self.page.update()
            return
        if self.page.table.locked():
            self.page.say(self.page.table.locked(), "error")
            return
        self.page.report(self.page.controller.play(action))
