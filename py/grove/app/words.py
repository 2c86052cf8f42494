"""How the app's sentences name actions: each by the cells it is played on (State.describe, not
the short label a button by the cell shows), a turn as its actions one after the other, and,
where the words alone would mislead, the clicks that play it (a cell clicked twice: the first
click picks up what stands there). Hints, answers, refutations, reviews and announcements all
say actions through here, so that every game names its places the same way.
"""

from __future__ import annotations

from grove.app import colours
from grove.i18n import _, say


def then(items) -> str:
    """Words one after the other: "A, then B, then C"."""
    items = list(items)
    text = items[0] if items else ""
    for item in items[1:]:
        text = _("{head}, then {tail}", head=text, tail=item)
    return text


def clicks_needed(state, action: str, colour: str = colours.ASK) -> str:
    """The clicks that choose `action` where its words do not make them plain, or "": a cell
    clicked again ("click d3 twice") is not what a player guesses from "Block on d3", and a
    stone of the other colour than the one kept chosen (`colour`, grove.app.colours) is not
    what a click plays."""
    if colour != colours.ASK and colours.stones(state.game_id, [action]):
        if action.partition("@")[0] != colour:
            return colours.switch_first(state.game_id, action)
    cells = state.clicks(action)
    if len(set(cells)) == len(cells):
        return ""
    if len(cells) == 2:
        return _("click {cell} twice", cell=cells[0])
    return _("click {cells}", cells=then(cells))


def described(state, action: str, how: bool = False, colour: str = colours.ASK) -> str:
    """`action`, played from `state`, in words; with `how`, and the clicks where they are not
    plain: "Block from the reserve on d3 (click d3 twice)"."""
    words = say(state.describe(action))
    needed = clicks_needed(state, action, colour) if how else ""
    return _("{action} ({how})", action=words, how=needed) if needed else words


def line(state, actions, how: bool = False, colour: str = colours.ASK) -> str:
    """Actions played one after the other from `state`, each described in the position it is
    played in: "Block from the reserve on d3, then Lord from c3 to e4"."""
    words = []
    for action in actions:
        words.append(described(state, action, how, colour))
        state = state.play(action)
    return then(words)


def turns(state, line) -> list[tuple[int, tuple[str, ...], object]]:
    """A line of actions from `state` cut into turns: (seat, its actions, the position the turn
    starts from); it stops at an action that cannot be played there."""
    found: list[tuple[int, tuple[str, ...], object]] = []
    for action in line:
        if not state.allows(action):
            break
        seat = state.to_move
        if found and found[-1][0] == seat and state.turn_so_far():
            found[-1] = (seat, found[-1][1] + (action,), found[-1][2])
        else:
            found.append((seat, (action,), state))
        state = state.play(action)
    return found
