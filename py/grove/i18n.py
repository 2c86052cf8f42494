"""Grove in the player's language: English, French, Spanish or German.

English is the code's own language. The rules code never translates: the engines and the record
build what they tell a player with `Text(template, **values)`, which is the English sentence (a
plain `str` wherever it goes) and also remembers its template and values. The views and the app
turn text into the player's language: `say(text)` for a `Text`, `_("template {value}", value=...)`
for their own messages and `_n(singular, plural, n)` for those that depend on a count. Values that
are `Text` are translated as well; the rest (cell names, actions, numbers) are notation and stay as
they are in every language.

The words come from message catalogues, locale/<language>.po, compiled at vendor time to
site/locale/<language>.mo; the page loads only the one in use (`install`). A message a catalogue
lacks stays in English; tests/app/test_messages.py keeps the catalogues and the code in step.
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
    values: dict

    def __new__(cls, template: str, /, plural: str | None = None, **values) -> Text:
        chosen = template if plural is None or values.get("n") == 1 else plural
        text = super().__new__(cls, chosen.format(**values) if values else chosen)
        text.template, text.plural, text.values = template, plural, values
        return text

    def __reduce__(self):  # copies and pickles keep the template
        return (_text, (self.template, self.plural, self.values))


def _text(template: str, plural: str | None, values: dict) -> Text:
    return Text(template, plural, **values)


class English:
    """No catalogue: the code's own words. (gettext is imported only for another language, so
    that an English page starts with nothing more to load.)"""

    def gettext(self, message: str) -> str:
        return message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return singular if n == 1 else plural


_catalogue = English()
language = DEFAULT


def install(code: str, compiled: bytes | None = None) -> None:
    """Speak `code` from now on, with its compiled catalogue (none for English)."""
    global _catalogue, language
    if code not in LANGUAGES:
        raise ValueError(f"no language {code!r}")
    if compiled:
        import gettext
        import io

        _catalogue = gettext.GNUTranslations(io.BytesIO(compiled))
    else:
        _catalogue = English()
    language = code


def _(template: str, /, **values) -> str:
    """A message of the app or a view in the player's language, its values filled in."""
    return fill(_catalogue.gettext(template), values)


def _n(singular: str, plural: str, n: int, /, **values) -> str:
    """A message that depends on a count `n` (also a value, as {n})."""
    return fill(_catalogue.ngettext(singular, plural, n), {"n": n, **values})


def say(text) -> str:
    """Text in the player's language: a `Text` translated, anything else as it is."""
    if not isinstance(text, Text):
        return str(text)
    if text.plural is not None:
        return fill(_catalogue.ngettext(text.template, text.plural, text.values.get("n", 0)),
                    text.values)
    return fill(_catalogue.gettext(text.template), text.values)


def fill(template: str, values: dict) -> str:
    if not values:
        return template
    return template.format(**{name: say(value) if isinstance(value, Text) else value
                              for name, value in values.items()})



# -- messages kept in storage ------------------------------------------------------------------
#
# What the list of your games shows is stored beside each game, so that listing replays nothing;
# it is stored as the message's template and values, never as words, and said in the language in
# use when it is shown. Stored text is read from outside: `thaw` takes only plain `{name}` fields
# and plain values, so a damaged entry gives text, never an error or an attribute lookup.

FIELD = re.compile(r"\{([a-z_]{1,20})\}")
STORED_DEPTH = 4


def freeze(text):
    """`text` as JSON data that `thaw` makes the same `Text` of; plain text stays as it is."""
    if not isinstance(text, Text):
        return str(text)
    data = {"t": text.template,
            "v": {name: freeze(value) if isinstance(value, Text | str) else value
                  for name, value in text.values.items()}}
    if text.plural is not None:
        data["p"] = text.plural
    return data


def thaw(data, depth: int = 0) -> str:
    """What `freeze` stored, as a `Text` again (or plain text); anything else as ""."""
    if isinstance(data, str):
        return data
    if not isinstance(data, dict) or depth > STORED_DEPTH:
        return ""
    template, plural, values = data.get("t"), data.get("p"), data.get("v", {})
    if (not isinstance(template, str) or not isinstance(values, dict)
            or (plural is not None and not isinstance(plural, str))):
        return ""
    fields = set()
    for form in filter(None, (template, plural)):
        if FIELD.sub("", form).count("{") or FIELD.sub("", form).count("}"):
            return ""  # a field other than a plain {name}: not ours
        fields |= set(FIELD.findall(form))
    kept = {}
    for name in fields:
        value = values.get(name)
        if isinstance(value, bool) or not isinstance(value, str | int | float | dict):
            return ""
        kept[name] = thaw(value, depth + 1) if isinstance(value, dict) else value
    if plural is not None and type(kept.get("n")) is not int:
        return ""
    return Text(template, plural, **kept)
