"""The static page is shown before Python starts, so it must agree with the game registry."""

from html.parser import HTMLParser
from pathlib import Path

from grove.app.routes import QUICK_STARTS, TEACHING, quick_start_url
from grove.app.tutor import url
from grove.games import CATALOGUE, GAMES

INDEX = Path(__file__).resolve().parents[2] / "index.html"


class Picker(HTMLParser):
    """Collects each game card: game id, name, blurb, players and the links it holds."""

    def __init__(self):
        super().__init__()
        self.entries, self.current, self.field = [], None, None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "li" and "data-game" in attrs:
            self.current = {"id": attrs["data-game"], "name": "", "blurb": "", "players": "",
                            "links": []}
            self.entries.append(self.current)
        elif self.current is None:
            return
        if tag == "a":
            self.current["links"].append(attrs["href"])
        if tag == "h3":
            self.field = "name"
        elif tag == "p":
            self.field = attrs.get("class")

    def handle_endtag(self, tag):
        if tag in ("h3", "p"):
            self.field = None
        if tag == "li":
            self.current = None

    def handle_data(self, data):
        if self.current is not None and self.field in ("name", "blurb", "players"):
            self.current[self.field] += data


def players_words(game) -> str:
    """How many play, as a card says it: "2 players", "2 to 6 players", "2 or 4 players"."""
    option = next((o for o in game.options if o.name == "players"), None)
    counts = option.choices if option else (game.new().players,)
    if len(counts) == 1:
        return f"{counts[0]} players"
    if list(counts) == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]} to {counts[-1]} players"
    return f"{counts[0]} or {counts[-1]} players"


def test_the_cards_show_the_six_games_as_the_catalogue_says():
    picker = Picker()
    picker.feed(INDEX.read_text())
    assert [e["id"] for e in picker.entries] == [c.game_id for c in CATALOGUE]
    assert len(picker.entries) == 6
    for entry, known in zip(picker.entries, CATALOGUE, strict=True):
        game_id = known.game_id
        assert (entry["name"], entry["blurb"]) == (known.name, known.blurb), game_id
        assert entry["players"] == players_words(GAMES[game_id]), game_id
        assert entry["links"] == [f"#/{game_id}", f"#/{game_id}",
                                  *(quick_start_url(game_id, how) for how in QUICK_STARTS),
                                  *(url(game_id, mode) for mode in TEACHING),
                                  f"#/{game_id}/new"]


def test_every_game_of_the_catalogue_is_built():
    assert set(GAMES) == {c.game_id for c in CATALOGUE}
