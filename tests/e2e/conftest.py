"""Browser-test fixtures: Debian Chromium through pytest-playwright, the site on 127.0.0.1 (a
test's page is `pages.App`, its warm context `contexts.Contexts`).

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

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

import chromium
import serve
import vendor

from .contexts import Contexts, new_context
from .pages import App

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
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
