"""Fuzzing every input surface the app reads (issue 11): share links (`links.from_link`), pasted
or imported records (`record.read`), the saves in the browser's storage (`store.Store`), and
backup files restored into it (`backup.restore`).

Inputs: random text, JSON values and bytes; real records, links and saves, mutated as text
(truncated, characters flipped, inserted, deleted or duplicated, the version letter changed) or as
data (wrong versions, wrong types, huge numbers, deeply nested JSON, unknown games and options,
illegal or foreign actions, too many actions or names); zlib bombs.

Properties:

- the decoders give a valid `Loaded` (its state replays, its names and position are within their
  limits, it re-encodes to itself and opens as a `Session`) or raise `RecordError` with a short,
  printable message that says whether the record, the link or which action is wrong; never
  another exception;
- the store's reads never raise; every value that was stored is still there, or kept aside under
  `grove.aside.*` with a problem reported for it; when the storage refuses to write (quota), a
  write raises `StoreError` and leaves every stored value as it was, and a value that cannot be
  set aside stays where it was; a write from a tab that is out of date either extends the stored
  game or leaves it as it was (`Diverged`), its own line kept as a saved copy;
- a backup restores or is refused with a short message, changing nothing; a restore never loses
  or shortens a game that was stored;
- every limit in `record.py` holds, and what it bounds stays small (memory measured with
  tracemalloc). How long the decoders take is measured by bench/hardening.py, not here: the only
  clock here is `no_hang`, a guard that turns a hang (a minute) into a failure.

The store keeps no index: `saves()` lists the `grove.save.*` keys, so the keys fuzzed are the
autosaves (`grove.autosave.<game>`), the saved games, the aside keys and foreign ones.

`GROVE_PROPERTY_STATS=<file>` appends the inputs tried and their outcomes per surface as JSON lines
(for the issue's report); the tests print nothing.
"""

from __future__ import annotations

import base64
import collections
import contextlib
import json
import random
import re
import signal
import time
import tracemalloc
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grove import links, record
from grove.app import backup
from grove.app.early import BOARD
from grove.app.index import INDEX
from grove.app.linkseat import LinkSeat
from grove.app.session import Session
from grove.app.store import KINDS, PREFIX, Diverged, MemoryBackend, Store, StoreError
from grove.games import GAMES, new_game
from grove.record import Loaded, RecordError

# Each run draws new inputs: a few hundred a decoder in `make test`; `make soak` feeds 100,000 to
# each (scripts/soak.py, its table in bench/results/soak.md).
# One input is cheap: fifteen times the profile's budget (tests/conftest.py), a store of saves
# half that.
FUZZ = settings(max_examples=15 * settings().max_examples)
FUZZ_STORE = settings(max_examples=FUZZ.max_examples // 2)

STATS: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)


def stats_rows():
    """What the module tried, for tests/property/conftest.py to write."""
    return [{"surface": surface, **counts} for surface, counts in sorted(STATS.items())]


@contextlib.contextmanager
def no_hang(seconds: int = 60):
    """Fail instead of hanging: not a speed goal (bench/hardening.py measures speed)."""
    def hung(signum, frame):
        raise AssertionError(f"no answer within {seconds} s: a hang")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


# -- real games to start from ----------------------------------------------------------------------


def real_games() -> list[tuple]:
    """(state, names, ply, computers) of every game: a few random actions, some finished games."""
    rng, found = random.Random(11), []
    starts = [("trellis", {"size": 7}), ("trellis", {"size": 19, "pie": "meyers"}),
              ("orbit", {"size": 9}), ("btt", {"players": 3}), ("btt", {"players": 5,
              "board": "closed", "scoring": "plotkin"}), ("arbos", {"seeding": "manual"}),
              ("arbos", {"size": 18, "rng_seed": 7}), ("rumbo", {"size": 5}),
              ("rumbo", {"size": 6, "komi": 5, "rules": "revised"}), ("arborel", {}),
              ("arborel", {"players": 4, "stairs": 3})]
    for number, (game_id, options) in enumerate(starts):
        state = new_game(game_id, **options)
        for _ in range(rng.choice((0, 3, 12, 1000))):
            if state.over:
                break
            state = state.play(rng.choice(state.legal()))
        names = ("Ann", "<script>alert(1)</script>", "Cy", "Di")[: state.players - number % 2]
        computers = ("", "hard:3")[: number % 3]
        ply = rng.randrange(len(state.history) + 1) if number % 2 else None
        found.append((state, names, ply, computers))
    return found


