"""Records: a game as `game_id + options + history` (docs/architecture.md).

Everything that persists or travels is a record. Decoding trusts nothing: the text is parsed with
bounded size, every field is checked, and every action is replayed through `play()`, so a bad
record gives a `RecordError` that says what is wrong instead of a crash or a half-loaded game.

Limits, checked before any work that grows with the input (tests/property/test_decoders.py):

- `MAX_TEXT`: a record's JSON is at most 200,000 characters; a link's record unpacks to at most
  200,000 bytes. The longest real game needs a few thousand.
- `MAX_LINK`: a link's payload is at most 40,000 characters (30,000 bytes once un-base64'd); it
  is unpacked with `zlib.decompressobj().decompress(packed, MAX_TEXT + 1)`, so a zlib bomb (a
  tiny payload that would unpack to gigabytes) stops after `MAX_TEXT + 1` bytes and is refused.
- `MAX_DEPTH`: JSON nested at most 10 deep (a record needs 2, a saved game 3), checked by one
  linear scan before `json.loads`, whose recursion is never reached.
- `MAX_ACTIONS`: at most 5,000 actions in a history. Random games on the largest boards take
  under 500 (only Arbos' place-and-remove can go on); every action is replayed: 5,000 Arbos
  actions in about 0.2 s, a whole 19 x 19 Orbit game in about 0.13 s (bench/hardening.py).
- `MAX_NAME`: a player's name is at most 40 characters, one name per seat.
- `MAX_SHOWN`: a message quotes at most 40 characters of what it read, so every message is short.
"""

from __future__ import annotations

import base64
import json
import re
import zlib
from dataclasses import dataclass

from .state import IllegalMove, State

FORMAT = 1
MAX_TEXT = 200_000  # characters of a record's JSON (bytes of a link's unpacked record)
MAX_NAME = 40  # characters of a player's name
MAX_ACTIONS = 5_000  # actions in a history
MAX_DEPTH = 10  # nesting of the JSON
MAX_SHOWN = 40  # characters of the input quoted in a message


class RecordError(ValueError):
    """A record that cannot be read; the message names what is wrong."""


@dataclass(frozen=True)
class Loaded:
    """What a record gives back: the game after its whole line of actions, the players' names,
    and the position the record points at (`ply` actions from the start)."""

    state: State
    names: tuple[str, ...] = ()
    ply: int | None = None
    computers: tuple[str, ...] = ()  # per seat: "" for a person, or the computer's level

    @property
    def at(self) -> int:
        return len(self.state.history) if self.ply is None else self.ply


def to_dict(state: State, names=(), ply: int | None = None, computers=()) -> dict:
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
    return data


def encode(state: State, names=(), ply: int | None = None, computers=()) -> str:
    data = to_dict(state, names, ply, computers)
    return json.dumps(data, separators=(",", ":"), sort_keys=True)


def decode(text: str) -> State:
    return read(text).state


def read(text: str) -> Loaded:
    if not isinstance(text, str):
        raise RecordError("a record is text")
    if len(text) > MAX_TEXT:
        raise RecordError(f"the record is too long ({len(text)} characters, at most {MAX_TEXT})")
    return load(parse_json(text, "the record"))


def shown(value, limit: int = MAX_SHOWN) -> str:
    """`value` read from outside, as a message quotes it: text and numbers cut to `limit`
    characters, anything else by its kind."""
    if isinstance(value, str):
        # Cut what is shown, not what is read: an escaped character takes up to ten.
        quoted = repr(value[:limit + 1])
        return quoted if len(quoted) <= limit + 2 else quoted[: limit + 1] + "…" + quoted[0]
    if isinstance(value, int) and value.bit_length() > 64:
        return "a huge number"
    if value is None or isinstance(value, int | float):
        return short(repr(value), limit)
    return f"a {'list' if isinstance(value, list) else type(value).__name__}"


def short(message: str, limit: int = 4 * MAX_SHOWN) -> str:
    """A message that may carry what was read: control characters escaped, cut to `limit`."""
    message = message[: 2 * limit]
    if not message.isprintable():
        message = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in message)
    return message if len(message) <= limit else message[: limit - 1] + "…"


# A JSON string (closed, or running to the end of the text) or a bracket: what the depth counts.
JSON_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"?|[\[\]{}]', re.DOTALL)


def too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether `text`'s brackets (outside strings) nest deeper than `limit`; linear time."""
    depth = 0
    for token in JSON_TOKEN.finditer(text):
        first = token.group()[0]
        if first in "[{":
            depth += 1
            if depth > limit:
                return True
        elif first in "]}":
            depth -= 1
    return False


def parse_json(text: str, what: str):
    """The value in JSON `text`, or RecordError naming `what` and what is wrong with it."""
    if too_deep(text):
        raise RecordError(f"{what} is nested more than {MAX_DEPTH} deep: it is not a game")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as error:
        raise RecordError(f"{what} is not readable JSON ({short(str(error))})") from None


