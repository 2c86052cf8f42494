#!/usr/bin/env python3
"""Start-up benchmark: the app against bare Pyodide, in headless Debian Chromium.

For each kind of start, three times from navigation start: the first paint (Chromium's
first-contentful-paint), the board on screen (static/js/early.js draws it before Python starts;
`window.__boardAt`) and interactive (`document.body.dataset.ready` turns "1", noted by a
MutationObserver, so polling adds no error).

- cold: a fresh browser context (empty HTTP cache, no snapshot), service worker blocked;
- warm: a second load in the same context (HTTP cache), service worker blocked; with or without
  the Pyodide memory snapshot the first load had made (static/js/pyodide.mjs);
- service worker: a second load in a context where the app's service worker is installed (and
  the snapshot made);
- a game in progress: as warm, after a move was played, so that the board shown early is the
  one kept in storage.

Scenarios alternate, after one discarded warm-up round. Targets (issue 26): the board on screen
under 0.3 s warm and from the service worker, under 1 s cold; interactive cold within 1.10x of
bare Pyodide's, and from the service worker at most 0.8x of a warm bare Pyodide load.

    .venv/bin/python bench/startup.py [--runs 5] [--cold]      (or: make bench)

To add a row, append a Scenario in `scenarios()`; to add another measurement (e.g. playouts/s
in Pyodide), write a function that takes (browser, base_url) and returns rows for print_table.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

from playwright.sync_api import Browser, sync_playwright  # noqa: E402

import chromium  # noqa: E402
import serve  # noqa: E402
import vendor  # noqa: E402

TARGET_RATIO = 1.10  # interactive, cold: Grove against bare Pyodide
TARGET_SW_RATIO = 0.8  # interactive, from the service worker, against warm bare Pyodide
TARGET_BOARD_WARM = 0.3  # seconds to the board on screen, warm and from the service worker
TARGET_BOARD_COLD = 1.0
TIMEOUT_MS = 120_000

# Runs before any page script: note when body[data-ready] turns "1", in ms since navigation start.
READY_OBSERVER = """
(() => {
  const mark = () => {
    if (window.__readyAt === undefined && document.body && document.body.dataset.ready === "1") {
      window.__readyAt = performance.now();
    }
  };
  new MutationObserver(mark).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ["data-ready"],
  });
})();
"""


@dataclass
class Scenario:
    name: str
    path: str  # relative to the site root
    mode: str  # "cold", "warm" or "sw"
    baseline: str  # the name of the scenario it is compared with ("" for a baseline)
    snapshot: bool = True  # let the first load have a Pyodide snapshot made
    in_progress: bool = False  # play a move on the first load
    locale: str = "en-GB"  # the browser's language (Grove follows it: issue 29)


BARE_WARM = "bare Pyodide, warm (HTTP cache)"


def scenarios() -> list[Scenario]:
    bare = f"bench/bare.html?pyodide={vendor.npm_version(ROOT, 'pyodide')}"
    return [
        Scenario("bare Pyodide, cold", bare, "cold", ""),
        Scenario("Grove `/#/trellis`, cold", "#/trellis", "cold", "bare Pyodide, cold"),
        Scenario(BARE_WARM, bare, "warm", ""),
        Scenario("Grove, warm, no snapshot", "#/trellis", "warm", BARE_WARM, snapshot=False),
        Scenario("Grove, warm, from the snapshot", "#/trellis", "warm", BARE_WARM),
        Scenario("Grove, from the service worker", "#/trellis", "sw", BARE_WARM),
        Scenario("Grove, a game in progress, warm", "#/trellis", "warm", BARE_WARM,
                 in_progress=True),
        # In French the page also loads its catalogue (site/locale/fr.mo, about 70 KB).
        Scenario("Grove in French, cold", "#/trellis", "cold", "bare Pyodide, cold",
                 locale="fr-FR"),
        Scenario("Grove in French, warm, from the snapshot", "#/trellis", "warm", BARE_WARM,
                 locale="fr-FR"),
    ]


@dataclass
class Start:
    paint: float  # seconds from navigation start to the first contentful paint
    board: float | None  # ... to the board drawn (None: the page has no board)
    ready: float  # ... to interactive


TIMES = """() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    return [paint ? paint.startTime : null, window.__boardAt ?? null, window.__readyAt];
}"""


def timed_load(page, url: str) -> Start:
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(url, wait_until="commit")
    try:
        page.wait_for_function("window.__readyAt !== undefined", timeout=TIMEOUT_MS)
    except Exception as error:
        raise RuntimeError(f"{url} never became ready; page errors: {errors}") from error
    paint, board, ready = page.evaluate(TIMES)
    if board is None and page.locator("#board svg").count():
        board = ready  # no early board: the board comes with Python
    return Start(paint / 1000, None if board is None else board / 1000, ready / 1000)


def load(browser: Browser, base_url: str, case: Scenario) -> Start:
    """One start of this kind."""
    context = browser.new_context(service_workers="allow" if case.mode == "sw" else "block",
                                  locale=case.locale)
    try:
        context.add_init_script(READY_OBSERVER)
        if not case.snapshot:
            context.add_init_script("self.groveSnapshots = 'off'")
        url = base_url + case.path
        first = context.new_page()
        took = timed_load(first, url)
        if case.mode == "cold":
            return took
        if case.mode == "sw":
            first.wait_for_function("document.documentElement.dataset.offline === 'ready'",
                                    timeout=TIMEOUT_MS)
        if case.in_progress:
            first.click('#board [data-cell="h8"]')
            first.wait_for_function("Object.keys(localStorage).some(k => "
                                    "k.startsWith('grove.board.'))", timeout=TIMEOUT_MS)
        if case.snapshot and case.path.startswith("#"):
            first.wait_for_function("globalThis.groveStart.kept !== undefined")
            if not first.evaluate("globalThis.groveStart.kept"):
                raise RuntimeError("no snapshot: " + first.evaluate("globalThis.groveStart.note"))
        first.close()
        return timed_load(context.new_page(), url)
    finally:
        context.close()


def measure(browser: Browser, base_url: str, cases: list[Scenario], runs: int) -> dict:
    """Timings per scenario; scenarios alternate so drift hits them alike."""
    for case in cases:  # warm-up: OS file cache, server threads; discarded
        load(browser, base_url, case)
    times: dict[str, list[Start]] = {case.name: [] for case in cases}
    for _ in range(runs):
        for case in cases:
            times[case.name].append(load(browser, base_url, case))
    return times


def median(starts: list[Start], what: str) -> float | None:
    values = [getattr(start, what) for start in starts]
    return None if None in values else statistics.median(values)


def startup_rows(cases: list[Scenario], times: dict[str, list[Start]]) -> list[list[str]]:
    rows = []
    for case in cases:
        starts = times[case.name]
        ready = [start.ready for start in starts]
        board = median(starts, "board")
        ratio = (f"{median(starts, 'ready') / median(times[case.baseline], 'ready'):.2f}x"
                 if case.baseline else "1.00x")
        rows.append([case.name, f"{median(starts, 'paint'):.2f}",
                     "-" if board is None else f"{board:.2f}",
                     f"{statistics.median(ready):.2f}", f"{min(ready):.2f}-{max(ready):.2f}",
                     ratio])
    return rows


def print_table(headers: list[str], rows: list[list[str]]) -> None:
    print("| " + " | ".join(headers) + " |")
    print("|" + "|".join("---" for _ in headers) + "|")
    for row in rows:
        print("| " + " | ".join(row) + " |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Cold start-up: app vs bare Pyodide.")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cold", action="store_true",
                        help="the two cold starts only (more runs of them in the same time)")
    args = parser.parse_args(argv)

    vendor.main([])
    cases = [case for case in scenarios() if case.mode == "cold" or not args.cold]
    server, base_url = serve.start(serve.SITE, port=0, quiet=True,
                                  mounts={"/bench/": ROOT / "bench"})
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**chromium.launch_options())
            try:
                times = measure(browser, base_url, cases, args.runs)
                print(
                    f"\nStart-up, median of {args.runs} runs "
                    f"(Chromium {browser.version}, pyodide {vendor.npm_version(ROOT, 'pyodide')},"
                    f" @pyscript/core {vendor.npm_version(ROOT, '@pyscript/core')})\n"
                )
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()

    rows = startup_rows(cases, times)
    print_table(["scenario", "first paint s", "board s", "interactive s", "range s",
                 "interactive, ratio to its bare Pyodide"], rows)
    print()
    named = {case.name: case for case in cases}
    for name, target in (("Grove `/#/trellis`, cold", TARGET_RATIO),
                         ("Grove, from the service worker", TARGET_SW_RATIO)):
        case = named.get(name)
        if case is None:
            continue
        ratio = median(times[name], "ready") / median(times[case.baseline], "ready")
        verdict = "met" if ratio <= target else "NOT met"
        print(f"Target: {name}, interactive within {target}x of {case.baseline}: {ratio:.2f}x, "
              f"{verdict}.")
    for case in cases:
        board = median(times[case.name], "board")
        if board is None or not case.baseline:
            continue
        target = TARGET_BOARD_COLD if case.mode == "cold" else TARGET_BOARD_WARM
        verdict = "met" if board <= target else "NOT met"
        print(f"Target: {case.name}, board on screen under {target} s: {board:.2f} s, {verdict}.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