GAMES_PLAYED = real_games()
RECORDS = [record.to_dict(*game) for game in GAMES_PLAYED]

FOREIGN_ACTIONS = ("d4", "end", "pass", "swap", "null@h4", "root@d2", "1s@d3", "C12",
                   "replace@C12", "seed@C12", "B@c3", "komi 6", "komi 99999999999999999999",
                   "vertical", "block@e5", "stair@e5:n", "lord@e5", "", "\x00", "x" * 41,
                   "a" * 100_000, "<img src=x onerror=alert(1)>")
HOSTILE_NAMES = ("<script>alert(1)</script>", "<img src=x onerror=alert(1)>",
                 "<svg onload=alert(1)>", "A\x00\x1b[31m\u202e", "x" * 41, "")

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.integers(min_value=10**18, max_value=10**900)
    | st.floats() | st.text(max_size=30) | st.sampled_from(FOREIGN_ACTIONS + HOSTILE_NAMES),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=12), inner,
                                                                max_size=6),
    max_leaves=25,
)


def nested(depth: int, inner="x"):
    value = inner
    for _ in range(depth):
        value = [value]
    return value


# -- mutations -------------------------------------------------------------------------------------


@st.composite
def mutated_text(draw, text: str) -> str:
    """`text` after one to four edits of its characters."""
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(text)))
        j = draw(st.integers(i, min(len(text), i + 50)))
        edit = draw(st.sampled_from(("truncate", "flip", "insert", "delete", "duplicate",
                                     "repeat", "version")))
        if edit == "truncate":
            text = text[:i]
        elif edit == "flip" and i < len(text):
            text = text[:i] + draw(st.characters()) + text[i + 1:]
        elif edit == "insert":
            text = text[:i] + draw(st.text(max_size=20)) + text[i:]
        elif edit == "delete":
            text = text[:i] + text[j:]
        elif edit == "duplicate":
            text = text[:j] + text[i:j] * draw(st.integers(1, 1000)) + text[j:]
        elif edit == "repeat":
            text = text * draw(st.integers(2, 5))
        elif edit == "version" and text:
            text = draw(st.characters()) + text[1:]
    return text


@st.composite
def mutated_record(draw) -> dict:
    """A real record with some of its fields made wrong."""
    data = json.loads(json.dumps(draw(st.sampled_from(RECORDS))))
    state = new_game(data["game"], **data["options"])
    for _ in range(draw(st.integers(1, 3))):
        field = draw(st.sampled_from(("format", "game", "options", "history", "names", "ply",
                                      "computers", "other", "delete")))
        if field == "format":
            data["format"] = draw(st.sampled_from((0, 2, 99, -1, 10**100, "1", 1.0, True, None,
                                                   [1], {"v": 1})) | json_values)
        elif field == "game":
            data["game"] = draw(st.sampled_from(sorted(GAMES) + ["chess", "", "TRELLIS",
                                                "trellis ", "__proto__", "x" * 1000])
                                | json_values)
        elif field == "options":
            options = data.get("options")
            data["options"] = draw(option_changes(options if isinstance(options, dict) else {}))
        elif field == "history":
            history = data.get("history")
            data["history"] = draw(history_changes(history if isinstance(history, list) else [],
                                                   state))
        elif field == "names":
            data["names"] = draw(st.lists(st.sampled_from(HOSTILE_NAMES) | st.text(max_size=45),
                                          max_size=5) | json_values)
        elif field == "ply":
            data["ply"] = draw(st.integers(-3, len(data.get("history", ())) + 3) | json_values)
        elif field == "computers":
            data["computers"] = draw(st.lists(st.sampled_from(("", "easy", "medium", "hard",
                                     "hard:3", "hard:999", "HARD", "nightmare")), max_size=5)
                                     | json_values)
        elif field == "other":
            data[draw(st.text(max_size=10))] = draw(json_values)
        else:
            data.pop(draw(st.sampled_from(sorted(data))), None)
    if draw(st.integers(0, 9)) == 0:  # wrap a field deep down (json.dumps itself stops at ~990)
        key = draw(st.sampled_from(sorted(data) or ["history"]))
        data[key] = nested(draw(st.integers(5, 900)), data.get(key))
    return data


