"""The engine contract shared by every game (docs/architecture.md).

A game is a `Game` (metadata and options) and a `State` subclass holding one position. States are
values: `play()` returns a new state and leaves the old one untouched, so the app, the AI and the
tests can keep any position they like without copying it themselves.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, ClassVar

from grove.i18n import Text


class IllegalMove(ValueError):
    """An action the rules do not allow now, or text that is not an action; the message says why."""


TOO_LONG = Text("that is far too long to be an action")


def player(seat: int) -> Text:
    """The name of a seat that has no other: "Player 1" for seat 0."""
    return Text("Player {number}", number=seat + 1)


def listing(items, semicolons: bool = False) -> Text:
    """Words listed one after the other, "A, B, C" (or "A; B; C"), each item still a `Text` that
    is translated: the list is a chain of two-item messages."""
    items = list(items)
    text = items[0]
    for item in items[1:]:
        text = (Text("{head}; {tail}", head=text, tail=item) if semicolons
                else Text("{head}, {tail}", head=text, tail=item))
    return text


@dataclass(frozen=True)
class Option:
    """One option of a game, as the new-game dialog shows it."""

    name: str
    default: Any
    choices: tuple  # every allowed value, in the order a menu lists them
    help: str  # one sentence for the player
    labels: dict = field(default_factory=dict)  # value -> words, where the value alone is cryptic
    fresh: bool = False  # the app draws a new value for each new game (a random layout's seed)

    def parse(self, value):
        """The option's value from `value` (links and forms give text), or ValueError."""
        if isinstance(self.default, int) and isinstance(value, str) and value.strip().isdecimal():
            value = int(value)
        if isinstance(value, bool) or value not in self.choices:
            shown = ", ".join(str(c) for c in self.choices)
            raise ValueError(Text("option {name} cannot be {value!r}: choose one of {choices}",
                                  name=self.name, value=value, choices=shown))
        return value

    def label(self, value) -> str:
        return self.labels.get(value, str(value))

    def choices_for(self, options: dict) -> tuple:
        """The values allowed beside the other options' `options` (what the dialog lists): all
        of `choices` unless the option depends on another one."""
        return self.choices


@dataclass(frozen=True)
class Game:
    """What the app knows of a game before a position exists: names, options, the state class."""

    game_id: str
    name: str
    blurb: str  # one line for the game picker
    options: tuple[Option, ...]
    state_class: type
    seat_names: tuple[str, ...] = ()
    # Positions for the rules panel: (caption, options, actions from the start), drawn by the view.
    examples: tuple[tuple[str, dict, tuple[str, ...]], ...] = ()

    def resolve_options(self, given: dict) -> dict:
        """Every option with its value, defaults filled in; unknown or bad ones -> ValueError."""
        known = {o.name: o for o in self.options}
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise ValueError(Text("{game} has no option {options}", game=self.name,
                                  options=", ".join(unknown)))
        return {
            name: option.parse(given[name]) if name in given else option.default
            for name, option in known.items()
        }

    def new(self, **options) -> State:
        return self.state_class.start(self, self.resolve_options(options))


