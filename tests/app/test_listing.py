"""What the list of your games says of each game (grove.app.listing)."""

import sys
from pathlib import Path

import pytest

from grove import i18n
from grove.app.listing import DAY, HOUR, changed_words
from grove.i18n import say

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import messages  # noqa: E402

NOW = 1_800_000_000.0


@pytest.mark.parametrize(("ago", "words"), [
    (0, "just now"),
    (59, "just now"),
    (-3600, "just now"),  # the clock was put back since
    (60, "1 minute ago"),
    (119, "1 minute ago"),
    (45 * 60, "45 minutes ago"),
    (HOUR, "1 hour ago"),
    (2 * HOUR + 59 * 60, "2 hours ago"),
    (DAY, "1 day ago"),
    (29 * DAY, "29 days ago"),
    (30 * DAY, "1 month ago"),
    (364 * DAY, "12 months ago"),
    (365 * DAY, "1 year ago"),
    (3 * 365 * DAY, "3 years ago"),
])
def test_when_a_game_changed_is_said_in_the_largest_unit_that_fits(ago, words):
    assert say(changed_words(NOW - ago, NOW)) == words


def test_the_words_follow_the_language_and_its_plurals():
    entries = messages.read_po(ROOT / "locale" / "de.po")
    i18n.install("de", messages.compile_catalogue("de", entries))
    try:
        assert say(changed_words(NOW - 2 * HOUR, NOW)) == "vor 2 Stunden"
        assert say(changed_words(NOW - DAY, NOW)) == "vor 1 Tag"
    finally:
        i18n.install("en")
