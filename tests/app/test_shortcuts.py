"""The page's keyboard shortcuts (grove.app.shortcuts): which key asks for what, and when a key
is left to the field, the dialog or the browser."""

import pytest

from grove.app.shortcuts import Press, command


@pytest.mark.parametrize(("press", "wanted"), [
    (Press("z", ctrl=True), "undo"),
    (Press("Z", ctrl=True, shift=True), "redo"),
    (Press("y", ctrl=True), "redo"),
    (Press("ArrowLeft"), "undo"),
    (Press("ArrowRight"), "redo"),
    (Press("?"), "keys"),
    (Press("Escape"), "cancel"),
    (Press("Escape", menu_open=True), "close-menus"),
    (Press("Escape", menu_open=True, target="INPUT"), "close-menus"),
    (Press("c", colours=True), "colour"),  # Rumbo: the next stone colour kept chosen
    (Press("C", colours=True), "colour"),
])
def test_each_shortcut_asks_for_its_command(press, wanted):
    assert command(press) == wanted


@pytest.mark.parametrize("press", [
    Press("z", ctrl=True, target="INPUT"),  # a field's own undo
    Press("ArrowLeft", target="TEXTAREA"),
    Press("?", target="SELECT"),
    Press("z", ctrl=True, dialog_open=True),  # a dialog's keys are its own
    Press("Escape", dialog_open=True),  # the dialog closes itself
    Press("ArrowLeft", game=False),  # the home page: nothing to undo
    Press("ArrowLeft", ctrl=True),  # the browser's own (back a word, a page)
    Press("z"),
    Press("Enter"),
    Press("c"),  # a game with no colour to keep
    Press("c", colours=True, ctrl=True),  # copy
    Press("c", colours=True, target="INPUT"),  # a move typed
])
def test_keys_that_are_not_ours_are_left_alone(press):
    assert command(press) is None
