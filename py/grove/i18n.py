"""Grove in the player's language: English, French, Spanish or German.

English is the code's own language. The rules code never translates: the engines and the record
build what they tell a player with `Text(template, **values)`, which is the English sentence (a
plain `str` wherever it goes) and also remembers its template and values. The views and the app
turn text into the player's language: `say(text)` for a `Text`, `_("template {value}", value=...)`
for their own messages and `_n(singular, plural, n)` for those that depend on a count. Values that
are `Text` are translated as well; the rest (cell names, actions, numbers) are notation and stay as
they are in every language.

The words come from message catalogues, locale/<language>.po, compiled at vendor time to
site/locale/<language>.json (scripts/messages.py); the page loads only the one in use (`install`).
A message a catalogue lacks stays in English; tests/app/test_messages.py keeps the catalogues and
the code in step. A word said two ways has a `context` (gettext's msgctxt).
"""

from __future__ import annotations

import re

# Each language by its own name: a player looks for the one they read.
LANGUAGES = {"en": "English", "fr": "Français", "es": "Español", "de": "Deutsch"}
DEFAULT = "en"


class Text(str):
    """An English message that remembers its template and values. With `plural`, the template
    is for a count `n` of one and `plural` for any other count."""

    template: str
    plural: str | None
    context: str | None
    values: dict

    def __new__(cls, template: str, /, plural: str | None = None, context: str | None = None,
                **values) -> Text:
        chosen = template if plural is None or values.get("n") == 1 else plural
        text = super().__new__(cls, chosen.format(**values) if values else chosen)
        text.template, text.plural, text.context, text.values = template, plural, context, values
        return text

    def __reduce__(self):  # copies and pickles keep the template
        return (_text, (self.template, self.plural, self.values, self.context))


def _text(template: str, plural: str | None, values: dict, context: str | None = None) -> Text:
    return Text(template, plural, context, **values)


# The plural form a count takes: a catalogue names its rule (scripts/messages.py picks it).
PLURALS = {"n != 1": lambda n: int(n != 1), "n > 1": lambda n: int(n > 1)}
_words: dict = {}  # msgid, or "<context>\x04<msgid>" -> its translation, or its plural forms
_form = PLURALS["n != 1"]
language = DEFAULT


def install(code: str, compiled: bytes | None = None) -> None:
    """Speak `code` from now on, with its compiled catalogue (none for English)."""
    global _words, _form, language
    if code not in LANGUAGES:
        raise ValueError(f"no language {code!r}")
    data = {"messages": {}, "plural": "n != 1"}
    if compiled:
        import json

        data = json.loads(compiled)
    _words, _form, language = data["messages"], PLURALS[data["plural"]], code


# Under a finger a player taps, never clicks: while `touch` is on (the page sets it once, from
# a coarse pointer), a message that says "click" is said by its twin that says "tap", the English
# made by `tapped` and each catalogue's translation kept under the context TOUCH.
TOUCH = "touch"
CLICK = re.compile(r"(?<!\{)\b([Cc])lick(s|ed|ing)?\b(?!\})")  # a word, not a {field}
TAPPED = {None: "tap", "s": "taps", "ed": "tapped", "ing": "tapping"}
touch = False


def use_touch(on: bool) -> None:
    """Say "tap" rather than "click" from now on (`on`), or "click" again."""
    global touch
    touch = bool(on)


def tapped(template: str) -> str:
    """The English of a message's touch twin: "Click d3 twice" -> "Tap d3 twice". A phone has
    no Escape key: a selection is cancelled there by a tap on a cell that does not go on."""
    def swap(match):
        word = TAPPED[match[2]]
        return word.capitalize() if match[1] == "C" else word
    return CLICK.sub(swap, template.replace("press Escape to cancel",
                                            "tap an unmarked cell to cancel"))


def twin_key(template: str, context: str | None = None) -> str | None:
    """The catalogue key of a message's touch twin, or None for a message that says no click."""
    if not CLICK.search(template):
        return None
    return f"{TOUCH} {context}\x04{tapped(template)}" if context else \
        f"{TOUCH}\x04{tapped(template)}"


