"""The browser tests share warm browser contexts (conftest.py: `Contexts`): a test must find none
of what the test before it left. The fixture checks that the storage is empty before it lends a
context; these tests show that the check is needed and holds, by lending one context (and one
started page) twice."""

from __future__ import annotations

from playwright.sync_api import expect

from .contexts import SNAPSHOT_CACHE, STORAGE_LEFT
from .pages import App

LEAVE_EVERYTHING = """async () => {
    localStorage.setItem("left", "1");
    sessionStorage.setItem("left", "1");
    document.cookie = "left=1; max-age=3600";
    await new Promise((resolve, reject) => {
        const opening = indexedDB.open("left");
        opening.onsuccess = () => { opening.result.close(); resolve(); };
        opening.onerror = () => reject(opening.error);
    });
    await (await caches.open("left")).put("/left", new Response("1"));
}"""


def test_a_context_lent_again_holds_nothing_of_the_test_before(contexts, server_url):
    context, page = contexts.take()
    first = App(page, context, server_url)
    first.open("#/orbit")
    first.click("d4")
    expect(page.locator("#board .stone-B")).to_have_count(1)
    page.evaluate(LEAVE_EVERYTHING)
    left = page.evaluate(STORAGE_LEFT, SNAPSHOT_CACHE)
    assert left["local"] and left["session"] and left["cookies"] and left["databases"]
    assert set(left["caches"]) == {"left", SNAPSHOT_CACHE}
    tab = first.another_tab("#/orbit")  # a second page of the context, left open
    first.check()
    first.detach()
    contexts.give_back(context, again=True)
    assert tab.page.is_closed() and page.is_closed()

    again, page = contexts.take()  # asserts that the storage is empty
    assert again is context, "the same context, lent again"
    second = App(page, again, server_url)
    second.open("#/orbit")
    assert page.evaluate("globalThis.groveStart.how") == "snapshot"  # warm, from the snapshot
    expect(page.locator("#board .stone-B")).to_have_count(0)  # no game carried over
    assert second.requests and all("left" not in url for url in second.requests)
    second.check()
    second.detach()
    contexts.give_back(again, again=True)


def test_a_started_page_lent_again_holds_nothing_of_the_test_before(contexts, server_url):
    """The page itself, Grove started in it, lent again: stopped, its storage cleared (its tab's
    own too), and started again in its window from nothing."""
    context, page = contexts.take()
    first = App(page, context, server_url)
    first.open("#/orbit")
    first.click("d4")
    expect(page.locator("#board .stone-B")).to_have_count(1)
    page.evaluate(LEAVE_EVERYTHING)
    first.check()
    first.detach()
    contexts.give_back(context, again=True, keep=page)
    assert not page.is_closed(), "a page that changed nothing but the storage is kept"

    again, same = contexts.take()  # asserts that the storage is empty
    assert (again, same) == (context, page), "the same context and page, lent again"
    second = App(same, again, server_url)
    second.page.evaluate("window.groveSameWindow = true")
    second.open("#/orbit")
    assert same.evaluate("window.groveSameWindow === true"), "started again, not reloaded"
    expect(same.locator("#board .stone-B")).to_have_count(0)  # no game carried over
    second.check()
    second.detach()
    contexts.give_back(again, again=True, keep=same)
    assert same.is_closed(), "a page given a global of the test's is not lent again"
