"""The app boots in headless Chromium from the local server, offline and without errors.

The `app` fixture (conftest.py) fails the test at teardown if any request left 127.0.0.1 or if
anything was logged as a console error / thrown as a page error. This is a first visit: a new
browser context, nothing cached, no Pyodide snapshot (the other tests start from one).
"""

import pytest


@pytest.mark.cold
def test_app_boots_offline(app):
    page = app.open("#/trellis")
    assert page.evaluate("document.body.dataset.ready") == "1"
    assert "Grove" in page.title()
    assert page.evaluate("globalThis.groveStart.how") == "plain"  # Pyodide's own start
    # The runtime really came from the vendored copies, not from anywhere else.
    assert any("/static/vendor/pyodide-" in url and url.endswith(".wasm") for url in app.requests)
    assert any(url.endswith("/static/build/grove.zip") for url in app.requests)
