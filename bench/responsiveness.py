#!/usr/bin/env python3
"""How long the page's main thread is blocked while the computer thinks (target: under 50 ms).

A PerformanceObserver records long tasks (over 50 ms) from the moment a hard computer starts
thinking on a Trellis board until it has answered, while a review of that game runs from its
start to its end, while a whole game is reviewed: the 40-turn Trellis game of
bench/review.py (bench/results/review-games.json), imported as a record, and while that game is
explored with the computer beside it. The table gives the longest and the count.
Not a test: run with `make bench`; the table goes to bench/results/responsiveness.md.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

from playwright.sync_api import sync_playwright  # noqa: E402

import chromium  # noqa: E402
import serve  # noqa: E402
import vendor  # noqa: E402

WATCH = """
window.__long = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__long.push(entry.duration);
}).observe({ type: "longtask" });
"""

TABLE = ROOT / "bench" / "results" / "responsiveness.md"
EXPLORED = 10  # positions of an exploration stepped through, each answered by the computer

DONE = """() => { const bar = document.querySelector('#review-progress');
  return document.querySelector('#review-stop').hidden && bar.value >= bar.max; }"""


def long_tasks(page) -> tuple[float, int]:
    """The longest task and the count of long tasks seen since WATCH was run."""
    return page.evaluate("Math.max(0, ...window.__long)"), page.evaluate("window.__long.length")


def main() -> int:
    vendor.main([])
    server, url = serve.start(serve.SITE, port=0, quiet=True)
    rows = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**chromium.launch_options())
            page = browser.new_context(service_workers="block").new_page()
            page.goto(url + "#/trellis")
            page.wait_for_function("document.body.dataset.ready === '1'", timeout=120_000)
            for level in ("medium", "hard:3"):
                page.click("#game-menu summary")
                page.click("#open-new")
                page.select_option('#new-game select[name="pie"]', "off")
                page.select_option('#new-game select[name="kind-1"]', level)
                page.click('#new-game button[type="submit"]')
                page.click('#board [data-cell="h8"]')
                page.click('#board [data-cell="h11"]')
                page.wait_for_selector("#thinking:not([hidden])")
                page.evaluate(WATCH)
                page.wait_for_selector("#thinking[hidden]", state="attached", timeout=120_000)
                rows.append((level, *long_tasks(page)))
            # A review of the game so far (issue 62), from its start to its end.
            page.click("#game-menu summary")
            page.click("#open-review")
            page.evaluate(WATCH)
            page.wait_for_function(DONE, timeout=600_000)
            rows.append(("review, medium", *long_tasks(page)))
            # A whole game: its graph, list and words drawn as the review goes.
            games = json.loads((ROOT / "bench" / "results" / "review-games.json").read_text())
            with tempfile.TemporaryDirectory() as folder:
                path = Path(folder) / "game.json"
                path.write_text(games["trellis, up to 40 turns"])
                page.click("#game-menu summary")
                page.click("#open-import")
                page.set_input_files("#import-file", str(path))
                page.wait_for_function(
                    "document.querySelector('#message').textContent.includes('imported')")
            page.click("#game-menu summary")
            page.click("#open-review")
            page.evaluate(WATCH)
            page.wait_for_function(DONE, timeout=600_000)
            positions = page.locator("#review-graph .graph-hit").count()
            rows.append((f"review of a 40-turn game ({positions} positions), medium",
                         *long_tasks(page)))
            # Exploring that game with the computer beside it (issue 75): the move list holds
            # the tree, and each position stepped to is asked about and answered.
            page.click("#explore")
            page.click("#explore-computer")
            page.evaluate(WATCH)
            for _step in range(EXPLORED):  # from the end, where the game is over, backwards
                page.click("#back")
                page.wait_for_selector("#explore-shares:not([hidden])", timeout=120_000)
            rows.append((f"exploring it, the computer on: {EXPLORED} positions stepped back "
                         "and answered", *long_tasks(page)))
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    lines = ["Longest task on the page's main thread while the computer thinks and while a review",
             "runs (bench/responsiveness.py, headless Chromium). Target: no task over 50 ms.", "",
             "| computer | longest main-thread task while it thinks | long tasks (> 50 ms) |",
             "|---|---|---|"]
    lines += [f"| {level} | {longest:.0f} ms | {count} |" for level, longest, count in rows]
    print("\n".join(lines))
    TABLE.write_text("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
