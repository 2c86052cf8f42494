"""Browser-test fixtures: Debian Chromium through pytest-playwright, the site on 127.0.0.1.

    def test_something(app):
        page = app.open("#/trellis")     # waits until Python set body[data-ready="1"]
        app.new_game(size=7, pie="off")  # the new-game dialog
        app.click("d1", "d4")            # board cells; app.press("end") for buttons

Each test gets a page in a warm browser context: one that its test worker (xdist) made
before and lends to one test at a time, with the Pyodide memory snapshot (static/js/pyodide.mjs)
in its Cache Storage, so that Python starts from it, in about a third of a cold start's time.
Better still, the page the test before left, with Grove started in it: stopped first
(`groveStop()`), its storage cleared, and started again in its window by the test's first
`app.open` (`groveRestart()`, the address set), which saves Python's start. A page is lent again
only when its test passed and changed nothing a restart would not undo: no init script, route,
listener, emulated media or viewport of its own (`watch` marks those), the same globals and
natives, English, light (`Contexts.keepable`).
Before a context is lent, its storage is cleared and found empty (local and session storage,
IndexedDB, cookies, every cache but the snapshot's): `Contexts.take`. After the test its other
pages are closed and what a test may set on the context is undone (offline, routes,
permissions); a context whose test failed, or whose clock a test replaced, is closed, not lent
again. A test that must see a real start of the page opens it with `app.open(..., fresh=True)`
(or its own browser context).
Tests of the cold path (a first visit: no snapshot, nothing cached) say so with
`@pytest.mark.cold`: `app` is then a new context of its own, with snapshots off, as it is for a
test with a `browser_context_args` marker (a phone's screen, say).

At teardown `app` fails the test if any request left the machine (only 127.0.0.1/localhost,
blob: and data: are allowed) or if the page logged a console error or threw. A test that
expects an error says so first: `app.allow_console_error(r"regex")` (or `app.check_console =
False`). Only what happened during the test counts: its listeners go with it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, Request, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

import chromium
import serve
import vendor

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
READY_JS = "() => document.body !== null && document.body.dataset.ready === '1'"
READY_TIMEOUT_MS = 60_000
# Now and then Chromium loses a page's renderer ("Target crashed"): twice in all our full runs,
# once while Pyodide booted and once opening a panel, each time in a test that passed when run
# again. We take that for the browser, not the app: such a test is run once more, from a new
# context (pytest-rerunfailures). A test that crashes twice, or fails in any other way, fails.
CRASHED = r"(Target|Page) crashed"
# Chromium, now and then under load, lets a new service worker that was told to take over wait
# five minutes, the old one counted busy though idle (measured: the new version took over 300 s
# after Reload, every time; bench/notes/architecture-history.md, "The update's five minutes").
# test_offline says so in its failure, and only that failure is run again, twice at most (it
# has come twice in a row in a run of the whole suite).
OLD_WORKER_BUSY = r"the browser kept the old version's worker busy"
UPDATE_TEST = "test_a_new_build_is_offered_and_the_reload_keeps_the_game"


# Whether a test's call failed, for the fixtures' teardown: a failed test's context is not lent.
CALL_FAILED = pytest.StashKey[bool]()


# The files whose tests take longest (browsers of their own, several starts, a rebuilt site) run
# first: under xdist's work stealing a long test started last keeps one core busy alone.
LONG_FIRST = ("test_snapshot.py", "test_offline.py", "test_languages.py",
              "test_correspondence.py", "test_tabs.py")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if HERE in Path(item.path).resolve().parents:
            item.add_marker(pytest.mark.e2e)
            reruns = 2 if item.originalname == UPDATE_TEST else 1
            item.add_marker(pytest.mark.flaky(reruns=reruns,
                                              only_rerun=[CRASHED, OLD_WORKER_BUSY]))

    def rank(item: pytest.Item) -> int:
        path = Path(item.path)
        if path.parent.resolve() == HERE and path.name in LONG_FIRST:
            return LONG_FIRST.index(path.name)
        return len(LONG_FIRST)

    items.sort(key=rank)  # stable: the order within a file, and of the others, stays


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    report = yield
    if report.when == "call":
        item.stash[CALL_FAILED] = report.failed
    return report


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    try:
        options = chromium.launch_options()
    except RuntimeError as error:
        pytest.fail(str(error), pytrace=False)
    # Command-line choices (--headed, --slowmo) from pytest-playwright win over the default.
    return {**options, **browser_type_launch_args}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    # The service worker would copy the whole runtime into every test's fresh context; only the
    # offline tests (test_offline.py) let it run, in contexts of their own.
    return {**browser_context_args, "service_workers": "block"}


@pytest.fixture(scope="session")
def server_url() -> Iterator[str]:
    """Build the site folder (fast when done) and serve it on port 0."""
    try:
        vendor.main([])
    except SystemExit as error:  # vendor reports problems (e.g. no node_modules) this way
        if error.code not in (None, 0):
            pytest.fail(f"scripts/vendor.py failed: {error}", pytrace=False)
    server, url = serve.start(serve.SITE, port=0, quiet=True)
    yield url
    server.shutdown()
    server.server_close()


def site_paths() -> set[str]:
    """Every path the site folder serves: its files, and / for index.html."""
    return {"/"} | {"/" + p.relative_to(serve.SITE).as_posix()
                    for p in serve.SITE.rglob("*") if p.is_file()}


class App:
    """A page on the served site that records requests, console errors and page errors."""

    def __init__(self, page: Page, context: BrowserContext, base_url: str) -> None:
        self.page = page
        self.context = context
        self.base_url = base_url
        self.requests: list[str] = []
        self.console_errors: list[str] = []
        self.page_errors: list[str] = []
        self.check_console = True
        self._allowed: list[re.Pattern[str]] = []
        self._tabs: list[App] = []
        # The context's listeners (pages, workers, service workers) outlive the test if lent
        # again: detach() removes them.
        self._listening = [("request", self._on_request), ("console", self._on_console),
                           ("weberror", self._on_web_error)]
        for event, listener in self._listening:
            context.on(event, listener)
        # The page may be lent again too: its listeners are removed as the context's are (and
        # added through the class, which `watch` does not count as the test's own).
        self._page_listening = [("request", self._on_request), ("console", self._on_console),
                                ("pageerror", self._on_page_error)]
        for event, listener in self._page_listening:
            Page.on(page, event, listener)

    def detach(self) -> None:
        """Stop recording what the context and the page do."""
        for event, listener in self._listening:
            self.context.remove_listener(event, listener)
        for event, listener in self._page_listening:
            Page.remove_listener(self.page, event, listener)
        self._listening = self._page_listening = []
        for tab in self._tabs:
            tab.detach()

    # --- recording ---------------------------------------------------------------------------
    def _on_request(self, request: Request) -> None:
        if request.url not in self.requests:
            self.requests.append(request.url)

    def _on_web_error(self, web_error) -> None:
        self._on_page_error(str(web_error.error))

    def _on_page_error(self, error) -> None:
        error = str(error)
        if error not in self.page_errors:
            self.page_errors.append(error)

    def _on_console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            location = message.location or {}
            url, line = location.get("url"), location.get("lineNumber")
            where = f" ({url}:{line})" if url else ""
            entry = f"{message.text}{where}"
            if entry not in self.console_errors:
                self.console_errors.append(entry)

    # --- use ---------------------------------------------------------------------------------
    def url(self, fragment: str = "") -> str:
        return self.base_url + fragment.lstrip("/")

    def open(self, fragment: str = "#/trellis", timeout: float = READY_TIMEOUT_MS,
             fresh: bool = False) -> Page:
        """Navigate to the app (+ fragment) and wait until Python has drawn the UI. A page
        lent with Grove started in it starts it again in its window instead, the first time,
        unless `fresh` asks for a real start (or the test changed the page: `watch`)."""
        started = getattr(self.page, STARTED, False)
        if started and not fresh and not dirty(self.page) and fragment[:1] in ("", "#"):
            setattr(self.page, STARTED, False)
            self.page.evaluate(RESTART, urlsplit(self.base_url).path + fragment)
        else:
            self.page.goto(self.url(fragment))  # a new document (`watch`)
        self.wait_ready(timeout)
        return self.page

    def wait_ready(self, timeout: float = READY_TIMEOUT_MS) -> None:
        try:
            self.page.wait_for_function(READY_JS, timeout=timeout)
        except PlaywrightTimeoutError:
            raise AssertionError(
                f"body[data-ready] was not '1' after {timeout / 1000:.0f} s at {self.page.url}\n"
                + self.report()
            ) from None
        if not hasattr(self.page, GLOBALS):  # its first start: the globals a started Grove has
            setattr(self.page, GLOBALS, self.page.evaluate(LOOK)["globals"])

    # --- playing, as a player does with the mouse ----------------------------------------------
    def click(self, *cells: str) -> None:
        """Click board cells in turn, by name."""
        for cell in cells:
            self.page.click(f'#board [data-cell="{cell}"]')

    def press(self, action: str) -> None:
        """Press the button of an action that needs no cell (End turn, Pass, Swap...)."""
        self.page.click(f'#actions button[data-action="{action}"]')

    def choose(self, action: str) -> None:
        """Pick an action in the chooser that a click opened."""
        self.page.click(f'#chooser button[data-action="{action}"]')

    def new_game(self, **options: object) -> None:
        """Start a new game of the open type through its dialog; `options` name its selects."""
        self.page.click("#game-menu summary")
        self.page.click("#open-new")
        for name, value in options.items():
            self.page.select_option(f'#new-game select[name="{name}"]', str(value))
        self.page.click('#new-game button[type="submit"]')

    def start_by_link(self, game: str, seat: str = "0", confirm: bool = True,
                      names=("Ann", "Bo"), **options: object) -> None:
        """A new game with a friend by link, through the new-game dialog; `seat` is played here."""
        page = self.open(f"#/{game}")
        page.click("#game-menu summary")
        page.click("#open-new")
        for name, value in options.items():
            page.select_option(f'#new-game select[name="{name}"]', str(value))
        page.select_option("#new-mode", "link")
        for seat_number, name in enumerate(names):
            page.fill(f'#new-game input[name="name-{seat_number}"]', name)
        page.select_option("#new-seat", seat)
        if not confirm:
            page.uncheck("#new-confirm")
        page.click('#new-game button[type="submit"]')
        expect(page.locator("#link-box")).to_be_visible()

    def take_seat(self, who: str = "") -> None:
        """A friend's invitation opened here: take the seat it offers (or the one named)."""
        expect(self.page.locator("#seat-dialog")).to_be_visible()
        self.page.locator("#seat-choices button", has_text=who).first.click()
        expect(self.page.locator("#link-box")).to_be_visible()

    def link_to_send(self) -> str:
        """Confirm the turn if asked, and read the link the panel offers."""
        if self.page.locator("#link-confirm").is_visible():
            self.page.click("#link-confirm")
        expect(self.page.locator("#link-send")).to_be_visible()
        return self.page.locator("#link-url").input_value()

    def another_tab(self, fragment: str = "") -> App:
        """A second tab of the same browser (the same storage), opened at `fragment`."""
        tab = App(self.context.new_page(), self.context, self.base_url)
        tab.check_console = self.check_console
        self._tabs.append(tab)
        tab.open(fragment)
        return tab

    def allow_console_error(self, pattern: str) -> None:
        """Expect console errors / page errors matching this regex (re.search)."""
        self._allowed.append(re.compile(pattern))

    # --- checks ------------------------------------------------------------------------------
    def external_requests(self) -> list[str]:
        return [url for url in self.requests if not chromium.is_local(url)]

    def unlisted_requests(self) -> list[str]:
        """Local requests for anything the site does not hold (blob: and data: aside)."""
        served = site_paths()
        return [url for url in self.requests if url.startswith(self.base_url)
                and urlsplit(url).path not in served]

    def unexpected_errors(self) -> list[str]:
        errors = [f"console.error: {e}" for e in self.console_errors]
        errors += [f"page error: {e}" for e in self.page_errors]
        return [e for e in errors if not any(p.search(e) for p in self._allowed)]

    def report(self) -> str:
        lines = [f"requests: {len(self.requests)}"]
        lines += [f"  external: {url}" for url in self.external_requests()]
        lines += [f"  {error}" for error in self.unexpected_errors()]
        return "\n".join(lines)

    def check(self) -> None:
        external = self.external_requests()
        assert not external, "requests left 127.0.0.1:\n  " + "\n  ".join(external)
        unlisted = self.unlisted_requests()
        assert not unlisted, "requests for files the site does not hold:\n  " + "\n  ".join(
            unlisted)
        if self.check_console:
            errors = self.unexpected_errors()
            assert not errors, "console errors / page errors:\n  " + "\n  ".join(errors)


