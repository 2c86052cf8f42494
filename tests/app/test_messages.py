"""The message catalogues: every message of the code is translated in every language, nothing
else is in them, the translations keep their values, and the page reads what vendor compiles:
each language's plural rule from its catalogue's header, messages in a context by context."""

import json
import string
import sys
from pathlib import Path

import pytest

from grove import i18n
from grove.games import GAMES
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


FRENCH = "nplurals=2; plural=(n > 1);"


def test_a_compiled_catalogue_says_text_plurals_and_nested_values():
    entries = messages.Entries({
        ("Black", None): ["Noir"], ("{who} to play", None): ["À {who} de jouer"],
        ("{n} stone", "{n} stones"): ["{n} pierre", "{n} pierres"], ("Hint", None): ["Indice"],
        ("Untranslated", None): [""]}, FRENCH)
    i18n.install("fr", messages.compile_catalogue("fr", entries))
    assert say(Text("{who} to play", who=Text("Black"))) == "À Noir de jouer"
    assert _("Hint") == "Indice"
    assert _n("{n} stone", "{n} stones", 1) == "1 pierre"
    assert _n("{n} stone", "{n} stones", 0) == "0 pierre"  # French: 0 and 1 are singular
    assert say(Text("{n} stone", plural="{n} stones", n=2)) == "2 pierres"
    assert _("Not in the catalogue") == "Not in the catalogue"  # stays English
    assert _("Untranslated") == "Untranslated"  # an empty msgstr is not a translation
    assert say("e5") == "e5"  # notation is not translated
    i18n.install("en")
    assert say(Text("{who} to play", who=Text("Black"))) == "Black to play"


def write(path: Path, plural_forms: str, body: str) -> Path:
    path.write_text('msgid ""\nmsgstr ""\n"Language: xx\\n"\n'
                    '"Content-Type: text/plain; charset=UTF-8\\n"\n'
                    f'"Plural-Forms: {plural_forms}\\n"\n\n{body}', encoding="utf-8")
    return path


MOVES = 'msgid "{n} move"\nmsgid_plural "{n} moves"\nmsgstr[0] "{n} coup"\nmsgstr[1] "{n} coups"\n'


@pytest.mark.parametrize(("plural_forms", "zero"), [
    (FRENCH, "0 coup"),  # French: none is singular
    ("nplurals=2; plural=(n != 1);", "0 coups"),  # the same words under Spanish and German's rule
    ("nplurals=2; plural=n>1;", "0 coup"),  # written another way, the same rule
])
def test_the_plural_rule_is_the_catalogues_header(tmp_path, plural_forms, zero):
    entries = messages.read_po(write(tmp_path / "xx.po", plural_forms, MOVES))
    assert entries.plural_forms.replace(" ", "") == plural_forms.replace(" ", "")
    i18n.install("fr", messages.compile_catalogue("fr", entries))
    assert _n("{n} move", "{n} moves", 0) == zero
    assert _n("{n} move", "{n} moves", 1) == "1 coup"
    assert say(Text("{n} move", plural="{n} moves", n=2)) == "2 coups"
    i18n.install("en")
    assert _n("{n} move", "{n} moves", 0) == "0 moves"  # English: 0 is plural


@pytest.mark.parametrize(("code", "rule"), [("fr", "n > 1"), ("es", "n != 1"), ("de", "n != 1")])
def test_each_language_gets_the_rule_of_its_catalogue(code, rule):
    compiled = json.loads(messages.compile_catalogue(code, catalogue(code)))
    assert compiled["plural"] == rule
    i18n.install(code, messages.compile_catalogue(code, catalogue(code)))
    assert i18n._form(0) == (0 if code == "fr" else 1)
    assert i18n._form(1) == 0 and i18n._form(2) == 1


def test_a_rule_the_page_does_not_know_stops_the_build(tmp_path):
    russian = ("nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
               "(n%100<10 || n%100>=20) ? 1 : 2);")
    with pytest.raises(SystemExit, match="no rule"):
        messages.compile_catalogue("xx", messages.read_po(write(tmp_path / "xx.po", russian, "")))
    with pytest.raises(SystemExit, match="forms"):  # a count of forms unlike the header's
        messages.compile_catalogue("fr", messages.Entries(
            {("{n} move", "{n} moves"): ["{n} coup", "{n} coups", "{n} coupss"]}, FRENCH))


