#!/usr/bin/env python3
"""How long the page's main thread is blocked while the computer thinks (target: under 50 ms).

A PerformanceObserver records long tasks (over 50 ms) from the moment a hard computer starts
thinking on a Trellis board until it has answered, and while a review of that game runs from its
start to its end; the table gives the longest and the count.
Not a test: run with `make bench`.
"""

from __future__ import annotations

import sys
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

DONE = """() => { const bar = document.querySelector('#review-progress');
  return document.querySelector('#review-stop').hidden && bar.value >= bar.max; }"""


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
                longest = page.evaluate("Math.max(0, ...window.__long)")
                count = page.evaluate("window.__long.length")
                rows.append((level, longest, count))
            # A review of the game so far (issue 62), from its start to its end.
            page.click("#game-menu summary")
            page.click("#open-review")
            page.evaluate(WATCH)
            page.wait_for_function(DONE, timeout=600_000)
            rows.append(("review, medium", page.evaluate("Math.max(0, ...window.__long)"),
                         page.evaluate("window.__long.length")))
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    print("| computer | longest main-thread task while it thinks | long tasks (> 50 ms) |")
    print("|---|---|---|")
    for level, longest, count in rows:
        print(f"| {level} | {longest:.0f} ms | {count} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
