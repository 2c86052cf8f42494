"""The static page is shown before Python starts, so it must agree with the game registry."""

from html.parser import HTMLParser
from pathlib import Path

from grove.games import CATALOGUE, GAMES

INDEX = Path(__file__).resolve().parents[2] / "index.html"


class Picker(HTMLParser):
    """Collects each picker entry: game id, link text, and whether it says 'not yet available'."""

    def __init__(self):
        super().__init__()
        self.entries, self.current, self.field = [], None, None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "li" and "data-game" in attrs:
            self.current = {"id": attrs["data-game"], "name": "", "soon": False}
            self.entries.append(self.current)
        elif self.current is not None and tag == "a":
            self.field = "name"
        elif self.current is not None and tag == "em" and attrs.get("class") == "soon":
            self.current["soon"] = True

    def handle_endtag(self, tag):
        if tag == "a":
            self.field = None
        if tag == "li":
            self.current = None

    def handle_data(self, data):
        if self.current is not None and self.field == "name":
            self.current["name"] += data


def test_the_picker_lists_the_six_games_and_marks_the_ones_not_built():
    picker = Picker()
    picker.feed(INDEX.read_text())
    assert [e["id"] for e in picker.entries] == [c.game_id for c in CATALOGUE]
    assert len(picker.entries) == 6
    for entry, known in zip(picker.entries, CATALOGUE, strict=True):
        assert entry["name"] == known.name
        assert entry["soon"] == (known.game_id not in GAMES), entry["id"]


def test_every_registered_game_is_in_the_catalogue():
    assert set(GAMES) <= {c.game_id for c in CATALOGUE}
