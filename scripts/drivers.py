"""Chromium, Firefox and WebKit, each driven the way this machine allows, behind one small
interface (`Driver`) that the cross-browser tests (tests/browsers) and bench/browsers.py play
through.

- **Chromium** (Debian's `chromium`) through Playwright, as the rest of the browser tests.
- **Firefox** (Debian's `firefox-esr`) through Marionette, Firefox's own remote protocol, with
  the `marionette_driver` client from PyPI. Debian has no geckodriver, nothing may be downloaded
  from elsewhere, and Playwright's WebDriver BiDi Firefox fails at its first new context on this
  ESR ("emulation.setMediaFeaturesOverride: unknown command").
- **WebKit** (WebKitGTK's MiniBrowser from Debian's `webkit2gtk-driver`) through its WebDriver,
  with Selenium, on a virtual screen (`Screen`, Xvfb).

What a test cannot read through every driver, it reads from the page: `PROBE` is served inside
static/js/theme.js, the page's first script, and reports console errors, uncaught errors,
unhandled rejections and workers' errors to the suite's server (`probe_reports`). WebKit's
WebDriver gives no console at all. Every browser's traffic to any host but 127.0.0.1 goes to a
proxy that refuses it and keeps its address (`Refuser`).
"""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import subprocess
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from urllib.parse import urlsplit

import serve

FIREFOX = "/usr/bin/firefox-esr"
WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
XVFB = "/usr/bin/Xvfb"
PACKAGES = {FIREFOX: "firefox-esr", WEBKIT_DRIVER: "webkit2gtk-driver",
            MINIBROWSER: "webkit2gtk-driver", XVFB: "xvfb"}

STARTUP = 60  # seconds for a browser to start
READY = "document.body !== null && document.body.dataset.ready === '1'"

# Firefox's own calls home (updates, telemetry, safe browsing, captive portal, remote settings):
# off, so that what reaches the refusing proxy is the page's.
FIREFOX_PREFS = {
    "app.update.disabledForTesting": True,
    "app.normandy.enabled": False,
    "browser.safebrowsing.downloads.remote.enabled": False,
    "browser.safebrowsing.malware.enabled": False,
    "browser.safebrowsing.phishing.enabled": False,
    "browser.safebrowsing.provider.mozilla.updateURL": "",
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.page": 0,
    "browser.newtabpage.enabled": False,
    "browser.topsites.contile.enabled": False,
    "datareporting.healthreport.uploadEnabled": False,
    "datareporting.policy.dataSubmissionEnabled": False,
    "extensions.getAddons.cache.enabled": False,
    "extensions.update.enabled": False,
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    "network.dns.disablePrefetch": True,
    "network.prefetch-next": False,
    "services.settings.server": "http://127.0.0.1:9/v1",
    "toolkit.telemetry.enabled": False,
    "toolkit.telemetry.server": "",
    "dom.push.connection.enabled": False,
}
# What the browsers still ask for now and then, whatever their settings: their makers' services.
# No page of Grove names these hosts (the Chromium tests see the page's own requests too).
BROWSERS_OWN = re.compile(r"^(https?://)?([^/:]+\.)?(mozilla\.(com|net|org)|firefox\.com|mozaws\.net"
                          r"|clients\d\.google\.com|content-autofill\.googleapis\.com"
                          r"|update\.googleapis\.com|[^/:]+\.gvt1\.com)[/:]")

# The probe. It keeps what it saw in `groveProbe` too, for a page whose server is gone.
PROBE = r"""(function () {
  if (window.groveProbe) return;
  var seen = window.groveProbe = [];
  new MutationObserver(function () {  // when the page was ready, for bench/browsers.py
    if (window.groveReadyAt === undefined && document.body && document.body.dataset.ready === "1")
      window.groveReadyAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
  function report(kind, text) {
    var entry = { kind: kind, text: String(text), page: location.href };
    seen.push(entry);
    try { navigator.sendBeacon("./test-probe", JSON.stringify(entry)); } catch (e) {}
  }
  var error = console.error;
  console.error = function () {
    report("console.error", Array.prototype.map.call(arguments, String).join(" "));
    return error.apply(console, arguments);
  };
  addEventListener("error", function (event) {
    var target = event.target && event.target !== window ? event.target : null;
    report("error", target ? "could not load " + (target.src || target.href || target.tagName)
                           : event.message + " at " + event.filename + ":" + event.lineno);
  }, true);
  addEventListener("unhandledrejection", function (event) {
    var reason = event.reason;
    report("unhandled rejection", reason && reason.stack ? reason.stack : reason);
  });
  var Plain = window.Worker;
  window.Worker = class extends Plain {
    constructor(url, options) {
      super(url, options);
      this.addEventListener("error", function (event) {
        report("worker error", (event.message || "failed") + " in " + url);
      });
    }
  };
})();
"""
PROBED = "/static/js/theme.js"