# --- browser contexts ---------------------------------------------------------------------------
SNAPSHOTS_OFF = "self.groveSnapshots = 'off'"  # static/js/pyodide.mjs makes none in the background
SNAPSHOT_CACHE = "pyodide-snapshot"  # pyodide.mjs's Cache Storage name
# A page of the site's origin, where its storage is cleared: answered by the tests themselves
# (its icon given, so that the browser asks for no favicon.ico, which the site does not hold).
BLANK = "test-blank.html"
BLANK_PAGE = '<!doctype html><link rel="icon" href="data:,"><title>Blank</title>'
# What Storage.clearDataForOrigin (DevTools protocol) clears: all but Cache Storage, which is
# cleared from the page, all of it but the snapshot.
CLEARED = ("cookies,file_systems,indexeddb,local_storage,websql,service_workers,"
           "shared_storage,storage_buckets")
CLEAR_CACHES = """async keep => {
    for (const name of await caches.keys()) if (name !== keep) await caches.delete(name);
}"""
STORAGE_LEFT = """async snapshots => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    cookies: document.cookie,
    databases: (await indexedDB.databases()).map(d => d.name),
    caches: await caches.keys(),
    snapshots: (await (await caches.open(snapshots)).keys()).map(r => r.url),
    persisted: await navigator.storage.persisted(),
    clock: globalThis.__pwClock !== undefined,
})"""
MAKE_SNAPSHOT = """url => new Promise(resolve => {
    const worker = new Worker(url, {type: "module"});
    worker.onmessage = event => { worker.terminate(); resolve(event.data); };
    worker.onerror = event => { worker.terminate(); resolve({kept: false, note: event.message}); };
})"""
READ_SNAPSHOT = """async name => {
    const cache = await caches.open(name);
    const [key] = await cache.keys();
    const bytes = new Uint8Array(await (await cache.match(key)).arrayBuffer());
    let text = "";
    for (let i = 0; i < bytes.length; i += 0x8000) {
        text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return [key.url, btoa(text)];
}"""
WRITE_SNAPSHOT = """async ([name, url, base64]) => {
    const text = atob(base64);
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    const cache = await caches.open(name);
    await cache.put(url, new Response(bytes, {headers: {"Content-Type": "application/gzip"}}));
}"""


