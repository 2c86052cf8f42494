"""The stylesheet's colours: every colour is a custom property with a light and a dark value, and
text and controls meet WCAG AA (4.5:1 for text, 3:1 for the edges of controls and the focus
ring) against what they lie on, in both themes. The browser audit (tests/e2e/test_a11y.py) sees
the page's HTML text; these pairs also cover the text drawn inside the boards."""

import re
from pathlib import Path

import pytest

CSS = (Path(__file__).resolve().parents[2] / "static" / "css" / "grove.css").read_text("utf-8")
LIGHT_BLOCK = re.search(r"^:root \{(.*?)^\}", CSS, re.S | re.M).group(1)
DARK_BLOCK = re.search(r'^:root\[data-theme="dark"\] \{(.*?)^\}', CSS, re.S | re.M).group(1)
RULES = CSS.replace(LIGHT_BLOCK, "").replace(DARK_BLOCK, "")


def variables(block):
    return dict(re.findall(r"(--[\w-]+):\s*([^;]+);", block))


LIGHT = variables(LIGHT_BLOCK)
THEMES = {"light": LIGHT, "dark": {**LIGHT, **variables(DARK_BLOCK)}}

TEXT = [  # (text, background): 4.5:1
    # the page
    ("--text", "--bg"), ("--text", "--surface"), ("--text", "--surface-2"),
    ("--muted", "--bg"), ("--muted", "--surface"), ("--muted", "--surface-2"),
    ("--accent", "--bg"), ("--accent", "--surface"), ("--alert", "--bg"), ("--alert", "--surface"),
    ("--on-accent", "--accent"), ("--on-accent", "--accent-strong"),
    ("--header-text", "--header-bg"), ("--text", "--banner-bg"),
    # messages by kind: the text, and the sign before it
    ("--text", "--info-bg"), ("--text", "--error-bg"), ("--alert", "--error-bg"),
    ("--text", "--success-bg"), ("--success", "--success-bg"), ("--accent", "--surface-2"),
    # inside the boards: coordinates, standings, reserves, warnings, seat numbers and letters
    ("--coord", "--frame"), ("--coord", "--wood"), ("--coord", "--field"),
    ("--coord", "--btt-frame"), ("--board-text", "--frame"), ("--board-text", "--btt-frame"),
    ("--board-muted", "--frame"), ("--removed", "--frame"),
    ("--arborel-height", "--arborel-height-halo"),
    *[(f"--seat-{n}-text", f"--seat-{n}") for n in range(1, 7)],
    *[(f"--arborel-{c}-text", f"--arborel-{c}") for c in "BWRG"],
]
CONTROLS = [  # (edge, background): 3:1
    ("--control-edge", "--bg"), ("--control-edge", "--surface"), ("--muted", "--surface"),
    ("--focus", "--bg"), ("--focus", "--surface"), ("--header-text", "--header-bg"),
    ("--removed", "--wood"), ("--removed", "--field"), ("--last", "--btt-dark"),
    ("--last", "--btt-light"), ("--last", "--arborel-floor"), ("--select", "--btt-dark"),
    ("--side-V-ink", "--bg"), ("--side-H-ink", "--bg"),  # Rumbo's compass, on the page
]


def luminance(colour: str) -> float:
    hex_ = colour.strip().lstrip("#")
    assert re.fullmatch(r"[0-9a-fA-F]{6}", hex_), f"{colour}: a solid #rrggbb colour"
    channels = [int(hex_[k:k + 2], 16) / 255 for k in (0, 2, 4)]
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_every_colour_is_a_custom_property_of_both_themes():
    literals = re.findall(r"#[0-9a-fA-F]{3,8}\b|\b(?:rgb|rgba|hsl|hsla)\(", RULES)
    assert literals == [], "colours belong in the :root blocks, with a dark value"
    used = set(re.findall(r"var\((--[\w-]+)", CSS)) - {"--board-fit"}  # a length, set on #game
    assert used <= set(LIGHT), sorted(used - set(LIGHT))
    assert set(variables(DARK_BLOCK)) <= set(LIGHT), "a dark value for a colour that is not used"


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_text_meets_aa_contrast(theme):
    colours = THEMES[theme]
    low = {f"{a} on {b}": round(contrast(colours[a], colours[b]), 2) for a, b in TEXT
           if contrast(colours[a], colours[b]) < 4.5}
    assert low == {}


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_controls_focus_and_marks_meet_aa_contrast(theme):
    colours = THEMES[theme]
    low = {f"{a} on {b}": round(contrast(colours[a], colours[b]), 2) for a, b in CONTROLS
           if contrast(colours[a], colours[b]) < 3}
    assert low == {}


def test_the_players_colours_are_all_different_in_each_theme():
    for colours in THEMES.values():
        seats = [colours[f"--seat-{n}"] for n in range(1, 7)]
        arborel = [colours[f"--arborel-{c}"] for c in "BWRG"]
        assert len(set(seats)) == 6 and len(set(arborel)) == 4
        assert colours["--side-V"] != colours["--side-H"]


def outer_stroke(colour: str) -> str:
    """The colour a Trellis link of `colour` meets the squares with, as the stylesheet draws it:
    its dark edge's (the view lays one under each White link), else the link's own."""
    for selector in (f".trellis .link-edge-{colour}", f".trellis .link-{colour}"):
        rule = re.search(re.escape(selector) + r" \{[^}]*?stroke: var\((--[\w-]+)\)", RULES)
        if rule:
            return rule.group(1)
    raise AssertionError(f"no stroke for {colour}'s links")


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_trellis_links_stand_out_on_both_squares(theme):
    colours = THEMES[theme]
    low = {f"{colour}'s links ({outer_stroke(colour)}) on {square}":
           round(contrast(colours[outer_stroke(colour)], colours[square]), 2)
           for colour in "BW" for square in ("--square-light", "--square-dark")
           if contrast(colours[outer_stroke(colour)], colours[square]) < 3}
    assert low == {}
