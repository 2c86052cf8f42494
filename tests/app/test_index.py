"""The static page is shown before Python starts, so it must agree with the game registry."""

from html.parser import HTMLParser
from pathlib import Path

from grove.games import CATALOGUE, GAMES

INDEX = Path(__file__).resolve().parents[2] / "index.html"


class Picker(HTMLParser):
    """Collects each picker entry: game id, link text and blurb."""

    def __init__(self):
        super().__init__()
        self.entries, self.current, self.field = [], None, None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "li" and "data-game" in attrs:
            self.current = {"id": attrs["data-game"], "name": "", "blurb": ""}
            self.entries.append(self.current)
        elif self.current is not None and tag == "a":
            self.field = "name"
        elif self.current is not None and tag == "span":
            self.field = "blurb"

    def handle_endtag(self, tag):
        if tag in ("a", "span"):
            self.field = None
        if tag == "li":
            self.current = None

    def handle_data(self, data):
        if self.current is not None and self.field:
            self.current[self.field] += data


def test_the_picker_lists_the_six_games_as_the_catalogue_says():
    picker = Picker()
    picker.feed(INDEX.read_text())
    assert [e["id"] for e in picker.entries] == [c.game_id for c in CATALOGUE]
    assert len(picker.entries) == 6
    for entry, known in zip(picker.entries, CATALOGUE, strict=True):
        assert (entry["name"], entry["blurb"]) == (known.name, known.blurb), entry["id"]


def test_every_game_of_the_catalogue_is_built():
    assert set(GAMES) == {c.game_id for c in CATALOGUE}
