"""Records: a game as `game_id + options + history` (DESIGN.md §4).

Everything that persists or travels is a record. Decoding trusts nothing: the text is parsed with
bounded size, every field is checked, and every action is replayed through `play()`, so a bad
record gives a `RecordError` that says what is wrong instead of a crash or a half-loaded game.
"""

from __future__ import annotations

import json

from .state import IllegalMove, State

FORMAT = 1
MAX_TEXT = 200_000  # characters; the longest real game is a few thousand


class RecordError(ValueError):
    """A record that cannot be read; the message names what is wrong."""


def to_dict(state: State) -> dict:
    return {
        "format": FORMAT,
        "game": state.game_id,
        "options": dict(state.options),
        "history": list(state.history),
    }


def encode(state: State) -> str:
    return json.dumps(to_dict(state), separators=(",", ":"), sort_keys=True)


def decode(text: str) -> State:
    if not isinstance(text, str):
        raise RecordError("a record is text")
    if len(text) > MAX_TEXT:
        raise RecordError(f"the record is too long ({len(text)} characters, at most {MAX_TEXT})")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise RecordError(f"the record is not readable JSON ({error})") from None
    return from_dict(data)


def from_dict(data) -> State:
    from grove.games import GAMES  # the registry imports the games, which import this module

    if not isinstance(data, dict):
        raise RecordError("the record is not an object with game, options and history")
    version = data.get("format")
    if version != FORMAT:
        if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT:
            raise RecordError(f"the record was written by a newer Grove (format {version})")
        raise RecordError(f"the record has no known format (format {version!r})")
    game_id, options, history = data.get("game"), data.get("options"), data.get("history")
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise RecordError(f"the record names no known game ({str(game_id)[:40]!r})")
    if not isinstance(options, dict):
        raise RecordError("the record's options are not a set of name = value")
    if not isinstance(history, list) or not all(isinstance(a, str) for a in history):
        raise RecordError("the record's history is not a list of actions")
    try:
        state = GAMES[game_id].new(**options)
    except (ValueError, TypeError) as error:
        raise RecordError(f"the record's options are wrong: {error}") from None
    for number, action in enumerate(history, start=1):
        try:
            state = state.play(action)
        except IllegalMove as error:
            shown = action[:40]
            raise RecordError(f"action {number} ({shown!r}) cannot be played: {error}") from None
    return state