# A page lent again with Grove started in it (`Contexts`).
STARTED, DIRTY, GLOBALS = "_grove_started", "_grove_dirty", "_grove_globals"
RESTART = "address => { history.replaceState(null, '', address); groveRestart(); }"
# What a restart does not undo: the globals and natives a test may have replaced, the language
# and the theme that static/js chose when the page loaded, the state of the document.
LOOK = r"""() => ({
    ready: document.body.dataset.ready === "1",
    path: location.pathname,
    language: window.groveLanguage,
    lang: document.documentElement.lang,
    theme: document.documentElement.dataset.theme,
    style: document.documentElement.getAttribute("style"),
    natives: [Storage.prototype.setItem, Storage.prototype.getItem, Storage.prototype.removeItem,
              Storage.prototype.key, window.fetch, Date.now, Math.random, setTimeout, setInterval,
              history.pushState, history.replaceState, window.Worker, window.open, navigator.share,
              navigator.clipboard && navigator.clipboard.writeText]
        .filter(f => typeof f === "function")
        .every(f => /\{\s*\[native code\]\s*\}\s*$/.test(Function.prototype.toString.call(f))),
    globals: Object.keys(window).sort(),
})"""
# What a test may do to a page that a restart does not undo: such a page is not lent again.
CHANGES_THE_PAGE = ("add_init_script", "route", "route_from_har", "expose_function",
                    "expose_binding", "set_viewport_size", "emulate_media",
                    "set_extra_http_headers", "on", "once", "add_locator_handler",
                    "set_default_timeout", "set_default_navigation_timeout")


