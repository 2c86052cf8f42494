"""The app boots in headless Chromium from the local server, offline and without errors.

The `app` fixture (conftest.py) fails the test at teardown if any request left 127.0.0.1 or if
anything was logged as a console error / thrown as a page error. This is a first visit: a new
browser context, nothing cached, no Pyodide snapshot (the other tests start from one).
"""

import pytest
from playwright.sync_api import expect


@pytest.mark.cold
def test_app_boots_offline(app):
    page = app.open("#/trellis")
    assert page.evaluate("document.body.dataset.ready") == "1"
    assert "Grove" in page.title()
    assert page.evaluate("globalThis.groveStart.how") == "plain"  # Pyodide's own start
    # The runtime really came from the vendored copies, not from anywhere else.
    assert any("/static/vendor/pyodide-" in url and url.endswith(".wasm") for url in app.requests)
    assert any(url.endswith("/static/build/grove.zip") for url in app.requests)


def test_the_page_starts_again_in_its_window_from_storage_and_the_address(app):
    """`groveRestart()` (what the browser tests borrow a started page with): the same window
    and Python, a new page from what is stored and the address, wired once, which asks the
    computer's idle worker of the page before."""
    page = app.open("#/trellis")
    app.new_game(size=7, pie="off", **{"kind-1": "easy"})
    app.click("d4")
    app.press("end")
    expect(page.locator("#status")).to_contain_text("Black", timeout=30_000)  # easy's turn over
    page.evaluate("window.groveSameWindow = true")
    page.evaluate("groveRestart()")
    app.wait_ready()
    assert page.evaluate("window.groveSameWindow === true")  # no reload
    expect(page.locator("#board .stone-B")).to_have_count(1)  # the game, from storage
    app.click("a1")  # one listener: the click plays once (twice would clear the selection)
    expect(page.locator("#board .stone-B")).to_have_count(2)
    expect(page.locator("#message")).not_to_have_attribute("data-kind", "error")
    white = page.locator("#board .stone-W").count()
    app.press("end")
    expect(page.locator("#board .stone-W")).not_to_have_count(white, timeout=30_000)
    expect(page.locator("script[worker]")).to_have_count(1)  # the idle worker, handed over
    page.evaluate("history.replaceState(null, '', '#/orbit'); groveRestart()")
    app.wait_ready()
    expect(page.locator("#game-title")).to_have_text("Orbit")
    # As on a new page, the first Tab reaches the skip link, not the control after the one
    # that had the focus before.
    page.locator("#board").focus()
    page.evaluate("history.replaceState(null, '', '#/'); groveRestart()")
    app.wait_ready()
    page.keyboard.press("Tab")
    expect(page.locator("#skip-link")).to_be_focused()
