"""Records: a game as `game_id + options + history` (docs/architecture.md).

Everything that persists or travels is a record. Decoding trusts nothing: the text is parsed with
bounded size, every field is checked, and every action is replayed through `play()`, so a bad
record gives a `RecordError` that says what is wrong instead of a crash or a half-loaded game.

Limits, checked before any work that grows with the input (tests/property/test_decoders.py):

- `MAX_TEXT`: a record's JSON is at most 200,000 characters; a link's record unpacks to at most
  200,000 bytes. The longest real game needs a few thousand.
- `links.MAX_LINK`: a link's payload is at most 40,000 characters (30,000 bytes once
  un-base64'd); it is unpacked with `zlib.decompressobj().decompress(packed, MAX_TEXT + 1)`,
  so a zlib bomb (a tiny payload that would unpack to gigabytes) stops after `MAX_TEXT + 1`
  bytes and is refused.
- `MAX_DEPTH`: JSON nested at most 10 deep (a record needs 2, a saved game 3), checked by one
  linear scan before `json.loads`, whose recursion is never reached.
- `MAX_ACTIONS`: at most 5,000 actions in a history. Random games on the largest boards take
  under 500 (only Arbos' place-and-remove can go on); every action is replayed: 5,000 Arbos
  actions in about 0.2 s, a whole 19 x 19 Orbit game in about 0.13 s (bench/hardening.py).
- `MAX_NAME`: a player's name is at most 40 characters, one name per seat.
- `MAX_EXPLORED`: an exploration (grove.app.explore) adds at most 2,000 positions to the game's
  line, each replayed; `MAX_NOTE`: a note on one of them is at most 280 characters.
- `MAX_SHOWN`: a message quotes at most 40 characters of what it read, so every message is short.
"""

from __future__ import annotations

import itertools
import json
import re
from dataclasses import dataclass, field

from grove.core.state import IllegalMove, State
from grove.games import GAMES
from grove.i18n import Text

FORMAT = 1
MAX_TEXT = 200_000  # characters of a record's JSON (bytes of a link's unpacked record)
MAX_NAME = 40  # characters of a player's name
MAX_ACTIONS = 5_000  # actions in a history
MAX_DEPTH = 10  # nesting of the JSON
MAX_SHOWN = 40  # characters of the input quoted in a message
MAX_EXPLORED = 2_000  # positions an exploration adds to the game's line
MAX_NOTE = 280  # characters of a note on a position


class RecordError(ValueError):
    """A record that cannot be read; the message names what is wrong. The message, `args[0]`, is
    a `Text`: the app says it in the player's language."""


@dataclass(frozen=True)
class Explored:
    """A record's exploration, checked: each move as the node it starts from (nodes 0 to n are
    the positions of the line, each move adds the next) and the position it reaches, and the
    notes, by node."""

    moves: tuple[tuple[int, State], ...] = ()
    notes: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True)
class Loaded:
    """What a record gives back: the game after its whole line of actions, the players' names,
    and the position the record points at (`ply` actions from the start)."""

    state: State
    names: tuple[str, ...] = ()
    ply: int | None = None
    computers: tuple[str, ...] = ()  # per seat: "" for a person, or the computer's level
    match: str = ""  # a game by link: its id, the same on every player's screen
    sender: int | None = None  # a game by link: the seat of the player who sent this link
    hints: tuple[int, ...] = ()  # per seat: how many hints that seat's player asked for
    assist: bool = False  # hints allowed in a game between people (chosen at its start)
    explored: Explored | None = field(default=None, compare=False)  # the player's own lines
    # Every position of the line, from the start: read once, so that nothing replays it again.
    positions: tuple[State, ...] = field(default=(), compare=False, repr=False)
    # A link's plan (links, version "d"): its sender's planned replies, lines from the position.
    plan: tuple[tuple[str, ...], ...] = field(default=(), compare=False)

    @property
    def at(self) -> int:
        return len(self.state.history) if self.ply is None else self.ply


def to_dict(state: State, names=(), ply: int | None = None, computers=(), match: str = "",
            sender: int | None = None, hints=(), assist: bool = False,
            explore: dict | None = None) -> dict:
    data = {
        "format": FORMAT,
        "game": state.game_id,
        "options": dict(state.options),
        "history": list(state.history),
    }
    if any(names):
        data["names"] = list(names)
    if ply is not None and ply != len(state.history):
        data["ply"] = ply
    if any(computers):
        data["computers"] = list(computers)
    if match:
        data["match"] = match
    if sender is not None:
        data["sender"] = sender
    if any(hints):
        data["hints"] = list(hints)
    if assist:
        data["assist"] = True
    if explore:
        data["explore"] = explore
    return data


def encode(state: State, names=(), ply: int | None = None, computers=(), match: str = "",
           sender: int | None = None, hints=(), assist: bool = False,
           explore: dict | None = None) -> str:
    data = to_dict(state, names, ply, computers, match, sender, hints, assist, explore)
    return json.dumps(data, separators=(",", ":"), sort_keys=True)


def decode(text: str) -> State:
    return read(text).state