def translated(template: str, plural: str | None = None, n: int = 1, context=None) -> str:
    """A template in the player's language (in English when the catalogue lacks it)."""
    if touch and CLICK.search(template):
        found = _words.get(twin_key(template, context))
        if found is not None or language == DEFAULT:
            template, plural = tapped(template), plural and tapped(plural)
            if plural is None:
                return found if isinstance(found, str) else template
            return found[_form(n)] if isinstance(found, list) else template if n == 1 else plural
    found = _words.get(f"{context}\x04{template}" if context else template)
    if plural is None:
        return found if isinstance(found, str) else template
    return found[_form(n)] if isinstance(found, list) else template if n == 1 else plural


def _(template: str, /, context: str | None = None, **values) -> str:
    """A message of the app or a view in the player's language, its values filled in."""
    return fill(translated(template, context=context), values)


def _n(singular: str, plural: str, n: int, /, context: str | None = None, **values) -> str:
    """A message that depends on a count `n` (also a value, as {n})."""
    return fill(translated(singular, plural, n, context), {"n": n, **values})


def say(text) -> str:
    """Text in the player's language: a `Text` translated, anything else as it is."""
    if not isinstance(text, Text):
        return str(text)
    return fill(translated(text.template, text.plural, text.values.get("n", 0), text.context),
                text.values)


def fill(template: str, values: dict) -> str:
    if not values:
        return template
    return template.format(**{name: say(value) if isinstance(value, Text) else value
                              for name, value in values.items()})



# -- messages kept in storage ------------------------------------------------------------------
#
# What the list of your games shows is stored beside each game, so that listing replays nothing;
# it is stored as the message's template and values, never as words, and said in the language in
# use when it is shown. A message is a flat list of nodes `[template, plural, values]`, with its
# context after them when it has one, a value that is itself a message being `{"@": index}` of a
# later node: however deep a result nests (BTT's standings), the stored JSON stays four levels
# deep. Stored text is read from outside: `thaw` takes only plain `{name}` fields, plain values
# and forward references, so a damaged entry gives text, never an error, a loop or an attribute
# lookup.

FIELD = re.compile(r"\{([a-z_]{1,20})\}")
MAX_NODES = 64
MAX_SAID = 2_000  # characters of a stored message once said


def freeze(text):
    """`text` as JSON data that `thaw` makes the same `Text` of; plain text stays as it is."""
    if not isinstance(text, Text):
        return str(text)
    nodes: list = []

    def add(message: Text) -> int:
        at = len(nodes)
        nodes.append(None)
        values = {name: {"@": add(value)} if isinstance(value, Text) else
                  (str(value) if isinstance(value, str) else value)
                  for name, value in message.values.items()}
        nodes[at] = [message.template, message.plural, values]
        if message.context is not None:
            nodes[at].append(message.context)
        return at

    add(text)
    return nodes


def thaw(data) -> str:
    """What `freeze` stored, as a `Text` again (or plain text); anything else as ""."""
    if isinstance(data, str):
        return data
    if not isinstance(data, list) or not 0 < len(data) <= MAX_NODES:
        return ""
    return node(data, 0, {}) or ""


def node(nodes: list, at: int, made: dict):
    """The message at `nodes[at]`, or None when it is not one `freeze` could have made; `made`
    keeps the nodes already read, so that each is read once."""
    if at not in made:
        made[at] = read_node(nodes, at, made)
    return made[at]


def read_node(nodes: list, at: int, made: dict):
    entry = nodes[at]
    if not isinstance(entry, list) or len(entry) not in (3, 4):
        return None
    template, plural, values, context = entry if len(entry) == 4 else (*entry, None)
    if (not isinstance(template, str) or not isinstance(values, dict)
            or (plural is not None and not isinstance(plural, str))
            or (context is not None and not isinstance(context, str))):
        return None
    fields = set()
    for form in filter(None, (template, plural)):
        if "{" in FIELD.sub("", form) or "}" in FIELD.sub("", form):
            return None  # a field other than a plain {name}: not ours
        fields |= set(FIELD.findall(form))
    kept = {}
    for name in fields:
        value = values.get(name)
        if isinstance(value, dict):
            ref = value.get("@")
            if type(ref) is not int or not at < ref < len(nodes):  # forward only: no loops
                return None
            value = node(nodes, ref, made)
            if value is None:
                return None
        elif isinstance(value, bool) or not isinstance(value, str | int | float):
            return None
        kept[name] = value
    if plural is not None and type(kept.get("n")) is not int:
        return None
    if len(template) + sum(len(str(value)) for value in kept.values()) > MAX_SAID:
        return None  # longer than any message of ours: shared nodes could double it each time
    return Text(template, plural, context, **kept)