@st.composite
def option_changes(draw, options: dict) -> dict:
    options = dict(options)
    name = draw(st.sampled_from(sorted(options) + ["colour", "SIZE", "", "self"]))
    options[name] = draw(st.sampled_from((None, -1, 0, 1, 7.0, 7.5, 10**400, "7", " 9 ",
                                          "\u0663", "\u00b2", "1" * 4000, True, [], {},
                                          float("inf"), float("nan"))) | json_values)
    return options


@st.composite
def history_changes(draw, history: list, start) -> list:
    history = list(history)
    edit = draw(st.sampled_from(("append", "insert", "swap", "truncate", "duplicate", "long",
                                 "types")))
    i = draw(st.integers(0, len(history)))
    if edit == "append":
        history.append(draw(st.sampled_from(FOREIGN_ACTIONS + tuple(start.legal()[:50]))
                            | st.text(max_size=12)))
    elif edit == "insert":
        history.insert(i, draw(st.sampled_from(FOREIGN_ACTIONS) | st.text(max_size=12)))
    elif edit == "swap" and len(history) > 1:
        j = draw(st.integers(0, len(history) - 1))
        history[i - 1], history[j] = history[j], history[i - 1]
    elif edit == "truncate":
        history = history[:i]
    elif edit == "duplicate" and history:
        history = history[:i] + history[max(0, i - 3):i] + history[i:]
    elif edit == "long":  # beyond MAX_ACTIONS, or just under it with garbage at the end
        history = ["pass"] * draw(st.sampled_from((record.MAX_ACTIONS + 1, 40_000))) + history
    else:
        history.insert(i, draw(json_values.filter(lambda v: not isinstance(v, str))))
    return history


TWEAKS = (str.upper, str.lower, str.title, lambda a: f" {a}\t", lambda a: a.rpartition("@")[2],
          lambda a: a.rpartition(":")[0] or a + ":", lambda a: a + "x", lambda a: a[:-1],
          lambda a: a.replace("@", "@@"), lambda a: a.replace("@", " "), lambda a: a + "\x00",
          lambda a: a[::-1], lambda a: "pass", lambda a: "end", lambda a: a * 2)


@st.composite
def near_miss_record(draw) -> dict:
    """A real record with one action, somewhere in its line, replaced by a near miss of a legal
    action there (in capitals, without its word, cut, doubled...) or inserted before it."""
    game_id = draw(st.sampled_from(sorted(GAMES)))
    data = draw(st.sampled_from([r for r in RECORDS if r["game"] == game_id]))
    data = json.loads(json.dumps(data))
    history = data["history"]
    i = draw(st.integers(0, len(history)))
    state = new_game(data["game"], **data["options"])
    for action in history[:i]:
        state = state.play(action)
    legal = state.legal() or ["pass"]
    near = draw(st.sampled_from(TWEAKS))(draw(st.sampled_from(legal)))
    data["history"] = history[:i] + [near] + history[i + draw(st.integers(0, 1)):]
    data.pop("ply", None)
    return data


def pack(text: str | bytes, level: int = 9) -> str:
    # A mutated text may hold a lone surrogate (found by the soak run): packed as the bytes that
    # stand for it, which are not UTF-8, as a hostile link could be.
    raw = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    return links.ZLIB + base64.urlsafe_b64encode(zlib.compress(raw, level)).decode()


