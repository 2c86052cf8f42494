"""The page: routes by URL fragment, draws the board, turns clicks into controller calls.

This is the only module that touches the DOM. It is generic: nothing here knows a game's rules.
"""

from __future__ import annotations

from pyodide.ffi import create_proxy
from pyscript import document, window

from grove.app.controller import Controller, Menu
from grove.games import CATALOGUE, GAMES, new_game
from grove.view import render

_proxies = []  # event handlers must outlive this module's functions: keep their proxies


def on(element, event: str, handler) -> None:
    proxy = create_proxy(handler)
    _proxies.append(proxy)
    element.addEventListener(event, proxy)


def by_id(name: str):
    return document.getElementById(name)


def button(label: str, action: str, css: str = ""):
    node = document.createElement("button")
    node.type = "button"
    node.textContent = label  # text, never markup
    node.dataset.action = action
    if css:
        node.className = css
    return node


def menu(control: Menu):
    """A labelled select of numbered actions and a button that plays the one selected."""
    box = document.createElement("span")
    box.className = "menu"
    select = document.createElement("select")
    select.setAttribute("aria-label", control.label)
    select.dataset.menu = control.word
    for action, label in control.choices:
        choice = document.createElement("option")
        choice.value = action
        choice.textContent = label
        select.append(choice)
    go = button(control.label, "", "menu-go")
    go.dataset.menu = control.word
    box.append(select, go)
    return box


class Page:
    def __init__(self):
        self.controller: Controller | None = None
        self.game_id: str | None = None
        on(by_id("board"), "click", self.on_board_click)
        on(by_id("actions"), "click", self.on_action_click)
        on(by_id("chooser"), "click", self.on_action_click)
        on(by_id("new-game"), "submit", self.on_new_game)
        on(window, "hashchange", lambda _event: self.route())
        on(document, "keydown", self.on_key)

    # -- routing ---------------------------------------------------------------------------------

    def route(self) -> None:
        wanted = str(window.location.hash).removeprefix("#").strip("/")
        known = {entry.game_id: entry for entry in CATALOGUE}
        if wanted in GAMES:
            if wanted != self.game_id:
                self.open(wanted)
            return
        self.game_id, self.controller = None, None
        by_id("game").hidden = True
        by_id("home").hidden = False
        note = by_id("home-note")
        if wanted in known:
            note.textContent = f"{known[wanted].name} is not available yet."
        elif wanted:
            note.textContent = f"There is no game called {wanted!r} here."
        else:
            note.textContent = ""
        document.title = "Grove"

    def open(self, game_id: str) -> None:
        self.game_id = game_id
        self.controller = Controller(new_game(game_id))
        game = GAMES[game_id]
        by_id("home").hidden = True
        by_id("game").hidden = False
        by_id("game-title").textContent = game.name
        by_id("rules-link").href = f"./docs/{game_id}.md"
        document.title = f"{game.name} · Grove"
        self.build_options_form(game)
        self.say("")
        self.draw()

    # -- drawing ---------------------------------------------------------------------------------

    def draw(self) -> None:
        controller = self.controller
        state = controller.state
        by_id("board").innerHTML = render(state, controller.hints())
        by_id("status").textContent = state.prompt()
        actions = by_id("actions")
        actions.replaceChildren()
        if not controller.selected:
            for control in controller.controls():
                if isinstance(control, Menu):
                    actions.append(menu(control))
                else:
                    actions.append(button(control[1], control[0]))
        banner = by_id("banner")
        banner.hidden = not state.over
        banner.textContent = f"Game over: {state.result()}" if state.over else ""
        by_id("chooser").replaceChildren()

    def say(self, message: str) -> None:
        by_id("message").textContent = message

    def show_chooser(self, choices) -> None:
        chooser = by_id("chooser")
        chooser.replaceChildren()
        for action, label in choices:
            chooser.append(button(label, action, "choice"))
        chooser.append(button("Cancel", "", "cancel"))

    # -- events ----------------------------------------------------------------------------------

    def on_board_click(self, event) -> None:
        target = event.target.closest("[data-cell]")
        if self.controller is None or target is None:
            return
        self.report(self.controller.click(str(target.getAttribute("data-cell"))))

    def on_action_click(self, event) -> None:
        target = event.target.closest("button[data-action]")
        if self.controller is None or target is None:
            return
        action = str(target.dataset.action)
        if target.hasAttribute("data-menu"):  # play the choice of the menu beside this button
            action = str(target.parentElement.querySelector("select").value)
        if not action:
            self.controller.cancel()
            self.say("")
            self.draw()
            return
        self.report(self.controller.play(action))

    def on_key(self, event) -> None:
        if event.key == "Escape" and self.controller is not None:
            self.controller.cancel()
            self.say("")
            self.draw()

    def report(self, outcome) -> None:
        self.say(outcome.message)
        self.draw()
        if outcome.kind == "choose":
            self.show_chooser(outcome.choices)

    # -- new game --------------------------------------------------------------------------------

    def build_options_form(self, game) -> None:
        fields = by_id("new-game-options")
        fields.replaceChildren()
        for option in game.options:
            label = document.createElement("label")
            caption = document.createElement("span")
            caption.textContent = option.name.capitalize()
            select = document.createElement("select")
            select.name = option.name
            for value in option.choices:
                choice = document.createElement("option")
                choice.value = str(value)
                choice.textContent = option.label(value)
                choice.selected = value == option.default
                select.append(choice)
            help_text = document.createElement("small")
            help_text.textContent = option.help
            label.append(caption, select, help_text)
            fields.append(label)

    def on_new_game(self, event) -> None:
        event.preventDefault()
        game = GAMES[self.game_id]
        form = by_id("new-game")
        chosen = {o.name: str(form.elements.namedItem(o.name).value) for o in game.options}
        try:
            state = game.new(**chosen)
        except ValueError as why:
            self.say(f"{why}.")
            return
        self.controller = Controller(state)
        self.say("")
        self.draw()


def start() -> None:
    page = Page()
    page.route()
    by_id("loading").hidden = True
    by_id("app").hidden = False
    document.body.dataset.ready = "1"
