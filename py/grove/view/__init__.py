"""Views: a State (plus hints from the controller) in, SVG text out. They draw, never decide."""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field

from grove.games import ENTRIES

# game id -> the module whose render(state, hints) draws it (the game's entry in the registry);
# imported when first needed
VIEWS = {game_id: entry.view for game_id, entry in ENTRIES.items()}


@dataclass(frozen=True)
class Hints:
    """What the controller tells a view beyond the position itself."""

    clickable: frozenset = field(default_factory=frozenset)  # cells that can be clicked next
    show_targets: bool = False  # mark the clickable cells (once a turn or a selection is under way)
    selected: tuple = ()  # cells clicked so far for an action not yet complete


def render(state, hints: Hints | None = None) -> str:
    """The SVG of `state`, drawn by the view of its game."""
    view = importlib.import_module(VIEWS[state.game_id])
    return view.render(state, hints or Hints())


def controls(game_id: str) -> list[tuple[str, str]]:
    """A view's own controls (turn the board, show the plan) as (name, label) pairs: the page
    shows them as buttons beside the board. Most views have none."""
    view = importlib.import_module(VIEWS[game_id])
    return view.controls() if hasattr(view, "controls") else []


def command(game_id: str, name: str) -> None:
    """Pass a press on one of a view's own controls to that view; views without controls ignore
    it."""
    view = importlib.import_module(VIEWS[game_id])
    if hasattr(view, "command"):
        view.command(name)


def overlapping(game_id: str | None) -> bool:
    """Whether the view draws pieces over other cells' hit areas (Arborel's 3-D view: a tall
    column's side hides part of the square behind it), so that the page outlines the cell a
    click would take before it is taken."""
    if game_id not in VIEWS:
        return False
    view = importlib.import_module(VIEWS[game_id])
    return view.overlapping() if hasattr(view, "overlapping") else False


def seat_look(state, seat: int) -> tuple[str, tuple[str, ...]]:
    """What the player bars show of `seat` beside its name: its colour and shape (a small SVG,
    grove.view.svg.swatch) and the figures its game counts for it, in words ("12 points",
    "3 coins"). Drawn by the game's view, as the board is."""
    view = importlib.import_module(VIEWS[state.game_id])
    return view.swatch(state, seat), tuple(view.figures(state, seat))


def legend(state) -> str:
    """A key to the board that the page shows beside it on a wide screen and under it on a
    phone (SVG text), or "" for a game whose board explains itself."""
    view = importlib.import_module(VIEWS[state.game_id])
    return view.legend(state) if hasattr(view, "legend") else ""
