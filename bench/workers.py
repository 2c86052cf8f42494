#!/usr/bin/env python3
"""The computer on several workers (issue 76), in headless Debian Chromium on this machine:

- playouts per second of the search from the same position per game (bench/ai.py's `speed`),
  on 1 and on 2 workers at once, their counts added up (goal: at least 1.8x with 2);
- a whole review of each typical game (bench/results/review-games.json) with 1 and 2 workers,
  each question handed to the first free worker, as grove.app.review's lanes do (goal: the
  200-action Arborel review at most 30 s on two cores);
- the memory of each extra worker of the app itself: the page's renderer at rest once the
  computer's workers have answered, with 1 and with 2 (the browser told it has 2 or 3 cores),
  from the snapshot (goal: at most 60 MB each); `--size` sets the board of that game of
  Trellis, to tell the worker's tree from the rest of its memory.

Pages bench/workers.html (one worker per bench/worker.js) and the built site. Runs alternate
between 1 and 2 workers. It prints its tables; bench/results/workers.md keeps them with the
runs' circumstances.

    .venv/bin/python bench/workers.py [--rounds 3] [--seconds 2] [--only trellis,arborel]
                                      [--skip playouts,review,memory] [--size 15]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "bench")]

from playwright.sync_api import sync_playwright  # noqa: E402
from startup import renderer_mb  # noqa: E402

import chromium  # noqa: E402
import serve  # noqa: E402
import vendor  # noqa: E402

TIMEOUT_MS = 1_800_000
GAMES = ["trellis", "orbit", "btt", "arbos", "rumbo", "arborel"]
CORES = "Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', {get: () => %d})"


def bench_page(browser, url: str, query: str):
    page = browser.new_page()
    try:
        version = vendor.npm_version(ROOT, "pyodide")
        page.goto(f"{url}bench/workers.html?pyodide={version}&{query}")
        page.wait_for_function("document.body.dataset.ready === '1'", timeout=TIMEOUT_MS)
        return json.loads(page.evaluate("document.body.dataset.result"))
    finally:
        page.close()


def app_memory(browser, url: str, workers: int, size: int = 15) -> float:
    """The app's renderer, resident MB, at rest after `workers` workers have answered hard in a
    game of Trellis `size` x `size`."""
    context = browser.new_context(service_workers="block")
    try:
        context.add_init_script(CORES % (workers + 1))
        page = context.new_page()
        page.goto(url + "#/trellis")
        page.wait_for_function("document.body.dataset.ready === '1'", timeout=TIMEOUT_MS)
        page.wait_for_function("globalThis.groveStart.kept !== undefined", timeout=TIMEOUT_MS)
        page.evaluate("globalThis.groveStart.kept")  # the snapshot made: the next page uses it
        page.close()
        page = context.new_page()
        page.goto(url + "#/trellis")
        page.wait_for_function("document.body.dataset.ready === '1'", timeout=TIMEOUT_MS)
        page.click("#game-menu summary")
        page.click("#open-new")
        page.select_option('#new-game select[name="kind-1"]', "hard:3")
        page.select_option('#new-game select[name="pie"]', "off")
        page.select_option('#new-game select[name="size"]', str(size))
        page.click('#new-game button[type="submit"]')
        page.wait_for_function("document.body.dataset.ready === '1'", timeout=TIMEOUT_MS)
        while True:
            page.locator("#board .hit.clickable").first.click()
            if page.locator('#actions button[data-action="end"]').count():
                page.click('#actions button[data-action="end"]')
            page.wait_for_function("document.body.dataset.asking === '0' && "
                                   "document.querySelector('#thinking').hidden",
                                   timeout=TIMEOUT_MS)
            if page.evaluate("Number(document.body.dataset.workers)") >= workers:
                break
        return renderer_mb(page)
    finally:
        context.close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--only", help="games, comma separated (default: all six)")
    parser.add_argument("--skip", default="", help="parts not to run: playouts,review,memory")
    parser.add_argument("--size", type=int, default=15,
                        help="the board of the memory part's game of Trellis (default 15)")
    args = parser.parse_args(argv)
    games = args.only.split(",") if args.only else GAMES
    skip = set(args.skip.split(","))
    vendor.main([])
    server, url = serve.start(serve.SITE, port=0, quiet=True, mounts={"/bench/": ROOT / "bench"})
    rates = {n: {game: [] for game in games} for n in (1, 2)}
    reviews: dict[int, list[dict]] = {1: [], 2: []}
    memory: dict[int, list[float]] = {1: [], 2: []}
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**chromium.launch_options())
            try:
                for _ in range(args.rounds):
                    for n in (1, 2):
                        if "playouts" not in skip:
                            found = bench_page(browser, url, f"workers={n}&what=playouts&"
                                               f"seconds={args.seconds}&only={','.join(games)}")
                            for game in games:
                                rates[n][game].append(found[game])
                        if "memory" not in skip:
                            memory[n].append(app_memory(browser, url, n, args.size))
                for n in (1, 2):  # a review is long: once each
                    if "review" not in skip:
                        reviews[n].append(bench_page(browser, url, f"workers={n}&what=review&"
                                                     f"only={','.join(games)}"))
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()
    lines = [f"The computer on 1 and 2 workers, this {len(games)}-game run: bench/workers.py "
             f"--rounds {args.rounds} --seconds {args.seconds:g}, medians\n"]
    if "playouts" not in skip:
        lines += ["| game | playouts/s, 1 worker | 2 workers | ratio (goal: 1.8x) |",
                  "|---|---:|---:|---:|"]
        for game in games:
            one, two = (statistics.median(rates[n][game]) for n in (1, 2))
            lines.append(f"| {game} | {one:,.0f} | {two:,.0f} | {two / one:.2f}x |")
        lines.append("")
    if "review" not in skip:
        lines += ["| review | positions | mistakes | 1 worker | 2 workers | ratio |",
                  "|---|---:|---:|---:|---:|---:|"]
        for name, one in reviews[1][0].items():
            two = reviews[2][0][name]
            lines.append(f"| {name} | {one['positions']} | {one['mistakes']} | "
                         f"{one['seconds']:.1f} s | {two['seconds']:.1f} s | "
                         f"{one['seconds'] / two['seconds']:.2f}x |")
        lines.append("")
    if "memory" not in skip:
        one, two = (statistics.median(memory[n]) for n in (1, 2))
        lines += [f"| the app at rest after hard answered, Trellis {args.size} x {args.size} "
                  "| renderer MB |", "|---|---:|",
                  f"| 1 worker | {one:.1f} |", f"| 2 workers | {two:.1f} |",
                  f"| the second worker (goal: at most 60 MB) | {two - one:.1f} |", ""]
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
