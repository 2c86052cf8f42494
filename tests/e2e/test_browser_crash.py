"""A browser test whose page's renderer crashes is run once more (conftest.CRASHED): the first
run of this test fails as such a crash does, with Playwright's own error and words (a real
crash, by the DevTools protocol's Page.crash, leaves the sync API waiting for good)."""

from playwright.sync_api import Error as PlaywrightError

runs = []


def test_a_test_that_crashes_the_browser_once_is_run_again():
    runs.append(1)
    if len(runs) == 1:
        raise PlaywrightError("Locator.click: Target crashed")
    assert len(runs) == 2
