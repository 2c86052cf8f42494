"""The dialogs that start or change a game: the new game (options, names and who plays each
seat), Players (who plays each seat during a game), the rematch, and the rules panel."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Protocol

from pyscript import document, window

from grove import i18n, record
from grove.app.controller import Controller
from grove.app.page.dom import by_id, element
from grove.app.session import LEVEL_NAMES, Session
from grove.games import GAMES
from grove.i18n import Text, _, say
from grove.view import render

PLAYER_KINDS = (  # who plays a seat: a person, or the computer at a level (hard: its time)
    ("", Text("A person")),
    ("easy", Text("Computer, {level}", level=LEVEL_NAMES["easy"])),
    ("medium", Text("Computer, {level} (under 1 s)", level=LEVEL_NAMES["medium"])),
    ("hard:3", Text("Computer, {level} ({seconds} s a move)", level=LEVEL_NAMES["hard"],
                    seconds=3)),
    ("hard:10", Text("Computer, {level} ({seconds} s a move)", level=LEVEL_NAMES["hard"],
                     seconds=10)),
)
# Each option's title in the new-game dialog.
OPTION_TITLES = {
    "size": Text("Size"), "pie": Text("Pie rule"), "players": Text("Players"),
    "board": Text("Board"), "scoring": Text("Scoring"), "seeds": Text("Seeds"),
    "seeding": Text("Seeding"), "tree_limit": Text("Tree limit"),
    "turn_seconds": Text("Time per turn"), "rules": Text("Rules"), "komi": Text("Komi"),
    "stairs": Text("Stairs"), "rng_seed": Text("Random layout"),
}

if TYPE_CHECKING:
    from grove.app.computer import Computer
    from grove.app.linkseat import LinkSeat
    from grove.app.page.board import BoardRoom
    from grove.app.page.correspondence import CorrespondenceRoom
    from grove.app.page.links import LinksRoom
    from grove.app.page.saves import SavesRoom
    from grove.app.table import Table


def fresh_value(option):
    """A new value for an option the app draws anew for each game (a random layout's seed)."""
    return random.randrange(2**31)


def fill_choices(select, option, options: dict, current) -> None:
    """The select's entries: the values `option` allows beside `options`, `current` chosen (or
    the first, when `current` is not among them)."""
    select.replaceChildren()
    if option.fresh:  # by default a new value is drawn for each game
        select.append(element("option", _("A new one for this game"), value=""))
        current = None
    values = option.choices_for(options)
    for value in values:
        choice = element("option", option.label(value))
        choice.value = str(value)
        choice.selected = value == current
        select.append(choice)
    if not option.fresh and current not in values:
        select.value = str(values[0])


def default_words(option) -> str:
    """What the dialog says an option's default is: its label's head ("Standard", not the whole
    "Standard: 8x4, triangle, ..." that the menu shows), or that a new value is drawn."""
    if option.fresh:
        return _("A new one for this game")
    return say(option.label(option.default)).split(":")[0]


def default_options(game) -> dict:
    return {o.name: fresh_value(o) for o in game.options if o.fresh}


def seat_fields(box, state, names, kinds) -> None:
    """In a dialog: for each seat, its player's name and who plays it (a person or the computer)."""
    box.replaceChildren()
    for seat in range(state.players):
        label = element("label")
        field = element("input", name=f"name-{seat}", maxlength=record.MAX_NAME,
                        placeholder=state.seat_name(seat))
        field.value = names[seat] if seat < len(names) else ""
        kind = element("select", name=f"kind-{seat}",
                       aria_label=_("Who plays seat {number}", number=seat + 1))
        for value, words in PLAYER_KINDS:
            choice = element("option", words)
            choice.value = value
            choice.selected = seat < len(kinds) and kinds[seat] == value
            kind.append(choice)
        label.append(element("span", _("Seat {number} ({seat})", number=seat + 1,
                                       seat=state.seat_name(seat))), field, kind)
        box.append(label)


class Page(Protocol):
    """What this room uses of the page (grove.app.page.Page)."""

    board: BoardRoom
    computer: Computer
    game_id: str | None
    link: LinkSeat | None
    links: LinksRoom
    correspondence: CorrespondenceRoom
    saves: SavesRoom
    session: Session | None
    table: Table | None

    def say(self, message: str, kind: str = ...) -> None: ...
    def update(self) -> None: ...


class DialogsRoom:
    def __init__(self, page: Page):
        self.page = page
        self.back_to: str | None = None  # where Cancel leads, for a dialog opened by its address
        self.started = False  # the dialog's Start was pressed

    def open_new_dialog(self, back_to: str | None = None) -> None:
        """The new-game dialog over the game on screen; Cancel (or Escape) leaves that game on
        screen, or, for a dialog opened by its address (`#/<game>/new`), goes to `back_to`."""
        self.back_to, self.started = back_to, False
        game = GAMES[self.page.game_id]
        fields = by_id("new-game-options")
        fields.replaceChildren()
        options = self.page.session.state.options
        for option in game.options:
            label = element("label")
            select = element("select", name=option.name)
            fill_choices(select, option, options, options.get(option.name, option.default))
            default = default_words(option)
            title = OPTION_TITLES.get(option.name, option.name.capitalize())
            label.append(element("span", title), select,
                         element("small", _("{help} Default: {default}.", help=option.help,
                                            default=default)))
            fields.append(label)
        self.build_name_fields(self.page.session.names)
        by_id("new-mode").value = "link" if self.page.link is not None else "here"
        by_id("new-assist").checked = self.page.session.assist  # as the game on screen has it
        self.show_mode()
        by_id("new-dialog").showModal()

    def on_new_dialog_close(self) -> None:
        back_to, self.back_to = self.back_to, None
        if not self.started and back_to is not None:
            window.history.replaceState(None, "", back_to)
            self.page.links.route()

    def show_mode(self) -> None:
        """On this screen, each seat is a person or the computer; by link, you choose your seat."""
        by_link = str(by_id("new-mode").value) == "link"
        by_id("new-link-options").hidden = not by_link
        by_id("new-game-names").classList.toggle("by-link", by_link)
        seats = by_id("new-seat")
        chosen = str(seats.value)
        seats.replaceChildren()
        values = []
        for field in document.querySelectorAll("#new-game-names label > span"):
            values.append(str(len(values)))
            seats.append(element("option", str(field.textContent), value=values[-1]))
        seats.append(element("option", _("Chosen at random"), value="random"))
        seats.value = chosen if chosen in [*values, "random"] else "0"

    def chosen_options(self) -> dict:
        form = by_id("new-game")
        chosen = {}
        for option in GAMES[self.page.game_id].options:
            value = str(form.elements.namedItem(option.name).value)
            chosen[option.name] = fresh_value(option) if option.fresh and not value else value
        return chosen

    def build_name_fields(self, names) -> None:
        try:
            probe = GAMES[self.page.game_id].new(**self.chosen_options())
        except ValueError:
            return
        box = by_id("new-game-names")
        kinds = [str(s.value) for s in box.querySelectorAll("select")]
        seat_fields(box, probe, names, kinds or self.page.session.computers)

    def refresh_choices(self) -> None:
        """Options whose values depend on others (Rumbo's komi on the size, BTT's board on the
        players and its scoring on the board) list what the options before them allow; a value
        no longer allowed gives way to the first that is."""
        form = by_id("new-game")
        for option in GAMES[self.page.game_id].options:
            chosen = {k: v for k, v in self.chosen_options().items() if v != ""}
            try:
                options = GAMES[self.page.game_id].resolve_options(chosen)
            except ValueError:
                options = chosen
            if option.choices_for(options) == option.choices:
                continue
            select = form.elements.namedItem(option.name)
            value = str(select.value)
            current = next((v for v in option.choices if str(v) == value), None)
            fill_choices(select, option, options, current)

    def on_new_game_change(self, event) -> None:
        name = str(event.target.name)
        if str(event.target.tagName) == "SELECT" and name not in ("mode", "seat") \
                and not name.startswith("kind"):
            self.refresh_choices()
            fields = document.querySelectorAll("#new-game-names input")
            self.build_name_fields([str(f.value) for f in fields])
        if name != "seat":
            self.show_mode()

    def on_new_game(self, event) -> None:
        event.preventDefault()
        names = [str(f.value).strip()[: record.MAX_NAME]
                 for f in document.querySelectorAll("#new-game-names input")]
        computers = [str(s.value) for s in document.querySelectorAll("#new-game-names select")]
        by_link = str(by_id("new-mode").value) == "link"
        try:
            session = Session.new(self.page.game_id, self.chosen_options(), names,
                                  () if by_link else computers,
                                  assist=bool(by_id("new-assist").checked))
        except ValueError as why:
            self.page.say(_("{why}.", why=why.args[0] if why.args else why), "error")
            return
        self.started = True
        by_id("new-dialog").close()
        if by_link:
            seat = str(by_id("new-seat").value)
            self.page.correspondence.start_by_link(session, int(seat) if seat.isdecimal() else None,
                               bool(by_id("new-confirm").checked))
        else:
            self.page.saves.replace_with(session)
        self.page.board.focus()

    def open_players_dialog(self) -> None:
        session = self.page.session
        seat_fields(by_id("players-seats"), session.state, session.names, session.computers)
        by_id("players-dialog").showModal()

    def on_players(self, event) -> None:
        event.preventDefault()
        box = by_id("players-seats")
        self.page.table.seat_players(
            tuple(str(f.value).strip()[: record.MAX_NAME] for f in box.querySelectorAll("input")),
            tuple(str(s.value) for s in box.querySelectorAll("select")))
        by_id("players-dialog").close()
        self.page.computer.player_acted()
        self.page.say(" ".join(filter(None, [_("Players changed."), self.page.saves.autosave()])),
                      "success")
        self.page.update()

    def rematch(self) -> None:
        """The same game again: by link, a new game by link with the seats turned round."""
        state, link = self.page.session.state, self.page.link
        session = Session.new(self.page.game_id, state.options, self.page.session.names,
                              self.page.session.computers, assist=self.page.session.assist)
        if link is None:
            self.page.saves.replace_with(session)
        else:
            self.page.correspondence.start_by_link(session, (link.seat + 1) % state.players,
                                                   link.confirm)
        self.page.board.focus()

    async def open_rules(self) -> None:
        game_id = self.page.game_id
        body = by_id("rules-body")
        body.textContent = _("Loading the rules…")
        by_id("rules-learn").href = f"#/{game_id}/learn"  # it closes the dialog, as Close does
        by_id("rules-dialog").showModal()
        # The page in the player's language, else the English one (HTML made by the build from
        # docs/*.md, its text escaped: scripts/vendor.py).
        pages = [f"./docs/{game_id}.html"]
        if i18n.language != i18n.DEFAULT:
            pages.insert(0, f"./docs/{i18n.language}/{game_id}.html")
        for page in pages:
            try:
                response = await window.fetch(page)
                if not response.ok:
                    raise ValueError(response.status)
                body.innerHTML = str(await response.text())
                break
            except Exception:
                continue
        else:
            body.textContent = _("The rules page could not be loaded.")
            return
        for caption, options, actions in GAMES[game_id].examples:
            state = GAMES[game_id].new(**options)
            for action in actions:
                state = state.play(action)
            figure = element("figure")
            figure.innerHTML = render(state, Controller(state).hints())
            # A diagram, not a board to play on: one picture named by its caption.
            figure.firstElementChild.setAttribute("role", "img")
            figure.firstElementChild.setAttribute("aria-label", say(caption))
            for hit in figure.querySelectorAll("[data-cell]"):
                hit.removeAttribute("role")
                hit.removeAttribute("aria-label")
            figure.append(element("figcaption", caption))
            body.append(figure)
