"""Button labels fit their buttons in every language: no translation of a message that labels a
button is more than twice as long as the English.

A message labels a button when it is the text of a <button>, an `a.button` or a
`label.file-button` of index.html, a label the app gives a button it makes (`button(_("Open"),
...)`), a label a game gives its actions (its `label` method and its `...LABEL...` tables: the
action buttons and the chooser's), or one of a view's own controls (Arborel's `controls`)."""

import ast
from html.parser import HTMLParser
from pathlib import Path

import messages
import pytest

ROOT = Path(__file__).resolve().parents[2]


VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}


class ButtonText(HTMLParser):
    """Each text run of index.html inside a button, spaces collapsed as the page compares them."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.open: list[str] = []  # the tags open inside the button being read
        self.words: set[str] = set()

    def handle_starttag(self, tag, attrs):
        classes = (dict(attrs).get("class") or "").split()
        if tag in VOID:
            return  # never closed: nothing inside it
        if self.open or tag == "button" or (tag in ("a", "label") and any(
                name in ("button", "file-button") for name in classes)):
            self.open.append(tag)

    def handle_endtag(self, tag):
        if tag in self.open:
            del self.open[len(self.open) - 1 - self.open[::-1].index(tag):]

    def handle_data(self, data):
        text = messages.normal(data)
        if self.open and any(ch.isalpha() for ch in text):
            self.words.add(text)


def page_labels() -> set[str]:
    parser = ButtonText()
    parser.feed((ROOT / "index.html").read_text(encoding="utf-8"))
    return parser.words


def said(node: ast.AST) -> set[str]:
    """The messages of the `Text("...")` and `_("...")` calls under `node`, as catalogue keys."""
    found = set()
    for call in ast.walk(node):
        if (isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
                and call.func.id in ("Text", "_") and call.args
                and isinstance(call.args[0], ast.Constant)):
            context = [k.value.value for k in call.keywords if k.arg == "context"]
            found.add("".join(c + messages.CONTEXT for c in context) + call.args[0].value)
    return found


def code_labels() -> set[str]:
    found = set()
    for path in sorted((ROOT / "py" / "grove").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name in ("label", "controls"):
                found |= said(node)  # a game's action labels, a view's own controls
            elif isinstance(node, ast.Assign) and any(
                    isinstance(t, ast.Name) and "LABEL" in t.id for t in node.targets):
                found |= said(node.value)  # LABELS, PIE_LABELS, STONE_LABEL...
            elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                  and node.func.id == "button" and node.args):
                found |= said(node.args[0])  # a button the app makes: Open, Undo delete...
    return found


LABELS = page_labels() | code_labels()


def fits(english: str, translation: str) -> bool:
    # Twice the English, but a very short label ("Undo", "Pass") may take a few letters more:
    # "Rückgängig" for "Undo" is still a small button, and no word that short has a shorter one.
    return len(translation) <= max(2 * len(english), len(english) + 8)


def test_the_labels_are_found_where_buttons_get_them():
    for label in ("Hint", "Undo", "Rematch", "Play the computer", "Restore from a backup…",
                  "Swap: take Black", "End turn", "Turn right ⟳", "Undo delete"):
        assert label in LABELS, label
    assert LABELS <= {msgid for msgid, _plural in messages.all_messages(ROOT)}


@pytest.mark.parametrize("code", messages.TRANSLATED)
def test_no_button_label_is_more_than_twice_as_long_as_the_english(code):
    entries = messages.read_po(ROOT / "locale" / f"{code}.po")
    too_long = []
    for key in sorted(LABELS):
        english = messages.split(key)[1]
        translation = entries.get((key, None), [""])[0]
        if translation and not fits(english, translation):
            too_long.append(f"{english!r} -> {translation!r}")
    assert not too_long, f"locale/{code}.po: labels too long for their buttons: {too_long}"
