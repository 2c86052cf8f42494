"""Links: a record in a URL fragment, short enough to send after every turn (docs/architecture.md).

A link is a version letter and URL-safe base64. Version "c", the one written, holds:

- the head: the record's fields but its actions, as compact JSON with short keys (`k` the number
  of actions, options left out where they are LINK_DEFAULTS), deflated against the fixed
  dictionary HEAD_WORDS, after its length;
- the line: each action chosen among the position's legal actions, sorted, by arithmetic coding:
  the line is one fraction, narrowed at each action to that action's share of the weights of all
  legal ones. An action on or near the cells of the last few actions weighs more (players answer
  where the last stones fell), so a typical action costs 4 to 6 bits, under one character; any
  legal action can still be written;
- three bytes of a hash of the game and its actions as text (`line_check`): the line is written
  as places among the legal actions, so the engine's move generation is part of the format, and a
  link read under rules whose `legal()` changed since it was written would decode without a
  complaint into another game. The check refuses it instead, as made under older rules;
- three bytes of CRC-32 of all the bytes before, so that a cut or altered link is refused as
  damaged before anything is decoded.

Version "b", written by older releases, is the same without the check: its links still open, and
read as the rules now are. A record whose line holds an action its engine does not list among the
legal ones (none should) is written as version "a": the record's JSON, compressed with zlib, the
only format of the first releases, whose links still open too. The weights, the dictionary and the
defaults are part of formats "b" and "c" for good: changing any of them would need a new version
letter (tests/fixtures/links-format-*.json are opened and written again byte for byte).
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import zlib
from functools import lru_cache

from grove.core.state import State, convention
from grove.games import ENTRIES
from grove.i18n import Text
from grove.record import (
    FORMAT,
    MAX_ACTIONS,
    MAX_TEXT,
    Loaded,
    RecordError,
    load,
    parse_json,
    play,
    read,
    shown,
    start,
    to_dict,
)

CHECKED = "c"  # the ranked line with a check of what it decodes to (written)
RANKED = "b"  # the ranked line alone (older releases): still read
ZLIB = "a"  # the record's JSON, zlib'd (the first releases; a line the ranks cannot write)
VERSIONS = (CHECKED, RANKED, ZLIB)
MAX_LINK = 40_000  # characters of payload; a long real game needs a few hundred
MAX_HEAD = 2_000  # bytes of a link's head unpacked: names and options need a few hundred
CHECK = 3  # bytes of the line's check in version "c": a changed line passes once in 16 million
# The options a head leaves out, as they were when format "b" was made (each game's entry in the
# registry): part of the format for good (an option not listed is always written).
LINK_DEFAULTS = {game_id: entry.link_defaults for game_id, entry in ENTRIES.items()}
# What link heads are made of, so that deflate can point back to it: part of format "b" for good
# (a different dictionary would be a new version letter). The most common heads come last, where
# deflate reaches them with the shortest distances.
HEAD_WORDS = (
    b'{"c":["","easy","medium","hard:3","hard:10"],"p":0}'
    b'{"g":"arbos","k":0,"o":{"rng_seed":1,"seeding":"manual","seeds":9,"size":19,'
    b'"tree_limit":"forbid","turn_seconds":600}}'
    b'{"g":"rumbo","k":0,"o":{"komi":7,"rules":"revised","size":13}}'
    b'{"g":"btt","k":0,"o":{"board":"7x7","players":3,"scoring":"plotkin"}}'
    b'{"g":"btt","k":0,"o":{"board":"closed","players":4}}'
    b'{"g":"arborel","k":0,"o":{"players":4,"stairs":3}}'
    b'{"g":"orbit","k":0,"o":{"pie":"meyers","size":9}}'
    b'{"g":"trellis","k":0,"o":{"pie":"off","size":11}}'
    b'{"g":"arbos","k":0,"m":"","n":["",""],"o":{"rng_seed":1},"s":0}'
    b'{"g":"arborel","k":0,"m":"","n":["",""],"s":0}'
    b'{"g":"rumbo","k":0,"m":"","n":["",""],"s":0}'
    b'{"g":"btt","k":0,"m":"","n":["",""],"s":0}'
    b'{"g":"orbit","k":0,"m":"","n":["",""],"s":0}'
    b'{"g":"trellis","k":0,"m":"","n":["",""],"s":0}'
)
SHORT_KEYS = {"game": "g", "options": "o", "names": "n", "ply": "p", "computers": "c",
              "match": "m", "sender": "s", "hints": "h", "assist": "a"}


def ranked(state: State) -> list[str]:
    """The legal actions in the order links number them."""
    return sorted(set(state.legal()))


def to_link(state: State, names=(), ply: int | None = None, computers=(), match: str = "",
            sender: int | None = None, hints=(), version: str = CHECKED,
            assist: bool = False) -> str:
    """The record as a link's payload, in `version` ("c"; "b" only to check its fixtures)."""
    data = to_dict(state, names, ply, computers, match, sender, hints, assist)
    try:
        line = line_bytes(state)
    except ValueError:
        packed = zlib.compress(json.dumps(data, separators=(",", ":"), sort_keys=True).encode(), 9)
        return ZLIB + base64.urlsafe_b64encode(packed).decode().rstrip("=")
    head = {SHORT_KEYS[key]: value for key, value in data.items() if key in SHORT_KEYS}
    head["k"] = len(state.history)
    said = [[at, action] for at, action in enumerate(state.history) if convention(action)]
    if said:
        head["x"] = said
    left_out = LINK_DEFAULTS[state.game_id]
    head["o"] = {name: value for name, value in state.options.items()
                 if name not in left_out or left_out[name] != value}
    if not head["o"]:
        del head["o"]
    packer = zlib.compressobj(9, zlib.DEFLATED, -15, zdict=HEAD_WORDS)
    head_bytes = packer.compress(json.dumps(head, separators=(",", ":"), sort_keys=True).encode())
    head_bytes += packer.flush()
    body = varint(len(head_bytes)) + head_bytes + line
    if version == CHECKED:
        body += line_check(state.game_id, state.history)
    body += zlib.crc32(body).to_bytes(4, "little")[:3]
    return version + base64.urlsafe_b64encode(body).decode().rstrip("=")