def watch(page: Page) -> Page:
    """Mark the page as changed when a test calls one of CHANGES_THE_PAGE on it; and make
    its `goto` load a new document where a lent page, Grove stopped in it, would only change
    its fragment."""
    def marking(original):
        def marked(*args, **kwargs):
            setattr(page, DIRTY, True)
            return original(*args, **kwargs)
        return marked

    for name in CHANGES_THE_PAGE:
        setattr(page, name, marking(getattr(page, name)))

    def goto(*args, _original=page.goto, **kwargs):
        if getattr(page, STARTED, False):
            setattr(page, STARTED, False)
            _original("about:blank")
        return _original(*args, **kwargs)
    page.goto = goto
    return page


def dirty(page: Page) -> bool:
    return getattr(page, DIRTY, False)


def new_context(browser: Browser, args: dict, snapshots: bool) -> BrowserContext:
    context = browser.new_context(**args)
    if not snapshots:
        context.add_init_script(SNAPSHOTS_OFF)
    return context


class Contexts:
    """The warm browser contexts of one test worker (a pytest session under xdist), each lent to
    one test at a time. A context holds a Pyodide snapshot from the start: the first one's is
    made by the worker that makes it after a first visit (static/js/snapshot.mjs), and copied
    into the others (the same bytes: it saves making it again)."""

    def __init__(self, browser: Browser, args: dict, base_url: str) -> None:
        self.browser = browser
        self.args = args
        self.base_url = base_url
        self.origin = base_url.rstrip("/")
        self.free: list[BrowserContext] = []
        self.started: dict[BrowserContext, Page] = {}  # a free context's page, Grove started
        self.snapshot: tuple[str, str] | None = None  # its key in the cache, gzip in base64

    def take(self) -> tuple[BrowserContext, Page]:
        """A warm context, its storage cleared and found empty, and a page in it: the one its
        last test left, Grove stopped, if it was kept; else a new page."""
        while True:
            context = self.free.pop() if self.free else self.made()
            page = self.started.pop(context, None)
            if page is not None:
                try:  # the page's own storage of the tab (sessionStorage) goes with the page's
                    page.evaluate("groveStop(); sessionStorage.clear()")
                except Exception:  # a browser in trouble: another context
                    context.close()
                    continue
                left = self.clear_here(page)
                setattr(page, STARTED, True)
            else:
                page = watch(context.new_page())
                left = self.clear(page)
            empty = {"local": [], "session": [], "cookies": "", "databases": [],
                     "caches": [SNAPSHOT_CACHE]}
            if {name: left[name] for name in empty} != empty:
                context.close()
                raise AssertionError(f"the storage of a context lent again is not empty: {left}")
            if not (left["clock"] or left["persisted"]) and left["snapshots"] == [
                    self.snapshot[0]]:
                return context, page
            # What clearing cannot undo: a test replaced the context's clock (Playwright's
            # lasts as long as the context), or the browser now keeps the site's storage
            # (navigator.storage.persist(), which Chromium grants once a site has been used
            # for a while); or the snapshot went. A new context instead.
            context.close()

    def give_back(self, context: BrowserContext, again: bool, keep: Page | None = None) -> None:
        """The test is over: its pages are closed (but `keep`, if it may be lent again) and
        what it set on the context undone; a context in doubt (`again` false: its test failed)
        is closed."""
        if again:
            try:
                context.set_offline(False)
                context.clear_permissions()
                context.unroute_all()
                if keep is not None and not self.keepable(keep):
                    keep = None
                for page in context.pages:
                    if page is not keep:
                        page.close()
            except Exception:  # a browser in trouble: not lent again
                again = False
        if again:
            self.free.append(context)
            if keep is not None:
                self.started[context] = keep
        else:
            context.close()

    def keepable(self, page: Page) -> bool:
        """Whether a page may be lent again, Grove started in it (the module's docstring)."""
        if page.is_closed() or dirty(page) or not hasattr(page, GLOBALS):
            return False
        look = page.evaluate(LOOK)
        return look == {"ready": True, "path": urlsplit(self.base_url).path, "language": "en",
                        "lang": "en", "theme": "light", "style": None, "natives": True,
                        "globals": getattr(page, GLOBALS)}

    def close(self) -> None:
        for context in self.free:
            context.close()
        self.free, self.started = [], {}

    def made(self) -> BrowserContext:
        context = new_context(self.browser, self.args, snapshots=True)
        if self.snapshot is None:
            self.first_visit(context)
        else:
            page = context.new_page()
            self.blank(page)
            page.evaluate(WRITE_SNAPSHOT, [SNAPSHOT_CACHE, *self.snapshot])
            page.close()
        return context

    def first_visit(self, context: BrowserContext) -> None:
        """The snapshot a first visit has made once its page is ready, by the same worker
        (static/js/snapshot.mjs), without the page's own start (test_snapshot has that)."""
        page = context.new_page()
        self.blank(page)
        maker = App(page, context, self.base_url)
        made = maker.page.evaluate(MAKE_SNAPSHOT, self.base_url + "static/js/snapshot.mjs")
        assert made["kept"] is True, f"no snapshot was made: {made['note']}"
        maker.check()
        maker.detach()
        self.snapshot = tuple(maker.page.evaluate(READ_SNAPSHOT, SNAPSHOT_CACHE))
        maker.page.close()

    def blank(self, page: Page) -> None:
        """Open a blank page of the site's origin (no request reaches the server)."""
        url = self.base_url + BLANK
        answer = lambda route: route.fulfill(content_type="text/html", body=BLANK_PAGE)  # noqa: E731
        Page.route(page, url, answer)  # through the class: not the test's own (`watch`)
        page.goto(url)
        page.unroute(url)  # routing off: the page uses the HTTP cache again

    def clear(self, page: Page) -> dict:
        """Clear the storage of the site's origin in the page's context; what is left."""
        self.blank(page)
        return self.clear_here(page)

    def clear_here(self, page: Page) -> dict:
        """The same, from a page already at the site's origin."""
        session = page.context.new_cdp_session(page)
        try:
            session.send("Storage.clearDataForOrigin",
                         {"origin": self.origin, "storageTypes": CLEARED})
        finally:
            session.detach()
        page.evaluate(CLEAR_CACHES, SNAPSHOT_CACHE)
        return page.evaluate(STORAGE_LEFT, SNAPSHOT_CACHE)


