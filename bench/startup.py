#!/usr/bin/env python3
"""Start-up benchmark: the app against bare Pyodide, in headless Debian Chromium.

Three kinds of start, each timed from navigation start to the moment `document.body.dataset.ready`
becomes "1" (recorded in the page by a MutationObserver, so polling adds no error):

- cold: a fresh browser context (empty HTTP cache), service worker blocked;
- warm: a second load in the same context (HTTP cache), service worker blocked;
- service worker: a second load in a context where the app's service worker is installed.

Scenarios alternate, after one discarded warm-up round. Targets: the app's cold start within
1.25x of bare Pyodide's, and its start from the service worker within 1.2x of a warm bare
Pyodide load.

    .venv/bin/python bench/startup.py [--runs 5]      (or: make bench)

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

TARGET_RATIO = 1.25
TARGET_SW_RATIO = 1.2
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


def scenarios() -> list[Scenario]:
    bare = f"bench/bare.html?pyodide={vendor.npm_version(ROOT, 'pyodide')}"
    return [
        Scenario("bare Pyodide, cold", bare, "cold", ""),
        Scenario("Grove `/#/trellis`, cold", "#/trellis", "cold", "bare Pyodide, cold"),
        Scenario("bare Pyodide, warm (HTTP cache)", bare, "warm", ""),
        Scenario("Grove, warm (HTTP cache)", "#/trellis", "warm",
                 "bare Pyodide, warm (HTTP cache)"),
        Scenario("Grove, from the service worker", "#/trellis", "sw",
                 "bare Pyodide, warm (HTTP cache)"),
    ]


def timed_load(page, url: str) -> float:
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(url, wait_until="commit")
    try:
        page.wait_for_function("window.__readyAt !== undefined", timeout=TIMEOUT_MS)
    except Exception as error:
        raise RuntimeError(f"{url} never became ready; page errors: {errors}") from error
    return page.evaluate("window.__readyAt") / 1000


def load(browser: Browser, url: str, mode: str) -> float:
    """Seconds from navigation start to body[data-ready="1"] for one start of this kind."""
    context = browser.new_context(service_workers="allow" if mode == "sw" else "block")
    try:
        context.add_init_script(READY_OBSERVER)
        first = context.new_page()
        took = timed_load(first, url)
        if mode == "cold":
            return took
        if mode == "sw":
            first.wait_for_function("document.documentElement.dataset.offline === 'ready'",
                                    timeout=TIMEOUT_MS)
        first.close()
        return timed_load(context.new_page(), url)
    finally:
        context.close()


def measure(browser: Browser, base_url: str, cases: list[Scenario], runs: int) -> dict:
    """Timings per scenario; scenarios alternate so drift hits them alike."""
    for case in cases:  # warm-up: OS file cache, server threads; discarded
        load(browser, base_url + case.path, case.mode)
    times: dict[str, list[float]] = {case.name: [] for case in cases}
    for _ in range(runs):
        for case in cases:
            times[case.name].append(load(browser, base_url + case.path, case.mode))
    return times


def startup_rows(cases: list[Scenario], times: dict[str, list[float]]) -> list[list[str]]:
    rows = []
    for case in cases:
        samples = times[case.name]
        median = statistics.median(samples)
        ratio = (f"{median / statistics.median(times[case.baseline]):.2f}x"
                 if case.baseline else "1.00x")
        rows.append([case.name, f"{median:.2f}", f"{min(samples):.2f}", f"{max(samples):.2f}",
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
    args = parser.parse_args(argv)

    vendor.main([])
    cases = scenarios()
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
    print_table(["scenario", "median s", "min s", "max s", "ratio to its bare Pyodide"], rows)
    print()
    for case, target in ((cases[1], TARGET_RATIO), (cases[4], TARGET_SW_RATIO)):
        ratio = statistics.median(times[case.name]) / statistics.median(times[case.baseline])
        verdict = "met" if ratio <= target else "NOT met"
        print(f"Target: {case.name} within {target}x of {case.baseline}: {ratio:.2f}x, {verdict}.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
