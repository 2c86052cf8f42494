#!/usr/bin/env python3
"""Start-up and memory in Chromium, Firefox and WebKit, with grove.zip preloaded and without.

Each round is a new browser with a profile of its own, driven as the cross-browser tests drive
it (scripts/drivers.py), the service worker on:

- **first visit**: navigation start to interactive (`body[data-ready]` turns "1", noted in the
  page by the probe's observer, so polling adds no error); then, once the memory snapshot is
  made and the page controlled by the service worker, the browser's memory at rest;
- **next visit**: a reload (the service worker answers, Pyodide starts from the snapshot), its
  interactive time, and the memory at rest again;
- **with the computer's worker**: a new game against the computer, a hint asked for (the medium
  computer, in its worker, started from the snapshot too) and shown, and the memory at rest
  once more.

Each round runs once as built (static/js/offline.js preloads grove.zip where no service worker
answers the page: the first visit, not the next) and once with that preload taken out by the
bench's server, in turn. Loopback answers at once, which hides
what a preload is for: `--latency MS` delays each answer of the server by that much, as a
distant host would. Memory is read from /proc: the
proportional set size (PSS) of all the browser's processes, so that shared pages count once,
and the resident size (RSS) of its largest process, the page's.

    .venv/bin/python bench/browsers.py [--runs 3] [--browsers chromium,firefox,webkit]
        [--latency 0] [--write bench/results/browsers.md]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

import drivers  # noqa: E402
import serve  # noqa: E402
import vendor  # noqa: E402

PRELOAD = 'if ("serviceWorker" in navigator && navigator.serviceWorker.controller) return;'
NOT_THE_BROWSER = {"python", "python3", "node", "Xvfb", "WebKitWebDriver"}


def without_preload(handler: type[serve.Handler]) -> type[serve.Handler]:
    """`handler`, serving offline.js without its preload of grove.zip."""

    class Plain(handler):
        def send_head(self):
            if self.path.split("?")[0] != "/static/js/offline.js":
                return super().send_head()
            script = Path(self.translate_path(self.path.split("?")[0])).read_text("utf-8")
            assert PRELOAD in script, "offline.js no longer preloads grove.zip: update the bench"
            return drivers.served(self, script.replace(PRELOAD, "return;"),
                                  serve.CONTENT_TYPES[".js"])

    return Plain


def slowed(handler: type[serve.Handler], seconds: float) -> type[serve.Handler]:
    """`handler`, answering each request `seconds` late."""

    class Slow(handler):
        def send_head(self):
            time.sleep(seconds)
            return super().send_head()

    return Slow


def processes() -> dict[int, tuple[int, str]]:
    """Every process: pid -> (parent pid, name)."""
    found = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        name = stat[stat.index("(") + 1:stat.rindex(")")]
        parent = int(stat[stat.rindex(")") + 2:].split()[1])
        found[int(entry)] = (parent, name)
    return found


def memory() -> tuple[float, float]:
    """(PSS of the browser's processes, RSS of the largest), in MB: the processes below this
    one, but for this bench's helpers (Python, Playwright's node, Xvfb, the WebDriver)."""
    table = processes()
    mine, queue = set(), [os.getpid()]
    while queue:
        pid = queue.pop()
        for child, (parent, _) in table.items():
            if parent == pid and child not in mine:
                mine.add(child)
                queue.append(child)
    pss = rss = 0.0
    for pid in mine:
        if table[pid][1] in NOT_THE_BROWSER:
            continue
        try:
            rollup = Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()
        except OSError:
            continue
        fields = {line.split()[0]: int(line.split()[1]) for line in rollup[1:] if line.strip()}
        pss += fields.get("Pss:", 0) / 1024
        rss = max(rss, fields.get("Rss:", 0) / 1024)
    return pss, rss


def at_rest() -> tuple[float, float]:
    """Memory once it settles: the last of three readings a second apart."""
    readings = []
    for _ in range(3):
        time.sleep(1)
        readings.append(memory())
    return readings[-1]


def open_browser(kind: str, refuser: drivers.Refuser, screen, folder: Path, playwright):
    log = folder / f"{kind}.log"
    if kind == "chromium":
        return drivers.Chromium(playwright, refuser.port)
    if kind == "firefox":
        return drivers.Firefox(refuser.port, log)
    return drivers.WebKit(refuser.port, screen.display, log)


def one_round(kind: str, preload: bool, screen, playwright, folder: Path,
              latency: float) -> dict[str, float]:
    reports: list[dict] = []
    handler = drivers.probe_reports(serve.Handler, reports)
    handler = handler if preload else without_preload(handler)
    server, url = serve.start(serve.SITE, port=0,
                              handler=slowed(handler, latency) if latency else handler)
    refuser = drivers.Refuser()
    browser = open_browser(kind, refuser, screen, folder, playwright)
    try:
        browser.go(url + "#/trellis")
        browser.wait("window.groveReadyAt !== undefined", 180, "ready")
        first = browser.value("window.groveReadyAt") / 1000
        browser.wait("navigator.serviceWorker.controller !== null", 120, "controlled")
        browser.wait("globalThis.groveStart.kept !== undefined", 180, "a snapshot under way")
        assert browser.run("return await globalThis.groveStart.kept;") is True
        first_pss, first_rss = at_rest()
        browser.reload()
        browser.wait("window.groveReadyAt !== undefined", 180, "ready again")
        assert browser.value("globalThis.groveStart.how") == "snapshot"
        again = browser.value("window.groveReadyAt") / 1000
        again_pss, again_rss = at_rest()
        browser.run("location.hash = '#/trellis/new/computer';")  # the home page's button
        browser.wait("document.getElementById('hint').hidden === false"
                     " && document.getElementById('hint').disabled === false", 60, "a hint offered")
        browser.click("#hint")
        browser.wait("document.querySelector('#board .hinted') !== null", 120, "the hint shown")
        worker_pss, worker_rss = at_rest()
        problems = [f"{r.get('kind')}: {r.get('text')}" for r in reports]
        assert not problems, f"{kind}: " + "; ".join(problems)
    finally:
        browser.close()
        refuser.close()
        server.shutdown()
        server.server_close()
    return {"first": first, "again": again, "first_pss": first_pss, "first_rss": first_rss,
            "again_pss": again_pss, "again_rss": again_rss, "worker_pss": worker_pss,
            "worker_rss": worker_rss}


def median(rounds: list[dict], key: str) -> float:
    return statistics.median(r[key] for r in rounds)


def span(rounds: list[dict], key: str) -> str:
    values = [r[key] for r in rounds]
    return f"{min(values):.2f}-{max(values):.2f}"


def versions(kind: str) -> str:
    command = {"chromium": ["/usr/bin/chromium", "--version"],
               "firefox": [drivers.FIREFOX, "--version"],
               "webkit": ["dpkg-query", "-W", "-f=WebKitGTK ${Version}", "webkit2gtk-driver"]}
    try:
        return subprocess.run(command[kind], capture_output=True, text=True, timeout=30
                              ).stdout.strip()
    except OSError:
        return kind


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--browsers", default="chromium,firefox,webkit")
    parser.add_argument("--latency", type=float, default=0, help="ms added to each answer")
    parser.add_argument("--write", default="", help="also write the tables to this file")
    args = parser.parse_args(argv)
    kinds = args.browsers.split(",")
    for kind in kinds:
        lacking = drivers.missing(kind)
        if lacking:
            print(f"{kind}: missing {lacking}")
            return 1
    vendor.main([])

    from playwright.sync_api import sync_playwright

    results: dict[tuple[str, bool], list[dict]] = {}
    screen = drivers.Screen() if "webkit" in kinds else None
    folder = Path(tempfile.mkdtemp(prefix="grove-bench-browsers-"))
    try:
        with sync_playwright() as playwright:
            for n in range(args.runs):
                for kind in kinds:
                    for preload in ((True, False) if n % 2 == 0 else (False, True)):
                        row = one_round(kind, preload, screen, playwright, folder,
                                        args.latency / 1000)
                        results.setdefault((kind, preload), []).append(row)
                        print(f"round {n + 1} {kind} {'preload' if preload else 'no preload'}: "
                              f"first {row['first']:.2f} s, next {row['again']:.2f} s, "
                              f"PSS {row['first_pss']:.0f} / {row['again_pss']:.0f} / "
                              f"{row['worker_pss']:.0f} MB",
                              flush=True)
    finally:
        if screen:
            screen.close()

    delay = f" Each answer of the server {args.latency:.0f} ms late." if args.latency else ""
    lines = [f"Median of {args.runs} rounds, each a new profile, the service worker on.{delay} "
             "Interactive: navigation start to `body[data-ready]`; memory at rest, after the "
             "snapshot is made (first visit) and after the reload that starts from it (next).",
             "", "| browser | grove.zip preloaded | first visit s | range | next visit s | range |",
             "|---|---|---:|---|---:|---|"]
    for (kind, preload), rounds in results.items():
        lines.append(f"| {versions(kind)} | {'first visit only' if preload else 'never'} | "
                     f"{median(rounds, 'first'):.2f} | {span(rounds, 'first')} | "
                     f"{median(rounds, 'again'):.2f} | {span(rounds, 'again')} |")
    lines += ["", "Memory in MB: PSS of all the browser's processes / RSS of the largest.", "",
              "| browser | grove.zip preloaded | first visit | next visit"
              " | with the computer's worker |",
              "|---|---|---:|---:|---:|"]
    for (kind, preload), rounds in results.items():
        cells = [f"{median(rounds, moment + '_pss'):.0f} / {median(rounds, moment + '_rss'):.0f}"
                 for moment in ("first", "again", "worker")]
        lines.append(f"| {kind} | {'first visit only' if preload else 'never'} | "
                     + " | ".join(cells) + " |")
    text = "\n".join(lines)
    print(text)
    if args.write:
        Path(args.write).write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
