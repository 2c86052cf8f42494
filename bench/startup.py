#!/usr/bin/env python3
"""Start-up benchmark: the app against bare Pyodide, cold, in headless Debian Chromium.

Each load runs in a fresh browser context (empty HTTP cache) and is timed from navigation start
to the moment `document.body.dataset.ready` becomes "1" (recorded in the page by a
MutationObserver, so polling adds no error). Scenarios alternate, after one discarded warm-up
round. Target: the app within 1.25x of bare Pyodide.

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
    baseline: bool = False


def scenarios() -> list[Scenario]:
    pyodide = vendor.npm_version(ROOT, "pyodide")
    return [
        Scenario(
            "bare Pyodide: `1+1` (bench/bare.html)",
            f"bench/bare.html?pyodide={pyodide}",
            baseline=True,
        ),
        Scenario("Grove app: `/#/trellis` drawn", "#/trellis"),
    ]


def cold_load(browser: Browser, url: str) -> float:
    """Seconds from navigation start to body[data-ready="1"], in a fresh context."""
    context = browser.new_context()
    try:
        context.add_init_script(READY_OBSERVER)
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(url, wait_until="commit")
        try:
            page.wait_for_function("window.__readyAt !== undefined", timeout=TIMEOUT_MS)
        except Exception as error:
            raise RuntimeError(f"{url} never became ready; page errors: {errors}") from error
        return page.evaluate("window.__readyAt") / 1000
    finally:
        context.close()


def measure(browser: Browser, base_url: str, cases: list[Scenario], runs: int) -> dict:
    """Timings per scenario; scenarios alternate so drift hits them alike."""
    for case in cases:  # warm-up: OS file cache, server threads; discarded
        cold_load(browser, base_url + case.path)
    times: dict[str, list[float]] = {case.name: [] for case in cases}
    for _ in range(runs):
        for case in cases:
            times[case.name].append(cold_load(browser, base_url + case.path))
    return times


def startup_rows(cases: list[Scenario], times: dict[str, list[float]]) -> list[list[str]]:
    base = next(c for c in cases if c.baseline)
    base_median = statistics.median(times[base.name])
    rows = []
    for case in cases:
        samples = times[case.name]
        median = statistics.median(samples)
        rows.append(
            [
                case.name,
                f"{median:.2f}",
                f"{min(samples):.2f}",
                f"{max(samples):.2f}",
                f"{median / base_median:.2f}x",
            ]
        )
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
    server, base_url = serve.start(ROOT, port=0, quiet=True)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**chromium.launch_options())
            try:
                times = measure(browser, base_url, cases, args.runs)
                print(
                    f"\nCold start-up, median of {args.runs} fresh contexts "
                    f"(Chromium {browser.version}, pyodide {vendor.npm_version(ROOT, 'pyodide')},"
                    f" @pyscript/core {vendor.npm_version(ROOT, '@pyscript/core')})\n"
                )
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()

    rows = startup_rows(cases, times)
    print_table(["scenario", "median s", "min s", "max s", "ratio to bare"], rows)
    base_median = statistics.median(times[cases[0].name])
    app_median = statistics.median(times[cases[1].name])
    ratio = app_median / base_median
    verdict = "met" if ratio <= TARGET_RATIO else "NOT met"
    print(f"\nTarget: app within {TARGET_RATIO}x of bare Pyodide: {ratio:.2f}x, {verdict}.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
