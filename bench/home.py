#!/usr/bin/env python3
"""The home page with many games kept, in headless Chromium: how long until the list is drawn.

A game of Trellis is begun and stored; copies of its entry are then written under
new keys (`grove.game.<time>`, as many games as asked), the page is loaded again from the
Pyodide snapshot, twice: the first visit makes the index of the games (grove.app.index) from the
games, written without it; the second reads the index as it is kept. Each time, the time from
navigation start to the first row of the list on screen is taken (a MutationObserver notes it,
so polling adds nothing), with the time to interactive.
Runs alternate between the counts, after one discarded round.

    .venv/bin/python bench/home.py [--runs 3] [--counts 1,100,1000,3000] [--repo DIR]

`--repo` times another checkout's built site, for a before-and-after table.
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

PAGE = 20  # the rows drawn at first (grove.app.listing.PAGE)

TIMEOUT_MS = 180_000

OBSERVER = """
(() => {
  const mark = () => {
    if (window.__readyAt === undefined && document.body && document.body.dataset.ready === "1") {
      window.__readyAt = performance.now();
    }
    if (window.__listAt === undefined && document.querySelector("#games-list .game-row")) {
      window.__listAt = performance.now();
    }
  };
  new MutationObserver(mark).observe(document, {subtree: true, childList: true,
                                                attributes: true});
})();
"""

# Copies of the one stored game under `count - 1` new keys, each saved a second apart.
COPY = """(count) => {
  const key = Object.keys(localStorage).find((k) => k.startsWith("grove.game."));
  const entry = JSON.parse(localStorage.getItem(key));
  for (let i = 1; i < count; i += 1) {
    localStorage.setItem(`grove.game.${1700000000000 + i}`,
                         JSON.stringify({...entry, saved: entry.saved - i}));
  }
}"""


def home_times(browser, base_url: str, count: int) -> tuple[float, ...]:
    """(list drawn, interactive) on the visit that makes the index from the games written
    without it, then on the next one, which reads it: seconds from navigation start."""
    context = browser.new_context(service_workers="block")
    try:
        context.add_init_script(OBSERVER)
        first = context.new_page()
        first.goto(base_url + "#/trellis")
        first.wait_for_function("document.body.dataset.ready === '1'", timeout=TIMEOUT_MS)
        first.click('#board [data-cell="e5"]')
        first.wait_for_function("Object.keys(localStorage).some(k => k.startsWith('grove.game.'))",
                                timeout=TIMEOUT_MS)
        first.evaluate(COPY, count)
        first.wait_for_function("globalThis.groveStart.kept !== undefined", timeout=TIMEOUT_MS)
        if not first.evaluate("globalThis.groveStart.kept"):  # waits for the snapshot
            raise RuntimeError("no snapshot: " + first.evaluate("globalThis.groveStart.note"))
        first.close()
        taken = []
        for _visit in range(2):  # the index made from the games, then read as it is kept
            page = context.new_page()
            page.goto(base_url, wait_until="commit")
            page.wait_for_function("window.__listAt !== undefined && window.__readyAt !== "
                                   "undefined", timeout=TIMEOUT_MS)
            taken += page.evaluate("[window.__listAt / 1000, window.__readyAt / 1000]")
            rows = page.locator("#games-list .game-row").count()
            if rows != min(count, PAGE):
                raise RuntimeError(f"{count} games kept, {rows} rows drawn")
            page.close()
        return tuple(taken)
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--counts", default="1,100,1000,3000")
    parser.add_argument("--repo", type=Path, default=ROOT)
    args = parser.parse_args(argv)
    counts = [int(count) for count in args.counts.split(",")]
    server, base_url = serve.start(args.repo / "site", port=0, quiet=True)
    times: dict[int, list[tuple[float, ...]]] = {count: [] for count in counts}
    try:
        with sync_playwright() as playwright:
            def timed(count: int) -> tuple[float, ...]:
                # A browser of its own each time: thousands of games leave none behind.
                browser = playwright.chromium.launch(**chromium.launch_options())
                try:
                    return home_times(browser, base_url, count)
                finally:
                    browser.close()

            timed(counts[0])  # warm-up, discarded
            for _ in range(args.runs):
                for count in counts:
                    times[count].append(timed(count))
    finally:
        server.shutdown()
        server.server_close()
    print(f"\nThe home page's list drawn, median of {args.runs} runs ({args.repo})\n")
    print("| games kept | list drawn s | after one game | interactive s | "
          "the visit that makes the index: list drawn s | after one game |")
    print("|---:|---:|---:|---:|---:|---:|")
    medians = {count: [statistics.median(run[part] for run in times[count]) for part in range(4)]
               for count in counts}
    one = medians[counts[0]]
    for count in counts:
        made, _made_ready, listed, ready = medians[count]
        print(f"| {count:,} | {listed:.2f} | +{listed - one[2]:.2f} s | {ready:.2f} | "
              f"{made:.2f} | +{made - one[0]:.2f} s |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