@pytest.fixture(scope="session")
def contexts(browser: Browser, browser_context_args: dict, server_url: str) -> Iterator[Contexts]:
    pool = Contexts(browser, browser_context_args, server_url)
    yield pool
    pool.close()


def passed(request: pytest.FixtureRequest) -> bool:
    return request.node.stash.get(CALL_FAILED, True) is False


@pytest.fixture
def app(request: pytest.FixtureRequest, browser: Browser, browser_context_args: dict,
        contexts: Contexts, server_url: str) -> Iterator[App]:
    marker = request.node.get_closest_marker("browser_context_args")
    if marker or request.node.get_closest_marker("cold"):
        # A context of its own: a first visit, or one with other settings.
        settings = {**browser_context_args, **(marker.kwargs if marker else {})}
        context = new_context(browser, settings, snapshots=False)
        helper = App(context.new_page(), context, server_url)
        try:
            yield helper
            helper.check()
        finally:
            context.close()
        return
    context, page = contexts.take()
    helper = App(page, context, server_url)
    checked = False
    try:
        yield helper
        helper.check()
        checked = True
    finally:
        helper.detach()
        contexts.give_back(context, again=checked and passed(request), keep=page)


@pytest.fixture
def friends(contexts: Contexts, server_url: str, request: pytest.FixtureRequest) -> Iterator:
    """More players, each in a browser of their own (separate storage): `friends()` opens one.
    Each is checked as `app` is when the test ends."""
    opened: list[App] = []

    def another() -> App:
        context, page = contexts.take()
        opened.append(App(page, context, server_url))
        return opened[-1]

    yield another
    checked = False
    try:
        for helper in opened:
            helper.check()
        checked = True
    finally:
        for helper in opened:
            helper.detach()
            contexts.give_back(helper.context, again=checked and passed(request),
                               keep=helper.page)


@pytest.fixture
def visit(browser: Browser, server_url: str) -> Iterator:
    """Visits to Grove in one new browser (its storage kept between them) that makes snapshots."""
    context = new_context(browser, {"service_workers": "block"}, snapshots=True)
    opened: list[App] = []

    def another(fragment: str = "#/trellis") -> App:
        opened.append(App(context.new_page(), context, server_url))
        opened[-1].open(fragment)
        return opened[-1]

    yield another
    try:
        for helper in opened:
            helper.check()
    finally:
        context.close()