def served(handler: serve.Handler, text: str, content_type: str):
    """Answer a GET with `text` in place of the file (send_head's part: headers sent, the body
    returned to be copied)."""
    body = text.encode()
    handler.send_response(200)
    handler.send_header("Content-Type", content_type)
    handler.send_header("Content-Length", str(len(body)))
    handler.send_header("Cache-Control", "no-cache")
    handler.end_headers()
    return io.BytesIO(body)


def probe_reports(handler: type[serve.Handler], into: list[dict]) -> type[serve.Handler]:
    """`handler`, serving PROBE at the head of the page's first script and keeping each report
    it sends in `into`."""

    class Probed(handler):
        def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
            if urlsplit(self.path).path.endswith("/test-probe"):
                length = int(self.headers.get("Content-Length") or 0)
                try:
                    into.append(json.loads(self.rfile.read(length) or b"{}"))
                except ValueError:
                    into.append({"kind": "probe", "text": "an unreadable report"})
                self.send_response(204)
                self.end_headers()
            else:
                self.send_error(405)

        def send_head(self):
            if urlsplit(self.path).path != PROBED:
                return super().send_head()
            script = PROBE + Path(self.translate_path(self.path)).read_text("utf-8")
            return served(self, script, serve.CONTENT_TYPES[".js"])

    return Probed


class Refuser:
    """A proxy that answers every request 403 and keeps the address asked for (a CONNECT for
    https, a full URL for http)."""

    def __init__(self) -> None:
        asked = self.asked = []

        class Refuse(BaseHTTPRequestHandler):
            def refuse(self) -> None:
                asked.append(self.path)
                self.send_error(403, "Grove's tests refuse every host but 127.0.0.1")

            do_GET = do_POST = do_HEAD = do_PUT = do_CONNECT = do_OPTIONS = refuse  # noqa: N815

            def log_message(self, *args: object) -> None:
                pass

        self.server = serve.Server((serve.HOST, 0), Refuse)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def requests(self) -> list[str]:
        """What was asked beyond 127.0.0.1, the browsers' own services left out."""
        return [path for path in self.asked if not BROWSERS_OWN.match(path)]

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