def line_check(game_id: str, history) -> bytes:
    """What a link of version "c" says its line decodes to: a hash of the actions as text."""
    text = "\n".join([game_id, *history]).encode()
    return hashlib.sha256(text).digest()[:CHECK]


# The line's model: the cells of the last RECENT actions, and how much more an action weighs on a
# cell at Chebyshev distance 0, 1 or 2 from one of them than anywhere else.
RECENT = 8
NEAR = (4, 8, 4)
CELL = re.compile(r"([A-Za-z])([0-9]{1,2})")  # an action's first cell: "d4", "W@f7", "2n@b3"


@lru_cache(maxsize=1 << 16)  # asked of every legal action at every step: a few thousand texts
def cell_of(action: str) -> tuple[int, int] | None:
    found = CELL.search(action)
    return (ord(found[1].lower()), int(found[2])) if found else None


def link_weights(legal: list[str], history) -> list[int]:
    """Each legal action's weight in the line's model, after the actions `history`."""
    near: dict[tuple[int, int], int] = {}
    for action in history[-RECENT:]:
        cell = cell_of(action)
        if cell is None:
            continue
        for dx in range(-2, 3):
            for dy in range(-2, 3):
                spot = (cell[0] + dx, cell[1] + dy)
                near[spot] = max(near.get(spot, 1), NEAR[max(abs(dx), abs(dy))])
    return [near.get(cell_of(action), 1) for action in legal]


