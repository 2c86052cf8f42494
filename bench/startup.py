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

Each start's page is then measured at rest (a first visit once its snapshot is made): its
renderer's resident memory, garbage collected (`renderer_mb`).

Scenarios alternate, after one discarded warm-up round. Targets (issues 26 and 76): the board on
screen under 0.3 s warm and from the service worker, under 1 s cold; interactive cold within
1.10x of bare Pyodide's, and from the service worker at most 0.5x of a warm bare Pyodide load;
the page at rest within 1.3x of bare Pyodide's memory, first visit and from the snapshot.

    .venv/bin/python bench/startup.py [--runs 5] [--cold]      (or: make bench)

To add a row, append a Scenario in `scenarios()`; to add another measurement (e.g. playouts/s
in Pyodide), write a function that takes (browser, base_url) and returns rows for print_table.
"""

from __future__ import annotations

import argparse
import os
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
TARGET_SW_RATIO = 0.5  # interactive, from the service worker, against warm bare Pyodide
TARGET_MEMORY = 1.3  # the page at rest, resident, against bare Pyodide's (issue 76)
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
    memory: float | None = None  # the page's renderer at rest, resident MB


def descendants(root: int) -> list[int]:
    """The processes under `root` (this process: Playwright's driver, then Chromium's)."""
    children: dict[int, list[int]] = {}
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                stat = Path(f"/proc/{name}/stat").read_text()
            except OSError:
                continue
            children.setdefault(int(stat.rsplit(")", 1)[1].split()[1]), []).append(int(name))
    found, todo = [], [root]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def renderers() -> list[float]:
    """Resident MB of each of this browser's renderer processes."""
    sizes = []
    for pid in descendants(os.getpid()):
        try:
            if "--type=renderer" not in Path(f"/proc/{pid}/cmdline").read_text():
                continue
            status = Path(f"/proc/{pid}/status").read_text()
        except OSError:
            continue
        rss = next(line for line in status.splitlines() if line.startswith("VmRSS"))
        sizes.append(int(rss.split()[1]) / 1024)
    return sizes


def renderer_mb(page) -> float:
    """The page's renderer, resident MB, at rest: garbage collected, then read until two
    readings a quarter second apart agree within 1 MB. The page's is the largest of this
    browser's renderers (the others, Chromium's spare ones, hold no page: about 75 and 155 MB
    here)."""
    session = page.context.new_cdp_session(page)
    session.send("HeapProfiler.collectGarbage")
    last = 0.0
    for _ in range(40):
        page.wait_for_timeout(250)
        now = max(renderers())
        if abs(now - last) <= 1:
            break
        last = now
    session.detach()
    return now


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


def at_rest(page, took: Start) -> Start:
    """`took`, with the page's memory once it is at rest (a first visit's snapshot made)."""
    if page.evaluate("globalThis.groveStart !== undefined && "
                     "globalThis.groveStart.kept !== undefined"):
        page.evaluate("globalThis.groveStart.kept")  # its worker has finished
    took.memory = renderer_mb(page)
    return took


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
            if case.snapshot and case.path.startswith("#"):
                first.wait_for_function("globalThis.groveStart.kept !== undefined")
            return at_rest(first, took)
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
        page = context.new_page()
        return at_rest(page, timed_load(page, url))
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
        memory = median(starts, "memory")
        kept = (f"{memory / median(times[case.baseline], 'memory'):.2f}x" if case.baseline
                else "1.00x")
        rows.append([case.name, f"{median(starts, 'paint'):.2f}",
                     "-" if board is None else f"{board:.2f}",
                     f"{statistics.median(ready):.2f}", f"{min(ready):.2f}-{max(ready):.2f}",
                     ratio, f"{memory:.0f}", kept])
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
                 "interactive, ratio to its bare Pyodide", "resident MB at rest",
                 "memory, ratio to its bare Pyodide"], rows)
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
        if case.baseline and case.path.startswith("#") and case.mode != "sw":
            ratio = median(times[case.name], "memory") / median(times[case.baseline], "memory")
            verdict = "met" if ratio <= TARGET_MEMORY else "NOT met"
            print(f"Target: {case.name}, at rest within {TARGET_MEMORY}x of "
                  f"{case.baseline}'s memory: {ratio:.2f}x, {verdict}.")
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
