"""A browser test whose page's renderer crashes is run once more (conftest.CRASHED), wherever in
the test the crash comes: here, the first run crashes its page on purpose after the app has
loaded, and the second must find the app whole."""

from playwright.sync_api import Error as PlaywrightError

runs = []


def test_a_test_whose_page_crashes_once_is_run_again(app):
    runs.append(1)
    page = app.open("#/trellis")
    if len(runs) == 1:
        try:
            page.goto("chrome://crash")  # headless Chromium crashes the renderer, then aborts
        except PlaywrightError:
            pass
        page.evaluate("document.body.dataset.ready")  # raises: the renderer is gone
    assert len(runs) == 2
    assert page.evaluate("document.body.dataset.ready") == "1"
