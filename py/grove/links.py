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

Version "d" is "c" with its sender's plan (grove.app.plan: planned replies, lines of actions
from the link's position), written only when there is one, so that a link without a plan does not
grow: the line's length comes first, then the plan as one tree coded depth first among the same
weights (each step down an action, each step back up one more choice, as likely as all the
actions together), and the check covers the plan's lines too.

Version "b", written by older releases, is the same without the check: its links still open, and
read as the rules now are. A record whose line holds an action its engine does not list among the
legal ones (none should) is written as version "a": the record's JSON, compressed with zlib, the
only format of the first releases, whose links still open too. The weights, the dictionary and the
defaults are part of formats "b" and "c" for good: changing any of them would need a new version
letter (tests/fixtures/links-format-*.json are opened and written again byte for byte).
"""

from __future__ import annotations

import base64
import dataclasses
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

PLANNED = "d"  # "c" with the sender's planned replies after the line (written with a plan)
CHECKED = "c"  # the ranked line with a check of what it decodes to (written)
RANKED = "b"  # the ranked line alone (older releases): still read
ZLIB = "a"  # the record's JSON, zlib'd (the first releases; a line the ranks cannot write)
VERSIONS = (PLANNED, CHECKED, RANKED, ZLIB)
MAX_LINK = 40_000  # characters of payload; a long real game needs a few hundred
MAX_PLAN = 200  # actions of a link's plan (grove.app.plan checks the rest)
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
            assist: bool = False, plan=()) -> str:
    """The record as a link's payload, in `version` ("c"; "b" only to check its fixtures), or
    "d" where the sender sends a `plan` (its lines of actions from the link's position)."""
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
    body = varint(len(head_bytes)) + head_bytes
    if plan:
        version = PLANNED
        body += varint(len(line)) + line + plan_bytes(state, plan)
    else:
        body += line
    if version in (CHECKED, PLANNED):
        body += line_check(state.game_id, checked_text(state.history, plan))
    body += zlib.crc32(body).to_bytes(4, "little")[:3]
    return version + base64.urlsafe_b64encode(body).decode().rstrip("=")


def checked_text(history, plan=()) -> list[str]:
    """What a link's check covers: its actions, then each line of its plan."""
    return [*history, *(" ".join(["plan", *line]) for line in plan)]


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


class Coder:
    """Arithmetic coding of a run of choices, each one of several weighted ones: the run is one
    fraction, narrowed at each choice to that choice's share of the weights."""

    def __init__(self):
        self.low, self.width, self.whole = 0, 1, 1

    def put(self, weights: list[int], at: int) -> None:
        total = sum(weights)
        self.low = self.low * total + self.width * sum(weights[:at])
        self.width, self.whole = self.width * weights[at], self.whole * total

    def bytes(self) -> bytes:
        """The fewest bytes m such that m / 256**len lies in [low / whole, (low + width) /
        whole)."""
        low, width, whole = self.low, self.width, self.whole
        size = max(0, (whole.bit_length() - width.bit_length()) // 8 - 1)
        while True:
            scale = 256 ** size
            fraction = -(-low * scale // whole)  # rounded up
            if fraction * whole < (low + width) * scale:
                return fraction.to_bytes(size, "big")
            size += 1


class Decoder:
    """`Coder` backwards. Only numbers that grow by a small factor at each choice are
    multiplied, so a long run reads in time linear in its length (per bit)."""

    def __init__(self, data: bytes):
        # With x the run as a fraction: gap = (x - low / whole) * whole * 256**len and
        # span = width * 256**len, so that the next choice's share is gap * total // span.
        self.gap, self.span = int.from_bytes(data, "big"), 256 ** len(data)

    def pick(self, weights: list[int]) -> int:
        share, below, at = self.gap * sum(weights) // self.span, 0, 0
        while below + weights[at] <= share:
            below, at = below + weights[at], at + 1
        self.gap, self.span = self.gap * sum(weights) - below * self.span, self.span * weights[at]
        return at


def line_bytes(state: State) -> bytes:
    """The line of `state`, arithmetic-coded among the legal actions of each position."""
    position, coder = state.game.new(**state.options), Coder()
    for action in state.history:
        if not convention(action):  # a convention is said in the head ("x")
            legal = ranked(position)
            # ValueError where the engine does not list the action as legal
            coder.put(link_weights(legal, position.history), legal.index(action))
        position = position.play(action)
    return coder.bytes()


def read_line(state: State, line: bytes, count: int, checked: bool = False,
              said: dict | None = None, positions: list[State] | None = None) -> list[str]:
    """The `count` actions that `line` codes from `state`; `line_bytes` backwards. A `checked`
    line (version "c") that runs past the end of the game was written under other rules, and is
    refused as such. `said` holds the
    resignations and draw offers of the head, by where they stand in the line. Each position
    reached is added to `positions`, when given."""
    said = said or {}
    positions = [] if positions is None else positions
    positions.append(state)
    decoder, history = Decoder(line), []
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
        action = legal[decoder.pick(link_weights(legal, state.history))]
        history.append(action)
        state = play(state, action, turn)
        positions.append(state)
    return history


def plan_choices(state: State) -> tuple[list[str], list[int]]:
    """What a plan chooses among at a position: the legal actions, weighted as a line's are,
    and, last, going back up (as likely as all of them together: most positions of a plan hold
    one action)."""
    legal = ranked(state) if not state.over else []
    weights = link_weights(legal, state.history)
    return legal, weights + [sum(weights) or 1]


def plan_bytes(state: State, plan) -> bytes:
    """A plan's lines from `state` as one tree, arithmetic-coded depth first: each move down
    is an action among the position's, each move back up the last choice; the last goes up from
    `state` itself. ValueError where an action is not a legal one."""
    tree: dict = {}
    for line in plan:
        node = tree
        for action in line:
            node = node.setdefault(action, {})
    coder, todo = Coder(), [(state, tree, iter(tree.items()))]
    while todo:
        position, node, children = todo[-1]
        legal, weights = plan_choices(position)
        child = next(children, None)
        if child is None:
            coder.put(weights, len(legal))
            todo.pop()
            continue
        coder.put(weights, legal.index(child[0]))
        after = position.play(child[0])
        todo.append((after, child[1], iter(child[1].items())))
    return coder.bytes()


def read_plan(state: State, data: bytes, limit: int) -> tuple[tuple[str, ...], ...]:
    """The lines `plan_bytes` codes from `state`, of at most `limit` actions in all."""
    decoder, lines, path, todo, actions = Decoder(data), [], [], [[state, False]], 0
    while todo:
        position, grown = todo[-1]
        legal, weights = plan_choices(position)
        at = decoder.pick(weights)
        if at == len(legal):
            if not grown and path:
                lines.append(tuple(path))
            todo.pop()
            if path:
                path.pop()
            continue
        actions += 1
        if actions > limit:
            raise RecordError(Text("the link's plan is longer than {limit} actions",
                                   limit=limit))
        todo[-1][1] = True
        path.append(legal[at])
        todo.append([position.play(legal[at]), False])
    return tuple(lines)


def read_varint(packed: bytes, at: int = 0) -> tuple[int, int]:
    """The number written by `varint` at `at` (at most three bytes), and where it ends."""
    number, shift = 0, 0
    for end in range(at, min(at + 3, len(packed))):
        number |= (packed[end] & 0x7F) << shift
        shift += 7
        if not packed[end] & 0x80:
            return number, end + 1
    raise damaged()


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
    if payload[0] == ZLIB:
        return from_zlib(packed)
    return from_ranks(packed, payload[0] in (CHECKED, PLANNED), payload[0] == PLANNED)


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


def from_ranks(packed: bytes, checked: bool, planned: bool = False) -> Loaded:
    if len(packed) < 4 or zlib.crc32(packed[:-3]).to_bytes(4, "little")[:3] != packed[-3:]:
        raise damaged()
    packed = packed[:-3]
    if checked:
        if len(packed) < CHECK + 1:
            raise damaged()
        packed, check = packed[:-CHECK], packed[-CHECK:]
    length, at = read_varint(packed)
    head_bytes, line, plan = packed[at: at + length], packed[at + length:], b""
    if planned:
        length, at = read_varint(line)
        line, plan = line[at: at + length], line[at + length:]
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
    lines = read_plan(positions[-1], plan, MAX_PLAN) if planned else ()
    if checked and line_check(opening.game_id, checked_text(history, lines)) != check:
        raise older_rules(opening)
    loaded = load(data | {"history": history}, positions)
    return dataclasses.replace(loaded, plan=lines) if planned else loaded


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
