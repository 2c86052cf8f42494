"""Offline play and updates: the service worker, the web app manifest and the security policy.

The tests of the service worker serve a copy of the site of their own, so that they can stop its
server and publish a new build, and use browser contexts that allow the service worker (the
other tests block it).
"""

import json
import shutil
import struct
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

import chromium
import serve
import vendor

ROOT = Path(__file__).resolve().parents[2]
READY = "document.body !== null && document.body.dataset.ready === '1'"  # body: not mid-load
NEW_BUILD = "document.querySelector('meta[name=build]') !== null"


class Site:
    """A copy of the repository's site sources, built into a site folder with a server of its
    own, so that a test may stop the server or change a file and build again."""

    def __init__(self, folder: Path):
        self.source = folder  # what the test may change, as in the repository
        for name in ("index.html", "pyscript.toml", "sw.js", "package.json"):
            shutil.copy(ROOT / name, folder / name)
        for name in ("py", "docs", "static", "locale"):
            shutil.copytree(ROOT / name, folder / name, ignore=shutil.ignore_patterns(
                "__pycache__", "vendor", "build"))
        (folder / "node_modules").symlink_to(ROOT / "node_modules")
        self.build()
        self.server, self.url = serve.start(folder / "site", port=0, quiet=True)

    def build(self):
        vendor.build_site(self.source)

    def stop(self):
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()
            self.server = None


@pytest.fixture
def site(tmp_path):
    running = Site(tmp_path)
    yield running
    running.stop()


@pytest.fixture
def offline_page(browser):
    context = browser.new_context(service_workers="allow")
    page = context.new_page()
    problems = []
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(str(e)))
    outside = []
    context.on("request", lambda r: None if chromium.is_local(r.url) else outside.append(r.url))
    yield page, problems
    assert outside == [], outside
    context.close()


def workers(page) -> str:
    """The page's service workers, for a failure's message."""
    return page.evaluate("""async () => {
      const r = await navigator.serviceWorker.getRegistration();
      const say = (w) => w ? w.state : "none";
      return `controller ${navigator.serviceWorker.controller ? "yes" : "no"}, active ` +
        `${say(r && r.active)}, waiting ${say(r && r.waiting)}, installing ` +
        `${say(r && r.installing)}, update bar ` +
        `${document.getElementById("update-bar").hidden ? "hidden" : "shown"}`;
    }""")


def wait_for_worker(page):
    page.wait_for_function("document.documentElement.dataset.offline === 'ready'",
                           timeout=60_000)
    page.wait_for_function("navigator.serviceWorker.ready.then(() => true)")


def test_after_a_first_visit_the_app_starts_and_plays_with_the_server_down(site, offline_page):
    page, problems = offline_page
    loads = []
    page.on("load", lambda _: loads.append(page.url))
    page.goto(site.url + "#/trellis")
    page.wait_for_function(READY, timeout=60_000)
    page.evaluate("window.groveFirstPage = true")
    wait_for_worker(page)
    page.wait_for_function("navigator.serviceWorker.controller !== null")  # it took control
    page.click('#board [data-cell="h8"]')
    expect(page.locator("#board .stone-B")).to_have_count(1)
    # ... and the page the player was using is still the one he has: no reload under him.
    assert page.evaluate("window.groveFirstPage === true") and len(loads) == 1, loads
    site.stop()
    page.reload()
    page.wait_for_function(READY, timeout=60_000)
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    expect(page.locator("#board .stone-B")).to_have_count(1)  # the autosaved game is back
    page.click('#board [data-cell="h11"]')
    expect(page.locator("#board .stone-B")).to_have_count(2)
    # A computer move, with the worker's own Python also started from the cache.
    page.click("#game-menu summary")
    page.click("#open-new")
    page.select_option('#new-game select[name="size"]', "7")
    page.select_option('#new-game select[name="pie"]', "off")
    page.select_option('#new-game select[name="kind-1"]', "easy")
    page.click('#new-game button[type="submit"]')
    page.click('#board [data-cell="d4"]')
    page.click('#board [data-cell="d7"]')
    try:
        expect(page.locator("#board .stone-W")).not_to_have_count(0, timeout=60_000)
    except AssertionError:
        raise AssertionError(f"no computer move; page said {page.inner_text('#panel')!r}, "
                             f"errors {problems}") from None
    page.goto(site.url + "#/orbit")  # another game, also from the cache
    expect(page.locator("#game-title")).to_have_text("Orbit")
    page.click("#open-rules")
    expect(page.locator("#rules-body h2").first).to_have_text("Orbit")
    assert problems == []


