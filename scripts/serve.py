#!/usr/bin/env python3
"""Local static server for the site, with the headers that netlify.toml declares.

Serves the site folder that scripts/vendor.py builds (`site/`) on 127.0.0.1 only, so what is
served here is exactly what deploys. Each response gets the headers of every
netlify.toml [[headers]] block whose `for` pattern matches the request path, as Netlify does:
`*` matches any characters (slashes included), `:name` one path segment; a header set by
several matching blocks gets their values joined with ", ".

    python3 scripts/serve.py [PORT] [--root DIR] [--quiet]     # PORT 0 picks a free port

From Python (tests, benchmarks):

    server, url = serve.start(SITE, port=0)    # serves in a daemon thread
    ...
    server.shutdown(); server.server_close()
"""

from __future__ import annotations

import argparse
import functools
import re
import sys
import threading
import tomllib
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "site"
NETLIFY = ROOT / "netlify.toml"  # the headers: read from the repository, never served
HOST = "127.0.0.1"

CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".map": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".md": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".webmanifest": "application/manifest+json",
    ".woff2": "font/woff2",
}


def netlify_pattern(pattern: str) -> re.Pattern[str]:
    """Compile a Netlify header path (`/*`, `/*.wasm`, `/static/vendor/*`, `/docs/:page`)."""
    parts = []
    for token in re.split(r"(\*|:[A-Za-z_][A-Za-z0-9_]*)", pattern):
        if token == "*":
            parts.append(".*")
        elif token.startswith(":") and len(token) > 1:
            parts.append("[^/]+")
        else:
            parts.append(re.escape(token))
    return re.compile("".join(parts))


def _header_value(value: object) -> str:
    if isinstance(value, list):
        return ", ".join(_header_value(v) for v in value)
    # Multi-line TOML strings are one header value: fold the lines.
    return " ".join(line.strip() for line in str(value).splitlines() if line.strip())


def load_header_rules(netlify_toml: Path) -> list[tuple[re.Pattern[str], dict[str, str]]]:
    """The [[headers]] blocks of netlify.toml as (compiled pattern, {name: value})."""
    if not netlify_toml.is_file():
        return []
    config = tomllib.loads(netlify_toml.read_text(encoding="utf-8"))
    rules = []
    for block in config.get("headers", []):
        values = {name: _header_value(v) for name, v in block.get("values", {}).items()}
        rules.append((netlify_pattern(block["for"]), values))
    return rules


def headers_for(path: str, rules: list[tuple[re.Pattern[str], dict[str, str]]]) -> dict[str, str]:
    """Headers for a request path (no query), merged over all matching rules."""
    merged: dict[str, tuple[str, str]] = {}  # lower-case name -> (name, value)
    for pattern, values in rules:
        if not pattern.fullmatch(path):
            continue
        for name, value in values.items():
            key = name.lower()
            if key in merged and merged[key][1] != value:
                merged[key] = (merged[key][0], f"{merged[key][1]}, {value}")
            else:
                merged[key] = (name, value)
    return dict(merged.values())


class Handler(SimpleHTTPRequestHandler):
    """SimpleHTTPRequestHandler plus Netlify's headers and explicit content types."""

    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **CONTENT_TYPES}
    rules: list[tuple[re.Pattern[str], dict[str, str]]] = []
    quiet = False

    mounts: dict[str, Path] = {}  # URL prefix -> folder served there instead (benchmarks' pages)

    def translate_path(self, path: str) -> str:
        clean = unquote(urlsplit(path).path)
        for prefix, folder in self.mounts.items():
            if clean.startswith(prefix):
                target = (folder / clean.removeprefix(prefix)).resolve()
                return str(target) if folder.resolve() in target.parents else str(folder / "-")
        return super().translate_path(path)

    def _prepare(self) -> None:
        path = unquote(urlsplit(self.path).path)
        self._extra = headers_for(path, self.rules)
        self._overridden = {name.lower() for name in self._extra}

    def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
        self._prepare()
        super().do_GET()

    def do_HEAD(self) -> None:  # noqa: N802
        self._prepare()
        super().do_HEAD()

    def send_header(self, keyword: str, value: str) -> None:
        # A header netlify.toml sets (e.g. Content-Type for *.wasm) replaces the default one.
        if keyword.lower() in getattr(self, "_overridden", ()):
            return
        super().send_header(keyword, value)

    def end_headers(self) -> None:
        extra = getattr(self, "_extra", {})
        self._extra, self._overridden = {}, set()
        for name, value in extra.items():
            super().send_header(name, value)
        super().end_headers()

    def list_directory(self, path):  # noqa: ARG002
        # Netlify lists no folders: a folder without index.html is a 404 there, and here too.
        self.send_error(404, "File not found")
        return None

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        if not self.quiet:
            super().log_message(format, *args)


class Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128  # a browser opens many connections at once; 5 would drop SYNs


def make_server(root: Path | str = SITE, port: int = 0, quiet: bool = True,
                netlify: Path = NETLIFY, mounts: dict[str, Path] | None = None,
                handler: type[Handler] = Handler) -> tuple[Server, str]:
    """Bind (but do not run) a server for `root` on 127.0.0.1, with the headers of `netlify`;
    `mounts` serves other folders under URL prefixes (`{"/bench/": ...}`: benchmarks only);
    `handler` may be a subclass of Handler (the cross-browser tests' probe). Returns (server,
    base URL)."""
    root = Path(root).resolve()
    handler = type("GroveHandler", (handler,), {"rules": load_header_rules(netlify),
                                                "quiet": quiet, "mounts": mounts or {}})
    server = Server((HOST, port), functools.partial(handler, directory=str(root)))
    return server, f"http://{HOST}:{server.server_address[1]}/"


def start(root: Path | str = SITE, port: int = 0, quiet: bool = True,
          netlify: Path = NETLIFY, mounts: dict[str, Path] | None = None,
          handler: type[Handler] = Handler) -> tuple[Server, str]:
    """Serve `root` from a daemon thread; return (server, base URL). Stop with server.shutdown()."""
    server, url = make_server(root, port, quiet, netlify, mounts, handler)
    threading.Thread(target=server.serve_forever, name="grove-serve", daemon=True).start()
    return server, url


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("port", nargs="?", type=int, default=8000, help="0 picks a free port")
    parser.add_argument("--root", default=str(SITE), help="directory to serve (the site)")
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    args = parser.parse_args(argv)
    server, url = make_server(args.root, args.port, args.quiet)
    print(f"Serving {Path(args.root).resolve()} at {url}  (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
