"""Pyodide from a memory snapshot (static/js/pyodide.mjs): the first visit starts as usual and has
a snapshot made in the background; the next starts from it, the computer's worker too; a missing
or damaged snapshot means a normal start, and a new snapshot."""

from __future__ import annotations

from playwright.sync_api import expect

HOW = "globalThis.groveStart.how"
CACHED = """async () => {
    const cache = await caches.open("pyodide-snapshot");
    return (await cache.keys()).length;
}"""

# The seed of the random layout of the Arbos game on screen, from its stored options.
LAYOUT = """() => {
    const key = location.hash.split("/")[3];
    const game = JSON.parse(localStorage.getItem("grove." + key) || "null");
    return game ? game.record.options.rng_seed : null;
}"""


def snapshot_made(app) -> None:
    app.page.wait_for_function("globalThis.groveStart.kept !== undefined")
    assert app.page.evaluate("globalThis.groveStart.kept") is True, app.page.evaluate(
        "globalThis.groveStart.note")
    assert app.page.evaluate(CACHED) == 1


def test_the_next_visit_starts_from_the_snapshot_made_after_the_first(visit):
    first = visit()
    assert first.page.evaluate(HOW) == "plain"
    snapshot_made(first)
    # These tests block service workers: the page knew at once that it would not be taken over.
    assert first.page.evaluate("globalThis.groveStart.madeWhen") == "no offline copy"
    first.page.close()

    again = visit()
    assert again.page.evaluate(HOW) == "snapshot"
    page = again.page
    # The interpreter restored works as a fresh one: play, and have the computer answer in its
    # worker (started from the same snapshot).
    again.new_game(size=7, pie="off", **{"kind-1": "easy"})
    again.click("d4")
    again.press("end")
    expect(page.locator("#moves")).to_contain_text("Computer, easy (White): ", timeout=60_000)
    assert page.locator("#board .stone-W").count() >= 1
    [worker] = page.workers
    assert worker.evaluate(HOW) == "snapshot"
    assert page.evaluate("globalThis.groveStart.kept") is None  # nothing more to make
    page.close()
    # Each start from the snapshot draws random numbers of its own, not the snapshot's: two
    # visits' new games of Arbos get two layouts (one in 2**31 to be the same by chance).
    layouts = []
    for _ in range(2):
        arbos = visit("#/arbos/new/here")
        assert arbos.page.evaluate(HOW) == "snapshot"
        arbos.page.wait_for_function("() => location.hash.startsWith('#/arbos/game/')")
        layouts.append(arbos.page.evaluate(LAYOUT))
        arbos.page.close()
    assert None not in layouts and layouts[0] != layouts[1], layouts


# Two ways a kept snapshot is spoilt, each found at the next start.
DAMAGES = {
    # gzip's checksum fails: the snapshot cannot be read
    "damaged": """bytes => { bytes[bytes.length >> 1] ^= 0xff; return bytes; }""",
    # well-formed gzip holding something else: Pyodide refuses it
    "not-a-snapshot": """async () => new Uint8Array(await new Response(new Blob(["not a snapshot"])
        .stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer())""",
}


def test_a_damaged_snapshot_means_a_normal_start_and_a_new_snapshot(visit):
    """Each damage in turn, in one browser: the snapshot made anew after the first is the one
    the second spoils."""
    first = visit()
    snapshot_made(first)
    last = first
    for played, (name, damage) in enumerate(DAMAGES.items(), start=1):
        last.page.evaluate("""async damage => {
            const cache = await caches.open("pyodide-snapshot");
            const [key] = await cache.keys();
            const bytes = new Uint8Array(await (await cache.match(key)).arrayBuffer());
            const spoilt = await (0, eval)(damage)(bytes);
            await cache.put(key, new Response(spoilt));
        }""", damage)
        last.page.close()

        again = visit()
        assert again.page.evaluate(HOW) == "plain", name
        assert "snapshot" in again.page.evaluate("globalThis.groveStart.note"), name
        again.click(("h8", "h11")[played - 1])  # the interpreter started plainly plays
        expect(again.page.locator("#board .stone-B")).to_have_count(played)
        snapshot_made(again)  # made anew
        last = again
    last.page.close()

    assert visit().page.evaluate(HOW) == "snapshot"
