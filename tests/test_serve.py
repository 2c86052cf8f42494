"""scripts/serve.py: Netlify-style header matching and the local server's responses."""

from __future__ import annotations

import urllib.error
import urllib.request
from pathlib import Path

import pytest

import serve

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    ("pattern", "path", "matches"),
    [
        ("/*", "/", True),
        ("/*", "/static/a/b.js", True),
        ("/", "/", True),
        ("/", "/index.html", False),
        ("/*.wasm", "/static/vendor/pyodide-1/pyodide.asm.wasm", True),
        ("/*.wasm", "/static/x.wasm.map", False),
        ("/static/vendor/*", "/static/vendor/pyscript-1/core.js", True),
        ("/static/vendor/*", "/static/build/grove.zip", False),
        ("/docs/:page", "/docs/trellis", True),
        ("/docs/:page", "/docs/a/b", False),
    ],
)
def test_netlify_patterns(pattern, path, matches):
    assert bool(serve.netlify_pattern(pattern).fullmatch(path)) is matches


def test_headers_merge_like_netlify():
    rules = [
        (serve.netlify_pattern("/*"), {"X-A": "1", "Cache-Control": "public"}),
        (serve.netlify_pattern("/x/*"), {"Cache-Control": "max-age=60"}),
    ]
    assert serve.headers_for("/x/y", rules) == {"X-A": "1", "Cache-Control": "public, max-age=60"}
    assert serve.headers_for("/y", rules) == {"X-A": "1", "Cache-Control": "public"}


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    root = tmp_path_factory.mktemp("site")
    (root / "index.html").write_text("<!doctype html><title>t</title>")
    (root / "pyscript.toml").write_text('interpreter = "x"\n')
    vendor_dir = root / "static" / "vendor" / "pyodide-1"
    vendor_dir.mkdir(parents=True)
    (vendor_dir / "pyodide.asm.wasm").write_bytes(b"\0asm")
    (vendor_dir / "pyodide.mjs").write_text("export {}")
    server, url = serve.start(root, port=0)
    yield url
    server.shutdown()
    server.server_close()


def fetch(url: str) -> tuple[int, dict[str, str]]:
    with urllib.request.urlopen(url) as response:
        return response.status, {k.lower(): v for k, v in response.headers.items()}


def test_server_is_loopback_only(site):
    assert site.startswith("http://127.0.0.1:")


def test_root_and_index_are_revalidated(site):
    for path in ("", "index.html"):
        status, headers = fetch(site + path)
        assert status == 200
        assert headers["cache-control"] == "no-cache"
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["referrer-policy"] == "no-referrer"
        assert headers["content-type"].startswith("text/html")


def test_vendor_files_are_immutable_with_right_types(site):
    _, wasm = fetch(site + "static/vendor/pyodide-1/pyodide.asm.wasm")
    assert wasm["content-type"] == "application/wasm"
    assert wasm["cache-control"] == "public, max-age=31536000, immutable"
    _, mjs = fetch(site + "static/vendor/pyodide-1/pyodide.mjs")
    assert mjs["content-type"].startswith("text/javascript")
    _, toml = fetch(site + "pyscript.toml")
    assert toml["content-type"].startswith("text/plain")
    assert toml["cache-control"] == "no-cache"


# -- the real site: exactly the files vendor.py lists, nothing of the repository besides ----------

@pytest.fixture(scope="module")
def real_site():
    import vendor

    vendor.build_site()
    server, url = serve.start(port=0)  # serve.SITE, as `make play` does
    yield url
    server.shutdown()
    server.server_close()


def status_of(url: str) -> int:
    try:
        with urllib.request.urlopen(url) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


@pytest.mark.parametrize("path", ["Makefile", "tests/", "tests/e2e/conftest.py", "netlify.toml",
                                  "package.json", "scripts/serve.py", "py/grove/__init__.py",
                                  "docs/architecture.md", "README.md", "bench/bare.html",
                                  "static/", "static/vendor/"])
def test_nothing_of_the_repository_but_the_site_is_served(real_site, path):
    assert status_of(real_site + path) == 404


def test_every_file_of_the_site_is_in_the_offline_list_and_is_served(real_site):
    import json

    import vendor

    text = (serve.SITE / vendor.PRECACHE).read_text(encoding="utf-8")
    listed = json.loads(text[text.index("{"): text.rindex("}") + 1])["files"]
    on_disk = {"./" + p.relative_to(serve.SITE).as_posix()
               for p in serve.SITE.rglob("*") if p.is_file()}
    # Everything but the service worker and its own list is kept for offline play, and the
    # list names nothing the folder does not hold.
    assert set(listed) == on_disk - {"./sw.js", "./" + vendor.PRECACHE} | {"./"}
    for name in ("./", "./index.html", "./docs/orbit.html", "./static/build/grove.zip"):
        assert name in listed and status_of(real_site + name.removeprefix("./")) == 200


def test_netlify_publishes_the_folder_that_is_served_here():
    import tomllib

    build = tomllib.loads((ROOT / "netlify.toml").read_text(encoding="utf-8"))["build"]
    assert (ROOT / build["publish"]).resolve() == serve.SITE
    assert "scripts/vendor.py" in build["command"]