def rank_pack(head, number: int, check: bytes | None = None) -> str:
    """A link of the ranked format ("b", or "c" with a `check`) with a right CRC, whatever its
    head, its line (the bytes of `number`) and its check hold: what a hostile link can be once
    past the check against damage."""
    text = head if isinstance(head, bytes) else json.dumps(head).encode("utf-8", "surrogatepass")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15, zdict=links.HEAD_WORDS)
    head_bytes = packer.compress(text) + packer.flush()
    body = (links.varint(len(head_bytes)) + head_bytes
            + number.to_bytes((number.bit_length() + 7) // 8, "little") + (check or b""))
    body += zlib.crc32(body).to_bytes(4, "little")[:3]
    version = links.RANKED if check is None else links.CHECKED
    return version + base64.urlsafe_b64encode(body).decode().rstrip("=")


@st.composite
def ranked_head(draw) -> dict:
    """The head of a real record in the ranked format, some of its fields made wrong."""
    data = draw(mutated_record())
    head = {links.SHORT_KEYS[k]: v for k, v in data.items() if k in links.SHORT_KEYS}
    head["k"] = draw(st.one_of(st.integers(0, 400), json_values))
    return head


# -- the property ----------------------------------------------------------------------------------


def check_loaded(loaded: Loaded) -> None:
    state = loaded.state
    assert state.game_id in GAMES and len(state.history) <= record.MAX_ACTIONS
    assert len(loaded.names) <= state.players
    assert all(len(n) <= record.MAX_NAME and n.isprintable() for n in loaded.names)
    assert 0 <= loaded.at <= len(state.history)
    assert len(loaded.computers) <= state.players
    again = record.read(record.encode(state, loaded.names, loaded.ply, loaded.computers))
    assert (again.state, again.at) == (state, loaded.at)  # (empty names are not written)
    assert again.names == (loaded.names if any(loaded.names) else ())
    assert again.computers == (loaded.computers if any(loaded.computers) else ())
    assert Session.from_loaded(loaded).state.history == state.history[: loaded.at]


def check_refusal(error: RecordError) -> str:
    message = str(error)
    assert message.strip(), "a refusal says what is wrong"
    assert len(message) <= 300 and message.isprintable(), message
    assert re.search(r"record|link|action", message), message
    return message


def reason(message: str) -> str:
    """A refusal's kind, for the report: its first words, without what it quotes or counts."""
    if message.startswith("action "):
        failed = "the rules of" in message and "failed on it" in message
        return "an action cannot be played" + (" (the engine failed on it)" if failed else "")
    words = re.sub(r"\d+", "", re.sub(r"[(:].*", "", message)).split()
    return " ".join(words[:8])


def outcome(surface: str, decode, given):
    """Decode `given`; the result is valid or the refusal is clear. Counted for the report."""
    STATS[surface]["inputs"] += 1
    with no_hang():
        try:
            loaded = decode(given)
        except RecordError as error:
            STATS[surface]["refused: " + reason(check_refusal(error))] += 1
            STATS[surface]["refused"] += 1
            return None
    check_loaded(loaded)
    STATS[surface]["accepted"] += 1
    return loaded


# -- links -----------------------------------------------------------------------------------------

link_inputs = st.one_of(
    st.text(max_size=200),
    st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_",
            max_size=300).map(lambda body: "a" + body),
    st.binary(max_size=300).map(pack),
    st.sampled_from(RECORDS).map(lambda data: links.to_link(*record_args(data)))
    .flatmap(mutated_text),
    mutated_record().map(lambda data: pack(json.dumps(data))),
    near_miss_record().map(lambda data: pack(json.dumps(data))),
    st.sampled_from(RECORDS).map(json.dumps).flatmap(mutated_text).map(pack),
    json_values.map(lambda value: pack(json.dumps(value))),
    st.tuples(st.integers(record.MAX_TEXT - 5, 3_000_000), st.sampled_from(b" [x{0\x00"))
    .map(lambda bomb: pack(bytes([bomb[1]]) * bomb[0], 9)),
    st.integers(1, 100_000).map(lambda depth: pack("[" * depth + "]" * depth)),
    st.tuples(ranked_head(), st.integers(0, 2**2000)).map(lambda hn: rank_pack(*hn)),
    st.tuples(json_values, st.integers(0, 2**64)).map(lambda hn: rank_pack(*hn)),
    st.tuples(st.binary(max_size=100), st.integers(0, 2**64)).map(lambda hn: rank_pack(*hn)),
    st.tuples(ranked_head(), st.integers(0, 2**2000), st.binary(min_size=0, max_size=4))
    .map(lambda hnc: rank_pack(*hnc)),
)


def record_args(data: dict) -> tuple:
    return (record.from_dict(data), data.get("names", ()), data.get("ply"),
            data.get("computers", ()))


@FUZZ
@given(link_inputs)
def test_links_open_or_say_what_is_wrong(payload):
    outcome("link (links.from_link)", links.from_link, payload)


# -- pasted and imported records -------------------------------------------------------------------

record_inputs = st.one_of(
    st.text(max_size=200),
    st.binary(max_size=200).map(lambda raw: raw.decode("latin-1")),
    json_values.map(json.dumps),
    mutated_record().map(json.dumps),
    near_miss_record().map(json.dumps),
    st.sampled_from(RECORDS).map(json.dumps).flatmap(mutated_text),
    st.integers(1, 5000).map(lambda depth: "[" * depth + "]" * depth),
    st.integers(1, 5000).map(lambda depth: '{"a":' * depth + "1" + "}" * depth),
)


@FUZZ
@given(record_inputs)
def test_records_open_or_say_what_is_wrong(text):
    outcome("record text (record.read)", record.read, text)


def test_an_engine_failing_on_an_action_is_a_refusal():
    """Arbos raised IndexError on a bare cell while seeding (issue 11's report): whatever an
    engine raises on an action of a record is a RecordError that names the action."""
    data = record.to_dict(new_game("arbos", seeding="manual"))
    for text in (json.dumps({**data, "history": ["C12"]}),):
        with pytest.raises(RecordError, match=r"action 1 \('C12'\) cannot be played"):
            record.read(text)
        with pytest.raises(RecordError, match=r"action 1 \('C12'\) cannot be played"):
            links.from_link(pack(text))


def test_real_records_and_links_open():
    for data, game in zip(RECORDS, GAMES_PLAYED, strict=True):
        assert outcome("record text (record.read)", record.read, json.dumps(data)) is not None
        assert outcome("link (links.from_link)", links.from_link, links.to_link(*game))


# -- the limits ------------------------------------------------------------------------------------


@contextlib.contextmanager
def small_memory(limit: int = 8 * record.MAX_TEXT):
    """The block allocates at most `limit` bytes at its peak (tracemalloc)."""
    tracemalloc.start()
    try:
        yield
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak <= limit, f"{peak} bytes allocated"


def largest_bomb() -> str:
    """The biggest zlib bomb a link can hold: MAX_LINK characters that unpack to ~30 MB."""
    packer, packed, block = zlib.compressobj(9), [], b"[" * 1_000_000
    while sum(map(len, packed)) < links.MAX_LINK * 3 // 4 - 1000:
        packed.append(packer.compress(block))
    packed.append(packer.flush())
    payload = links.ZLIB + base64.urlsafe_b64encode(b"".join(packed)).decode()
    return payload[: links.MAX_LINK]


def test_a_zlib_bomb_stops_at_the_limit():
    bomb = largest_bomb()
    assert len(bomb) <= links.MAX_LINK
    with small_memory(), pytest.raises(RecordError, match="far too long"):
        links.from_link(bomb)
    zeros = zlib.compressobj(9)  # 64 MiB of zeros pack into about 64 KB: more than a link holds
    packed = b"".join(zeros.compress(bytes(2**20)) for _ in range(64)) + zeros.flush()
    payload = links.ZLIB + base64.urlsafe_b64encode(packed).decode()
    with small_memory(), pytest.raises(RecordError, match="link is too long"):
        links.from_link(payload)


def test_a_link_whose_packed_text_is_not_utf8_is_refused():
    with pytest.raises(RecordError) as refusal:
        links.from_link(pack('{"format": 1, "game": "\ud800"}'))
    assert str(refusal.value).isprintable() and len(str(refusal.value)) <= 300


def test_a_link_at_the_limits():
    payload = links.ZLIB + "A" * (links.MAX_LINK - 1)
    with pytest.raises(RecordError, match="damaged"):
        links.from_link(payload)  # accepted in size, refused in content
    with pytest.raises(RecordError, match=f"at most {links.MAX_LINK}"):
        links.from_link(payload + "A")
    unpacked = " " * (record.MAX_TEXT - 2) + "[]"
    with pytest.raises(RecordError, match="not an object"):
        links.from_link(pack(unpacked))  # just fits, then read
    with pytest.raises(RecordError, match="far too long"):
        links.from_link(pack(unpacked + " "))
    whole = pack(unpacked)
    with pytest.raises(RecordError, match="cut short"):
        links.from_link(whole[: 1 + (len(whole) - 1) // 8 * 4])  # half, still whole base64


def test_a_record_at_the_limits():
    text = json.dumps(record.to_dict(new_game("trellis", size=7)))
    fits = text + " " * (record.MAX_TEXT - len(text))
    assert record.read(fits).state.history == ()
    too_long = fits + " "
    with small_memory(), pytest.raises(RecordError, match=f"at most {record.MAX_TEXT}"):
        record.read(too_long)


@pytest.mark.parametrize("depth", [record.MAX_DEPTH, record.MAX_DEPTH + 1, 100_000])
def test_json_depth_is_limited(depth):
    text = json.dumps(record.to_dict(new_game("trellis", size=7)))
    text = text[:-1] + ',"extra":' + "[" * (depth - 1) + "]" * (depth - 1) + "}"
    if depth <= record.MAX_DEPTH:
        assert record.read(text).state.history == ()
    else:
        with pytest.raises(RecordError, match=f"nested more than {record.MAX_DEPTH} deep"):
            record.read(text[: record.MAX_TEXT])
    assert not record.too_deep('{"a": "[[[[[[[[[[[[[[[[[[[[\\"[[[[[[[[[[[["}')  # strings skipped
    assert record.too_deep("[" * 11 + '"' + "]" * 11)  # an unclosed string runs to the end


def test_the_number_of_actions_is_limited():
    state = new_game("arbos", size=18, tree_limit="remove", rng_seed=3)
    rng = random.Random(3)
    while len(state.history) < record.MAX_ACTIONS:  # place and remove: Arbos never has to end
        actions = [a for a in state.legal() if a != "pass"]
        state = state.play(rng.choice(actions))
    data = record.to_dict(state)
    assert record.read(json.dumps(data)).state == state
    with pytest.raises(RecordError, match=f"at most {record.MAX_ACTIONS}"):
        record.read(json.dumps({**data, "history": data["history"] + ["pass"]}))


def test_names_are_limited():
    data = record.to_dict(new_game("trellis", size=7), names=("x" * record.MAX_NAME, "B"))
    assert record.read(json.dumps(data)).names == ("x" * record.MAX_NAME, "B")
    for names, why in ((["x" * (record.MAX_NAME + 1)], f"at most {record.MAX_NAME}"),
                       (["a", "b", "c"], "one name per seat")):
        with pytest.raises(RecordError, match=why):
            record.read(json.dumps({**data, "names": names}))


def test_messages_quote_little():
    data = record.to_dict(new_game("trellis", size=7))
    for change in ({"game": "x" * 10_000}, {"history": ["x" * 10_000]},
                   {"options": {"size": list(range(10_000))}},
                   {"options": {f"o{i}": 1 for i in range(5000)}}, {"format": "9" * 10_000},
                   {"format": 10**4000}, {"ply": 10**300}):
        with pytest.raises(RecordError) as refused:
            record.read(json.dumps({**data, **change}))
        assert len(str(refused.value)) <= 300


# -- saves -----------------------------------------------------------------------------------------


class Clock:
    def __init__(self):
        self.now = 1_700_000_000.0

    def __call__(self):
        self.now += 0.0004  # several calls share a millisecond: aside keys must not collide
        return self.now


class FlakyBackend(MemoryBackend):
    """localStorage that refuses some writes, as a full or locked storage does."""

    def __init__(self, data, refusals, error=StoreError):
        super().__init__(data)
        self.refusals = list(refusals)  # per write: refuse it?
        self.error = error

    def set(self, key, value):
        if self.refusals and self.refusals.pop(0):
            raise self.error("QuotaExceededError: the quota has been exceeded")
        super().set(key, value)


def real_entries() -> dict[str, str]:
    """What a store holds after autosaving and saving the real games."""
    store = Store(MemoryBackend(), clock=Clock())
    for number, game in enumerate(GAMES_PLAYED):
        session = Session.from_loaded(Loaded(*game))
        link = LinkSeat(f"m{number}", number % 2, len(game[0].history) // 2, bool(number % 3))
        store.write(store.new_key(), session, f"Game {number}", link if number % 2 else None)
        old = f"{PREFIX}autosave.{game[0].game_id}"  # as before issue 25
        store.write(old, session, seen=store.revision(old))
        store.save(f"Game {number} <b>", session)
    return dict(store.backend.data)


ENTRIES = real_entries()
KEYS = sorted(ENTRIES) + [f"{PREFIX}autosave.chess", f"{PREFIX}save.1", f"{PREFIX}save.x",
                          f"{PREFIX}aside.save.1.2", "other.app", f"{PREFIX}probe"]


@st.composite
def mutated_entry(draw) -> str:
    entry = json.loads(draw(st.sampled_from(sorted(ENTRIES.values()))))
    how = draw(st.sampled_from(("record", "field", "text", "format")))
    if how == "record":
        entry["record"] = draw(mutated_record() | json_values)
    elif how == "field":
        entry[draw(st.sampled_from(("name", "saved", "summary", "format", "link", "x")))] = draw(
            json_values | st.sampled_from((10**400, float("inf"), float("nan"), "soon", -1e308)))
        if draw(st.booleans()) and isinstance(entry.get("summary"), dict):
            entry["summary"][draw(st.sampled_from(("moves", "game", "players", "result", "turn",
                                                   "mine")))] = \
                draw(json_values | st.just(10**400))
    elif how == "format":
        entry["format"] = draw(st.sampled_from((0, 2, 99, -1, 10**100, "1", 1.0, True, None)))
    text = json.dumps(entry)
    return draw(mutated_text(text)) if how == "text" else text


stored_values = st.one_of(st.sampled_from(sorted(ENTRIES.values())), mutated_entry(),
                          st.text(max_size=100), json_values.map(json.dumps),
                          st.integers(1, 3000).map(lambda depth: "[" * depth))
storages = st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=20).map(PREFIX.__add__),
                           stored_values, max_size=8)


def check_nothing_lost(before: dict, after: dict, problems: list[str]) -> None:
    """Every value stored before is in its place or kept aside; each aside is reported. The
    boards kept for the first paint are a cache (grove.app.early): drawn, or dropped to make
    room, as a write goes; so is the home list's index (grove.app.index), made again from the
    games."""
    before, after = ({k: v for k, v in data.items() if not k.startswith(BOARD) and k != INDEX}
                     for data in (before, after))
    new = {k: v for k, v in after.items() if k not in before}
    assert all(k.startswith(f"{PREFIX}aside.") for k in new)
    aside = list(new.values())
    for key, value in before.items():
        if after.get(key) != value and not summary_said_anew(value, after.get(key)):
            assert key not in after and value in aside, f"{key} was lost"
            aside.remove(value)
    assert not aside, "nothing but what was moved is set aside"
    moved = sum(1 for k in before if k not in after)
    assert sum("kept aside as" in p for p in problems) == moved
    for problem in problems:
        assert problem.strip() and len(problem) <= 400 and problem.isprintable(), problem


def summary_said_anew(before: str, after: str | None) -> bool:
    """Whether a stored entry changed only in its summary, worked out again from its record
    (grove.app.listing.write_back): a summary, like the index, is what the list shows of the
    game, not the game."""
    try:
        old, new = json.loads(before), json.loads(after or "null")
    except (ValueError, RecursionError):
        return False
    return (isinstance(old, dict) and isinstance(new, dict) and old != new
            and {k: v for k, v in old.items() if k != "summary"}
            == {k: v for k, v in new.items() if k != "summary"})


def read_everything(store: Store) -> None:
    for info in store.games():
        assert isinstance(info.name, str) and len(info.name) <= 60 and info.name.isprintable()
        assert isinstance(info.moves, int) and isinstance(info.saved, float)
        assert isinstance(info.mine, bool) and isinstance(info.game_id, str)
        time.strftime("%Y-%m-%d %H:%M", time.localtime(info.saved))  # as the page shows it
        assert all(isinstance(text, str) and len(text) <= 400
                   for text in (info.game, info.players, info.result, info.turn))
        STATS["saves (store)"]["games listed"] += 1
    for key in sorted(store.backend.keys()):
        if key.startswith(KINDS):
            opened = store.open(key)
            if opened is not None:
                check_loaded(opened.loaded)
                assert opened.link is None or 0 <= opened.link.seat < opened.loaded.state.players
                STATS["saves (store)"]["games opened"] += 1


@FUZZ_STORE
@given(storages, st.lists(st.booleans(), max_size=6), st.sampled_from((StoreError, OSError)))
def test_saves_load_or_are_kept_aside(stored, refusals, error):
    """Reading never raises and never loses a value, even when setting aside is refused."""
    backend = FlakyBackend(stored, refusals, error)
    store = Store(backend, clock=Clock())
    STATS["saves (store)"]["inputs"] += 1
    STATS["saves (store)"]["values stored"] += len(stored)
    with no_hang():
        read_everything(store)
    check_nothing_lost(stored, backend.data, store.problems)
    STATS["saves (store)"]["set aside and reported"] += sum(
        "kept aside as" in p for p in store.problems)
    STATS["saves (store)"]["left in place (aside refused) and reported"] += sum(
        "left where it was" in p for p in store.problems)
    first = len(store.problems)
    left = [key for key in stored if key in backend.data and any(
        f"left where it was ({key})" in p for p in store.problems)]
    read_everything(store)  # what reads well still does; only what was left is reported again
    for problem in store.problems[first:]:
        assert any(key.removeprefix(PREFIX) in problem for key in left), problem
    check_nothing_lost(stored, backend.data, store.problems)


@FUZZ_STORE
@given(storages, st.lists(st.booleans(), min_size=1, max_size=4), st.sampled_from(
    (StoreError, OSError)), st.sampled_from(range(len(GAMES_PLAYED))), st.text(max_size=80))
def test_a_refused_write_keeps_every_save(stored, refusals, error, game, name):
    """Autosave, save, rename and restore: done, or StoreError with everything as it was."""
    backend = FlakyBackend(stored, refusals, error)
    store = Store(backend, clock=Clock())
    session = Session.from_loaded(Loaded(*GAMES_PLAYED[game]))
    STATS["saves (store), writes"]["inputs"] += 1
    old = f"{PREFIX}autosave.{session.state.game_id}"
    writes = [lambda: store.write(old, session, seen=store.revision(old)),
              lambda: store.write(old, session),  # from a tab that is out of date
              lambda: store.write(store.new_key(), session, name, LinkSeat("m1", 0, 1)),
              lambda: store.save(name, session)]
    writes += [lambda k=k: store.rename(k, name) for k in stored if k.startswith(KINDS)]
    writes += [lambda: store.restore(f"{PREFIX}save.restored", ENTRIES[sorted(ENTRIES)[0]])
               and None]
    for write in writes:
        before, problems = dict(backend.data), len(store.problems)
        try:
            with no_hang():
                done = write()
        except Diverged as clash:
            # The stored game stays; this line is kept as a copy, or said why not; an entry
            # that could not be read on the way is set aside and said.
            assert backend.data.get(old) == before.get(old)
            kept = {key: value for key, value in backend.data.items()
                    if key in before or not key.startswith(f"{PREFIX}save.")}
            check_nothing_lost(before, kept, store.problems[problems:])
            assert clash.copy or clash.why or clash.part is None
            STATS["saves (store), writes"]["refused as another tab's game"] += 1
            continue
        except StoreError as why:
            assert str(why).strip()
            # Nothing changed, except a broken save that was to be renamed: set aside, and said.
            check_nothing_lost(before, backend.data, [str(why)] + store.problems[problems:])
            STATS["saves (store), writes"]["refused with StoreError"] += 1
            continue
        STATS["saves (store), writes"]["done"] += 1
        if isinstance(done, str):  # a new save: it lists and opens
            assert done not in before
            assert store.open(done).loaded.state == session.states[-1]


# -- backups ---------------------------------------------------------------------------------------


@st.composite
def backup_inputs(draw) -> str:
    """A backup file: of real entries and the store fuzzer's mutated ones, its frame changed,
    or its text mangled, as a damaged or hostile file can be."""
    entries = draw(st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=20),
                                   st.sampled_from(sorted(ENTRIES.values())) | mutated_entry(),
                                   max_size=6))
    frame = {"grove": "backup", "format": 1, "made": 0,
             "entries": {key: readable(value) for key, value in entries.items()}}
    change = draw(st.sampled_from(("none", "frame", "text")))
    if change == "frame":
        frame[draw(st.sampled_from(("grove", "format", "entries", "made")))] = draw(json_values)
    text = json.dumps(frame)
    return draw(mutated_text(text)) if change == "text" else text


