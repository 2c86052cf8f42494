"""How fast Grove refuses what it should not read (issue 11), under CPython.

Not a test: it prints tables. Run with `make bench` (or `PYTHONPATH=py python bench/hardening.py`).

1. Each engine's `play()` refusing garbage: empty text, 10,000 characters, control characters
   (short, and 10,000 of them) and the other games' actions (the mean over those refused).
2. The link decoder (`links.from_link`) and the record decoder (`record.read`) on the largest
   inputs they accept (a long game of each kind, and a history of `MAX_ACTIONS` actions) and on
   inputs past each limit (oversized text or link, the largest zlib bomb a link can hold, JSON
   nested 100,000 deep, one action too many). The property tests check the outcomes; this
   measures how long each takes.
"""

from __future__ import annotations

import base64
import json
import random
import statistics
import time
import zlib

from grove import IllegalMove, links, record
from grove.games import GAMES, new_game
from grove.record import RecordError

# Small boards where that matters little; the refusal does not depend on the size.
OPTIONS = {"trellis": {"size": 19}, "orbit": {"size": 19}, "btt": {"players": 6},
           "arbos": {"size": 20, "seeding": "manual"}, "rumbo": {"size": 19},
           "arborel": {"players": 4}}
ACTIONS = {  # a few real actions of each game, refused by the others
    "trellis": ("h8", "end", "swap", "black"), "orbit": ("e5", "pass", "white"),
    "btt": ("null@h4", "root@d2", "1s@d3", "3e@ac3"), "arbos": ("C12", "replace@C12",
                                                                "seed@C12", "remove@C12"),
    "rumbo": ("B@c3", "W@a1", "komi 6", "vertical"),
    "arborel": ("block@e5", "stair@e5:n", "stair@e5:nest", "stair@c3>e5:w", "lord@e5"),
}
GARBAGE = {
    "empty": [""],
    "10,000 characters": ["x" * 10_000],
    "control characters": ["\x00", "\x1b[31m", "\n\t\r"],
    "10,000 control characters": ["\x00\x07\x1b\x7f" * 2500],
}


