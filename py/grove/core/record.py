"""Records: a game as `game_id + options + history` (DESIGN.md §4).

Everything that persists or travels is a record. Decoding trusts nothing: the text is parsed with
bounded size, every field is checked, and every action is replayed through `play()`, so a bad
record gives a `RecordError` that says what is wrong instead of a crash or a half-loaded game.
"""

from __future__ import annotations

import base64
import json
import re
import zlib
from dataclasses import dataclass

from .state import IllegalMove, State

FORMAT = 1
MAX_TEXT = 200_000  # characters; the longest real game is a few thousand
MAX_NAME = 40


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
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise RecordError(f"the record is not readable JSON ({error})") from None
    return load(data)


def from_dict(data) -> State:
    return load(data).state


def load(data) -> Loaded:
    from grove.games import GAMES  # the registry imports the games, which import this module

    if not isinstance(data, dict):
        raise RecordError("the record is not an object with game, options and history")
    version = data.get("format")
    if version != FORMAT:
        if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT:
            raise RecordError(f"the record was written by a newer Grove (format {version})")
        raise RecordError(f"the record has no known format (format {version!r})")
    game_id, options, history = data.get("game"), data.get("options"), data.get("history")
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise RecordError(f"the record names no known game ({str(game_id)[:40]!r})")
    if not isinstance(options, dict):
        raise RecordError("the record's options are not a set of name = value")
    if not isinstance(history, list) or not all(isinstance(a, str) for a in history):
        raise RecordError("the record's history is not a list of actions")
    try:
        state = GAMES[game_id].new(**options)
    except (ValueError, TypeError) as error:
        raise RecordError(f"the record's options are wrong: {error}") from None
    names = read_names(data.get("names", []), state.players)
    for number, action in enumerate(history, start=1):
        try:
            state = state.play(action)
        except IllegalMove as error:
            shown = action[:40]
            raise RecordError(f"action {number} ({shown!r}) cannot be played: {error}") from None
    ply = data.get("ply")
    if ply is not None and (not isinstance(ply, int) or isinstance(ply, bool)
                            or not 0 <= ply <= len(history)):
        raise RecordError(f"the record's position ({str(ply)[:20]}) is not a move of the game")
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
        raise RecordError(f"the link is too long ({len(payload)} characters)")
    if payload[0] != LINK_VERSION:
        raise RecordError(f"the link's game is of an unknown version ({payload[0]!r})")
    body = payload[1:]
    try:
        packed = base64.b64decode(body + "=" * (-len(body) % 4), altchars=b"-_", validate=True)
        unpacker = zlib.decompressobj()
        raw = unpacker.decompress(packed, MAX_TEXT + 1)
        text = raw.decode()
    except (ValueError, zlib.error, UnicodeDecodeError):
        raise RecordError("the link is damaged: its game cannot be unpacked (was it cut short "
                          "or altered?)") from None
    if len(raw) > MAX_TEXT:
        raise RecordError("the link's game is far too long")
    if not unpacker.eof:
        raise RecordError("the link is cut short: its game is incomplete")
    return read(text)
