#!/usr/bin/env python3
"""The home page with many games kept, in headless Chromium: how long until the list is drawn.

A game of Trellis is begun and stored; copies of its entry are then written under
new keys (`grove.game.<time>`, as many games as asked), the page is loaded again from the
Pyodide snapshot, and the time from navigation start to the first row of the list on screen is
taken (a MutationObserver notes it, so polling adds nothing), with the time to interactive.
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


def home_times(browser, base_url: str, count: int) -> tuple[float, float]:
    """(list drawn, interactive), seconds from navigation start, with `count` games kept."""
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
        page = context.new_page()
        page.goto(base_url, wait_until="commit")
        page.wait_for_function("window.__listAt !== undefined && window.__readyAt !== undefined",
                               timeout=TIMEOUT_MS)
        listed, ready = page.evaluate("[window.__listAt, window.__readyAt]")
        rows = page.locator("#games-list .game-row").count()
        if rows < min(count, 1):
            raise RuntimeError(f"{count} games kept, {rows} rows drawn")
        return listed / 1000, ready / 1000
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
    times: dict[int, list[tuple[float, float]]] = {count: [] for count in counts}
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**chromium.launch_options())
            try:
                home_times(browser, base_url, counts[0])  # warm-up, discarded
                for _ in range(args.runs):
                    for count in counts:
                        times[count].append(home_times(browser, base_url, count))
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()
    one = statistics.median(listed for listed, _ in times[counts[0]])
    print(f"\nThe home page's list drawn, median of {args.runs} runs ({args.repo})\n")
    print("| games kept | list drawn s | range s | interactive s | after the first count |")
    print("|---:|---:|---:|---:|---:|")
    for count in counts:
        listed = [first for first, _ in times[count]]
        ready = statistics.median(second for _, second in times[count])
        print(f"| {count:,} | {statistics.median(listed):.2f} | {min(listed):.2f}-"
              f"{max(listed):.2f} | {ready:.2f} | +{statistics.median(listed) - one:.2f} s |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