def readable(value: str):
    try:
        return json.loads(value)
    except ValueError:
        return value


def restore_one(stored: dict, text: str) -> None:
    """A restore adds or refuses, and never loses or shortens what was stored before."""
    backend = MemoryBackend(stored)
    store = Store(backend, clock=Clock())
    before = {key: store.open(key) for key in sorted(stored) if key.startswith(KINDS)}
    lines = {key: opened.loaded.state.history for key, opened in before.items() if opened}
    kept = dict(backend.data)
    with no_hang():
        try:
            done = backup.restore(store, text)
        except backup.BackupError as why:
            assert str(why).strip() and len(str(why)) <= 400 and str(why).isprintable()
            assert backend.data == kept  # refused: nothing changed
            STATS["backups (backup.restore)"]["refused"] += 1
            return
    for key, history in lines.items():
        now = store.open(key)
        assert now is not None and now.loaded.state.history[: len(history)] == history
    for key in done.added + done.copies:
        assert store.open(key) is not None
    STATS["backups (backup.restore)"]["restored"] += 1


@FUZZ_STORE
@given(st.dictionaries(st.sampled_from(sorted(ENTRIES)), st.sampled_from(
    sorted(ENTRIES.values())), max_size=4), backup_inputs())
def test_backups_restore_or_are_refused_and_nothing_is_lost(stored, text):
    STATS["backups (backup.restore)"]["inputs"] += 1
    restore_one(stored, text)
