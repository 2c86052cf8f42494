"""The message catalogues: every message of the code is translated in every language, nothing
else is in them, the translations keep their values, and gettext reads what vendor compiles."""

import string
import sys
from pathlib import Path

import pytest

from grove import i18n
from grove.i18n import Text, _, _n, say

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import messages  # noqa: E402

CODE = messages.all_messages(ROOT)


def catalogue(code):
    return messages.read_po(ROOT / "locale" / f"{code}.po")


def names(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


@pytest.fixture(autouse=True)
def english_again():
    yield
    i18n.install("en")


@pytest.mark.parametrize("code", messages.TRANSLATED)
def test_every_message_of_the_code_is_translated(code):
    entries = catalogue(code)
    untranslated = [msgid for (msgid, plural) in CODE
                    if not all(entries.get((msgid, plural), [""]))]
    assert not untranslated, f"{len(untranslated)} messages not in locale/{code}.po, such as " \
        f"{untranslated[:5]} (run python3 scripts/messages.py, then translate them)"


@pytest.mark.parametrize("code", messages.TRANSLATED)
def test_a_catalogue_holds_only_what_the_code_says(code):
    unused = [msgid for msgid in catalogue(code) if msgid not in CODE]
    assert not unused, f"locale/{code}.po has messages the code does not say: {unused[:5]}"


@pytest.mark.parametrize("code", messages.TRANSLATED)
def test_translations_keep_every_value_of_their_message(code):
    for (msgid, plural), forms in catalogue(code).items():
        for form in forms:
            if form:
                assert names(form) == names(msgid) | names(plural or ""), (msgid, form)


def test_the_code_finds_its_messages_in_python_and_in_the_page():
    assert ("Hint", None) in CODE  # _() in the app
    assert ("Undone. {prompt}", None) in CODE
    assert ("Choose a game", None) in CODE  # index.html
    assert ("Loading the games…", None) in CODE  # static/js/loading.js
    assert not any(msgid in messages.NAMES for msgid, _ in CODE)  # names are not translated


def test_a_compiled_catalogue_says_text_plurals_and_nested_values():
    entries = {("Black", None): ["Noir"], ("{who} to play", None): ["À {who} de jouer"],
               ("{n} stone", "{n} stones"): ["{n} pierre", "{n} pierres"],
               ("Hint", None): ["Indice"]}
    i18n.install("fr", messages.compile_mo("fr", entries))
    assert say(Text("{who} to play", who=Text("Black"))) == "À Noir de jouer"
    assert _("Hint") == "Indice"
    assert _n("{n} stone", "{n} stones", 1) == "1 pierre"
    assert _n("{n} stone", "{n} stones", 0) == "0 pierre"  # French: 0 and 1 are singular
    assert say(Text("{n} stone", plural="{n} stones", n=2)) == "2 pierres"
    assert _("Not in the catalogue") == "Not in the catalogue"  # stays English
    assert say("e5") == "e5"  # notation is not translated
    i18n.install("en")
    assert say(Text("{who} to play", who=Text("Black"))) == "Black to play"


def test_text_is_the_english_sentence_wherever_it_goes():
    text = Text("{cell} is taken", cell="e5")
    assert text == "e5 is taken" and isinstance(text, str)
    assert ValueError(text).args[0].template == "{cell} is taken"
    assert Text("{n} stone", plural="{n} stones", n=1) == "1 stone"
    assert Text("{n} stone", plural="{n} stones", n=3) == "3 stones"



def test_no_module_that_translates_hides_the_translation_function():
    # `name, _, rest = text.partition(...)` in a function makes `_` a local there: a `_("...")`
    # in the same function would then call a string.
    import ast

    hidden = []
    for path in sorted((ROOT / "py" / "grove").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        translates = any(isinstance(node, ast.ImportFrom) and node.module == "grove.i18n"
                         and any(alias.name in ("_", "_n") for alias in node.names)
                         for node in tree.body)
        if not translates:
            continue
        in_comprehension = {id(n) for c in ast.walk(tree) if isinstance(c, ast.comprehension)
                            for n in ast.walk(c.target)}
        hidden += [f"{path.relative_to(ROOT)}:{node.lineno}" for node in ast.walk(tree)
                   if isinstance(node, ast.Name) and node.id in ("_", "_n")
                   and isinstance(node.ctx, ast.Store) and id(node) not in in_comprehension]
    assert not hidden, f"`_` bound as a variable where it translates: {hidden}"
