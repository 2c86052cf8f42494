"""Small helpers over the browser's DOM, shared by the page's rooms."""

from __future__ import annotations

import asyncio
import inspect

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from grove.app.controller import Menu
from grove.i18n import _, say

_proxies = []  # event handlers must outlive this module's functions: keep their proxies
_wired = []  # (element, event, proxy) of every listener `on` added, for `unwire`


def on(element, event: str, handler) -> None:
    proxy = create_proxy(handler)
    _proxies.append(proxy)
    _wired.append((element, event, proxy))
    element.addEventListener(event, proxy)


def unwire() -> None:
    """Remove every listener `on` added (the page starts again: its new rooms wire their own)."""
    for element, event, proxy in _wired:
        element.removeEventListener(event, proxy)
    _wired.clear()


def run(handler) -> None:
    """Call a click handler; one that is a coroutine goes on in the background."""
    result = handler()
    if inspect.iscoroutine(result):
        asyncio.ensure_future(result)


def nearest(event, selector: str):
    """The element the event happened in (or its nearest ancestor) matching `selector`, or None.
    The DOM answers null, which reaches Python as a value that is not None."""
    return none_for_null(event.target.closest(selector))


def find(root, selector: str):
    """The first element under `root` matching `selector`, or None (not the DOM's null)."""
    return none_for_null(root.querySelector(selector))


def mark_cells(cells, describe=None) -> None:
    """Outline cells on the board (a hint, a lesson's right move, a better turn); `describe`
    turns a cell's spoken name into what a screen reader then hears of it."""
    board = by_id("board")
    for name in dict.fromkeys(cells):
        # The cell's hit area (svg.cell), not a piece's face that names its square (Arborel).
        hit = find(board, f'[data-cell="{name}"][role=button]')
        if hit is not None:
            hit.classList.add("hinted")
            if describe is not None:
                hit.setAttribute("aria-label", describe(str(hit.getAttribute("aria-label"))))


def the_hint(cell: str) -> str:
    """A cell marked as the hint, as a screen reader hears it."""
    return _("{cell}, the hint", cell=cell)


def none_for_null(found):
    return found if getattr(found, "nodeType", None) is not None else None


def by_id(name: str):
    return document.getElementById(name)


def element(tag: str, text: str = "", **attributes):
    node = document.createElement(tag)
    if text:
        node.textContent = say(text)  # text, never markup; an engine's in the player's language
    for name, value in attributes.items():
        node.setAttribute(name.rstrip("_").replace("_", "-"), say(value))
    return node


def download(text: str, name: str) -> None:
    """Offer `text` to the player as a JSON file called `name` (the browser saves it)."""
    blob = window.Blob.new(to_js([text]), js_object(type="application/json"))
    url = window.URL.createObjectURL(blob)
    link = element("a", href=url, download=name)
    document.body.append(link)
    link.click()
    link.remove()
    window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(url)), 1000)


def js_object(**values):
    return to_js(values, dict_converter=window.Object.fromEntries)


def button(label: str, action: str, css: str = ""):
    node = element("button", label, type="button")
    node.dataset.action = action
    if css:
        node.className = css
    return node


def menu(control: Menu):
    """A labelled select of numbered actions and a button that plays the one selected."""
    box = element("span", class_="menu")
    select = element("select", aria_label=control.label)
    for action, label in control.choices:
        choice = element("option", label)
        choice.value = action
        select.append(choice)
    go = button(control.label, "", "menu-go")
    go.setAttribute("data-menu", control.word)
    box.append(select, go)
    return box


MENUS = "details.menu-button[open], details.row-menu[open]"


def close_menus(event=None) -> None:
    """Menus (a <details> opened by its summary) close on a click outside them, on a click on
    one of their items, and on Escape (no event)."""
    target = event.target if event is not None else None
    for opened in document.querySelectorAll(MENUS):
        if (target is None or not opened.contains(target)
                or none_for_null(target.closest(".menu-items button, .menu-items a")) is not None):
            opened.open = False


def one_stop(current, first, focused: bool) -> None:
    """A list that is one stop in the tab order (the move list): its current button, else its
    first, takes the stop, and the focus again if the list had it; the current one is scrolled
    into view."""
    stop = current or first  # either may be missing: None, or the browser's null
    if stop:
        stop.setAttribute("tabindex", "0")
        if focused:
            stop.focus()
    if current:
        current.scrollIntoView(js_object(block="nearest"))