class State:
    """One position of a game. Subclasses set the position up in `setup()`, list `legal_actions()`,
    apply an action in `apply()` (on a private copy) and explain refusals in `refusal()`."""

    game: Game
    options: dict
    history: tuple[str, ...]
    to_move: int | None
    players: ClassVar[int] = 2

    @classmethod
    def start(cls, game: Game, options: dict) -> State:
        state = cls.__new__(cls)
        state.game = game
        state.options = dict(options)
        state.history = ()
        state.setup()
        return state

    # -- the contract ---------------------------------------------------------------------------

    @property
    def game_id(self) -> str:
        return self.game.game_id

    @property
    def over(self) -> bool:
        return self.to_move is None

    def legal(self) -> list[str]:
        return [] if self.over else self.legal_actions()

    def allows(self, action: str) -> bool:
        """Whether `action` (normalized text) is in `legal()`. A game with hundreds of actions a
        position tells without spelling them all."""
        return action in self.legal()

    def play(self, text: str) -> State:
        if not isinstance(text, str):
            raise IllegalMove(Text("an action is text, not {kind}", kind=type(text).__name__))
        action = self.normalize(text)
        if self.over:
            raise IllegalMove(Text("the game is over"))
        if not self.allows(action):
            raise IllegalMove(self.refusal(action))
        after = copy.copy(self)
        after.copy_position()
        after.apply(action)
        after.history = self.history + (action,)
        return after

    def scores(self) -> tuple:
        raise NotImplementedError

    def winners(self) -> tuple[int, ...]:
        raise NotImplementedError

    def cell(self, name: str) -> str | None:
        raise NotImplementedError

    # -- what the controller asks: which cells choose an action, and what to call it -----------

    def clicks(self, action: str) -> tuple[str, ...]:
        """The cells a player clicks, in order, to choose `action`; () for a button."""
        return ()

    def label(self, action: str) -> str:
        """A short human label for `action`, for buttons and choosers."""
        return action

    def describe(self, action: str) -> str:
        """`action` in a sentence's words, naming every cell clicked to choose it ("White stone
        on e5"): what hints, answers, refutations and the move announcements say. A label may
        leave the cell out, since its button sits by the cell clicked; a sentence may not."""
        return self.label(action)

    def picked(self, cells: tuple[str, ...]) -> str:
        """What the cells clicked so far choose while more clicks are awaited, in a few words
        ("your Block on d3"; clicked again, "a piece from the reserve"), or "" where there is
        nothing to name. The controller says it, and what the next clicks can do."""
        return ""

    def turn_so_far(self) -> tuple[str, ...]:
        """Cells already played in the turn under way; the controller then shows what may follow."""
        return ()

    @property
    def marks_targets(self) -> bool:
        """Whether the cells that can be played are marked before the first click: where they
        are few among many (BTT), not where nearly every cell can be (Go-like boards)."""
        return False

    def seat_name(self, seat: int) -> str:
        return self.game.seat_names[seat] if self.game.seat_names else player(seat)

    def prompt(self) -> str:
        """One sentence: what is awaited now, or the result once the game is over."""
        if self.over:
            return self.result()
        return Text("{seat} to play", seat=self.seat_name(self.to_move))

    def summary(self) -> str:
        """Once over: what decided the game, in a sentence or two."""
        return self.result()

    def result(self) -> str:
        winners = self.winners()
        if len(winners) == 1:
            return Text("{seat} wins", seat=self.seat_name(winners[0]))
        if len(winners) == self.players:
            return Text("Draw")
        return Text("Shared win: {seats}", seats=listing(self.seat_name(s) for s in winners))

    # -- what each game provides ----------------------------------------------------------------

    def setup(self) -> None:
        raise NotImplementedError

    def legal_actions(self) -> list[str]:
        raise NotImplementedError

    def apply(self, action: str) -> None:
        """Play a legal `action` on this state, which is already a private copy."""
        raise NotImplementedError

    def copy_position(self) -> None:
        """Replace mutable fields by copies, so that `apply` cannot touch the state it came from."""

    def refusal(self, action: str) -> str:
        """Why `action` (normalized text, not in `legal_actions()`) cannot be played now."""
        return Text("{action!r} is not a legal action now", action=action)

    def normalize(self, text: str) -> str:
        """The canonical spelling of `text`; refusals explain anything that is not an action."""
        if len(text) > 40:
            raise IllegalMove(TOO_LONG)
        return text.strip().lower()

    def position(self) -> tuple:
        """Everything that decides the future of the game; two states are equal when it is."""
        raise NotImplementedError

    def __eq__(self, other) -> bool:
        return (
            type(other) is type(self)
            and other.options == self.options
            and other.history == self.history
            and other.position() == self.position()
        )

    def __hash__(self) -> int:
        return hash((self.game_id, self.history))

    def __repr__(self) -> str:
        return f"<{self.game.name} after {len(self.history)} actions>"
