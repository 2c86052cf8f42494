"""A colour that stays chosen: in Rumbo a stone may be black or white, and a click on a point
would open a chooser of the two every time. A toggle by the board (and the key C) keeps one
colour chosen, so that a click plays a stone of that colour at once; "Ask" brings the chooser
back. Decided here in plain Python; the page draws the toggle and keeps the choice.

The choice is kept per game in the browser (`SETTING`), as taps' confirmation is: it is how the
player likes to play, not part of any game. Lessons say "choose White stone": they ask.
"""

from __future__ import annotations

from grove.i18n import _

ASK = "ask"
SETTING = "grove.colour."  # + the game's id: the colour kept, "B" or "W"; none: ask
# Games whose clicks may open a chooser of colours, and each colour's action head (`B@c3`).
COLOURS = {"rumbo": ("B", "W")}


def offered(game_id: str | None) -> bool:
    return game_id in COLOURS


def read(game_id: str, kept) -> str:
    """The colour chosen, from what the browser kept (anything else: ask)."""
    return kept if kept in COLOURS.get(game_id, ()) else ASK


def toggle(game_id: str, chosen: str) -> list[tuple[str, str, bool]]:
    """The toggle's buttons: (value, label, pressed)."""
    black, white = COLOURS[game_id]
    return [(value, label, value == chosen) for value, label in
            ((black, _("Black")), (white, _("White")), (ASK, _("Ask")))]


def following(game_id: str, chosen: str) -> str:
    """The colour the key C switches to: Black, White, Ask, and round again."""
    order = (*COLOURS[game_id], ASK)
    return order[(order.index(chosen) + 1) % len(order)] if chosen in order else order[0]


def stones(game_id: str, actions) -> bool:
    """Whether `actions` (those a click completes) are all stones of some colour."""
    heads = COLOURS.get(game_id, ())
    return bool(actions) and all(action.partition("@")[0] in heads and "@" in action
                                 for action in actions)


def pick(game_id: str, actions, chosen: str) -> str | None:
    """Of the `actions` a click on a point completes (a stone of either colour there, or of
    one colour only where the rules bar the other), the one a click plays: the stone of the
    colour chosen. None while the player asks, or when the colour chosen is not among them."""
    if chosen == ASK or not stones(game_id, actions):
        return None
    found = [action for action in actions if action.partition("@")[0] == chosen]
    return found[0] if len(found) == 1 else None


def switch_first(game_id: str, action: str) -> str:
    """A hinted stone of the colour not kept chosen: what to do before the click."""
    black, _white = COLOURS[game_id]
    return (_("switch the stone colour to Black first") if action.partition("@")[0] == black
            else _("switch the stone colour to White first"))


def barred(why: str) -> str:
    """Why the colour chosen cannot go on the point clicked (the rules' words, begun with a
    capital: they open the sentence), and what to do instead."""
    return _("{why}. Switch the stone colour (key C) to play the other one there.",
             why=why[:1].upper() + why[1:])


def said(game_id: str, chosen: str) -> str:
    """What the page says once the colour is switched."""
    if chosen == ASK:
        return _("Stone colour: ask at each click on a point.")
    black, _white = COLOURS[game_id]
    return (_("Stone colour: Black. A click on a point plays a black stone.") if chosen == black
            else _("Stone colour: White. A click on a point plays a white stone."))