def line_bytes(state: State) -> bytes:
    """The line of `state`, arithmetic-coded: the fewest bytes m such that m / 256**len lies in
    the interval [low / whole, (low + width) / whole) that its actions narrow down to."""
    position = state.game.new(**state.options)
    low, width, whole = 0, 1, 1
    for action in state.history:
        if convention(action):  # said in the head ("x"), not coded among the legal actions
            position = position.play(action)
            continue
        legal = ranked(position)
        weights = link_weights(legal, position.history)
        at = legal.index(action)  # ValueError: not listed as legal
        total = sum(weights)
        low, width, whole = low * total + width * sum(weights[:at]), width * weights[at], \
            whole * total
        position = position.play(action)
    size = max(0, (whole.bit_length() - width.bit_length()) // 8 - 1)
    while True:
        scale = 256 ** size
        fraction = -(-low * scale // whole)  # rounded up
        if fraction * whole < (low + width) * scale:
            return fraction.to_bytes(size, "big")
        size += 1


def read_line(state: State, line: bytes, count: int, checked: bool = False,
              said: dict | None = None, positions: list[State] | None = None) -> list[str]:
    """The `count` actions that `line` codes from `state`; `line_bytes` backwards. Only
    numbers that grow by a small factor at each action are multiplied, so a long line reads in
    time linear in its length (per bit). A `checked` line (version "c") that runs past the end
    of the game was written under other rules, and is refused as such. `said` holds the
    resignations and draw offers of the head, by where they stand in the line. Each position
    reached is added to `positions`, when given."""
    said = said or {}
    positions = [] if positions is None else positions
    positions.append(state)
    # With x the line as a fraction: gap = (x - low / whole) * whole * 256**len and
    # span = width * 256**len, so that the next action's share is gap * total // span.
    gap, span, history = int.from_bytes(line, "big"), 256 ** len(line), []
    for turn in range(1, count + 1):
        if turn - 1 in said:
            history.append(said[turn - 1])
            state = play(state, said[turn - 1], turn)
            positions.append(state)
            continue
        legal = ranked(state)
        if not legal:
            if checked:
                raise older_rules(state, turn)
            raise RecordError(Text("the link's game ends before its action {number}",
                                   number=turn))
        weights = link_weights(legal, state.history)
        total = sum(weights)
        share, below, at = gap * total // span, 0, 0
        while below + weights[at] <= share:
            below, at = below + weights[at], at + 1
        gap, span = gap * total - below * span, span * weights[at]
        history.append(legal[at])
        state = play(state, legal[at], turn)
        positions.append(state)
    return history


def varint(n: int) -> bytes:
    out = bytearray()
    while True:
        out.append((n & 0x7F) | (0x80 if n > 0x7F else 0))
        n >>= 7
        if not n:
            return bytes(out)


def from_link(payload: str) -> Loaded:
    if not isinstance(payload, str) or not payload:
        raise RecordError(Text("the link holds no game"))
    if len(payload) > MAX_LINK:
        raise RecordError(Text("the link is too long ({length} characters, at most {limit})",
                               length=len(payload), limit=MAX_LINK))
    if payload[0] not in VERSIONS:
        raise RecordError(Text("the link's game is of an unknown version ({version})",
                               version=shown(payload[0])))
    body = payload[1:]
    try:
        packed = base64.b64decode(body + "=" * (-len(body) % 4), altchars=b"-_", validate=True)
    except ValueError:
        raise damaged() from None
    return from_zlib(packed) if payload[0] == ZLIB else from_ranks(packed, payload[0] == CHECKED)


def damaged() -> RecordError:
    return RecordError(Text("the link is damaged: its game cannot be unpacked (was it cut short "
                            "or altered?)"))


def older_rules(state: State, number: int | None = None) -> RecordError:
    """A link of version "c" whose line does not decode to what it was written as."""
    if number is None:
        return RecordError(Text("the link was made with an older version of the rules of {game}, "
                                "and reads as another game under today's",
                                game=state.game.name))
    return RecordError(Text("the link was made with an older version of the rules of {game}: "
                            "its action {number} no longer makes sense", game=state.game.name,
                            number=number))


def from_ranks(packed: bytes, checked: bool) -> Loaded:
    if len(packed) < 4 or zlib.crc32(packed[:-3]).to_bytes(4, "little")[:3] != packed[-3:]:
        raise damaged()
    packed, length, shift, at = packed[:-3], 0, 0, 0
    if checked:
        if len(packed) < CHECK + 1:
            raise damaged()
        packed, check = packed[:-CHECK], packed[-CHECK:]
    while at < len(packed) and at < 3:
        length |= (packed[at] & 0x7F) << shift
        shift, at = shift + 7, at + 1
        if not packed[at - 1] & 0x80:
            break
    else:
        raise damaged()
    head_bytes, line = packed[at: at + length], packed[at + length:]
    try:
        unpacker = zlib.decompressobj(-15, zdict=HEAD_WORDS)
        text = unpacker.decompress(head_bytes, MAX_HEAD + 1).decode()
    except (zlib.error, UnicodeDecodeError):
        raise damaged() from None
    if len(text) > MAX_HEAD or not unpacker.eof:
        raise RecordError(Text("the link's game is not a head of at most {limit} bytes",
                               limit=MAX_HEAD))
    head = parse_json(text, Text("the link's game"))
    if not isinstance(head, dict):
        raise RecordError(Text("the link's game is not an object with game, options and actions"))
    data = {"format": FORMAT} | {key: head[short] for key, short in SHORT_KEYS.items()
                                 if short in head}
    options, game_id = data.get("options", {}), data.get("game")
    if isinstance(options, dict) and isinstance(game_id, str):
        data["options"] = LINK_DEFAULTS.get(game_id, {}) | options
    count = head.get("k")
    if type(count) is not int or not 0 <= count <= MAX_ACTIONS:
        raise RecordError(Text("the link's number of actions ({count}) is not 0 to {limit}",
                               count=shown(count), limit=MAX_ACTIONS))
    opening, positions = start(data), []
    history = read_line(opening, line, count, checked, conventions(head.get("x", []), count),
                        positions)
    if checked and line_check(opening.game_id, history) != check:
        raise older_rules(opening)
    return load(data | {"history": history}, positions)


def conventions(said, count: int) -> dict[int, str]:
    """The head's resignations and draw offers ("x": [[where, action], ...]), checked."""
    if not isinstance(said, list) or len(said) > count:
        raise RecordError(Text("the link's resignations and draw offers are not a list"))
    found = {}
    for entry in said:
        if (not isinstance(entry, list) or len(entry) != 2 or type(entry[0]) is not int
                or not isinstance(entry[1], str) or not convention(entry[1])
                or not 0 <= entry[0] < count or entry[0] in found):
            raise RecordError(Text("the link's resignations and draw offers are not a list"))
        found[entry[0]] = entry[1]
    return found


def from_zlib(packed: bytes) -> Loaded:
    try:
        unpacker = zlib.decompressobj()
        raw = unpacker.decompress(packed, MAX_TEXT + 1)  # a zlib bomb stops here
    except zlib.error:
        raise damaged() from None
    if len(raw) > MAX_TEXT:
        raise RecordError(Text("the link's game is far too long (more than {limit} bytes "
                               "unpacked)", limit=MAX_TEXT))
    if not unpacker.eof:
        raise RecordError(Text("the link is cut short: its game is incomplete"))
    try:
        text = raw.decode()
    except UnicodeDecodeError:
        raise damaged() from None
    return read(text)