def read(text: str, positions: list[State] | None = None) -> Loaded:
    """The record `text`, checked (see `load` for `positions`)."""
    if not isinstance(text, str):
        raise RecordError(Text("a record is text"))
    if len(text) > MAX_TEXT:
        raise RecordError(Text("the record is too long ({length} characters, at most {limit})",
                               length=len(text), limit=MAX_TEXT))
    return load(parse_json(text, Text("the record")), positions)


def shown(value, limit: int = MAX_SHOWN) -> str:
    """`value` read from outside, as a message quotes it: text and numbers cut to `limit`
    characters, anything else by its kind (in words, a `Text`)."""
    if isinstance(value, str):
        # Cut what is shown, not what is read: an escaped character takes up to ten.
        quoted = repr(value[:limit + 1])
        return quoted if len(quoted) <= limit + 2 else quoted[: limit + 1] + "…" + quoted[0]
    if isinstance(value, int) and value.bit_length() > 64:
        return Text("a huge number")
    if value is None or isinstance(value, int | float):
        return short(repr(value), limit)
    if isinstance(value, list):
        return Text("a list")
    if isinstance(value, dict):
        return Text("a dict")
    return Text("a {kind}", kind=type(value).__name__)


def short(message: str, limit: int = 4 * MAX_SHOWN) -> str:
    """A message that may carry what was read: control characters escaped, cut to `limit`. One
    that needs neither comes back as it is: a `Text` stays one, to be translated; a cut is made
    in the English, which then stays English."""
    if len(message) <= limit and message.isprintable():
        return message
    message = message[: 2 * limit]
    if not message.isprintable():
        message = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in message)
    return message if len(message) <= limit else message[: limit - 1] + "…"


# A JSON string (closed, or running to the end of the text) or a bracket: what the depth counts.
# A string, an unclosed one running to the end (the loop unrolled: a run of plain characters at
# a time).
JSON_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
NOT_BRACKET = re.compile(r"[^\[\]{}]+")
DEPTH_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether `text`'s brackets (outside strings) nest deeper than `limit`; linear time, the
    strings and all but the brackets taken out by regular expressions first (the home list's
    index is half a megabyte with a thousand games: read a token at a time, that took 40 ms in
    Pyodide)."""
    brackets = NOT_BRACKET.sub("", JSON_STRING.sub("", text))
    return max(itertools.accumulate(map(DEPTH_STEP.__getitem__, brackets)), default=0) > limit


def parse_json(text: str, what: str):
    """The value in JSON `text`, or RecordError naming `what` (best a `Text`, such as
    Text("the record"), so that it is translated) and what is wrong with it."""
    if too_deep(text):
        raise RecordError(Text("{what} is nested more than {depth} deep: it is not a game",
                               what=what, depth=MAX_DEPTH))
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as error:
        # Python's own words on the JSON stay in English: they point at a character.
        raise RecordError(Text("{what} is not readable JSON ({error})", what=what,
                               error=short(str(error)))) from None


def reason(error: Exception) -> str:
    """What `error` says, through `short`: an engine's `Text` stays one, to be translated."""
    said = error.args[0] if len(error.args) == 1 and isinstance(error.args[0], Text) else None
    return short(str(error) if said is None else said)


def from_dict(data) -> State:
    return load(data).state


def load(data, positions: list[State] | None = None) -> Loaded:
    """The record `data`, checked, its actions played; `positions` are those of its line
    already played from its start (a link's, decoded), which need not be played again."""
    state = start(data)
    history = data.get("history")
    if not isinstance(history, list) or not all(isinstance(a, str) for a in history):
        raise RecordError(Text("the record's history is not a list of actions"))
    if len(history) > MAX_ACTIONS:
        raise RecordError(Text("the record's history is too long ({length} actions, at most "
                               "{limit})", length=len(history), limit=MAX_ACTIONS))
    names = read_names(data.get("names", []), state.players)
    if positions is None or len(positions) != len(history) + 1:
        positions = [state]
        for number, action in enumerate(history, start=1):
            positions.append(play(positions[-1], action, number))
    state = positions[-1]
    ply = data.get("ply")
    if ply is not None and (not isinstance(ply, int) or isinstance(ply, bool)
                            or not 0 <= ply <= len(history)):
        raise RecordError(Text("the record's position ({ply}) is not a move of the game",
                               ply=shown(ply)))
    return Loaded(state, names, ply, read_computers(data.get("computers", []), state.players),
                  read_match(data.get("match", "")), read_sender(data.get("sender"), state.players),
                  read_hints(data.get("hints", []), state.players),
                  read_assist(data.get("assist", False)),
                  read_explored(data.get("explore"), positions), tuple(positions))


def start(data) -> State:
    """The opening position of the record `data`, its format, game and options checked."""
    if not isinstance(data, dict):
        raise RecordError(Text("the record is not an object with game, options and history"))
    version = data.get("format")
    if type(version) is not int or version != FORMAT:
        if type(version) is int and version > FORMAT:
            raise RecordError(Text("the record was written by a newer Grove (format {format})",
                                   format=shown(version)))
        raise RecordError(Text("the record has no known format (format {format})",
                               format=shown(version)))
    game_id, options = data.get("game"), data.get("options")
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise RecordError(Text("the record names no known game ({game})", game=shown(game_id)))
    if not isinstance(options, dict):
        raise RecordError(Text("the record's options are not a set of name = value"))
    try:
        return GAMES[game_id].new(**options)
    except (ValueError, TypeError) as error:
        raise RecordError(Text("the record's options are wrong: {why}",
                               why=reason(error))) from None


