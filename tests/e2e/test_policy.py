"""The Content-Security-Policy: what it allows, that the browser enforces it on the app, and the
evidence for the one relaxation scripts get ('unsafe-eval', which Pyodide cannot start without).
No 'unsafe-inline' for scripts: PyScript does not need it."""

from pathlib import Path

import pytest

import serve

ROOT = Path(__file__).resolve().parents[2]
RECORD_VIOLATIONS = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__violations.push(event.effectiveDirective + " " + event.blockedURI);
});
"""


def policy() -> dict[str, list[str]]:
    headers = serve.headers_for("/index.html", serve.load_header_rules(ROOT / "netlify.toml"))
    directives = [d.split() for d in headers["Content-Security-Policy"].split(";") if d.strip()]
    return {name: sources for name, *sources in directives}


def test_the_policy_allows_our_origin_only_and_no_inline_script():
    rules = policy()
    allowed = {"'self'", "'none'", "'wasm-unsafe-eval'", "'unsafe-eval'", "'unsafe-inline'",
               "data:", "blob:"}
    for name, sources in rules.items():
        assert set(sources) <= allowed, f"{name} lets in {set(sources) - allowed}"
    assert rules["default-src"] == ["'self'"]
    assert "'unsafe-inline'" not in rules["script-src"]
    assert rules["object-src"] == ["'none'"] and rules["frame-ancestors"] == ["'none'"]
    assert rules["connect-src"] == ["'self'"]


def test_the_browser_refuses_inline_script_and_inline_handlers_on_the_app(app):
    app.allow_console_error("Content Security Policy")
    app.page.add_init_script(RECORD_VIOLATIONS)
    page = app.open("#/trellis")
    page.evaluate("""() => {
        const script = document.createElement("script");
        script.textContent = "window.__inlineRan = true";
        document.body.append(script);
        const img = document.createElement("img");
        img.setAttribute("onerror", "window.__handlerRan = true");
        img.src = "data:,not-an-image";
        document.body.append(img);
    }""")
    page.wait_for_function("window.__violations.length >= 2")
    assert page.evaluate("window.__inlineRan === undefined && window.__handlerRan === undefined")
    assert all(v.startswith("script-src") for v in page.evaluate("window.__violations"))


@pytest.mark.cold  # a first visit: Pyodide's own start, not one from a snapshot
def test_without_unsafe_eval_pyodide_cannot_start(app):
    """The evidence for 'unsafe-eval': the same page under the policy without it never starts."""
    app.allow_console_error(".")  # the runtime fails to start: that is the point
    strict = "; ".join(
        f"{name} {' '.join(s for s in sources if s != chr(39) + 'unsafe-eval' + chr(39))}"
        for name, sources in policy().items())

    def without_eval(route):
        response = route.fetch()
        headers = {**response.headers, "content-security-policy": strict}
        route.fulfill(response=response, headers=headers)

    app.page.route(app.url(""), without_eval)
    app.page.add_init_script(RECORD_VIOLATIONS)
    app.page.goto(app.url("#/trellis"))
    # Polled from here: a wait_for_function predicate would itself be eval'd, and refused.
    for _ in range(600):
        violations = app.page.evaluate("() => window.__violations")
        if any(v.startswith("script-src eval") for v in violations):
            break
        app.page.wait_for_timeout(100)
    else:
        raise AssertionError(f"no refused eval; violations: {violations}")
    assert app.page.evaluate("() => document.body.dataset.ready") != "1"