def seconds(work, repeat: int = 5) -> float:
    """The median time of `work()` over `repeat` runs (at least one)."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def refusal_time(state, texts) -> tuple[float | None, int]:
    """Mean time to refuse each of `texts` (those the state refuses with IllegalMove, or None if
    none is), and how many raised something else (an engine bug, not timed)."""
    refused, errors = [], 0
    for text in texts:
        try:
            state.play(text)
        except IllegalMove:
            refused.append(text)
        except Exception:
            errors += 1
    if not refused:
        return None, errors

    def refuse_all():
        for text in refused:
            try:
                state.play(text)
            except IllegalMove:
                pass

    return seconds(refuse_all, 50) / len(refused), errors


def engine_table() -> None:
    kinds = list(GARBAGE) + ["other games' actions"]
    print("| game | " + " | ".join(f"{kind} (µs)" for kind in kinds) + " |")
    print("|---|" + "---|" * len(kinds))
    for game_id in sorted(GAMES):
        state = new_game(game_id, **OPTIONS[game_id])
        state.legal()  # tables built once
        foreign = [a for other, actions in ACTIONS.items() if other != game_id for a in actions]
        cells = []
        for texts in list(GARBAGE.values()) + [foreign]:
            took, errors = refusal_time(state, texts)
            cell = "accepted" if took is None else f"{took * 1e6:.1f}"
            cells.append(cell + (f" ({errors} raised another error)" if errors else ""))
        print(f"| {game_id} {OPTIONS[game_id]} | " + " | ".join(cells) + " |", flush=True)


def long_game(game_id: str, options: dict, rng: random.Random, most: int) -> object:
    """A random game to its end (or `most` actions), passing only when it must."""
    state = new_game(game_id, **options)
    while not state.over and len(state.history) < most:
        actions = [a for a in state.legal() if a != "pass"] or state.legal()
        state = state.play(rng.choice(actions))
    return state


def timed(decode, given) -> tuple[float, str]:
    def work():
        try:
            decode(given)
        except RecordError:
            pass

    try:
        decode(given)
        outcome = "accepted"
    except RecordError as why:
        outcome = f"refused: {str(why)[:60]}"
    return seconds(work, 3), outcome


def packed_link(raw: bytes) -> str:
    return links.RANKED + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode()


def largest_bomb() -> str:
    packer, parts, block = zlib.compressobj(9), [], b"[" * 1_000_000
    while sum(map(len, parts)) < links.MAX_LINK * 3 // 4 - 1000:
        parts.append(packer.compress(block))
    parts.append(packer.flush())
    return (links.RANKED + base64.urlsafe_b64encode(b"".join(parts)).decode())[
        : links.MAX_LINK]


def decoder_table() -> None:
    rng = random.Random(11)
    rows = []
    for game_id, options, most in (
            ("trellis", {"size": 19}, 10_000), ("orbit", {"size": 19}, 10_000),
            ("btt", {"players": 6}, 10_000), ("arbos", {"size": 20, "tree_limit": "forbid"},
                                              10_000),
            ("rumbo", {"size": 19}, 10_000), ("arborel", {"players": 4}, 10_000),
            ("arbos", {"size": 20, "tree_limit": "remove"}, record.MAX_ACTIONS)):
        state = long_game(game_id, options, rng, most)
        rows.append((f"{game_id} {options}, {len(state.history)} actions", state))
    longest = rows[-1][1]
    over_actions = json.dumps({**record.to_dict(longest),
                               "history": list(longest.history) + ["pass"]})
    print("| input | size | record.read (ms) | outcome | links.from_link (ms) | size | outcome |")
    print("|---|---|---|---|---|---|---|")
    for label, state in rows:
        text, link = record.encode(state), links.to_link(state)
        read_s, read_out = timed(record.read, text)
        link_s, link_out = timed(links.from_link, link)
        print(f"| {label} | {len(text)} | {read_s * 1e3:.1f} | {read_out} | {link_s * 1e3:.1f} | "
              f"{len(link)} | {link_out} |", flush=True)
    text = record.encode(longest)
    oversized = [
        ("record text padded to MAX_TEXT + 1", text + " " * (record.MAX_TEXT + 1 - len(text)),
         packed_link((text + " " * (record.MAX_TEXT + 1 - len(text))).encode())),
        ("MAX_ACTIONS + 1 actions", over_actions, packed_link(over_actions.encode())),
        ("JSON nested 100,000 deep", "[" * 100_000 + "]" * 100_000,
         packed_link(b"[" * 100_000 + b"]" * 100_000)),
        ("random text, MAX_TEXT characters", "".join(
            rng.choice("{}[]\",:ab01 ") for _ in range(record.MAX_TEXT)),
         links.RANKED + "".join(rng.choice("AZaz09-_") for _ in range(links.MAX_LINK - 1))),
        ("largest zlib bomb a link holds (~30 MB unpacked)", None, largest_bomb()),
        ("link of MAX_LINK + 1 characters", None, "a" + "A" * links.MAX_LINK),
    ]
    for label, text, link in oversized:
        cells = []
        for decode, given in ((record.read, text), (links.from_link, link)):
            if given is None:
                cells += ["-", "-", "-"]
                continue
            took, outcome = timed(decode, given)
            cells += [f"{took * 1e3:.1f}", outcome, str(len(given))]
        read_ms, read_out, read_len, link_ms, link_out, link_len = cells
        print(f"| {label} | {read_len} | {read_ms} | {read_out} | {link_ms} | {link_len} | "
              f"{link_out} |", flush=True)


def main() -> None:
    print("Engines refusing garbage: mean time per refusal (µs), CPython")
    print()
    engine_table()
    print()
    print(f"Decoders (MAX_TEXT {record.MAX_TEXT}, MAX_LINK {links.MAX_LINK}, MAX_ACTIONS "
          f"{record.MAX_ACTIONS}, MAX_DEPTH {record.MAX_DEPTH}): median time, CPython")
    print()
    decoder_table()


if __name__ == "__main__":
    main()
