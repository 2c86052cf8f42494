"""The cross-browser suite's fixtures: `grove` is one visit to Grove in Chromium, Firefox or
WebKit (the test runs once in each), with a server of its own that the test may stop, and a
watch on what the page reports and asks of other hosts (scripts/drivers.py).

    def test_something(grove):
        player = grove.browser()          # a browser with a profile of its own
        player.go(grove.url + "#/trellis")
        player.ready()
        ...
        grove.offline()                   # the server stops: the service worker serves
        assert not grove.problems()       # checked again when the test ends

Service workers run here, as a player's do (the other browser tests block them).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import drivers
import serve
import vendor

HERE = Path(__file__).resolve().parent
BROWSERS = ("chromium", "firefox", "webkit")
# A browser that stops answering fails its test rather than holding the run (pytest-timeout).
LONGEST = 480  # seconds: each test takes 10 to 90


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if HERE in Path(item.path).resolve().parents:
            item.add_marker(pytest.mark.e2e)
            item.add_marker(pytest.mark.timeout(LONGEST))
            if "[webkit]" in item.name:
                # WebKit, with the server stopped, sometimes fails this phase in a whole `make
                # test` run (a start without the snapshot, a click not taken), never alone; the
                # cause is not found (issue 74's note), and the assertion prints what the page
                # and Cache Storage held: one more try.
                item.add_marker(pytest.mark.flaky(reruns=1))


@pytest.fixture(scope="session")
def site() -> Path:
    try:
        vendor.main([])
    except SystemExit as error:
        if error.code not in (None, 0):
            pytest.fail(f"scripts/vendor.py failed: {error}", pytrace=False)
    return serve.SITE


@pytest.fixture(scope="session")
def screen() -> Iterator[list]:
    """Xvfb for WebKit, started when a WebKit test first asks."""
    started: list[drivers.Screen] = []
    yield started
    for each in started:
        each.close()


class Visit:
    """Grove served for one test, the browsers it opened, and what they reported."""

    def __init__(self, kind: str, site: Path, folder: Path, playwright, screen: list) -> None:
        self.kind, self.folder = kind, folder
        self._playwright, self._screen = playwright, screen
        self.reports: list[dict] = []
        self.server, self.url = serve.start(
            site, port=0, handler=drivers.probe_reports(serve.Handler, self.reports))
        self.refuser = drivers.Refuser()
        self.opened: list[drivers.Driver] = []
        self.expected: list[str] = []

    def browser(self) -> drivers.Driver:
        """A new browser of this visit's kind, with a profile of its own."""
        log = self.folder / f"{self.kind}-{len(self.opened)}.log"
        if self.kind == "chromium":
            driver = drivers.Chromium(self._playwright, self.refuser.port)
        elif self.kind == "firefox":
            driver = drivers.Firefox(self.refuser.port, log)
        else:
            if not self._screen:
                self._screen.append(drivers.Screen())
            driver = drivers.WebKit(self.refuser.port, self._screen[0].display, log)
        self.opened.append(driver)
        return driver

    def close_browser(self, driver: drivers.Driver) -> None:
        self.opened.remove(driver)
        driver.close()

    def offline(self) -> None:
        """Stop the server: from now on only the browser's service worker answers."""
        self.server.shutdown()
        self.server.server_close()
        self.server = None

    def expect_problems(self, pattern: str) -> None:
        """Reports matching `pattern` are what the test means to cause."""
        self.expected.append(pattern)

    def problems(self) -> list[str]:
        """Every error the pages reported and every request beyond 127.0.0.1, but the expected."""
        found = [f"{r.get('kind')}: {r.get('text')} (on {r.get('page')})" for r in self.reports]
        found += [f"a request beyond 127.0.0.1: {path}" for path in self.refuser.requests()]
        return [line for line in found if not any(re.search(p, line) for p in self.expected)]

    def close(self) -> None:
        for driver in self.opened:
            try:
                driver.close()
            except Exception:  # noqa: BLE001 (a browser already gone: nothing to close)
                pass
        if self.server is not None:
            self.offline()
        self.refuser.close()


@pytest.fixture(params=BROWSERS)
def grove(request: pytest.FixtureRequest, site: Path, tmp_path: Path, screen: list
          ) -> Iterator[Visit]:
    kind = request.param
    lacking = drivers.missing(kind)
    if lacking:
        pytest.fail(f"{kind} cannot run here: missing {lacking}", pytrace=False)
    playwright = request.getfixturevalue("playwright") if kind == "chromium" else None
    visit = Visit(kind, site, tmp_path, playwright, screen)
    try:
        yield visit
        problems = visit.problems()
        assert not problems, f"{kind} reported:\n" + "\n".join(problems)
    finally:
        visit.close()
