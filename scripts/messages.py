#!/usr/bin/env python3
"""The message catalogues: what the code says, and the same in each language.

- Messages are found in the code: the first argument of `_(...)` and `Text(...)` (with
  `Text`'s `plural=`, and the two first of `_n(...)`) in py/grove, when they are literals; and
  the text of index.html (its text and its `title`, `aria-label` and `placeholder` attributes),
  which the page shows before Python starts.
- Each language has its catalogue, locale/<language>.po (gettext's format: msgid, msgstr, and
  msgid_plural with msgstr[0], msgstr[1] for counts). `python3 scripts/messages.py` brings every
  catalogue in step with the code: a message new to the code is added with an empty msgstr, one
  the code no longer says is dropped, and the list of what is missing is printed.
- At vendor time each catalogue is compiled to the binary form Python's gettext reads
  (`compile_mo`), and the page's own text goes to static/build/words.js (`page_words`), which
  translates the page before Python starts.

Standard library only (vendor.py runs it in Netlify's build image too).
"""

from __future__ import annotations

import ast
import json
import re
import struct
import sys
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "locale"
TRANSLATED = ("fr", "es", "de")
PLURALS = {"fr": "nplurals=2; plural=(n > 1);", "es": "nplurals=2; plural=(n != 1);",
           "de": "nplurals=2; plural=(n != 1);"}
ATTRIBUTES = ("title", "aria-label", "placeholder")
SPACE = re.compile(r"\s+")


# -- what the code says ---------------------------------------------------------------------------

def code_messages(root: Path = ROOT) -> dict[tuple[str, str | None], list[str]]:
    """(msgid, msgid_plural or None) -> where it is said, for every message of the Python code."""
    found: dict[tuple[str, str | None], list[str]] = {}
    for path in sorted((root / "py" / "grove").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                continue
            literal = [a.value for a in node.args[:2]
                       if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            plural = [k.value.value for k in node.keywords if k.arg == "plural"
                      and isinstance(k.value, ast.Constant) and isinstance(k.value.value, str)]
            if node.func.id == "Text" and literal:
                key = (literal[0], plural[0] if plural else None)
            elif node.func.id == "_" and literal:
                key = (literal[0], None)
            elif node.func.id == "_n" and len(literal) == 2:
                key = (literal[0], literal[1])
            else:
                continue
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


def page_messages(root: Path = ROOT) -> dict[tuple[str, str | None], list[str]]:
    parser = PageText()
    parser.feed((root / "index.html").read_text(encoding="utf-8"))
    found = {(text, None): ["index.html"] for text in parser.words if text not in NAMES}
    return found | {(text, None): ["static/js"] for text in SCRIPT_WORDS}


def all_messages(root: Path = ROOT) -> dict[tuple[str, str | None], list[str]]:
    return code_messages(root) | page_messages(root)


# -- catalogues -----------------------------------------------------------------------------------

def quote(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def unquote(text: str) -> str:
    return json.loads(text)


def read_po(path: Path) -> dict[tuple[str, str | None], list[str]]:
    """(msgid, msgid_plural) -> translations (one, or one per plural form) of a catalogue."""
    entries: dict[tuple[str, str | None], list[str]] = {}
    fields: dict[str, str] = {}
    last = None

    def flush():
        if "msgid" in fields and fields["msgid"]:
            plural = fields.get("msgid_plural")
            forms = ([fields.get("msgstr", "")] if plural is None else
                     [fields.get(f"msgstr[{k}]", "") for k in range(2)])
            entries[(fields["msgid"], plural)] = forms
        fields.clear()

    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            if not line:
                flush()
            continue
        if line.startswith('"'):
            if last is None:
                raise ValueError(f"{path}:{number}: a continued string with nothing before it")
            fields[last] += unquote(line)
            continue
        name, _, value = line.partition(" ")
        if name == "msgid":
            flush()
        fields[name], last = unquote(value), name
    flush()
    return entries


def write_po(path: Path, code: str, messages, entries) -> None:
    """The catalogue of `code` for `messages`, with the translations `entries` has for them."""
    lines = ['msgid ""', 'msgstr ""',
             quote(f"Language: {code}\n"), quote("Content-Type: text/plain; charset=UTF-8\n"),
             quote(f"Plural-Forms: {PLURALS[code]}\n"), ""]
    for (msgid, plural), places in sorted(messages.items(), key=lambda item: item[1][0]):
        lines.append(f"#: {' '.join(places[:3])}")
        lines.append(f"msgid {quote(msgid)}")
        if plural is None:
            lines.append(f"msgstr {quote(entries.get((msgid, None), [''])[0])}")
        else:
            forms = entries.get((msgid, plural), ["", ""])
            lines.append(f"msgid_plural {quote(plural)}")
            lines += [f"msgstr[{k}] {quote(form)}" for k, form in enumerate(forms)]
        lines.append("")
    path.write_text("\n".join(lines), encoding="utf-8")


def compile_mo(code: str, entries) -> bytes:
    """The catalogue in the binary form gettext.GNUTranslations reads (only what is translated:
    a message left out stays in English)."""
    header = (f"Language: {code}\nContent-Type: text/plain; charset=UTF-8\n"
              f"Plural-Forms: {PLURALS[code]}\n")
    pairs = {"": header}
    for (msgid, plural), forms in entries.items():
        if all(forms):
            pairs[msgid if plural is None else f"{msgid}\0{plural}"] = "\0".join(forms)
    keys = sorted(pairs)
    ids = [k.encode() for k in keys]
    strs = [pairs[k].encode() for k in keys]
    start = 7 * 4 + 16 * len(keys)
    id_table, offset = [], start
    for data in ids:
        id_table.append((len(data), offset))
        offset += len(data) + 1
    str_table = []
    for data in strs:
        str_table.append((len(data), offset))
        offset += len(data) + 1
    out = struct.pack("<7I", 0x950412DE, 0, len(keys), 7 * 4, 7 * 4 + 8 * len(keys), 0, 0)
    out += b"".join(struct.pack("<2I", *pair) for pair in id_table + str_table)
    out += b"".join(data + b"\0" for data in ids + strs)
    return out


def page_words(root: Path = ROOT, more: dict | None = None) -> str:
    """static/build/words.js: the page's own text in each language, for before Python starts,
    and `more` (per language, English -> translation: what the early boards show)."""
    words, page = {}, page_messages(root)
    for code in TRANSLATED:
        path = root / "locale" / f"{code}.po"
        entries = read_po(path) if path.exists() else {}
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
        entries = read_po(path) if path.exists() else {}
        gaps[code] = [key[0] for key in messages if not all(entries.get(key, [""]))]
    return gaps


def main(argv: list[str]) -> int:
    messages = all_messages()
    LOCALE.mkdir(exist_ok=True)
    for code in TRANSLATED:
        path = LOCALE / f"{code}.po"
        write_po(path, code, messages, read_po(path) if path.exists() else {})
    for code, gaps in missing().items():
        print(f"{code}: {len(messages) - len(gaps)} of {len(messages)} messages translated")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
