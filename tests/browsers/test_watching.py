"""The cross-browser suite's watch can fail: in each browser, an error thrown by the page, an
error in a worker, a console error and a request to another host are each seen (and then
expected, so that the test itself passes)."""

from __future__ import annotations

import time

# Each run as the page's own code (window.eval): Firefox does not pass on to the page an error
# thrown by a function its driver made.
CAUSES = {
    "thrown": "window.eval(\"setTimeout(() => { throw new Error('grove-watch thrown'); }, 0)\");",
    "worker": "new Worker(URL.createObjectURL(new Blob(['throw new Error(\"grove-watch worker\")'],"
              " { type: 'text/javascript' })));",
    "console": "console.error('grove-watch console');",
}


def test_the_watch_sees_errors_and_requests_beyond_127_0_0_1(grove):
    player = grove.browser()
    # The new browser's first page, before Grove: Grove's own pages may ask no other host (their
    # Content-Security-Policy), so the request is made from here.
    player.run("await fetch('http://example.com/grove-watch', { mode: 'no-cors' })"
               ".catch(() => {});")
    player.go(grove.url + "#/")
    player.ready()
    for cause in CAUSES.values():
        player.run(cause)

    # Waited for by what each report says, not by their number: one worker error can come as
    # two reports (Firefox's), and a count would end the wait before the console's arrives.
    expected = ("grove-watch thrown", "grove-watch worker", "grove-watch console", "example.com")
    end = time.monotonic() + 30
    problems = ""
    while time.monotonic() < end:
        problems = "\n".join(grove.problems())
        if all(cause in problems for cause in expected):
            break
        time.sleep(0.2)
    for cause in expected:
        assert cause in problems, f"{grove.kind}: {cause!r} not seen in:\n{problems}"
    grove.expect_problems("grove-watch|example.com")
    assert not grove.problems()
