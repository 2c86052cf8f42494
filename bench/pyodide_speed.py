#!/usr/bin/env python3
"""The computer players' search speed, in the browser's Pyodide beside CPython.

Both time `speed()` from bench/ai.py (the search from the same mid-game position, per game):
CPython in this process, Pyodide in headless Debian Chromium on bench/pyodide.html, with the
grove package from static/build/grove.zip. Prints a table; the ratio says how much slower the
browser's computer players think than the CPython numbers of bench/ai.py suggest.

This machine's speed wanders by a third from one minute to the next (the same code, timed twice
in a row, gave 1,134 and 704 playouts/s), so each game is timed in several rounds, the games
taking turns, and the table keeps each one's best round: the speed the code runs at when the
machine lets it.

    .venv/bin/python bench/pyodide_speed.py [--seconds 2] [--rounds 3] [--only arborel,btt]
    (or: make bench)
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "py"), str(ROOT / "bench")]

import ai as bench_ai  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

import chromium  # noqa: E402
import serve  # noqa: E402
import vendor  # noqa: E402

TIMEOUT_MS = 600_000


def in_pyodide(seconds: float, rounds: int, games: list[str]) -> dict[str, list]:
    """Per game, its (playouts per second, legal actions) of each round."""
    return run_page("pyodide.html", f"seconds={seconds}&rounds={rounds}&only={','.join(games)}")


def run_page(name: str, query: str, timeout_ms: int = TIMEOUT_MS):
    """What a bench page (bench/<name>, run in Pyodide from the built site) leaves in
    `document.body.dataset.result`, as JSON; the vendored Pyodide's version is in its query."""
    vendor.main([])
    server, url = serve.start(serve.SITE, port=0, quiet=True,
                              mounts={"/bench/": ROOT / "bench"})
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**chromium.launch_options())
            try:
                page = browser.new_page()
                version = vendor.npm_version(ROOT, "pyodide")
                page.goto(f"{url}bench/{name}?pyodide={version}&{query}")
                page.wait_for_function("document.body.dataset.ready === '1'", timeout=timeout_ms)
                return json.loads(page.evaluate("document.body.dataset.result"))
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="search time per game")
    parser.add_argument("--rounds", type=int, default=3, help="timings per game; the best kept")
    parser.add_argument("--only", help="games to time, comma separated (default: all six)")
    args = parser.parse_args(argv)
    games = args.only.split(",") if args.only else list(bench_ai.GAMES)
    browser = in_pyodide(args.seconds, args.rounds, games)
    native = {game_id: [] for game_id in games}
    for _ in range(args.rounds):
        for game_id in games:
            native[game_id].append(bench_ai.speed(game_id, args.seconds))
    print(f"Search playouts per second, {args.seconds:g} s per game from the same position, "
          f"best of {args.rounds} rounds (pyodide {vendor.npm_version(ROOT, 'pyodide')})\n")
    print("| game | legal actions | CPython playouts/s | Pyodide playouts/s | Pyodide / CPython "
          "| Pyodide, each round |")
    print("|---|---|---|---|---|---|")
    for game_id in games:
        rate, legal = max(native[game_id])
        web = max(browser[game_id])[0]
        rounds = ", ".join(f"{r:.0f}" for r, _ in browser[game_id])
        print(f"| {game_id} | {legal} | {rate:.0f} | {web:.0f} | {web / rate:.2f} | {rounds} |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
