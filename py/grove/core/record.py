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
    match: str = ""  # a game by link: its id, the same on every player's screen
    sender: int | None = None  # a game by link: the seat of the player who sent this link

    @property
    def at(self) -> int:
        return len(self.state.history) if self.ply is None else self.ply


def to_dict(state: State, names=(), ply: int | None = None, computers=(), match: str = "",
            sender: int | None = None) -> dict:
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
    return data


def encode(state: State, names=(), ply: int | None = None, computers=(), match: str = "",
           sender: int | None = None) -> str:
    data = to_dict(state, names, ply, computers, match, sender)
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
    state = start(data)
    history = data.get("history")
    if not isinstance(history, list) or not all(isinstance(a, str) for a in history):
        raise RecordError("the record's history is not a list of actions")
    if len(history) > MAX_ACTIONS:
        raise RecordError(f"the record's history is too long ({len(history)} actions, at most "
                          f"{MAX_ACTIONS})")
    names = read_names(data.get("names", []), state.players)
    for number, action in enumerate(history, start=1):
        state = play(state, action, number)
    ply = data.get("ply")
    if ply is not None and (not isinstance(ply, int) or isinstance(ply, bool)
                            or not 0 <= ply <= len(history)):
        raise RecordError(f"the record's position ({shown(ply)}) is not a move of the game")
    return Loaded(state, names, ply, read_computers(data.get("computers", []), state.players),
                  read_match(data.get("match", "")), read_sender(data.get("sender"), state.players))


def start(data) -> State:
    """The opening position of the record `data`, its format, game and options checked."""
    from grove.games import GAMES  # the registry imports the games, which import this module

    if not isinstance(data, dict):
        raise RecordError("the record is not an object with game, options and history")
    version = data.get("format")
    if type(version) is not int or version != FORMAT:
        if type(version) is int and version > FORMAT:
            raise RecordError(f"the record was written by a newer Grove (format {shown(version)})")
        raise RecordError(f"the record has no known format (format {shown(version)})")
    game_id, options = data.get("game"), data.get("options")
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise RecordError(f"the record names no known game ({shown(game_id)})")
    if not isinstance(options, dict):
        raise RecordError("the record's options are not a set of name = value")
    try:
        return GAMES[game_id].new(**options)
    except (ValueError, TypeError) as error:
        raise RecordError(f"the record's options are wrong: {short(str(error))}") from None


def play(state: State, action: str, number: int) -> State:
    """`state` after the record's action `number`, or RecordError saying why it cannot be."""
    try:
        return state.play(action)
    except IllegalMove as error:
        raise RecordError(f"action {number} ({shown(action)}) cannot be played: "
                          f"{short(str(error))}") from None
    except Exception as error:  # an engine's own bug must not escape as a crash of the page
        raise RecordError(f"action {number} ({shown(action)}) cannot be played: the rules "
                          f"of {state.game.name} failed on it ({type(error).__name__})") from None


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


MATCH = re.compile(r"[a-z0-9]{1,16}")


def read_match(match) -> str:
    if match == "":
        return ""
    if not isinstance(match, str) or not MATCH.fullmatch(match):
        raise RecordError("the record's game id is not a short id of letters and digits")
    return match


def read_sender(sender, players: int) -> int | None:
    if sender is not None and (type(sender) is not int or not 0 <= sender < players):
        raise RecordError(f"the record's sender ({shown(sender)}) is not a seat of the game")
    return sender


# -- links: a record in a URL fragment ----------------------------------------------------------
#
# A link is a version letter and URL-safe base64. Version "b" (since issue 25) writes each action
# as its rank among the position's legal actions, sorted: the whole line is one number in mixed
# radix (the first action is the lowest digit), so an action costs log2(legal actions) bits,
# about one character on a 9 x 9 board. Before it come the record's other fields as compact JSON
# (short keys, `k` the number of actions), deflated against the fixed dictionary HEAD_WORDS, and
# its length; after it, three bytes of CRC-32 so that
# a cut or altered link is refused rather than read as another game. A record whose line holds an
# action its engine does not list among the legal ones (none should) is written as version "a":
# the record's JSON, compressed with zlib. Links of version "a" made before issue 25 still open.

LINK_VERSION = "b"
ZLIB_LINK = "a"
MAX_LINK = 40_000  # characters of payload; a long real game needs a few hundred
MAX_HEAD = 2_000  # bytes of a link's head unpacked: names and options need a few hundred
# What link heads are made of, so that deflate can point back to it: part of format "b" for good
# (a different dictionary would be a new version letter).
HEAD_WORDS = (
    b'{"c":["","easy","medium","hard:3","hard:10"],"m":"","n":["","","",""],"p":0,"s":1}'
    b'{"g":"arbos","k":0,"o":{"rng_seed":1,"seeding":"random","seeds":10,"size":20,'
    b'"tree_limit":"remove","turn_seconds":300}}'
    b'{"g":"arborel","k":0,"o":{"players":2,"stairs":5}}'
    b'{"g":"rumbo","k":0,"o":{"komi":"negotiate","rules":"seed","size":9}}'
    b'{"g":"btt","k":0,"o":{"board":"standard","players":2,"scoring":"seed"}}'
    b'{"g":"orbit","k":0,"o":{"pie":"swap","size":16}}'
    b'{"g":"trellis","k":0,"o":{"pie":"swap","size":15}}'
)
SHORT_KEYS = {"game": "g", "options": "o", "names": "n", "ply": "p", "computers": "c",
              "match": "m", "sender": "s"}