def play(state: State, action: str, number: int) -> State:
    """`state` after the record's action `number`, or RecordError saying why it cannot be."""
    try:
        return state.play(action)
    except IllegalMove as error:
        raise RecordError(Text("action {number} ({action}) cannot be played: {why}",
                               number=number, action=shown(action), why=reason(error))) from None
    except Exception as error:  # an engine's own bug must not escape as a crash of the page
        raise RecordError(Text("action {number} ({action}) cannot be played: the rules of {game} "
                               "failed on it ({error})", number=number, action=shown(action),
                               game=state.game.name, error=type(error).__name__)) from None


def read_names(names, players: int) -> tuple[str, ...]:
    if not isinstance(names, list) or len(names) > players:
        raise RecordError(Text("the record's player names are not a list of one name per seat"))
    if not all(isinstance(n, str) and len(n) <= MAX_NAME for n in names):
        raise RecordError(Text("a player name in the record is not text of at most {limit} "
                               "characters", limit=MAX_NAME))
    # Names are shown as text, never as markup; control characters are simply dropped.
    return tuple("".join(ch for ch in n if ch.isprintable()) for n in names)


COMPUTER = re.compile(r"(easy|medium|hard(:[0-9]{1,2})?)?")


def read_computers(computers, players: int) -> tuple[str, ...]:
    """Which seats the computer plays, and how: "", "easy", "medium", "hard" or "hard:<s>"."""
    if (not isinstance(computers, list) or len(computers) > players
            or not all(isinstance(c, str) and COMPUTER.fullmatch(c) for c in computers)):
        raise RecordError(Text("the record's computer players are not a level per seat (easy, "
                               "medium, hard or hard:<seconds>)"))
    return tuple(computers)


def read_assist(assist) -> bool:
    if not isinstance(assist, bool):
        raise RecordError(Text("the record's hints allowed ({value}) is not true or false",
                               value=shown(assist)))
    return assist


def read_hints(hints, players: int) -> tuple[int, ...]:
    """How many hints each seat's player asked for: a count per seat."""
    if (not isinstance(hints, list) or len(hints) > players
            or not all(type(n) is int and 0 <= n <= MAX_ACTIONS for n in hints)):
        raise RecordError(Text("the record's hints are not a count per seat (0 to {limit})",
                               limit=MAX_ACTIONS))
    return tuple(hints)


MATCH = re.compile(r"[a-z0-9]{1,16}")


def read_match(match) -> str:
    if match == "":
        return ""
    if not isinstance(match, str) or not MATCH.fullmatch(match):
        raise RecordError(Text("the record's game id is not a short id of letters and digits"))
    return match


def read_sender(sender, players: int) -> int | None:
    if sender is not None and (type(sender) is not int or not 0 <= sender < players):
        raise RecordError(Text("the record's sender ({sender}) is not a seat of the game",
                               sender=shown(sender)))
    return sender


def read_explored(explore, positions: list[State]) -> Explored | None:
    """The exploration around the line (`positions`): each move played from its node, every
    note on a node there is."""
    if explore is None:
        return None
    moves, notes = (explore.get("moves", []), explore.get("notes", [])) if isinstance(
        explore, dict) else (None, None)
    if not isinstance(moves, list) or not isinstance(notes, list):
        raise RecordError(Text("the record's exploration is not a list of moves and notes"))
    if len(moves) > MAX_EXPLORED:
        raise RecordError(Text("the record's exploration is too long ({length} moves, at most "
                               "{limit})", length=len(moves), limit=MAX_EXPLORED))
    nodes, played = list(positions), []
    for number, move in enumerate(moves, start=1):
        if (not isinstance(move, list) or len(move) != 2 or type(move[0]) is not int
                or not 0 <= move[0] < len(nodes) or not isinstance(move[1], str)):
            raise RecordError(Text("the record's exploration move {number} is not a position "
                                   "and an action", number=number))
        state = nodes[move[0]]
        try:
            state = state.play(move[1])
        except Exception as error:  # illegal, or an engine's own bug: never a crash of the page
            raise RecordError(Text("the record's exploration move {number} ({action}) cannot be "
                                   "played: {why}", number=number, action=shown(move[1]),
                                   why=reason(error))) from None
        nodes.append(state)
        played.append((move[0], state))
    if len(notes) > len(nodes) or not all(
            isinstance(n, list) and len(n) == 2 and type(n[0]) is int and 0 <= n[0] < len(nodes)
            and isinstance(n[1], str) and len(n[1]) <= MAX_NOTE for n in notes):
        raise RecordError(Text("a note in the record's exploration is not a position and text of "
                               "at most {limit} characters", limit=MAX_NOTE))
    return Explored(tuple(played), tuple((n[0], n[1]) for n in notes))