CONTEXTS = ('msgctxt "computer level"\nmsgid "medium"\nmsgstr "moyen"\n\n'
            'msgctxt "pyramid"\nmsgid "medium"\nmsgstr "moyenne"\n\n'
            'msgid "medium"\nmsgstr "mi"\n\n')


def test_a_message_in_a_context_is_looked_up_by_its_context(tmp_path):
    entries = messages.read_po(write(tmp_path / "xx.po", FRENCH, CONTEXTS))
    assert entries[("computer level\x04medium", None)] == ["moyen"]
    i18n.install("fr", messages.compile_catalogue("fr", entries))
    assert say(Text("medium", context="computer level")) == "moyen"
    assert say(Text("medium", context="pyramid")) == "moyenne"
    assert say(Text("medium")) == "mi"
    assert _("medium", context="computer level") == "moyen"
    assert say(Text("medium", context="another")) == "medium"  # none in that context: English
    # Kept in storage and read back, a message keeps its context.
    level = Text("{name} ({role})", name=Text("medium", context="computer level"), role="x")
    assert say(i18n.thaw(i18n.freeze(level))) == "moyen (x)"
    assert len(i18n.freeze(Text("medium"))[0]) == 3  # no context: stored as before
    i18n.install("en")
    assert say(Text("medium", context="computer level")) == "medium"


def test_the_code_s_contexts_reach_the_catalogue_as_msgctxt(tmp_path):
    (tmp_path / "py" / "grove").mkdir(parents=True)
    (tmp_path / "py" / "grove" / "levels.py").write_text(
        'A = Text("medium", context="computer level")\nB = Text("medium")\n'
        'C = _n("{n} move", "{n} moves", 2, context="clock")\n', encoding="utf-8")
    found = messages.code_messages(tmp_path)
    assert set(found) == {("computer level\x04medium", None), ("medium", None),
                          ("clock\x04{n} move", "{n} moves")}
    path = tmp_path / "fr.po"
    old = messages.read_po(write(tmp_path / "old.po", FRENCH, CONTEXTS))
    messages.write_po(path, "fr", found, old)
    text = path.read_text(encoding="utf-8")
    assert 'msgctxt "computer level"\nmsgid "medium"\nmsgstr "moyen"' in text
    assert "pyramid" not in text  # no longer said: dropped
    again = messages.read_po(path)
    assert again[("medium", None)] == ["mi"] and again.plural_forms == FRENCH
    assert again[("clock\x04{n} move", "{n} moves")] == ["", ""]  # new: to translate
    messages.write_po(tmp_path / "es.po", "es", found, None)  # a new catalogue: Babel's header
    assert messages.read_po(tmp_path / "es.po").plural_forms == "nplurals=2; plural=(n != 1);"


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


@pytest.mark.parametrize("code", messages.TRANSLATED)
def test_a_computer_level_is_said_in_its_context_as_the_whole_names_were(code):
    # "medium" is a computer's level and a pyramid's size, in two genders: the level is said in
    # its context. Summaries stored before name the computer by its whole name ("Computer,
    # medium"), which the catalogues keep: both say the same words.
    from grove.app.session import COMPUTERS

    i18n.install(code, messages.compile_catalogue(code, catalogue(code)))
    for level, computer in COMPUTERS.items():
        old = Text(f"Computer, {level}")
        assert computer == old  # the same English
        assert say(computer) == say(old) == say(i18n.thaw([[old, None, {}]])), level
        assert say(i18n.thaw(i18n.freeze(computer))) == say(computer)
    if code == "fr":  # the level, and BTT's pyramid
        assert say(Text("medium", context="computer level")) == "moyen"
        assert say(Text("medium")) == "moyenne"


def test_the_installed_app_is_named_in_each_language_and_neutrally_elsewhere():
    manifest = json.loads((ROOT / "static" / "manifest.webmanifest").read_text("utf-8"))
    games = ", ".join(GAMES[game_id].name for game_id in
                      ("arbos", "btt", "rumbo", "trellis", "orbit", "arborel"))
    # Where a browser reads no localised member: names only, the same in every language.
    assert manifest["name"] == manifest["short_name"] == "Grove"
    assert manifest["description"] == games
    for code in ("en", *messages.TRANSLATED):
        entries = messages.read_po(ROOT / "locale" / f"{code}.po") if code != "en" else {}
        tagline = (entries.get(("six abstract strategy games", None)) or
                   ["six abstract strategy games"])[0]
        assert tagline in manifest["name_localized"][code], code
        assert manifest["description_localized"][code].endswith(games + "."), code
