#!/usr/bin/env python3
"""The page's own Python per click, in headless Chromium: how long a board click's handler runs.

A click on a cell is dispatched from the page itself and timed around `dispatchEvent`: the
handler (the controller, the session, the drawing, the autosave) runs inside it, so the time is
the page's whole synchronous answer to the click, without Playwright's round trips. Each game
is opened on its standard board between two people, and its cells are clicked in a fixed order
(the first cell that can be played, and the chooser's first choice where one opens), for
`--clicks` clicks, after three discarded ones. The table gives the median and the 90th percentile.
With `--kept N`, after the discarded clicks the storage holds N games: the one played and copies
of it, each with its row in the index of games (grove.app.index), which every autosave rewrites.

    .venv/bin/python bench/clicks.py [--repo DIR] [--clicks 40] [--kept 1000]

`--repo` times another checkout's site (a `git worktree` of an older commit with its `site/`
built) for a before-and-after table; run the two in turns, with nothing else on the machine.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

from playwright.sync_api import sync_playwright  # noqa: E402

import chromium  # noqa: E402
import serve  # noqa: E402

# One click on the first cell that can be played now, timed from the page: milliseconds, or
# null when no cell can be clicked (the game is over).
CLICK = """() => {
  const cell = document.querySelector('#board .hit.clickable');
  if (!cell) return null;
  const start = performance.now();
  cell.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
  const choice = document.querySelector('#chooser button.choice');  // Rumbo's colour, BTT's size
  if (choice) choice.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
  return performance.now() - start;
}"""
END_TURN = """() => { const b = document.querySelector('#actions button[data-action="end"]');
  if (b) b.click(); }"""
GAMES = ("trellis", "orbit", "btt")  # a cell to click from the first turn on

# Copies of the game played under `count - 1` new keys, and their rows in the index, as a
# player with that many games kept has them.
KEEP = """(count) => {
  const key = Object.keys(localStorage).find((k) => k.startsWith("grove.game."));
  const entry = JSON.parse(localStorage.getItem(key));
  const index = JSON.parse(localStorage.getItem("grove.index"));
  const row = index.games[key];
  for (let i = 1; i < count; i += 1) {
    const copy = `grove.game.${1700000000000 + i}`;
    localStorage.setItem(copy, JSON.stringify({...entry, saved: entry.saved - i}));
    index.games[copy] = {...row, saved: row.saved - i};
  }
  localStorage.setItem("grove.index", JSON.stringify(index));
}"""


def times(page, clicks: int, kept: int = 1) -> list[float]:
    out = []
    for n in range(clicks + 3):
        if n == 3 and kept > 1:
            page.evaluate(KEEP, kept)
        spent = page.evaluate(CLICK)
        if spent is None:
            break
        if n >= 3:
            out.append(spent)
        page.evaluate(END_TURN)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", type=Path, default=ROOT)
    parser.add_argument("--clicks", type=int, default=40)
    parser.add_argument("--kept", type=int, default=1, help="games in storage while clicking")
    options = parser.parse_args()
    server, url = serve.start(options.repo / "site", port=0, quiet=True)
    rows = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**chromium.launch_options())
            for game in GAMES:
                page = browser.new_context(service_workers="block").new_page()
                page.goto(url + f"#/{game}/new/here")
                page.wait_for_function("document.body.dataset.ready === '1'", timeout=120_000)
                spent = times(page, options.clicks, options.kept)
                spent.sort()
                rows.append((game, len(spent), statistics.median(spent),
                             spent[int(0.9 * (len(spent) - 1))]))
                page.context.close()
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    print(f"Clicks timed in the page ({options.repo}, {options.kept} games kept):\n")
    print("| game | clicks | median | 90th percentile |\n|---|---|---|---|")
    for game, count, median, high in rows:
        print(f"| {game} | {count} | {median:.1f} ms | {high:.1f} ms |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