class Screen:
    """A virtual screen for WebKit (Xvfb), on a display number Xvfb picks itself."""

    def __init__(self) -> None:
        read, write = os.pipe()
        self.process = subprocess.Popen(
            [XVFB, "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            self.process.kill()
            raise RuntimeError("Xvfb gave no display")
        self.display = f":{number}"

    def close(self) -> None:
        self.process.terminate()
        self.process.wait(10)


def missing(name: str) -> str:
    """What this machine lacks to run `name` ("" when nothing)."""
    needs = {"firefox": [FIREFOX], "webkit": [WEBKIT_DRIVER, MINIBROWSER, XVFB]}.get(name, [])
    gone = [path for path in needs if not os.access(path, os.X_OK)]
    return ", ".join(f"{path} (Debian's {PACKAGES[path]}: `make setup`)" for path in gone)


class Driver:
    """One browser with a profile of its own: what the suite does in a page."""

    name = ""

    def go(self, url: str) -> None:
        raise NotImplementedError

    def run(self, body: str, *args: object) -> object:
        """Run a function body in the page (`arguments[0]`...): its value, a promise awaited."""
        raise NotImplementedError

    def click(self, selector: str) -> None:
        raise NotImplementedError

    def type(self, selector: str, text: str) -> None:
        """Type `text` into a field, then Enter."""
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError

    def value(self, expression: str, *args: object) -> object:
        return self.run(f"return ({expression});", *args)

    def select(self, selector: str, value: str) -> None:
        """Choose an option, as a player's pick does (the select's input and change)."""
        self.run("""const field = document.querySelector(arguments[0]);
            field.value = arguments[1];
            field.dispatchEvent(new Event("input", { bubbles: true }));
            field.dispatchEvent(new Event("change", { bubbles: true }));""", selector, value)

    def wait(self, expression: str, timeout: float = 60, what: str = "") -> object:
        """Wait until a JavaScript expression is true; its value."""
        end = time.monotonic() + timeout
        while True:
            try:
                value = self.value(expression)
            except Exception as error:  # noqa: BLE001 (a page between two documents)
                value, last = None, error
            else:
                last = None
            if value:
                return value
            if time.monotonic() > end:
                detail = f" ({last})" if last else ""
                raise AssertionError(f"{self.name}: not {what or expression} after {timeout} s"
                                     f"{detail}")
            time.sleep(0.1)

    def ready(self, timeout: float = 90) -> None:
        self.wait(READY, timeout, "ready (body[data-ready] = 1)")

    def reload(self) -> None:
        """Reload as the browser's button does, and wait for the new document to be ready. (A
        reload through Marionette's own command passes the service worker by.)"""
        before = self.value("performance.timeOrigin")
        self.run("setTimeout(() => location.reload(), 0);")
        self.wait(f"performance.timeOrigin !== {before!r} && {READY}", 90, "reloaded")


class Chromium(Driver):
    name = "chromium"

    def __init__(self, playwright, proxy: int) -> None:
        import chromium

        self.browser = playwright.chromium.launch(**chromium.launch_options(
            proxy={"server": f"http://127.0.0.1:{proxy}", "bypass": "127.0.0.1,localhost"}))
        self.page = self.browser.new_context().new_page()

    def go(self, url: str) -> None:
        self.page.goto(url)

    def run(self, body: str, *args: object) -> object:
        return self.page.evaluate("args => (async function () {" + body + "}).apply(null, args)",
                                  list(args))

    def click(self, selector: str) -> None:
        self.page.click(selector)

    def type(self, selector: str, text: str) -> None:
        self.page.fill(selector, text)
        self.page.press(selector, "Enter")

    def close(self) -> None:
        self.browser.close()


class Firefox(Driver):
    name = "firefox"

    def __init__(self, proxy: int, log: Path) -> None:
        from marionette_driver.marionette import Marionette

        prefs = {**FIREFOX_PREFS, "network.proxy.type": 1,
                 "network.proxy.http": "127.0.0.1", "network.proxy.http_port": proxy,
                 "network.proxy.ssl": "127.0.0.1", "network.proxy.ssl_port": proxy,
                 "network.proxy.no_proxies_on": "127.0.0.1,localhost"}
        self.client = Marionette(bin=FIREFOX, headless=True, port=0, prefs=prefs,
                                 gecko_log=str(log), startup_timeout=120)
        self.client.start_session()
        self.client.timeout.script = 90

    def go(self, url: str) -> None:
        self.client.navigate(url)

    def run(self, body: str, *args: object) -> object:
        return self.client.execute_script(
            "return (async function () {" + body + "}).apply(null, arguments);",
            script_args=list(args), sandbox=None)  # the page's own globals, not an Xray view

    def click(self, selector: str) -> None:
        self.client.find_element("css selector", selector).click()

    def type(self, selector: str, text: str) -> None:
        field = self.client.find_element("css selector", selector)
        field.clear()
        field.send_keys(text + "\ue007")  # Enter

    def close(self) -> None:
        try:
            self.client.delete_session()
        finally:
            self.client.cleanup()


class WebKit(Driver):
    name = "webkit"

    def __init__(self, proxy: int, display: str, log: Path) -> None:
        os.environ["SE_OFFLINE"] = "true"  # Selenium Manager would look for drivers online
        from selenium import webdriver
        from selenium.webdriver.common.proxy import Proxy

        options = webdriver.WebKitGTKOptions()
        options.binary_location = MINIBROWSER
        options.add_argument("--automation")  # without it no session is ever made
        options.proxy = Proxy({"proxyType": "manual", "httpProxy": f"127.0.0.1:{proxy}",
                               "sslProxy": f"127.0.0.1:{proxy}",
                               "noProxy": ["127.0.0.1", "localhost"]})
        self.profile = tempfile.mkdtemp(prefix="grove-webkit-")
        environment = {**os.environ, "DISPLAY": display, "HOME": self.profile,
                       "XDG_DATA_HOME": f"{self.profile}/data",
                       "XDG_CACHE_HOME": f"{self.profile}/cache"}
        # Now and then, on a loaded machine, the MiniBrowser that WebKitWebDriver starts is gone
        # at once and the driver waits for it for ever (seen once in a whole `make test`): such a
        # start is stopped after a minute and tried once more.
        for _ in range(2):
            service = webdriver.WebKitGTKService(executable_path=WEBKIT_DRIVER,
                                                 log_output=str(log), env=environment)
            made: dict[str, object] = {}

            def start(service=service, made=made) -> None:
                try:
                    made["client"] = webdriver.WebKitGTK(options=options, service=service)
                except Exception as error:  # noqa: BLE001 (told below, after the second try)
                    made["error"] = error

            starting = threading.Thread(target=start, daemon=True)
            starting.start()
            starting.join(STARTUP)
            if "client" in made:
                break
            service.stop()
            starting.join(10)
        else:
            raise RuntimeError(f"WebKit did not start, twice: {made.get('error', 'no answer')}")
        self.client = made["client"]
        self.client.set_script_timeout(90)

    def go(self, url: str) -> None:
        self.client.get(url)

    def run(self, body: str, *args: object) -> object:
        return self.client.execute_script(
            "return (async function () {" + body + "}).apply(null, arguments);", *args)

    def click(self, selector: str) -> None:
        self.client.find_element("css selector", selector).click()

    def type(self, selector: str, text: str) -> None:
        from selenium.webdriver.common.keys import Keys

        field = self.client.find_element("css selector", selector)
        field.clear()
        field.send_keys(text + Keys.ENTER)

    def close(self) -> None:
        try:
            self.client.quit()
        finally:
            shutil.rmtree(self.profile, ignore_errors=True)