def versions(page) -> list:
    """What Chromium says of the site's service worker versions as they change, for a failure's
    message (DevTools' ServiceWorker domain)."""
    start, timeline = time.monotonic(), []
    devtools = page.context.new_cdp_session(page)
    devtools.on("ServiceWorker.workerVersionUpdated", lambda event: timeline.extend(
        (round(time.monotonic() - start, 1), v["versionId"], v["runningStatus"], v["status"])
        for v in event["versions"]))
    devtools.send("ServiceWorker.enable")
    return timeline


def test_a_new_build_is_offered_and_the_reload_keeps_the_game(site, offline_page):
    page, problems = offline_page
    timeline = versions(page)
    page.goto(site.url + "#/trellis")
    page.wait_for_function(READY, timeout=60_000)
    wait_for_worker(page)
    page.click('#board [data-cell="h8"]')
    page.click('#board [data-cell="h11"]')
    index = site.source / "index.html"
    marker = '<title>Grove</title><meta name="build" content="2">'
    index.write_text(index.read_text().replace("<title>Grove</title>", marker))
    site.build()  # a new build: a new precache list, so a new service worker
    page.reload()
    page.wait_for_function(READY, timeout=60_000)
    other = page.context.new_page()  # a second tab, open on the old version
    other.goto(site.url + "#/trellis")
    other.wait_for_function(READY, timeout=60_000)
    expect(page.locator("#update-bar")).to_be_visible(timeout=60_000)
    page.click("#update-reload")
    try:
        page.wait_for_function(NEW_BUILD, timeout=60_000)
    except Exception:  # say where the workers stood, and what Chromium did with them
        stood = workers(page)
        why = ("the browser kept the old version's worker busy: " if "waiting installed" in stood
               else "")
        raise AssertionError(f"no new build after Reload: {why}{stood}; versions (seconds, id, "
                             f"running, status): {timeline[-12:]}") from None
    page.wait_for_function(READY, timeout=60_000)
    expect(page.locator("#board .stone-B")).to_have_count(2)
    expect(page.locator("#update-bar")).to_be_hidden()
    # The other tab is not reloaded under its player: it offers the new version, on a click.
    expect(other.locator("#update-bar")).to_be_visible(timeout=60_000)
    assert other.evaluate("document.querySelector('meta[name=build]') === null")
    other.click("#update-reload")
    other.wait_for_function(NEW_BUILD, timeout=60_000)
    assert problems == []


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_the_manifest_is_valid_and_its_icons_load(app):
    """The repository's site as the other tests serve it: nothing here stops or changes it."""
    page = app.page
    response = page.goto(app.url(""))
    headers = response.headers
    assert "wasm-unsafe-eval" in headers["content-security-policy"]
    assert "default-src 'self'" in headers["content-security-policy"]
    app.wait_ready()
    href = page.get_attribute('link[rel="manifest"]', "href")
    manifest_url = app.url(href.removeprefix("./"))
    answer = page.request.get(manifest_url)
    assert answer.headers["content-type"].startswith("application/manifest+json")
    manifest = json.loads(answer.text())
    assert manifest["display"] == "standalone" and manifest["short_name"] == "Grove"
    assert manifest["theme_color"].startswith("#") and manifest["start_url"]
    sizes = set()
    for icon in manifest["icons"]:
        url = manifest_url.rsplit("/", 1)[0] + "/" + icon["src"]
        got = page.request.get(url)
        assert got.ok, url
        if icon["type"] == "image/png":
            width, height = png_size(got.body())
            assert f"{width}x{height}" == icon["sizes"]
            sizes.add(width)
    assert {192, 512} <= sizes