def from_dict(data) -> State:
    return load(data).state


def load(data) -> Loaded:
    from grove.games import GAMES  # the registry imports the games, which import this module

    if not isinstance(data, dict):
        raise RecordError("the record is not an object with game, options and history")
    version = data.get("format")
    if type(version) is not int or version != FORMAT:
        if type(version) is int and version > FORMAT:
            raise RecordError(f"the record was written by a newer Grove (format {shown(version)})")
        raise RecordError(f"the record has no known format (format {shown(version)})")
    game_id, options, history = data.get("game"), data.get("options"), data.get("history")
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise RecordError(f"the record names no known game ({shown(game_id)})")
    if not isinstance(options, dict):
        raise RecordError("the record's options are not a set of name = value")
    if not isinstance(history, list) or not all(isinstance(a, str) for a in history):
        raise RecordError("the record's history is not a list of actions")
    if len(history) > MAX_ACTIONS:
        raise RecordError(f"the record's history is too long ({len(history)} actions, at most "
                          f"{MAX_ACTIONS})")
    try:
        state = GAMES[game_id].new(**options)
    except (ValueError, TypeError) as error:
        raise RecordError(f"the record's options are wrong: {short(str(error))}") from None
    names = read_names(data.get("names", []), state.players)
    for number, action in enumerate(history, start=1):
        try:
            state = state.play(action)
        except IllegalMove as error:
            raise RecordError(f"action {number} ({shown(action)}) cannot be played: "
                              f"{short(str(error))}") from None
        except Exception as error:  # an engine's own bug must not escape as a crash of the page
            raise RecordError(f"action {number} ({shown(action)}) cannot be played: the rules "
                              f"of {state.game.name} failed on it ({type(error).__name__})"
                              ) from None
    ply = data.get("ply")
    if ply is not None and (not isinstance(ply, int) or isinstance(ply, bool)
                            or not 0 <= ply <= len(history)):
        raise RecordError(f"the record's position ({shown(ply)}) is not a move of the game")
    return Loaded(state, names, ply, read_computers(data.get("computers", []), state.players))


def read_names(names, players: int) -> tuple[str, ...]:
    if not isinstance(names, list) or len(names) > players:
        raise RecordError("the record's player names are not a list of one name per seat")
    if not all(isinstance(n, str) and len(n) <= MAX_NAME for n in names):
        raise RecordError(f"a player name in the record is not text of at most {MAX_NAME} "
                          "characters")
    # Names are shown as text, never as markup; control characters are simply dropped.
    return tuple("".join(ch for ch in n if ch.isprintable()) for n in names)


COMPUTER = re.compile(r"(easy|medium|hard(:[0-9]{1,2})?)?")


def read_computers(computers, players: int) -> tuple[str, ...]:
    """Which seats the computer plays, and how: "", "easy", "medium", "hard" or "hard:<s>"."""
    if (not isinstance(computers, list) or len(computers) > players
            or not all(isinstance(c, str) and COMPUTER.fullmatch(c) for c in computers)):
        raise RecordError("the record's computer players are not a level per seat (easy, "
                          "medium, hard or hard:<seconds>)")
    return tuple(computers)


# -- links: a record in a URL fragment ----------------------------------------------------------
#
# The record's JSON, compressed with zlib and written in URL-safe base64, after a version letter.

LINK_VERSION = "a"
MAX_LINK = 40_000  # characters of payload; a long real game needs a few hundred


def to_link(state: State, names=(), ply: int | None = None, computers=()) -> str:
    packed = zlib.compress(encode(state, names, ply, computers).encode(), 9)
    return LINK_VERSION + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def from_link(payload: str) -> Loaded:
    if not isinstance(payload, str) or not payload:
        raise RecordError("the link holds no game")
    if len(payload) > MAX_LINK:
        raise RecordError(f"the link is too long ({len(payload)} characters, at most {MAX_LINK})")
    if payload[0] != LINK_VERSION:
        raise RecordError(f"the link's game is of an unknown version ({shown(payload[0])})")
    body = payload[1:]
    damaged = RecordError("the link is damaged: its game cannot be unpacked (was it cut short or "
                          "altered?)")
    try:
        packed = base64.b64decode(body + "=" * (-len(body) % 4), altchars=b"-_", validate=True)
        unpacker = zlib.decompressobj()
        raw = unpacker.decompress(packed, MAX_TEXT + 1)  # a zlib bomb stops here
    except (ValueError, zlib.error):
        raise damaged from None
    if len(raw) > MAX_TEXT:
        raise RecordError(f"the link's game is far too long (more than {MAX_TEXT} bytes unpacked)")
    if not unpacker.eof:
        raise RecordError("the link is cut short: its game is incomplete")
    try:
        text = raw.decode()
    except UnicodeDecodeError:
        raise damaged from None
    return read(text)
