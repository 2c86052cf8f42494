"""The engine contract shared by every game (docs/architecture.md).

A game is a `Game` (metadata and options) and a `State` subclass holding one position. States are
values: `play()` returns a new state and leaves the old one untouched, so the app, the AI and the
tests can keep any position they like without copying it themselves.
"""

from __future__ import annotations

import copy
import functools
import re
from dataclasses import dataclass, field
from typing import Any, ClassVar

from grove.i18n import Text


class IllegalMove(ValueError):
    """An action the rules do not allow now, or text that is not an action; the message says why."""


TOO_LONG = Text("that is far too long to be an action")

# Conventions of play, not rules of any game: a seat may resign, or be for a draw, at any moment
# of a game that is not over. "resign 2" (seats counted from 1, as "Player 2") ends the game
# against that seat; "draw 1" offers a draw, or agrees to the one offered, and when every seat is
# for it the game is drawn. An offer stands until a seat that is not for it plays on. They are
# actions of the line like any other, so records, links, undo and replay keep them, but `legal()`
# never lists them: the search and the games' move generation know nothing of them.
RESIGN, DRAW = "resign", "draw"
CONVENTION = re.compile(r"(resign|draw) ([1-9])")
# What a game's own class says that a concluded game says instead (see `__init_subclass__`).
CONCLUDED_SAYS = ("winners", "result", "summary", "outcome", "prompt", "label", "describe")


def convention(action: str) -> tuple[str, int] | None:
    """("resign", seat) or ("draw", seat), seats from 0, for a convention's text; else None."""
    found = CONVENTION.fullmatch(action)
    return (found[1], int(found[2]) - 1) if found else None


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
    # A resignation or an agreed draw: ("resign", seat) or ("draw", None); None while the game
    # is decided by its rules alone.
    concluded: tuple[str, int | None] | None = None
    for_draw: frozenset = frozenset()  # the seats for a draw now (an offer and its agreements)

    def __init_subclass__(cls, **kwargs):
        """A game's own `winners()`, `result()`... read its board; once a seat resigns or all agree
        to a draw, the convention's answer is said instead, so no game needs to know of them."""
        super().__init_subclass__(**kwargs)
        for name in CONCLUDED_SAYS:
            if name in cls.__dict__:
                setattr(cls, name, _convention_first(cls.__dict__[name], name))

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
        if convention(text.strip().lower()):
            return self.play_convention(text.strip().lower())
        action = self.normalize(text)
        if self.over:
            raise IllegalMove(Text("the game is over"))
        if not self.allows(action):
            raise IllegalMove(self.refusal(action))
        after = copy.copy(self)
        after.copy_position()
        after.apply(action)
        after.history = self.history + (action,)
        if self.for_draw and self.to_move not in self.for_draw:
            after.for_draw = frozenset()  # playing on declines the offer
        return after

    def play_convention(self, action: str) -> State:
        """A resignation or a seat for a draw (`convention`), checked and played."""
        kind, seat = convention(action)
        if self.over:
            raise IllegalMove(Text("the game is over"))
        if seat >= self.players:
            raise IllegalMove(Text("this game has no {seat}", seat=player(seat)))
        if kind == DRAW and seat in self.for_draw:
            raise IllegalMove(Text("{seat} is already for a draw", seat=self.seat_name(seat)))
        after = copy.copy(self)
        after.copy_position()
        after.history = self.history + (action,)
        if kind == RESIGN:
            after.concluded, after.to_move = (RESIGN, seat), None
        else:
            after.for_draw = self.for_draw | {seat}
            if len(after.for_draw) == self.players:
                after.concluded, after.to_move = (DRAW, None), None
        return after

    def actor(self, action: str) -> int | None:
        """The seat that makes `action` here: a convention names its seat, a move is the mover's."""
        found = convention(action)
        return found[1] if found else self.to_move

    def concluded_winners(self) -> tuple[int, ...]:
        """Who wins a game a seat resigned: with two seats the other; with more, those of the
        rest ahead by the game's count (`scores()`), who share the win when level."""
        kind, resigned = self.concluded
        if kind == DRAW:
            return tuple(range(self.players))
        rest = [seat for seat in range(self.players) if seat != resigned]
        scores = self.scores()
        best = max(scores[seat] for seat in rest)
        return tuple(seat for seat in rest if scores[seat] == best)

    def concluded_result(self) -> str:
        kind, seat = self.concluded
        if kind == DRAW:
            return Text("Draw by agreement")
        return Text("{seat} resigned: {result}", seat=self.seat_name(seat),
                    result=self.winners_words())

    def convention_label(self, action: str) -> str:
        kind, seat = convention(action)
        if kind == RESIGN:
            return Text("{seat} resigns", seat=self.seat_name(seat))
        if self.for_draw:
            return Text("{seat} agrees to a draw", seat=self.seat_name(seat))
        return Text("{seat} offers a draw", seat=self.seat_name(seat))

    def scores(self) -> tuple:
        raise NotImplementedError

    def winners(self) -> tuple[int, ...]:
        if self.concluded:
            return self.concluded_winners()
        raise NotImplementedError

    def cell(self, name: str) -> str | None:
        raise NotImplementedError

    # -- what the controller asks: which cells choose an action, and what to call it -----------

    def clicks(self, action: str) -> tuple[str, ...]:
        """The cells a player clicks, in order, to choose `action`; () for a button."""
        return ()

    def label(self, action: str) -> str:
        """A short human label for `action`, for buttons and choosers."""
        if convention(action):
            return self.convention_label(action)
        return action

    def describe(self, action: str) -> str:
        """`action` in a sentence's words, naming every cell clicked to choose it ("White stone
        on e5"): what hints, answers, refutations and the move announcements say. A label may
        leave the cell out, since its button sits by the cell clicked; a sentence may not."""
        if convention(action):
            return self.convention_label(action)
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

    def outcome(self) -> str:
        """Once over: the result in a few words, for a list of games beside others: who won and
        the figure that decided it ("Player 1 wins, 15 coins"), never the whole standing."""
        return self.result()

    def result(self) -> str:
        if self.concluded:
            return self.concluded_result()
        return self.winners_words()

    def winners_words(self) -> str:
        """Who won, from `winners()`: "White wins", "Draw", "Shared win: ..."."""
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


def _convention_first(method, name: str):
    """`method` of a game's class, unless a convention decides what `name` says."""
    if name in ("label", "describe"):
        @functools.wraps(method)
        def label(self, action):
            return self.convention_label(action) if convention(action) else method(self, action)
        return label
    conclude = {"winners": State.concluded_winners}.get(name, State.concluded_result)

    @functools.wraps(method)
    def said(self, *args, **kwargs):
        return conclude(self) if self.concluded else method(self, *args, **kwargs)
    return said
