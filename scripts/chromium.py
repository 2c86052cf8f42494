"""How Grove launches Debian's Chromium for tests and benchmarks (never `playwright install`).

The flags keep Chromium itself off the network (sign-in, component updates, DNS for anything
but loopback), so a test can assert that nothing the app does leaves 127.0.0.1.
"""

from __future__ import annotations

import os
from urllib.parse import urlsplit

EXECUTABLE = os.environ.get("GROVE_CHROMIUM", "/usr/bin/chromium")

ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    # A container's /dev/shm can be 64 MB, too small for Pyodide's pages: use /tmp instead.
    "--disable-dev-shm-usage",
    "--gaia-url=http://127.0.0.1:9",
    "--component-updater=url-source=http://127.0.0.1:9/update",
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1, EXCLUDE localhost",
]

LOCAL_HOSTS = {"127.0.0.1", "localhost", "[::1]", "::1"}
LOCAL_SCHEMES = {"blob", "data", "about"}


def launch_options(**extra: object) -> dict[str, object]:
    """Keyword arguments for playwright's chromium.launch()."""
    if not os.access(EXECUTABLE, os.X_OK):
        raise RuntimeError(
            f"{EXECUTABLE} not found: install Debian's chromium (`make setup` does it)"
        )
    return {"executable_path": EXECUTABLE, "args": list(ARGS), "headless": True, **extra}


def is_local(url: str) -> bool:
    """True for URLs that stay on this machine (loopback http, blob:, data:, about:)."""
    parts = urlsplit(url)
    if parts.scheme in LOCAL_SCHEMES:
        return True
    return parts.scheme in {"http", "https", "ws", "wss"} and parts.hostname in LOCAL_HOSTS
