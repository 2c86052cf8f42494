#!/usr/bin/env python3
"""The message catalogues: what the code says, and the same in each language.

- Messages are found in the code: the first argument of `_(...)` and `Text(...)` (with
  `Text`'s `plural=`, and the two first of `_n(...)`) in py/grove, when they are literals, in the
  context their `context=` names if any; and the text of index.html (its text and its `title`,
  `aria-label` and `placeholder` attributes), which the page shows before Python starts.
- Each language has its catalogue, locale/<language>.po (gettext's format: msgctxt when a word
  needs one, msgid, msgstr, and msgid_plural with one msgstr[k] per plural form; the header's
  `Plural-Forms` says how many forms and which one a count takes). Babel reads and writes them.
  `.venv/bin/python scripts/messages.py` brings every catalogue in step with the code: a message
  new to the code is added with an empty msgstr, one the code no longer says is dropped (but for
  STORED: what games stored before still say), and how many are translated is printed.
- At vendor time each catalogue is compiled to locale/<language>.json (`compile_catalogue`),
  what grove.i18n reads: the translations, and the name of its plural rule in grove.i18n.PLURALS,
  the one that gives the header's forms (the page evaluates no expression). The page's own text
  goes to static/build/words.js (`page_words`), which translates the page before Python starts.

Babel (requirements-build.txt) at build time only: nothing of it is served.
"""

from __future__ import annotations

import ast
import gettext
import io
import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

try:
    from babel.messages import pofile
    from babel.messages.catalog import Catalog
except ImportError:  # pragma: no cover
    raise SystemExit("messages: Babel is missing: run with .venv/bin/python (`make setup`), or "
                     "`pip install -r requirements-build.txt`") from None

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "locale"
TRANSLATED = ("fr", "es", "de")
ATTRIBUTES = ("title", "aria-label", "placeholder")
CONTEXT = "\x04"  # between a message's context and its msgid, in gettext's keys
SPACE = re.compile(r"\s+")


# -- what the code says ---------------------------------------------------------------------------

