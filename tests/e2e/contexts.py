"""The warm browser contexts the tests are lent (tests/e2e/conftest.py tells the whole
story): each with the Pyodide snapshot in its Cache Storage, its storage cleared and
found empty before a test, and the page its last test left if it may be lent again."""

from __future__ import annotations

from urllib.parse import urlsplit

from playwright.sync_api import Browser, BrowserContext, Page

from .pages import GLOBALS, LOOK, STARTED, App, dirty, watch

SNAPSHOTS_OFF = "self.groveSnapshots = 'off'"  # static/js/pyodide.mjs makes none in the background
SNAPSHOT_CACHE = "pyodide-snapshot"  # pyodide.mjs's Cache Storage name
# A page of the site's origin, where its storage is cleared: answered by the tests themselves
# (its icon given, so that the browser asks for no favicon.ico, which the site does not hold).
BLANK = "test-blank.html"
BLANK_PAGE = '<!doctype html><link rel="icon" href="data:,"><title>Blank</title>'
# What Storage.clearDataForOrigin (DevTools protocol) clears: all but Cache Storage, which is
# cleared from the page, all of it but the snapshot.
CLEARED = ("cookies,file_systems,indexeddb,local_storage,websql,service_workers,"
           "shared_storage,storage_buckets")
CLEAR_CACHES = """async keep => {
    for (const name of await caches.keys()) if (name !== keep) await caches.delete(name);
}"""
STORAGE_LEFT = """async snapshots => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    cookies: document.cookie,
    databases: (await indexedDB.databases()).map(d => d.name),
    caches: await caches.keys(),
    snapshots: (await (await caches.open(snapshots)).keys()).map(r => r.url),
    persisted: await navigator.storage.persisted(),
    clock: globalThis.__pwClock !== undefined,
})"""
MAKE_SNAPSHOT = """url => new Promise(resolve => {
    const worker = new Worker(url, {type: "module"});
    worker.onmessage = event => { worker.terminate(); resolve(event.data); };
    worker.onerror = event => { worker.terminate(); resolve({kept: false, note: event.message}); };
})"""
READ_SNAPSHOT = """async name => {
    const cache = await caches.open(name);
    const [key] = await cache.keys();
    const bytes = new Uint8Array(await (await cache.match(key)).arrayBuffer());
    let text = "";
    for (let i = 0; i < bytes.length; i += 0x8000) {
        text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return [key.url, btoa(text)];
}"""
WRITE_SNAPSHOT = """async ([name, url, base64]) => {
    const text = atob(base64);
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    const cache = await caches.open(name);
    await cache.put(url, new Response(bytes, {headers: {"Content-Type": "application/gzip"}}));
}"""



def new_context(browser: Browser, args: dict, snapshots: bool) -> BrowserContext:
    context = browser.new_context(**args)
    if not snapshots:
        context.add_init_script(SNAPSHOTS_OFF)
    return context


