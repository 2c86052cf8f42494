"""The page's keyboard shortcuts: which command a key pressed anywhere on the page asks for.

Plain Python, tested under CPython; the page reads the key and what has the focus, and runs the
command. Keys typed into a field, or pressed while a dialog is open, belong to them; the board's
own keys (the arrows that move its cursor) are handled by the board before they get here.
"""

from __future__ import annotations

from dataclasses import dataclass

FIELDS = ("INPUT", "TEXTAREA", "SELECT")


@dataclass(frozen=True)
class Press:
    key: str  # KeyboardEvent.key
    ctrl: bool = False  # Ctrl, or Cmd on a Mac
    shift: bool = False
    target: str = "BODY"  # the tag name of the element the key went to
    menu_open: bool = False  # a drop-down menu (the game menu, a row's menu) is open
    dialog_open: bool = False
    game: bool = True  # a game is on screen
    colours: bool = False  # its clicks may play a stone colour kept chosen (grove.app.colours)


def command(press: Press) -> str | None:
    """"close-menus", "undo", "redo", "keys" (the keyboard help), "cancel" (the selection),
    "colour" (the next stone colour kept chosen), or None: the key is not ours, and the browser
    does what it does with it."""
    key, ctrl = press.key, press.ctrl
    if key == "Escape" and press.menu_open:
        return "close-menus"
    if not press.game or press.target in FIELDS or press.dialog_open:
        return None
    letter = key.lower()
    if ctrl and letter == "z" and not press.shift:
        return "undo"
    if ctrl and (letter == "y" or (letter == "z" and press.shift)):
        return "redo"
    if key in ("ArrowLeft", "ArrowRight") and not ctrl:
        return "undo" if key == "ArrowLeft" else "redo"
    if key == "?":
        return "keys"
    if key == "Escape":
        return "cancel"
    if letter == "c" and press.colours and not ctrl:
        return "colour"
    return None