def code_messages(root: Path = ROOT) -> dict[tuple[str, str | None], list[str]]:
    """(msgid, msgid_plural or None) -> where it is said, for every message of the Python code
    (a message given a `context=` has the msgid "<context>\\x04<msgid>", as in a catalogue)."""
    found: dict[tuple[str, str | None], list[str]] = {}
    for path in sorted((root / "py" / "grove").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                continue
            literal = [a.value for a in node.args[:2]
                       if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            named = {k.arg: k.value.value for k in node.keywords if k.arg in ("plural", "context")
                     and isinstance(k.value, ast.Constant) and isinstance(k.value.value, str)}
            if node.func.id == "Text" and literal:
                key = (literal[0], named.get("plural"))
            elif node.func.id == "_" and literal:
                key = (literal[0], None)
            elif node.func.id == "_n" and len(literal) == 2:
                key = (literal[0], literal[1])
            else:
                continue
            if "context" in named:
                key = (f"{named['context']}{CONTEXT}{key[0]}", key[1])
            where = f"{path.relative_to(root).as_posix()}:{node.lineno}"
            found.setdefault(key, []).append(where)
    return found


class PageText(HTMLParser):
    """The words of a page: each text run and each translatable attribute, spaces collapsed."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.words: list[str] = []
        self.skipping = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self.skipping += 1
        for name, value in attrs:
            if name in ATTRIBUTES and value:
                self.add(value)

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self.skipping -= 1

    def handle_data(self, data):
        if not self.skipping:
            self.add(data)

    def add(self, text: str) -> None:
        text = normal(text)
        if any(ch.isalpha() for ch in text) and text not in self.words:
            self.words.append(text)


def normal(text: str) -> str:
    """Text as the page compares it: spaces collapsed, ends trimmed (static/js/early.js too)."""
    return SPACE.sub(" ", text).strip()


# Words of index.html that are names, the same in every language (the brand, the games).
NAMES = {"Grove", "Arbos", "Branches & Twigs & Thorns", "Rumbo", "Trellis", "Orbit", "Arborel",
         "English", "Français", "Español", "Deutsch"}


# What the page's scripts say before Python starts (static/js/loading.js and early.js, through
# window.groveWord, which static/js/language.js defines).
SCRIPT_WORDS = ("Starting Python (first visit: about 10 MB)…", "Loading the games…",
                "Starting… {clicks} will be played as soon as the game is ready.")


# Messages the code no longer says but games stored before say (what the list of your games
# shows is kept as messages, i18n.freeze): kept in the catalogues so that those still read in
# every language: older releases stored the computer's levels as whole names.
STORED = ("Computer, easy", "Computer, medium", "Computer, hard")


def page_messages(root: Path = ROOT) -> dict[tuple[str, str | None], list[str]]:
    parser = PageText()
    parser.feed((root / "index.html").read_text(encoding="utf-8"))
    found = {(text, None): ["index.html"] for text in parser.words if text not in NAMES}
    return found | {(text, None): ["static/js"] for text in SCRIPT_WORDS}


def touch_twins(found: dict) -> dict[tuple[str, str | None], list[str]]:
    """The twin of every message that says "click", said on a touch screen ("tap": see
    grove.i18n.TOUCH), in the context TOUCH (or "touch <context>"), where the message is."""
    if str(ROOT / "py") not in sys.path:
        sys.path.insert(0, str(ROOT / "py"))
    from grove import i18n

    twins = {}
    for (key, plural), places in found.items():
        context, msgid = split(key)
        twin = i18n.twin_key(msgid, context)
        if twin is not None:
            twins[(twin, plural and i18n.tapped(plural))] = places
    return twins


def all_messages(root: Path = ROOT) -> dict[tuple[str, str | None], list[str]]:
    code = code_messages(root)
    return (code | touch_twins(code) | page_messages(root)
            | {(text, None): ["(stored)"] for text in STORED})


# -- catalogues -----------------------------------------------------------------------------------
#
# A catalogue is read into `Entries`: (msgid, msgid_plural or None) -> its translations (one, or
# one per plural form), with the catalogue's `Plural-Forms` header beside them. A message said in
# a context has gettext's own key, "<context>\x04<msgid>" (CONTEXT), which is also the key the
# page looks it up by.

class Entries(dict):
    """The translations of a catalogue, and its `Plural-Forms` header."""

    def __init__(self, items=(), plural_forms: str = ""):
        super().__init__(items)
        self.plural_forms = plural_forms


def split(msgid: str) -> tuple[str | None, str]:
    """(context or None, msgid) of a key's msgid."""
    context, _, bare = msgid.rpartition(CONTEXT)
    return (context if _ else None), bare


def read_po(path: Path) -> Entries:
    """A catalogue as Babel reads it (an invalid one is an error, never half read)."""
    with path.open("rb") as file:
        catalog = pofile.read_po(file, abort_invalid=True)
    entries = Entries(plural_forms=catalog.plural_forms)
    for message in catalog:
        if not message.id:
            continue  # the header
        msgid, plural = message.id if message.pluralizable else (message.id, None)
        forms = list(message.string) if message.pluralizable else [message.string or ""]
        key = f"{message.context}{CONTEXT}{msgid}" if message.context else msgid
        entries[(key, plural)] = [form or "" for form in forms]
    return entries


def write_po(path: Path, code: str, messages, entries: Entries | None) -> None:
    """The catalogue of `code` for `messages`, with the translations `entries` has for them, and
    the plural forms of its header (Babel's for the language when there is no catalogue yet)."""
    plural_forms = (entries.plural_forms if entries and entries.plural_forms
                    else Catalog(locale=code).plural_forms)
    entries = entries or Entries()
    catalog = Catalog(locale=code)
    for (key, plural), places in sorted(messages.items(), key=lambda item: item[1][0]):
        context, msgid = split(key)
        found = entries.get((key, plural))
        catalog.add(msgid if plural is None else (msgid, plural),
                    found if plural is not None and found else (found or [""])[0],
                    locations=[location(place) for place in places[:3]],
                    context=context)
    out = io.BytesIO()
    pofile.write_po(out, catalog, width=0, omit_header=True, ignore_obsolete=True)
    header = ['msgid ""', 'msgstr ""', f'"Language: {code}\\n"',
              '"Content-Type: text/plain; charset=UTF-8\\n"', f'"Plural-Forms: {plural_forms}\\n"']
    path.write_text("\n".join(header) + "\n\n" + out.getvalue().decode("utf-8"),
                    encoding="utf-8")


def location(place: str) -> tuple[str, int | None]:
    """("path", line) of "path:line", ("path", None) of a place without a line."""
    path, _, line = place.rpartition(":")
    return (path, int(line)) if line.isdigit() else (place, None)


def plural_rule(plural_forms: str) -> str:
    """The name, in grove.i18n.PLURALS, of the rule a `Plural-Forms` header gives: the rule that
    picks the same form for every count from 0 to 999 (the page evaluates no expression)."""
    if str(ROOT / "py") not in sys.path:
        sys.path.insert(0, str(ROOT / "py"))
    from grove import i18n

    fields = dict(part.strip().partition("=")[::2] for part in plural_forms.split(";")
                  if part.strip())
    expression = fields.get("plural", "")
    count = int(fields.get("nplurals", "0"))
    choose = gettext.c2py(expression)  # build time only: the standard library parses it
    forms = [choose(n) for n in range(1000)]
    for name, rule in i18n.PLURALS.items():
        if [rule(n) for n in range(1000)] == forms and max(forms) + 1 == count:
            return name
    raise SystemExit(f"messages: no rule in grove.i18n.PLURALS for {plural_forms!r}: add one")


def compile_catalogue(code: str, entries: Entries, plural_forms: str = "") -> bytes:
    """The catalogue as the page reads it (grove.i18n.install): JSON of its plural rule's name
    and, for each message translated (one left out stays in English), its translation, or its
    list of forms. `plural_forms` overrides the header `entries` was read with."""
    plural_forms = plural_forms or entries.plural_forms
    rule = plural_rule(plural_forms)
    count = int(plural_forms.partition("nplurals=")[2].partition(";")[0])
    said: dict[str, str | list[str]] = {}
    for (key, plural), forms in sorted(entries.items()):
        if not all(forms):
            continue
        if plural is not None and len(forms) != count:
            raise SystemExit(f"messages: {code}: {key!r} has {len(forms)} forms, not {count}")
        if key in said:
            raise SystemExit(f"messages: {code}: {key!r} is said both with and without a plural")
        said[key] = forms[0] if plural is None else forms
    data = {"plural": rule, "messages": said}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()




def page_words(root: Path = ROOT, more: dict | None = None) -> str:
    """static/build/words.js: the page's own text in each language, for before Python starts,
    and `more` (per language, English -> translation: what the early boards show)."""
    words, page = {}, page_messages(root)
    for code in TRANSLATED:
        path = root / "locale" / f"{code}.po"
        entries = read_po(path) if path.exists() else Entries()
        words[code] = {msgid: forms[0] for (msgid, plural), forms in entries.items()
                       if (msgid, plural) in page and forms[0]}
        words[code] |= (more or {}).get(code, {})
    return ("// Written by scripts/vendor.py from locale/*.po: the page's text in each language.\n"
            f"self.groveWords = {json.dumps(words, ensure_ascii=False, sort_keys=True)};\n")


def missing(root: Path = ROOT) -> dict[str, list[str]]:
    """Per language, the messages of the code its catalogue does not translate."""
    messages, gaps = all_messages(root), {}
    for code in TRANSLATED:
        path = root / "locale" / f"{code}.po"
        entries = read_po(path) if path.exists() else Entries()
        gaps[code] = [key[0] for key in messages if not all(entries.get(key, [""]))]
    return gaps


def main(argv: list[str]) -> int:
    messages = all_messages()
    LOCALE.mkdir(exist_ok=True)
    for code in TRANSLATED:
        path = LOCALE / f"{code}.po"
        write_po(path, code, messages, read_po(path) if path.exists() else None)
    for code, gaps in missing().items():
        print(f"{code}: {len(messages) - len(gaps)} of {len(messages)} messages translated")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
