#!/usr/bin/env python3
"""How long the tests take: the wall time of each test folder, of `make check`'s part (ruff and
every test but the browser's) and of `make test`'s (ruff and every test), each with pytest on
every core as the Makefile runs it. Run it with nothing else on the machine.

    .venv/bin/python bench/test_times.py [--repo DIR] [--only FOLDER ...] [--jobs N]

`--repo` times another checkout (a `git worktree` of an older commit, with the same `.venv` and
`node_modules` linked in and its `site/` built) for a before-and-after table. The table is
printed and written to bench/results/test-times.md (for this repository only).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("tests/engine", "tests/view", "tests/app", "tests/learn", "tests/ai", "tests/property",
           "tests/test_*.py", "tests/e2e")
RUNS = {"check": ["--ignore=tests/e2e"], "test": []}  # the Makefile's two runs, after ruff
# The Makefile keeps bytecode between runs whatever the machine's environment says.
MAKES_ENVIRONMENT = {name: value for name, value in os.environ.items()
                     if name != "PYTHONDONTWRITEBYTECODE"}


def timed(repo: Path, args: list[str], ruff: bool = False) -> tuple[float, str]:
    """Seconds of wall time of a pytest run in `repo` (with ruff first), and its last line."""
    start = time.perf_counter()
    if ruff:
        subprocess.run([str(repo / ".venv/bin/ruff"), "check", "."], cwd=repo, check=True,
                       capture_output=True)
    done = subprocess.run([str(repo / ".venv/bin/python"), "-m", "pytest", "-q",
                           "-p", "no:cacheprovider", "--dist", "worksteal", *args],
                          cwd=repo, capture_output=True, text=True, env=MAKES_ENVIRONMENT)
    lines = (done.stdout or done.stderr).strip().splitlines()
    for line in lines:  # a run's failures are named, so that a flaky test can be found again
        if line.startswith(("FAILED", "ERROR")):
            print(f"  {line}", file=sys.stderr, flush=True)
    return time.perf_counter() - start, lines[-1] if lines else f"exit {done.returncode}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", type=Path, default=ROOT)
    parser.add_argument("--only", nargs="*", default=None)
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    options = parser.parse_args()
    repo, jobs = options.repo.resolve(), ["-n", str(options.jobs)]
    rows = []
    for folder in options.only or FOLDERS + tuple(RUNS):
        if folder in RUNS:
            seconds, last = timed(repo, jobs + RUNS[folder], ruff=True)
            folder = f"make {folder}"
        else:
            paths = sorted(str(p.relative_to(repo)) for p in repo.glob(folder))
            seconds, last = timed(repo, jobs + paths)
        rows.append(f"| {folder} | {seconds:.0f} s | {last.strip('= ')} |")
        print(rows[-1], flush=True)
    table = "\n".join([f"Test times in {repo.name} ({options.jobs} workers), "
                       f"{time.strftime('%Y-%m-%d')}:", "",
                       "| run | wall | pytest's last line |", "|---|---|---|", *rows, ""])
    if repo == ROOT and options.only is None:
        (ROOT / "bench" / "results" / "test-times.md").write_text(table, encoding="utf-8")
    print(table)


if __name__ == "__main__":
    sys.exit(main())
