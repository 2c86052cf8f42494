"""Browser-test fixtures: Debian Chromium through pytest-playwright, the site on 127.0.0.1.

    def test_something(app):
        page = app.open("#/trellis")     # waits until Python set body[data-ready="1"]
        app.new_game(size=7, pie="off")  # the new-game dialog
        app.click("d1", "d4")            # board cells; app.press("end") for buttons

At teardown `app` fails the test if any request left the machine (only 127.0.0.1/localhost,
blob: and data: are allowed) or if the page logged a console error or threw. A test that
expects an error says so first: `app.allow_console_error(r"regex")` (or `app.check_console =
False`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import BrowserContext, ConsoleMessage, Page, Request, expect
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


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if HERE in Path(item.path).resolve().parents:
            item.add_marker(pytest.mark.e2e)
            item.add_marker(pytest.mark.flaky(reruns=1, only_rerun=[CRASHED]))


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

    def __init__(self, page: Page, context: BrowserContext, base_url: str,
                 snapshots: bool = False) -> None:
        self.page = page
        self.context = context
        self.base_url = base_url
        self.requests: list[str] = []
        self.console_errors: list[str] = []
        self.page_errors: list[str] = []
        self.check_console = True
        self._allowed: list[re.Pattern[str]] = []
        if not snapshots:  # a Pyodide snapshot made in the background: only where a test asks
            context.add_init_script("self.groveSnapshots = 'off'")
        context.on("request", self._on_request)  # pages, workers, service workers
        context.on("console", self._on_console)
        context.on("weberror", lambda web_error: self._on_page_error(str(web_error.error)))
        page.on("request", self._on_request)
        page.on("console", self._on_console)
        page.on("pageerror", lambda error: self._on_page_error(str(error)))

    # --- recording ---------------------------------------------------------------------------
    def _on_request(self, request: Request) -> None:
        if request.url not in self.requests:
            self.requests.append(request.url)

    def _on_page_error(self, error: str) -> None:
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

    def open(self, fragment: str = "#/trellis", timeout: float = READY_TIMEOUT_MS) -> Page:
        """Navigate to the app (+ fragment) and wait until Python has drawn the UI."""
        self.page.goto(self.url(fragment))
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
        self.page.click("#open-new")
        for name, value in options.items():
            self.page.select_option(f'#new-game select[name="{name}"]', str(value))
        self.page.click('#new-game button[type="submit"]')

    def start_by_link(self, game: str, seat: str = "0", confirm: bool = True,
                      names=("Ann", "Bo"), **options: object) -> None:
        """A new game with a friend by link, through the new-game dialog; `seat` is played here."""
        page = self.open(f"#/{game}")
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


@pytest.fixture
def app(page: Page, context: BrowserContext, server_url: str) -> Iterator[App]:
    helper = App(page, context, server_url)
    yield helper
    helper.check()


@pytest.fixture
def friends(browser, server_url: str) -> Iterator:
    """More players, each in a browser of their own (separate storage): `friends()` opens one.
    Each is checked as `app` is when the test ends."""
    opened: list[App] = []

    def another() -> App:
        context = browser.new_context(service_workers="block")
        opened.append(App(context.new_page(), context, server_url))
        return opened[-1]

    yield another
    for helper in opened:
        helper.check()
        helper.context.close()


@pytest.fixture
def visit(browser, server_url: str) -> Iterator:
    """Visits to Grove in one browser (its storage kept between them) that makes snapshots."""
    context = browser.new_context(service_workers="block")
    opened: list[App] = []

    def another(fragment: str = "#/trellis") -> App:
        opened.append(App(context.new_page(), context, server_url, snapshots=True))
        opened[-1].open(fragment)
        return opened[-1]

    yield another
    for helper in opened:
        helper.check()
    context.close()
