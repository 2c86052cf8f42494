"""The app boots in headless Chromium from the local server, offline and without errors.

The `app` fixture (conftest.py) fails the test at teardown if any request left 127.0.0.1 or if
anything was logged as a console error / thrown as a page error.
"""

import pytest
from playwright.sync_api import Error as PlaywrightError


def test_app_boots_offline(app):
    page = app.open("#/trellis")
    assert page.evaluate("document.body.dataset.ready") == "1"
    assert "Grove" in page.title()
    # The runtime really came from the vendored copies, not from anywhere else.
    assert any("/static/vendor/pyodide-" in url and url.endswith(".wasm") for url in app.requests)
    assert any(url.endswith("/static/build/grove.zip") for url in app.requests)


def test_a_page_that_crashes_while_loading_is_loaded_again(app):
    # The fixture's answer to a renderer lost while Pyodide boots (conftest.App.open): the
    # first load's renderer is crashed on purpose, the second load must draw the app.
    first = app.page
    navigate = first.goto

    def goto_then_crash(url, **options):
        response = navigate(url, **options)
        try:
            navigate("chrome://crash")  # headless Chromium crashes the renderer, then aborts
        except PlaywrightError:
            pass
        return response

    first.goto = goto_then_crash
    with pytest.warns(UserWarning, match="crashed while loading #/trellis"):
        page = app.open("#/trellis")
    assert page is not first and first.is_closed()
    assert page.evaluate("document.body.dataset.ready") == "1"