def ranked(state: State) -> list[str]:
    """The legal actions in the order links number them."""
    return sorted(set(state.legal()))


def to_link(state: State, names=(), ply: int | None = None, computers=(), match: str = "",
            sender: int | None = None) -> str:
    data = to_dict(state, names, ply, computers, match, sender)
    try:
        number = line_number(state)
    except ValueError:
        packed = zlib.compress(json.dumps(data, separators=(",", ":"), sort_keys=True).encode(), 9)
        return ZLIB_LINK + base64.urlsafe_b64encode(packed).decode().rstrip("=")
    head = {SHORT_KEYS[key]: value for key, value in data.items() if key in SHORT_KEYS}
    head["k"] = len(state.history)
    packer = zlib.compressobj(9, zlib.DEFLATED, -15, zdict=HEAD_WORDS)
    head_bytes = packer.compress(json.dumps(head, separators=(",", ":"), sort_keys=True).encode())
    head_bytes += packer.flush()
    body = (varint(len(head_bytes)) + head_bytes
            + number.to_bytes((number.bit_length() + 7) // 8, "little"))
    body += zlib.crc32(body).to_bytes(4, "little")[:3]
    return LINK_VERSION + base64.urlsafe_b64encode(body).decode().rstrip("=")


def line_number(state: State) -> int:
    """The line of `state` as one number: the rank of each action among the legal ones."""
    from grove.games import GAMES

    position = GAMES[state.game_id].new(**state.options)
    digits = []
    for action in state.history:
        legal = ranked(position)
        digits.append((legal.index(action), len(legal)))  # ValueError: not listed as legal
        position = position.play(action)
    number = 0
    for rank, count in reversed(digits):
        number = number * count + rank
    return number


def varint(n: int) -> bytes:
    out = bytearray()
    while True:
        out.append((n & 0x7F) | (0x80 if n > 0x7F else 0))
        n >>= 7
        if not n:
            return bytes(out)


def from_link(payload: str) -> Loaded:
    if not isinstance(payload, str) or not payload:
        raise RecordError("the link holds no game")
    if len(payload) > MAX_LINK:
        raise RecordError(f"the link is too long ({len(payload)} characters, at most {MAX_LINK})")
    if payload[0] not in (LINK_VERSION, ZLIB_LINK):
        raise RecordError(f"the link's game is of an unknown version ({shown(payload[0])})")
    body = payload[1:]
    try:
        packed = base64.b64decode(body + "=" * (-len(body) % 4), altchars=b"-_", validate=True)
    except ValueError:
        raise damaged() from None
    return from_ranks(packed) if payload[0] == LINK_VERSION else from_zlib(packed)


def damaged() -> RecordError:
    return RecordError("the link is damaged: its game cannot be unpacked (was it cut short or "
                       "altered?)")


def from_ranks(packed: bytes) -> Loaded:
    if len(packed) < 4 or zlib.crc32(packed[:-3]).to_bytes(4, "little")[:3] != packed[-3:]:
        raise damaged()
    packed, length, shift, at = packed[:-3], 0, 0, 0
    while at < len(packed) and at < 3:
        length |= (packed[at] & 0x7F) << shift
        shift, at = shift + 7, at + 1
        if not packed[at - 1] & 0x80:
            break
    else:
        raise damaged()
    head_bytes, number = packed[at: at + length], int.from_bytes(packed[at + length:], "little")
    try:
        unpacker = zlib.decompressobj(-15, zdict=HEAD_WORDS)
        text = unpacker.decompress(head_bytes, MAX_HEAD + 1).decode()
    except (zlib.error, UnicodeDecodeError):
        raise damaged() from None
    if len(text) > MAX_HEAD or not unpacker.eof:
        raise RecordError(f"the link's game is not a head of at most {MAX_HEAD} bytes")
    head = parse_json(text, "the link's game")
    if not isinstance(head, dict):
        raise RecordError("the link's game is not an object with game, options and actions")
    data = {"format": FORMAT} | {key: head[short] for key, short in SHORT_KEYS.items()
                                 if short in head}
    count = head.get("k")
    if type(count) is not int or not 0 <= count <= MAX_ACTIONS:
        raise RecordError(f"the link's number of actions ({shown(count)}) is not 0 to "
                          f"{MAX_ACTIONS}")
    state, history = start(data), []
    for turn in range(1, count + 1):
        legal = ranked(state)
        if not legal:
            raise RecordError(f"the link's game ends before its action {turn}")
        number, rank = divmod(number, len(legal))
        history.append(legal[rank])
        state = play(state, legal[rank], turn)
    if number:
        raise damaged()
    return load(data | {"history": history})


def from_zlib(packed: bytes) -> Loaded:
    try:
        unpacker = zlib.decompressobj()
        raw = unpacker.decompress(packed, MAX_TEXT + 1)  # a zlib bomb stops here
    except zlib.error:
        raise damaged() from None
    if len(raw) > MAX_TEXT:
        raise RecordError(f"the link's game is far too long (more than {MAX_TEXT} bytes unpacked)")
    if not unpacker.eof:
        raise RecordError("the link is cut short: its game is incomplete")
    try:
        text = raw.decode()
    except UnicodeDecodeError:
        raise damaged() from None
    return read(text)