class Contexts:
    """The warm browser contexts of one test worker (a pytest session under xdist), each lent to
    one test at a time. A context holds a Pyodide snapshot from the start: the first one's is
    made by the worker that makes it after a first visit (static/js/snapshot.mjs), and copied
    into the others (the same bytes: it saves making it again)."""

    def __init__(self, browser: Browser, args: dict, base_url: str) -> None:
        self.browser = browser
        self.args = args
        self.base_url = base_url
        self.origin = base_url.rstrip("/")
        self.free: list[BrowserContext] = []
        self.started: dict[BrowserContext, Page] = {}  # a free context's page, Grove started
        self.snapshot: tuple[str, str] | None = None  # its key in the cache, gzip in base64

    def take(self) -> tuple[BrowserContext, Page]:
        """A warm context, its storage cleared and found empty, and a page in it: the one its
        last test left, Grove stopped, if it was kept; else a new page."""
        while True:
            context = self.free.pop() if self.free else self.made()
            page = self.started.pop(context, None)
            if page is not None:
                # The tab's own storage goes with the page's. localStorage is cleared from the
                # page too: its last writes may reach the browser's store after a clear of the
                # origin alone, and come back after it.
                try:
                    page.evaluate("groveStop(); sessionStorage.clear(); localStorage.clear()")
                except Exception:  # a browser in trouble: another context
                    context.close()
                    continue
                left = self.clear_here(page)
                setattr(page, STARTED, True)
            else:
                page = watch(context.new_page())
                left = self.clear(page)
            empty = {"local": [], "session": [], "cookies": "", "databases": [],
                     "caches": [SNAPSHOT_CACHE]}
            if {name: left[name] for name in empty} != empty:
                context.close()
                raise AssertionError(f"the storage of a context lent again is not empty: {left}")
            if not (left["clock"] or left["persisted"]) and left["snapshots"] == [
                    self.snapshot[0]]:
                return context, page
            # What clearing cannot undo: a test replaced the context's clock (Playwright's
            # lasts as long as the context), or the browser now keeps the site's storage
            # (navigator.storage.persist(), which Chromium grants once a site has been used
            # for a while); or the snapshot went. A new context instead.
            context.close()

    def give_back(self, context: BrowserContext, again: bool, keep: Page | None = None) -> None:
        """The test is over: its pages are closed (but `keep`, if it may be lent again) and
        what it set on the context undone; a context in doubt (`again` false: its test failed)
        is closed."""
        if again:
            try:
                context.set_offline(False)
                context.clear_permissions()
                context.unroute_all()
                if keep is not None and not self.keepable(keep):
                    keep = None
                for page in context.pages:
                    if page is not keep:
                        page.close()
            except Exception:  # a browser in trouble: not lent again
                again = False
        if again:
            self.free.append(context)
            if keep is not None:
                self.started[context] = keep
        else:
            context.close()

    def keepable(self, page: Page) -> bool:
        """Whether a page may be lent again, Grove started in it (the module's docstring)."""
        if page.is_closed() or dirty(page) or not hasattr(page, GLOBALS):
            return False
        look = page.evaluate(LOOK)
        return look == {"ready": True, "path": urlsplit(self.base_url).path, "language": "en",
                        "lang": "en", "theme": "light", "style": None, "natives": True,
                        "globals": getattr(page, GLOBALS)}

    def close(self) -> None:
        for context in self.free:
            context.close()
        self.free, self.started = [], {}

    def made(self) -> BrowserContext:
        context = new_context(self.browser, self.args, snapshots=True)
        if self.snapshot is None:
            self.first_visit(context)
        else:
            page = context.new_page()
            self.blank(page)
            page.evaluate(WRITE_SNAPSHOT, [SNAPSHOT_CACHE, *self.snapshot])
            page.close()
        return context

    def first_visit(self, context: BrowserContext) -> None:
        """The snapshot a first visit has made once its page is ready, by the same worker
        (static/js/snapshot.mjs), without the page's own start (test_snapshot has that)."""
        page = context.new_page()
        self.blank(page)
        maker = App(page, context, self.base_url)
        made = maker.page.evaluate(MAKE_SNAPSHOT, self.base_url + "static/js/snapshot.mjs")
        assert made["kept"] is True, f"no snapshot was made: {made['note']}"
        maker.check()
        maker.detach()
        self.snapshot = tuple(maker.page.evaluate(READ_SNAPSHOT, SNAPSHOT_CACHE))
        maker.page.close()

    def blank(self, page: Page) -> None:
        """Open a blank page of the site's origin (no request reaches the server)."""
        url = self.base_url + BLANK
        answer = lambda route: route.fulfill(content_type="text/html", body=BLANK_PAGE)  # noqa: E731
        Page.route(page, url, answer)  # through the class: not the test's own (`watch`)
        page.goto(url)
        page.unroute(url)  # routing off: the page uses the HTTP cache again

    def clear(self, page: Page) -> dict:
        """Clear the storage of the site's origin in the page's context; what is left."""
        self.blank(page)
        return self.clear_here(page)

    def clear_here(self, page: Page) -> dict:
        """The same, from a page already at the site's origin."""
        session = page.context.new_cdp_session(page)
        try:
            session.send("Storage.clearDataForOrigin",
                         {"origin": self.origin, "storageTypes": CLEARED})
        finally:
            session.detach()
        page.evaluate(CLEAR_CACHES, SNAPSHOT_CACHE)
        return page.evaluate(STORAGE_LEFT, SNAPSHOT_CACHE)
